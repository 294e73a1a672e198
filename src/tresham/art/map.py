"""The game map: every hex as printed, coordinates along the edges, and a legend.

Drawn in tile units (hex circumradius 100) with the map's top-left at (0, 0). The kit
scales it so a map hex is 0.5 mm larger than a tile across the flats.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..grid import cell_corners, edge_angle, edge_midpoint
from ..model.game import Company, GameDef, HexDef, Icon, MapDef
from ..model.tile import Content
from .drawing import Circle, Group, PathBuilder, Rect, Style, Text, line, polygon, translate
from .fonts import fit_size, text_width, wrap
from .memo import memo
from .palette import FRAME, INK, PAPER, TILE_FILL, readable_on
from .proportions import S, cell_size
from .stations import city_slot_centres
from .symbols import icon_symbol, terrain_symbol
from .tile import draw_content
from .tile_layout import tile_art

MAP_BG = "#f3ead2"
BORDER_STYLE = {
    "impassable": Style(stroke="#000000", width=9, cap="round"),
    "water": Style(stroke="#1f6fd1", width=9, cap="round"),
    "divider": Style(stroke="#ffffff", width=4, dash=(10, 6)),
}
BORDER_WORDS = {"divider": "divider: where one off-board area ends and the next begins"}
MARGIN = 90.0  # room around the hexes for coordinates, in tile units


@dataclass(frozen=True)
class MapArt:
    group: Group
    width: float
    height: float


def _token(company: Company, x: float, y: float, r: float, reserved: bool = False) -> list:
    fill = company.color
    items: list = [
        Circle(x, y, r * 0.86, Style(fill=fill, stroke=INK, width=1.5, opacity=0.45 if reserved else 1.0))
    ]
    size = fit_size(company.id, r * 0.8, r * 1.5, True, 5)
    items.append(Text(x, y + size * 0.36, company.id, size, "middle", True, readable_on(fill)))
    return [Group(tuple(items), role="token")]


def name_y(content: Content, layout: str) -> float:
    """Where a hex's location name goes: across the top, unless a city or off-board sits
    there (or the hex is an off-board area), then across the bottom."""
    top = -0.62 * S if layout == "pointy" else -0.7 * S
    bottom = 0.6 * S if layout == "pointy" else 0.72 * S
    if content.color in ("red", "blue"):
        return bottom
    art = tile_art(content, layout, 0)
    crowded = any(n.y < -0.25 * S for n in art.nodes.values())
    return bottom if crowded else top


@memo(maxsize=4096)
def _hex_body(
    content: Content, layout: str, fill: str, cost: int, terrain: str, name: str, icons: tuple[Icon, ...]
) -> tuple:
    """The printed content of a hex, cached: maps repeat the same few hexes many times."""
    return tuple(
        draw_content(
            content,
            layout,
            0,
            fill=fill,
            outline=False,
            cost=cost,
            terrain=terrain,
            title=name,
            title_at=name_y(content, layout),
            icons=icons,
        )
    )


def draw_hex(
    h: HexDef, layout: str, companies: Mapping[str, Company], icons: Mapping[str, Icon] | None = None
) -> list:
    """One map hex at the origin; ``icons`` explains the marks its data names."""
    content = h.content
    fill = MAP_BG if content.color == "white" else TILE_FILL.get(content.color, MAP_BG)
    marks = tuple((icons or {})[i] for i in h.icons if i in (icons or {}))
    items: list = list(_hex_body(content, layout, fill, h.cost, h.terrain, h.name, marks))
    if h.partition is not None:
        a = edge_midpoint(layout, h.partition.a, S)  # type: ignore[arg-type]
        b = edge_midpoint(layout, h.partition.b, S)  # type: ignore[arg-type]
        style = BORDER_STYLE.get(h.partition.kind or "water", BORDER_STYLE["water"])
        # over the hex's colour, under its track and values: a dashed divider never cuts a digit
        items.insert(1, PathBuilder().move(*a).line(0, 0).line(*b).build(style))
    items.extend(_homes(h, layout, companies))
    return items


def _homes(h: HexDef, layout: str, companies: Mapping[str, Company]) -> list:
    if not (h.home or h.reserved):
        return []
    art = tile_art(h.content, layout, 0)
    from ..model.tile import NodeRef

    per_city: dict[int, list[tuple[str, bool]]] = {}
    city_of = dict(h.home_city)
    for cid in h.home:
        per_city.setdefault(city_of.get(cid, 0), []).append((cid, False))
    for cid in h.reserved:
        per_city.setdefault(city_of.get(cid, 0), []).append((cid, True))
    items: list = []
    for index, owners in sorted(per_city.items()):
        ref = NodeRef("city", index)
        if ref in art.nodes:
            node = art.nodes[ref]
            city = h.content.cities[index]
            r, centres = city_slot_centres(city.slots)
            spots = [(node.x + cx, node.y + cy) for cx, cy in centres]
        else:
            r, spots = 22.0, [(0.0, 0.0)]
        # one token per slot: the first listed owners (a later national inherits the slot)
        for (cid, reserved), (x, y) in zip(owners, spots, strict=False):
            company = companies.get(cid)
            if company is None:
                continue
            items.extend(_token(company, x, y, r, reserved))
    return items


def _borders(mp: MapDef) -> list:
    grid = mp.grid
    items: list = []
    for h in mp.hexes.values():
        cx, cy = grid.centre(grid.parse(h.at), S)
        for b in h.borders:
            style = BORDER_STYLE.get(b.kind)
            if style is None:
                continue
            # corners either side of the edge
            a1 = math.radians(edge_angle(mp.layout, b.edge) - 30)
            a2 = math.radians(edge_angle(mp.layout, b.edge) + 30)
            items.append(
                line(
                    cx + S * math.cos(a1),
                    cy + S * math.sin(a1),
                    cx + S * math.cos(a2),
                    cy + S * math.sin(a2),
                    style,
                )
            )
            if b.cost:
                mx, my = edge_midpoint(mp.layout, b.edge, S)
                items.append(Circle(cx + mx, cy + my, 13, Style(fill=PAPER, stroke=INK, width=1.5)))
                items.append(Text(cx + mx, cy + my + 5, str(b.cost), 13, "middle", True))
    return items


def bounds(mp: MapDef) -> tuple[float, float, float, float]:
    grid = mp.grid
    xs, ys = [], []
    for name in mp.hexes:
        x, y = grid.centre(grid.parse(name), cell_size(mp.layout))
        for dx, dy in cell_corners(mp.layout, cell_size(mp.layout)):
            xs.append(x + dx)
            ys.append(y + dy)
    return min(xs), min(ys), max(xs), max(ys)


def _coordinates(mp: MapDef, x0: float, y0: float, x1: float, y1: float) -> list:
    """Hex coordinates along all four sides: letters one way, numbers the other."""
    grid = mp.grid
    letters: dict[str, float] = {}
    numbers: dict[str, float] = {}
    for name in mp.hexes:
        c = grid.parse(name)
        x, y = grid.centre(c, cell_size(mp.layout))
        letter = name.rstrip("0123456789")
        number = name[len(letter) :]
        if mp.layout == "square":  # cells "x,y": columns by x, rows by y
            letter, number = grid.format(c).split(",")
        if mp.layout == "pointy":
            letters[letter] = y
            numbers[number] = x
        else:
            letters[letter] = x
            numbers[number] = y
    items: list = []
    size = 22
    style = "#5a5a5a"
    if mp.layout == "pointy":
        for letter, y in letters.items():
            items.append(Text(x0 - 40, y + 8, letter, size, "middle", True, style))
            items.append(Text(x1 + 40, y + 8, letter, size, "middle", True, style))
        for number, x in numbers.items():
            items.append(Text(x, y0 - 28, number, size, "middle", True, style))
            items.append(Text(x, y1 + 44, number, size, "middle", True, style))
    else:
        for letter, x in letters.items():
            items.append(Text(x, y0 - 28, letter, size, "middle", True, style))
            items.append(Text(x, y1 + 44, letter, size, "middle", True, style))
        for number, y in numbers.items():
            items.append(Text(x0 - 40, y + 8, number, size, "middle", True, style))
            items.append(Text(x1 + 40, y + 8, number, size, "middle", True, style))
    return items


def legend(game: GameDef, mp: MapDef, width: float) -> tuple[list, float]:
    """A legend under the map: terrain, borders, homes, phase colours. Returns items, height."""
    entries: list[tuple[str, list]] = []
    terrains = sorted({h.terrain for h in mp.hexes.values() if h.terrain})
    for t in terrains:
        costs = sorted({h.cost for h in mp.hexes.values() if h.terrain == t and h.cost})
        label = f"{t}: costs {', '.join(game.money(c) for c in costs)}" if costs else t
        entries.append((label, terrain_symbol(t, 0, 0, 11)))
    kinds = sorted({b.kind for h in mp.hexes.values() for b in h.borders if b.kind in BORDER_STYLE})
    kinds += sorted(
        {h.partition.kind for h in mp.hexes.values() if h.partition and h.partition.kind} - set(kinds)
    )
    for k in kinds:
        style = BORDER_STYLE.get(k, BORDER_STYLE["water"])
        mark: list = [line(-18, 0, 18, 0, style)]
        if style.stroke == "#ffffff":  # a white line reads only on a colour, as on the map
            mark.insert(0, Rect(-20, -8, 40, 16, Style(fill="#8c8c8c")))
        entries.append((BORDER_WORDS.get(k, f"{k} border"), mark))
    entries += _marked_hexes(mp)
    if any(h.home for h in mp.hexes.values()):
        entries.append(
            ("home station (company colour)", [Circle(0, 0, 16, Style(fill="#888888", stroke=INK))])
        )
    if any(h.reserved for h in mp.hexes.values()):
        entries.append(
            (
                "reserved station",
                [Circle(0, 0, 16, Style(fill="#888888", stroke=INK, width=1.5, opacity=0.45))],
            )
        )
    used = {i for h in mp.hexes.values() for i in h.icons}
    for icon in game.icons.values():
        if icon.id in used:
            entries.append((icon.legend, icon_symbol(icon, 0, 0, 16)))
    phased = [c for h in mp.hexes.values() for c in (*h.content.offboards, *h.content.cities) if c.revenues]
    if phased:
        n = len(game.revenue_columns)
        box = min(14.0, 56.0 / max(1, n))
        swatches = [
            Rect(
                -n * box / 2 + i * box,
                -box / 2,
                box,
                box,
                Style(fill=TILE_FILL.get(col, "#ffffff"), stroke=INK),
            )
            for i, col in enumerate(game.revenue_columns)
        ]
        entries.append(("value by phase: " + " / ".join(game.revenue_columns), swatches))
    return _legend_rows(entries, width)


def _marked_hexes(mp: MapDef) -> list[tuple[str, list]]:
    """The legend's entries for hexes the map's ``[legend]`` words explain: a small hex in
    their colour (``color.blue``: 1862's ports), or framed as they are (``frame.orange``:
    1840's city-line hexes)."""
    corners = cell_corners(mp.layout, 16.0)
    out = []
    for key, words in mp.legend.items():
        kind, _, colour = key.partition(".")
        if kind == "color":
            swatch = [
                polygon(corners, Style(fill=TILE_FILL.get(colour, MAP_BG), stroke=INK, width=1.0))
            ]
        else:
            inner = [(x * 0.8, y * 0.8) for x, y in corners]
            swatch = [
                polygon(corners, Style(fill=MAP_BG, stroke=INK, width=1.0)),
                polygon(inner, Style(stroke=FRAME.get(colour, "#f7931e"), width=2.5)),
            ]
        out.append((words, swatch))
    return out


LEGEND_SIZE = 20.0
COORDINATES = "coordinates"  # the role of the group of coordinates along a map's sides
TITLE = "title"  # the role of the map's title


def _legend_rows(entries: list[tuple[str, list]], width: float) -> tuple[list, float]:
    """Entries in as many equal columns as the widest entry allows: a symbol in a 60-unit box,
    then its words. Returns the items and the height they take."""
    if not entries:
        return [], 0.0
    col_w = max(text_width(label, LEGEND_SIZE) for label, _ in entries) + 100
    cols = max(1, int((width - 40) // col_w))
    row_h = 44.0
    items: list = []
    for i, (label, symbol) in enumerate(entries):
        x = 40 + (i % cols) * col_w
        y = 30 + (i // cols) * row_h
        items.append(Group(tuple(symbol), translate(x + 30, y)))
        size = fit_size(label, LEGEND_SIZE, width - x - 80, False, 12)
        items.append(Text(x + 70, y + 7, label, size, "start"))
    return items, math.ceil(len(entries) / cols) * row_h + 20


def _top_row_left(mp: MapDef) -> float:
    """The left edge of the leftmost cell of the map's top row."""
    size = cell_size(mp.layout)
    centres = [mp.grid.centre(mp.grid.parse(name), size) for name in mp.hexes]
    top = min(y for _, y in centres)
    reach = min(dx for dx, _ in cell_corners(mp.layout, size))
    return min(x for x, y in centres if y < top + 1e-6) + reach


def draw_map(game: GameDef, mp: MapDef, *, overlays: Mapping[str, Sequence[object]] | None = None) -> MapArt:
    """The whole map with coordinates, title and legend, top-left at (0, 0).

    ``overlays`` are items drawn over a hex, centred on it (a moment of a game: the tile
    laid there, the tokens; ``art.board``).
    """
    companies = {c.id: c for c in game.companies}
    x0, y0, x1, y1 = bounds(mp)
    ox, oy = MARGIN - x0, MARGIN + 50 - y0
    grid = mp.grid
    hexes: list = []
    for name, h in sorted(mp.hexes.items()):
        cx, cy = grid.centre(grid.parse(name), cell_size(mp.layout))
        items = (*draw_hex(h, mp.layout, companies, game.icons), *(overlays or {}).get(name, ()))
        hexes.append(Group(tuple(items), translate(cx, cy), role="hex"))
    outlines = []
    for name in mp.hexes:
        size = cell_size(mp.layout)  # a square cell's side, a hex's circumradius
        cx, cy = grid.centre(grid.parse(name), size)
        pts = [(cx + dx, cy + dy) for dx, dy in cell_corners(mp.layout, size)]
        outlines.append(polygon(pts, Style(stroke="#555555", width=1.2)))
    hexes_w = (x1 - x0) + 2 * MARGIN
    place, _, rest = mp.name.partition(", ")
    if mp.name and game.title.endswith(place):  # a variant's kit is titled by it already
        title = f"{game.title}, {rest}" if rest else game.title
    else:
        title = f"{game.title}" + (f" - {mp.name}" if mp.name else "")
    # over the first hex of the top row, so that no sheet holds the title over empty board
    head, width, below = _title(title, hexes_w, MARGIN + max(0.0, _top_row_left(mp) - x0))
    body = Group(
        (*hexes, *outlines, *_borders(mp), Group(tuple(_coordinates(mp, x0, y0, x1, y1)), role=COORDINATES)),
        translate(ox + (width - hexes_w) / 2, oy + below),
        role="map",
    )
    leg, leg_h = legend(game, mp, width)
    map_h = (y1 - y0) + 2 * MARGIN + 50 + below
    height = map_h + leg_h
    frame = Rect(0, 0, width, height, Style(fill=PAPER))
    legend_group = Group(tuple(leg), translate(0, map_h), role="legend")
    return MapArt(Group((frame, Group(tuple(head), role=TITLE), body, legend_group)), width, height)


TITLE_SIZE = 40.0
TITLE_MIN = 16.0  # a title on one line shrinks to this size before it wraps
TITLE_WRAPPED = 28.0  # a title too long for its map at that size wraps, at this size,
TITLE_ROOM = 560.0  # to lines at most this wide (or the map's width, if wider)


def _title(title: str, width: float, left: float) -> tuple[list[Text], float, float]:
    """The map's title above hexes ``width`` wide, from ``left`` (or from the margin, where
    it is too long there): its lines, the width the map art needs for them (a map of a few
    cells, as 18 Lilliput's, is widened to hold its title), and how far the lines below the
    first push the map down."""
    size = fit_size(title, TITLE_SIZE, width - MARGIN - left, True, TITLE_MIN)
    if size < TITLE_SIZE and left > MARGIN:  # too long there: back to the left edge
        left = MARGIN
        size = fit_size(title, TITLE_SIZE, width - 2 * MARGIN, True, TITLE_MIN)
    if text_width(title, size, True) <= width - MARGIN - left:
        return [Text(left, 60, title, size, "start", True)], width, 0.0
    lines = wrap(title, TITLE_WRAPPED, max(width - 2 * MARGIN, TITLE_ROOM), True)
    widest = max(text_width(t, TITLE_WRAPPED, True) for t in lines)
    step = TITLE_WRAPPED * 1.25
    texts = [Text(MARGIN, 60 + k * step, t, TITLE_WRAPPED, "start", True) for k, t in enumerate(lines)]
    return texts, max(width, widest + 2 * MARGIN), (len(lines) - 1) * step
