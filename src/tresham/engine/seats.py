"""Who sits where, and whose turn it is in a round of player turns.

A stock round starts with the priority holder and goes clockwise; a game may give its first
go-round another order (``Economy.first_turns``: 1824's first stock round runs from the last
seat). ``RoundState.order`` holds that first go-round, and seat order follows it.
"""

from __future__ import annotations

from .state import State


def seats_from(state: State, first: str) -> tuple[str, ...]:
    """The players in seat order, beginning with ``first``."""
    seats = state.players
    i = seats.index(first) if first in seats else 0
    return seats[i:] + seats[:i]


def stock_turn_at(state: State, index: int) -> str:
    """Whose turn the ``index``-th of the round is."""
    order = state.round.order
    if index < len(order):
        return order[index]
    start = order[-1] if order else state.priority
    cycle = seats_from(state, start)
    return cycle[(index - len(order)) % len(cycle)]


def turn_index(state: State, player: str) -> int:
    """The first turn index at which ``player`` acts in the current stock round."""
    for i in range(len(state.round.order) + len(state.players)):
        if stock_turn_at(state, i) == player:
            return i
    raise KeyError(player)
