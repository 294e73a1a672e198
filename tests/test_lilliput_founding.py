"""18 Lilliput: founding a company during play (L265-L270) and buying from the Train Pool."""

from __future__ import annotations

from dataclasses import replace

import tresham
from tresham.engine import TrainCard, apply
from tresham.model.actions import BuyTrain, Choose, Dividend, Par, Pass, PlaceToken, Route, RunRoutes
from tresham.rules.board import Placed

P2 = ["Ann", "Bob"]


def rules_of(result) -> list[str]:
    return [v.rule for v in result.violations]


def _shares_card(tiles=None, tokens=None, cash: int = 400) -> object:
    """Ann, director of MR, has taken card 5 (shares) in round 2."""
    setup = {
        "round": {"kind": "actions", "number": 2, "entity": "Ann"},
        "players": {"Ann": {"cash": cash, "shares": {"MR": 50}}, "Bob": {"shares": {"LNR": 50}}},
        "companies": {"MR": {"price": 55, "cash": 550}, "LNR": {"price": 50, "cash": 500}},
        "tiles": tiles
        if tiles is not None
        else [
            {"hex": "1,0", "tile": "L-city-ys", "rotation": 0},
            {"hex": "-1,0", "tile": "L-city-ys", "rotation": 0},
        ],
        "tokens": tokens if tokens is not None else [{"hex": "1,0", "company": "MR"}],
    }
    s = tresham.state_from_setup("18lilliput", P2, setup)
    return apply(s, Choose(entity="Ann", entity_type="player", choice="A5")).state


def _found(price: str = "60") -> object:
    r = apply(_shares_card(), Par(entity="Ann", entity_type="player", corporation="C5", share_price=price))
    assert r.ok, r.violations
    return r.state


def test_the_founder_pays_five_times_the_price_and_the_company_gets_ten_times_it_L268_L269():
    s = _found("60")
    assert s.player["Ann"].cash == 400 - 5 * 60
    assert s.companies["C5"].cash == 10 * 60 and s.price("C5") == 60
    assert s.director("C5") == "Ann"


def test_a_start_price_is_one_of_the_index_from_50_up_L268():
    s = _shares_card()
    low = apply(s, Par(entity="Ann", entity_type="player", corporation="C5", share_price="45"))
    assert rules_of(low) == ["stock.par-price"]
    assert apply(s, Par(entity="Ann", entity_type="player", corporation="C5", share_price="80")).ok
    dear = apply(s, Par(entity="Ann", entity_type="player", corporation="C5", share_price="90"))
    assert rules_of(dear) != []  # 5 x 90 = 450: more than Ann's 400


def test_the_home_station_comes_first_free_on_any_empty_city_space_L269():
    s = _found()
    assert rules_of(apply(s, Pass(entity="Ann", entity_type="player"))) == ["action.found"]
    listed = [a for a in tresham.legal_actions(s)]
    assert listed == [PlaceToken(entity="C5", entity_type="corporation", city="-1,0-0")]
    r = apply(s, listed[0])  # not connected to anything, and free
    assert r.ok and r.state.companies["C5"].cash == 600
    taken = apply(s, PlaceToken(entity="C5", entity_type="corporation", city="1,0-0"))
    assert not taken.ok  # MR's home fills the city


def test_no_empty_city_space_no_founding_L269():
    s = _shares_card(tiles=[{"hex": "1,0", "tile": "L-city-ys", "rotation": 0}])
    r = apply(s, Par(entity="Ann", entity_type="player", corporation="C5", share_price="60"))
    assert rules_of(r) == ["stock.home-blocked"]


def _homed() -> object:
    s = apply(_found(), PlaceToken(entity="C5", entity_type="corporation", city="-1,0-0")).state
    pool = next(t.id for t in s.trains.values() if t.owner == "depot" and t.name == "2")
    return s.with_trains(TrainCard(pool, "2", owner="pool")), pool


def test_then_it_may_take_any_train_of_the_pool_at_its_printed_price_L270():
    s, pool = _homed()
    cheap = apply(s, BuyTrain(entity="C5", entity_type="corporation", train=pool, price=1))
    assert rules_of(cheap) == ["action.found"]
    new = next(t.id for t in s.trains.values() if t.owner == "depot")
    assert rules_of(apply(s, BuyTrain(entity="C5", entity_type="corporation", train=new, price=80))) == [
        "action.found"
    ]
    listed = [a for a in tresham.legal_actions(s) if isinstance(a, BuyTrain)]
    assert listed == [BuyTrain(entity="C5", entity_type="corporation", train=pool, price=80)]
    r = apply(s, listed[0])
    assert r.ok and r.state.companies["C5"].cash == 520 and r.state.round.entity == "Bob"


def test_or_its_founder_passes_L270():
    s, _ = _homed()
    r = apply(s, Pass(entity="Ann", entity_type="player"))
    assert r.ok and r.state.round.entity == "Bob" and not r.state.companies["C5"].trains


def test_a_company_that_kept_its_revenue_is_offered_the_pool_trains_L464():
    setup = {
        "phase": "2",
        "round": {"kind": "operating", "number": 2, "entity": "LNR", "step": "route"},
        "players": {"Ann": {"shares": {"LNR": 50}}},
        "companies": {"LNR": {"price": 60, "cash": 500, "trains": ["2"]}},
    }
    s = tresham.state_from_setup("18lilliput", P2, setup)
    s = apply(
        s, RunRoutes(entity="LNR", entity_type="corporation", routes=(Route(train="2", revenue=50),))
    ).state
    pool = next(t.id for t in s.trains.values() if t.owner == "depot")
    s = s.with_trains(TrainCard(pool, "2", owner="pool"))
    paid = apply(s, Dividend(entity="LNR", entity_type="corporation", kind="payout")).state
    kept = apply(s, Dividend(entity="LNR", entity_type="corporation", kind="withhold")).state
    offer = BuyTrain(entity="LNR", entity_type="corporation", train=pool, price=80)
    assert offer in list(tresham.legal_actions(kept))
    assert offer not in list(tresham.legal_actions(paid))


def test_a_player_directs_two_companies_at_most_L273():
    setup = {
        "round": {"kind": "actions", "number": 2, "entity": "Ann"},
        "players": {"Ann": {"cash": 400, "shares": {"MR": 50, "LNR": 50}}, "Bob": {"shares": {"SR": 50}}},
        "companies": {
            "MR": {"price": 55, "cash": 550},
            "LNR": {"price": 50, "cash": 500},
            "SR": {"price": 50},
        },
        "tiles": [{"hex": "-1,0", "tile": "L-city-ys", "rotation": 0}],
    }
    s = tresham.state_from_setup("18lilliput", P2, setup)
    s = apply(s, Choose(entity="Ann", entity_type="player", choice="A5")).state
    r = apply(s, Par(entity="Ann", entity_type="player", corporation="C5", share_price="50"))
    assert rules_of(r) == ["stock.director-limit"]


def test_a_starting_company_nobody_took_in_the_draft_is_never_founded_L499():
    s = tresham.new_state(tresham.load_game("18lilliput"), P2)
    while s.round.kind == "draft":
        s = apply(s, next(iter(tresham.legal_actions(s)))).state
    gone = [c for c, cs in s.companies.items() if cs.closed]
    assert len(gone) == 2  # two players: two starting companies leave the game
    s = s.update_player(s.to_act, cash=400)
    far = s.rules.game.tile("L-city-ys")  # an empty city far off, for a home
    s = replace(s, board=s.board.with_tile("5,0", Placed(far, 0)))
    s = apply(s, Choose(entity=s.to_act, entity_type="player", choice="A5")).state
    assert any(isinstance(a, Par) for a in tresham.legal_actions(s))  # C5-C8 may be founded
    r = apply(s, Par(entity=s.to_act, entity_type="player", corporation=gone[0], share_price="50"))
    assert rules_of(r) == ["action.found"]
    assert not [a for a in tresham.legal_actions(s) if isinstance(a, Par) and a.corporation in gone]
