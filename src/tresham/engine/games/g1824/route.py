"""1824's route step: a company whose trains find no route earns nothing, and one whose
trains can run may not claim nothing.

By the book a company runs its trains and earns what they find (VII.9 L612-L614, VII.10
L646-L653), so one whose trains reach no two stops earns nothing; its director says so by
running nothing. 18xx.games skips the step and records nothing for it; a replay of its
record (``GameSetup.site``) does the same, and a game played with tresham waits for the
run of nothing.

The revenue claimed must be the highest anyone can find (L653): in a game played with
tresham the run of nothing is refused (``route.not-best``) while a train of the company can
run; a replay takes the record's runs as the site does.
"""

from __future__ import annotations

from ....model.actions import Action, RunRoutes
from ....rules.violation import Violation
from ...events import Event
from ...offers import can_run, no_run
from ...state import State
from ...steps.base import acting, violation
from ...steps.route import RouteStep


class Route1824(RouteStep):
    def check(self, state: State, action: Action) -> list[Violation]:
        out = super().check(state, action)
        if out or not isinstance(action, RunRoutes) or state.setup.site or _runs_something(action):
            return out
        cid = acting(state)
        if state.trains_of(cid) and state.board.tokens_of(cid) and can_run(state, cid):
            why = f"{state.label(cid)}'s trains can run: the highest revenue found must be claimed (L653)"
            return [violation(state, "route.not-best", why)]
        return out

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        done = super().auto(state)
        if done is not None or not state.setup.site or state.decisions:
            return done
        cid = acting(state)
        if state.board.tokens_of(cid) or can_run(state, cid):  # (with a station on the board,
            return None  # the route step has asked already: it found a run)
        return self.apply(state, no_run(state, cid))


def _runs_something(action: RunRoutes) -> bool:
    return any(r.connections or r.hexes or r.nodes or r.revenue for r in action.routes)
