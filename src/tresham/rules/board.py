"""The board: a map with the tiles laid on it (rotation, physical copy) and the tokens.

A ``Board`` is immutable: ``with_tile`` and ``with_token`` return a new board. The
*effective content* of a hex is what a player sees there: the laid tile turned by its
rotation, or the map's printed content when no tile is laid.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from ..model.game import HexDef, MapDef
from ..model.tile import City, Content, NodeRef, Offboard, TileDef, Town


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
        return self.tile.content.rotated(self.rotation, self.tile.edge_count)


@dataclass(frozen=True)
class Token:
    company: str
    hex: str
    city: int = 0


def rotate_content(content: Content, rotation: int, edges: int = 6) -> Content:
    """``content`` with every edge e moved to (e + rotation) mod ``edges``."""
    return content.rotated(rotation, edges)


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
        self.grid = mp.grid
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
        return self.map.neighbour(hex, edge)

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

    def without_homes(self, company: str) -> Board:
        """A board on which ``company`` has no home station any more (it left the game)."""
        return Board(self.map, self._tiles, self.tokens, tuple(t for t in self.homes if t.company != company))


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
    "node_kind_counts",
    "rotate_content",
]
