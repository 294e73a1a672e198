"""18 Lilliput's Grand Judge (Table 2, L315) and Lord High Treasurer (Table 2, L317)."""

from __future__ import annotations

import tresham
from tresham.engine import apply
from tresham.model.actions import Choose

P2 = ["Ann", "Bob"]


def rules_of(result) -> list[str]:
    return [v.rule for v in result.violations]


def _round(cards: list[str], entity: str = "Ann") -> object:
    """Round 3's actions begin; Bob holds ``cards`` and directs LNR and C5."""
    setup = {
        "round": {"kind": "actions", "number": 3, "entity": entity},
        "players": {
            "Ann": {"cash": 30, "shares": {"MR": 50}},
            "Bob": {"cash": 30, "shares": {"LNR": 50, "C5": 50}, "privates": cards},
        },
        "companies": {
            "MR": {"price": 55, "cash": 550},
            "LNR": {"price": 50, "cash": 500},
            "C5": {"price": 60, "cash": 100},
        },
    }
    return tresham.state_from_setup("18lilliput", P2, setup)


def bob(choice: object) -> Choose:
    return Choose(entity="Bob", entity_type="player", choice=choice)


def test_the_judges_holder_takes_5_himself_first_in_the_round_L315():
    s = _round(["JUDGE"])
    assert s.to_act == "Bob"  # before Ann's first card
    early = apply(s, Choose(entity="Ann", entity_type="player", choice="A5"))
    assert not early.ok
    r = apply(s, bob({"income": "cash"}))
    assert r.ok, r.violations
    assert r.state.player["Bob"].cash == 35 and r.state.to_act == "Ann"


def test_or_20_shared_among_his_companies_as_he_likes_L315():
    s = _round(["JUDGE"])
    r = apply(s, bob({"income": {"LNR": 15, "C5": 5}}))
    assert r.ok and r.state.companies["LNR"].cash == 515 and r.state.companies["C5"].cash == 105
    assert rules_of(apply(s, bob({"income": {"LNR": 25}}))) == ["action.income"]
    assert rules_of(apply(s, bob({"income": {"MR": 20}}))) == ["action.income"]  # not his
    listed = list(tresham.legal_actions(s))
    assert bob({"income": "cash"}) in listed and bob({"income": {"LNR": 19, "C5": 1}}) in listed


def test_without_the_judge_nobody_is_asked():
    assert _round([]).to_act == "Ann"


def test_the_treasurer_is_handed_in_for_ten_times_the_round_L317():
    s = _round(["TREASURER"], entity="Bob")
    offer = bob({"exchange": "TREASURER"})
    assert offer in list(tresham.legal_actions(s))
    r = apply(s, offer)
    assert r.ok and r.state.player["Bob"].cash == 30 + 30
    assert r.state.private_owner("TREASURER") is None
    assert r.state.to_act == "Bob"  # besides the card he still takes
    assert rules_of(apply(r.state, offer)) == ["action.exchange"]  # gone


def test_only_the_treasurers_holder_hands_it_in():
    s = _round(["TREASURER"], entity="Ann")
    r = apply(s, Choose(entity="Ann", entity_type="player", choice={"exchange": "TREASURER"}))
    assert rules_of(r) == ["action.exchange"]
    assert rules_of(apply(_round(["JUDGE"], entity="Bob"), bob({"exchange": "JUDGE"}))) == ["action.income"]
