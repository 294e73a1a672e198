"""Hold a replay to the site's trace of the same game as it goes, and stop at the first
action that differs (``trace_compare`` compares two finished traces; this one needs only
the prefix that agrees, so a test of a whole game costs the actions that match).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..engine.state import State
from ..model.actions import Action
from .engine_replay import replay_engine
from .export import Export, type_of
from .replay_report import player_names
from .trace import Memo, trace_state
from .trace_compare import Comparison, Divergence, difference, fields


class _Diverged(Exception):
    """Raised from inside the replay to end it at the first difference."""


def hold_to_trace(export: Export, reference: Sequence[Mapping[str, Any]]) -> Comparison:
    """How many of ``reference``'s actions our replay of ``export`` agrees with, in order,
    before the first that differs (the start counts first, as in ``trace_compare``)."""
    names = player_names(export)
    start: Mapping[str, Any] = next((r["start"] for r in reference if "start" in r), {})
    steps = [r for r in reference if "state" in r]
    by_id = {r["id"]: r for r in steps}
    ref_bank: int | None = start.get("bank")
    ours: dict[str, int | None] = {}
    found: list[Divergence] = []
    matched = 0
    seen: set[int | None] = set()
    memo = Memo()

    def begin(state: State) -> None:
        mine = trace_state(state, names, memo)
        ours["bank"] = mine["bank"] if isinstance(mine["bank"], int) else None
        diff = difference(fields(start, ref_bank), fields(mine, ours["bank"]))
        if diff is not None:
            found.append(Divergence("start", "start", *diff))
            raise _Diverged

    def step(action: Action, state: State) -> None:
        nonlocal matched
        seen.add(action.id)
        row = by_id.get(action.id)
        if row is None:  # the site did not apply it (an older record): nothing to hold it to
            return
        mine = fields(trace_state(state, names, memo), ours["bank"])
        diff = difference(fields(row["state"], ref_bank), mine)
        if diff is not None:
            found.append(Divergence(row["id"], type_of(action), *diff))
            raise _Diverged
        matched += 1

    try:
        replay_engine(export, on_step=step, on_start=begin)
    except _Diverged:
        return Comparison(matched, len(steps), found[0])
    missing = next((r for r in steps if r["id"] not in seen), None)
    if missing is not None:  # the site applied an action our replay never reached
        never = Divergence(missing["id"], missing["type"], "(no state)", "applied", None)
        return Comparison(matched, len(steps), never)
    return Comparison(matched, len(steps), None)


__all__ = ["hold_to_trace"]
