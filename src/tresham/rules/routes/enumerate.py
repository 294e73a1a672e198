"""Every legal route of a train class through a company's stations, each exactly once.

A route holds at least one station. Take the station with the lowest rank on it, ``S``:
the route is two *arms* leaving ``S`` (one may be empty). The walk grows the first arm
link by link and, at every length, grows the second arm from ``S`` again. A route is kept
only in one orientation (the second arm non-empty, and starting with a higher link id
than the first arm) and only from its lowest station, so no route is found twice and no
set of routes has to be remembered.

Each step checks the route rules that depend on one stop or one link: the stop is allowed
for the train, its location is not on the route yet, the link's track is free, the stop
being passed is passable (not blocked, not end-only, not reached by a terminal path), and
the counted stops stay within the reach.

A walk may take a ``Bound``: the most each stop can earn the train (its *ceiling*) and a
threshold. A partial route is dropped when what it holds plus the most its open ends can
still reach (``reach.py``) cannot beat the threshold, and only routes above it are kept;
the threshold may rise as better routes are found (``Bound.better``), which makes the walk
a branch and bound for the best route. Nothing that could beat the threshold is ever
dropped, so the search stays exact.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .graph import Link, RouteGraph
from .model import PathStep, Route, StopInfo
from .reach import UNLIMITED, Reach

_Step = tuple[int, int, int, bool, bool, int, Link]


@dataclass
class Target:
    """One kind of train a bounded walk lists routes for: its reach and its cap on stops of
    any kind (None: unlimited), and the value its routes must beat. ``better(route)``, when
    given, is told of every route kept for it and returns a new threshold."""

    reach: int | None
    cap: int | None
    threshold: int
    better: Callable[[Route], int] | None = None


@dataclass
class Bound:
    """Ceilings per stop (by graph id) and the trains to list routes for."""

    ceilings: Sequence[int]
    targets: list[Target]


def enumerate_routes(
    g: RouteGraph,
    allowed: Sequence[int],
    counts: Sequence[int],
    limit: int | None,
    link_costs: Sequence[int] | None = None,
    cap: int | None = None,
    bound: Bound | None = None,
    taken: int = 0,
) -> list[Route]:
    """All routes of at least two stops within ``limit`` (None: unlimited), counting
    ``counts`` per stop plus ``link_costs`` per link (by link id; 1862's freight trains
    count hexes), of at most ``cap`` stops of any kind, using none of the track in
    ``taken``; with a ``bound``, only those that fit a target and may beat its threshold."""
    walk = _Class(g, allowed, counts, limit, link_costs, cap, bound)
    walk.taken = taken
    walk.prepare_bound()
    rank = {n: r for r, n in enumerate(g.stations)}
    for s in g.stations:
        if allowed[s] and counts[s] <= walk.lim:
            lower = {n for n, r in rank.items() if r < rank[s]}  # routes through these were found
            walk.from_station(s, lower)
    return walk.found


class _Class:
    """What the walk of one train class knows: the links it may take from each stop."""

    def __init__(
        self,
        g: RouteGraph,
        allowed: Sequence[int],
        counts: Sequence[int],
        limit: int | None,
        link_costs: Sequence[int] | None,
        cap: int | None,
        bound: Bound | None,
    ) -> None:
        self.g, self.counts, self.bound = g, counts, bound
        self.lim = UNLIMITED if limit is None else limit
        self.cap = UNLIMITED if cap is None else cap
        key_ids: dict[str, int] = {}
        self.keys = [key_ids.setdefault(s.key, len(key_ids)) for s in g.stops]
        self.passable = [not (s.blocked or s.end_only) for s in g.stops]
        # per stop: (link id, destination, claims, leaves by a terminal path, arrives by
        # one, cost, link) for every link the class may take
        self.adj: list[list[_Step]] = [
            [
                (
                    lk.id,
                    lk.dst,
                    lk.claims,
                    lk.src_terminal,
                    lk.dst_terminal,
                    counts[lk.dst] + (link_costs[lk.id] if link_costs is not None else 0),
                    lk,
                )
                for lk in links
                if allowed[lk.dst]
            ]
            for links in g.out
        ]
        self.found: list[Route] = []
        self.taken = 0
        self.reach: Reach | None = None
        self.targets: list[tuple[int, int, Target]] = []
        self.on_route = 0  # the stops on the route being grown (and their locations), as bits

    def prepare_bound(self) -> None:
        """What the bound needs (``reach.py``), and the richest stops first in every list:
        good routes found early raise the bar sooner."""
        bound = self.bound
        if bound is None:
            return
        ceil = bound.ceilings
        for steps in self.adj:
            steps.sort(key=lambda step: -ceil[step[1]])
        targets = [[(step[1], step[5]) for step in steps] for steps in self.adj]
        self.reach = Reach(targets, self.passable, ceil, self.counts, self.keys, self.lim)
        self.targets = [
            (UNLIMITED if t.reach is None else t.reach, UNLIMITED if t.cap is None else t.cap, t)
            for t in bound.targets
        ]

    def worth_keeping(self, worth: int, counted: int, n_stops: int) -> bool:
        """Whether a route worth ``worth`` (in ceilings) beats a target it fits."""
        return any(worth > t.threshold and counted <= lim and n_stops <= cap for lim, cap, t in self.targets)

    def keep(self, route: Route, worth: int, counted: int) -> None:
        self.found.append(route)
        n_stops = len(route.stops)
        for lim, cap, t in self.targets:
            if t.better is not None and counted <= lim and n_stops <= cap and worth > t.threshold:
                t.threshold = max(t.threshold, t.better(route))

    def hopeless(self, worth: int, tips: Sequence[int], counted: int, n_stops: int) -> bool:
        """Whether no longer route, worth ``worth`` so far (in ceilings) and open at
        ``tips``, can beat a target it fits."""
        reach = self.reach
        if reach is None:
            return False
        for lim, cap, t in self.targets:
            if counted > lim or n_stops >= cap:
                continue
            room, cap_room, need = lim - counted, cap - n_stops, t.threshold - worth
            if reach.cheap(room, cap_room) > need and reach.gain(tips, room, cap_room, self.on_route) > need:
                return False
        return True

    def from_station(self, s: int, lower: set[int]) -> None:
        """Every route whose lowest station is ``s`` (see the module docstring)."""
        g, adj, keys, passable, lim, cap = self.g, self.adj, self.keys, self.passable, self.lim, self.cap
        stops, bound, reach = g.stops, self.bound, self.reach
        ceil = bound.ceilings if bound is not None else [0] * len(stops)
        used = [False] * (max(keys, default=0) + 1)
        used[keys[s]] = True
        key_bits = reach.key_bits if reach is not None else [0] * len(stops)
        self.on_route = key_bits[s]
        s_inner = passable[s] or stops[s].station and not stops[s].end_only
        arm1: list[_Step] = []

        def admit(n: int, link_claims: int, cost: int, claims: int, counted: int) -> int:
            """The counted stops once a link to ``n`` is taken, or -1 when it may not be."""
            if claims & link_claims or used[keys[n]] or n in lower or counted + cost > lim:
                return -1
            return counted + cost

        def grow2(
            end: int,
            head: tuple[tuple[StopInfo, ...], tuple[tuple[PathStep, ...], ...]],
            tail_stops: tuple[StopInfo, ...],
            tail_legs: tuple[tuple[PathStep, ...], ...],
            claims: int,
            counted: int,
            worth: int,
            first1: int,
        ) -> None:
            """Grow the second arm from ``end``, which a route may leave (or pass)."""
            n_stops = len(head[0]) + len(tail_stops)
            opening = not tail_stops
            for lid, n, lc, src_t, dst_t, cost, link in adj[end]:
                if opening:  # the second arm's first link, out of S: one orientation only
                    if arm1 and (lid <= first1 or not s_inner or src_t or arm1[0][3]):
                        continue
                elif src_t:
                    continue
                c = admit(n, lc, cost, claims, counted)
                if c < 0:
                    continue
                w = worth + ceil[n]
                keeping = bound is None or self.worth_keeping(w, c, n_stops + 1)
                growing = not dst_t and passable[n] and n_stops + 2 <= cap
                if not (keeping or growing):
                    continue
                used[keys[n]] = True
                mark = key_bits[n]
                self.on_route |= mark
                if growing and self.hopeless(w, (n,), c, n_stops + 1):
                    growing = False
                if keeping or growing:
                    stops_n = tail_stops + (stops[n],)
                    legs_n = tail_legs + (link.steps,)
                    if keeping:
                        route = Route(head[0] + stops_n, head[1] + legs_n, (claims | lc) & ~self.taken, c)
                        self.keep(route, w, c)
                    if growing:
                        grow2(n, head, stops_n, legs_n, claims | lc, c, w, first1)
                used[keys[n]] = False
                self.on_route &= ~mark

        def grow1(end: int, came_terminal: bool, claims: int, counted: int, worth: int) -> None:
            if self.hopeless(worth, (end, s), counted, len(arm1) + 1):
                return
            head_stops = tuple(stops[step[1]] for step in reversed(arm1)) + (stops[s],)
            head_legs = tuple(step[6].reverse.steps for step in reversed(arm1))
            first1 = arm1[0][0] if arm1 else -1
            if len(arm1) + 2 <= cap:
                grow2(s, (head_stops, head_legs), (), (), claims, counted, worth, first1)
            if len(arm1) + 2 > cap:
                return
            for step in adj[end]:
                lid, n, lc, src_t, dst_t, cost, link = step
                if arm1 and (came_terminal or src_t or not passable[end]):
                    continue
                c = admit(n, lc, cost, claims, counted)
                if c < 0:
                    continue
                used[keys[n]] = True
                mark = key_bits[n]
                self.on_route |= mark
                arm1.append(step)
                grow1(n, dst_t, claims | lc, c, worth + ceil[n])
                arm1.pop()
                used[keys[n]] = False
                self.on_route &= ~mark

        grow1(s, False, self.taken, self.counts[s], ceil[s])


__all__ = ["Bound", "Target", "enumerate_routes"]
