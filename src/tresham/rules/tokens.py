"""Station tokens: judging one placement, with hooks of the same shape as the lay checks.

A token goes on a city of the hex as it lies at that moment (the laid tile, else the
printed hex), in a free slot, and a company has at most one token per hex.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from ..model.tile import Content
from .board import Board, Token
from .violation import Violation

if TYPE_CHECKING:
    from .base import Rules


class TokenContext:
    """One token placement: the board before it, the company, the hex and the city index."""

    def __init__(self, rules: Rules, board: Board, company: str, hex: str, city: int = 0) -> None:
        self.rules = rules
        self.board = board
        self.company = company
        self.hex = hex
        self.city = city

    @cached_property
    def content(self) -> Content:
        return self.board.content(self.hex)

    @cached_property
    def here(self) -> list[Token]:
        """The tokens already on the hex."""
        return self.board.tokens_at(self.hex)

    @property
    def token(self) -> Token:
        return Token(self.company, self.hex, self.city)


def check_token(rules: Rules, ctx: TokenContext) -> list[Violation]:
    """Every rule the placement breaks; a gate (no such hex or city) stops the judging."""
    for rule, hook in rules.token_gate_checks():
        if why := hook(ctx):
            return [rules.violation(rule, why, ctx.hex)]
    return [rules.violation(rule, why, ctx.hex) for rule, hook in rules.token_checks() if (why := hook(ctx))]


__all__ = ["TokenContext", "check_token"]
