"""``RoundKind``: what every kind of round answers, so that ``engine.apply`` never asks
which kind of round it is in.

A kind is stateless, like a step (everything a round remembers is in ``State.round``).
It finds the step that takes an action, judges and makes a ``pass``, says who besides the
entity to act may act, and moves play on by itself where nobody has a choice
(``advance``). When its last turn is over the step or the kind sets ``RoundState.over``;
the kind then ``finish``es the round (a sold-out company's price rises, the draft's
untaken companies leave) and the game's program starts the next one.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from ...errors import SetupError
from ...model.actions import Action
from ...rules.violation import Violation
from ..events import Event
from ..state import State
from ..steps.base import Step, violation


@dataclass(frozen=True)
class RoundAt:
    """A moment inside a round, as a scenario sets one up: round ``number`` (``or_index`` of
    ``or_count`` in its set), ``entity`` to act (None: the round's first), the company's
    ``step``; in a stock round ``passes`` players have passed in a row before ``entity``; a
    town draft places ``picks`` tokens."""

    number: int = 1
    or_index: int = 1
    or_count: int = 1
    entity: str | None = None
    step: str | None = None
    passes: int = 0
    picks: int | None = None


class RoundKind:
    NAME: ClassVar[str] = ""
    COMPANIES_ACT: ClassVar[bool] = False

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        """Round ``number`` of this kind begins (``index`` of ``count`` in its set)."""
        raise NotImplementedError(self.NAME)

    def enter(self, state: State, at: RoundAt) -> State:
        """The state at a moment inside a round of this kind (a scenario's set-up), with what
        is wrong with it refused as a ``SetupError`` naming the ``round`` key."""
        raise SetupError(f"round.kind: a {self.NAME} round cannot be set up mid-way")

    def finish(self, state: State) -> tuple[State, list[Event]]:
        """What the end of the round sets off before the next begins (nothing, by default)."""
        return state, []

    def step_for(self, state: State, action: Action) -> tuple[Step | None, list[Violation]]:
        """The step that takes ``action`` now, or why none does."""
        raise NotImplementedError(self.NAME)

    def acts_for(self, state: State, action: Action) -> bool:
        """Whether ``action``'s entity may act although it is not the one to act."""
        return False

    def states_after_end(self, state: State, action: Action) -> bool:
        """Whether ``action`` only states what the round has already made, and so is
        accepted even once the game is over (none is, by default)."""
        return False

    def pass_problems(self, state: State) -> list[Violation]:
        return []

    def choice_words(self, state: State, choice: object) -> str | None:
        """What a ``choose`` of this round picks, in the words a player reads ("order card
        3"; None: the choice as recorded says it)."""
        return None

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        raise NotImplementedError(self.NAME)

    def cannot_force(self, state: State, action: Action) -> str | None:
        """Why even a forced ``action`` is not made in this round (None: it may be)."""
        return None

    def prepare(self, state: State, step: Step) -> tuple[State, list[Event]]:
        """Bring the round to ``step`` before it takes an action (a company goes past the
        steps before it, letting each do what it does by itself)."""
        return state, []

    def advance(self, state: State) -> tuple[State, list[Event]] | None:
        """One move of play by itself (None: somebody must act)."""
        return None

    def candidates(self, state: State, entity: str) -> Iterator[Action]:
        """Actions ``entity`` might take now, for ``legal_actions`` to judge (none, by default:
        every kind of round lists its own)."""
        return iter(())

    def every_step(self) -> tuple[Step, ...]:
        """Every step a round of this kind may be in."""
        raise NotImplementedError(self.NAME)


def wrong_round(state: State, action: Action) -> list[Violation]:
    return [
        violation(state, "turn.wrong-round", f"{action.TYPE} is not an action of a {state.round.kind} round")
    ]
