"""The best runs of a company: exact, by enumeration and branch and bound.

1. Build the company's reachable route graph once (``graph.py``).
2. List the routes each train may run, scored and sorted, best first (``planner.py``);
   a train that may run several ways (18Mag's rail cars) lists the routes of every way.
3. Choose one route (or none) per train (``combine.py``).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from ...model.game import Train
from ..board import Board
from .combine import Option, combine
from .context import company_graph, route_context, route_trains
from .model import RouteTrain, Run, RunSet, Score, Stop
from .planner import Planner

if TYPE_CHECKING:
    from ..base import Rules


def best_assignment(planner: Planner, trains: Sequence[RouteTrain]) -> tuple[int, list[Option]]:
    """The best routes for ``trains`` run together: (total, chosen options)."""
    if planner.settled:
        return planner.incumbent
    groups = [planner.choices(t) for t in trains]
    return combine(planner.rules, planner.ctx, trains, groups, planner.incumbent, known=planner.known)


def make_run(planner: Planner, option: Option, score: Score) -> Run:
    train, route = option.train, option.route
    stops = tuple(
        Stop(s.hex, str(s.node), v, s.name, planner.rules.stop_counts(train, s))
        for s, v in zip(route.stops, score.values, strict=True)
    )
    return Run(train.name, stops, score.revenue, score.subsidy, score.bonus, route.legs)


def runset_of(planner: Planner, chosen: Sequence[Option]) -> RunSet:
    """The chosen options as runs, scored together."""
    scores = planner.rules.company_scores(planner.ctx, [(o.train, o.route, o.score) for o in chosen])
    runs = tuple(make_run(planner, o, s) for o, s in zip(chosen, scores, strict=True))
    return RunSet(planner.ctx.company, planner.ctx.phase, runs)


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
    objects; ``extras`` are what the company bought or owns for this turn that changes its
    runs (18Mag's rail cars ``RABA``, ``G&C``, ``SNW``; 1840's landmark privates). Exact:
    every legal route is considered.
    """
    ctx = route_context(rules, board, company, phase, extras)
    planner = Planner(rules, ctx, company_graph(rules, ctx))
    running = rules.run_trains(ctx, route_trains(rules, trains, phase))
    variants = [v for t in running for v in rules.train_variants(ctx, t) or [t]]
    planner.prepare(variants)
    planner.plan(running)
    _, chosen = best_assignment(planner, running)
    return runset_of(planner, chosen)


def can_run(
    rules: Rules,
    board: Board,
    company: str,
    trains: Sequence[str | Train],
    phase: str | None = None,
    *,
    extras: Collection[str] = (),
) -> bool:
    """Whether any of ``company``'s ``trains`` (in any way it may run) has a route the rules
    accept as a run of its own: what ``best_runs`` finds runs for, without the search for
    the best (the first route found ends it). A set of runs the rules accept holds one they
    accept alone (1862's holds a run from home, §7.8 L1373-1381), so a company with no such
    route has no run at all."""
    ctx = route_context(rules, board, company, phase, extras)
    planner = Planner(rules, ctx, company_graph(rules, ctx))
    running = rules.run_trains(ctx, route_trains(rules, trains, phase))
    return any(planner.first_option(v) is not None for t in running for v in planner.ways(t))


__all__ = ["best_assignment", "best_runs", "can_run", "make_run", "runset_of"]
