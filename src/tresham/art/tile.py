"""Tile art in the hobby's look (docs/DESIGN.md §5), in tile units: circumradius 100, centre (0, 0).

The same definition serves flat and pointy games: edges are placed by the layout's edge
angles, so a tile turns with the map while its text stays upright. This module puts a
tile together; its parts live beside it: proportions.py (sizes), tile_layout.py (where
cities and towns sit), track.py, stations.py (cities, towns, values) and placement.py
(where the revenue, label, terrain mark and number go).
"""

from __future__ import annotations

import math

from ..grid import cell_corners
from ..model.game import Icon
from ..model.tile import Content, TileDef
from .drawing import Group, Rect, Style, Text, polygon
from .fonts import text_width
from .memo import memo
from .palette import FRAME, INK, PAPER, TILE_FILL, readable_on
from .placement import Item, Spot, Spots
from .proportions import ACROSS, BUBBLE_R, S, cell_size
from .stations import city_slot_centres, draw_nodes, phase_strip, revenue_bubble
from .symbols import icon_symbol, terrain_symbol
from .tile_layout import TileArt, tile_art
from .track import bleed_stubs, draw_track

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
    title: str = "",
    title_at: float = 0.0,
    icons: tuple[Icon, ...] = (),
    bleed: float = 0.0,
) -> list:
    """Everything printed on a tile or hex, background included, in tile units.

    Track and stations first; then, each in the room the earlier ones leave: a map hex's
    location name (``title``, near height ``title_at``), the values, the label, the
    terrain mark and cost, the hex's ``icons``, and the tile's number (``name``). With a
    ``bleed`` (tile units), track runs that far out of every exit.
    """
    art = tile_art(content, layout, rotation)
    corners = cell_corners(layout, cell_size(layout))  # type: ignore[arg-type]
    background = fill or TILE_FILL.get(content.color, "#ffffff")
    items: list = [polygon(corners, Style(fill=background))]
    if content.frame:
        inset = [(x * 0.9, y * 0.9) for x, y in corners]
        items.append(polygon(inset, Style(stroke=FRAME.get(content.frame, "#f7931e"), width=0.1 * S)))
    if bleed > 0:
        items.extend(bleed_stubs(art, bleed))
    track = draw_track(art)
    items.extend(track)
    items.extend(draw_nodes(art))
    spots = Spots(art, track)
    if title:
        items.append(
            place_text(spots, title, TITLE_SIZE, (0.0, title_at), readable_on(background), "hex-name")
        )
    items.extend(_values(art, spots))
    if content.label:
        size = 26 if len(content.label) <= 2 else 20
        items.append(place_text(spots, content.label, size, None, INK, "label", bold=True, plate=background))
    if cost or terrain:
        items.append(_terrain_mark(terrain, cost, spots, background))
    for icon in icons:
        x, y = spots.place(ICON_R + 2)
        items.append(Group(tuple(icon_symbol(icon, x, y, ICON_R)), role="icon"))
    if name:
        items.append(
            place_text(spots, name, NUMBER_SIZE, None, INK, "tile-name", outer=True, plate=background)
        )
    if outline:
        items.append(polygon(corners, Style(stroke=INK, width=1.0)))
    return items


ICON_R = 11.0  # a map icon's size
TITLE_SIZE = 13.0  # a map hex's location name
NUMBER_SIZE = 11.0  # a tile's number
MIN_TEXT = 9.7  # 6 pt on a 38.1 mm tile: nothing a player reads is smaller
LEADING = 1.15


def place_text(
    spots: Spots,
    text: str,
    size: float,
    near: tuple[float, float] | None,
    colour: str,
    role: str,
    *,
    bold: bool = False,
    outer: bool = False,
    plate: str = PAPER,
) -> Group:
    """Text where it is clear of everything: on one line, else on two, else smaller (never
    under MIN_TEXT). Where only track leaves room, it lies over the track on a ``plate``."""
    tries = []
    for s in sorted({size, max(MIN_TEXT, size * 0.85), MIN_TEXT}, reverse=True):
        tries.append(([text], s))
        if " " in text:
            tries.append((_two_lines(text, s, bold), s))
    best = None
    for lines, s in tries:
        item = Item(max(text_width(ln, s, bold) for ln in lines) / 2 + 1, _half_height(len(lines), s) + 1)
        spot = spots.best(item, near, outer)
        if best is None or min(spot.hard, spot.soft) > min(best[0].hard, best[0].soft) + 1e-9:
            best = (spot, lines, s)
        if spot.hard >= 0 and spot.soft >= 0:
            break
    assert best is not None
    spot, lines, s = best
    spots.take(spot)
    top = spot.y - _half_height(len(lines), s) + 0.73 * s
    texts = [Text(spot.x, top + i * LEADING * s, ln, s, "middle", bold, colour) for i, ln in enumerate(lines)]
    return Group((*_plate(spot, plate), *texts), role=role)


def _plate(spot: Spot, fill: str) -> list:
    """A background-coloured plate under text that lies over track, so the text reads."""
    if not spot.over_track:
        return []
    w, h = spot.item.hw, spot.item.hh
    return [Rect(spot.x - w, spot.y - h, 2 * w, 2 * h, Style(fill=fill), rx=min(h, 4.0))]


def _half_height(lines: int, size: float) -> float:
    """Half the height of ``lines`` lines: cap height, the leading between them, descenders."""
    return (0.73 * size + (lines - 1) * LEADING * size + 0.23 * size) / 2


def _two_lines(text: str, size: float, bold: bool) -> list[str]:
    """``text`` split at the space that makes its longer line shortest."""
    words = text.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    a, b = min(splits, key=lambda ab: max(text_width(ab[0], size, bold), text_width(ab[1], size, bold)))
    return [a, b]


def _values(art: TileArt, spots: Spots) -> list:
    """The per-phase value strip, then one revenue bubble (or one per centre if they differ)."""
    content = art.content
    items: list = []
    phased = [n for n in (*content.cities, *content.towns, *content.offboards) if n.revenues]
    if phased:
        values = phased[0].revenues
        box = min(22.0, 1.5 * art.ap / max(1, len(values)))
        spot = spots.place_box(box * len(values) / 2 + 1, box / 2 + 1)
        items.extend(phase_strip(spot.x, spot.y, values, box))
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


def _terrain_mark(terrain: str, cost: int, spots: Spots, plate: str) -> Group:
    """The terrain (a mountain, a wave) and what building here costs."""
    spot = spots.place_box(24 if cost and terrain else 14, 12)
    x, y = spot.x, spot.y
    mark: list = _plate(spot, plate)
    if terrain:
        mark.extend(terrain_symbol(terrain, x - (13 if cost else 0), y - 1, 10))
    if cost:
        mark.append(Text(x + (13 if terrain else 0), y + 5.5, str(cost), 15, "middle", True))
    return Group(tuple(mark), role="terrain")


@memo(maxsize=4096)
def tile_group(
    tile: TileDef, layout: str, rotation: int = 0, *, show_name: bool = True, bleed: float = 0.0
) -> Group:
    """A tile at ``rotation``, centred on (0, 0), in tile units (cached: art is immutable).
    With a ``bleed`` (tile units), its track runs that far past the cut line."""
    plain = _plain_tile(tile, layout, rotation, show_name)
    if bleed <= 0:
        return plain
    # the same art with the track's stubs into the bleed under it: where the text goes does
    # not depend on the bleed, so it is worked out once (the manifest's tiles and the tile
    # sheets' share it)
    at = 2 if tile.content.frame else 1  # over the background (and frame), under the track
    stubs = bleed_stubs(tile_art(tile.content, _grid_layout(tile, layout), rotation), bleed)
    return Group((*plain.items[:at], *stubs, *plain.items[at:]), role="tile")


def _grid_layout(tile: TileDef, layout: str) -> str:
    grid_layout = "square" if tile.shape == "square" else layout
    return "flat" if grid_layout == "square" and tile.shape != "square" else grid_layout


@memo(maxsize=4096)
def _plain_tile(tile: TileDef, layout: str, rotation: int, show_name: bool) -> Group:
    """A tile's art without bleed."""
    content = draw_content(
        tile.content,
        _grid_layout(tile, layout),
        rotation,
        name=tile.printed_number if show_name else "",
        cost=tile.cost,
        terrain=tile.terrain,
    )
    return Group(tuple(content), role="tile")


def tile_extent(layout: str) -> tuple[float, float]:
    """Width and height of a tile's bounding box in tile units."""
    if layout == "square":
        return ACROSS, ACROSS
    if layout == "pointy":
        return math.sqrt(3) * S, 2 * S
    return 2 * S, math.sqrt(3) * S
