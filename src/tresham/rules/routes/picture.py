"""The board's map to draw runs on: 18 Lilliput's laid cells join its one printed cell.

The map art draws a game's printed hexes, and a moment of a game (``art/board.py``) lays
tiles over them. 18 Lilliput prints only Mildendo, so every cell that holds a tile is added
as a blank cell for the tile to be drawn on. Plain model data: the art never reads rules.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.game import HexDef, MapDef
from ...model.tile import Content
from ..board import Board


def board_map(board: Board) -> MapDef:
    """``board.map`` with a blank cell under every laid tile it does not print."""
    missing = {h: HexDef(at=h, content=Content()) for h in board.tiles if h not in board.map.hexes}
    if not missing:
        return board.map
    return replace(board.map, hexes={**board.map.hexes, **missing})


__all__ = ["board_map"]
