"""Immutable dataclasses describing games (tiles, maps, companies, trains, market: the
game is ``model.game``), and the vocabulary of play: ``model.actions`` and the undo/redo
``model.history``. The package exports the tile types."""

from .tile import (
    COLORS,
    TILE_COLOR_ORDER,
    City,
    Content,
    NodeRef,
    Offboard,
    Path,
    TileDef,
    Town,
)

__all__ = [
    "COLORS",
    "TILE_COLOR_ORDER",
    "City",
    "Content",
    "NodeRef",
    "Offboard",
    "Path",
    "TileDef",
    "Town",
]
