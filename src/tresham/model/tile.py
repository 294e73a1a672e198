"""Tiles and the printed content of map hexes: revenue centres, paths, labels.

A ``Content`` is what is printed on a tile or a hex; a ``TileDef`` is a named content
with a colour and a shape. Paths join edges and revenue centres; an end is either an
``int`` edge or a ``NodeRef`` to a city, town or off-board of the same content.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Literal

COLORS = ("white", "yellow", "green", "brown", "gray", "red", "blue", "purple", "orange")
# Colours that step up one by one when a tile is upgraded.
TILE_COLOR_ORDER = ("white", "yellow", "green", "brown", "gray")
# Colours whose track is final: a hex printed so takes no tile, a tile so is never upgraded.
CLOSED_COLORS = ("red", "gray", "blue", "purple")
# The order tiles are listed and printed in: by colour, then by number.
COLOR_RANK = {c: i for i, c in enumerate((*TILE_COLOR_ORDER, "red", "purple", "orange", "blue"))}


def natural_key(name: str) -> list[int | str]:
    """Sort key that puts tile 9 before 14 and L9 before L14."""
    return [int(x) if x.isdigit() else x for x in re.split(r"(\d+)", name)]


def tile_order(color: str, name: str) -> tuple[int, list[int | str]]:
    return (COLOR_RANK.get(color, len(COLOR_RANK)), natural_key(name))


NodeKind = Literal["city", "town", "offboard"]
Track = Literal["broad", "narrow", "future"]


@dataclass(frozen=True, order=True)
class NodeRef:
    kind: NodeKind
    index: int

    def __str__(self) -> str:
        return f"{self.kind[0]}{self.index}"


End = int | NodeRef


class _Valued:
    """A revenue centre whose value may change with the phase (``revenues``): what cities,
    towns and offboards share, so code reading any of them is typed."""

    revenue: int
    revenues: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class City(_Valued):
    revenue: int = 0
    slots: int = 1
    revenues: tuple[tuple[str, int], ...] = ()  # phase column -> value, for changing values
    loc: float | None = None
    group: str = ""
    name: str = ""


@dataclass(frozen=True)
class Town(_Valued):
    revenue: int = 0
    style: Literal["bar", "dot"] = "bar"
    revenues: tuple[tuple[str, int], ...] = ()
    loc: float | None = None
    group: str = ""
    name: str = ""


@dataclass(frozen=True)
class Offboard(_Valued):
    revenues: tuple[tuple[str, int], ...] = ()
    revenue: int = 0
    loc: float | None = None
    group: str = ""
    name: str = ""


@dataclass(frozen=True)
class Path:
    a: End
    b: End
    terminal: bool = False
    track: Track = "broad"

    def ends(self) -> tuple[End, End]:
        return self.a, self.b

    def edges(self) -> tuple[int, ...]:
        """The edges this path runs to (kept on the path: routes ask it constantly)."""
        found: tuple[int, ...] | None = self.__dict__.get("_edges")
        if found is None:
            found = tuple(e for e in (self.a, self.b) if isinstance(e, int))
            self.__dict__["_edges"] = found
        return found

    def nodes(self) -> tuple[NodeRef, ...]:
        found: tuple[NodeRef, ...] | None = self.__dict__.get("_nodes")
        if found is None:
            found = tuple(e for e in (self.a, self.b) if isinstance(e, NodeRef))
            self.__dict__["_nodes"] = found
        return found


@dataclass(frozen=True)
class Content:
    """What is printed on a tile or a map hex (geometry only, at rotation 0)."""

    color: str = "white"
    cities: tuple[City, ...] = ()
    towns: tuple[Town, ...] = ()
    offboards: tuple[Offboard, ...] = ()
    paths: tuple[Path, ...] = ()
    label: str = ""
    frame: str = ""  # a coloured frame (1840's orange city-line tiles and hexes)

    def node(self, ref: NodeRef) -> City | Town | Offboard:
        nodes: dict[str, tuple[City | Town | Offboard, ...]] = {
            "city": self.cities,
            "town": self.towns,
            "offboard": self.offboards,
        }
        return nodes[ref.kind][ref.index]

    def node_refs(self) -> Iterator[NodeRef]:
        for i in range(len(self.cities)):
            yield NodeRef("city", i)
        for i in range(len(self.towns)):
            yield NodeRef("town", i)
        for i in range(len(self.offboards)):
            yield NodeRef("offboard", i)

    def exits(self) -> frozenset[int]:
        """The edges track leaves by (computed once: a content never changes)."""
        cached = self.__dict__.get("_exits")
        if cached is None:
            cached = frozenset(e for p in self.paths for e in p.edges())
            self.__dict__["_exits"] = cached
        return cached

    def rotated(self, rotation: int, edges: int = 6) -> Content:
        """This content with every edge e moved to (e + rotation) mod ``edges``.

        Each rotation is computed once and kept on this content (contents never change).
        """
        r = rotation % edges
        if r == 0:
            return self
        cache: dict[tuple[int, int], Content] = self.__dict__.setdefault("_rotated", {})
        hit = cache.get((r, edges))
        if hit is None:
            hit = cache[(r, edges)] = self._turn(r, edges)
        return hit

    def _turn(self, r: int, n: int) -> Content:
        def end(e: End) -> End:
            return (e + r) % n if isinstance(e, int) else e

        def loc(x: float | None) -> float | None:
            return None if x is None else (x + r) % n

        return Content(
            self.color,
            tuple(replace(c, loc=loc(c.loc)) if c.loc is not None else c for c in self.cities),
            tuple(replace(t, loc=loc(t.loc)) if t.loc is not None else t for t in self.towns),
            tuple(replace(o, loc=loc(o.loc)) if o.loc is not None else o for o in self.offboards),
            tuple(Path(end(p.a), end(p.b), p.terminal, p.track) for p in self.paths),
            self.label,
            self.frame,
        )

    def edges_of(self, ref: NodeRef) -> tuple[int, ...]:
        """Edges a revenue centre is joined to directly."""
        out: list[int] = []
        for p in self.paths:
            if ref in (p.a, p.b):
                out.extend(p.edges())
        return tuple(sorted(set(out)))


@dataclass(frozen=True)
class TileDef:
    """A numbered tile: its printed content plus name, shape and optional upgrade cost.

    ``number`` is what the tile itself shows, when that is not its name: "" for tiles that
    carry no number (18 Lilliput's names are ours, not printed on the cards).
    """

    name: str
    content: Content
    shape: Literal["hex", "square"] = "hex"
    cost: int = 0
    terrain: str = ""
    kind: str = ""  # 18 Lilliput checkerboard type where it is not implied by the content
    notes: str = ""
    source: str = field(default="", compare=False)  # file it was read from
    # the part index of each city in 18xx.games' code for the tile (exports name a city by
    # it, e.g. "L30b-0-1"); empty when the cities are its first parts, in order
    city_parts: tuple[int, ...] = ()
    number: str | None = None

    @property
    def printed_number(self) -> str:
        """The number printed on the tile: its ``number``, else its name."""
        return self.name if self.number is None else self.number

    @property
    def color(self) -> str:
        return self.content.color

    @property
    def label(self) -> str:
        return self.content.label

    @property
    def edge_count(self) -> int:
        return 4 if self.shape == "square" else 6
