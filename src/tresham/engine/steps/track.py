"""PLACEHOLDER for the track step, which the lead writes on top of the rules refactor
(issue 8: ``LayContext``, ``tile_lay_slots``). It exists only so that the operating round
can name its steps in order; until the lead's step lands, a ``lay_tile`` in an operating
round is refused with the rule ``engine.track-pending`` and changes nothing.
"""

from __future__ import annotations

from ...model.actions import Action
from ...rules.violation import Violation
from ..events import Event, event
from ..state import State
from .base import Step, violation


class TrackStepPlaceholder(Step):
    NAME = "track"
    ACTIONS = frozenset({"lay_tile"})

    def check(self, state: State, action: Action) -> list[Violation]:
        return [
            violation(
                state,
                "engine.track-pending",
                "the engine cannot lay tiles yet (its track step is being written)",
            )
        ]

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        return state, [event("skipped", f"{action.TYPE} is not applied: the engine's track step is pending")]
