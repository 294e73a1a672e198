"""A moment of a game on the map: the tiles laid so far, each with its number, and the
station tokens, drawn over the printed map (``map.draw_map``).

Plain data in, art out: which tile lies on which hex at which rotation, which company's
token sits in which city. Whoever knows the game (a replay) works that out; this module
only draws it, in tile units like the map.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..model.game import Company, GameDef, MapDef
from ..model.tile import NodeRef, TileDef
from .drawing import Circle, Group, Style, Text, translate
from .fonts import fit_size
from .map import MapArt, _token, draw_map
from .palette import INK, PAPER
from .stations import city_slot_centres
from .tile import draw_content
from .tile_layout import TileArt

CAPTION = 34.0  # room above the map for the moment's caption, in tile units


@dataclass(frozen=True)
class LaidTile:
    """A tile on a hex: the tile, its rotation, and the number printed on the physical tile."""

    tile: TileDef
    rotation: int
    number: str


@dataclass(frozen=True)
class Station:
    """A company's token in city ``city`` (an index of what lies on ``hex``)."""

    hex: str
    city: int
    company: str


def draw_moment(
    game: GameDef,
    mp: MapDef,
    tiles: Mapping[str, LaidTile],
    stations: Sequence[Station],
    caption: str = "",
) -> MapArt:
    """The map of ``mp`` with ``tiles`` laid and ``stations`` placed, and a caption above it."""
    companies = {c.id: c for c in game.companies}
    overlays: dict[str, list[object]] = {hex: _tile_items(laid, mp.layout) for hex, laid in tiles.items()}
    for hex, items in _station_items(mp, tiles, stations, companies).items():
        overlays.setdefault(hex, []).extend(items)
    art = draw_map(game, mp, overlays=overlays)
    if not caption:
        return art
    size = fit_size(caption, 22, art.width - 180, False, 10)
    head = Text(90, CAPTION - 6, caption, size, "start", False, "#333333")
    body = Group((art.group,), translate(0.0, CAPTION))
    return MapArt(Group((head, body)), art.width, art.height + CAPTION)


def _tile_items(laid: LaidTile, layout: str) -> list[object]:
    tile = laid.tile
    return list(draw_content(tile.content, layout, laid.rotation, name=laid.number, cost=0, terrain=""))


def _station_items(
    mp: MapDef, tiles: Mapping[str, LaidTile], stations: Sequence[Station], companies: Mapping[str, Company]
) -> dict[str, list[object]]:
    """Each token in the next free slot circle of its city, drawn as the map draws home
    stations but ringed in black."""
    out: dict[str, list[object]] = {}
    used: dict[tuple[str, int], int] = {}
    for s in stations:
        laid = tiles.get(s.hex)
        h = mp.hexes.get(s.hex)
        content = laid.tile.content if laid is not None else (h.content if h is not None else None)
        company = companies.get(s.company)
        if content is None or company is None or not 0 <= s.city < len(content.cities):
            continue
        art = TileArt(content, mp.layout, laid.rotation if laid is not None else 0)
        node = art.nodes.get(NodeRef("city", s.city))
        if node is None:
            continue
        r, centres = city_slot_centres(content.cities[s.city].slots)
        k = used.get((s.hex, s.city), 0)
        used[(s.hex, s.city)] = k + 1
        x, y = node.x + centres[k % len(centres)][0], node.y + centres[k % len(centres)][1]
        out.setdefault(s.hex, []).extend((*placed_mark(x, y, r), *_token(company, x, y, r * 0.9)))
    return out


def placed_mark(x: float, y: float, r: float) -> tuple[Circle, Circle]:
    """What tells a token in play from a home printed on the map: a black ring with a white
    band inside it, so that it shows around a token of any colour (18Mag's black minors)."""
    return Circle(x, y, r * 0.98, Style(fill=INK)), Circle(x, y, r * 0.86, Style(fill=PAPER))


__all__ = ["CAPTION", "LaidTile", "Station", "draw_moment"]
