"""PLACEHOLDER for the token step, which the lead writes on top of the rules refactor
(issue 8). It exists only so that the operating round can name its steps in order; until
the lead's step lands, ``place_token`` and ``remove_token`` in an operating round are
refused with the rule ``engine.token-pending`` and change nothing.
"""

from __future__ import annotations

from ...model.actions import Action
from ...rules.violation import Violation
from ..events import Event, event
from ..state import State
from .base import Step, violation


class TokenStepPlaceholder(Step):
    NAME = "token"
    ACTIONS = frozenset({"place_token", "remove_token"})

    def check(self, state: State, action: Action) -> list[Violation]:
        return [
            violation(
                state,
                "engine.token-pending",
                "the engine cannot place tokens yet (its token step is being written)",
            )
        ]

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        return state, [event("skipped", f"{action.TYPE} is not applied: the engine's token step is pending")]
