"""1862 §7.13 (L1846-L1855): once an OR a company may buy back one of its shares from the pool."""

from __future__ import annotations

import tresham
from tresham.engine import apply

from .test_engine_rules import act, rules_of

P = ["Ann", "Bob", "Cy"]


def redeeming(cash, pool=None):
    """The L&E (£90) at its redeem step, with shares of itself and of the ECR in the pool."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "operating", "entity": "L&E", "step": "redeem"},
            "players": {"Ann": {"shares": {"L&E": 60}}, "Bob": {"shares": {"ECR": 60}}},
            "companies": {"L&E": {"price": 90, "cash": cash, "trains": ["2F"]}, "ECR": {"price": 82}},
            "pool": pool if pool is not None else {"L&E": 10, "ECR": 10},
        },
    )


def pool_share(state, cid):
    return next(c.id for c in state.certs_of(cid) if c.owner == "pool")


def test_a_company_redeems_one_of_its_own_pool_shares_at_the_price():
    state = redeeming(100)
    result = apply(
        state, act(state, type="buy_shares", entity="L&E", shares=[pool_share(state, "L&E")], percent=10)
    )
    assert result.ok
    after = result.state
    assert after.percent("L&E", "L&E") == 10 and after.companies["L&E"].cash == 10
    assert after.round.entity != "L&E" or after.round.step != "redeem"  # once a round


def test_only_its_own_shares_and_only_what_it_can_pay():
    state = redeeming(100)
    other = {"type": "buy_shares", "entity": "L&E", "shares": [pool_share(state, "ECR")], "percent": 10}
    assert rules_of(state, **other) == ["redeem.share"]
    poor = state.update_company("L&E", cash=80)  # (with £80 the step passes by itself)
    mine = {"type": "buy_shares", "entity": "L&E", "shares": [pool_share(poor, "L&E")], "percent": 10}
    assert rules_of(poor, **mine) == ["redeem.cash"]


def test_with_nothing_to_redeem_the_step_passes_by_itself():
    assert redeeming(100, pool={}).round.step != "redeem"
    assert redeeming(80).round.step != "redeem"


def test_a_forced_redemption_of_a_share_that_does_not_exist_is_not_made():
    state = redeeming(100)
    for shares in (["L&E_99"], []):
        result = apply(
            state, act(state, type="buy_shares", entity="L&E", shares=shares, percent=10), force=True
        )
        assert rules_of(state, type="buy_shares", entity="L&E", shares=shares, percent=10) in (
            ["stock.unknown-share"],
            ["stock.bundle"],
        )
        assert result.state is state and [e.kind for e in result.events] == ["skipped"]
