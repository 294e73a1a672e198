"""Rounds of player turns that games add before or between their stock and operating rounds:
the certificate draft (18Mag, 18 Lilliput), the town-token draft (1824's Goods Time variant)
and the action-card round (18 Lilliput). Each is one step (``engine/steps/``) played as a
``PlayerRound``; the step sets ``RoundState.over`` with the last pick or turn.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.actions import Action
from ..events import Event
from ..round_state import RoundState
from ..seats import seats_from
from ..state import State
from ..steps.actions import ActionsStep, start_actions_round
from ..steps.cert_draft import CertificateDraftStep, finish_draft, start_draft
from ..steps.draft import DraftStep, snake
from .players import PlayerRound


class DraftRound(PlayerRound):
    """A draft: every turn takes something; nobody passes, not even in a recorded game."""

    def cannot_force(self, state: State, action: Action) -> str | None:
        return "the draft has no pass" if action.TYPE == "pass" else None


class CertificateDraftRound(DraftRound):
    """The players take their first certificates free, one at a time (18Mag §V L357-L397;
    18 Lilliput's set-up draft)."""

    NAME = "draft"
    STEP = CertificateDraftStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        return start_draft(state)

    def finish(self, state: State) -> tuple[State, list[Event]]:
        return finish_draft(state)


class TownDraftRound(DraftRound):
    """1824's Goods Time draft of town tokens (XII.2 L1021-L1025); ``count`` is the number of
    tokens the players agreed to place (7-10 recommended, L1022)."""

    NAME = "town-draft"
    STEP = DraftStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        order = snake(seats_from(state, state.priority), count)
        r = RoundState(kind=self.NAME, number=number, order=order, entity=order[0] if order else None)
        return replace(state, round=r), []


class ActionsRound(PlayerRound):
    """18 Lilliput's round of action cards (L111-L115)."""

    NAME = "actions"
    STEP = ActionsStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        return start_actions_round(state, number)
