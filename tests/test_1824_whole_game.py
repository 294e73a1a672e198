"""1824 played whole: the dev game kk-formation-4p (tests/data/games/1824, a copy of
../shared/reference/games/1824) replays in agreement with the site's trace at every action,
and ends with the site's scores (its players ended it: ``finished`` is false in the trace,
and ``result`` is what each player was worth then)."""

from __future__ import annotations

from pathlib import Path

from tresham.engine.scores import player_values
from tresham.scenario.engine_replay import replay_engine
from tresham.scenario.export import load_export
from tresham.scenario.trace_check import hold_to_trace
from tresham.scenario.trace_compare import load_trace

GAMES = Path(__file__).parent / "data" / "games" / "1824"


def test_kk_formation_agrees_with_the_site_at_every_action_and_in_the_scores():
    export = load_export(GAMES / "kk-formation-4p.json")
    trace = load_trace(GAMES / "kk-formation-4p.trace.jsonl")
    found = hold_to_trace(export, trace)
    assert found.first is None and found.matched == found.total, found.first
    result = next(r["result"] for r in trace if "result" in r)
    assert dict(player_values(replay_engine(export).state)) == result
