"""The runs of a ``run_routes`` step as a picture draws them: each train's track, hex by hex.

A run that names its stops (``hexes`` or ``nodes``) is read as the route step reads it
(``rules.routes.judge_claim`` on the board it ran on); each run read gives a label ("4: H3 -
I2 = 80 Ft") and its legs, each a list of ``(hex, from, to)`` tile paths. A run given by its
revenue alone names no track and is not drawn. Plain data: the art draws it
(``art.routes``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.state import State
from ..model.actions import Action, RunRoutes
from ..model.tile import End
from ..rules.routes import RouteError, claim_from_export, judge_claim


@dataclass(frozen=True)
class TracedRun:
    """One train's run: its label and its legs of (hex, from end, to end) steps."""

    label: str
    legs: tuple[tuple[tuple[str, End, End], ...], ...]


def traced_runs(before: State, action: Action) -> tuple[TracedRun, ...]:
    """The runs ``action`` names stop by stop, read on the board of ``before`` (none for
    another action, or for runs given by their revenue alone)."""
    if not isinstance(action, RunRoutes):
        return ()
    routes = [r for r in action.routes if r.hexes or r.nodes]
    if not routes:
        return ()
    cid = action.entity
    held = [before.trains[t].name for t in before.companies[cid].trains] if cid in before.companies else []
    named = [
        {
            "train": before.trains[r.train].name if r.train in before.trains else r.train,
            "hexes": list(r.hexes or ()),
            "nodes": list(r.nodes or ()),
            "connections": [list(c) for c in r.connections or ()],
            "revenue": r.revenue,
        }
        for r in routes
    ]
    try:
        claim = claim_from_export(before.board, named)
        report = judge_claim(before.rules, before.board, cid, claim, before.phase, trains=held or None)
    except RouteError:
        return ()  # unreadable: the step itself says why
    money = before.game.money
    return tuple(
        TracedRun(
            f"{r.train}: {r.describe()} = {money(r.revenue)}",
            tuple(tuple((s.hex, s.entry, s.exit) for s in leg) for leg in r.legs),
        )
        for r in report.claimed.runs
        if r.legs
    )


__all__ = ["TracedRun", "traced_runs"]
