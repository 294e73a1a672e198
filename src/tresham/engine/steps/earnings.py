"""The earnings step of a company that earns for its owner (1840's lines), after its run.

Each train's upkeep is added to the run (the game's ``Maintenance``; 1840 Table 7, L1721-L1749:
maintenance by the tram's colour and the newest colour bought so far, and +200 G for a
purple tram, L2930-L2932). What is left goes to the owner's revenue space, where its
director decides the dividend in the next company round (L2954-L2956); the money lies
beside the line's card (the line's cash, as 18xx.games keeps it) until its owner pays its
dividend (``return_earnings``). A run that ends
below zero costs the owner the difference: from its revenue space, then its treasury,
then its director's cash; a director who cannot pay takes as many loans of 100 G as
needed, no more (L2934-L2948). The step acts by itself.
"""

from __future__ import annotations

from ...rules.economy_play import Maintenance
from .. import trains as tr
from ..events import Event, event
from ..money import fmt, pay
from ..state import State
from .base import Step, acting, next_step

LOAN = 100  # 1840: a loan card is worth 100 G (L2946)


class EarningsStep(Step):
    NAME = "earnings"
    ACTIONS = frozenset[str]()

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = acting(state)
        cs = state.companies[cid]
        revenue = cs.revenue or 0
        events: list[Event] = []
        bought = frozenset(tr.card_group(c) for c in state.trains.values() if c.owner != "depot")
        upkeep = 0
        maintenance = state.rules.find(Maintenance)
        for card in state.trains_of(cid):
            cost = maintenance.upkeep(card.name, bought) if maintenance is not None else 0
            if cost:
                upkeep += cost
                what = f"adds {fmt(state, cost)}" if cost > 0 else f"pays {fmt(state, -cost)} of maintenance"
                events.append(
                    event(
                        "cash",
                        f"{state.label(cid)}'s {tr.spoken(card.name)} {what}",
                        company=cid,
                        amount=cost,
                    )
                )
        net = revenue + upkeep
        owner = cs.owner or cid
        state = state.update_company(cid, revenue=None, last_revenue=net)
        if net == 0 and not cs.trains:
            pass  # nothing ran, nothing earned
        elif net >= 0:
            space = (state.companies[owner].revenue or 0) + net
            state = pay(state, "bank", cid, net).update_company(owner, revenue=space)
            events.append(
                event(
                    "revenue",
                    f"{state.label(cid)} earns {fmt(state, net)} for {owner}'s revenue space "
                    f"(now {fmt(state, space)})",
                    company=owner,
                    amount=net,
                )
            )
        else:
            state, more = _cover_deficit(state, owner, -net)
            events += more
        return next_step(state, self.NAME), events


def _cover_deficit(state: State, owner: str, due: int) -> tuple[State, list[Event]]:
    """``owner`` pays ``due`` to the bank: revenue space, treasury, director, loans."""
    parts: list[str] = []
    space = state.companies[owner].revenue or 0
    from_space = min(space, due)
    if from_space:
        state = state.update_company(owner, revenue=space - from_space)
        state = _take_from_lines(state, owner, from_space)
        parts.append(f"{fmt(state, from_space)} from its revenue space")
    due -= from_space
    from_treasury = min(state.companies[owner].cash, due)
    if from_treasury:
        state = pay(state, owner, "bank", from_treasury)
        parts.append(f"{fmt(state, from_treasury)} from its treasury")
    due -= from_treasury
    director = state.director(owner)
    if due and director is not None:
        cash = state.player[director].cash
        if cash < due:
            loans = -(-(due - cash) // LOAN)
            state = pay(state, "bank", director, loans * LOAN)
            state = state.update_player(director, loans=state.player[director].loans + loans)
            parts.append(f"{director} takes {loans} loan(s) of {fmt(state, LOAN)}")
        state = pay(state, director, "bank", due)
        parts.append(f"{fmt(state, due)} from {director}")
    return state, [event("cash", f"{owner} pays the deficit: {', '.join(parts)}", company=owner)]


def earners_of(state: State, owner: str) -> list[str]:
    """The companies ``owner`` owns that hold earnings for it (1840's lines)."""
    return [c for c, cs in state.companies.items() if cs.owner == owner and cs.cash]


def _take_from_lines(state: State, owner: str, amount: int) -> State:
    for line in earners_of(state, owner):
        part = min(amount, state.companies[line].cash)
        state = pay(state, line, "bank", part)
        amount -= part
    return state


def return_earnings(state: State, owner: str) -> State:
    """The earnings held beside ``owner``'s lines go back to the bank, which pays the
    owner's dividend out of its revenue space (``steps.dividend``)."""
    return _take_from_lines(state, owner, sum(state.companies[c].cash for c in earners_of(state, owner)))
