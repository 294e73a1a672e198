"""The shape every step shares: judge an action, then apply it (STYLE.md §2, §5).

A round is a list of steps. ``engine.apply`` hands an action to the step that takes it;
the step's ``check`` lists what is wrong (rule id, sentence, rulebook section) and its
``apply`` returns the next state with the events a learner reads. Steps hold no state of
their own: everything they remember lives in ``State.round``.
"""

from __future__ import annotations

from typing import ClassVar

from ...model.actions import Action, BuyShares, SellShares
from ...rules.violation import Violation
from ..events import Event, event
from ..state import Cert, State

PLACE = {"ipo": "the bank (IPO)", "pool": "the pool"}  # how events name the bank's holders


class Step:
    NAME: ClassVar[str] = ""
    ACTIONS: ClassVar[frozenset[str]] = frozenset()

    def takes(self, state: State, action: Action) -> bool:
        """Whether this step takes ``action`` (by default: any action of its kinds)."""
        return action.TYPE in self.ACTIONS

    def acts_for(self, state: State, action: Action) -> bool:
        """Whether ``action``'s entity may act in this one-step round although it is not the
        player whose turn it is (18 Lilliput: the companies he directs)."""
        return False

    def pass_problems(self, state: State) -> list[Violation]:
        """What is wrong with passing in a round made of this one step (nothing, by default)."""
        return []

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        """A ``pass`` in a round made of this one step."""
        raise NotImplementedError(f"nobody passes in step {self.NAME}")

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
    """A ``Violation`` citing the game's rulebook section for ``rule`` (``Rules.engine_source``)."""
    return state.rules.economy_violation(rule, message, hex)


def skipped(state: State, action: Action, why: str) -> tuple[State, list[Event]]:
    """A forced action (``engine.apply(force=True)``) that names nothing there to act on (a
    share, a train card, a city, a market cell that does not exist) is not made."""
    return state, [event("skipped", f"{action.TYPE} by {action.entity} not made: {why}")]


def acting(state: State) -> str:
    """The company (or player) whose turn it is."""
    entity = state.round.entity
    assert entity is not None
    return entity


def next_step(state: State, after: str) -> State:
    """The acting company moves on to the step after ``after`` ("" when its turn is over)."""
    steps = state.steps_of(state.round.entity)
    i = steps.index(after)
    return state.with_round(step=steps[i + 1] if i + 1 < len(steps) else "")


def bundle(state: State, action: BuyShares | SellShares) -> tuple[list[Cert], list[Violation]]:
    """The certificates an action names: all of one company and one holder."""
    certs: list[Cert] = []
    for sid in action.shares:
        cert = state.certs.get(sid)
        if cert is None:
            return [], [violation(state, "stock.unknown-share", f"there is no share {sid!r}")]
        certs.append(cert)
    if len({c.company for c in certs}) != 1 or len({c.owner for c in certs}) != 1:
        return [], [
            violation(state, "stock.bundle", "a purchase or sale takes shares of one company from one holder")
        ]
    return certs, []
