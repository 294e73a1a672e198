"""City ids of 18xx.games exports: which hex and which of our cities ``"57-0-0"`` names.

An export names a city by the tile it is on and a *part index* (export-actions.md §2.1):
``"<tile name>-<copy>-<part>"``. The tile is a laid copy (``"57-0"``, ``"20_1b-2"``) or
the printed hex itself, named by its coordinate with the hex's place in its group of the
map definition as copy (``"C12-0"``, ``"C6-1"``: the copy says nothing here, the hex is
enough). The part index counts every part of 18xx.games' code for that tile (borders,
towns, labels...), so it is not our city index:

- where a tile or hex lists ``city_parts`` (1840's L30b and F24, 1862's London hexes, whose
  code puts a stop or an off-board first), the city is the one whose part that is;
- else, with one city, any part names it (what comes before it in the code cannot matter);
- else the cities are the code's first parts, in our order (checked against the reference
  for every catalogue tile; the printed multi-city hexes list their cities first).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..errors import CoordinateError, ExportError, UnknownTileError
from ..rules.base import Rules
from ..rules.board import Board

CITY_ID = re.compile(r"^(?P<name>.+)-(?P<copy>\d+)-(?P<part>\d+)$")


@dataclass(frozen=True)
class CityAt:
    """Where a city id points: the hex, our city index there (None: no such city), and why
    not when it points at nothing on the board."""

    hex: str
    city: int | None
    problem: str = ""


def city_index(parts: tuple[int, ...], cities: int, part: int) -> int | None:
    """Our index of the city that is part ``part`` of a tile or hex with ``cities`` cities."""
    if parts:
        return parts.index(part) if part in parts else None
    if cities == 1:
        return 0
    return part if 0 <= part < cities else None


def locate_city(rules: Rules, board: Board, laid: Mapping[str, str], city: str, where: str) -> CityAt:
    """Resolve ``city`` on ``board``; ``laid`` maps each hex to the tile id laid there.

    Raises ``ExportError`` (naming ``where``) when the id is malformed or names neither a
    tile of the game nor a hex of the map.
    """
    m = CITY_ID.match(city)
    if m is None:
        raise ExportError(f"{where}: city: expected '<tile>-<copy>-<part>' such as '57-0-0', got {city!r}")
    name, part = m.group("name"), int(m.group("part"))
    tile_id = f"{name}-{m.group('copy')}"
    hex = next((h for h, t in laid.items() if t == tile_id), None)
    if hex is not None:
        placed = board.placed(hex)
        assert placed is not None
        index = city_index(placed.tile.city_parts, len(placed.tile.content.cities), part)
        return CityAt(hex, index, "" if index is not None else f"part {part} of tile {tile_id} is not a city")
    printed = _printed_hex(rules, name)
    if printed is not None:
        if printed in laid:
            return CityAt(
                printed, None, f"{city} names the printed hex, but tile {laid[printed]} lies on {printed}"
            )
        h = board.hexdef(printed)
        assert h is not None
        index = city_index(h.city_parts, len(h.content.cities), part)
        return CityAt(
            printed, index, "" if index is not None else f"part {part} of hex {printed} is not a city"
        )
    try:
        rules.resolve_tile(name)
    except UnknownTileError:
        raise ExportError(
            f"{where}: city: {city!r} names no tile of {rules.game.title} and no hex of its map"
        ) from None
    return CityAt("", None, f"tile {tile_id} does not lie on the map")


def _printed_hex(rules: Rules, name: str) -> str | None:
    try:
        hex = rules.map.grid.normalise(name)
    except CoordinateError:
        return None
    return hex if hex in rules.map.hexes else None


__all__ = ["CITY_ID", "CityAt", "city_index", "locate_city"]
