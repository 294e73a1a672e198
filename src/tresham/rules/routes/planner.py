"""Candidate routes per train, scored and sorted: the lists the branch and bound walks.

Trains are grouped by *class*: the stops they may visit, the stops that count toward their
reach, whether the reach counts hexes, and the cap on all stops. A class is enumerated
once, up to the longest reach and cap among its trains; each train type then keeps the
routes its game's rules accept, scored, best first. Lists are cached per train type, so two
trains of one type share one list.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...model.game import Train
from ...model.tile import Path
from ..board import Board
from .enumerate import UNLIMITED, Bound, enumerate_routes
from .graph import Node, RouteGraph, build_graph
from .model import Route, RouteContext, RouteTrain, Score
from .trains import RouteError, find_train

if TYPE_CHECKING:
    from ..base import Rules

ClassKey = tuple[bytes, bytes, bool]


@dataclass(frozen=True)
class Option:
    """A route scored for one way a train may run; ``claims`` are the track bits it uses
    (none where the game lets trains share track) and one bit per extra it takes."""

    train: RouteTrain
    score: Score
    route: Route
    claims: int


def route_context(
    rules: Rules, board: Board, company: str, phase: str | None, extras: Collection[str] = ()
) -> RouteContext:
    if rules.company(company) is None:
        raise RouteError(f"{rules.game.title} has no company {company!r}")
    stations = frozenset((h, 0 if c is None else c) for h, c in rules.stations(board, company))
    return RouteContext(board, company, phase, rules.revenue_column(phase), stations, frozenset(extras))


def track_filter(rules: Rules, ctx: RouteContext) -> Callable[[Path], bool]:
    """The paths ``ctx.company``'s trains may run on."""
    return lambda p: rules.route_track(ctx, p)


def company_graph(rules: Rules, ctx: RouteContext, extra: Iterable[Node] = ()) -> RouteGraph:
    """The route graph of ``ctx.company`` (``extra`` centres are walked from as well)."""
    return build_graph(ctx, lambda h, r: rules.route_stop(ctx, h, r), track_filter(rules, ctx), extra)


def route_trains(rules: Rules, trains: Sequence[str | Train], phase: str | None) -> tuple[RouteTrain, ...]:
    """The trains by name (or ``Train``) as the search sees them."""
    out = []
    for t in trains:
        train = find_train(rules.game, t) if isinstance(t, str) else t
        out.append(rules.route_train(train, phase))
    return tuple(out)


class Planner:
    """Candidate routes per train type for one company on one board.

    ``plan(trains)`` first finds a good set of runs quickly (each train's best route on
    its own, then greedily one after another) and, from it, a bar for each train: a route
    can only be part of a better set if it earns more than the set's total less the best
    that every other train could earn alone. Each class is then listed above its bar
    only (``enumerate.Bound``), using each stop's ceiling (``Rules.stop_ceiling``); a game
    whose runs are not sums over their stops lists everything.
    """

    def __init__(self, rules: Rules, ctx: RouteContext, graph: RouteGraph) -> None:
        self.rules, self.ctx, self.graph = rules, ctx, graph
        self.share = rules.trains_share_track()
        self._classes: dict[ClassKey, list[Route]] = {}
        self._limits: dict[ClassKey, tuple[int | None, int | None]] = {}
        self._bars: dict[ClassKey, int] = {}
        self._ceilings: dict[ClassKey, list[int] | None] = {}
        self._options: dict[RouteTrain, list[Option]] = {}
        self._extra_bits: dict[str, int] = {}
        self.incumbent: tuple[int, list[Option]] = (-1, [])
        self.settled = False

    def key(self, train: RouteTrain) -> ClassKey:
        """The class of a train: stops it may visit, stops it counts, reach in hexes."""
        stops = self.graph.stops
        hexes = self.rules.reach_in_hexes(train)
        allowed = bytes(self.rules.stop_problem(train, s) is None for s in stops)
        counts = bytes(not hexes and self.rules.stop_counts(train, s) for s in stops)
        return allowed, counts, hexes

    def ceilings(self, train: RouteTrain) -> list[int] | None:
        found = [self.rules.stop_ceiling(train, s) for s in self.graph.stops]
        return None if any(c is None for c in found) else [c or 0 for c in found]

    def prepare(self, trains: Iterable[RouteTrain]) -> None:
        """Note the longest reach, the cap and the ceilings of each class."""
        for t in trains:
            key = self.key(t)
            reach, cap = t.reach, self.rules.stop_cap(t)
            ceil = self.ceilings(t)
            if key in self._limits:
                old_reach, old_cap = self._limits[key]
                reach = None if old_reach is None or reach is None else max(old_reach, reach)
                cap = None if old_cap is None or cap is None else max(old_cap, cap)
                old = self._ceilings[key]
                ceil = (
                    None
                    if old is None or ceil is None
                    else [max(a, b) for a, b in zip(old, ceil, strict=True)]
                )
            self._limits[key] = (reach, cap)
            self._ceilings[key] = ceil

    def extra_bits(self, train: RouteTrain) -> int:
        bits = 0
        for extra in sorted(train.extras):
            bit = self._extra_bits.setdefault(extra, 1 << (self.graph.track_bits + len(self._extra_bits)))
            bits |= bit
        return bits

    # ------------------------------------------------------------- listing routes
    def _walk(self, train: RouteTrain, bound: Bound | None, taken: int = 0) -> list[Route]:
        key = self.key(train)
        reach, cap = self._limits.get(key, (train.reach, self.rules.stop_cap(train)))
        costs = self.graph.hex_steps() if key[2] else None
        return enumerate_routes(self.graph, key[0], key[1], reach, costs, cap, bound, taken)

    def bounded(self, train: RouteTrain) -> bool:
        """Whether ``train``'s class is listed above a bar rather than in full: a train of
        unlimited reach whose runs are sums over their stops (1840's trams)."""
        key = self.key(train)
        return self._limits.get(key, (train.reach, None))[0] is None and self._ceilings.get(key) is not None

    def routes(self, train: RouteTrain) -> list[Route]:
        """The routes of ``train``'s class that may matter (all, or those above the bar)."""
        key = self.key(train)
        if key not in self._classes:
            ceil = self._ceilings.get(key, self.ceilings(train))
            bar = self._bars.get(key)
            bound = Bound(ceil, bar) if ceil is not None and bar is not None and self.bounded(train) else None
            self._classes[key] = self._walk(train, bound)
        return self._classes[key]

    def option(self, train: RouteTrain, route: Route) -> Option | None:
        """``route`` scored for ``train``, or None when the rules refuse it."""
        reach, cap = train.reach, self.rules.stop_cap(train)
        if (reach is not None and route.counted > reach) or (cap is not None and len(route.stops) > cap):
            return None
        if self.rules.route_problem(self.ctx, train, route) is not None:
            return None
        claims = self.extra_bits(train) if self.share else route.claims | self.extra_bits(train)
        return Option(train, self.rules.run_value(self.ctx, train, route), route, claims)

    def options(self, train: RouteTrain) -> list[Option]:
        """The routes ``train`` may run (those that may matter), scored, best first."""
        hit = self._options.get(train)
        if hit is not None:
            return hit
        reach = train.reach if train.reach is not None else UNLIMITED
        fits = (r for r in self.routes(train) if r.counted <= reach)  # cheap first
        out = [o for o in (self.option(train, r) for r in fits) if o is not None]
        out.sort(key=lambda o: -o.score.revenue)
        self._options[train] = out
        return out

    def choices(self, train: RouteTrain) -> list[tuple[int, list[Option]]]:
        """Every way ``train`` may run (its variants): the extras it takes, its options."""
        variants = self.rules.train_variants(self.ctx, train) or [train]
        return [(self.extra_bits(v), self.options(v)) for v in variants]

    # ------------------------------------------------------------- the bars
    def best_alone(self, train: RouteTrain, taken: int = 0) -> Option | None:
        """``train``'s best route using none of the track in ``taken``: from its full list,
        or, for a bounded class, by a walk that raises its bar as it finds better routes."""
        ceil = self.ceilings(train)
        if ceil is None or not self.bounded(train):
            found = [o for o in self.options(train) if not (o.claims & taken)]
            return found[0] if found else None
        best: list[Option] = []

        def better(route: Route) -> int:
            o = self.option(train, route)
            if o is not None and (not best or o.score.revenue > best[0].score.revenue):
                best[:] = [o]
            return best[0].score.revenue if best else -1

        self._walk(train, Bound(ceil, -1, better), 0 if self.share else taken)
        return best[0] if best else None

    def plan(self, trains: Sequence[RouteTrain]) -> None:
        """Set each class's bar and the incumbent set of runs (see the class docstring)."""
        ways = [self.rules.train_variants(self.ctx, t) or [t] for t in trains]
        alone = [[self.best_alone(v) for v in vs] for vs in ways]
        tops = [max((o.score.revenue for o in opts if o is not None), default=0) for opts in alone]
        chosen: list[Option] = []
        taken = 0
        for i in sorted(range(len(trains)), key=lambda i: -tops[i]):
            picks = [self.best_alone(v, taken) for v in ways[i] if not (self.extra_bits(v) & taken)]
            pick = max((o for o in picks if o is not None), key=lambda o: o.score.revenue, default=None)
            if pick is not None:
                chosen.append(pick)
                taken |= pick.claims
        scored = [(o.train, o.route, o.score) for o in chosen]
        total = sum(s.revenue for s in self.rules.company_scores(self.ctx, scored))
        if self.rules.runs_problem(self.ctx, [(o.train, o.route) for o in chosen]) is not None:
            total, chosen = -1, []
        self.incumbent = (total, chosen)
        self.settled = total >= sum(tops)  # nothing can beat every train at its own best
        for i, vs in enumerate(ways):
            bar = total - (sum(tops) - tops[i])
            for v in vs:
                key = self.key(v)
                self._bars[key] = min(self._bars.get(key, bar), bar)


__all__ = [
    "Option",
    "Planner",
    "company_graph",
    "route_context",
    "route_trains",
    "track_filter",
]
