"""1862 §7.6.5 (L1303-L1324): building to London is a turn's whole build."""

from __future__ import annotations

import tresham
from tresham.engine import apply, check

from .fires import fires
from .test_engine_rules import act

P = ["Ann", "Bob", "Cy"]


def n_and_e():
    """The N&E at Bishop's Stortford (B13), its yellow tile pointing to London, at its track
    step (as in 18xx.games' record of standard-3p, OR 2.1)."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "operating", "entity": "N&E", "step": "track"},
            "players": {"Ann": {"shares": {"N&E": 60}}},
            "companies": {"N&E": {"price": 74, "cash": 100, "trains": ["1F"], "tokens": 2}},
            "tiles": [{"hex": "B13", "tile": "6", "rotation": 3}],
            "tokens": [{"hex": "B13", "company": "N&E", "city": 0}],
        },
    )


LONDON = {"type": "place_token", "entity": "N&E", "city": "B15-0"}


@fires("1862", "token.turn")
def test_a_company_that_laid_track_this_turn_builds_no_link_to_london_L1323_L1324():
    state = n_and_e()
    assert [v.rule for v in check(state, act(state, **LONDON))] == []  # no track yet: it may
    laid = apply(state, act(state, type="lay_tile", entity="N&E", hex="B11", tile="8852", rotation=0))
    assert laid.ok, laid.violations
    later = laid.state.with_round(step="token")  # had its step not ended with the lay
    assert [v.rule for v in check(later, act(later, **LONDON))] == ["token.turn"]
