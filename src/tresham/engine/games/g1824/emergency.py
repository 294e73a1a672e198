"""1824's emergency money (VII.12 L733-L759): a company that must buy a train (it has none,
VII.11 L715) and lacks the cash spends all of its own, and its director pays the rest from
his. What he cannot pay he owes the bank (there is no bankruptcy, L736): the bank charges
50 % interest on it at once, rounded up (L738-L740), and the debt counts against him in the
score (a player's ``debt`` item; the book does not say how debt is scored, 18xx.games
subtracts it).

A player in debt may not buy shares (L755). At the end of each stock round he pays back
what his cash allows (tresham's reading: the book says only that he cannot buy until he
has), and what he still owes grows by another 50 % (L749, L756).

Not played yet: the shares the director may sell before he borrows (L737).
"""

from __future__ import annotations

from ....model.actions import BuyTrain
from ...events import Event, event
from ...money import fmt, pay
from ...state import State

DEBT = "debt"
INTEREST_PERCENT = 50  # charged at once on what the director cannot pay (L738-L740)


def must_buy(state: State, cid: str) -> bool:
    """Whether ``cid`` must buy a train now: it owns none (L715)."""
    return cid in state.companies and not state.trains_of(cid)


def shortfall(state: State, cid: str, action: BuyTrain) -> int:
    """What ``cid`` lacks for ``action`` when it must buy (0 otherwise)."""
    if not must_buy(state, cid):
        return 0
    return max(action.price - state.companies[cid].cash, 0)


def cover(state: State, cid: str, missing: int) -> tuple[State, list[Event]]:
    """The director pays ``missing`` into ``cid``'s treasury, owing the bank what he cannot."""
    director = state.director(cid)
    if director is None or director not in state.player or missing <= 0:
        return state, []
    paid = min(missing, max(state.player[director].cash, 0))
    events: list[Event] = []
    if paid:
        state = pay(state, director, cid, paid)
        text = f"{director} pays {fmt(state, paid)} toward {state.label(cid)}'s train (emergency money)"
        events.append(event("cash", text, player=director, company=cid, amount=paid))
    owed = missing - paid
    if owed:
        debt = -(-owed * (100 + INTEREST_PERCENT) // 100)
        state = pay(state, "bank", cid, owed).add_item(director, DEBT, debt)
        text = (
            f"{director} cannot pay {fmt(state, owed)}: the bank lends it and {director} owes "
            f"{fmt(state, debt)} with {INTEREST_PERCENT}% interest"
        )
        events.append(event("cash", text, player=director, company=cid, amount=owed))
    return state, events


def debt_of(state: State, player: str) -> int:
    return state.items_of(player).get(DEBT, 0) if player in state.player else 0


def settle_debts(state: State) -> tuple[State, list[Event]]:
    """The end of a stock round: each debtor pays back what he can, the rest grows by 50 %."""
    events: list[Event] = []
    for player in state.players:
        owed = debt_of(state, player)
        if not owed:
            continue
        back = min(owed, max(state.player[player].cash, 0))
        if back:
            state = pay(state, player, "bank", back).add_item(player, DEBT, -back)
            events.append(event("cash", f"{player} pays {fmt(state, back)} of his debt back", player=player))
        left = owed - back
        if left:
            more = -(-left * INTEREST_PERCENT // 100)
            state = state.add_item(player, DEBT, more)
            grown = fmt(state, left + more)
            text = f"{player} still owes {fmt(state, left)}: {INTEREST_PERCENT}% interest makes it {grown}"
            events.append(event("cash", text, player=player))
    return state, events
