"""Grids: flat and pointy hex maps in doubled coordinates, and the unbounded square grid.

Conventions (the README's Conventions, identical to 18xx.games):

* Pointy hex maps: a letter names the row, numbers step by 2 along a row.
  Edges 0-5 clockwise: 0 = SW, 1 = W, 2 = NW, 3 = NE, 4 = E, 5 = SE.
* Flat hex maps: a letter names the column, numbers step by 2 down a column.
  Edges 0-5 clockwise: 0 = S, 1 = SW, 2 = NW, 3 = N, 4 = NE, 5 = SE.
* Lower-case letters are rows/columns before ``A`` (18Mag's 2-player ``a11``): a = -1.
* Square cells (18 Lilliput) are ``"x,y"``; x grows east, y grows south.
  Edges 0-3 clockwise: 0 = bottom, 1 = left, 2 = top, 3 = right.

A tile laid with rotation r moves each of its edges e to (e + r) mod n.
Pixel geometry is in "tile units": a hex has circumradius ``size`` (default 100);
a square cell has side ``size``; y grows downward, as in SVG.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

from .errors import CoordinateError

Layout = Literal["flat", "pointy", "square"]
LAYOUTS: tuple[Layout, ...] = ("flat", "pointy", "square")

_SQRT3 = math.sqrt(3.0)
_HEX_NAME = re.compile(r"^([A-Za-z]+)(-?\d+)$")
_SQUARE_NAME = re.compile(r"^\s*(-?\d+)\s*,\s*(-?\d+)\s*$")

# Offsets (letter-axis step, number-axis step) across each edge, in doubled coordinates.
_POINTY_STEPS = ((1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2), (1, 1))  # (row, col)
_FLAT_STEPS = ((0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1), (1, 1))  # (col, row)
_SQUARE_STEPS = ((0, 1), (-1, 0), (0, -1), (1, 0))  # (x, y)


@dataclass(frozen=True, order=True)
class Coord:
    """A cell of a grid: (letter index, number) on hex maps, (x, y) on squares."""

    a: int
    b: int


def letters_to_index(letters: str) -> int:
    """``A`` -> 0, ``Z`` -> 25, ``AA`` -> 26; lower case counts back from -1 (``a`` -> -1)."""
    if letters.isupper():
        value = 0
        for ch in letters:
            value = value * 26 + (ord(ch) - 64)
        return value - 1
    if letters.islower():
        value = 0
        for ch in letters:
            value = value * 26 + (ord(ch) - 96)
        return -value
    raise CoordinateError(f"mixed-case letters {letters!r} in a hex name")


def index_to_letters(index: int) -> str:
    if index < 0:
        n, out = -index, ""
        while n:
            n, rem = divmod(n - 1, 26)
            out = chr(97 + rem) + out
        return out
    n, out = index + 1, ""
    while n:
        n, rem = divmod(n - 1, 26)
        out = chr(65 + rem) + out
    return out


class Grid:
    """Geometry and naming of one layout."""

    def __init__(self, layout: Layout, parity: int | None = None) -> None:
        if layout not in LAYOUTS:
            raise CoordinateError(f"unknown layout {layout!r}; expected one of {', '.join(LAYOUTS)}")
        self.layout: Layout = layout
        # On doubled hex coordinates letter + number always has the same parity on one map
        # (18Mag's E12: even; 1840's A3: odd). None accepts both until a map fixes it.
        self.parity = parity
        # edges per cell: 4 on squares, 6 on hexes (asked in every step of a route search)
        self.edges: int = 4 if layout == "square" else 6

    # ----------------------------------------------------------------- naming

    def parse(self, name: str) -> Coord:
        """Parse ``E12`` / ``a11`` (hex maps) or ``"3,-1"`` (squares)."""
        if not isinstance(name, str):
            raise CoordinateError(f"a cell name must be text, not {name!r}")
        if self.layout == "square":
            m = _SQUARE_NAME.match(name)
            if not m:
                raise CoordinateError(f"{name!r} is not a square cell; expected 'x,y' such as '0,0'")
            return Coord(int(m.group(1)), int(m.group(2)))
        m = _HEX_NAME.match(name.strip())
        if not m:
            raise CoordinateError(f"{name!r} is not a hex name; expected letters and a number, e.g. E12")
        coord = Coord(letters_to_index(m.group(1)), int(m.group(2)))
        if self.parity is not None and (coord.a + coord.b) % 2 != self.parity:
            raise CoordinateError(
                f"{name!r} cannot exist on this map: its letter and number have the wrong parity"
                " (doubled coordinates step by 2 along a row)"
            )
        return coord

    def format(self, coord: Coord) -> str:
        if self.layout == "square":
            return f"{coord.a},{coord.b}"
        return f"{index_to_letters(coord.a)}{coord.b}"

    def normalise(self, name: str) -> str:
        return self.format(self.parse(name))

    # -------------------------------------------------------------- adjacency
    def _steps(self) -> tuple[tuple[int, int], ...]:
        return {"pointy": _POINTY_STEPS, "flat": _FLAT_STEPS, "square": _SQUARE_STEPS}[self.layout]

    def neighbour(self, coord: Coord, edge: int) -> Coord:
        da, db = self._steps()[edge % self.edges]
        return Coord(coord.a + da, coord.b + db)

    def neighbours(self, coord: Coord) -> list[tuple[int, Coord]]:
        return [(e, self.neighbour(coord, e)) for e in range(self.edges)]

    def opposite(self, edge: int) -> int:
        return (edge + self.edges // 2) % self.edges

    def rotate(self, edge: int, rotation: int) -> int:
        return (edge + rotation) % self.edges

    def edge_between(self, a: Coord, b: Coord) -> int | None:
        for e, n in self.neighbours(a):
            if n == b:
                return e
        return None

    # --------------------------------------------------------------- geometry
    def centre(self, coord: Coord, size: float = 100.0) -> tuple[float, float]:
        """Pixel centre of a cell, in the same units as ``size``."""
        if self.layout == "square":
            return coord.a * size, coord.b * size
        if self.layout == "pointy":
            row, col = coord.a, coord.b
            return col * _SQRT3 / 2 * size, row * 1.5 * size
        col, row = coord.a, coord.b
        return col * 1.5 * size, row * _SQRT3 / 2 * size

    def edge_angle(self, edge: int) -> float:
        """Direction (degrees, clockwise from east, y down) from the centre to an edge's midpoint."""
        return edge_angle(self.layout, edge)

    def corners(self, size: float = 100.0) -> list[tuple[float, float]]:
        """Corners of a cell around its own centre."""
        return cell_corners(self.layout, size)


def edge_angle(layout: Layout, edge: float) -> float:
    """Direction in degrees from the cell centre to the midpoint of ``edge`` (fractional allowed)."""
    if layout == "square":
        return 90.0 + 90.0 * edge
    base = 120.0 if layout == "pointy" else 90.0
    return base + 60.0 * edge


def apothem(layout: Layout, size: float = 100.0) -> float:
    """Distance from the centre to an edge midpoint."""
    return size / 2 if layout == "square" else size * _SQRT3 / 2


def edge_midpoint(layout: Layout, edge: float, size: float = 100.0) -> tuple[float, float]:
    ang = math.radians(edge_angle(layout, edge))
    r = apothem(layout, size)
    return r * math.cos(ang), r * math.sin(ang)


def cell_corners(layout: Layout, size: float = 100.0) -> list[tuple[float, float]]:
    """Corners in clockwise order; corner i lies between edges i and i+1."""
    if layout == "square":
        h = size / 2
        return [(-h, h), (-h, -h), (h, -h), (h, h)]
    step = 60.0
    pts = []
    for i in range(6):
        ang = math.radians(edge_angle(layout, i) + step / 2)
        pts.append((size * math.cos(ang), size * math.sin(ang)))
    return pts


def grid_for(layout: str, parity: int | None = None) -> Grid:
    return Grid(layout, parity)  # type: ignore[arg-type]
