"""1862 §7.10 (L1729-L1758): warranties on trains bought from the bank.

Each costs £50 from the treasury, a train carries at most three, A and D trains bring one
free; after each run one comes off every train that has any; a train whose kind leaves
play stays until its last warranty comes off.
"""

from __future__ import annotations

import tresham
from tresham.engine import apply

from .test_engine_rules import act, rules_of

P = ["Ann", "Bob", "Cy"]


def buying(phase="A", cash=400, trains=()):
    """The L&E at its buy_train step; the ECR holds a 2E to sell."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": phase,
            "round": {"kind": "operating", "entity": "L&E", "step": "buy_train"},
            "players": {"Ann": {"shares": {"L&E": 60}}, "Bob": {"shares": {"ECR": 60}}},
            "companies": {
                "L&E": {"price": 90, "cash": cash, "trains": list(trains)},
                "ECR": {"price": 82, "cash": 300, "trains": ["2E"]},
            },
        },
    )


def run(state, **d):
    result = apply(state, act(state, **d))
    assert result.ok, result.violations
    return result


def test_an_a_train_brings_one_free_warranty_and_each_bought_costs_50():
    result = run(buying(), type="buy_train", entity="L&E", train="2E", price=100, warranties=2)
    state = result.state
    card = next(c for c in state.trains_of("L&E"))
    assert card.warranties == 3 and state.companies["L&E"].cash == 400 - 100 - 100
    assert any("3 warranties (1 free, 2 bought for £100)" in e.text for e in result.events)


def test_at_most_three_warranties_from_the_bank_only_and_paid_for():
    s = buying()
    assert rules_of(s, type="buy_train", entity="L&E", train="2E", price=100, warranties=3) == [
        "train.warranty"
    ]
    ecr = next(c.id for c in s.trains_of("ECR"))
    assert rules_of(s, type="buy_train", entity="L&E", train=ecr, price=100, warranties=1) == [
        "train.warranty"
    ]
    poor = buying(cash=140)
    assert rules_of(poor, type="buy_train", entity="L&E", train="2E", price=100, warranties=1) == [
        "train.cash"
    ]


def test_a_warranty_comes_off_after_each_run_and_keeps_a_train_past_its_end():
    # phase B; the L&E's 2E has two warranties; the first C train would remove A trains
    state = tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "operating", "entity": "L&E", "step": "route"},
            "players": {"Ann": {"shares": {"L&E": 60}}},
            "companies": {"L&E": {"price": 90, "cash": 600, "trains": [{"name": "2E", "warranties": 2}]}},
            "depot": {"B": 0},
        },
    )
    card = state.trains_of("L&E")[0].id
    idle = [{"train": card, "connections": []}]
    state = run(state, type="run_routes", entity="L&E", routes=idle).state
    assert state.trains[card].warranties == 1
    assert state.round.step == "buy_train"  # nothing earned: withheld by itself
    bought = run(state, type="buy_train", entity="L&E", train="3E", price=280)
    state = bought.state
    assert state.trains[card].owner == "L&E" and state.trains[card].doomed  # phase C: A trains go
    assert any("Kept by their warranties" in e.text for e in bought.events)
    while state.round.entity != "L&E" or state.round.step != "route":
        state = run(state, type="pass", entity=state.to_act).state
    runs = [{"train": card, "connections": []}, {"train": "3E", "connections": []}]
    state = run(state, type="run_routes", entity="L&E", routes=runs).state
    assert state.trains[card].owner == "removed"
