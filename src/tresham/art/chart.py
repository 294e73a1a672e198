"""The upgrade chart of ``tresham proof --svg``: one row per tile, the tiles it becomes beside it.

Each row holds a tile that upgrades, an arrow, and its targets (wrapping onto more lines when
there are many), on the pale tint of the tile's colour, as the kit's manifest prints its chart.
Rows come in tile order (colour, then name) and flow down columns, as many columns as make the
sheet about as tall as an A-series page is for its width, so the chart is one page to look at,
not a strip metres long. Tiles that are laid first and upgrade into nothing have a row of their
own at the end ("laid, never upgraded"), so every tile of the chart is shown.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..grid import Layout
from ..model.tile import TileDef, tile_order
from .drawing import Drawing, Group, Rect, Style, Text, compose, line, scale, translate
from .palette import tint
from .tile import tile_group

SCALE = 0.1  # tile art is drawn 200 units across; the chart shows it 20 mm across
TILE = 200.0 * SCALE
GAP = 2.0
TARGETS_PER_LINE = 6
ARROW = 9.0
ROW_W = GAP + TILE + ARROW + TARGETS_PER_LINE * (TILE + GAP) + GAP
PAGE_RATIO = math.sqrt(2)  # height to width, an A-series page
TITLE_H = 12.0


def chart_drawing(
    title: str, layout: Layout, tiles: Sequence[TileDef], edges: Sequence[tuple[str, str]]
) -> Drawing:
    """``tiles`` with their upgrades (each (from, to) of ``edges``), a row per upgrading tile."""
    by_name = {t.name: t for t in tiles}
    targets: dict[str, list[str]] = {}
    for a, b in edges:
        if a in by_name and b in by_name and b not in targets.setdefault(a, []):
            targets[a].append(b)
    order = sorted(targets, key=lambda n: tile_order(by_name[n].color, n))
    rows = [(by_name[n], [by_name[t] for t in targets[n]]) for n in order]
    shown = set(targets) | {t for ts in targets.values() for t in ts}
    never = [t for t in tiles if t.name not in shown]
    heights = [_row_h(len(ts)) for _, ts in rows] + ([_row_h(len(never))] if never else [])
    columns = _columns(heights)
    col_h = _column_height(heights, columns)
    d = Drawing(columns * ROW_W + GAP, TITLE_H + col_h + GAP, title=f"{title} upgrade chart")
    d.add(Text(GAP, 8, f"{title}: upgrade chart", 6, "start", True))
    x, y = GAP, TITLE_H
    blocks = [(t, ts, "") for t, ts in rows] + ([(None, never, "laid, never upgraded")] if never else [])
    for (src, ts, label), h in zip(blocks, heights, strict=True):
        if y + h > TITLE_H + col_h + 0.5:
            x, y = x + ROW_W, TITLE_H
        d.add(*_row(src, ts, label, layout, x, y, h))
        y += h
    return d


def _row_h(targets: int) -> float:
    return max(1, math.ceil(targets / TARGETS_PER_LINE)) * (TILE + GAP) + GAP


def _columns(heights: list[float]) -> int:
    """The number of columns that makes the chart closest to an A-series page's shape."""
    best, best_miss = 1, math.inf
    for n in range(1, max(1, len(heights)) + 1):
        width = n * ROW_W
        miss = abs(math.log((TITLE_H + _column_height(heights, n)) / width / PAGE_RATIO))
        if miss < best_miss:
            best, best_miss = n, miss
    return best


def _column_height(heights: list[float], columns: int) -> float:
    """The tallest column when rows flow down ``columns`` columns of about equal height."""
    if not heights:
        return TILE + 2 * GAP
    limit = max(max(heights), sum(heights) / columns)
    while True:  # grow the limit until the rows fit in the columns
        used, col = 0.0, 1
        for h in heights:
            if used + h > limit + 0.5:
                col, used = col + 1, 0.0
            used += h
        if col <= columns:
            return limit
        limit += min(heights) / 4


def _row(
    src: TileDef | None, targets: list[TileDef], label: str, layout: Layout, x: float, y: float, h: float
):
    color = src.color if src is not None else "white"
    items: list = [Rect(x, y + 1, ROW_W - GAP, h - 2, Style(fill=tint(color)))]
    tx = x + GAP
    if src is not None:
        items.append(_tile(src, layout, tx, y + GAP))
        mid = y + GAP + TILE / 2
        arrow = Style(stroke="#5a5a5a", width=0.4)
        items += [
            line(tx + TILE + 2, mid, tx + TILE + ARROW - 2, mid, arrow),
            line(tx + TILE + ARROW - 4, mid - 1.5, tx + TILE + ARROW - 2, mid, arrow),
            line(tx + TILE + ARROW - 4, mid + 1.5, tx + TILE + ARROW - 2, mid, arrow),
        ]
    else:
        items.append(Text(tx, y + GAP + TILE / 2 + 1, label, 3, "start", True))
    first = x + GAP + TILE + ARROW
    for i, t in enumerate(targets):
        line_no, col = divmod(i, TARGETS_PER_LINE)
        items.append(_tile(t, layout, first + col * (TILE + GAP), y + GAP + line_no * (TILE + GAP)))
    return items


def _tile(tile: TileDef, layout: Layout, x: float, y: float) -> Group:
    half = TILE / 2
    return Group((tile_group(tile, layout),), compose(translate(x + half, y + half), scale(SCALE)))
