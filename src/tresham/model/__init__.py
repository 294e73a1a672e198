"""Immutable dataclasses describing games: tiles, maps, companies, trains, market."""

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
