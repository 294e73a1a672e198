"""One replay loop, many visitors (STYLE.md §6, after python-chess's ``pgn`` visitors).

``replay(state, actions, visitor)`` applies the actions in order and shows the visitor
each step: the state before, the action and the ``Result``. Visitors check a scenario's
expectations (``Checker``), drive the teacher's stepper (``Stepper``), or keep the state
at some step (``StateAt``); ``visitors.py`` has them. A refused action leaves the state as
it was, unless ``force`` (a recorded game must go on as it was played).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Generic, TypeVar

from ..engine.apply import Result, apply
from ..engine.state import State
from ..model.actions import Action

T = TypeVar("T")


class Visitor(Generic[T]):
    """Override what you need; ``step`` returns False to stop the replay."""

    def begin(self, state: State) -> None:
        return None

    def step(self, n: int, action: Action, before: State, result: Result) -> bool:
        return True

    def end(self, state: State) -> None:
        return None

    def result(self) -> T:
        raise NotImplementedError


def replay(state: State, actions: Iterable[Action], visitor: Visitor[T], *, force: bool = False) -> T:
    visitor.begin(state)
    for n, action in enumerate(actions, 1):
        result = apply(state, action, force=force)
        go_on = visitor.step(n, action, state, result)
        state = result.state
        if not go_on:
            break
    visitor.end(state)
    return visitor.result()
