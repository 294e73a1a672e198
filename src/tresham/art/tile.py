"""Tile art in the hobby's look (DESIGN.md §3), in tile units: circumradius 100, centre (0, 0).

The same definition serves flat and pointy games: edges are placed by the layout's edge
angles, so a tile turns with the map while its text stays upright. This module puts a
tile together; its parts live beside it: proportions.py (sizes), tile_layout.py (where
cities and towns sit), track.py, stations.py (cities, towns, values) and placement.py
(where the revenue, label, terrain mark and number go).
"""

from __future__ import annotations

import math
from functools import lru_cache

from ..grid import cell_corners
from ..model.tile import Content, TileDef
from .drawing import Group, Style, Text, polygon
from .fonts import text_width
from .palette import FRAME, INK, TILE_FILL
from .placement import Spots
from .proportions import ACROSS, BUBBLE_R, S, cell_size
from .stations import city_slot_centres, draw_nodes, phase_strip, revenue_bubble
from .symbols import terrain_symbol
from .tile_layout import TileArt
from .track import draw_track

__all__ = [
    "ACROSS",
    "S",
    "TileArt",
    "cell_size",
    "city_slot_centres",
    "draw_content",
    "tile_extent",
    "tile_group",
]


def draw_content(
    content: Content,
    layout: str,
    rotation: int = 0,
    *,
    fill: str | None = None,
    name: str = "",
    cost: int = 0,
    terrain: str = "",
    outline: bool = True,
    extra_obstacles: list[tuple[float, float, float]] | None = None,
) -> list:
    """Everything printed on a tile or hex, background included, in tile units.

    Track and stations first; then, each in the room the earlier ones leave: the values,
    the label, the terrain mark and cost, and the tile's number.
    """
    art = TileArt(content, layout, rotation)
    corners = cell_corners(layout, cell_size(layout))  # type: ignore[arg-type]
    background = fill or TILE_FILL.get(content.color, "#ffffff")
    items: list = [polygon(corners, Style(fill=background))]
    if content.frame:
        inset = [(x * 0.9, y * 0.9) for x, y in corners]
        items.append(polygon(inset, Style(stroke=FRAME.get(content.frame, "#f7931e"), width=0.1 * S)))
    track = draw_track(art)
    items.extend(track)
    items.extend(draw_nodes(art))
    spots = Spots(art, track)
    spots.obstacles.extend(extra_obstacles or [])
    items.extend(_values(art, spots))
    if content.label:
        items.append(_label(content.label, spots))
    if cost or terrain:
        items.append(_terrain_mark(terrain, cost, spots))
    if name:
        x, y = spots.place(max(text_width(name, 11) / 2, 7), outer=True)
        items.append(Group((Text(x, y + 4, name, 11, "middle", False),), role="tile-name"))
    if outline:
        items.append(polygon(corners, Style(stroke=INK, width=1.0)))
    return items


def _values(art: TileArt, spots: Spots) -> list:
    """The per-phase value strip, then one revenue bubble (or one per centre if they differ)."""
    content = art.content
    items: list = []
    phased = [n for n in (*content.cities, *content.towns, *content.offboards) if n.revenues]
    if phased:
        values = phased[0].revenues
        box = min(22.0, 1.5 * art.ap / max(1, len(values)))
        x, y = spots.place(box * len(values) / 2)
        if content.offboards and not content.cities and not content.towns:
            x, y = 0.0, (-0.25 if art.layout != "square" else -0.2) * S
        items.extend(phase_strip(x, y, values, box))
    flat = [
        (ref, content.node(ref).revenue)
        for ref in art.nodes
        if not content.node(ref).revenues and content.node(ref).revenue > 0
    ]
    distinct = {v for _, v in flat}
    if len(distinct) == 1:
        x, y = spots.place(BUBBLE_R + 2)
        items.extend(revenue_bubble(x, y, distinct.pop()))
    elif distinct:
        for ref, value in flat:
            node = art.nodes[ref]
            x, y = spots.place(BUBBLE_R + 2, near=(node.x, node.y))
            items.extend(revenue_bubble(x, y, value))
    return items


def _label(label: str, spots: Spots) -> Group:
    size = 26 if len(label) <= 2 else 20
    half = max(text_width(label, size, True) / 2, size * 0.45)
    x, y = spots.place(half)
    return Group((Text(x, y + size * 0.36, label, size, "middle", True),), role="label")


def _terrain_mark(terrain: str, cost: int, spots: Spots) -> Group:
    """The terrain (a mountain, a wave) and what building here costs."""
    x, y = spots.place(22 if cost and terrain else 14)
    mark: list = []
    if terrain:
        mark.extend(terrain_symbol(terrain, x - (13 if cost else 0), y - 1, 10))
    if cost:
        mark.append(Text(x + (13 if terrain else 0), y + 5.5, str(cost), 15, "middle", True))
    return Group(tuple(mark), role="terrain")


@lru_cache(maxsize=4096)
def tile_group(tile: TileDef, layout: str, rotation: int = 0, *, show_name: bool = True) -> Group:
    """A tile at ``rotation``, centred on (0, 0), in tile units (cached: art is immutable)."""
    grid_layout = "square" if tile.shape == "square" else layout
    if grid_layout == "square" and tile.shape != "square":
        grid_layout = "flat"
    return Group(
        tuple(
            draw_content(
                tile.content,
                grid_layout,
                rotation,
                name=tile.name if show_name else "",
                cost=tile.cost,
                terrain=tile.terrain,
            )
        ),
        role="tile",
    )


def tile_extent(layout: str) -> tuple[float, float]:
    """Width and height of a tile's bounding box in tile units."""
    if layout == "square":
        return ACROSS, ACROSS
    if layout == "pointy":
        return math.sqrt(3) * S, 2 * S
    return 2 * S, math.sqrt(3) * S
