"""The hobby's tile proportions (DESIGN.md §3), in tile units: a hex's circumradius is 100.

Every piece of tile art (track, cities, towns, bubbles) takes its sizes from here, so a
tile, a map hex and a square Lilliput cell share one scale.
"""

from __future__ import annotations

import math

S = 100.0  # hex side = circumradius, in tile units
ACROSS = math.sqrt(3) * S  # across the flats of every tile; a square tile's side too


def cell_size(layout: str) -> float:
    """The grid's size parameter for a tile: a hex's circumradius, a square's side.

    Squares get the same across-the-flats as hexes, so track, cities and text keep one
    scale whatever the tile's shape.
    """
    return ACROSS if layout == "square" else S


TRACK = 0.14 * S
CASING = TRACK + 0.06 * S
NARROW = 0.065 * S
CITY_R = 0.29 * S
TOWN_BAR = (0.32 * S, 0.12 * S)
TOWN_DOT_R = 0.1 * S
NODE_OFFSET = 0.45 * S
BUBBLE_R = 0.15 * S


def unit(angle_deg: float) -> tuple[float, float]:
    """The unit vector at ``angle_deg`` degrees (y down, clockwise from east)."""
    r = math.radians(angle_deg)
    return math.cos(r), math.sin(r)
