"""Each game's procedures: its program of rounds (``engine.program``) and what its rounds set
off, one module per game. ``program_of`` finds the program of a state's game; a game of a
designer's own plays the common program (stock round, then operating rounds).

A game's module is imported when a state of that game first asks for its program
(``exports.LazyRegistry``): a replay loads the rounds of the game it plays only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from ...exports import LazyRegistry
from ..program import Program
from ..state import State

COMMON = Program()

# game id -> the module (of this package) and class of its program, made once when first asked for
PROGRAMS: LazyRegistry[Program] = LazyRegistry(
    __name__,
    {
        "18mag": ".g18mag:Program18Mag",
        "1824": ".g1824:Program1824",
        "1840": ".g1840:Program1840",
        "1862": ".g1862:Program1862",
        "18lilliput": ".g18lilliput:ProgramLilliput",
    },
    lambda cls: cast(Callable[[], Program], cls)(),
)


def program_of(state: State) -> Program:
    """The program of rounds ``state``'s game plays."""
    return PROGRAMS.get(state.game.id, COMMON)


__all__ = ["COMMON", "PROGRAMS", "program_of"]
