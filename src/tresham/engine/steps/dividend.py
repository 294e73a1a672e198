"""The dividend step: what a company does with its revenue.

``payout`` pays each share its part (``Economy.dividend_payee`` says who is paid for shares
in the IPO, the pool or the company's treasury), ``withhold`` keeps it, ``half`` splits it,
``variable`` pays out ``amount`` and keeps the rest, and ``hudson`` tops the revenue up from
the treasury (1862). A company paying from its treasury with nobody to decide pays what the
game says by itself (18Mag: a major without a director pays out its whole treasury). A run
of nothing is withheld by itself, and a company with one choice
only (``half`` for minors and coal railways, ``payout`` for 1840's city corporations) makes
it by itself: 18xx.games records no action for either. 18Mag's majors pay from their
treasury instead, and 1840's tram companies from their revenue space, which pays nothing
when it is empty (``Economy.dividend_source``).
"""

from __future__ import annotations

from ...model.actions import Action, Dividend
from ...rules.violation import Violation
from ..end import in_last_round
from ..events import Event, event
from ..money import fmt, pay
from ..prices import move_token
from ..state import State
from .base import Step, acting, next_step, violation


class DividendStep(Step):
    NAME = "dividend"
    ACTIONS = frozenset({"dividend"})

    def can_skip(self, state: State) -> bool:
        cid = acting(state)
        if _from_treasury(state, cid) or _from_space(state, cid):
            return False
        return state.companies[cid].revenue is None

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, Dividend)
        cid = acting(state)
        cs = state.companies[cid]
        kinds = dividend_kinds(state, cid)
        if action.kind not in kinds:
            return [
                violation(
                    state, "dividend.kind", f"{state.label(cid)} may {' or '.join(kinds)}, not {action.kind}"
                )
            ]
        revenue = cs.cash if _from_treasury(state, cid) else cs.revenue or 0
        if action.kind == "variable":
            amount = action.amount if action.amount is not None else revenue
            why = state.rules.variable_dividend_problem(amount, revenue)
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
        if _from_treasury(state, cid):
            forced = state.rules.dividend_without_director(cs.cash) if state.director(cid) is None else None
            if forced is None:
                return None
            state, events = pay_dividend(state, cid, "variable", forced)
            why = event("dividend", f"{state.label(cid)} has no director: it pays out what the rules say")
            return next_step(state, self.NAME), [why, *events]
        if cs.revenue is None and not _from_space(state, cid):
            return next_step(state, self.NAME), []
        kinds = dividend_kinds(state, cid)
        if not cs.revenue:
            kind = "withhold"
        elif kinds in (("half",), ("payout",)):
            kind = kinds[0]  # no choice to make: 18xx.games records no action either
        else:
            return None
        state, events = pay_dividend(state, cid, kind, None)
        return next_step(state, self.NAME), events


def dividend_kinds(state: State, cid: str) -> tuple[str, ...]:
    """The dividends ``cid`` may choose now: its game's, fewer in a game's last round where
    the game says so (18 Lilliput: no withholding, L478)."""
    kinds = state.rules.dividend_kinds(state.company_def(cid))
    return state.rules.last_round_dividend_kinds(kinds) if in_last_round(state) else kinds


def _from_treasury(state: State, cid: str) -> bool:
    return state.rules.dividend_source(state.company_def(cid)) == "treasury"


def _from_space(state: State, cid: str) -> bool:
    return state.rules.dividend_source(state.company_def(cid)) == "space"


def pay_dividend(state: State, cid: str, kind: str, amount: int | None) -> tuple[State, list[Event]]:
    cs = state.companies[cid]
    comp = state.company_def(cid)
    revenue = cs.revenue or 0
    price = state.price(cid) or 0
    events: list[Event] = []
    if _from_treasury(state, cid):
        return _treasury_dividend(state, cid, amount or 0)
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
                "dividend",
                f"{state.label(cid)} withholds {fmt(state, revenue)}"
                if revenue
                else f"{state.label(cid)} has nothing to pay",
                company=cid,
                kind=kind,
                amount=revenue,
            )
        )
        state, more = move_token(
            state,
            cid,
            state.rules.withhold_moves(comp, price, revenue),
            "after withholding" if revenue else "after paying nothing",
        )
        events += more
    elif kind == "half":
        paid, kept = state.rules.half_split(revenue)
        state, more = _distribute(
            state, cid, paid, f"{state.label(cid)} pays half of its {fmt(state, revenue)}"
        )
        state = pay(state, "bank", cid, kept)
        events += more + [
            event("cash", f"{state.label(cid)} keeps {fmt(state, kept)}", company=cid, amount=kept)
        ]
        state, more = move_token(
            state, cid, state.rules.half_moves(comp, price, revenue), "after paying half"
        )
        events += more
    else:
        paid = revenue if kind == "payout" or amount is None else amount
        kept = revenue - paid
        state, more = _distribute(state, cid, paid, f"{state.label(cid)} pays out {fmt(state, paid)}")
        events += more
        if kept:
            state = pay(state, "bank", cid, kept)
            events.append(
                event("cash", f"{state.label(cid)} keeps {fmt(state, kept)}", company=cid, amount=kept)
            )
        unit = state.rules.share_unit(comp)
        per_share = paid * unit // 100
        moves = state.rules.dividend_moves(comp, price, paid, per_share)
        if paid and in_last_round(state):
            moves = state.rules.last_round_dividend_moves(moves)
        state, more = move_token(state, cid, moves, "after the dividend")
        events += more
    state = state.update_company(cid, revenue=None, last_revenue=revenue)
    return state.with_round(turn=(*state.round.turn, f"dividend:{kind}")), events


def _treasury_dividend(state: State, cid: str, paid: int) -> tuple[State, list[Event]]:
    """A company that runs no trains pays its dividend out of its treasury (18Mag's majors)."""
    comp = state.company_def(cid)
    price = state.price(cid) or 0
    if paid:
        head = f"{state.label(cid)} pays {fmt(state, paid)} from its treasury"
        state, events = _distribute(state, cid, paid, head, payer=cid)
    else:
        events = [event("dividend", f"{state.label(cid)} pays no dividend", company=cid, total=0)]
    per_share = paid * state.rules.share_unit(comp) // 100
    moves = state.rules.dividend_moves(comp, price, paid, per_share)
    state, more = move_token(state, cid, moves, "after the dividend")
    return state.update_company(cid, revenue=None, last_revenue=paid), events + more


def _distribute(
    state: State, cid: str, total: int, head: str, payer: str = "bank"
) -> tuple[State, list[Event]]:
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
        state = pay(state, payer, who, amount)
    parts = [f"{'treasury' if who == cid else who} {amount}" for who, amount in paid.items() if who != "bank"]
    if paid.get("bank"):
        parts.append(f"bank {paid['bank']}")
    whole = sum(1 for _ in state.certs_of(cid)) == 1
    text = f"{head}: " if whole else f"{head}, {fmt(state, per_share)} a share: "
    text += ", ".join(parts)
    if unpaid:
        where = " and ".join(f"{pct}% in the {'IPO' if h == 'ipo' else h}" for h, pct in unpaid.items())
        text += f"; the {where} pays nobody"
    data: dict[str, int | str] = {"company": cid, "per_share": per_share, "total": total}
    return state, [event("dividend", text, **data)]
