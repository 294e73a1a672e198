"""The proof's search: which tiles each hex takes first, and which tile may replace which.

Hexes that look alike to the rules (the same printed content, label, frame and colour, the
same special tiles) are judged once, through one of them: a *kind*. For a kind, each tile is
screened once with the checks that do not depend on its rotation (``Rules.ROTATION_FREE``),
and only a tile that passes is tried at each rotation. What depends on the hex's place on
the map (exits, neighbours: ``Rules.POSITIONAL``) is then asked of each hex of the kind.

The upgrade chart follows legal upgrades from each kind's first tiles: a tile lies at
rotation 0 and every candidate is tried at every rotation, since an upgrade depends only on
how the two tiles turn against each other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..model.actions import LayTile
from ..model.tile import TILE_COLOR_ORDER, TileDef
from .base import Rules
from .board import Board, Placed
from .lay import LayContext

Check = Callable[[LayContext], str | None]
Kind = tuple[object, ...]


@dataclass
class Found:
    """What the search found: first tiles per hex, the upgrade edges, tiles reached per hex."""

    first: dict[str, list[tuple[str, tuple[int, ...]]]] = field(default_factory=dict)
    unbuildable: list[str] = field(default_factory=list)
    edges: set[tuple[str, str]] = field(default_factory=set)
    reached: dict[str, set[str]] = field(default_factory=dict)  # hex -> every tile it may hold


class Search:
    """One game's rules, its candidate tiles and the checks sorted for the search."""

    def __init__(self, rules: Rules, tiles: list[TileDef]) -> None:
        self.rules = rules
        self.tiles = tiles
        checks = rules.lay_checks()  # the gates are asked once: per hex, and of each tile's shape
        free, positional = rules.ROTATION_FREE, rules.POSITIONAL
        self.free: list[Check] = [h for r, h in checks if r in free and r not in positional]
        self.turned: list[Check] = [h for r, h in checks if r not in free and r not in positional]
        first_only = positional - rules.NEEDS_EARLIER
        self.placed: list[Check] = [h for r, h in checks if r in first_only]
        self.variants = {
            e.name: frozenset({e.variant}) if e.variant else frozenset() for e in rules.manifest.entries
        }

    def context(self, board: Board, hex: str, tile: TileDef, rotation: int) -> LayContext:
        action = LayTile(entity="", entity_type="corporation", hex=hex, tile=tile.name, rotation=rotation)
        base = self.rules.supply.physical(tile.name) or tile.name
        return LayContext(self.rules, board, action, tile, variants=self.variants.get(base, frozenset()))

    def fits(self, board: Board, hex: str, tile: TileDef) -> tuple[int, ...]:
        """The rotations at which ``tile`` may lie on ``hex`` wherever that hex is."""
        if any(check(self.context(board, hex, tile, 0)) for check in self.free):
            return ()
        out = []
        for r in range(tile.edge_count):
            ctx = self.context(board, hex, tile, r)
            if not any(check(ctx) for check in self.turned):
                out.append(r)
        return tuple(out)

    def placeable(self, board: Board, hex: str, tile: TileDef, rotation: int) -> bool:
        """Whether the place of ``hex`` (its exits, neighbours) lets ``tile`` lie there."""
        ctx = self.context(board, hex, tile, rotation)
        return not any(check(ctx) for check in self.placed)

    def next_tiles(self, a: TileDef) -> list[TileDef]:
        """Candidates to replace ``a``: the next colour, and same-tile variants (1862)."""
        order = TILE_COLOR_ORDER
        base = self.rules.supply.base_name(a.name)
        out = [t for t in self.tiles if t.name != a.name and self.rules.supply.base_name(t.name) == base]
        if a.color == "white":
            return out + [t for t in self.tiles if t.color in ("yellow", "green")]
        if a.color not in order or order.index(a.color) + 1 >= len(order):
            return out
        want = order[order.index(a.color) + 1]
        return out + [t for t in self.tiles if t.color == want]


def kind_of(rules: Rules, board: Board, hex: str) -> Kind:
    """Hexes of one kind take the same tiles, bar what their place on the map decides."""
    h = board.hexdef(hex)
    c = board.content(hex)
    laid = board.placed(hex)
    named = {x for homes in rules.placed_by_name().values() for x in homes}
    return (
        h.label if h is not None else "",
        c.frame,
        c.color,
        len(c.cities),
        len(c.towns),
        len(c.offboards),
        tuple(sorted(str(p) for p in c.paths)),
        laid.name if laid is not None else "",
        h.special_tiles if h is not None else (),
        hex if hex in named else "",
    )


def search(rules: Rules, board: Board, hexes: Iterable[str], tiles: list[TileDef]) -> Found:
    """First tiles per hex and the upgrade chart, for the proof."""
    s = Search(rules, tiles)
    found = Found()
    by_name = {t.name: t for t in tiles}
    kinds: dict[Kind, list[str]] = {}
    hexes = list(hexes)
    for h in hexes:
        if rules.buildable(board, h):
            found.unbuildable.append(h)
        else:
            kinds.setdefault(kind_of(rules, board, h), []).append(h)
    shaped = [t for t in tiles if t.edge_count == board.grid.edges]
    for members in kinds.values():
        rep = members[0]
        fitting = [(t, rots) for t in shaped if (rots := s.fits(board, rep, t))]
        for h in members:
            first = [(t.name, tuple(r for r in rots if s.placeable(board, h, t, r))) for t, rots in fitting]
            found.first[h] = [(name, rots) for name, rots in first if rots]
        reached = _upgrades(s, board, rep, [by_name[n] for n, _ in found.first[rep]], found.edges)
        for h in members:
            found.reached[h] = reached | {n for n, _ in found.first[h]}
    found.first = {h: found.first[h] for h in hexes if h in found.first}  # in map order
    return found


def _upgrades(
    s: Search, board: Board, hex: str, start: list[TileDef], edges: set[tuple[str, str]]
) -> set[str]:
    """Every tile reached from ``start`` on ``hex`` by legal upgrades; adds the edges found."""
    frontier = list(start)
    seen = {t.name for t in start}
    while frontier:
        a = frontier.pop()
        on = board.with_tile(hex, Placed(a, 0))
        for b in s.next_tiles(a):
            if not s.fits(on, hex, b):
                continue
            edges.add((a.name, b.name))
            if b.name not in seen:
                seen.add(b.name)
                frontier.append(b)
    return seen


__all__ = ["Found", "Search", "kind_of", "search"]
