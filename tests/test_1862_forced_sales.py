"""1862 §6.5.2 (L862-L865): a player over the certificate limit sells down to it before
anything else in his stock-round turn; once the LNER has formed he need not (L872-L873)."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import tresham
from tresham.engine import apply
from tresham.engine.games.g1862 import lner
from tresham.engine.steps.stock import cert_count

from .test_engine_rules import act, rules_of

P = ["Ann", "Bob", "Cy"]
COMPANIES = ("FDR", "EUR", "ECR", "SVR", "ENR")


def holding(percent_each):
    """Ann holds ``percent_each`` of five floated companies, in stock round 3."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "stock", "number": 3, "entity": "Ann"},
            "players": {"Ann": {"cash": 1000, "shares": dict.fromkeys(COMPANIES, percent_each)}},
            "companies": {c: {"price": 68, "par": 68, "cash": 100, "trains": ["2F"]} for c in COMPANIES},
        },
    )


def sale(state, company="FDR"):
    share = next(c.id for c in state.certs_of(company) if c.owner == "Ann" and not c.director)
    return {"type": "sell_shares", "entity": "Ann", "shares": [share], "percent": 10}


def buy(state, company="FDR"):
    share = next(c.id for c in state.certs_of(company) if c.owner == "ipo")
    return {"type": "buy_shares", "entity": "Ann", "shares": [share], "percent": 10}


def test_a_player_over_the_limit_sells_before_he_buys_or_passes_L862_L865():
    state = holding(60)  # 5 x (the director's certificate and three shares): 20 certificates
    limit = state.rules.cert_limit(3)
    assert cert_count(state, "Ann") == limit + 2
    assert rules_of(state, type="pass", entity="Ann") == ["g1862.over-limit"]
    assert rules_of(state, **buy(state, "ENR")) == ["g1862.over-limit"]
    assert "pass" not in {a.TYPE for a in tresham.legal_actions(state)}
    assert rules_of(state, **sale(state)) == []
    state = apply(state, act(state, **sale(state))).state
    assert rules_of(state, type="pass", entity="Ann") == ["g1862.over-limit"]  # still one over
    state = apply(state, act(state, **sale(state, "EUR"))).state
    assert cert_count(state, "Ann") == limit
    assert rules_of(state, type="pass", entity="Ann") == []


def test_a_player_at_the_limit_need_not_sell_L862_L865():
    state = holding(50)  # 5 x 3 certificates: 15
    assert cert_count(state, "Ann") <= state.rules.cert_limit(3)
    assert rules_of(state, type="pass", entity="Ann") == []


def test_after_the_lner_no_sale_is_forced_L872_L873():
    state = holding(60)
    markers = MappingProxyType({**state.markers, lner.FORMED: 1})
    assert rules_of(replace(state, markers=markers), type="pass", entity="Ann") == []
