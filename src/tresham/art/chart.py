"""The upgrade chart: tiles in columns by colour, a line for each legal upgrade."""

from __future__ import annotations

from collections.abc import Sequence

from ..grid import Layout
from ..model.tile import TileDef
from .drawing import Drawing, Group, Style, Text, compose, line, scale, translate
from .tile import tile_group

COLUMN_ORDER = ("white", "yellow", "green", "brown", "gray", "red", "purple", "blue")


def chart_drawing(
    title: str, layout: Layout, tiles: Sequence[TileDef], edges: Sequence[tuple[str, str]]
) -> Drawing:
    """``tiles`` in columns by colour, joined by a line for each (from, to) in ``edges``."""
    columns: dict[str, list[TileDef]] = {}
    for t in tiles:
        columns.setdefault(t.color, []).append(t)
    colours = [c for c in COLUMN_ORDER if c in columns]
    cell_w, cell_h, size = 150.0, 110.0, 0.45
    pos: dict[str, tuple[float, float]] = {}
    items: list = []
    for ci, colour in enumerate(colours):
        items.append(Text(ci * cell_w + 75, 30, colour, 18, "middle", True))
        for ri, t in enumerate(columns[colour]):
            pos[t.name] = (ci * cell_w + 75, 90 + ri * cell_h)
    link = Style(stroke="#5a5a5a", width=1.0, opacity=0.6)
    for a, b in edges:
        if a in pos and b in pos:
            (x1, y1), (x2, y2) = pos[a], pos[b]
            items.append(line(x1 + 45, y1, x2 - 45, y2, link))
    by_name = {t.name: t for t in tiles}
    for name, (x, y) in pos.items():
        items.append(Group((tile_group(by_name[name], layout),), compose(translate(x, y), scale(size))))
    height = 90 + max((len(v) for v in columns.values()), default=1) * cell_h
    d = Drawing(max(len(colours), 1) * cell_w, height, title=f"{title} upgrade chart")
    d.add(*items)
    return d
