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

A train with unlimited reach (1840's trams) has too many routes to list on a dense map, so
its walk takes a ``Bound``: the most each stop can earn the train (its *ceiling*) and a
threshold. A partial route is dropped when what it holds plus every stop still reachable
from its open ends cannot beat the threshold, and only routes above it are kept; the
threshold may rise as better routes are found (``Bound.better``). Nothing that could beat
the threshold is ever dropped, so the search stays exact.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .graph import Link, RouteGraph
from .model import PathStep, Route, StopInfo

UNLIMITED = 1 << 30

_Step = tuple[int, int, int, bool, bool, int, Link]


@dataclass
class Bound:
    """Ceilings per stop (by graph id), the value to beat, and what to do with a route kept:
    ``better(route)`` returns a new threshold (or the old one)."""

    ceilings: Sequence[int]
    threshold: int
    better: Callable[[Route], int] | None = None


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
    count hexes), of at most ``cap`` stops of any kind, worth more than ``bound``'s
    threshold when one is given, and using none of the track in ``taken``."""
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
        self.best_counted: list[int] = [0]
        self.free_stops = True
        self.next_mask: list[int] = []
        self.pass_mask = 0
        self.key_mask: dict[int, int] = {}
        self.blocked = 0  # the stops on the route being grown (and their locations)

    def prepare_bound(self) -> None:
        """What the bound needs: the counted stops' ceilings, best first (summed), whether
        any stop is free, and the graph as bit masks for a quick walk."""
        bound = self.bound
        if bound is None:
            return
        n_stops = len(self.g.stops)
        ceil = bound.ceilings
        self.best_counted = [0]
        for c in sorted((ceil[n] for n in range(n_stops) if self.counts[n]), reverse=True):
            self.best_counted.append(self.best_counted[-1] + c)
        self.free_stops = any(not self.counts[n] and ceil[n] for n in range(n_stops))
        for steps in self.adj:  # richest stops first: good routes early raise the bar sooner
            steps.sort(key=lambda step: -ceil[step[1]])
        self.next_mask = [0] * n_stops
        for n, steps in enumerate(self.adj):
            for step in steps:
                self.next_mask[n] |= 1 << step[1]  # (two links may reach one stop)
        self.pass_mask = sum(1 << n for n in range(n_stops) if self.passable[n])
        for n, k in enumerate(self.keys):
            self.key_mask[k] = self.key_mask.get(k, 0) | 1 << n

    def reachable(self, tips: Sequence[int], room: int) -> int:
        """An upper bound on what a route growing from ``tips`` can still add, with ``room``
        counted stops left: the ceilings of the unused stops reachable from the tips, only
        the ``room`` best of those that count."""
        assert self.bound is not None
        if room < UNLIMITED and not self.free_stops:
            return self.best_counted[min(room, len(self.best_counted) - 1)]
        ceil, counts, next_mask = self.bound.ceilings, self.counts, self.next_mask
        frontier = 0
        for t in tips:
            frontier |= 1 << t
        passing = self.pass_mask | frontier
        out = ~self.blocked
        seen = 0
        while frontier:
            grow = 0
            f = frontier & passing
            while f:
                low = f & -f
                grow |= next_mask[low.bit_length() - 1]
                f ^= low
            frontier = grow & out & ~seen
            seen |= frontier
        free = 0
        counted: list[int] = []
        while seen:
            low = seen & -seen
            m = low.bit_length() - 1
            seen ^= low
            if counts[m]:
                counted.append(ceil[m])
            else:
                free += ceil[m]
        if room >= len(counted):
            return free + sum(counted)
        return free + sum(heapq.nlargest(room, counted))

    def keep(self, route: Route, value: int) -> None:
        bound = self.bound
        if bound is None:
            self.found.append(route)
        elif value > bound.threshold:
            self.found.append(route)
            if bound.better is not None:
                bound.threshold = max(bound.threshold, bound.better(route))

    def hopeless(self, value: int, tips: Sequence[int], counted: int) -> bool:
        bound = self.bound
        room = UNLIMITED if self.lim >= UNLIMITED else self.lim - counted
        return bound is not None and value + self.reachable(tips, room) <= bound.threshold

    def from_station(self, s: int, lower: set[int]) -> None:
        """Every route whose lowest station is ``s`` (see the module docstring)."""
        g, adj, keys, passable, lim, cap = self.g, self.adj, self.keys, self.passable, self.lim, self.cap
        stops = g.stops
        ceil = self.bound.ceilings if self.bound is not None else [0] * len(stops)
        used = [False] * (max(keys, default=0) + 1)
        used[keys[s]] = True
        key_mask = self.key_mask if self.bound is not None else {}
        self.blocked = key_mask.get(keys[s], 0)
        s_inner = passable[s] or stops[s].station and not stops[s].end_only
        arm1: list[_Step] = []

        def admit(n: int, link_claims: int, cost: int, claims: int, counted: int) -> int:
            """The counted stops once a link to ``n`` is taken, or -1 when it may not be."""
            if claims & link_claims or used[keys[n]] or n in lower or counted + cost > lim:
                return -1
            return counted + cost

        def enter(n: int) -> int:
            used[keys[n]] = True
            mark = key_mask.get(keys[n], 0)
            self.blocked |= mark
            return mark

        def leave(n: int, mark: int) -> None:
            used[keys[n]] = False
            self.blocked &= ~mark

        def grow2(
            end: int,
            came_terminal: bool,
            head: tuple[tuple[StopInfo, ...], tuple[tuple[PathStep, ...], ...]],
            tail_stops: tuple[StopInfo, ...],
            tail_legs: tuple[tuple[PathStep, ...], ...],
            claims: int,
            counted: int,
            worth: int,
            first1: int,
        ) -> None:
            if len(head[0]) + len(tail_stops) + 1 > cap or self.hopeless(worth, (end,), counted):
                return
            opening = not tail_stops
            for lid, n, lc, src_t, dst_t, cost, link in adj[end]:
                if opening:  # the second arm's first link, out of S: one orientation only
                    if arm1 and (lid <= first1 or not s_inner or src_t or arm1[0][3]):
                        continue
                elif came_terminal or src_t or not passable[end]:
                    continue
                c = admit(n, lc, cost, claims, counted)
                if c < 0:
                    continue
                mark = enter(n)
                both = claims | lc
                stops_n = tail_stops + (stops[n],)
                legs_n = tail_legs + (link.steps,)
                route = Route(head[0] + stops_n, head[1] + legs_n, both & ~self.taken, c)
                self.keep(route, worth + ceil[n])
                grow2(n, dst_t, head, stops_n, legs_n, both, c, worth + ceil[n], first1)
                leave(n, mark)

        def grow1(end: int, came_terminal: bool, claims: int, counted: int, worth: int) -> None:
            if self.hopeless(worth, (end, s), counted):
                return
            head_stops = tuple(stops[step[1]] for step in reversed(arm1)) + (stops[s],)
            head_legs = tuple(step[6].reverse.steps for step in reversed(arm1))
            first1 = arm1[0][0] if arm1 else -1
            grow2(s, False, (head_stops, head_legs), (), (), claims, counted, worth, first1)
            if len(arm1) + 2 > cap:
                return
            for step in adj[end]:
                lid, n, lc, src_t, dst_t, cost, link = step
                if arm1 and (came_terminal or src_t or not passable[end]):
                    continue
                c = admit(n, lc, cost, claims, counted)
                if c < 0:
                    continue
                mark = enter(n)
                arm1.append(step)
                grow1(n, dst_t, claims | lc, c, worth + ceil[n])
                arm1.pop()
                leave(n, mark)

        grow1(s, False, self.taken, self.counts[s], ceil[s])


__all__ = ["Bound", "enumerate_routes"]
