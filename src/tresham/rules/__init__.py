"""The rules: board state, tile-lay and token legality, the money and round hooks the
engine calls (``Economy``), runs and their revenue (``rules.routes``), mergers, and the
designer's proof; each game's differences are in ``rules/games/``.

Plain Python over immutable state (docs/DESIGN.md §3); no renderer is imported here.

The names below are imported when first asked for, not with the package: a module that
needs one small part (the kit's upgrade chart needs ``rules.chart`` alone) does not pay
for loading every rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..exports import lazy_names, names_of

if TYPE_CHECKING:
    from .base import Rules
    from .board import Board, Placed, Token
    from .lay import Cost, LayContext, LayResult, LaySlot, TurnState, check_lay, judge_lay
    from .violation import Violation

_WHERE = names_of(
    {
        "base": ("Rules",),
        "board": ("Board", "Placed", "Token"),
        "lay": ("Cost", "LayContext", "LayResult", "LaySlot", "TurnState", "check_lay", "judge_lay"),
        "violation": ("Violation",),
    }
)
__getattr__ = lazy_names(__name__, _WHERE)


def rules_for(game, mp=None) -> Rules:
    from .games import rules_for as _rules_for

    return _rules_for(game, mp)


__all__ = [
    "Board",
    "Cost",
    "LayContext",
    "LayResult",
    "LaySlot",
    "Placed",
    "Rules",
    "Token",
    "TurnState",
    "Violation",
    "check_lay",
    "judge_lay",
    "rules_for",
]
