"""The rules engine: board state, upgrade legality, the layout checker and the designer's proof.

Plain Python over immutable state (DESIGN.md §4); no renderer is imported here.
"""

from .base import Cost, Lay, LayResult, Rules
from .board import Board, Placed, Token
from .violation import Violation


def rules_for(game, mp=None) -> Rules:
    from .games import rules_for as _rules_for

    return _rules_for(game, mp)


__all__ = ["Board", "Cost", "Lay", "LayResult", "Placed", "Rules", "Token", "Violation", "rules_for"]
