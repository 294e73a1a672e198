"""Routes in the route step: traced routes judged by the routes rules, and companies whose
run the rules decide (1840's city corporations) running by themselves.
"""

from __future__ import annotations

import tresham
from tresham.engine import apply
from tresham.model.actions import action_from_dict

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]


def city_round(tiles=()):
    """1840, company round 2, D's turn (D runs by itself), Ann holding 20% of D."""
    return tresham.state_from_setup(
        "1840",
        PLAYERS,
        {
            "round": {"kind": "company", "number": 2, "entity": "D", "step": "route"},
            "players": {"Ann": {"cash": 0, "shares": {"D": 20}}},
            "companies": {"D": {"price": 65}},
            "tiles": list(tiles),
        },
    )


def test_a_city_corporation_runs_its_line_by_itself_and_pays_it_all():
    # D's line from Heiligenstadt (40) reaches the printed stop A19 (30): 70 (L1665-L1667)
    s = city_round()
    assert s.companies["D"].last_revenue == 70 and s.player["Ann"].cash == 14
    assert s.round.entity != "D"


def test_a_city_line_tile_lengthens_the_city_corporations_run():
    # a stop tile on B20 adds 10: 40 + 30 + 10 = 80 (example 1, L1677-L1687)
    s = city_round([{"hex": "B20", "tile": "L2", "rotation": 2}])
    assert s.companies["D"].last_revenue == 80 and s.player["Ann"].cash == 16


def test_a_line_claims_what_its_traced_route_earns():
    s = tresham.state_from_setup(
        "1840",
        PLAYERS,
        {
            "phase": "2",
            "round": {
                "kind": "line",
                "number": 2,
                "or_index": 1,
                "or_count": 2,
                "entity": "18",
                "step": "route",
            },
            "players": {"Ann": {"shares": {"WT": 50}}},
            "companies": {"WT": {"price": "90,2,2", "revenue": 0}, "18": {"owner": "WT", "trains": ["Y1"]}},
            "tiles": [{"hex": "I21", "tile": "5", "rotation": 4}, {"hex": "I23", "tile": "3", "rotation": 1}],
            "tokens": [{"hex": "I21", "company": "18"}],
        },
    )
    run = {"type": "run_routes", "entity": "18", "entity_type": "corporation"}
    wrong = apply(
        s,
        action_from_dict(run | {"routes": [{"train": "Y1", "hexes": ["I21", "I23", "H22"], "revenue": 60}]}),
    )
    assert [v.rule for v in wrong.violations] == ["route.revenue"]
    right = apply(s, action_from_dict(run | {"routes": [{"train": "Y1", "hexes": ["I21", "I23", "H22"]}]}))
    assert right.ok and right.state.companies["WT"].revenue == 20 + 10 + 20


def test_a_city_corporations_run_counts_twice_in_company_round_4_and_ten_times_in_6():
    for number, times in ((4, 2), (5, 3), (6, 10)):
        s = tresham.state_from_setup(
            "1840",
            PLAYERS,
            {
                "round": {"kind": "company", "number": number, "entity": "D", "step": "route"},
                "players": {"Ann": {"cash": 0, "shares": {"D": 20}}},
                "companies": {"D": {"price": 65}},
            },
        )
        assert s.companies["D"].last_revenue == 70 * times  # L1649-L1651
