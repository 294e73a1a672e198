"""The rulebook's own names for places, drawn on a map picture: where an example's text says
"Mildendo-D-C-B", the picture shows D, C and B on their hexes.

A letter sits in a white disc ringed in red inside the upper left corner of its cell, clear
of a city in its centre; it is drawn in the map's own coordinates, inside the group ``draw_map`` marks with
role ``map``, so it lands on its hex wherever the map sits in the picture (cropped or not).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..grid import cell_corners
from ..model.game import MapDef
from .drawing import Circle, Group, Style, Text
from .map import MapArt
from .palette import INK
from .routes import _with_overlay
from .tile import cell_size

RING = "#c62828"


def lettered(art: MapArt, mp: MapDef, letters: Sequence[tuple[str, str]]) -> MapArt:
    """``art`` with each ``(letter, hex)`` drawn on its hex; hexes not on ``mp`` are left out."""
    size = cell_size(mp.layout)
    r = size * 0.16
    # inside the upper left corner of the cell, whatever its shape: clear of a city in the middle
    ux, uy = min(cell_corners(mp.layout, size), key=lambda c: c[0] + c[1])
    corner = (ux * 0.58, uy * 0.58)
    marks: list[object] = []
    for letter, hex_ in letters:
        if hex_ not in mp.hexes:
            continue
        cx, cy = mp.grid.centre(mp.grid.parse(hex_), size)
        x, y = cx + corner[0], cy + corner[1]
        marks += [
            Circle(x, y, r, Style(fill="#ffffff", stroke=RING, width=r * 0.22)),
            Text(x, y + r * 0.45, letter, r * 1.25, "middle", True, INK),
        ]
    if not marks:
        return art
    return MapArt(_with_overlay(art.group, Group(tuple(marks), role="book-letters")), art.width, art.height)


__all__ = ["lettered"]
