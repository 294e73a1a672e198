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
from .model import PathStep, Route, StopInfo

UNLIMITED = 1 << 30


def enumerate_routes(
    g: RouteGraph,
    allowed: Sequence[bool],
    counts: Sequence[int],
    limit: int | None,
    link_costs: Sequence[int] | None = None,
    cap: int | None = None,
) -> list[Route]:
    """All routes of at least two stops within ``limit`` (None: unlimited), counting
    ``counts`` per stop plus ``link_costs`` per link (by link id; 1862's freight trains
    count hexes), and of at most ``cap`` stops of any kind."""
    lim = UNLIMITED if limit is None else limit
    key_ids: dict[str, int] = {}
    keys = [key_ids.setdefault(s.key, len(key_ids)) for s in g.stops]
    passable = [not (s.blocked or s.end_only) for s in g.stops]
    # per stop, the links the class may take from it:
    # (first link id, destination, claims, leaves by a terminal path, arrives by one, cost, link)
    adj: list[list[_Step]] = [
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
    found: list[Route] = []
    rank = {n: r for r, n in enumerate(g.stations)}
    for s in g.stations:
        if allowed[s] and counts[s] <= lim:
            lower = {n for n, r in rank.items() if r < rank[s]}  # routes through these were found
            _from_station(
                g, s, adj, keys, passable, lower, lim, UNLIMITED if cap is None else cap, counts[s], found
            )
    return found


_Step = tuple[int, int, int, bool, bool, int, Link]


def _from_station(
    g: RouteGraph,
    s: int,
    adj: list[list[_Step]],
    keys: list[int],
    passable: list[bool],
    lower: set[int],
    lim: int,
    cap: int,
    start: int,
    found: list[Route],
) -> None:
    """Every route whose lowest station is ``s`` (see the module docstring)."""
    stops = g.stops
    used = [False] * (max(keys, default=0) + 1)
    used[keys[s]] = True
    s_inner = passable[s] or g.stops[s].station and not g.stops[s].end_only
    arm1: list[_Step] = []

    def grow2(
        end: int,
        came_terminal: bool,
        head_stops: tuple[StopInfo, ...],
        head_legs: tuple[tuple[PathStep, ...], ...],
        tail_stops: tuple[StopInfo, ...],
        tail_legs: tuple[tuple[PathStep, ...], ...],
        claims: int,
        counted: int,
        first1: int,
    ) -> None:
        if len(head_stops) + len(tail_stops) + 1 > cap:
            return
        opening = not tail_stops
        for lid, n, lc, src_t, dst_t, cost, link in adj[end]:
            if opening:  # the second arm's first link, out of S: one orientation only
                if arm1 and (lid <= first1 or not s_inner or src_t or arm1[0][3]):
                    continue
            elif came_terminal or src_t or not passable[end]:
                continue
            if claims & lc or used[keys[n]] or n in lower:
                continue
            c = counted + cost
            if c > lim:
                continue
            used[keys[n]] = True
            both = claims | lc
            stops_n = tail_stops + (stops[n],)
            legs_n = tail_legs + (link.steps,)
            found.append(Route(head_stops + stops_n, head_legs + legs_n, both, c))
            grow2(n, dst_t, head_stops, head_legs, stops_n, legs_n, both, c, first1)
            used[keys[n]] = False

    def grow1(end: int, came_terminal: bool, claims: int, counted: int) -> None:
        head_stops = tuple(stops[step[1]] for step in reversed(arm1)) + (stops[s],)
        head_legs = tuple(step[6].reverse.steps for step in reversed(arm1))
        grow2(s, False, head_stops, head_legs, (), (), claims, counted, arm1[0][0] if arm1 else -1)
        if len(arm1) + 2 > cap:
            return
        for step in adj[end]:
            lid, n, lc, src_t, dst_t, cost, link = step
            if arm1 and (came_terminal or src_t or not passable[end]):
                continue
            if claims & lc or used[keys[n]] or n in lower:
                continue
            c = counted + cost
            if c > lim:
                continue
            used[keys[n]] = True
            arm1.append(step)
            grow1(n, dst_t, claims | lc, c)
            arm1.pop()
            used[keys[n]] = False

    grow1(s, False, 0, start)


__all__ = ["enumerate_routes"]
