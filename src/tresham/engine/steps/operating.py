"""Operating steps: running trains, paying or withholding, buying and discarding trains.

- **route**: ``run_routes`` records what the trains earn. A route's stored ``revenue`` is
  trusted, as 18xx.games trusts it on replay (export-actions.md §7); a subsidy (1862 local
  trains, 1824 mines) goes straight to the treasury.
- **dividend**: ``payout`` pays each share its part (``Economy.dividend_payee`` says who
  is paid for shares in the IPO, the pool or the company's treasury), ``withhold`` keeps
  it, ``half`` splits it, ``variable`` pays out ``amount`` and keeps the rest, and
  ``hudson`` tops the revenue up from the treasury (1862). A run of nothing is withheld
  by itself, and a company whose only choice is ``half`` splits by itself (minors, coal
  railways): 18xx.games records no action for either.
- **buy_train**: from the depot (the type on sale, at its price), from the pool or from
  another company, optionally trading a train in (1824); ``discard_train`` gives one up.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.actions import Action, BuyTrain, DiscardTrain, Dividend, RunRoutes
from ...model.game import Train
from ...rules.violation import Violation
from .. import trains as tr
from ..events import Event, event
from ..money import fmt, pay
from ..state import State, TrainCard
from .base import Step, violation
from .stock import move_token


def acting(state: State) -> str:
    entity = state.round.entity
    assert entity is not None
    return entity


def next_step(state: State, after: str) -> State:
    steps = state.rules.OPERATING_STEPS
    i = steps.index(after)
    return state.with_round(step=steps[i + 1] if i + 1 < len(steps) else "")


# --------------------------------------------------------------------------- route
class RouteStep(Step):
    NAME = "route"
    ACTIONS = frozenset({"run_routes"})

    def can_skip(self, state: State) -> bool:
        return not state.companies[acting(state)].trains

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, RunRoutes)
        company = state.companies[acting(state)]
        out: list[Violation] = []
        seen: set[str] = set()
        for r in action.routes:
            card = tr.own_card(state, company.id, r.train)
            if card is None:
                out.append(violation(state, "route.train", f"{company.id} has no train {r.train}"))
            elif card.id in seen:
                out.append(violation(state, "route.train-twice", f"train {r.train} runs twice"))
            else:
                seen.add(card.id)
            if r.revenue is None and r.connections:
                out.append(
                    violation(state, "route.revenue", f"the route of train {r.train} states no revenue")
                )
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, RunRoutes)
        cid = acting(state)
        revenue = sum(r.revenue or 0 for r in action.routes) + (action.extra_revenue or 0)
        route_subsidy = sum(r.subsidy or 0 for r in action.routes)
        subsidy = route_subsidy or (action.subsidy or 0)
        parts = ", ".join(
            f"{_train_name(state, cid, r.train)} {fmt(state, r.revenue or 0)}" for r in action.routes
        )
        events = [
            event(
                "revenue",
                f"{cid}'s trains earn {fmt(state, revenue)}" + (f" ({parts})" if parts else ""),
                company=cid,
                revenue=revenue,
            )
        ]
        if subsidy:
            state = pay(state, "bank", cid, subsidy)
            events.append(
                event(
                    "cash", f"{cid} receives a subsidy of {fmt(state, subsidy)}", company=cid, amount=subsidy
                )
            )
        state = state.update_company(cid, revenue=revenue, subsidy=subsidy)
        return next_step(state, self.NAME), events

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = acting(state)
        if state.companies[cid].trains:
            return None
        state = state.update_company(cid, revenue=0, subsidy=0)
        return next_step(state, self.NAME), [
            event("revenue", f"{cid} has no train and earns nothing", company=cid, revenue=0)
        ]


def _train_name(state: State, cid: str, ref: str) -> str:
    card = tr.own_card(state, cid, ref)
    return card.name if card is not None else ref


# --------------------------------------------------------------------------- dividend
class DividendStep(Step):
    NAME = "dividend"
    ACTIONS = frozenset({"dividend"})

    def can_skip(self, state: State) -> bool:
        return state.companies[acting(state)].revenue is None

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, Dividend)
        cid = acting(state)
        cs = state.companies[cid]
        kinds = state.rules.dividend_kinds(state.company_def(cid))
        if action.kind not in kinds:
            return [violation(state, "dividend.kind", f"{cid} may {' or '.join(kinds)}, not {action.kind}")]
        revenue = cs.revenue or 0
        if action.kind == "variable":
            amount = action.amount if action.amount is not None else revenue
            why = state.rules.variable_dividend_problem(amount, revenue, cs.cash)
            if why:
                return [violation(state, "dividend.amount", why)]
        if action.kind == "hudson":
            price = state.price(cid) or 0
            why = state.rules.hudson_problem(revenue, price, cs.cash)
            if why:
                return [violation(state, "dividend.hudson", why)]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, Dividend)
        state, events = pay_dividend(state, acting(state), action.kind, action.amount)
        return next_step(state, self.NAME), events

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = acting(state)
        cs = state.companies[cid]
        if cs.revenue is None:
            return next_step(state, self.NAME), []
        kinds = state.rules.dividend_kinds(state.company_def(cid))
        if cs.revenue == 0:
            kind = "withhold"
        elif kinds == ("half",):
            kind = "half"
        else:
            return None
        state, events = pay_dividend(state, cid, kind, None)
        return next_step(state, self.NAME), events


def pay_dividend(state: State, cid: str, kind: str, amount: int | None) -> tuple[State, list[Event]]:
    cs = state.companies[cid]
    comp = state.company_def(cid)
    revenue = cs.revenue or 0
    price = state.price(cid) or 0
    events: list[Event] = []
    if kind == "hudson":
        top_up = state.rules.hudson_top_up(revenue, price)
        state = pay(state, cid, "bank", top_up)
        events.append(
            event(
                "cash",
                f"George Hudson: {cid} adds {fmt(state, top_up)} from its treasury, "
                f"paying {fmt(state, revenue + top_up)}",
                company=cid,
                amount=top_up,
            )
        )
        revenue += top_up
        kind = "payout"
    if kind == "withhold":
        state = pay(state, "bank", cid, revenue)
        events.append(
            event(
                "dividend", f"{cid} withholds {fmt(state, revenue)}", company=cid, kind=kind, amount=revenue
            )
        )
        state, more = move_token(
            state, cid, state.rules.withhold_moves(comp, price, revenue), "after withholding"
        )
        events += more
    elif kind == "half":
        paid, kept = state.rules.half_split(revenue)
        state, more = _distribute(state, cid, paid, f"{cid} pays half of {fmt(state, revenue)}")
        state = pay(state, "bank", cid, kept)
        events += more + [event("cash", f"{cid} keeps {fmt(state, kept)}", company=cid, amount=kept)]
        state, more = move_token(
            state, cid, state.rules.half_moves(comp, price, revenue), "after paying half"
        )
        events += more
    else:
        paid = revenue if kind == "payout" or amount is None else amount
        kept = revenue - paid
        state, more = _distribute(state, cid, paid, f"{cid} pays")
        events += more
        if kept:
            state = pay(state, "bank", cid, kept)
            events.append(event("cash", f"{cid} keeps {fmt(state, kept)}", company=cid, amount=kept))
        unit = state.rules.share_unit(comp)
        per_share = paid * unit // 100
        state, more = move_token(
            state, cid, state.rules.dividend_moves(comp, price, paid, per_share), "after the dividend"
        )
        events += more
    state = state.update_company(cid, revenue=None, last_revenue=revenue)
    return state, events


def _distribute(state: State, cid: str, total: int, head: str) -> tuple[State, list[Event]]:
    """Pay ``total`` to the holders of ``cid``'s shares, one part per share."""
    comp = state.company_def(cid)
    unit = state.rules.share_unit(comp)
    per_share = total * unit // 100
    paid: dict[str, int] = {}
    unpaid: dict[str, int] = {}
    for cert in state.certs_of(cid):
        amount = per_share * cert.percent // unit
        holder = cert.owner
        if holder in ("ipo", "pool"):
            payee = state.rules.dividend_payee(holder)
            if payee is None:
                unpaid[holder] = unpaid.get(holder, 0) + cert.percent
                continue
            holder = cid if payee == "company" else "bank"
        paid[holder] = paid.get(holder, 0) + amount
    for who, amount in paid.items():
        state = pay(state, "bank", who, amount)
    parts = [f"{'treasury' if who == cid else who} {amount}" for who, amount in paid.items() if who != "bank"]
    if paid.get("bank"):
        parts.append(f"bank {paid['bank']}")
    text = f"{head} {fmt(state, per_share)} a share: " + ", ".join(parts)
    if unpaid:
        where = " and ".join(f"{pct}% in the {'IPO' if h == 'ipo' else h}" for h, pct in unpaid.items())
        text += f"; the {where} pays nobody"
    data: dict[str, int | str] = {"company": cid, "per_share": per_share, "total": total}
    return state, [event("dividend", text, **data)]


# --------------------------------------------------------------------------- trains
class BuyTrainStep(Step):
    NAME = "buy_train"
    ACTIONS = frozenset({"buy_train", "discard_train"})

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, DiscardTrain):
            if tr.own_card(state, acting(state), action.train) is None:
                return [violation(state, "train.not-owned", f"{acting(state)} has no train {action.train}")]
            return []
        assert isinstance(action, BuyTrain)
        return check_buy_train(state, acting(state), action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, DiscardTrain):
            card = tr.own_card(state, acting(state), action.train)
            assert card is not None
            to = state.rules.discard_destination()
            state = tr.remove_train(state, card, to)
            return state, [
                event(
                    "train",
                    f"{acting(state)} discards its {card.name} ({card.id}) to the {to}",
                    company=acting(state),
                    train=card.id,
                )
            ]
        assert isinstance(action, BuyTrain)
        return buy_train(state, acting(state), action)


def resolve_card(state: State, action: BuyTrain) -> tuple[TrainCard | None, str | None]:
    """The card bought and the face it is bought as; a type name means the next depot card."""
    card = state.trains.get(action.train)
    variant = action.variant
    if card is None:
        try:
            group = tr.group_of(state, action.train)
        except KeyError:
            return None, None
        cards = tr.depot_cards(state, group)
        if not cards:
            return None, None
        card = min(cards, key=lambda c: int(c.id.rsplit("-", 1)[1]))
        if variant is None and tr.train_def(state, action.train).name == action.train:
            variant = action.train
    return card, variant


def check_buy_train(state: State, cid: str, action: BuyTrain) -> list[Violation]:
    card, variant = resolve_card(state, action)
    if card is None:
        return [violation(state, "train.unknown", f"there is no train {action.train!r} to buy")]
    group = tr.card_group(card)
    faces = [t.name for t in tr.faces(state, group)]
    name = variant or card.name
    if variant is not None and variant not in faces:
        return [
            violation(state, "train.variant", f"a {group} card is a {' or '.join(faces)}, not a {variant}")
        ]
    if name not in faces:
        return [violation(state, "train.variant", f"choose the face of the {group} card: {', '.join(faces)}")]
    new = tr.train_def(state, name)
    comp = state.company_def(cid)
    phase = tr.current_phase(state)
    out: list[Violation] = []
    if card.owner == "depot":
        if group not in tr.available_groups(state):
            on_sale = ", ".join(tr.available_groups(state)) or "nothing"
            out.append(
                violation(
                    state,
                    "train.not-available",
                    f"the depot does not sell {group} trains yet (on sale: {on_sale})",
                )
            )
        due = state.rules.train_price(new, True, False) - _trade_in(state, cid, action, new)
        if action.price != due:
            out.append(
                violation(
                    state,
                    "train.price",
                    f"a {name} from the depot costs {fmt(state, due)}, not {fmt(state, action.price)}",
                )
            )
    elif card.owner in state.companies:
        if card.owner == cid:
            return [violation(state, "train.own", f"{cid} already owns {card.id}")]
        why = state.rules.inter_company_sales_problem(phase)
        if why:
            out.append(violation(state, "train.between-companies", why))
        fixed = state.rules.inter_company_price(new, tr.later_group_sold(state, group))
        if fixed is not None and action.price != fixed:
            out.append(
                violation(
                    state,
                    "train.price",
                    f"a {name} changes hands for {fmt(state, fixed)}, not {fmt(state, action.price)}",
                )
            )
        elif action.price < 1:
            out.append(violation(state, "train.price", "a train between companies costs at least 1"))
    elif card.owner != "pool":
        return [violation(state, "train.unknown", f"train {card.id} is not for sale")]
    held = [tr.train_def(state, c.name) for c in state.trains_of(cid)]
    if action.exchange is not None:
        old = tr.own_card(state, cid, action.exchange)
        if old is None:
            out.append(
                violation(state, "train.exchange", f"{cid} has no train {action.exchange} to trade in")
            )
        else:
            held = [tr.train_def(state, c.name) for c in state.trains_of(cid) if c.id != old.id]
            if not _trade_in(state, cid, action, new):
                out.append(
                    violation(state, "train.exchange", f"a {old.name} cannot be traded in for a {name}")
                )
            elif "exchange" in state.round.turn:
                out.append(
                    violation(state, "train.exchange", f"{cid} has already traded a train in this turn")
                )
    why = state.rules.train_limit_problem(phase, comp, held, new)
    if why:
        out.append(violation(state, "train.limit", why))
    if state.companies[cid].cash < action.price:
        out.append(
            violation(
                state,
                "train.cash",
                f"{cid} has {fmt(state, state.companies[cid].cash)}, "
                f"the train costs {fmt(state, action.price)}",
            )
        )
    return out


def _trade_in(state: State, cid: str, action: BuyTrain, new: Train) -> int:
    old = tr.own_card(state, cid, action.exchange) if action.exchange is not None else None
    if old is None:
        return 0
    return state.rules.trade_in_value(new, tr.train_def(state, old.name))


def buy_train(state: State, cid: str, action: BuyTrain) -> tuple[State, list[Event]]:
    card, variant = resolve_card(state, action)
    assert card is not None
    seller = card.owner
    name = variant or card.name
    new = tr.train_def(state, name)
    first = seller == "depot" and tr.first_of_group(state, tr.card_group(card))
    events: list[Event] = []
    old = tr.own_card(state, cid, action.exchange) if action.exchange is not None else None
    if old is not None:
        state = tr.remove_train(state, old, state.rules.trade_in_destination())
        state = state.with_round(turn=(*state.round.turn, "exchange"))
        events.append(event("train", f"{cid} trades in its {old.name} ({old.id})", company=cid, train=old.id))
    payee = seller if seller in state.companies else "bank"
    for who, amount in state.rules.train_payees(payee, action.price, seller == "depot"):
        state = pay(state, cid, who, amount)
    state = tr.give_train(state, card, cid, name)
    if action.warranties:
        state = state.with_trains(replace(state.trains[card.id], warranties=action.warranties))
    where = {"depot": "the depot", "pool": "the pool"}.get(seller, seller)
    events.append(
        event(
            "train",
            f"{cid} buys {tr.article(name)} {name} ({card.id}) from {where} for {fmt(state, action.price)}",
            company=cid,
            train=card.id,
            name=name,
            price=action.price,
            seller=seller,
        )
    )
    if seller == "depot":
        state = tr.restock_unlimited(state, card)
    if first:
        state, more = tr.after_first_purchase(state, new)
        events += more
    return state, events
