"""Mergers and acquisitions as hooks: whether two companies may merge, and the numbers of
the share exchange that follows (1862 §5, §7.5).

Two companies merge into one *survivor*: every two shares of either become one share of
the survivor. A holder left with an odd share keeps half of one, an *option share*, and
either pays half a share's price to make it whole (*redeems* it) or is paid that much and
gives it up (*sells* it). The engine (``engine.merger``) runs the exchange; these hooks
give the game's numbers and say whether a merger is allowed. The base class allows none.

Hooks take plain values and the board, never the engine's state (docs/DESIGN.md §1).
"""

from __future__ import annotations

from typing import ClassVar

from ..model.tile import NodeRef
from .board import Board
from .network import reachable_paths


class MergerHooks:
    """Default: the game has no mergers."""

    # Whether companies may merge (and acquire one another) at all.
    MERGERS: ClassVar[bool] = False

    # The most station tokens a company may own, on the map and on its charter together;
    # a merger's survivor gives up what it holds beyond this (None: no limit).
    TOKEN_LIMIT: ClassVar[int | None] = None

    # Hexes whose tokens do not count when tracing a connection between two companies.
    CONNECTION_EXCLUDED: ClassVar[tuple[str, ...]] = ()

    def merger_price(self, price_a: int, trains_a: bool, price_b: int, trains_b: bool) -> int:
        """The survivor's new share price before it is rounded down to a price on the
        market: the lower price plus half the higher."""
        return min(price_a, price_b) + max(price_a, price_b) // 2

    def option_value(self, price: int) -> int:
        """What an option share costs to redeem, or pays when it is sold: half a share."""
        return price // 2

    def unswapped_option_value(self, price: int) -> int:
        """What the bank pays for an option share of the company that does not survive when
        no survivor share is left to exchange it for."""
        return -(-price // 2)

    def director_option(self, price: int, shares: int) -> tuple[int, int]:
        """(redeem, sell) for a director's certificate turned to its option side by a
        director who held ``shares`` shares of the merging companies (fewer than six):
        he keeps ``shares / 2`` shares, and pays for the rest of the certificate's three,
        or is paid for his half."""
        return price * (6 - shares) // 2, price * shares // 2

    def merger_connection_problem(self, board: Board, a: str, b: str) -> str | None:
        """Why ``a`` and ``b`` are not joined by track: no legal route runs from a station of
        one to a station of the other (a shared city counts)."""
        ours = [(t.hex, t.city) for t in board.tokens_of(a) if t.hex not in self.CONNECTION_EXCLUDED]
        theirs = [t for t in board.tokens_of(b) if t.hex not in self.CONNECTION_EXCLUDED]
        if not ours or not theirs:
            return f"{a if not ours else b} has no station on the map to trace a connection from"
        if {t.hex for t in theirs} & {h for h, _ in ours}:
            return None
        reached = reachable_paths(board, a, list(ours))
        for t in theirs:
            content = board.content(t.hex)
            for i in reached.get(t.hex, ()):
                path = content.paths[i]
                if NodeRef("city", t.city) in (path.a, path.b):
                    return None
        return f"no track joins a station of {a} to a station of {b}"
