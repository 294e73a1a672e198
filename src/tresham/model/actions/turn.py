"""Actions about the turn and the history: answering a step's question, passing, undo and
redo, ending the game, chat, and 18xx.games' programmed auto-passes and auto-buys."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .base import ANY_JSON, Action, JsonValue


@dataclass(frozen=True, kw_only=True)
class Choose(Action):
    """Answer a step's question; ``choice`` is any JSON value, compared by value and type."""

    TYPE: ClassVar[str] = "choose"
    choice: JsonValue = field(metadata=ANY_JSON)


@dataclass(frozen=True, kw_only=True)
class ChooseAbility(Action):
    """Use a company's ability; the ability interprets ``choice``."""

    TYPE: ClassVar[str] = "choose_ability"
    choice: JsonValue = field(metadata=ANY_JSON)


@dataclass(frozen=True, kw_only=True)
class Pass(Action):
    """Decline what the current step offers (end a stock turn, skip track, leave an auction)."""

    TYPE: ClassVar[str] = "pass"


@dataclass(frozen=True, kw_only=True)
class Undo(Action):
    """Undo the last effective action, or go back to just after action ``action_id``."""

    TYPE: ClassVar[str] = "undo"
    action_id: int | None = None


@dataclass(frozen=True, kw_only=True)
class Redo(Action):
    """Re-apply the last undone group."""

    TYPE: ClassVar[str] = "redo"


@dataclass(frozen=True, kw_only=True)
class EndGame(Action):
    """End the game by agreement; only messages follow."""

    TYPE: ClassVar[str] = "end_game"


@dataclass(frozen=True, kw_only=True)
class Message(Action):
    """Chat. Never undone, and changes nothing in the game."""

    TYPE: ClassVar[str] = "message"
    message: str


@dataclass(frozen=True, kw_only=True)
class ProgramSharePass(Action):
    """Auto-pass in stock rounds (no effect on the game; its auto actions still apply)."""

    TYPE: ClassVar[str] = "program_share_pass"
    unconditional: bool | None = None
    indefinite: bool | None = None


@dataclass(frozen=True, kw_only=True)
class ProgramBuyShares(Action):
    """Buy one share of ``corporation`` a turn until ``until_condition`` (``"float"`` or a count)."""

    TYPE: ClassVar[str] = "program_buy_shares"
    corporation: str
    until_condition: JsonValue = field(metadata=ANY_JSON)
    from_market: bool | None = None
    auto_pass_after: bool | None = None


@dataclass(frozen=True, kw_only=True)
class ProgramDisable(Action):
    """Switch a program off; ``reason`` is ``"user"`` or the engine's explanation."""

    TYPE: ClassVar[str] = "program_disable"
    reason: str
    original_type: str | None = None
