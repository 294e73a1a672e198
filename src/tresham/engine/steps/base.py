"""The shape every step shares: judge an action, then apply it (STYLE.md §2, §5).

A round is a list of steps. ``engine.apply`` hands an action to the step that takes it;
the step's ``check`` lists what is wrong (rule id, sentence, rulebook section) and its
``apply`` returns the next state with the events a learner reads. Steps hold no state of
their own: everything they remember lives in ``State.round``.
"""

from __future__ import annotations

from typing import ClassVar

from ...model.actions import Action
from ...rules.violation import Violation
from ..events import Event
from ..state import State


class Step:
    NAME: ClassVar[str] = ""
    ACTIONS: ClassVar[frozenset[str]] = frozenset()

    def can_skip(self, state: State) -> bool:
        """Whether the acting company may go past this step without acting in it."""
        return True

    def check(self, state: State, action: Action) -> list[Violation]:
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        raise NotImplementedError(f"step {self.NAME} does not take {action.TYPE}")

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        """What the step does by itself when play reaches it (None: it waits for an action)."""
        return None


def violation(state: State, rule: str, message: str, hex: str = "") -> Violation:
    """A ``Violation`` citing the game's rulebook section for ``rule`` (or its family)."""
    sources = state.rules.ENGINE_SOURCES
    section = sources.get(rule) or sources.get(rule.split(".")[0], "")
    title = getattr(state.rules, "TITLE", state.game.id)
    return Violation(rule, message, hex, f"{title} {section}".strip() if section else "DESIGN.md §4b")
