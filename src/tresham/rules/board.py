"""The board: a map with the tiles laid on it (rotation, physical copy) and the tokens.

A ``Board`` is immutable: ``with_tile`` and ``with_token`` return a new board. The
*effective content* of a hex is what a player sees there: the laid tile turned by its
rotation, or the map's printed content when no tile is laid.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TypeVar

from ..model.frozen import quick_init
from ..model.game import HexDef, MapDef
from ..model.tile import City, Content, NodeRef, Offboard, TileDef, Town
from .board_memo import STATIONS, TOKENS_OF

T = TypeVar("T")


@quick_init
@dataclass(frozen=True)
class Placed:
    """A tile on the board: definition, rotation and (optionally) which physical copy."""

    tile: TileDef
    rotation: int = 0
    copy: int | None = None

    @classmethod
    def turned(cls, tile: TileDef, rotation: int, copy: int | None, content: Content) -> Placed:
        """A placed tile whose content at ``rotation`` is known already (``content``: a lay
        turns its tile before it is placed), so it is not turned again."""
        placed = cls(tile, rotation, copy)
        placed.__dict__["_content"] = content
        return placed

    @property
    def name(self) -> str:
        return self.tile.name

    def content(self) -> Content:
        """The tile turned by its rotation (worked out once and kept: a placed tile never changes)."""
        found: Content | None = self.__dict__.get("_content")
        if found is None:
            found = self.__dict__["_content"] = self.tile.content.rotated(self.rotation, self.tile.edge_count)
        return found


@dataclass(frozen=True)
class Token:
    """A company's station token on a city of a hex (``city`` -1: a home whose city is not
    known yet). ``home`` marks the company's home (base) token."""

    company: str
    hex: str
    city: int = 0
    home: bool = field(default=False, compare=False)  # what the token is for, not where it is


def rotate_content(content: Content, rotation: int, edges: int = 6) -> Content:
    """``content`` with every edge e moved to (e + rotation) mod ``edges``."""
    return content.rotated(rotation, edges)


class Board:
    """Tiles and tokens on one map. Hex names are normalised (``e12`` is not ``E12``)."""

    __slots__ = (
        "map",
        "grid",
        "_hexes",
        "_tiles",
        "_names",
        "tokens",
        "homes",
        "memo",
        "_by_hex",
        "origin",
        "kin",
        "__weakref__",
    )

    def __init__(
        self,
        mp: MapDef,
        tiles: dict[str, Placed] | None = None,
        tokens: tuple[Token, ...] = (),
        homes: tuple[Token, ...] = (),
        origin: tuple[weakref.ref[Board], str | Token] | None = None,
    ):
        self.map = mp
        self.grid = mp.grid
        self._hexes = mp.hex_table
        self._tiles: dict[str, Placed] = dict(tiles or {})
        self._names: dict[str, int] | None = None  # tile name -> copies laid (see ``tile_counts``)
        self.tokens: tuple[Token, ...] = tuple(tokens)
        # Homes whose token is not placed yet: they start a company's network but hold no
        # slot (where a game reserves one, the rules keep it free). Like tokens they follow
        # their city when the tile is upgraded.
        self.homes: tuple[Token, ...] = tuple(homes)
        # answers worked out from this board and kept with it, under the names of
        # ``board_memo`` (networks, route graphs); a board never changes
        self.memo: dict[object, object] = {}
        self._by_hex: dict[str, tuple[Token, ...]] | None = None
        # the board this one was made from and what changed (the hex of a lay, or a token),
        # so that answers kept on it can be carried over (a weak link: history is not kept)
        self.origin = origin
        # what boards of one family (made from one another by lays and tokens) keep in their
        # memos, shared by the family: a board looks back for an answer only if one is kept
        self.kin: dict[object, bool] = {}

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
        h = self._hexes.get(hex)
        if h is None and not self.map.bounded:
            return HexDef(at=hex, content=Content())
        return h

    def placed(self, hex: str) -> Placed | None:
        return self._tiles.get(hex)

    def tile_counts(self) -> dict[str, int]:
        """Tile name -> how many tiles of that name lie on the board (never changed: do not
        change it). Counted once, and carried to the boards made from this one."""
        names = self._names
        if names is None:
            names = {}
            for p in self._tiles.values():
                names[p.tile.name] = names.get(p.tile.name, 0) + 1
            self._names = names
        return names

    def content(self, hex: str) -> Content:
        """The effective content of ``hex``: the laid tile at its rotation, else the printed hex."""
        p = self._tiles.get(hex)
        if p is not None:
            found: Content | None = p.__dict__.get("_content")  # (as kept by Placed.content)
            return found if found is not None else p.content()
        h = self._hexes.get(hex)  # (``hexdef`` without its call: the walks ask this often)
        if h is not None:
            return h.content
        return Content()  # off the map, or a blank cell of an unbounded map (``hexdef``)

    def label(self, hex: str) -> str:
        """The hex's label: the printed one, else the laid tile's."""
        h = self._hexes.get(hex)
        if h is not None and (printed := h.content.label):
            return printed
        p = self._tiles.get(hex)
        return p.tile.content.label if p is not None else ""

    def neighbour(self, hex: str, edge: int) -> str | None:
        """The hex across ``edge``, or None where that is off a bounded map."""
        return self.map.neighbour(hex, edge)

    def tokens_at(self, hex: str) -> tuple[Token, ...]:
        if self._by_hex is None:
            by_hex: dict[str, tuple[Token, ...]] = {}
            for t in self.tokens:
                by_hex[t.hex] = (*by_hex.get(t.hex, ()), t)
            self._by_hex = by_hex
        return self._by_hex.get(hex, ())

    def pending_homes(self, company: str) -> list[Token]:
        """The company's homes whose token is not placed yet."""
        return [t for t in self.homes if t.company == company]

    def tokens_of(self, company: str) -> list[Token]:
        if not self.tokens:
            return []
        kept = self.memo.get(TOKENS_OF)
        if isinstance(kept, dict):
            by_company: dict[str, list[Token]] = kept
        else:
            by_company = {}
            for t in self.tokens:
                by_company.setdefault(t.company, []).append(t)
            self.memo[TOKENS_OF] = by_company
        return list(by_company.get(company, ()))

    def city_slots(self, hex: str, city: int) -> int:
        content = self.content(hex)
        if 0 <= city < len(content.cities):
            return content.cities[city].slots
        return 0

    def lineage(
        self, key: object, depth: int, kind: type[T]
    ) -> tuple[T, list[tuple[Board, Board, str | Token]]] | None:
        """The nearest board this one was made from (within ``depth`` lays and tokens) whose
        memo keeps a ``kind`` under ``key``: that answer and the changes made since, oldest
        first, as (parent, child, change). None when there is none, or the chain is broken
        (a board made otherwise, or one no longer kept). Answers carried over from board to
        board (networks, tile counts) start here."""
        steps: list[tuple[Board, Board, str | Token]] = []
        child = self
        for _ in range(depth):
            origin = child.origin
            parent = origin[0]() if origin is not None else None
            if origin is None or parent is None:
                return None
            steps.append((parent, child, origin[1]))
            kept = parent.memo.get(key)
            if isinstance(kept, kind):
                steps.reverse()
                return kept, steps
            child = parent
        return None

    # ------------------------------------------------------------- changing
    def with_tile(self, hex: str, placed: Placed, city_map: dict[int, int] | None = None) -> Board:
        """A new board with ``placed`` on ``hex``; tokens there follow ``city_map`` (old -> new city)."""
        tokens, homes = self.tokens, self.homes
        if city_map and any(a != b for a, b in city_map.items()):  # (else no token moves)
            if _moves(self.tokens_at(hex), city_map):
                tokens = _follow(tokens, hex, city_map)
            if _moves([t for t in homes if t.hex == hex], city_map):
                homes = _follow(homes, hex, city_map)
        tiles = dict(self._tiles)
        old = tiles.get(hex)
        tiles[hex] = placed
        board = self._child(tiles, tokens, homes, hex)
        names = self._names
        if names is not None:  # the count carried: the covered tile goes, the laid one comes
            names = dict(names)
            if old is not None:
                left = names[old.tile.name] - 1
                if left:
                    names[old.tile.name] = left
                else:
                    del names[old.tile.name]
            names[placed.tile.name] = names.get(placed.tile.name, 0) + 1
            board._names = names
        if tokens is self.tokens:  # the same tokens: their indexes hold (they never change)
            board._by_hex = self._by_hex
            if TOKENS_OF in self.memo:
                board.memo[TOKENS_OF] = self.memo[TOKENS_OF]
            if homes is self.homes and STATIONS in self.memo:
                board.memo[STATIONS] = self.memo[STATIONS]
        elif homes is self.homes and isinstance(starts := self.memo.get(STATIONS), dict):
            # tokens of ``hex`` moved to other cities: the other companies' stations hold
            moved = {t.company for t in self.tokens_at(hex)}
            board.memo[STATIONS] = {c: s for c, s in starts.items() if c not in moved}
        return board

    def with_token(self, token: Token) -> Board:
        """A new board with ``token`` placed; a home token takes its pending home's place."""
        homes = self.homes
        if token.home:
            homes = tuple(h for h in homes if not (h.company == token.company and h.hex == token.hex))
        board = self._child(self._tiles, (*self.tokens, token), homes, token)  # (tiles shared: never changed)
        _hand_on_token_indexes(self, board, token)
        return board

    def _child(
        self,
        tiles: dict[str, Placed],
        tokens: tuple[Token, ...],
        homes: tuple[Token, ...],
        change: str | Token,
    ) -> Board:
        """The board ``change`` makes of this one, of the family of this one (``__init__``
        without its copies: a lay or a token is made by the thousand)."""
        board = Board.__new__(Board)
        board.map, board.grid, board._hexes = self.map, self.grid, self._hexes
        board._tiles, board.tokens, board.homes = tiles, tokens, homes
        board._names = self._names if tiles is self._tiles else None
        board.memo, board._by_hex = {}, None
        board.origin, board.kin = (weakref.ref(self), change), self.kin
        return board

    def without_token(self, token: Token) -> Board:
        """A new board with ``token`` taken off (1862: a home token displaces one, L983-992)."""
        tokens = list(self.tokens)
        tokens.remove(token)
        return Board(self.map, self._tiles, tuple(tokens), self.homes)

    def without_homes(self, company: str) -> Board:
        """A board on which ``company`` has no home station any more (it left the game)."""
        return Board(self.map, self._tiles, self.tokens, tuple(t for t in self.homes if t.company != company))


def _hand_on_token_indexes(parent: Board, child: Board, token: Token) -> None:
    """Give ``child`` (``parent`` with ``token`` placed) what ``parent`` keeps about its
    tokens, with ``token`` added: the tokens by hex and by company, and the stations of the
    other companies (a token changes only its own company's tokens and homes)."""
    by_hex = parent._by_hex
    if by_hex is not None:
        by_hex = dict(by_hex)
        by_hex[token.hex] = (*by_hex.get(token.hex, ()), token)
        child._by_hex = by_hex
    memo = parent.memo
    kept = memo.get(TOKENS_OF)
    if isinstance(kept, dict):
        by_company = dict(kept)
        by_company[token.company] = [*by_company.get(token.company, ()), token]
        child.memo[TOKENS_OF] = by_company
    starts = memo.get(STATIONS)
    if isinstance(starts, dict):
        starts = dict(starts)  # (a copy: parent and child keep theirs apart from here on)
        starts.pop(token.company, None)
        child.memo[STATIONS] = starts


def _moves(here: Sequence[Token], city_map: dict[int, int]) -> bool:
    """Whether a lay taking cities by ``city_map`` moves one of the tokens ``here`` (on its
    hex): when none moves, the tokens keep their tuple, and what is kept about them holds."""
    return any(t.city >= 0 and city_map.get(t.city, t.city) != t.city for t in here)


def _follow(tokens: tuple[Token, ...], hex: str, city_map: dict[int, int]) -> tuple[Token, ...]:
    """``tokens`` with those on ``hex`` moved to their new cities."""
    return tuple(
        Token(t.company, hex, city_map[t.city], t.home)
        if t.hex == hex and t.city >= 0 and city_map.get(t.city, t.city) != t.city
        else t
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
