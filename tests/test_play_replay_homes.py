"""`tresham replay` of an 18 Lilliput game played with `tresham play`: a starting company's
home, laid in the draft (L43-L45), takes its home token at once, as the engine's draft does,
so that a later yellow city the company lays beside Mildendo is not judged a home
(lilliput.home-tile). The file is the first 58 actions of a game played in tmux
(`benchmarks/play_tmux.py 18lilliput --seed 5`), whose action 58 is such a lay by SR."""

from __future__ import annotations

import json
from pathlib import Path

from tresham.scenario.export import parse_export
from tresham.scenario.export_replay import replay_export

FILE = Path(__file__).parent / "data" / "play" / "lilliput-home-beside-mildendo.json"


def replayed(raw):
    return replay_export(parse_export(raw, str(FILE)))


def test_a_later_city_beside_mildendo_is_no_home_once_the_draft_laid_it():
    raw = json.loads(FILE.read_text())
    last = raw["actions"][-1]
    assert last["entity"] == "SR" and last["tile"] == "L-city-ys" and last["hex"] == "1,0"
    report = replayed(raw)
    assert [r.violation.rule for r in report.rejected] == []
    assert report.accepted == sum(a["type"] == "lay_tile" for a in raw["actions"])


def test_the_draft_home_itself_is_still_judged():
    raw = json.loads(FILE.read_text())
    home = next(a for a in raw["actions"] if a["type"] == "lay_tile" and a["entity"] == "SR")
    home["tile"] = "L-city-ys"  # Slamecksan's home is a Y-city (L28, L43, L45)
    report = replayed(raw)
    assert [(r.action, r.violation.rule) for r in report.rejected][:1] == [(home["id"], "lilliput.home-tile")]
