"""Routes a ``run_routes`` traces, judged by the routes rules (``rules.routes``).

A route of a ``run_routes`` may only state its revenue, as 18xx.games exports do: that is
trusted. When it traces its stops (``hexes`` or ``nodes``, as the exports write them), the
routes rules judge it: the stops must make a legal run for the train (the violation names
the rule), a stated revenue must be what the run earns, and the claim must be the best the
company's trains can do where the game says so (``route.not-best``). A route that names
only its train, with neither stops nor revenue, runs the best route the rules find for it.
What a traced or found route earns, and its subsidy (1824's mines), come from the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..model.actions import Route, RunRoutes
from ..rules.routes import RouteError, RunSet, best_runs, claim_from_export, judge_claim
from ..rules.violation import Violation
from . import trains as tr
from .state import State
from .steps.base import violation


@dataclass(frozen=True)
class Judged:
    """What each route of a ``run_routes`` earns (revenue, subsidy), in action order."""

    earned: tuple[tuple[int, int], ...]
    violations: tuple[Violation, ...] = ()


def traced(route: Route) -> bool:
    return bool(route.hexes or route.nodes)


def to_find(route: Route) -> bool:
    """A route naming only its train (an empty ``connections`` means it did not run)."""
    return not traced(route) and route.revenue is None and route.connections is None


def judge_routes(state: State, cid: str, action: RunRoutes) -> Judged:
    """Each route's revenue and subsidy, and what is wrong with the traced ones."""
    earned = [(r.revenue or 0, r.subsidy or 0) for r in action.routes]
    problems: list[Violation] = []
    held = [state.trains[t].name for t in state.companies[cid].trains]
    extras = _extras(state, cid)
    picked = [i for i, r in enumerate(action.routes) if traced(r)]
    if picked:
        try:
            claim = claim_from_export(state.board, [_as_export(state, cid, action.routes[i]) for i in picked])
            report = judge_claim(
                state.rules, state.board, cid, claim, state.phase, trains=held, extras=extras
            )
        except RouteError as exc:
            return Judged(tuple(earned), (violation(state, "route.unreadable", str(exc)),))
        problems += report.violations
        for i, run in zip(picked, report.claimed.runs, strict=False):
            stated = action.routes[i].revenue
            if stated is not None and stated != run.revenue:
                problems.append(
                    violation(
                        state,
                        "route.revenue",
                        f"the route of train {action.routes[i].train} ({run.describe()}) earns "
                        f"{run.revenue}, not {stated}",
                    )
                )
            earned[i] = (stated if stated is not None else run.revenue, run.subsidy)
    found = [i for i, r in enumerate(action.routes) if to_find(r)]
    if found:
        names = [_train_name(state, cid, action.routes[i].train) for i in found]
        best = best_runs(state.rules, state.board, cid, names, state.phase, extras=extras)
        for i, got in zip(found, _by_train(state, cid, names, best), strict=True):
            earned[i] = got
    return Judged(tuple(earned), tuple(problems))


def _by_train(state: State, cid: str, names: Sequence[str], best: RunSet) -> list[tuple[int, int]]:
    """The best runs matched back to the trains asked for (a train that finds no route: 0)."""
    left = list(best.runs)
    out: list[tuple[int, int]] = []
    for name in names:
        run = next((r for r in left if r.train == name), None)
        if run is None:
            out.append((0, 0))
            continue
        left.remove(run)
        out.append((run.revenue, run.subsidy))
    return out


def _extras(state: State, cid: str) -> list[str]:
    """What changes a company's runs: the privates it (or the company owning it) holds."""
    owners = {cid, state.companies[cid].owner or cid}
    return [p for p, o in state.private_owners.items() if o in owners]


def _train_name(state: State, cid: str, ref: str) -> str:
    """The type (or face) of the train ``ref`` names: the routes rules know trains by name."""
    card = tr.own_card(state, cid, ref)
    return card.name if card is not None else ref


def _as_export(state: State, cid: str, route: Route) -> dict[str, object]:
    out: dict[str, object] = {"train": _train_name(state, cid, route.train)}
    if route.hexes:
        out["hexes"] = list(route.hexes)
    if route.nodes:
        out["nodes"] = list(route.nodes)
    if route.connections:
        out["connections"] = [list(c) for c in route.connections]
    return out
