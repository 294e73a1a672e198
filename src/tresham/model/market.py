"""The share-price market: a grid of printed values, some marked (par, closing, game end)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, get_args

from .frozen import freeze_fields, frozen

MarketKind = Literal["2d", "1d", "zigzag"]
"""How the market's cells are laid out.

- ``2d``: rows and columns; prices move right/left on dividends and withholding, down on
  sales (1824, 1840).
- ``1d``: one row; every move is along it (18Mag, 1862).
- ``zigzag``: 18 Lilliput's two rows of seven whose values alternate between the rows, so one
  step along the values zig-zags between them (L53, L256).
"""
MARKET_KINDS: tuple[MarketKind, ...] = get_args(MarketKind)


@dataclass(frozen=True)
class MarketCell:
    """A printed price, with the legend letters that mark it (``"p"``: a par space)."""

    value: int
    marks: str = ""


@dataclass(frozen=True)
class Market:
    """A market as printed: ``rows[r][c]`` is a cell or None where the grid has no cell.

    ``legend`` says what each mark letter means; ``moves`` says, in words, which way a
    price moves on a dividend, a withheld run, a sale and a sold-out company.
    """

    kind: MarketKind
    rows: tuple[tuple[MarketCell | None, ...], ...]
    legend: Mapping[str, str] = field(default_factory=frozen)
    moves: Mapping[str, str] = field(default_factory=frozen)
    notes: str = ""

    def __post_init__(self) -> None:
        freeze_fields(self, "legend", "moves")
