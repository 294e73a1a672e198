"""The best runs of a company: exact, by enumeration and branch and bound.

1. Build the company's reachable route graph once (``graph.py``).
2. Group the trains by *class*: the stops they may visit and the stops that count toward
   their reach. Each class is enumerated once, up to the longest reach in it
   (``enumerate.py``); each train type then keeps the routes within its own reach that its
   game's rules accept, scored and sorted, best first (one list per train type).
3. Choose one route (or none) per train: a depth-first search over the trains, best
   routes first, that stops as soon as the revenue so far plus the best remaining value of
   every train still to place cannot beat the best set found. Routes of one company must
   not share track (unless its game allows it); two trains of one type take routes in
   list order so that no set is tried twice.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...model.game import Train
from ...model.tile import NodeRef, Path
from ..board import Board
from .enumerate import enumerate_routes
from .graph import Node, RouteGraph, build_graph
from .model import Route, RouteContext, RouteTrain, Run, RunSet, Score, Stop
from .trains import RouteError, find_train

if TYPE_CHECKING:
    from ..base import Rules


@dataclass(frozen=True)
class Option:
    """A candidate route scored for one train type."""

    score: Score
    route: Route


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
    out = []
    for t in trains:
        train = find_train(rules.game, t) if isinstance(t, str) else t
        out.append(rules.route_train(train, phase))
    return tuple(out)


class Planner:
    """Candidate routes per train type for one company on one board (cached per type)."""

    def __init__(self, rules: Rules, ctx: RouteContext, graph: RouteGraph) -> None:
        self.rules, self.ctx, self.graph = rules, ctx, graph
        self._classes: dict[tuple[bytes, bytes, bool], list[Route]] = {}
        self._limits: dict[tuple[bytes, bytes, bool], int | None] = {}
        self._options: dict[RouteTrain, list[Option]] = {}

    def masks(self, train: RouteTrain) -> tuple[bytes, bytes, bool]:
        """The class of a train: stops it may visit, stops it counts, reach in hexes."""
        stops = self.graph.stops
        hexes = self.rules.reach_in_hexes(train)
        allowed = bytes(self.rules.stop_problem(train, s) is None for s in stops)
        counts = bytes(not hexes and self.rules.stop_counts(train, s) for s in stops)
        return allowed, counts, hexes

    def prepare(self, trains: Collection[RouteTrain]) -> None:
        """Note the longest reach of each class, so each class is enumerated once."""
        for t in trains:
            key = self.masks(t)
            if key not in self._limits:
                self._limits[key] = t.reach
            else:
                old = self._limits[key]
                self._limits[key] = None if old is None or t.reach is None else max(old, t.reach)

    def options(self, train: RouteTrain) -> list[Option]:
        hit = self._options.get(train)
        if hit is not None:
            return hit
        key = self.masks(train)
        if key not in self._classes:
            limit = self._limits.get(key, train.reach)
            costs = self.graph.hex_steps() if key[2] else None
            self._classes[key] = enumerate_routes(self.graph, key[0], key[1], limit, costs)
        reach = train.reach
        out: list[Option] = []
        for route in self._classes[key]:
            if reach is not None and route.counted > reach:
                continue
            if self.rules.route_problem(self.ctx, train, route) is not None:
                continue
            out.append(Option(self.rules.run_value(self.ctx, train, route), route))
        out.sort(key=lambda o: -o.score.revenue)
        self._options[train] = out
        return out


def best_assignment(
    planner: Planner, trains: tuple[RouteTrain, ...]
) -> tuple[int, list[tuple[RouteTrain, Option]]]:
    """The best routes for ``trains`` run together: (total, [(train, option)])."""
    rules, ctx = planner.rules, planner.ctx
    share = rules.trains_share_track()
    lists = [planner.options(t) for t in trains]
    first = [trains.index(t) for t in trains]  # equal train types sort side by side
    order = sorted(
        range(len(trains)), key=lambda i: (-(lists[i][0].score.revenue if lists[i] else 0), first[i], i)
    )
    tops = [lists[i][0].score.revenue if lists[i] else 0 for i in order]
    rest = [sum(tops[k:]) for k in range(len(order) + 1)]
    best_total = -1
    best: list[tuple[RouteTrain, Option]] = []
    chosen: list[tuple[RouteTrain, Option]] = []

    def leaf(total: int) -> None:
        nonlocal best_total, best
        runs = [(t, o.route) for t, o in chosen]
        if rules.runs_problem(ctx, runs) is not None:
            return
        if share:
            total = sum(
                s.revenue for s in rules.company_scores(ctx, [(t, o.route, o.score) for t, o in chosen])
            )
        if total > best_total:
            best_total, best = total, list(chosen)

    def place(k: int, claims: int, total: int, floor: int) -> None:
        if k == len(order):
            leaf(total)
            return
        if total + rest[k] <= best_total:
            return
        i = order[k]
        train = trains[i]
        same_as_prev = k > 0 and trains[order[k - 1]] == train
        options = lists[i]
        for j in range(floor if same_as_prev else 0, len(options)):
            o = options[j]
            if total + o.score.revenue + rest[k + 1] <= best_total:
                break
            if not share and claims & o.route.claims:
                continue
            chosen.append((train, o))
            nxt_same = k + 1 < len(order) and trains[order[k + 1]] == train
            place(k + 1, claims | o.route.claims, total + o.score.revenue, j + 1 if nxt_same else 0)
            chosen.pop()
        place(k + 1, claims, total, len(options) + 1)  # this train does not run

    place(0, 0, 0, 0)
    return best_total, best


def make_run(planner: Planner, train: RouteTrain, option: Option, score: Score | None = None) -> Run:
    score = score or option.score
    route = option.route
    stops = tuple(
        Stop(s.hex, str(s.node), v, s.name, planner.rules.stop_counts(train, s))
        for s, v in zip(route.stops, score.values, strict=True)
    )
    return Run(train.name, stops, score.revenue, score.subsidy, score.bonus, route.legs)


def best_runs(
    rules: Rules,
    board: Board,
    company: str,
    trains: Sequence[str | Train],
    phase: str | None = None,
    *,
    extras: Collection[str] = (),
) -> RunSet:
    """The highest-earning runs of ``company``'s ``trains`` on ``board`` in ``phase``.

    ``trains`` are train names ("3", "4D", "2/3E", or an 18xx.games copy "3-1") or ``Train``
    objects; ``extras`` are the services bought for this turn (18Mag's rail cars
    ``RABA``, ``G&C``, ``SNW``). Exact: every legal route is considered.
    """
    ctx = route_context(rules, board, company, phase, extras)
    planner = Planner(rules, ctx, company_graph(rules, ctx))
    base = route_trains(rules, trains, phase)
    variants = rules.train_variants(ctx, base) or [base]
    planner.prepare({t for v in variants for t in v})
    best_total, best = -1, []
    for variant in variants:
        total, chosen = best_assignment(planner, variant)
        if total > best_total:
            best_total, best = total, chosen
    return runset_of(planner, best)


def runset_of(planner: Planner, chosen: Sequence[tuple[RouteTrain, Option]]) -> RunSet:
    rules, ctx = planner.rules, planner.ctx
    scored = [(t, o.route, o.score) for t, o in chosen]
    scores = rules.company_scores(ctx, scored)
    runs = tuple(make_run(planner, t, o, s) for (t, o), s in zip(chosen, scores, strict=True))
    return RunSet(ctx.company, ctx.phase, runs)


def node_ref(text: str) -> NodeRef:
    kinds = {"c": "city", "t": "town", "o": "offboard"}
    return NodeRef(kinds[text[0]], int(text[1:]))  # type: ignore[arg-type]


__all__ = [
    "Option",
    "Planner",
    "best_assignment",
    "best_runs",
    "company_graph",
    "track_filter",
    "make_run",
    "node_ref",
    "route_context",
    "route_trains",
    "runset_of",
]
