"""Walking a company's track: the one walk that building, tokens and routes share.

A walk starts at stations and follows track a trace may run on. A route may enter a city
whose every slot holds another company's token but may not pass through it; off-board areas
and terminal paths end a route; a route never reverses at a junction (it leaves a tile only
by the paths of the edge it arrived on).

``trace`` walks the track once and answers with a ``Network``: the paths reached in each
hex, the revenue centres entered, and the edges by which a trace *arrives* in each hex. The
arrivals answer "does this new tile connect?" without walking again: a tile laid on a hex
is reached exactly when a trace arrives over an edge the tile has track on (or the hex
holds a station), because every trace up to its first arrival in that hex runs over other
hexes, which the lay does not change. ``rules.network`` keeps networks on boards and
carries them over; a question about one goal (a city to put a token in, track to reach)
walks only towards it (``rules.goal_walk``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from ..model.tile import Content, End, NodeRef, Path
from .board import Board
from .near import beyond_rows

Station = tuple[str, int | None]  # (hex, city index; None: a home whose city is not known yet)
Traversable = Callable[[Path], bool]
Item = (
    tuple[str, NodeRef, bool] | tuple[str, int]
)  # a centre to pass (hex, node, start) or an exit (hex, edge)


def any_path(p: Path) -> bool:
    return True


def city_full_for(board: Board, hex: str, city: int, company: str) -> bool:
    """A city every slot of which holds another company's token: no passing through."""
    here = board.tokens_at(hex)
    if not here:
        return False
    toks = [t for t in here if t.city == city]
    if not toks or any(t.company == company for t in toks):
        return False
    return len(toks) >= board.city_slots(hex, city)


Step = tuple[int, End, bool]  # a path a trace may run on: (index, other end, terminal)


def path_ends(content: Content, traversable: Traversable) -> dict[End, tuple[Step, ...]]:
    """For each end (edge or centre) of the paths of ``content`` a trace may run on: (path
    index, other end, terminal). Built once per content and kind of trace, and kept on the
    content (contents never change)."""
    kept: dict[Traversable, dict[End, tuple[Step, ...]]] = content.__dict__.setdefault("_ends", {})
    found = kept.get(traversable)
    if found is None:
        ends: dict[End, list[Step]] = {}
        for i, p in enumerate(content.paths):
            if not traversable(p):
                continue
            ends.setdefault(p.a, []).append((i, p.b, p.terminal))
            if p.b != p.a:
                ends.setdefault(p.b, []).append((i, p.a, p.terminal))
        found = kept[traversable] = {k: tuple(v) for k, v in ends.items()}
    return found


def track_edges(content: Content, traversable: Traversable) -> frozenset[int]:
    """The edges the paths of ``content`` a trace may run on reach (kept like ``path_ends``)."""
    kept: dict[Traversable, frozenset[int]] | None = content.__dict__.get("_track_edges")
    if kept is None:
        kept = content.__dict__["_track_edges"] = {}
    found = kept.get(traversable)
    if found is None:
        found = kept[traversable] = frozenset(
            e for e in path_ends(content, traversable) if isinstance(e, int)
        )
    return found


_CITIES: dict[int, NodeRef] = {}


def city_node(index: int) -> NodeRef:
    """The city ``index`` of a hex (one ``NodeRef`` per index, made once: a frozen dataclass
    is slow to make)."""
    found = _CITIES.get(index)
    if found is None:
        found = _CITIES[index] = NodeRef("city", index)
    return found


@dataclass
class Network:
    """What a walk reached: paths (by index) per hex, centres entered, arrivals per hex.

    ``passed`` (the centres the walk went through) and ``exits`` (the edges it left a hex
    by) let a later board's walk go on from here."""

    paths: dict[str, set[int]] = field(default_factory=dict)
    nodes: dict[str, set[NodeRef]] = field(default_factory=dict)
    arrivals: dict[str, set[int]] = field(default_factory=dict)
    passed: dict[str, set[NodeRef]] = field(default_factory=dict)
    exits: dict[str, set[int]] = field(default_factory=dict)

    def entered(self, hex: str, node: NodeRef) -> bool:
        """Whether a trace reaches the centre ``node`` of ``hex``."""
        return node in self.nodes.get(hex, ())

    def copy(self) -> Network:
        return Network(
            {h: set(s) for h, s in self.paths.items()},
            {h: set(s) for h, s in self.nodes.items()},
            {h: set(s) for h, s in self.arrivals.items()},
            {h: set(s) for h, s in self.passed.items()},
            {h: set(s) for h, s in self.exits.items()},
        )

    def forget(self, hex: str) -> None:
        """Drop what the walk found in ``hex`` (but how traces arrive there)."""
        for part in (self.paths, self.nodes, self.passed, self.exits):
            part.pop(hex, None)


class Walk:
    """One walk over a board, filling ``net``; ``run`` may be called again with more to walk."""

    def __init__(self, board: Board, company: str, traversable: Traversable, net: Network) -> None:
        self.board = board
        self.company = company
        self.ok = traversable
        self.net = net
        self.tables: dict[str, dict[End, tuple[Step, ...]]] = {}

    def ends(self, h: str) -> dict[End, tuple[Step, ...]]:
        """The paths of ``h`` a trace may run on, by end (see ``path_ends``)."""
        found = self.tables.get(h)
        if found is None:
            content = self.board.content(h)
            kept = content.__dict__.get("_ends")  # (as path_ends keeps them)
            found = kept.get(self.ok) if kept is not None else None
            if found is None:
                found = path_ends(content, self.ok)
            self.tables[h] = found
        return found

    def starts(self, starts: Sequence[Station]) -> list[Item]:
        """Begin a walk at ``starts``: what is left to walk. A station's city is an item of
        its own, passed when it is walked (a route may leave it even by a terminal path); a
        home whose city is not known yet reaches all of its hex at once."""
        items: list[Item] = []
        net = self.net
        for h, city in starts:
            c = self.board.content(h)
            if city is not None and city < len(c.cities):
                items.append((h, city_node(city), True))
                continue
            for i, p in enumerate(c.paths):  # a home with no city yet: all of the hex
                if self.ok(p):
                    net.paths.setdefault(h, set()).add(i)
                    items.extend((h, e) for e in p.edges())
            for node in c.node_refs():
                net.nodes.setdefault(h, set()).add(node)
                items.append((h, node, True))
        return items

    def arrivals_again(self, hex: str, stack: list[Item]) -> None:
        """Walk ``hex`` again from every edge traces arrive in it over (its track changed):
        the exits beyond that lead in are taken again."""
        exits_of = self.net.exits
        rows, neighbours = beyond_rows(self.board)
        edges = self.board.grid.edges
        for edge in sorted(self.net.arrivals.get(hex, ())):
            row = rows.get(hex)
            nb = (row if row is not None else neighbours(hex))[edge]
            if nb is not None:
                oe = (edge + edges // 2) % edges
                exits_of.get(nb, set()).discard(oe)
                stack.append((nb, oe))

    def run(self, stack: list[Item]) -> None:
        """Walk until nothing is left.

        An exit item ``(hex, edge)``: a trace leaves the hex there and arrives in the hex
        beyond, where it runs on the paths of that edge. A centre item ``(hex, centre,
        start)``: a trace goes on from the centre by its paths (a station's city by terminal
        paths too). A trace entering a centre may end there; it goes on unless the centre is
        an off-board, was entered by a terminal path, or is a city full of other companies'
        tokens.
        """
        net, board, company = self.net, self.board, self.company
        passed_of, exits_of, arrivals = net.passed, net.exits, net.arrivals
        paths_of, nodes_of = net.paths, net.nodes
        rows, neighbours = beyond_rows(board)
        edges = board.grid.edges
        half = edges // 2
        while stack:
            item = stack.pop()
            if len(item) == 3:  # a centre: a trace leaves it
                h, node, start = item
                passed = passed_of.get(h)
                if passed is None:
                    passed = passed_of[h] = set()
                elif node in passed and not start:
                    continue
                passed.add(node)
                if start:  # a station's city is reached where it stands
                    nodes = nodes_of.get(h)
                    if nodes is None:
                        nodes_of[h] = {node}
                    else:
                        nodes.add(node)
                steps = self.ends(h).get(node)
                leaving = True
            else:  # an exit: a trace arrives in the hex beyond
                h, e = item
                exits = exits_of.get(h)
                if exits is None:
                    exits_of[h] = {e}
                elif e in exits:
                    continue
                else:
                    exits.add(e)
                row = rows.get(h)
                nb = (row if row is not None else neighbours(h))[e]
                if nb is None:
                    continue
                h, e = nb, (e + half) % edges
                came = arrivals.get(h)
                if came is None:
                    arrivals[h] = {e}
                else:
                    came.add(e)
                steps = self.ends(h).get(e)
                leaving = start = False
            if not steps:
                continue
            paths = paths_of.get(h)
            for i, other, terminal in steps:
                if terminal and leaving and not start:
                    continue
                if paths is None:
                    paths = paths_of[h] = set()
                paths.add(i)
                if isinstance(other, int):
                    stack.append((h, other))
                    continue
                nodes = nodes_of.get(h)  # a trace enters a centre
                if nodes is None:
                    nodes_of[h] = {other}
                else:
                    nodes.add(other)
                if (
                    other.kind == "offboard"
                    or (terminal and not leaving)
                    or other in passed_of.get(h, ())
                    or (other.kind == "city" and city_full_for(board, h, other.index, company))
                ):
                    continue
                stack.append((h, other, False))


def trace(
    board: Board,
    company: str,
    starts: Sequence[Station],
    traversable: Traversable | None = None,
) -> Network:
    """Walk the track reachable from ``starts`` by legal building traces (see the module).

    A city full of other companies' tokens can be entered but not passed; off-boards and
    terminal paths end a trace; no reversing at a junction (a trace arriving over an edge
    continues on the paths of that edge only).
    """
    net = Network()
    walk = Walk(board, company, traversable or any_path, net)
    walk.run(walk.starts(starts))
    return net


def walk_within(
    board: Board, hex: str, content: Content, company: str, entries: set[int], traversable: Traversable
) -> Iterator[tuple[int, NodeRef | None]]:
    """The paths of ``content`` (on ``hex`` of ``board``) a trace runs on after arriving over
    ``entries``: (path index, the centre it leads to or None), in walking order. A trace
    passes a centre unless it is a city full of other companies' tokens or an off-board."""
    stack: list[int | NodeRef] = list(entries)
    seen: set[int | NodeRef] = set(entries)
    while stack:
        end = stack.pop()
        for i, p in enumerate(content.paths):
            if end not in (p.a, p.b) or not traversable(p):
                continue
            other = p.b if p.a == end else p.a
            if isinstance(other, int):
                yield i, None
                continue
            yield i, other
            passable = other.kind == "town" or (
                other.kind == "city" and not city_full_for(board, hex, other.index, company)
            )
            if passable and other not in seen:
                seen.add(other)
                stack.append(other)


__all__ = [
    "Network",
    "Station",
    "Traversable",
    "Walk",
    "any_path",
    "path_ends",
    "city_full_for",
    "city_node",
    "track_edges",
    "trace",
    "walk_within",
]
