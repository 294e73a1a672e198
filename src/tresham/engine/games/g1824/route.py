"""1824's route step as 18xx.games plays it: a company whose trains find no route earns
nothing without a word.

By the book a company runs its trains and earns what they find (VII.9 L612-L614, VII.10
L646-L653), so one whose trains reach no two stops earns nothing; its director says so by
running nothing. 18xx.games skips the step and records nothing for it; a replay of its
record (``GameSetup.site``) does the same, and a game played with tresham waits for the
run of nothing.
"""

from __future__ import annotations

from ...events import Event
from ...offers import can_run, no_run
from ...state import State
from ...steps.base import acting
from ...steps.route import RouteStep


class Route1824(RouteStep):
    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        done = super().auto(state)
        if done is not None or not state.setup.site or state.decisions:
            return done
        cid = acting(state)
        if state.board.tokens_of(cid) or can_run(state, cid):  # (with a station on the board,
            return None  # the route step has asked already: it found a run)
        return self.apply(state, no_run(state, cid))
