"""The board: a map with the tiles laid on it (rotation, physical copy) and the tokens.

A ``Board`` is immutable: ``with_tile`` and ``with_token`` return a new board. The
*effective content* of a hex is what a player sees there: the laid tile turned by its
rotation, or the map's printed content when no tile is laid.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType

from ..errors import CoordinateError
from ..grid import Grid
from ..model.game import HexDef, MapDef
from ..model.tile import City, Content, NodeRef, Offboard, Path, TileDef, Town


@dataclass(frozen=True)
class Placed:
    """A tile on the board: definition, rotation and (optionally) which physical copy."""

    tile: TileDef
    rotation: int = 0
    copy: int | None = None

    @property
    def name(self) -> str:
        return self.tile.name

    def content(self) -> Content:
        return rotate_content(self.tile.content, self.rotation, self.tile.edge_count)


@dataclass(frozen=True)
class Token:
    company: str
    hex: str
    city: int = 0


_ROTATED: dict[tuple[int, int, int], tuple[Content, Content]] = {}


def _rot_end(end, r: int, n: int):
    return (end + r) % n if isinstance(end, int) else end


def _rot_loc(loc: float | None, r: int, n: int) -> float | None:
    return None if loc is None else (loc + r) % n


def rotate_content(content: Content, rotation: int, edges: int = 6) -> Content:
    """``content`` with every edge e moved to (e + rotation) mod ``edges``."""
    r = rotation % edges
    if r == 0:
        return content
    key = (id(content), r, edges)
    hit = _ROTATED.get(key)
    if hit is not None and hit[0] is content:
        return hit[1]
    paths = tuple(
        Path(_rot_end(p.a, r, edges), _rot_end(p.b, r, edges), p.terminal, p.track) for p in content.paths
    )
    cities = tuple(
        replace(c, loc=_rot_loc(c.loc, r, edges)) if c.loc is not None else c for c in content.cities
    )
    towns = tuple(
        replace(t, loc=_rot_loc(t.loc, r, edges)) if t.loc is not None else t for t in content.towns
    )
    offs = tuple(
        replace(o, loc=_rot_loc(o.loc, r, edges)) if o.loc is not None else o for o in content.offboards
    )
    out = Content(content.color, cities, towns, offs, paths, content.label, content.frame)
    _ROTATED[key] = (content, out)
    return out


_GRIDS: dict[int, Grid] = {}
_NEIGHBOURS: dict[tuple[int, str, int], str | None] = {}


def grid_of(mp: MapDef) -> Grid:
    g = _GRIDS.get(id(mp))
    if g is None:
        g = mp.grid
        _GRIDS[id(mp)] = g
    return g


class Board:
    """Tiles and tokens on one map. Hex names are normalised (``e12`` is not ``E12``)."""

    __slots__ = ("map", "grid", "_tiles", "tokens", "homes")

    def __init__(
        self,
        mp: MapDef,
        tiles: dict[str, Placed] | None = None,
        tokens: tuple[Token, ...] = (),
        homes: tuple[Token, ...] = (),
    ):
        self.map = mp
        self.grid = grid_of(mp)
        self._tiles: dict[str, Placed] = dict(tiles or {})
        self.tokens: tuple[Token, ...] = tuple(tokens)
        # Home stations the layout does not place: they start a company's network but hold
        # no slot. Like tokens they follow their city when the tile is upgraded.
        self.homes: tuple[Token, ...] = tuple(homes)

    # ------------------------------------------------------------- reading
    @property
    def tiles(self) -> MappingProxyType:
        return MappingProxyType(self._tiles)

    def normalise(self, name: str) -> str:
        return self.grid.normalise(name)

    def on_map(self, hex: str) -> bool:
        return (not self.map.bounded) or hex in self.map.hexes

    def hexdef(self, hex: str) -> HexDef | None:
        """The printed hex; on 18 Lilliput's unbounded grid an unlisted cell is blank."""
        h = self.map.hexes.get(hex)
        if h is None and not self.map.bounded:
            return HexDef(at=hex, content=Content())
        return h

    def placed(self, hex: str) -> Placed | None:
        return self._tiles.get(hex)

    def content(self, hex: str) -> Content:
        """The effective content of ``hex``: the laid tile at its rotation, else the printed hex."""
        p = self._tiles.get(hex)
        if p is not None:
            return p.content()
        h = self.hexdef(hex)
        return h.content if h is not None else Content()

    def label(self, hex: str) -> str:
        """The hex's label: the printed one, else the laid tile's."""
        h = self.map.hexes.get(hex)
        if h is not None and h.label:
            return h.label
        p = self._tiles.get(hex)
        return p.tile.label if p is not None else ""

    def neighbour(self, hex: str, edge: int) -> str | None:
        """The hex across ``edge``, or None where that is off a bounded map."""
        key = (id(self.map), hex, edge)
        if key in _NEIGHBOURS:
            return _NEIGHBOURS[key]
        try:
            coord = self.grid.parse(hex)
        except CoordinateError:
            return None
        name = self.grid.format(self.grid.neighbour(coord, edge))
        out = name if self.on_map(name) else None
        _NEIGHBOURS[key] = out
        return out

    def tokens_at(self, hex: str) -> list[Token]:
        return [t for t in self.tokens if t.hex == hex]

    def tokens_of(self, company: str) -> list[Token]:
        return [t for t in self.tokens if t.company == company]

    def city_slots(self, hex: str, city: int) -> int:
        content = self.content(hex)
        if 0 <= city < len(content.cities):
            return content.cities[city].slots
        return 0

    # ------------------------------------------------------------- changing
    def with_tile(self, hex: str, placed: Placed, city_map: dict[int, int] | None = None) -> Board:
        """A new board with ``placed`` on ``hex``; tokens there follow ``city_map`` (old -> new city)."""
        tiles = dict(self._tiles)
        tiles[hex] = placed
        tokens, homes = self.tokens, self.homes
        if city_map:
            tokens = _follow(tokens, hex, city_map)
            homes = _follow(homes, hex, city_map)
        return Board(self.map, tiles, tokens, homes)

    def with_token(self, token: Token) -> Board:
        return Board(self.map, self._tiles, (*self.tokens, token), self.homes)


def _follow(tokens: tuple[Token, ...], hex: str, city_map: dict[int, int]) -> tuple[Token, ...]:
    return tuple(
        Token(t.company, t.hex, city_map.get(t.city, t.city)) if t.hex == hex and t.city >= 0 else t
        for t in tokens
    )


def node_kind_counts(content: Content) -> tuple[int, int]:
    return len(content.cities), len(content.towns)


__all__ = [
    "Board",
    "City",
    "NodeRef",
    "Offboard",
    "Placed",
    "Token",
    "Town",
    "grid_of",
    "node_kind_counts",
    "rotate_content",
]
