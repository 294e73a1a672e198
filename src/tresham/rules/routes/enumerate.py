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
"""

from __future__ import annotations

from collections.abc import Sequence

from .graph import Link, RouteGraph
from .model import Route

UNLIMITED = 1 << 30


def enumerate_routes(
    g: RouteGraph,
    allowed: Sequence[bool],
    counts: Sequence[int],
    limit: int | None,
    link_costs: Sequence[int] | None = None,
) -> list[Route]:
    """All routes of at least two stops within ``limit`` (None: unlimited), counting
    ``counts`` per stop plus ``link_costs`` per link (by link id; 1862's freight trains
    count hexes)."""
    walk = _Walk(g, allowed, counts, UNLIMITED if limit is None else limit, link_costs)
    for s in g.stations:
        if allowed[s] and counts[s] <= walk.limit:
            walk.from_station(s)
    return walk.found


class _Walk:
    """The walk of one train class (see the module docstring)."""

    def __init__(
        self,
        g: RouteGraph,
        allowed: Sequence[bool],
        counts: Sequence[int],
        limit: int,
        link_costs: Sequence[int] | None,
    ) -> None:
        self.g, self.allowed, self.counts, self.limit = g, allowed, counts, limit
        self.link_costs = link_costs
        self.keys = [s.key for s in g.stops]
        self.passable = [not (s.blocked or s.end_only) for s in g.stops]
        self.rank = {n: r for r, n in enumerate(g.stations)}
        self.found: list[Route] = []
        self.s = -1
        self.used: set[str] = set()
        self.arm1_nodes: list[int] = []
        self.arm1_links: list[Link] = []

    def from_station(self, s: int) -> None:
        self.s = s
        self.used = {self.keys[s]}
        self.arm1_nodes, self.arm1_links = [], []
        self.grow1(s, None, 0, self.counts[s])

    def step(self, end: int, came: Link | None, link: Link, claims: int, counted: int) -> int:
        """The counted stops after ``link`` if it may extend a route ending at ``end``, else -1."""
        if claims & link.claims:
            return -1
        n = link.dst
        if not self.allowed[n] or self.keys[n] in self.used:
            return -1
        r = self.rank.get(n)
        if r is not None and r < self.rank[self.s]:
            return -1
        c = counted + self.counts[n]
        if self.link_costs is not None:
            c += self.link_costs[link.id]
        if c > self.limit:
            return -1
        if came is not None and (not self.passable[end] or came.dst_terminal or link.src_terminal):
            return -1
        return c

    def opens_arm2(self, link: Link) -> bool:
        """Whether ``link`` may start the second arm (one orientation; S passable if inside)."""
        if not self.arm1_links:
            return True
        first = self.arm1_links[0]
        return (
            link.id > first.id
            and not self.g.stops[self.s].end_only
            and not (first.src_terminal or link.src_terminal)
        )

    def grow2(
        self, end: int, came: Link | None, nodes2: list[int], links2: list[Link], claims: int, counted: int
    ) -> None:
        stops = self.g.stops
        for link in self.g.out[end]:
            if came is None and not self.opens_arm2(link):
                continue
            c = self.step(end, came, link, claims, counted)
            if c < 0:
                continue
            n = link.dst
            self.used.add(self.keys[n])
            nodes2.append(n)
            links2.append(link)
            head = [stops[m] for m in reversed(self.arm1_nodes)]
            legs = [lk.reverse.steps for lk in reversed(self.arm1_links)] + [lk.steps for lk in links2]
            route_stops = (*head, stops[self.s], *(stops[m] for m in nodes2))
            self.found.append(Route(route_stops, tuple(legs), claims | link.claims, c))
            self.grow2(n, link, nodes2, links2, claims | link.claims, c)
            links2.pop()
            nodes2.pop()
            self.used.discard(self.keys[n])

    def grow1(self, end: int, came: Link | None, claims: int, counted: int) -> None:
        self.grow2(self.s, None, [], [], claims, counted)
        for link in self.g.out[end]:
            c = self.step(end, came, link, claims, counted)
            if c < 0:
                continue
            n = link.dst
            self.used.add(self.keys[n])
            self.arm1_nodes.append(n)
            self.arm1_links.append(link)
            self.grow1(n, link, claims | link.claims, c)
            self.arm1_links.pop()
            self.arm1_nodes.pop()
            self.used.discard(self.keys[n])


__all__ = ["enumerate_routes"]
