"""legal_actions while a non-chartered 1862 company's director is asked how many station
tokens it buys (§6.5.4.2, L917-L929): the offered answers are the counts its treasury pays
for, each accepted (a bot reached this question and legal_actions failed on it)."""

from __future__ import annotations

import tresham
from tresham.engine import apply
from tresham.engine.games.g1862.charters import available
from tresham.rules.games.g1862 import economy as econ

from .test_1862_parliament import fresh, pass_, play


def asked_for_tokens():
    state = fresh()
    state = play(state, pass_("Ann"), pass_("Bob"), pass_("Cy"), pass_("Ann"), pass_("Bob"), pass_("Cy"))
    company = available(state)[0]
    state = play(state, {"type": "par", "entity": "Ann", "corporation": company, "share_price": "74"})
    own = sorted(c.id for c in state.certs_of(company) if c.owner == company)
    state = play(
        state,
        pass_("Bob"),
        pass_("Cy"),
        {"type": "buy_shares", "entity": "Ann", "shares": [own[0]], "percent": 10},
        pass_("Bob"),
        pass_("Cy"),
        {"type": "buy_shares", "entity": "Ann", "shares": [own[1]], "percent": 10},
    )
    return state, company


def test_the_offered_token_counts_are_those_the_treasury_pays_for_and_each_is_accepted():
    state, company = asked_for_tokens()
    offered = list(tresham.legal_actions(state))
    assert offered and {a.TYPE for a in offered} == {"choose"}
    low, high = econ.UNCHARTERED_TOKENS
    cash = state.companies[company].cash
    affordable = [n for n in range(low, high + 1) if n * econ.UNCHARTERED_TOKEN_COST <= cash]
    assert sorted(a.choice for a in offered) == affordable
    assert all(apply(state, a).ok for a in offered)
