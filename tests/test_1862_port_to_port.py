"""1862's joined freight trains from port to port: the book never allows a route between
two ports (L1386-L1387, L1037-L1038); 18xx.games lets non-permanent freight trains joined
into one run so, and its standard-3p record does it five times (actions 120, 136, 151,
167, 255). A replay of a site record (``GameSetup.site``) takes the site's reading; a game
played with tresham the book's. The board is the record's before action 120: the ENR (home
F3, a station at E2) runs its three 1F trains from the port F1 to the port D1."""

from __future__ import annotations

from dataclasses import replace

import tresham
from tresham.model.actions import Route, RunRoutes
from tresham.rules.routes import judge_claim, parse_claim

RULE = "g1862.one-red-one-port"
CLAIM = "1F: F1-F3; 1F: F3-E2; 1F: E2-D1"


def enr(trains=("1F", "1F", "1F"), site=False):
    state = tresham.state_from_setup(
        "1862",
        ["Ann", "Bob", "Cy"],
        {
            "phase": "B",
            "round": {"kind": "operating", "entity": "ENR", "step": "route"},
            "players": {"Ann": {"shares": {"ENR": 60}}},
            "companies": {"ENR": {"price": 68, "trains": list(trains)}},
            "tiles": [{"hex": "F3", "tile": "15", "rotation": 0}, {"hex": "E2", "tile": "57", "rotation": 2}],
            "tokens": [
                {"hex": "F3", "company": "ENR", "city": 0},
                {"hex": "E2", "company": "ENR", "city": 0},
            ],
        },
    )
    return replace(state, setup=replace(state.setup, site=True)) if site else state


def judged(claim=CLAIM, trains=("1F", "1F", "1F"), site=False):
    s = enr(trains)
    return judge_claim(s.rules, s.board, "ENR", parse_claim(claim), s.phase, trains=list(trains), site=site)


def test_the_book_refuses_joined_freight_from_port_to_port():
    report = judged()
    assert {v.rule for v in report.violations} == {RULE}


def test_the_sites_reading_accepts_it_and_scores_it_as_the_site_did():
    report = judged(site=True)
    assert report.violations == ()
    assert report.claimed.total == 110 + 0 + 80  # the record's revenues for the three trains


def test_the_sites_reading_is_only_for_joined_trains_a_permanent_one_alone_is_refused():
    claim = "2F: F1-F3-E2"  # one port: the book allows it, and so the site's reading
    assert judged(claim, ("2F",), site=True).violations == ()
    far = judged("3F: F1-F3-E2-D1", ("3F",), site=True)  # a permanent freight train alone
    assert {v.rule for v in far.violations} == {RULE}


def run_of_the_record(state):
    ids = [c.id for c in state.trains_of("ENR")]
    legs = [("F3", "F1"), ("F3", "E2"), ("E2", "D1")]
    return RunRoutes(
        entity="ENR",
        entity_type="corporation",
        routes=tuple(
            Route(train=i, connections=(leg,), hexes=tuple(sorted(leg)), revenue=r)
            for i, leg, r in zip(ids, legs, (110, 0, 80), strict=True)
        ),
    )


def test_the_engine_takes_the_reading_of_the_setup():
    book, site = enr(), enr(site=True)
    assert {v.rule for v in tresham.apply(book, run_of_the_record(book), force=True).violations} == {RULE}
    after = tresham.apply(site, run_of_the_record(site))
    assert [v.rule for v in after.violations] == []
    assert after.state.companies["ENR"].revenue == 190
