"""The hobby's tile proportions (docs/DESIGN.md §5), in tile units: a hex's circumradius is 100.

Every piece of tile art (track, cities, towns, bubbles) takes its sizes from here, so a
tile, a map hex and a square Lilliput cell share one scale.
"""

from __future__ import annotations

import math
from typing import NamedTuple

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


def city_slot_centres(slots: int) -> tuple[float, list[tuple[float, float]]]:
    """Radius of each slot circle and their centres around the city's centre."""
    if slots == 1:
        return CITY_R, [(0.0, 0.0)]
    if slots == 2:
        return CITY_R, [(-CITY_R, 0.0), (CITY_R, 0.0)]
    if slots == 3:
        r = CITY_R * 0.85
        d = r / math.sin(math.radians(60))
        return r, [(d * math.cos(math.radians(a)), d * math.sin(math.radians(a))) for a in (-90, 30, 150)]
    if slots == 4:  # slots as large as a 3-slot city's, so one size of token fills both
        r = CITY_R * 0.85
        return r, [(-r, -r), (r, -r), (-r, r), (r, r)]
    r = CITY_R * 0.8
    d = r * 1.5
    return r * 0.8, [
        (d * math.cos(math.radians(a)), d * math.sin(math.radians(a))) for a in range(-90, 270, 360 // slots)
    ]


class Capsule(NamedTuple):
    """The points within ``r`` of the segment (ax, ay)-(bx, by): a circle when the ends meet."""

    ax: float
    ay: float
    bx: float
    by: float
    r: float

    def moved(self, x: float, y: float) -> Capsule:
        return Capsule(self.ax + x, self.ay + y, self.bx + x, self.by + y, self.r)


def city_outline(slots: int) -> Capsule:
    """The outer shape of a city around its centre: a circle, or a two-slot city's lozenge."""
    r, centres = city_slot_centres(slots)
    if slots == 1:
        return Capsule(0.0, 0.0, 0.0, 0.0, r)
    if slots == 2:
        return Capsule(-r, 0.0, r, 0.0, r)
    span = max(math.hypot(cx, cy) for cx, cy in centres) + r
    return Capsule(0.0, 0.0, 0.0, 0.0, span)
