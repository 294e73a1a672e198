"""Where hexes lie, as walks ask it: the hexes beyond each edge of a hex, and how far each
hex lies from a goal. Both depend on the map alone, so they are kept on it (a walk asks
them of every hex it leaves). ``HexIndex`` numbers the hexes for the walk towards a goal
(``rules.goal_walk``), which asks the same in plain integers."""

from __future__ import annotations

from collections.abc import Callable

from ..errors import CoordinateError
from ..model.maps import MapDef
from .board import Board


def beyond_rows(
    board: Board,
) -> tuple[dict[str, tuple[str | None, ...]], Callable[[str], tuple[str | None, ...]]]:
    """The hexes beyond each edge, per hex, kept on the map (a walk asks them of every hex it
    leaves): what is known so far, and how to work out (and keep) a hex's row."""
    mp = board.map
    rows: dict[str, tuple[str | None, ...]] | None = mp.__dict__.get("_rows")
    if rows is None:
        rows = mp.__dict__["_rows"] = {}

    def neighbours(h: str) -> tuple[str | None, ...]:
        found = rows[h] = tuple(mp.neighbour(h, e) for e in range(mp.grid.edges))
        return found

    return rows, neighbours


class HexIndex:
    """The hexes of one map numbered, kept on the map: a bounded map's all at once, 18
    Lilliput's cells as walks meet them (its grid has no end).

    An arrival (a trace entering hex ``h`` over edge ``e``) is the integer ``h * edges + e``;
    ``rows[h]`` holds the arrivals beyond each edge of ``h`` (-1 off the map), None until
    ``row`` works them out. ``coords`` are the hexes' grid coordinates, ``near(goal)`` how
    many steps each hex lies from a goal."""

    def __init__(self, mp: MapDef) -> None:
        self.map = mp
        self.grid = mp.grid
        self.edges: int = mp.grid.edges
        self.ids: dict[str, int] = {}
        self.names: list[str] = []
        self.rows: list[tuple[int, ...] | None] = []
        self.coords: list[tuple[int, int]] = []
        self.nears: dict[int, Near] = {}
        if mp.bounded:
            for hex in mp.hexes:
                self.id(hex)

    def id(self, hex: str) -> int:
        found = self.ids.get(hex)
        if found is None:
            found = self.ids[hex] = len(self.names)
            self.names.append(hex)
            self.rows.append(None)
            try:
                at = self.grid.parse(hex)
                self.coords.append((at.a, at.b))
            except CoordinateError:
                self.coords.append((0, 0))
        return found

    def near(self, goal: int) -> Near:
        """How many steps each hex (by id) lies from hex ``goal``, kept for every goal asked."""
        found = self.nears.get(goal)
        if found is None:
            found = self.nears[goal] = Near(self, goal)
        return found

    def row(self, h: int) -> tuple[int, ...]:
        """The arrivals beyond each edge of hex ``h`` (-1: off the map), worked out once."""
        edges = self.edges
        name = self.names[h]
        found = tuple(
            -1 if nb is None else self.id(nb) * edges + (e + edges // 2) % edges
            for e, nb in ((e, self.map.neighbour(name, e)) for e in range(edges))
        )
        self.rows[h] = found
        return found


class Near(dict[int, int]):
    """How many steps each hex (by id) lies from one goal hex, worked out when first asked."""

    def __init__(self, index: HexIndex, goal: int) -> None:
        super().__init__()
        self.coords = index.coords
        self.square = index.edges == 4
        self.ga, self.gb = index.coords[goal]

    def __missing__(self, h: int) -> int:
        a, b = self.coords[h]
        da, db = abs(a - self.ga), abs(b - self.gb)
        # (on hexes, doubled coordinates: b steps by 2 along a row)
        found = self[h] = da + db if self.square else da + max(0, (db - da) // 2)
        return found


def hex_index(board: Board) -> HexIndex:
    """The numbered hexes of ``board``'s map (made once per map)."""
    found: HexIndex | None = board.map.__dict__.get("_hex_index")
    if found is None:
        found = board.map.__dict__["_hex_index"] = HexIndex(board.map)
    return found


__all__ = ["HexIndex", "Near", "beyond_rows", "hex_index"]
