"""1862's dev game (tests/data/games/1862/standard-3p, a copy of
../shared/reference/games/1862) replayed whole: every action agrees with the site's trace,
and the game ends by the LNER with the site's final scores."""

from __future__ import annotations

import json
from pathlib import Path

from tresham.scenario.export import load_export
from tresham.scenario.replay_report import replay_whole
from tresham.scenario.trace_check import hold_to_trace
from tresham.scenario.trace_compare import load_trace

GAME = Path(__file__).parent / "data" / "games" / "1862" / "standard-3p"


def test_the_dev_game_agrees_with_every_action_of_the_site_and_ends_with_its_scores():
    export = load_export(GAME.with_suffix(".json"))
    found = hold_to_trace(export, load_trace(GAME.with_suffix(".trace.jsonl")))
    assert found.first is None, found.first
    whole = replay_whole(export)
    last = json.loads(GAME.with_suffix(".trace.jsonl").read_text(encoding="utf-8").splitlines()[-1])
    assert whole.end is not None and "first H train" in whole.end["reason"]  # the LNER's end
    assert whole.end["scores"] == last["result"]
