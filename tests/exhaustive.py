"""A plain exhaustive search for the best runs, to check the real one against on small maps.

Nothing here is clever: every walk along the company's route graph from every centre, link
by link, is tried as a route for every way each train may run (its variants), kept when the
route rules accept it (the same rules the claim checker reads: each location once, no track
twice, only passable centres passed, a station on it, within the reach and cap, and the
game's own hooks), and scored by the game. Then every set of one route or none per train is
tried: no shared track (unless the game allows it), no extra taken twice, the game's check
on runs together, the company's total as the game scores it. The set search stops a branch
only when even each remaining train's best route alone could not beat the best total found
(a train adds at most its own revenue to a company's total).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass

from tresham.rules.routes.context import company_graph, route_context, route_trains
from tresham.rules.routes.graph import Link, RouteGraph
from tresham.rules.routes.model import Route, RouteContext, RouteTrain, Score


@dataclass(frozen=True)
class Candidate:
    train: RouteTrain
    route: Route
    score: Score


def walks(g: RouteGraph) -> Iterator[tuple[Link, ...]]:
    """Every walk of at least one link that visits no centre twice, from every centre."""

    def grow(links: list[Link], seen: set[int], at: int) -> Iterator[tuple[Link, ...]]:
        if links:
            yield tuple(links)
        for lk in g.out[at]:
            if lk.dst not in seen:
                links.append(lk)
                seen.add(lk.dst)
                yield from grow(links, seen, lk.dst)
                seen.discard(lk.dst)
                links.pop()

    for start in range(len(g.stops)):
        yield from grow([], {start}, start)


def route_of(g: RouteGraph, links: Sequence[Link]) -> Route | None:
    """The walk as a route, or None when it breaks a rule of track or passing."""
    nodes = [links[0].src, *(lk.dst for lk in links)]
    stops = tuple(g.stops[n] for n in nodes)
    if len({s.key for s in stops}) != len(stops):
        return None  # a location twice
    claims = 0
    for lk in links:
        if claims & lk.claims:
            return None  # track twice
        claims |= lk.claims
    for i in range(1, len(stops) - 1):
        s = stops[i]
        if s.blocked or s.end_only or links[i - 1].dst_terminal or links[i].src_terminal:
            return None  # passes a centre it may not pass
    if not any(s.station for s in stops):
        return None
    return Route(stops, tuple(lk.steps for lk in links), claims)


def candidates(rules, ctx: RouteContext, g: RouteGraph, train: RouteTrain) -> list[Candidate]:
    """Every route ``train`` may run, scored."""
    out = []
    cap = rules.stop_cap(train)
    for links in walks(g):
        route = route_of(g, links)
        if route is None:
            continue
        if any(rules.stop_problem(train, s) is not None for s in route.stops):
            continue
        if train.reach is not None and rules.route_length(train, route) > train.reach:
            continue
        if cap is not None and len(route.stops) > cap:
            continue
        if rules.route_problem(ctx, train, route) is not None:
            continue
        out.append(Candidate(train, route, rules.run_value(ctx, train, route)))
    out.sort(key=lambda c: -c.score.revenue)
    return out


def best_total(
    rules, board, company: str, trains: Sequence[str], phase: str | None, extras: Collection[str] = ()
) -> int:
    """The most ``company``'s ``trains`` earn together (see the module docstring)."""
    ctx = route_context(rules, board, company, phase, extras)
    g = company_graph(rules, ctx)
    running = rules.run_trains(ctx, route_trains(rules, trains, phase))
    per_train = [
        sorted(
            (c for v in rules.train_variants(ctx, t) or [t] for c in candidates(rules, ctx, g, v)),
            key=lambda c: -c.score.revenue,
        )
        for t in running
    ]
    share = rules.trains_share_track()
    tops = [opts[0].score.revenue if opts else 0 for opts in per_train]
    best = 0
    chosen: list[Candidate] = []

    def place(k: int) -> None:
        nonlocal best
        so_far = sum(c.score.revenue for c in chosen)
        if so_far + sum(tops[k:]) <= best:
            return
        if k == len(per_train):
            runs = [(c.train, c.route) for c in chosen]
            if rules.runs_problem(ctx, runs) is None:
                scores = rules.company_scores(ctx, [(c.train, c.route, c.score) for c in chosen])
                best = max(best, sum(s.revenue for s in scores))
            return
        taken = set().union(*(c.train.extras for c in chosen)) if chosen else set()
        claims = 0
        for c in chosen:
            claims |= c.route.claims
        for c in per_train[k]:
            if so_far + c.score.revenue + sum(tops[k + 1 :]) <= best:
                break  # best first: no later route of this train does better
            if c.train.extras & taken or (not share and c.route.claims & claims):
                continue
            chosen.append(c)
            place(k + 1)
            chosen.pop()
        place(k + 1)  # this train does not run

    place(0)
    return best


__all__ = ["best_total", "candidates"]
