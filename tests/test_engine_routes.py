"""The route step judges traced routes with the routes rules, and finds untraced ones.

A ``run_routes`` route that states only its revenue is trusted (18xx.games exports); one
that traces its stops is judged; one that names only its train runs the best route.
"""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import apply
from tresham.model.actions import action_from_dict

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


@pytest.fixture(scope="module")
def d_runs():
    """1840, company round 1: the city corporation D, no city-line tile laid yet."""
    return tresham.state_from_setup(
        "1840",
        PLAYERS,
        {
            "round": {"kind": "operating", "entity": "D", "step": "route"},
            "players": {"Ann": {"cash": 0, "shares": {"D": 20}}},
            "companies": {"D": {"price": 65, "trains": ["City"]}},
        },
    )


def run(state, *routes):
    return apply(
        state,
        action_from_dict(
            {"type": "run_routes", "entity": "D", "entity_type": "corporation", "routes": list(routes)}
        ),
    )


def test_a_route_naming_only_its_train_runs_the_best_route(d_runs):
    # D's line from Heiligenstadt (40) reaches the printed stop A19 (30): 70 (1840 L1665-L1667)
    r = run(d_runs, {"train": "City"})
    assert r.ok and r.state.companies["D"].last_revenue == 70
    assert r.state.player["Ann"].cash == 14


def test_a_traced_route_earns_what_the_rules_count(d_runs):
    r = run(d_runs, {"train": "City", "hexes": ["A17", "A19"]})
    assert r.ok and r.state.companies["D"].last_revenue == 70


def test_a_traced_route_stating_another_revenue_is_refused(d_runs):
    r = run(d_runs, {"train": "City", "hexes": ["A17", "A19"], "revenue": 80})
    assert [v.rule for v in r.violations] == ["route.revenue"]
    assert r.state is d_runs


def test_a_route_stating_only_its_revenue_is_trusted(d_runs):
    r = run(d_runs, {"train": "City", "revenue": 80})
    assert r.ok and r.state.companies["D"].last_revenue == 80


def test_a_traced_route_the_track_does_not_join_is_refused(d_runs):
    r = run(d_runs, {"train": "City", "hexes": ["A17", "B22"]})
    assert r.violations and r.violations[0].rule.startswith("route.")
    assert "route.revenue" not in [v.rule for v in r.violations]
