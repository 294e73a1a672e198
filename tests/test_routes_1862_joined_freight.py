"""1862 L1472-L1485: freight trains that are not permanent run as one, joined end to end.

18xx.games records each train's route on its own; the judge joins the runs of trains that
run as one (``claims.join_claimed``) when they meet end to end.
"""

from __future__ import annotations

import tresham
from tresham.rules.routes import judge_claim, parse_claim
from tresham.rules.routes.claims import join_claimed

P = ["Ann", "Bob", "Cy"]


def kings_lynn():
    """The L&H (home King's Lynn) on a line from the port by Wells to the Midlands, phase D."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "D",
            "round": {"kind": "operating", "entity": "L&H", "step": "route"},
            "players": {"Ann": {"shares": {"L&H": 60}}},
            "companies": {"L&H": {"price": 90, "trains": ["3F", "2F"]}},
            "tiles": [
                {"hex": "E2", "tile": "57", "rotation": 1},
                {"hex": "D3", "tile": "8852", "rotation": 1},
                {"hex": "C4", "tile": "621", "rotation": 1},
                {"hex": "B5", "tile": "57", "rotation": 1},
            ],
            "tokens": [{"hex": "C4", "company": "L&H", "city": 0}],
        },
    )


def judged(text):
    s = kings_lynn()
    return judge_claim(s.rules, s.board, "L&H", parse_claim(text), s.phase, trains=["3F", "2F"])


def test_runs_that_meet_end_to_end_are_one_run_of_the_joined_train():
    claim = join_claimed(parse_claim("3F: F1-E2-D3-C4; 2F: A6-B5-C4"), ["3F+2F"])
    assert [(r.train, [s.hex for s in r.stops]) for r in claim.runs] == [
        ("3F+2F", ["F1", "E2", "D3", "C4", "B5", "A6"])
    ]
    report = judged("3F: F1-E2-D3-C4; 2F: C4-B5-A6")
    assert report.violations == () and report.claimed.total == 90 + 90 + 4 * 30  # L1479-L1485


def test_runs_that_do_not_meet_stay_apart_and_are_refused():
    report = judged("3F: F1-E2-D3-C4; 2F: B5-A6")
    assert {v.rule for v in report.violations} == {"route.train-not-owned"}
