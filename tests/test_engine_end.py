"""The end of a game as each program declares it: a broken bank ends the game after the set
of operating rounds in which it breaks (1862 L1963-L1970, 1824); the action that breaks it
says so, the one that ends the set says the game is over, and nothing is accepted after."""

from __future__ import annotations

import tresham
import tresham.engine
from tresham.engine import apply
from tresham.model.actions import action_from_dict

PLAYERS = ["Richard", "Lucy", "Tom"]


def operating(bank: int, or_count: int):
    return tresham.state_from_setup("1862", PLAYERS, {
        "phase": "B",
        "bank": bank,
        "round": {"kind": "operating", "entity": "L&E", "step": "route", "or_count": or_count},
        "players": {
            "Richard": {"cash": 100, "shares": {"L&E": 50}},
            "Lucy": {"cash": 100, "shares": {"L&E": 20}},
        },
        "companies": {"L&E": {"cash": 50, "price": 82, "trains": ["2/3E"], "shares": {"L&E": 20}}},
        "pool": {"L&E": 10},
    })  # fmt: skip


def run_and_pay(state, revenue: int):
    ran = apply(state, action_from_dict(
        {"type": "run_routes", "entity": "L&E", "entity_type": "corporation",
         "routes": [{"train": "2/3E", "revenue": revenue}]}
    ))  # fmt: skip
    assert ran.ok, ran.violations
    paid = apply(ran.state, action_from_dict(
        {"type": "dividend", "entity": "L&E", "entity_type": "corporation", "kind": "payout"}
    ))  # fmt: skip
    assert paid.ok, paid.violations
    end_turn = {"type": "pass", "entity": "L&E", "entity_type": "corporation"}
    done = apply(paid.state, action_from_dict(end_turn))
    return tresham.engine.Result(done.state, paid.events + done.events, done.violations)


def test_a_broken_bank_ends_the_game_with_the_set_of_operating_rounds():
    r = run_and_pay(operating(bank=100, or_count=1), 190)
    assert r.ok, r.violations
    texts = [e.text for e in r.events if e.kind == "end"]
    assert texts[0].startswith("The bank is broken")
    assert texts[-1].startswith("The game is over")
    assert r.state.end is not None and r.state.end.reason == "bank broken"
    assert r.state.to_act is None
    refused = apply(r.state, action_from_dict({"type": "pass", "entity": "Richard", "entity_type": "player"}))
    assert [v.rule for v in refused.violations] == ["game.over"]


def test_the_set_is_finished_after_the_bank_breaks():
    r = run_and_pay(operating(bank=100, or_count=2), 190)
    assert r.ok, r.violations
    assert r.state.end is None and r.state.ending is not None
    assert (r.state.round.kind, r.state.round.or_index) == ("operating", 2)


def test_a_bank_with_money_left_ends_nothing():
    r = run_and_pay(operating(bank=10_000, or_count=1), 190)
    assert r.ok and r.state.end is None and r.state.ending is None
    assert r.state.round.kind == "stock"
