"""Every legal route of a train class through a company's stations, each exactly once.

A route holds at least one station. Take the station with the lowest rank on it, ``S``:
the route is two *arms* leaving ``S`` (one may be empty). The walk grows arms from ``S``
link by link, depth first; each arm it finds is a route on its own (``S`` at one end) and
is joined with every arm found before it that leaves ``S`` by another link and shares no
track and no stop with it (the two arms then run through ``S``). Earlier arms are kept in
*buckets* by their first link, richest first, so the join stops as soon as the arms left
are too poor. A route is kept only from its lowest station and in one orientation (the arm
with the lower first link id first, reversed), so no route is found twice.

Each step checks the route rules that depend on one stop or one link: the stop is allowed
for the train, its location is not on the route yet, the link's track is free, the stop
being passed is passable (not blocked, not end-only, not reached by a terminal path), and
the counted stops stay within the reach.

A walk may take a ``Bound``: the most each stop can earn the train (its *ceiling*) and the
trains (*targets*) to list routes for, each with a threshold. An arm is dropped (neither
grown nor joined later) when what it holds plus the most its end and ``S`` can still reach
(``reach.py``) cannot beat any target's threshold, and only routes above a threshold are
kept; a threshold may rise as better routes are found (``Target.better``), which makes the
walk a branch and bound for the best route. Nothing that could beat a threshold is ever
dropped, so the search stays exact.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .graph import Link, RouteGraph
from .model import Route, StopInfo
from .reach import UNLIMITED, Reach

_Step = tuple[int, int, int, bool, bool, int, Link]
# an arm with S: worth, claims, locations (bits), counted, stops, and its stops and links
_Arm = tuple[int, int, int, int, int, tuple[StopInfo, ...], tuple[Link, ...]]


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
    if taken:
        walk.adj = [[step for step in steps if not step[2] & taken] for steps in walk.adj]
    walk.prepare_bound()
    rank = {n: r for r, n in enumerate(g.stations)}
    for s in g.stations:
        if allowed[s] and counts[s] <= walk.lim:
            lower = {n for n, r in rank.items() if r < rank[s]}  # routes through these were found
            _Station(walk, s, lower).walk()
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
        self.reach: Reach | None = None
        self.targets: list[tuple[int, int, Target]] = []
        self.floor = -UNLIMITED  # the lowest threshold of any target
        self.on_route = 0  # the stops on the arm being grown (and their locations), as bits

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
        self.floor = min((t.threshold for t in bound.targets), default=UNLIMITED)

    def worth_keeping(self, worth: int, counted: int, n_stops: int) -> bool:
        """Whether a route worth ``worth`` (in ceilings) beats a target it fits."""
        if self.bound is None:
            return counted <= self.lim and n_stops <= self.cap
        return any(worth > t.threshold and counted <= lim and n_stops <= cap for lim, cap, t in self.targets)

    def keep(self, route: Route, worth: int, counted: int) -> None:
        self.found.append(route)
        n_stops = len(route.stops)
        raised = False
        for lim, cap, t in self.targets:
            if t.better is not None and counted <= lim and n_stops <= cap and worth > t.threshold:
                t.threshold = max(t.threshold, t.better(route))
                raised = True
        if raised:
            self.floor = min(t.threshold for _, _, t in self.targets)

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


class _Station:
    """The walk of the routes whose lowest station is ``s`` (see the module docstring)."""

    def __init__(self, walk: _Class, s: int, lower: set[int]) -> None:
        self.c, self.s, self.lower = walk, s, lower
        stops = walk.g.stops
        bound = walk.bound
        self.ceil = bound.ceilings if bound is not None else [0] * len(stops)
        self.used = [False] * (max(walk.keys, default=0) + 1)
        self.used[walk.keys[s]] = True
        self.key_bits = walk.reach.key_bits if walk.reach is not None else [0] * len(stops)
        walk.on_route = self.key_bits[s]
        # may a route pass through S, joining two arms?
        self.inner = walk.passable[s] or stops[s].station and not stops[s].end_only
        self.head = (stops[s],)
        # the arms that may still be joined, by first link id and counted stops, richest
        # first: (-worth, arm)
        self.buckets: dict[tuple[int, int], tuple[list[int], list[_Arm]]] = {}

    def walk(self) -> None:
        c = self.c
        self._grow(self.s, False, -1, False, 0, 0, c.counts[self.s], 1, self.ceil[self.s], (), ())

    def _grow(
        self,
        end: int,
        came_terminal: bool,
        first: int,
        first_terminal: bool,
        claims: int,
        keys: int,
        counted: int,
        n_stops: int,
        worth: int,
        arm_stops: tuple[StopInfo, ...],
        arm_links: tuple[Link, ...],
    ) -> None:
        """Every arm that goes on from the arm ending at ``end``; ``counted``, ``n_stops``
        and ``worth`` include ``S``."""
        c, s = self.c, self.s
        passing = end != s
        if passing and (came_terminal or not c.passable[end]):
            return
        stops, used, key_ids, key_bits, lower, ceil = (
            c.g.stops,
            self.used,
            c.keys,
            self.key_bits,
            self.lower,
            self.ceil,
        )
        lim, cap = c.lim, c.cap
        if n_stops + 1 > cap:
            return
        for lid, m, lc, src_t, dst_t, cost, link in c.adj[end]:
            if (passing and src_t) or claims & lc or used[key_ids[m]] or m in lower or counted + cost > lim:
                continue
            key = key_ids[m]
            used[key] = True
            mark = key_bits[m]
            c.on_route |= mark
            arm: _Arm = (
                worth + ceil[m],
                claims | lc,
                keys | 1 << key,
                counted + cost,
                n_stops + 1,
                (*arm_stops, stops[m]),
                (*arm_links, link),
            )
            lead = lid if first < 0 else first
            lead_terminal = src_t if first < 0 else first_terminal
            if self._found(lead, lead_terminal, m, arm) and not dst_t:
                w, cl, ks, ct, ns, arm_s, arm_l = arm
                self._grow(m, dst_t, lead, lead_terminal, cl, ks, ct, ns, w, arm_s, arm_l)
            used[key] = False
            c.on_route &= ~mark

    def _found(self, lead: int, lead_terminal: bool, m: int, arm: _Arm) -> bool:
        """Keep the routes ``arm`` (first link ``lead``, ending at ``m``) makes, alone and
        joined with the arms found before; whether it may still matter."""
        c = self.c
        worth, claims, keys, counted, n_stops, arm_stops, arm_links = arm
        if c.worth_keeping(worth, counted, n_stops):
            c.keep(
                Route(self.head + arm_stops, tuple(lk.steps for lk in arm_links), claims, counted),
                worth,
                counted,
            )
        joins = self.inner and not lead_terminal
        if joins:
            self._join(lead, arm)
        if c.hopeless(worth, (m, self.s), counted, n_stops):
            return False
        if joins:
            negs, arms = self.buckets.setdefault((lead, counted), ([], []))
            at = bisect_right(negs, -worth)
            negs.insert(at, -worth)
            arms.insert(at, arm)
        return True

    def _join(self, lead: int, arm: _Arm) -> None:
        """Keep the routes that run ``arm`` and an earlier arm through ``S``."""
        c, s = self.c, self.s
        worth, claims, keys, counted, n_stops, arm_stops, arm_links = arm
        base_worth, base_counted = self.ceil[s], c.counts[s]
        lim, cap = c.lim, c.cap
        targets = c.targets
        for (other, counted2), (negs, arms) in self.buckets.items():
            if other == lead:
                continue
            total_counted = counted + counted2 - base_counted
            if total_counted > lim:
                continue
            if targets:
                floor = min((t.threshold for tl, _, t in targets if total_counted <= tl), default=UNLIMITED)
            else:
                floor = -UNLIMITED
            for i in range(len(arms)):
                if -negs[i] <= floor - worth + base_worth:
                    break
                w2, claims2, keys2, _, n2, stops2, links2 = arms[i]
                if claims & claims2 or keys & keys2:
                    continue
                total_stops = n_stops + n2 - 1
                total = worth + w2 - base_worth
                if total_stops > cap or not c.worth_keeping(total, total_counted, total_stops):
                    continue
                lo_stops, lo_links, hi_stops, hi_links = (
                    (arm_stops, arm_links, stops2, links2)
                    if lead < other
                    else (stops2, links2, arm_stops, arm_links)
                )
                route = Route(
                    (*reversed(lo_stops), *self.head, *hi_stops),
                    (*(lk.reverse.steps for lk in reversed(lo_links)), *(lk.steps for lk in hi_links)),
                    claims | claims2,
                    total_counted,
                )
                c.keep(route, total, total_counted)
                if targets:
                    floor = min(
                        (t.threshold for tl, _, t in targets if total_counted <= tl), default=UNLIMITED
                    )


__all__ = ["Bound", "Target", "enumerate_routes"]
