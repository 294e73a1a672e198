"""18 Lilliput's last round and score (L473-L484, L490): the run doubled and paid out, the
price two spaces right, then cash, shares at their price and £20 for each unused copy."""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import apply
from tresham.engine.end import game_end
from tresham.engine.steps.dividend import dividend_kinds
from tresham.model.actions import Dividend, Route, RunRoutes

P4 = ["Ann", "Bob", "Cy", "Di"]
P3 = P4[:3]


def _to_run(players: list[str], number: int) -> object:
    """LNR (Ann 50%, 30% in the bank) at 60 with a 2-train, about to run in round ``number``."""
    setup = {
        "phase": "2",
        "round": {"kind": "operating", "number": number, "entity": "LNR", "step": "route"},
        "players": {"Ann": {"cash": 30, "shares": {"LNR": 50}}},
        "companies": {"LNR": {"price": 60, "cash": 100, "trains": ["2"]}},
    }
    return tresham.state_from_setup("18lilliput", players, setup)


def _run(state: object, revenue: int) -> object:
    routes = (Route(train="2", revenue=revenue),)
    r = apply(state, RunRoutes(entity="LNR", entity_type="corporation", routes=routes))
    assert r.ok, r.violations
    return r


@pytest.mark.parametrize(("players", "last"), [(P4, 8), (P3, 9), (P4[:2], 8), (P4[:1], 8)])
def test_the_last_round_doubles_the_revenue_and_pays_it_out_two_spaces_right_L477_L479(players, last):
    r = _run(_to_run(players, last), 50)
    assert r.state.player["Ann"].cash == 30 + 50  # 2 x 50 = 100 paid out, £10 a share: 50%
    assert r.state.price("LNR") == 90  # 60 -> 70 -> 90 along the top row (market.toml)
    assert r.state.companies["LNR"].cash == 100  # nothing kept
    assert any("in the game's last round: £100" in e.text for e in r.events)


@pytest.mark.parametrize(("players", "before"), [(P4, 7), (P3, 8)])
def test_a_round_before_the_last_is_not_doubled_and_may_withhold(players, before):
    s = _run(_to_run(players, before), 50).state
    assert s.companies["LNR"].revenue == 50
    kept = apply(s, Dividend(entity="LNR", entity_type="corporation", kind="withhold"))
    assert kept.ok and kept.state.companies["LNR"].cash == 150 and kept.state.price("LNR") == 50


def test_no_withholding_in_the_last_round_L478():
    assert dividend_kinds(_to_run(P3, 9), "LNR") == ("payout",)
    assert dividend_kinds(_to_run(P3, 8), "LNR") == ("payout", "withhold")
    r = _run(_to_run(P3, 9), 40)  # the payout is made by itself, nothing left to choose
    assert r.state.player["Ann"].cash == 30 + 40


def test_the_score_is_cash_shares_at_their_price_and_20_for_each_unused_copy_L480_L482():
    setup = {
        "phase": "2",
        "round": {"kind": "operating", "number": 8, "entity": "LNR", "step": "route"},
        "players": {
            "Ann": {"cash": 30, "shares": {"LNR": 70}},
            "Bob": {"cash": 12, "shares": {"MR": 50, "LNR": 10}},
            "Cy": {"cash": 100},
            "Di": {"cash": 0, "shares": {"MR": 10}},
        },
        "companies": {
            "LNR": {"price": 60, "cash": 999, "trains": ["2"]},
            "MR": {"price": 55, "cash": 550},
        },
    }
    s = tresham.state_from_setup("18lilliput", P4, setup).add_item("Bob", "Dimen's Land Copy", -1)
    r = _run(s, 50)  # LNR pays 100, £10 a share, and moves to 90; MR has no train
    assert r.ok
    s = r.state
    while s.end is None:  # MR earns nothing
        acts = list(tresham.legal_actions(s))
        s = apply(s, acts[0]).state
    over = game_end(s)
    assert over is not None and over.reason == "last round"
    price = {c: s.price(c) for c in ("LNR", "MR")}
    assert price["LNR"] == 90
    copies = {p: s.player[p].items.get("Dimen's Land Copy", 0) for p in P4}
    assert copies == {"Ann": 1, "Bob": 0, "Cy": 1, "Di": 1}
    expected = {
        "Ann": 30 + 70 + 7 * price["LNR"] + 20,
        "Bob": 12 + 10 + 5 * price["MR"] + price["LNR"],
        "Cy": 100 + 20,
        "Di": 0 + price["MR"] + 20,
    }
    assert dict(over.scores) == expected  # the treasuries count for nobody (L481)
    assert over.winners == ("Ann",)
