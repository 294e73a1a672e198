"""A company's network: where its track starts, and which track it can reach from there.

Building, tokens and routes all ask the same question: is this piece of track on a legal
route from one of the company's stations? A route may enter a city whose every slot holds
another company's token but may not pass through it; off-board areas and terminal paths
end a route; a route never reverses at a junction (it leaves a tile only by the paths of the
edge it arrived on).

``trace`` walks the track once and answers with a ``Network``: the paths reached in each
hex, the revenue centres entered, and the edges by which a trace *arrives* in each hex. The
arrivals answer "does this new tile connect?" without walking again: a tile laid on a hex
is reached exactly when a trace arrives over an edge the tile has track on (or the hex
holds a station), because every trace up to its first arrival in that hex runs over other
hexes, which the lay does not change. A walk may stop at a ``Goal`` (a city to put a token
in, track to reach); a complete network is kept on the board, which never changes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..model.tile import Content, NodeRef, Path
from .board import Board

Station = tuple[str, int | None]  # (hex, city index; None: a home whose city is not known yet)
Traversable = Callable[[Path], bool]


def _any_path(p: Path) -> bool:
    return True


def city_full_for(board: Board, hex: str, city: int, company: str) -> bool:
    """A city every slot of which holds another company's token: no passing through."""
    toks = [t for t in board.tokens_at(hex) if t.city == city]
    if not toks or any(t.company == company for t in toks):
        return False
    return len(toks) >= board.city_slots(hex, city)


def stations(board: Board, company: str) -> list[Station]:
    """Where a company's network starts: its tokens, and its home while its home token is
    not placed yet (a home counts as a station from the start of play)."""
    out: list[Station] = [(t.hex, t.city) for t in board.tokens_of(company)]
    out += [(t.hex, None if t.city < 0 else t.city) for t in board.homes if t.company == company]
    return out


@dataclass(frozen=True)
class Goal:
    """Where a walk may stop: entering ``node`` of ``hex``, or arriving in ``hex`` over one
    of ``edges``."""

    hex: str
    node: NodeRef | None = None
    edges: frozenset[int] = frozenset()


@dataclass
class Network:
    """What a walk reached: paths (by index) per hex, centres entered, arrivals per hex.

    ``complete`` is False when the walk stopped at its goal (``reached_goal``)."""

    paths: dict[str, set[int]] = field(default_factory=dict)
    nodes: set[tuple[str, NodeRef]] = field(default_factory=set)
    arrivals: dict[str, set[int]] = field(default_factory=dict)
    complete: bool = True
    reached_goal: bool = False

    def arrives(self, hex: str, content: Content, traversable: Traversable) -> bool:
        """Whether a trace arriving in ``hex`` finds track of ``content`` to run on."""
        edges = self.arrivals.get(hex)
        if not edges:
            return False
        return any(
            traversable(p)
            and ((isinstance(p.a, int) and p.a in edges) or (isinstance(p.b, int) and p.b in edges))
            for p in content.paths
        )


def trace(
    board: Board,
    company: str,
    starts: list[Station],
    traversable: Traversable | None = None,
    goal: Goal | None = None,
) -> Network:
    """Walk the track reachable from ``starts`` by legal building traces (see the module).

    A city full of other companies' tokens can be entered but not passed; off-boards and
    terminal paths end a trace; no reversing at a junction (a trace arriving over an edge
    continues on the paths of that edge only).
    """
    ok = traversable or _any_path
    net = Network()
    reached, nodes, arrivals = net.paths, net.nodes, net.arrivals
    seen_edges: set[tuple[str, int]] = set()
    # one stack, in trace order: (hex, node, is_start) for a centre, (hex, edge) for an exit
    stack: list[tuple[str, NodeRef, bool] | tuple[str, int]] = []
    contents: dict[str, Content] = {}
    goal_hex = goal.hex if goal is not None else None

    def content(h: str) -> Content:
        c = contents.get(h)
        if c is None:
            c = contents[h] = board.content(h)
        return c

    def visit_node(h: str, node: NodeRef, start: bool = False, via_terminal: bool = False) -> bool:
        """Enter a centre; True when that is the goal."""
        if (h, node) in nodes:
            return False
        nodes.add((h, node))
        if h == goal_hex and goal is not None and goal.node == node:
            return True
        if start:
            stack.append((h, node, True))
        elif node.kind == "offboard" or via_terminal:
            pass  # a terminus: the trace may end here but not pass
        elif not (node.kind == "city" and city_full_for(board, h, node.index, company)):
            stack.append((h, node, False))
        return False

    def stop() -> Network:
        net.complete = False
        net.reached_goal = True
        return net

    for h, city in starts:
        c = content(h)
        if city is not None and city < len(c.cities):
            if visit_node(h, NodeRef("city", city), start=True):
                return stop()
        else:  # a home with no city yet: all of the hex counts as reached
            for node in c.node_refs():
                if visit_node(h, node, start=True):
                    return stop()
            for i, p in enumerate(c.paths):
                if ok(p):
                    reached.setdefault(h, set()).add(i)
                    stack.extend((h, e) for e in p.edges())

    while stack:
        item = stack.pop()
        if len(item) == 3:
            h, node, start = item
            for i, p in enumerate(content(h).paths):
                if node not in (p.a, p.b) or not ok(p) or (p.terminal and not start):
                    continue
                reached.setdefault(h, set()).add(i)
                other = p.b if p.a == node else p.a
                if isinstance(other, int):
                    stack.append((h, other))
                elif visit_node(h, other):
                    return stop()
            continue
        h, e = item
        if (h, e) in seen_edges:
            continue
        seen_edges.add((h, e))
        nb = board.neighbour(h, e)
        if nb is None:
            continue
        oe = board.grid.opposite(e)
        arrivals.setdefault(nb, set()).add(oe)
        if nb == goal_hex and goal is not None and oe in goal.edges:
            return stop()
        for i, p in enumerate(content(nb).paths):
            if oe not in (p.a, p.b) or not ok(p):
                continue
            reached.setdefault(nb, set()).add(i)
            other = p.b if p.a == oe else p.a
            if isinstance(other, int):
                stack.append((nb, other))
            elif visit_node(nb, other, via_terminal=p.terminal):
                return stop()
    return net


def network(board: Board, company: str, traversable: Traversable, goal: Goal | None = None) -> Network:
    """The company's network on ``board`` from its stations, kept on the board.

    With a ``goal`` and nothing kept yet, the first question walks only until the goal; a
    second question about the same company on the same board walks everything once and
    keeps it (``legal`` asks hundreds of questions of one board).
    """
    key = ("network", company, traversable)
    memo = board.memo
    kept = memo.get(key)
    if isinstance(kept, Network):
        return kept
    if goal is not None and kept is None:
        memo[key] = "asked"
        return trace(board, company, stations(board, company), traversable, goal)
    net = trace(board, company, stations(board, company), traversable)
    memo[key] = net
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


def reachable_paths(
    board: Board,
    company: str,
    starts: list[Station],
    traversable: Traversable | None = None,
) -> dict[str, set[int]]:
    """Paths (by index, per hex) reached from ``starts`` by legal track, as a building trace."""
    return trace(board, company, starts, traversable).paths


__all__ = [
    "Goal",
    "Network",
    "Station",
    "city_full_for",
    "network",
    "reachable_paths",
    "stations",
    "trace",
    "walk_within",
]
