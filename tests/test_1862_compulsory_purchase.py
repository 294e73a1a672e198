"""1862's compulsory train purchase (§7.11, L1761-L1766): a directed company without a train
that can afford one from the bank may not end its turn without buying one; with a train it
may pass; without the money it raises it (L1767-L1814, tests/test_1862_raising_money.py)."""

from __future__ import annotations

import tresham
from tresham.engine.games.g1862.compulsory import must_buy
from tresham.model.actions import Pass

P = ["Ann", "Bob", "Cy"]


def enr(cash, trains=(), director=True):
    shares = {"Ann": {"shares": {"ENR": 60}}} if director else {}
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "operating", "entity": "ENR", "step": "buy_train"},
            "players": shares,
            "companies": {"ENR": {"price": 68, "cash": cash, "trains": list(trains), "floated": True}},
            "tokens": [{"hex": "F3", "company": "ENR", "city": 0}],
        },
    )


def cheapest_bank_train(state):
    return min(a.price for a in tresham.legal_actions(state) if a.TYPE == "buy_train")


def passing(state):
    return tresham.apply(state, Pass(entity="ENR", entity_type="corporation"))


def test_a_trainless_company_that_can_afford_a_train_must_buy_one():
    state = enr(cash=500)
    offered = tresham.legal_actions(state)
    assert "pass" not in {a.TYPE for a in offered}
    assert "buy_train" in {a.TYPE for a in offered}
    refused = passing(state)
    assert not refused.ok and {v.rule for v in refused.violations} == {"turn.step-order"}
    bought = tresham.apply(state, must_buy(state, "ENR"))
    assert bought.ok and bought.state.trains_of("ENR")


def test_a_company_with_a_train_may_pass():
    state = enr(cash=500, trains=["1F"])
    assert must_buy(state, "ENR") is None
    assert "pass" in {a.TYPE for a in tresham.legal_actions(state)}
    assert passing(state).ok


def test_a_trainless_company_short_of_the_cheapest_train_raises_the_money_and_may_not_pass():
    price = cheapest_bank_train(enr(cash=500))
    state = enr(cash=price - 10)
    assert must_buy(state, "ENR") is None
    assert {v.rule for v in passing(state).violations} == {"turn.step-order"}
    assert "convert" in {a.TYPE for a in tresham.legal_actions(state)}
    assert must_buy(enr(cash=price), "ENR") is not None  # the edge: exactly the price


def test_a_company_in_receivership_is_not_asked():
    assert must_buy(enr(cash=500, director=False), "ENR") is None
