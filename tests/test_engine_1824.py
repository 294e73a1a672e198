"""1824 in the engine: reserved certificates and the Staatsbahn formations (IV.3-IV.4.4).

The worked examples (data/games/1824/examples) show the usual case, every precursor
bought; these cover the rest on small setups.
"""

from __future__ import annotations

import tresham
from tresham.engine import apply, check
from tresham.model.actions import action_from_dict

P = ["Ann", "Bob", "Cy"]


def act(state, **d):
    entity = str(d["entity"])
    d.setdefault("entity_type", "corporation" if entity in state.companies else "player")
    return action_from_dict(d)


def rules_of(state, **d):
    return [v.rule for v in check(state, act(state, **d))]


def test_certificates_kept_for_precursors_and_coal_railways_lie_on_their_cards():
    s = tresham.new_state("1824", P)
    assert s.certs["SD_0"].owner == "SD1" and s.certs["SD_0"].director
    assert (s.certs["SD_1"].owner, s.certs["SD_2"].owner, s.certs["SD_3"].owner) == ("SD2", "SD3", "ipo")
    assert (s.certs["KK_0"].owner, s.certs["KK_1"].owner, s.certs["KK_2"].owner) == ("KK1", "KK2", "ipo")
    assert s.certs["BK_0"].owner == "EPP" and s.certs["BK_1"].owner == "ipo"
    assert s.certs["BH_0"].owner == "ipo"  # BH has no coal railway (L249-L258)


def test_a_reserved_certificate_cannot_be_bought_an_unreserved_share_can():
    s = tresham.state_from_setup(
        "1824",
        P,
        {"round": {"kind": "stock", "number": 2, "entity": "Ann"}, "players": {"Ann": {"cash": 500}}},
    )
    s = s.update_company("SD", par=120)
    assert rules_of(s, type="buy_shares", entity="Ann", shares=["SD_3"]) == []
    assert rules_of(s, type="buy_shares", entity="Ann", shares=["SD_1"]) == ["stock.reserved"]


def _operating_before_the_first_4(extra: dict) -> dict:
    setup = {
        "phase": "3",
        "depot": {"3": 0},
        "round": {"kind": "operating", "number": 3, "entity": "BK", "step": "buy_train"},
        "players": {"Cy": {"shares": {"BK": 50}}},
        "companies": {"BK": {"price": 90, "cash": 300, "trains": ["3"]}},
    }
    for key, value in extra.items():
        if isinstance(value, dict):
            for k, v in value.items():
                setup.setdefault(key, {}).setdefault(k, {}).update(v)
        else:
            setup[key] = value
    return setup


def _buy_first_4_and_end_the_round(state):
    r = apply(state, act(state, type="buy_train", entity="BK", train="4", price=280))
    assert r.ok, r.violations
    assert r.state.pending == ("SD",)
    r = apply(r.state, act(r.state, type="pass", entity="BK"))
    assert r.ok, r.violations
    return r.state


def test_an_unowned_precursor_gives_its_share_back_and_its_capital_to_the_staatsbahn():
    # Sued 3 was never bought: its share is no longer reserved (120 G, L299) and its
    # starting capital of 120 G is paid as well (L302), as the rulebook says.
    setup = _operating_before_the_first_4(
        {
            "players": {"Ann": {"shares": {"SD1": 100}}, "Bob": {"shares": {"SD2": 100}}},
            "companies": {
                "SD1": {"cash": 50, "floated": True, "operated": True},
                "SD2": {"cash": 20, "floated": True, "operated": True},
            },
            "tokens": [{"hex": "E12", "company": "SD1", "city": 0}],
        }
    )
    s = _buy_first_4_and_end_the_round(tresham.state_from_setup("1824", P, setup))
    assert s.companies["SD"].cash == 7 * 120 + 120 + 50 + 20
    assert s.certs["SD_2"].owner == "ipo"
    assert s.percent("Ann", "SD") == 20 and s.percent("Bob", "SD") == 10
    assert [(t.company, t.hex, t.city) for t in s.board.tokens_of("SD")] == [("SD", "E12", 0)]
    assert s.companies["SD"].tokens == 4
    assert s.companies["SD1"].closed and s.percent("Ann", "SD1") == 0


def test_a_staatsbahn_without_precursor_tokens_gets_its_home_token_free():
    setup = _operating_before_the_first_4(
        {
            "players": {"Ann": {"shares": {"SD1": 100}}},
            "companies": {"SD1": {"cash": 0, "floated": True, "operated": True}},
        }
    )
    s = _buy_first_4_and_end_the_round(tresham.state_from_setup("1824", P, setup))
    assert [(t.hex, t.city) for t in s.board.tokens_of("SD")] == [("E12", 0)]


def test_the_largest_holder_directs_a_staatsbahn_ties_go_to_precursor_order():
    # Bob: Sued 2 (10 %) + two bought shares = 30 %; Ann: Sued 1 (20 %). Bob directs.
    setup = _operating_before_the_first_4(
        {
            "players": {"Ann": {"shares": {"SD1": 100}}, "Bob": {"shares": {"SD2": 100, "SD": 20}}},
            "companies": {
                "SD1": {"floated": True, "operated": True},
                "SD2": {"floated": True, "operated": True},
            },
        }
    )
    s = _buy_first_4_and_end_the_round(tresham.state_from_setup("1824", P, setup))
    assert s.director("SD") == "Bob" and s.percent("Ann", "SD") == 20 and s.percent("Bob", "SD") == 30
    # Cy holds 20 % bought from the bank and ties with Ann: the owner of Sued 1 comes first.
    setup["players"]["Bob"]["shares"] = {"SD2": 100}
    setup["players"]["Cy"]["shares"]["SD"] = 20
    s = _buy_first_4_and_end_the_round(tresham.state_from_setup("1824", P, setup))
    assert s.director("SD") == "Ann"


def test_a_pre_staatsbahn_costs_its_printed_price_a_coal_railway_the_buyers_choice():
    s = tresham.new_state("1824", P)  # Ann holds the priority and starts
    assert rules_of(s, type="buy_company", entity="Ann", company="SD2", price=120) == []
    assert rules_of(s, type="buy_company", entity="Ann", company="SD2", price=240) == ["stock.card-price"]
    assert rules_of(s, type="buy_company", entity="Ann", company="MLB", price=200) == []
    assert rules_of(s, type="buy_company", entity="Ann", company="MLB", price=220) == ["stock.card-price"]
    r = apply(s, act(s, type="buy_company", entity="Ann", company="MLB", price=200))
    s2 = r.state
    assert (s2.companies["MLB"].cash, s2.companies["CL"].par, s2.price("CL")) == (80, 100, 100)
    assert [t.hex for t in s2.board.tokens_of("MLB")] == ["A22"]
    s3 = apply(s2, act(s2, type="pass", entity="Ann")).state  # first go-round: Ann, Cy, Bob
    assert rules_of(s3, type="buy_company", entity="Cy", company="MLB", price=200) == ["stock.company-owned"]
