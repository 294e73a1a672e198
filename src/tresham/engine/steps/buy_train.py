"""The train step: buying trains (from the depot, the pool or another company, optionally
trading one in, 1824) and discarding them.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.actions import Action, BuyTrain, DiscardTrain
from ...model.game import Train
from ...rules.violation import Violation
from .. import trains as tr
from ..events import Event, event
from ..money import fmt, pay
from ..round_state import CompanyData
from ..state import State, TrainCard
from .base import Step, acting, next_step, skipped, violation
from .token import director_cards


class BuyTrainStep(Step):
    NAME = "buy_train"
    ACTIONS = frozenset({"buy_train", "discard_train"})

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, DiscardTrain):
            return check_discard(state, action)
        assert isinstance(action, BuyTrain)
        return check_buy_train(state, acting(state), action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, DiscardTrain):
            return discard_train(state, action)
        assert isinstance(action, BuyTrain)
        return buy_train(state, acting(state), action)

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        """A company that has trains and can buy none more (no room, or no money for any
        train on sale at its price, with or without a trade-in) is done here where the game
        says so, as 18xx.games skips the step (``Economy.TRAIN_STEP_ENDS_WHEN_NOTHING_TO_BUY``)."""
        cid = acting(state)
        if not state.rules.TRAIN_STEP_ENDS_WHEN_NOTHING_TO_BUY or not can_buy_nothing(state, cid):
            return None
        return next_step(state, self.NAME), []


def can_buy_nothing(state: State, cid: str) -> bool:
    """Whether ``cid`` owns a train and no purchase is open to it (``could_buy``)."""
    return bool(state.trains_of(cid)) and not could_buy(state, cid)


def could_buy(state: State, cid: str) -> bool:
    """Whether some train on sale could be bought by ``cid`` now: the depot's next of each
    group at its price (less the director's discount, with or without a trade-in), or another
    company's at its fixed price; a train whose price the two directors agree on, or one in
    the pool, counts as one it could."""
    kind = state.rules.entity_type(state.company_def(cid))
    owned = state.trains_of(cid)
    discounts = director_cards(state, cid)
    for group in tr.available_groups(state):
        card = tr.top_card(state, group)
        if card is None:
            continue
        for face in tr.faces(state, group):
            variant = face.name if card.name != face.name else None
            price = state.rules.depot_train_cost_for(state.rules.train_price(face, True, False), discounts)
            for old in (None, *owned):
                credit = state.rules.trade_in_value(face, tr.train_def(state, old.name)) if old else 0
                if old is not None and not credit:
                    continue
                offer = BuyTrain(
                    entity=cid,
                    entity_type=kind,
                    train=card.id,
                    price=price - credit,
                    variant=variant,
                    exchange=old.id if old else None,
                )
                if not check_buy_train(state, cid, offer):
                    return True
    between_companies = state.rules.inter_company_sales_problem(tr.current_phase(state)) is None
    for card in state.trains.values():
        if card.owner == "pool":
            return True
        if (
            between_companies
            and card.owner in state.companies
            and card.owner != cid
            and not state.companies[card.owner].closed
        ):
            train = tr.train_def(state, card.name)
            fixed = state.rules.inter_company_price(train, tr.later_group_sold(state, tr.card_group(card)))
            if fixed is None:
                return True
            offer = BuyTrain(entity=cid, entity_type=kind, train=card.id, price=fixed)
            if not check_buy_train(state, cid, offer):
                return True
    return False


def check_discard(state: State, action: DiscardTrain) -> list[Violation]:
    card = tr.own_card(state, acting(state), action.train)
    if card is None:
        return [violation(state, "train.not-owned", f"{acting(state)} has no train {action.train}")]
    why = state.rules.discard_problem(card.obsolete)
    return [violation(state, "train.discard", why)] if why else []


def discard_train(state: State, action: DiscardTrain) -> tuple[State, list[Event]]:
    """The acting company gives up a train of its own, where the game sends discards."""
    card = tr.own_card(state, acting(state), action.train)
    if card is None:
        return skipped(state, action, f"{acting(state)} has no train {action.train!r}")
    to = state.rules.discard_destination()
    state = tr.remove_train(state, card, to)
    text = f"{acting(state)} discards its {card.name} ({card.id}) to the {to}"
    return state, [event("train", text, company=acting(state), train=card.id)]


def resolve_card(state: State, action: BuyTrain) -> tuple[TrainCard | None, str | None]:
    """The card bought and the face it is bought as; a type name means the next depot card."""
    card = state.trains.get(action.train)
    variant = None if action.variant is None else tr.known_name(state, action.variant)
    if card is None:
        named = tr.known_name(state, action.train)
        try:
            group = tr.group_of(state, named)
        except KeyError:
            return None, None
        card = tr.top_card(state, group)
        if card is None:
            return None, None
        if variant is None and tr.train_def(state, named).name == named:
            variant = named
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
        price = state.rules.train_price(new, True, False)
        due = state.rules.depot_train_cost_for(price, director_cards(state, cid)) - _trade_in(
            state, cid, action, new
        )
        if action.price != due:
            out.append(
                violation(
                    state,
                    "train.price",
                    f"{tr.article(name)} {tr.spoken(name)} from the depot costs {fmt(state, due)}, "
                    f"not {fmt(state, action.price)}",
                )
            )
    elif card.owner in state.companies:
        if card.owner == cid:
            return [violation(state, "train.own", f"{state.label(cid)} already owns {card.id}")]
        why = state.rules.inter_company_sales_problem(phase)
        if why:
            out.append(violation(state, "train.between-companies", why))
        fixed = state.rules.inter_company_price(new, tr.later_group_sold(state, group))
        if fixed is not None and action.price != fixed:
            out.append(
                violation(
                    state,
                    "train.price",
                    f"{tr.article(name)} {tr.spoken(name)} changes hands for {fmt(state, fixed)}, "
                    f"not {fmt(state, action.price)}",
                )
            )
        elif action.price < 1:
            out.append(violation(state, "train.price", "a train between companies costs at least 1"))
    elif card.owner != "pool":
        return [violation(state, "train.unknown", f"train {card.id} is not for sale")]
    if state.round.companies_act:
        withheld = "dividend:withhold" in state.round.turn
        why = state.rules.operating_purchase_problem(card.owner, withheld)
        if why:
            out.append(violation(state, "train.when", why))
    held = [tr.train_def(state, c.name) for c in state.trains_of(cid)]
    if action.exchange is not None:
        old = tr.own_card(state, cid, action.exchange)
        if old is None:
            out.append(
                violation(
                    state, "train.exchange", f"{state.label(cid)} has no train {action.exchange} to trade in"
                )
            )
        else:
            held = [tr.train_def(state, c.name) for c in state.trains_of(cid) if c.id != old.id]
            if not _trade_in(state, cid, action, new):
                out.append(
                    violation(state, "train.exchange", f"a {old.name} cannot be traded in for a {name}")
                )
            elif "exchange" in state.round.turn:
                out.append(
                    violation(
                        state, "train.exchange", f"{state.label(cid)} has already traded a train in this turn"
                    )
                )
    why = state.rules.train_limit_problem(phase, comp, held, new)
    if why:
        out.append(violation(state, "train.limit", why))
    why = _warranty_problem(state, card, new, action.warranties or 0)
    if why:
        out.append(violation(state, "train.warranty", why))
    cost = action.price + (action.warranties or 0) * state.rules.WARRANTY_COST
    if state.companies[cid].cash < cost:
        out.append(
            violation(
                state,
                "train.cash",
                f"{state.label(cid)} has {fmt(state, state.companies[cid].cash)}, "
                f"the train costs {fmt(state, cost)}",
            )
        )
    return out


def _warranty_problem(state: State, card: TrainCard, new: Train, bought: int) -> str | None:
    """Warranties are bought with a train from the bank, at most so many to a train."""
    if not bought:
        return None
    rules = state.rules
    if not rules.WARRANTY_COST:
        return "this game has no warranties"
    if card.owner != "depot":
        return "warranties are bought only with a train from the bank"
    free = rules.free_warranties(new)
    if free + bought > rules.MAX_WARRANTIES:
        return f"a train carries at most {rules.MAX_WARRANTIES} warranties ({free} come free with this one)"
    return None


def _trade_in(state: State, cid: str, action: BuyTrain, new: Train) -> int:
    old = tr.own_card(state, cid, action.exchange) if action.exchange is not None else None
    if old is None:
        return 0
    return state.rules.trade_in_value(new, tr.train_def(state, old.name))


def buy_train(state: State, cid: str, action: BuyTrain) -> tuple[State, list[Event]]:
    card, variant = resolve_card(state, action)
    if card is None or card.owner not in ("depot", "pool", *state.companies):
        return skipped(state, action, f"train {action.train!r} is not for sale")
    seller = card.owner
    name = variant or card.name
    try:
        new = tr.train_def(state, name)
    except KeyError:
        return skipped(state, action, f"{state.game.title} has no train {name!r}")
    first = seller == "depot" and tr.first_of_group(state, tr.card_group(card))
    events: list[Event] = []
    old = tr.own_card(state, cid, action.exchange) if action.exchange is not None else None
    if old is not None:
        state = tr.remove_train(state, old, state.rules.trade_in_destination())
        state = state.with_round(turn=(*state.round.turn, "exchange"))
        events.append(
            event(
                "train",
                f"{state.label(cid)} trades in its {tr.spoken(old.name)} ({old.id})",
                company=cid,
                train=old.id,
            )
        )
    for who, amount in state.rules.train_payees(new, seller, action.price):
        state = pay(state, cid, who, amount)
    state = tr.give_train(state, card, cid, name)
    bought = action.warranties or 0
    free = state.rules.free_warranties(new) if seller == "depot" else 0
    if bought or free:
        state = state.with_trains(replace(state.trains[card.id], warranties=bought + free))
        state = pay(state, cid, "bank", bought * state.rules.WARRANTY_COST)
    where = {"depot": "the depot", "pool": "the pool"}.get(seller, seller)
    events.append(
        event(
            "train",
            f"{state.label(cid)} buys {tr.article(name)} {tr.spoken(name)} ({card.id}) from {where} "
            f"for {fmt(state, action.price)}",
            company=cid,
            train=card.id,
            name=name,
            price=action.price,
            seller=seller,
        )
    )
    if bought or free:
        parts = [f"{n} {what}" for n, what in ((free, "free"), (bought, "bought")) if n]
        paid = f" for {fmt(state, bought * state.rules.WARRANTY_COST)}" if bought else ""
        events.append(
            event(
                "train",
                f"it carries {bought + free} warranties ({', '.join(parts)}{paid})",
                company=cid,
                train=card.id,
                warranties=bought + free,
            )
        )
    if seller == "depot":
        if isinstance(data := state.round.data, CompanyData):  # the depot's sales this round
            state = state.with_round_data(trains_sold=data.trains_sold + 1)
        state = tr.restock_unlimited(state, card)
    if first:
        state, more = tr.after_first_purchase(state, new)
        events += more
    return state, events
