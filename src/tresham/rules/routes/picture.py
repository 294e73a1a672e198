"""The board as a map to draw: laid tiles shown as printed hexes, tokens as station marks.

The map art (``art/map.py``) draws a game's printed map; a position is the same picture
with every laid tile in place (turned by its rotation) and the companies' tokens in their
cities. This turns a ``Board`` into such a map (plain model data), so the art never reads
the rules. 18 Lilliput's cells that hold a tile join its one printed cell.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.game import HexDef, MapDef
from ...model.tile import Content
from ..board import Board


def board_map(board: Board) -> MapDef:
    """``board.map`` with the laid tiles and the tokens of ``board``."""
    hexes = dict(board.map.hexes)
    for hex, placed in board.tiles.items():
        printed = hexes.get(hex) or HexDef(at=hex, content=Content())
        hexes[hex] = replace(printed, content=placed.content(), cost=0, terrain="")
    for hex in sorted({t.hex for t in board.tokens}):
        tokens = [t for t in board.tokens_at(hex) if t.city >= 0]
        printed = hexes.get(hex) or HexDef(at=hex, content=Content())
        hexes[hex] = replace(
            printed,
            home=tuple(t.company for t in tokens),
            home_city=tuple((t.company, t.city) for t in tokens),
            reserved=(),
        )
    return replace(board.map, hexes=hexes)


__all__ = ["board_map"]
