"""Station tokens: judging one placement, with hooks of the same shape as the lay checks.

A token goes on a city of the hex as it lies at that moment (the laid tile, else the
printed hex), in a free slot, and a company has at most one token per hex.
"""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

from ..model.game import GameDef, MapDef
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


def homes_on_map(mp: MapDef) -> dict[str, list[tuple[str, int | None]]]:
    """Company -> (hex, city index) of the homes printed on the map."""
    out: dict[str, list[tuple[str, int | None]]] = {}
    for name, h in mp.hexes.items():
        cities = dict(h.home_city)
        for c in h.home:
            out.setdefault(c, []).append((name, cities.get(c)))
    return out


def home_of(
    game: GameDef, mp: MapDef, printed: dict[str, list[tuple[str, int | None]]], cid: str
) -> list[tuple[str, int | None]]:
    """A company's home stations: those printed on the map, else those its charter names."""
    comp = game.company(cid)
    found = printed.get(cid)
    if found:
        return [(h, c if c is not None else (comp.home_city if comp else None)) for h, c in found]
    if comp is None or not mp.bounded:
        return []
    return [(h, comp.home_city) for h in comp.home if h in mp.hexes]


def off_map_problem(ctx: TokenContext) -> str | None:
    return None if ctx.board.on_map(ctx.hex) else f"{ctx.hex} is not a hex of this map"


def no_city_problem(ctx: TokenContext) -> str | None:
    have = len(ctx.content.cities)
    if 0 <= ctx.city < have:
        return None
    return f"{ctx.hex} has {have} {'city' if have == 1 else 'cities'}, no city {ctx.city}"


def same_hex_problem(ctx: TokenContext) -> str | None:
    """A company has at most one station in a hex."""
    if any(t.company == ctx.company for t in ctx.here):
        return f"{ctx.company} already has a station in {ctx.hex}"
    return None


def full_problem(ctx: TokenContext) -> str | None:
    """Every slot of the city already holds a token."""
    used = sum(1 for t in ctx.here if t.city == ctx.city)
    if used >= ctx.content.cities[ctx.city].slots:
        return f"city {ctx.city} of {ctx.hex} has no free slot"
    return None


__all__ = ["TokenContext", "check_token"]
