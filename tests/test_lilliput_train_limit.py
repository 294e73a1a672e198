"""18 Lilliput: a phase that lowers the train limit sends the trains beyond it to the Train
Pool (L236-L240); the trains that earn least go (judgement: the rule names no chooser)."""

from __future__ import annotations

import tresham
from tresham.engine import apply
from tresham.model.actions import BuyTrain, Choose

P2 = ["Ann", "Bob"]


def _phase_3(lnr_trains: list[str]) -> object:
    """Ann's MR is to buy the first 4-train with card 8; Bob's LNR holds ``lnr_trains``."""
    setup = {
        "phase": "3",
        "round": {"kind": "actions", "number": 4, "entity": "Ann"},
        "players": {"Ann": {"shares": {"MR": 50}}, "Bob": {"shares": {"LNR": 50}}},
        "companies": {
            "MR": {"price": 55, "cash": 550},
            "LNR": {"price": 50, "cash": 500, "trains": lnr_trains},
        },
        "depot": {"2": 0, "3": 0},
    }
    s = tresham.state_from_setup("18lilliput", P2, setup)
    return apply(s, Choose(entity="Ann", entity_type="player", choice="A8")).state


def _first_4(s: object) -> object:
    r = apply(s, BuyTrain(entity="MR", entity_type="corporation", train="4", price=300))
    assert r.ok, r.violations
    assert r.state.phase == "4"
    return r


def test_the_first_4_train_lowers_the_limit_to_3_and_the_fourth_train_goes_to_the_pool_L240():
    r = _first_4(_phase_3(["2", "3", "3", "2"]))
    lnr = [c.name for c in r.state.trains_of("LNR")]
    assert sorted(lnr) == ["2", "3", "3"]  # an obsolete 2-train went, not a 3
    pool = [c.name for c in r.state.trains.values() if c.owner == "pool"]
    assert pool == ["2"]
    assert any("over the train limit of 3" in e.text for e in r.events)


def test_a_company_within_the_new_limit_keeps_its_trains():
    r = _first_4(_phase_3(["2", "3", "3"]))
    assert len(r.state.trains_of("LNR")) == 3
    assert not [c for c in r.state.trains.values() if c.owner == "pool"]
