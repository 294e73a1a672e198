"""The best runs of a company: exact, by enumeration and branch and bound.

1. Build the company's reachable route graph once (``graph.py``).
2. List the routes each train may run, scored and sorted, best first (``planner.py``);
   a train that may run several ways (18Mag's rail cars) lists the routes of every way.
3. Choose one route (or none) per train: a depth-first search over the trains, best
   routes first, that stops as soon as the revenue so far plus the best value of every
   train still to place cannot beat the best set found. Routes of one company share no
   track (unless its game allows it) and no extra; two trains of one type take routes in
   list order so that no set is tried twice.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from ...model.game import Train
from ..board import Board
from .model import RouteTrain, Run, RunSet, Score, Stop
from .planner import Option, Planner, company_graph, route_context, route_trains

if TYPE_CHECKING:
    from ..base import Rules


BIG = 1 << 40  # orders (variant, index) pairs of equal trains as one number


def best_assignment(planner: Planner, trains: Sequence[RouteTrain]) -> tuple[int, list[Option]]:
    """The best routes for ``trains`` run together: (total, chosen options)."""
    rules, ctx, share = planner.rules, planner.ctx, planner.share
    if planner.settled:
        return planner.incumbent
    groups = [planner.choices(t) for t in trains]
    top = [max((opts[0].score.revenue for _, opts in g if opts), default=0) for g in groups]
    first = [trains.index(t) for t in trains]  # equal trains sort side by side
    order = sorted(range(len(trains)), key=lambda i: (-top[i], first[i], i))
    rest = [sum(top[i] for i in order[k:]) for k in range(len(order) + 1)]
    best_total, best = planner.incumbent  # a good set found quickly (Planner.plan)
    chosen: list[Option] = []

    def together() -> int:
        """The real total of the routes chosen so far (each stop once, where trains share)."""
        scores = rules.company_scores(ctx, [(o.train, o.route, o.score) for o in chosen])
        return sum(s.revenue for s in scores)

    def leaf(total: int) -> None:
        nonlocal best_total, best
        if total > best_total and rules.runs_problem(ctx, [(o.train, o.route) for o in chosen]) is None:
            best_total, best = total, list(chosen)

    def place(k: int, claims: int, total: int, floor: int) -> None:
        if k == len(order):
            leaf(total)
            return
        if total + rest[k] <= best_total:
            return
        i = order[k]
        same_as_prev = k > 0 and trains[order[k - 1]] == trains[i]
        nxt_same = k + 1 < len(order) and trains[order[k + 1]] == trains[i]
        start = floor if same_as_prev else 0
        for g, (extras, options) in enumerate(groups[i]):
            if claims & extras:
                continue  # an extra serves one train only
            for j in range(start - g * BIG if start >= g * BIG else 0, len(options)):
                o = options[j]
                if total + o.score.revenue + rest[k + 1] <= best_total:
                    break  # a route adds at most its own revenue
                if claims & o.claims:
                    continue
                chosen.append(o)
                now = together() if share else total + o.score.revenue
                place(k + 1, claims | o.claims, now, g * BIG + j + 1 if nxt_same else 0)
                chosen.pop()
        place(k + 1, claims, total, len(groups[i]) * BIG)  # this train does not run

    place(0, 0, 0, 0)
    return best_total, best


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


__all__ = ["best_assignment", "best_runs", "make_run", "runset_of"]
