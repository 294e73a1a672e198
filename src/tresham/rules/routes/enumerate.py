"""Every legal route of a train class through a company's stations, each exactly once.

A route holds at least one station. Take the station with the lowest rank on it, ``S``:
the route is two *arms* leaving ``S`` (one may be empty). The walk grows arms from ``S``
link by link, depth first; each arm it finds is a route on its own (``S`` at one end) and
is joined with every arm found before it that leaves ``S`` by another link and shares no
track and no stop with it (the two arms then run through ``S``). Earlier arms are kept as
a tree per first link (an arm's parent is the arm one stop shorter), each subtree noting
its richest arm by counted stops, so a join skips a whole subtree as soon as its arms would
share track or a location, count too many stops, or earn too little. A route is kept only
from its lowest station and in one orientation (the arm with the lower first link id
first, reversed), so no route is found twice.

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

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .graph import Link, RouteGraph
from .model import Route, StopInfo
from .reach import UNLIMITED, Reach

_Step = tuple[int, int, int, bool, bool, int, Link]
RANK_LIMIT = 16  # counted stops beyond this share one richest arm per subtree


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
    until: Callable[[Route], bool] | None = None,
) -> list[Route]:
    """All routes of at least two stops within ``limit`` (None: unlimited), counting
    ``counts`` per stop plus ``link_costs`` per link (by link id; 1862's freight trains
    count hexes), of at most ``cap`` stops of any kind, using none of the track in
    ``taken``; with a ``bound``, only those that fit a target and may beat its threshold.
    With ``until``, the walk ends at the first route found for which it is true."""
    walk = _Class(g, allowed, counts, limit, link_costs, cap, bound)
    walk.until = until
    if taken:
        walk.adj = [[step for step in steps if not step[2] & taken] for steps in walk.adj]
    walk.prepare_bound()
    rank = {n: r for r, n in enumerate(g.stations)}
    try:
        for s in g.stations:
            if allowed[s] and counts[s] <= walk.lim:
                lower = {n for n, r in rank.items() if r < rank[s]}  # routes through these were found
                _Station(walk, s, lower).walk()
    except _Enough:
        pass
    return walk.found


class _Enough(Exception):
    """Raised in a walk when ``until`` is met by a route: nothing more is wanted."""


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
        self.floors: list[int] = []  # by counted stops: the lowest threshold of a target that fits
        self.floor = -UNLIMITED  # the lowest threshold of any target
        self.on_route = 0  # the stops on the arm being grown (and their locations), as bits
        self.until: Callable[[Route], bool] | None = None  # the walk ends at a route it accepts

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
        self._set_floors()

    def _set_floors(self) -> None:
        self.floor = min((t.threshold for _, _, t in self.targets), default=UNLIMITED)
        if self.lim < UNLIMITED:
            self.floors = [
                min((t.threshold for lim, _, t in self.targets if k <= lim), default=UNLIMITED)
                for k in range(self.lim + 1)
            ]

    def floor_at(self, counted: int) -> int:
        """The lowest threshold of a target that a route of ``counted`` counted stops (or
        more) fits."""
        if self.bound is None:
            return -UNLIMITED
        return self.floors[counted] if self.floors else self.floor

    def worth_keeping(self, worth: int, counted: int, n_stops: int) -> bool:
        """Whether a route worth ``worth`` (in ceilings) beats a target it fits."""
        if self.bound is None:
            return counted <= self.lim and n_stops <= self.cap
        for lim, cap, t in self.targets:  # noqa: SIM110 (a loop is faster; runs once per route)
            if worth > t.threshold and counted <= lim and n_stops <= cap:
                return True
        return False

    def keep(self, route: Route, worth: int, counted: int) -> None:
        self.found.append(route)
        if self.until is not None and self.until(route):
            raise _Enough
        n_stops = len(route.stops)
        raised = False
        for lim, cap, t in self.targets:
            if t.better is not None and counted <= lim and n_stops <= cap and worth > t.threshold:
                t.threshold = max(t.threshold, t.better(route))
                raised = True
        if raised:
            self._set_floors()

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


class _Node:
    """An arm in the tree of arms from ``S`` (its parent is the arm one stop shorter)."""

    __slots__ = ("claims", "key", "worth", "counted", "n_stops", "stops", "links", "children", "best")

    def __init__(
        self,
        claims: int,
        key: int,
        worth: int,
        counted: int,
        n_stops: int,
        stops: tuple[StopInfo, ...],
        links: tuple[Link, ...],
    ) -> None:
        self.claims, self.key = claims, key  # the track and location of its last step
        self.worth, self.counted, self.n_stops = worth, counted, n_stops  # with S
        self.stops, self.links = stops, links
        self.children: list[_Node] = []
        self.best: list[int] = []  # the richest arm of its subtree, by counted stops


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
        self.trees: list[tuple[int, _Node]] = []  # (first link id, tree) of the arms walked
        self.root = _Node(0, 0, self.ceil[s], walk.counts[s], 1, (), ())

    def walk(self) -> None:
        c, s = self.c, self.s
        for step in c.adj[s]:
            lid, src_t = step[0], step[3]
            joins = self.inner and not src_t  # a route passes S only on free track
            self.root.children = []
            self._step(self.root, 0, 0, s, step, lid, joins)
            if joins and self.root.children:
                tree = self.root.children[0]
                _rank(tree, min(c.lim, RANK_LIMIT))
                self.trees.append((lid, tree))

    def _step(
        self, node: _Node, claims: int, keys: int, end: int, step: _Step, lead: int, joins: bool
    ) -> None:
        """Take ``step`` from the arm ``node`` (its track ``claims``, its locations
        ``keys``, ending at ``end``), then every step after it."""
        c = self.c
        lid, m, lc, src_t, dst_t, cost, link = step
        key_ids = c.keys
        key = key_ids[m]
        if claims & lc or self.used[key] or m in self.lower or node.counted + cost > c.lim:
            return
        self.used[key] = True
        mark = self.key_bits[m]
        c.on_route |= mark
        arm = _Node(
            lc,
            1 << key,
            node.worth + self.ceil[m],
            node.counted + cost,
            node.n_stops + 1,
            (*node.stops, c.g.stops[m]),
            (*node.links, link),
        )
        claims, keys = claims | lc, keys | 1 << key
        if c.worth_keeping(arm.worth, arm.counted, arm.n_stops):
            route = Route(
                self.head + arm.stops,
                tuple(lk.steps for lk in arm.links),
                claims,
                arm.counted,
                tuple(lk.claims for lk in arm.links),
            )
            c.keep(route, arm.worth, arm.counted)
        if joins and self.trees:
            self._join(arm, claims, keys, lead)
        if not c.hopeless(arm.worth, (m, self.s), arm.counted, arm.n_stops):
            node.children.append(arm)
            if not dst_t and c.passable[m] and arm.n_stops < c.cap:
                for nxt in c.adj[m]:
                    if not nxt[3]:  # a route passes m only on free track
                        self._step(arm, claims, keys, m, nxt, lead, joins)
        self.used[key] = False
        c.on_route &= ~mark

    def _join(self, arm: _Node, claims: int, keys: int, lead: int) -> None:
        """Keep the routes that run ``arm`` and an arm of an earlier tree through ``S``: a
        walk of each tree that skips a subtree as soon as its arms would share track or a
        location with ``arm``, count too many stops, or earn too little."""
        c = self.c
        base_worth, base_counted = self.root.worth, self.root.counted
        cap = c.cap
        room = c.lim - arm.counted + base_counted  # the most counted stops (with S) left
        more_worth, more_counted, more_stops = (
            arm.worth - base_worth,
            arm.counted - base_counted,
            arm.n_stops - 1,
        )
        bounded = c.bound is not None
        for other, tree in self.trees:
            todo = [tree]
            while todo:
                node = todo.pop()
                if node.claims & claims or node.key & keys or node.counted > room:
                    continue
                counted = node.counted + more_counted
                floor = (c.floors[counted] if c.floors else c.floor) if bounded else -UNLIMITED
                best = node.best
                if best[room if room < len(best) else -1] <= floor - more_worth:
                    continue
                todo.extend(node.children)
                worth = node.worth + more_worth
                n_stops = node.n_stops + more_stops
                if worth <= floor or n_stops > cap or not c.worth_keeping(worth, counted, n_stops):
                    continue
                lo, hi = (arm, node) if lead < other else (node, arm)
                route = Route(
                    (*reversed(lo.stops), *self.head, *hi.stops),
                    (*(lk.reverse.steps for lk in reversed(lo.links)), *(lk.steps for lk in hi.links)),
                    claims | _claims(node),  # ``claims``: the whole of ``arm``'s track
                    counted,
                    tuple(lk.claims for lk in (*lo.links, *hi.links)),
                )
                c.keep(route, worth, counted)


def _claims(arm: _Node) -> int:
    out = 0
    for lk in arm.links:
        out |= lk.claims
    return out


def _rank(tree: _Node, limit: int) -> None:
    """Note the richest arm of every subtree by counted stops (``best[k]``: of those that
    count at most ``k``; ``best[limit]``: of all), and put the richest subtree last (walked
    first)."""
    best = [-UNLIMITED] * (limit + 1)
    best[min(tree.counted, limit)] = tree.worth
    for child in tree.children:
        _rank(child, limit)
        best = [max(a, b) for a, b in zip(best, child.best, strict=True)]
    for k in range(1, limit + 1):
        best[k] = max(best[k], best[k - 1])
    tree.best = best
    tree.children.sort(key=lambda n: n.best[-1])


__all__ = ["Bound", "Target", "enumerate_routes"]
