"""Drawing each moment of a scenario, through a function the caller passes in.

The scenario layer never imports the art: the CLI hands ``moments`` a ``draw`` function
that turns a state into named drawings (the board, the market), and writes them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from ..engine.state import State

D = TypeVar("D")


def moments(states: Sequence[State], draw: Callable[[State], list[tuple[str, D]]]) -> Iterator[tuple[str, D]]:
    """``("step-00-board", drawing)``, ... for the start (00) and after each step."""
    width = max(2, len(str(len(states) - 1)))
    for n, state in enumerate(states):
        for part, drawing in draw(state):
            yield f"step-{n:0{width}d}-{part}", drawing
