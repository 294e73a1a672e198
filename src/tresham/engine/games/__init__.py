"""Each game's procedures: its program of rounds (``engine.program``) and what its rounds set
off, one module per game. ``program_of`` finds the program of a state's game; a game of a
designer's own plays the common program (stock round, then operating rounds).
"""

from __future__ import annotations

from ..program import Program
from ..state import State
from .g18lilliput import ProgramLilliput
from .g18mag import Program18Mag
from .g1824 import Program1824
from .g1840 import Program1840
from .g1862 import Program1862

COMMON = Program()

PROGRAMS: dict[str, Program] = {
    "18mag": Program18Mag(),
    "1824": Program1824(),
    "1840": Program1840(),
    "1862": Program1862(),
    "18lilliput": ProgramLilliput(),
}


def program_of(state: State) -> Program:
    """The program of rounds ``state``'s game plays."""
    return PROGRAMS.get(state.game.id, COMMON)


__all__ = ["COMMON", "PROGRAMS", "program_of"]
