"""1862's dev game (tests/data/games/1862/standard-3p, a copy of
../shared/reference/games/1862) replayed whole: the game ends by the LNER with the site's
final scores."""

from __future__ import annotations

import json
from pathlib import Path

from tresham.scenario.export import load_export
from tresham.scenario.replay_report import replay_whole

GAME = Path(__file__).parent / "data" / "games" / "1862" / "standard-3p"


def test_the_dev_game_ends_by_the_lner_with_the_sites_scores():
    # that every action agrees with the trace is held by tests/test_replay_games.py's ratchet
    # (1862/standard-3p: all 597); one whole replay here checks how the game ends
    export = load_export(GAME.with_suffix(".json"))
    whole = replay_whole(export)
    last = json.loads(GAME.with_suffix(".trace.jsonl").read_text(encoding="utf-8").splitlines()[-1])
    assert whole.end is not None and "first H train" in whole.end["reason"]  # the LNER's end
    assert whole.end["scores"] == last["result"]
