"""The company's route graph: the revenue centres it can reach and the track between them.

A *link* is one chain of tile paths from a revenue centre to the next one, through hexes
with no centre in between. At the edge between two hexes a chain crosses to the
neighbour and goes on along one path of that edge there; it never turns back into the
hex it left (no reversing at a junction), and it never leaves a path except at its ends
(no switching at a crossing).

Every link *claims* the track it uses as bits of an integer: each path (hex, index) and
each path end at an edge (hex, edge). Two paths meeting at one edge of a hex are a
junction, so two links through that junction claim the same (hex, edge) bit: a route may
not use both, and neither may two trains of one company (1824 L644, 18Mag L551).

Only the part of the board the company can reach is built: a breadth-first walk from its
stations that does not pass blocked cities or off-board areas.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from ...model.tile import Content, End, NodeRef, Path
from .model import PathStep, RouteContext, StopInfo

Node = tuple[str, NodeRef]
TrackKey = tuple[str, int] | tuple[str, str, int]  # (hex, edge) or (hex, "p", path index)


@dataclass(eq=False)
class Link:
    """One direction of a chain of track between two revenue centres (ids into the graph)."""

    id: int
    src: int
    dst: int
    steps: tuple[PathStep, ...]
    claims: int
    src_terminal: bool
    dst_terminal: bool
    rev: Link | None = field(default=None, repr=False)

    @property
    def reverse(self) -> Link:
        assert self.rev is not None
        return self.rev


@dataclass
class RouteGraph:
    """The centres (``stops``) a company reaches and the links from each (``out``)."""

    stops: list[StopInfo]
    out: list[list[Link]]
    stations: list[int]
    index: dict[Node, int]
    track_bits: int = 0  # how many bits the links' claims use

    def node(self, hex: str, ref: NodeRef) -> int | None:
        return self.index.get((hex, ref))

    def hex_steps(self) -> list[int]:
        """For each link id, how many times its track moves on to another hex."""
        out: dict[int, int] = {}
        for links in self.out:
            for link in links:
                out[link.id] = sum(
                    1 for a, b in zip(link.steps, link.steps[1:], strict=False) if a.hex != b.hex
                )
        return [out.get(i, 0) for i in range(max(out, default=-1) + 1)]


@dataclass
class Chain:
    """A chain found by the walker: the steps, the claimed track keys, where it ends."""

    steps: list[PathStep]
    keys: list[TrackKey]
    end: Node


class TrackWalker:
    """Follows track on a board. ``traversable`` filters paths (1840: broad track only)."""

    def __init__(self, ctx: RouteContext, traversable: Callable[[Path], bool]) -> None:
        self.board = ctx.board
        self.ok = traversable
        self._contents: dict[str, Content] = {}

    def content(self, hex: str) -> Content:
        c = self._contents.get(hex)
        if c is None:
            c = self.board.content(hex)
            self._contents[hex] = c
        return c

    def chains(self, hex: str, ref: NodeRef) -> Iterator[Chain]:
        """Every chain of track from the centre ``ref`` of ``hex`` to the next centre."""
        for i, p in enumerate(self.content(hex).paths):
            if ref not in (p.a, p.b) or not self.ok(p):
                continue
            other = p.b if p.a == ref else p.a
            step = PathStep(hex, i, ref, other)
            keys: list[TrackKey] = [(hex, "p", i)]
            if isinstance(other, NodeRef):
                if other != ref:
                    yield Chain([step], keys, (hex, other))
                continue
            yield from self._across(hex, other, [step], keys + [(hex, other)])

    def _across(self, hex: str, edge: int, steps: list[PathStep], keys: list[TrackKey]) -> Iterator[Chain]:
        nb = self.board.neighbour(hex, edge)
        if nb is None:
            return
        x = self.board.grid.opposite(edge)
        if (nb, x) in keys:
            return
        for j, q in enumerate(self.content(nb).paths):
            if x not in (q.a, q.b) or not self.ok(q):
                continue
            other: End = q.b if q.a == x else q.a
            step = PathStep(nb, j, x, other)
            here: list[TrackKey] = [*keys, (nb, x), (nb, "p", j)]
            if isinstance(other, NodeRef):
                yield Chain([*steps, step], here, (nb, other))
            elif (nb, other) not in here:
                yield from self._across(nb, other, [*steps, step], [*here, (nb, other)])


class _Bits:
    """Track keys -> bits of an int, assigned as they are met."""

    def __init__(self) -> None:
        self.bit: dict[TrackKey, int] = {}

    def mask(self, keys: list[TrackKey]) -> int:
        m = 0
        for k in keys:
            b = self.bit.get(k)
            if b is None:
                b = self.bit[k] = len(self.bit)
            m |= 1 << b
        return m


def station_nodes(ctx: RouteContext) -> list[Node]:
    """The company's stations as centres (a home not yet in a city counts as city 0)."""
    out = []
    for hex, city in sorted(ctx.stations):
        content = ctx.board.content(hex)
        if 0 <= city < len(content.cities):
            out.append((hex, NodeRef("city", city)))
    return out


def build_graph(
    ctx: RouteContext,
    make_stop: Callable[[str, NodeRef], StopInfo],
    traversable: Callable[[Path], bool],
    extra: Iterable[Node] = (),
) -> RouteGraph:
    """The reachable route graph of ``ctx.company`` (see the module docstring); ``extra``
    centres are walked from as well (the claim checker adds the claimed stops)."""
    walker = TrackWalker(ctx, traversable)
    bits = _Bits()
    stops: list[StopInfo] = []
    out: list[list[Link]] = []
    index: dict[Node, int] = {}
    seen: dict[tuple[int, int, int], Link] = {}

    def node_id(node: Node) -> int:
        i = index.get(node)
        if i is None:
            i = index[node] = len(stops)
            stops.append(make_stop(*node))
            out.append([])
        return i

    starts = [node_id(n) for n in station_nodes(ctx)]
    queue = [*starts, *(node_id(n) for n in extra)]
    expanded: set[int] = set()
    while queue:
        a = queue.pop()
        if a in expanded:
            continue
        expanded.add(a)
        hex, ref = stops[a].hex, stops[a].node
        for chain in walker.chains(hex, ref):
            b = node_id(chain.end)
            claims = bits.mask(chain.keys)
            key = (min(a, b), max(a, b), claims)
            if key in seen or a == b:
                continue
            first, last = chain.steps[0], chain.steps[-1]
            content_a, content_b = walker.content(first.hex), walker.content(last.hex)
            fwd = Link(
                len(seen),
                a,
                b,
                tuple(chain.steps),
                claims,
                content_a.paths[first.path].terminal,
                content_b.paths[last.path].terminal,
            )
            back = Link(
                fwd.id,
                b,
                a,
                tuple(PathStep(s.hex, s.path, s.exit, s.entry) for s in reversed(chain.steps)),
                claims,
                fwd.dst_terminal,
                fwd.src_terminal,
            )
            fwd.rev, back.rev = back, fwd
            seen[key] = fwd
            out[a].append(fwd)
            out[b].append(back)
            sb = stops[b]
            if b not in expanded and not (sb.blocked or sb.end_only or fwd.dst_terminal):
                queue.append(b)
    for links in out:
        links.sort(key=lambda link: link.id)
    return RouteGraph(stops, out, sorted(set(starts)), index, len(bits.bit))


__all__ = ["Chain", "Link", "RouteGraph", "TrackWalker", "build_graph", "station_nodes"]
