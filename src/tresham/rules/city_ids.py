"""The site's names for revenue centres, read in one place: city ids and route nodes.

Games exported from 18xx.games name a centre by a *part index*: the place of the centre
among every part of the site's code for a tile or a printed hex (export-actions.md §2.1).
The code is a list of parts separated by ``;`` (cities, towns, off-boards, but also paths,
borders, upgrade costs, labels...), numbered from 0, so the index is neither our city
index nor our centre index. Two names use it:

- a **city id** (``place_token``, ``remove_token``): ``"<tile>-<copy>-<part>"``, where the
  tile is a laid copy (``"57-0-0"``, ``"L30b-0-1"``) or the printed hex itself, named by its
  coordinate with its place in its group of the map definition as copy (``"C12-0-0"``,
  ``"C6-1-0"``: the copy says nothing here, the hex is enough). Once a copy lies on the
  hex, the printed hex's id names nothing; a tile laid by hand with no copy named has no
  id of its own, so there the hex's id is read against the tile;
- a **route node** (``run_routes`` ``nodes``): ``"<hex>-<part>"`` (``"E12-1"``): part
  ``part`` of whatever lies on the hex when the train runs.

Which centre is which part (``part_node``):

- a tile or hex with one centre: every part names it (a route node or a city id can only
  mean a centre; 1824's Sarajevo, J13, carries borders besides its city);
- the cities are the parts ``city_parts`` lists for the tile or hex (data key, one index
  per city: 1840's L30b codes its stop first, so its cities are parts 1 and 2; 1824's
  printed Budapest, F17, codes a path between its cities, so they are parts 0 and 2);
  without it, the first parts, in our order (checked against the reference for every
  catalogue tile: the site lists their centres first);
- the other centres take the lowest part indices the cities leave, off-boards before towns
  (where a hex has both, only 1840's Westbahnhof G11, the reference lists its off-board
  first; 1840's F24 and 1862's London hexes B15 and D15 code their off-board before the
  city).

A city id asks only for a city: where the tile or hex has a single city, any part names it
(``city_index``). Scenarios written by hand name a city ``"<hex>-<city index>"``
(``"E12-1"``): our own index, judged by the rules like any other (a city the hex does not
have is refused there). The scenario runner's token step, the export replay and the claims
of ``run_routes`` all read through here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import CoordinateError, TreshamError, UnknownTileError
from ..model.tile import Content, NodeRef
from .board import Board

if TYPE_CHECKING:
    from .base import Rules

CITY_ID = re.compile(r"^(?P<name>.+)-(?P<copy>\d+)-(?P<part>\d+)$")
HAND_WRITTEN = re.compile(r"^(?P<hex>.+)-(?P<city>\d+)$")


class CityIdError(TreshamError):
    """A city id or route node that cannot be read, or that names nothing of the game."""


@dataclass(frozen=True)
class CityAt:
    """Where a city id points: the hex, our city index there (None: no such city), and why
    not when it points at nothing on the board."""

    hex: str
    city: int | None
    problem: str = ""


def _cities_at(city_parts: tuple[int, ...], cities: int) -> tuple[int, ...]:
    return city_parts or tuple(range(cities))


def city_index(city_parts: tuple[int, ...], cities: int, part: int) -> int | None:
    """Our index of the city that is part ``part`` of a tile or hex with ``cities`` cities
    (its ``city_parts``): a single city whatever the part; None when the part is no city."""
    if cities == 1:
        return 0
    parts = _cities_at(city_parts, cities)
    return parts.index(part) if part in parts else None


def part_node(content: Content, city_parts: tuple[int, ...], part: int) -> NodeRef | None:
    """The revenue centre of ``content`` that is part ``part`` of the site's code for it
    (None: that part is no centre)."""
    refs = list(content.node_refs())
    if len(refs) == 1:
        return refs[0]
    parts = _cities_at(city_parts, len(content.cities))
    if part in parts:
        return NodeRef("city", parts.index(part))
    others = [r for r in refs if r.kind == "offboard"] + [r for r in refs if r.kind == "town"]
    free = (p for p in range(len(refs) + max(parts, default=0) + 1) if p not in parts)
    for ref, p in zip(others, free, strict=False):
        if p == part:
            return ref
    return None


def node_parts(board: Board, hex: str) -> tuple[Content, tuple[int, ...]]:
    """What lies on ``hex`` and the part index of each of its cities (``city_parts``)."""
    placed = board.placed(hex)
    if placed is not None:
        return board.content(hex), placed.tile.city_parts
    h = board.hexdef(hex)
    return board.content(hex), h.city_parts if h is not None else ()


def route_node(board: Board, signature: str) -> tuple[str, NodeRef | None]:
    """A ``run_routes`` node ``"<hex>-<part>"``: the hex and the centre of what lies on it
    now (None: that part is no centre). Raises ``CityIdError`` when it cannot be read."""
    m = HAND_WRITTEN.match(signature)
    if m is None:
        raise CityIdError(f"node {signature!r} is not '<hex>-<part>'")
    try:
        hex = board.normalise(m.group("hex"))
    except CoordinateError:
        raise CityIdError(f"node {signature!r}: {m.group('hex')!r} is not a hex name") from None
    content, parts = node_parts(board, hex)
    return hex, part_node(content, parts, int(m.group("city")))


def locate_city(rules: Rules, board: Board, city: str) -> CityAt:
    """Where the city ``city`` (an 18xx.games city id, or ``"<hex>-<city index>"`` written
    by hand) is on ``board``. Raises ``CityIdError`` when the id cannot be read or names
    neither a tile of the game nor a hex of its map."""
    hand = _hand_written(board, city)
    if hand is not None:
        return hand
    m = CITY_ID.match(city)
    if m is None:
        raise CityIdError(
            f"expected '<tile>-<copy>-<part>' such as '57-0-0' (or '<hex>-<city index>' such as "
            f"'E12-1'), got {city!r}"
        )
    name, copy, part = m.group("name"), m.group("copy"), int(m.group("part"))
    tile_id = f"{name}-{copy}"
    found = _laid(rules, board, tile_id)
    if found is not None:
        return _city_in(board, found, part, f"tile {tile_id}")
    printed = _printed_hex(rules, name)
    if printed is not None:
        placed = board.placed(printed)
        if placed is not None and placed.copy is not None:
            lying = f"{placed.name}-{placed.copy}"
            return CityAt(printed, None, f"{city} names the printed hex, but tile {lying} lies on {printed}")
        return _city_in(board, printed, part, f"hex {printed}")
    try:
        rules.resolve_tile(name)
    except UnknownTileError:
        raise CityIdError(f"{city!r} names no tile of {rules.game.title} and no hex of its map") from None
    return CityAt("", None, f"tile {tile_id} does not lie on the map")


def _city_in(board: Board, hex: str, part: int, what: str) -> CityAt:
    content, parts = node_parts(board, hex)
    index = city_index(parts, len(content.cities), part)
    return CityAt(hex, index, "" if index is not None else f"part {part} of {what} is not a city")


def _hand_written(board: Board, city: str) -> CityAt | None:
    """``"<hex>-<city index>"``: the hex and the index as written (the rules judge it)."""
    m = HAND_WRITTEN.match(city)
    if m is None:
        return None
    try:
        hex = board.normalise(m.group("hex"))
    except CoordinateError:
        return None
    return CityAt(hex, int(m.group("city"))) if board.on_map(hex) else None


def _laid(rules: Rules, board: Board, tile_id: str) -> str | None:
    """The hex where the copy ``tile_id`` (``"57-3"``) lies, if it lies on the board."""
    try:
        tile, copy = rules.resolve_tile(tile_id)
    except UnknownTileError:
        return None
    if copy is None:
        return None
    return next(
        (h for h, p in board.tiles.items() if p.copy == copy and p.tile.name == tile.name),
        None,
    )


def _printed_hex(rules: Rules, name: str) -> str | None:
    try:
        hex = rules.map.grid.normalise(name)
    except CoordinateError:
        return None
    return hex if hex in rules.map.hexes else None


__all__ = [
    "CITY_ID",
    "CityAt",
    "CityIdError",
    "city_index",
    "locate_city",
    "node_parts",
    "part_node",
    "route_node",
]
