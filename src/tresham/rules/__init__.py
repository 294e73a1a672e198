"""The rules: board state, tile-lay and token legality, the money and round hooks the
engine calls (``Economy``), runs and their revenue (``rules.routes``), mergers, and the
designer's proof; each game's differences are in ``rules/games/``.

Plain Python over immutable state (DESIGN.md §4); no renderer is imported here.

The names below are imported when first asked for, not with the package: a module that
needs one small part (the kit's upgrade chart needs ``rules.chart`` alone) does not pay
for loading every rule.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .base import Rules
    from .board import Board, Placed, Token
    from .lay import Cost, LayContext, LayResult, LaySlot, TurnState, check_lay, judge_lay
    from .violation import Violation

# name -> the module (in this package) that defines it
_WHERE = {
    "Rules": "base",
    "Board": "board",
    "Placed": "board",
    "Token": "board",
    "Cost": "lay",
    "LayContext": "lay",
    "LayResult": "lay",
    "LaySlot": "lay",
    "TurnState": "lay",
    "check_lay": "lay",
    "judge_lay": "lay",
    "Violation": "violation",
}


def rules_for(game, mp=None) -> Rules:  # type: ignore[no-untyped-def]
    from .games import rules_for as _rules_for

    return _rules_for(game, mp)


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{_WHERE[name]}", __name__), name)
    globals()[name] = value  # asked for once
    return value


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
