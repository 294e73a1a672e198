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
from .enumerate import enumerate_routes
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
    """Candidate routes per train type for one company on one board."""

    def __init__(self, rules: Rules, ctx: RouteContext, graph: RouteGraph) -> None:
        self.rules, self.ctx, self.graph = rules, ctx, graph
        self.share = rules.trains_share_track()
        self._classes: dict[ClassKey, list[Route]] = {}
        self._limits: dict[ClassKey, tuple[int | None, int | None]] = {}
        self._options: dict[RouteTrain, list[Option]] = {}
        self._extra_bits: dict[str, int] = {}

    def key(self, train: RouteTrain) -> ClassKey:
        """The class of a train: stops it may visit, stops it counts, reach in hexes."""
        stops = self.graph.stops
        hexes = self.rules.reach_in_hexes(train)
        allowed = bytes(self.rules.stop_problem(train, s) is None for s in stops)
        counts = bytes(not hexes and self.rules.stop_counts(train, s) for s in stops)
        return allowed, counts, hexes

    def prepare(self, trains: Iterable[RouteTrain]) -> None:
        """Note the longest reach and cap of each class, so each class is enumerated once."""
        for t in trains:
            key = self.key(t)
            reach, cap = t.reach, self.rules.stop_cap(t)
            if key in self._limits:
                old_reach, old_cap = self._limits[key]
                reach = None if old_reach is None or reach is None else max(old_reach, reach)
                cap = None if old_cap is None or cap is None else max(old_cap, cap)
            self._limits[key] = (reach, cap)

    def extra_bits(self, train: RouteTrain) -> int:
        bits = 0
        for extra in sorted(train.extras):
            bit = self._extra_bits.setdefault(extra, 1 << (self.graph.track_bits + len(self._extra_bits)))
            bits |= bit
        return bits

    def routes(self, train: RouteTrain) -> list[Route]:
        key = self.key(train)
        if key not in self._classes:
            reach, cap = self._limits.get(key, (train.reach, self.rules.stop_cap(train)))
            costs = self.graph.hex_steps() if key[2] else None
            self._classes[key] = enumerate_routes(self.graph, key[0], key[1], reach, costs, cap)
        return self._classes[key]

    def options(self, train: RouteTrain) -> list[Option]:
        """The routes ``train`` may run, scored, best first."""
        hit = self._options.get(train)
        if hit is not None:
            return hit
        rules, ctx = self.rules, self.ctx
        reach, cap = train.reach, rules.stop_cap(train)
        bits = self.extra_bits(train)
        out: list[Option] = []
        for route in self.routes(train):
            if (reach is not None and route.counted > reach) or (cap is not None and len(route.stops) > cap):
                continue
            if rules.route_problem(ctx, train, route) is not None:
                continue
            claims = bits if self.share else route.claims | bits
            out.append(Option(train, rules.run_value(ctx, train, route), route, claims))
        out.sort(key=lambda o: -o.score.revenue)
        self._options[train] = out
        return out

    def choices(self, train: RouteTrain) -> list[tuple[int, list[Option]]]:
        """Every way ``train`` may run (its variants): the extras it takes, its options."""
        variants = self.rules.train_variants(self.ctx, train) or [train]
        return [(self.extra_bits(v), self.options(v)) for v in variants]


__all__ = [
    "Option",
    "Planner",
    "company_graph",
    "route_context",
    "route_trains",
    "track_filter",
]
