"""Why no legal track joins two claimed stops: the relaxation a claim would need.

The route graph only holds legal chains of track. When a claim names two consecutive stops
that no legal chain joins, this walk looks for track that would join them if one rule were
broken, and names that rule:

- ``route.skips-stop``: the track passes another revenue centre (stops may not be skipped);
- ``route.reverse``: the track turns back at a junction (two paths meeting at one edge);
- ``route.crossing``: the track changes tracks where two paths cross on a tile;
- ``route.no-track``: no track joins them at all.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from ...model.tile import End, NodeRef, Path
from .graph import Node, TrackWalker
from .model import RouteContext

# A walker state: in ``hex``, on path ``path``, heading for its end ``to``.
State = tuple[str, int, End]


def _crosses(p: Path, q: Path) -> bool:
    """Two edge-to-edge paths that share no end but cross (their edges interleave)."""
    if len(p.edges()) != 2 or len(q.edges()) != 2 or set(p.edges()) & set(q.edges()):
        return False
    a, b = sorted(p.edges())
    inside = [a < e < b for e in q.edges()]
    return inside[0] != inside[1]


def needed_relaxation(
    ctx: RouteContext, traversable: Callable[[Path], bool], start: Node, goal: Node, *, skip_ok: bool = True
) -> str:
    """The rule a chain of track from ``start`` to ``goal`` must break (see module doc)."""
    walker = TrackWalker(ctx, traversable)
    board = ctx.board
    best: dict[State, int] = {}
    found: set[str] = set()
    queue: deque[tuple[State, frozenset[str]]] = deque()

    def push(state: State, broken: frozenset[str]) -> None:
        if len(broken) > 1:
            return
        if state in best and best[state] <= len(broken):
            return
        best[state] = len(broken)
        queue.append((state, broken))

    hex0, ref0 = start
    for i, p in enumerate(walker.content(hex0).paths):
        if ref0 in (p.a, p.b) and traversable(p):
            push((hex0, i, p.b if p.a == ref0 else p.a), frozenset())
    while queue:
        (hex, i, to), broken = queue.popleft()
        content = walker.content(hex)
        if isinstance(to, NodeRef):
            if (hex, to) == goal:
                found |= broken or {"ok"}
                continue
            if skip_ok and (hex, to) != start:
                for j, q in enumerate(content.paths):
                    if j != i and to in (q.a, q.b) and traversable(q):
                        push((hex, j, q.b if q.a == to else q.a), broken | {"route.skips-stop"})
            continue
        for j, q in enumerate(content.paths):  # turning back at a junction
            if j != i and to in (q.a, q.b) and traversable(q):
                push((hex, j, q.b if q.a == to else q.a), broken | {"route.reverse"})
        nb = board.neighbour(hex, to)
        if nb is None:
            continue
        x = board.grid.opposite(to)
        ncontent = walker.content(nb)
        for j, q in enumerate(ncontent.paths):
            if x not in (q.a, q.b) or not traversable(q):
                continue
            push((nb, j, q.b if q.a == x else q.a), broken)
            for k, r in enumerate(ncontent.paths):  # changing tracks at a crossing
                if k != j and traversable(r) and _crosses(q, r):
                    for end in (r.a, r.b):
                        push((nb, k, end), broken | {"route.crossing"})
    for rule in ("ok", "route.skips-stop", "route.reverse", "route.crossing"):
        if rule in found:
            return rule
    return "route.no-track"


__all__ = ["needed_relaxation"]
