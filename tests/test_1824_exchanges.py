"""1824's exchanges in a stock round: a mountain railway for a regional's share (IV.1
L107-L121), a coal railway for its regional's director's certificate (IV.2 L162-L167), and
the float that follows (VI.5 L371, L246); shares bought at the market price (VI.4)."""

from __future__ import annotations

import tresham
from tresham.engine import apply, check
from tresham.model.actions import action_from_dict

P = ["Ann", "Bob", "Cy"]


def act(**d):
    return action_from_dict(d)


def _stock(phase: str, extra_players: dict | None = None, companies: dict | None = None):
    players = {"Ann": {"cash": 300, "privates": ["B1"]}, "Bob": {"cash": 300}, "Cy": {"cash": 300}}
    for k, v in (extra_players or {}).items():
        players[k].update(v)
    return tresham.state_from_setup(
        "1824",
        P,
        {
            "phase": phase,
            "round": {"kind": "stock", "number": 3, "entity": "Ann"},
            "players": players,
            "companies": companies or {},
        },
    )


def exchange_b1(share: str):
    return act(
        type="buy_shares", entity="B1", entity_type="company", shares=[share], percent=10, share_price=0
    )


def test_a_mountain_railway_is_exchanged_for_a_share_from_the_first_3_train_L112():
    s = _stock("3", companies={"BH": {"price": 100}})
    r = apply(s, exchange_b1("BH_1"))
    assert r.ok, r.violations
    assert r.state.certs["BH_1"].owner == "Ann"
    assert r.state.private_owner("B1") is None and r.state.player["Ann"].cash == 300
    assert r.state.round.entity == "Bob"  # the exchange was the turn's purchase
    early = _stock("2", companies={"BH": {"price": 100}})
    assert [v.rule for v in check(early, exchange_b1("BH_1"))] == ["g1824.mountain-exchange"]


def test_a_mountain_railway_never_brings_a_director_certificate_nor_a_staatsbahn_share_L118():
    s = _stock("3", companies={"BH": {"price": 100}})
    assert "g1824.mountain-exchange" in [v.rule for v in check(s, exchange_b1("BH_0"))]
    assert "g1824.mountain-exchange" in [v.rule for v in check(s, exchange_b1("SD_3"))]
    assert check(s, exchange_b1("BH_2")) == []


def test_the_share_a_mountain_railway_brings_floats_the_company_with_its_full_capital_L371():
    s = _stock(
        "3", {"Ann": {"shares": {"BH": 20}}, "Bob": {"shares": {"BH": 20}}}, companies={"BH": {"price": 100}}
    )
    s = s.update_company("BH", par=100)
    r = apply(s, exchange_b1("BH_5"))
    assert r.ok, r.violations
    assert r.state.companies["BH"].floated and r.state.companies["BH"].cash == 1000


def _coal(phase: str, bob_bk: int = 0):
    s = _stock(
        phase,
        {"Ann": {"shares": {"EPP": 100}}, "Bob": {"shares": {"BK": bob_bk}} if bob_bk else {}},
        companies={"EPP": {"cash": 70, "trains": ["1g"], "floated": True}},
    )
    return s.update_company("BK", par=90)


COAL = {"type": "special_buy", "entity": "Ann", "entity_type": "player", "description": "EPP", "cost": 0}


def test_a_coal_railway_is_exchanged_for_its_regionals_director_certificate_in_phases_3_and_4_L162():
    r = apply(_coal("3"), act(**COAL))
    assert r.ok, r.violations
    s = r.state
    assert s.certs["BK_0"].owner == "Ann" and s.companies["EPP"].closed
    assert s.companies["BK"].cash == 70 and [s.trains[t].name for t in s.companies["BK"].trains] == ["1g"]
    assert not s.companies["BK"].floated  # 20 % in players' hands: not yet half
    assert [v.rule for v in check(_coal("2"), act(**COAL))] == ["g1824.coal-exchange"]
    assert [v.rule for v in check(_coal("5"), act(**COAL))] == ["g1824.coal-exchange"]


def test_the_regional_floats_with_eight_times_its_par_when_its_director_certificate_arrives_L246():
    r = apply(_coal("4", bob_bk=30), act(**COAL))
    assert r.ok, r.violations
    assert r.state.companies["BK"].floated
    assert r.state.companies["BK"].cash == 70 + 8 * 90


def test_a_regional_whose_director_certificate_is_still_kept_does_not_float_L371():
    s = _coal("3", bob_bk=40)
    buy = act(type="buy_shares", entity="Ann", entity_type="player", shares=["BK_5"], percent=10)
    r = apply(s, buy)
    assert r.ok, r.violations
    assert r.state.percent("Ann", "BK") + r.state.percent("Bob", "BK") == 50
    assert not r.state.companies["BK"].floated


def test_a_share_costs_the_price_its_token_marks_not_its_par_L359():
    s = _stock("3", companies={"BH": {"price": 90}}).update_company("BH", par=100)
    r = apply(s, act(type="buy_shares", entity="Ann", entity_type="player", shares=["BH_1"], percent=10))
    assert r.ok, r.violations
    assert r.state.player["Ann"].cash == 300 - 90
