"""Runs drawn over a map: each train's route as a coloured line through the track it uses.

The map comes from the kit's map art (``draw_map``, or a moment of a game from
``board.draw_moment``); the runs come as plain data, so art never needs the rules: for each
run a label and its legs, each leg the tile paths it follows as ``(hex, from, to)``, where
an end is an edge number or a revenue centre of what lies on that hex. Lines
are drawn in the map's own coordinates (the group ``draw_map`` marks with role ``map``),
slightly apart from each other so that runs meeting at a city stay visible, with a ring on
every stop, and a legend of trains, colours and revenue in the map's top corner.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ..grid import edge_midpoint
from ..model.game import MapDef
from ..model.tile import Content, End, NodeRef
from .drawing import Circle, Group, PathBuilder, Rect, Style, Text, translate
from .fonts import fit_size
from .map import MapArt
from .palette import INK, PAPER
from .tile import TileArt, cell_size

# Distinct, dark enough to read on every tile colour (yellow tiles included).
RUN_COLOURS = ("#d62728", "#1f4fd6", "#7b1fa2", "#00897b", "#ef6c00", "#3e2723", "#c2185b", "#33691e")
LINE_WIDTH = 13.0
SPREAD = 9.0  # distance between the lines of two runs on the same track


@dataclass(frozen=True)
class RunPath:
    """One run to draw: its legend label and its legs of (hex, from end, to end) steps."""

    label: str
    legs: tuple[tuple[tuple[str, End, End], ...], ...]


def run_colour(index: int) -> str:
    return RUN_COLOURS[index % len(RUN_COLOURS)]


def _point(
    mp: MapDef, hex: str, end: End, cache: dict[str, TileArt], contents: Mapping[str, Content]
) -> tuple[float, float]:
    grid, size = mp.grid, cell_size(mp.layout)
    cx, cy = grid.centre(grid.parse(hex), size)
    if isinstance(end, int):
        dx, dy = edge_midpoint(mp.layout, end, size)
        return cx + dx, cy + dy
    art = cache.get(hex)
    if art is None:
        h = mp.hexes.get(hex)
        content = contents.get(hex) or (h.content if h is not None else Content())
        art = cache[hex] = TileArt(content, mp.layout, 0)
    node = art.nodes.get(end)
    return (cx + node.x, cy + node.y) if node is not None else (cx, cy)


def run_shapes(
    mp: MapDef, run: RunPath, colour: str, shift: tuple[float, float], contents: Mapping[str, Content]
) -> list:
    """The line of one run and a ring on each of its stops, in map coordinates;
    ``contents`` are what lies on the hexes (laid tiles at their rotation)."""
    cache: dict[str, TileArt] = {}
    sx, sy = shift
    pen = PathBuilder()
    stops: list[tuple[float, float]] = []
    for leg in run.legs:
        for i, (hex, a, b) in enumerate(leg):
            ax, ay = _point(mp, hex, a, cache, contents)
            bx, by = _point(mp, hex, b, cache, contents)
            if i == 0:
                pen.move(ax + sx, ay + sy)
                if isinstance(a, NodeRef):
                    stops.append((ax, ay))
            if isinstance(a, int) and isinstance(b, int):  # edge to edge: bend through the centre
                cx, cy = mp.grid.centre(mp.grid.parse(hex), cell_size(mp.layout))
                pen.curve(
                    (ax + 2 * cx) / 3 + sx,
                    (ay + 2 * cy) / 3 + sy,
                    (bx + 2 * cx) / 3 + sx,
                    (by + 2 * cy) / 3 + sy,
                    bx + sx,
                    by + sy,
                )
            else:
                pen.line(bx + sx, by + sy)
            if i == len(leg) - 1 and isinstance(b, NodeRef):
                stops.append((bx, by))
    items: list = []
    if pen.cmds:
        items.append(
            pen.build(Style(stroke=PAPER, width=LINE_WIDTH + 6, cap="round", join="round", opacity=0.85))
        )
        items.append(pen.build(Style(stroke=colour, width=LINE_WIDTH, cap="round", join="round")))
    ring = Style(stroke=colour, width=5, fill=None)
    items.extend(Circle(x, y, 26, ring) for x, y in dict.fromkeys(stops))
    return items


def legend(runs: Sequence[RunPath], title: str, width: float) -> tuple[list, float]:
    """Rows under the map: ``title``, then each run in its colour. Returns items, height."""
    size = 22.0
    row = size * 1.5
    items: list = [Text(40, row, title, fit_size(title, size, width - 80, True, 10), "start", True)]
    for i, run in enumerate(runs):
        y = row * (i + 2)
        items.append(Rect(40, y - size * 0.8, 44, size * 0.8, Style(fill=run_colour(i), stroke=INK)))
        items.append(Text(100, y, run.label, fit_size(run.label, size, width - 140, False, 8), "start"))
    return items, row * (len(runs) + 2)


def draw_runs(
    art: MapArt, mp: MapDef, runs: Sequence[RunPath], title: str, contents: Mapping[str, Content]
) -> MapArt:
    """``art`` (a map of ``mp``, e.g. a moment of a game) with ``runs`` drawn over its
    hexes, whose ``contents`` (the laid tiles, turned) place the revenue centres."""
    n = len(runs)
    overlay: list = []
    for i, run in enumerate(runs):
        d = (i - (n - 1) / 2) * SPREAD
        overlay.extend(run_shapes(mp, run, run_colour(i), (d, d), contents))
    drawn = _with_overlay(art.group, Group(tuple(overlay), role="runs"))
    rows, height = legend(runs, title, art.width)
    page = Rect(0, art.height, art.width, height, Style(fill=PAPER))
    under = Group(tuple(rows), translate(0, art.height), role="run-legend")
    return MapArt(Group((drawn, page, under)), art.width, art.height + height)


def _with_overlay(group: Group, overlay: Group) -> Group:
    """``group`` with ``overlay`` added to the hexes' group (role ``map``), wherever it sits."""
    if group.role == "map":
        return replace(group, items=(*group.items, overlay))
    return replace(
        group, items=tuple(_with_overlay(i, overlay) if isinstance(i, Group) else i for i in group.items)
    )


__all__ = ["RUN_COLOURS", "RunPath", "draw_runs", "legend", "run_colour", "run_shapes"]
