"""18 Lilliput's rounds: the set-up draft (L23-L46), action cards (Table 1, L111-L144), the
trains' run (L333-L464) and Bureaucracy (L466-L471)."""

from __future__ import annotations

import tresham
from tresham.engine import TrainCard, apply, new_state
from tresham.model.actions import (
    Bid,
    BuyTrain,
    Choose,
    Dividend,
    LayTile,
    Pass,
    PlaceToken,
    Route,
    RunRoutes,
    SellShares,
)

P2 = ["Ann", "Bob"]


def rules_of(result) -> list[str]:
    return [v.rule for v in result.violations]


def actions_round(**companies) -> object:
    setup = {
        "round": {"kind": "actions", "number": 2, "entity": "Ann"},
        "players": {"Ann": {"cash": 30, "shares": {"MR": 50}}, "Bob": {"shares": {"LNR": 50}}},
        "companies": {
            "MR": {"price": 55, "cash": 550, "trains": [{"name": "2", "dealt": True}]},
            "LNR": {"price": 50, "cash": 500},
            **companies,
        },
    }
    return tresham.state_from_setup("18lilliput", P2, setup)


def pick(who: str, choice: object) -> Choose:
    return Choose(entity=who, entity_type="player", choice=choice)


def test_each_round_a_player_takes_a_card_and_does_one_of_its_actions():
    # L115, Table 1: card 10's alternative adds £20 to the player's cash; the turn ends
    s = actions_round()
    r = apply(s, pick("Ann", "A10:alt"))
    assert r.ok, r.violations
    assert r.state.player["Ann"].cash == 50 and r.state.round.entity == "Bob"
    assert rules_of(apply(r.state, pick("Bob", "A10"))) == ["action.taken"]


def test_the_first_pass_goes_clockwise_the_second_back():
    s = new_state(tresham.load_game("18lilliput"), ["A", "B", "C"])
    assert s.round.kind == "draft" and "".join(s.round.order) == "ABCCBA"  # L23
    state = actions_round()
    assert state.round.order == ("Ann", "Bob", "Bob", "Ann")  # L115


def test_a_player_takes_a_card_before_acting_and_acts_only_as_it_allows():
    s = actions_round()
    assert rules_of(apply(s, Pass(entity="Ann", entity_type="player"))) == ["action.no-card"]
    r = apply(s, pick("Ann", "A9"))  # card 9: a station marker, not a train
    assert r.ok
    buy = BuyTrain(entity="MR", entity_type="corporation", train="2", price=80)
    assert rules_of(apply(r.state, buy)) == ["action.card"]


def test_company_funds_go_to_one_or_two_of_the_players_companies():
    # f) L302-L304: 50 in phases 1-2
    s = actions_round()
    assert rules_of(apply(s, pick("Ann", {"card": "A10", "funds": {"MR": 60}}))) == ["action.funds"]
    assert rules_of(apply(s, pick("Ann", {"card": "A10", "funds": {"LNR": 50}}))) == ["action.funds"]
    r = apply(s, pick("Ann", {"card": "A10", "funds": {"MR": 50}}))
    assert r.ok and r.state.companies["MR"].cash == 600


def test_a_copy_card_uses_a_card_already_taken_this_round():
    # L144: Ann copies card 10 that she took first
    s = actions_round()
    s = apply(s, pick("Ann", "A10:alt")).state
    assert rules_of(apply(s, pick("Bob", "COPY:A8"))) == ["action.copy"]  # nobody took card 8
    r = apply(s, pick("Bob", "COPY:A10:alt"))
    assert r.ok and r.state.player["Bob"].items == {"Dimen's Land Copy": 1}  # two each with 2 players
    assert r.state.player["Bob"].cash == 50


def test_card_3_lays_yellow_tiles_only():
    s = tresham.state_from_setup(
        "18lilliput",
        P2,
        {
            "phase": "3",
            "round": {"kind": "actions", "number": 2, "entity": "Ann"},
            "players": {"Ann": {"shares": {"SR": 50}}},
            "companies": {"SR": {"price": 50, "cash": 500}},
            "tiles": [{"hex": "1,0", "tile": "L-ycity-ys", "rotation": 1}],
            "tokens": [{"hex": "1,0", "company": "SR"}],
        },
    )
    s = apply(s, pick("Ann", "A3")).state
    green = LayTile(entity="SR", entity_type="corporation", hex="1,0", tile="L-ycity-gt", rotation=1)
    assert rules_of(apply(s, green)) == ["action.card"]


def test_bureaucracy_moves_the_top_train_to_the_pool_and_may_start_a_phase():
    # L468, L197: the first 2-train moved to the pool starts phase 2
    setup = {
        "round": {"kind": "operating", "number": 1, "entity": "LNR", "step": "buy_train"},
        "players": {"Ann": {"shares": {"LNR": 50}}},
        "companies": {"LNR": {"price": 50, "cash": 500}},
    }
    s = tresham.state_from_setup("18lilliput", P2, setup)
    r = apply(s, Pass(entity="LNR", entity_type="corporation"))
    assert r.ok and r.state.phase == "2" and r.state.round.label == "actions round 2"
    assert sum(1 for t in r.state.trains.values() if t.owner == "pool") == 1
    assert r.state.priority == "Bob"


def test_only_a_company_that_kept_its_revenue_buys_a_pool_train_while_trains_run():
    # L462-L464
    s = _lnr_has_run(50)
    paid = apply(s, Dividend(entity="LNR", entity_type="corporation", kind="payout")).state
    kept = apply(s, Dividend(entity="LNR", entity_type="corporation", kind="withhold")).state
    pool = next(t.id for t in paid.trains.values() if t.owner == "depot")
    paid = paid.with_trains(TrainCard(pool, "2", owner="pool"))
    kept = kept.with_trains(TrainCard(pool, "2", owner="pool"))
    buy = BuyTrain(entity="LNR", entity_type="corporation", train=pool, price=80)
    assert rules_of(apply(paid, buy)) == ["train.when"]
    assert apply(kept, buy).ok


def test_a_company_that_earns_nothing_pays_no_dividend_and_falls():
    # L462: "Si una compañía no paga dividendos, el precio de las acciones cae"
    ran = apply(_lnr_to_run(), RunRoutes(entity="LNR", entity_type="corporation", routes=()))
    assert ran.ok and "LNR moves from £60 to £50 after paying nothing" in [e.text for e in ran.events]


def test_a_starting_company_taken_in_the_draft_lays_its_home_beside_mildendo():
    # L13-L15, L43: a yellow city beside Mildendo; only Slamecksan's is a Y-city
    s = new_state(tresham.load_game("18lilliput"), P2)
    s = apply(s, Bid(entity="Ann", entity_type="player", price=0, corporation="GVR")).state
    assert s.player["Ann"].cash == 60 and s.companies["GVR"].cash == 500
    far = LayTile(entity="GVR", entity_type="corporation", hex="0,2", tile="L-city-ys", rotation=0)
    y = LayTile(entity="GVR", entity_type="corporation", hex="0,1", tile="L-ycity-ys", rotation=0)
    assert rules_of(apply(s, far)) == ["draft.home"] and rules_of(apply(s, y)) == ["draft.home"]
    r = apply(s, LayTile(entity="GVR", entity_type="corporation", hex="0,1", tile="L-city-ys", rotation=0))
    assert r.ok and r.state.round.entity == "Bob"
    # any way round (L16), even with its track along Mildendo's side rather than into it
    assert apply(
        s, LayTile(entity="GVR", entity_type="corporation", hex="0,1", tile="L-city-ys", rotation=1)
    ).ok
    assert [(t.hex, t.city) for t in r.state.board.tokens_of("GVR")] == [("0,1", 0)]


def test_a_characters_tile_is_laid_besides_the_cards_action():
    # L308: the General's tile, laid while Ann's card is for shares
    setup = {
        "round": {"kind": "actions", "number": 2, "entity": "Ann"},
        "players": {"Ann": {"shares": {"SR": 50}, "privates": ["GENERAL"]}, "Bob": {"shares": {"LNR": 50}}},
        "companies": {"SR": {"price": 50, "cash": 500}, "LNR": {"price": 50, "cash": 500}},
        "tiles": [
            {"hex": "1,0", "tile": "L-ycity-ys", "rotation": 1},
            {"hex": "2,0", "tile": "L-plain-ys", "rotation": 1},
        ],
        "tokens": [{"hex": "1,0", "company": "SR"}],
    }
    s = apply(tresham.state_from_setup("18lilliput", P2, setup), pick("Ann", "A5")).state
    general = LayTile(entity="SR", entity_type="corporation", hex="3,0", tile="L-general-s", rotation=1)
    plain = LayTile(entity="SR", entity_type="corporation", hex="3,0", tile="L-city-ys", rotation=1)
    assert rules_of(apply(s, plain)) == ["action.card"]
    r = apply(s, general)
    assert r.ok, r.violations
    assert r.state.board.placed("3,0").tile.name == "L-general-s" and r.state.round.entity == "Ann"


def _with_characters(*cards: str) -> object:
    setup = {
        "round": {"kind": "actions", "number": 2, "entity": "Ann"},
        "players": {"Ann": {"shares": {"SR": 50}, "privates": list(cards)}, "Bob": {"shares": {"LNR": 50}}},
        "companies": {"SR": {"price": 50, "cash": 500}, "LNR": {"price": 50, "cash": 500}},
        "tiles": [
            {"hex": "1,0", "tile": "L-ycity-ys", "rotation": 1},
            {"hex": "2,0", "tile": "L-plain-ys", "rotation": 1},
            {"hex": "3,0", "tile": "L-city-ys", "rotation": 1},
        ],
        "tokens": [{"hex": "1,0", "company": "SR"}],
    }
    return tresham.state_from_setup("18lilliput", P2, setup)


def test_the_general_halves_the_price_of_station_markers():
    # L314: the first extra station costs 20, not 40
    token = PlaceToken(entity="SR", entity_type="corporation", city="3,0-0")
    s = apply(_with_characters("GENERAL"), pick("Ann", "A9")).state
    r = apply(s, token)
    assert r.ok, r.violations
    assert r.state.companies["SR"].cash == 480
    plain = apply(apply(_with_characters(), pick("Ann", "A9")).state, token)
    assert plain.ok and plain.state.companies["SR"].cash == 460


def test_the_high_admiral_takes_ten_percent_off_trains_from_the_bank():
    # L316: a 2-train for 72, not 80
    s = apply(_with_characters("ADMIRAL"), pick("Ann", "A8")).state
    full = BuyTrain(entity="SR", entity_type="corporation", train="2", price=80)
    assert rules_of(apply(s, full)) == ["train.price"]
    r = apply(s, BuyTrain(entity="SR", entity_type="corporation", train="2", price=72))
    assert r.ok and r.state.companies["SR"].cash == 428


def _lnr_to_run() -> object:
    """LNR (Ann 50%, the other 30% in the bank) at 60 in phase 2, its 2-train to run."""
    setup = {
        "phase": "2",
        "round": {"kind": "operating", "number": 2, "entity": "LNR", "step": "route"},
        "players": {"Ann": {"shares": {"LNR": 50}}},
        "companies": {"LNR": {"price": 60, "cash": 500, "trains": ["2"]}},
    }
    return tresham.state_from_setup("18lilliput", P2, setup)


def _lnr_has_run(revenue: int) -> object:
    """LNR as ``_lnr_to_run`` gives it, its 2-train having earned ``revenue``."""
    routes = (Route(train="2", revenue=revenue),) if revenue else ()
    r = apply(_lnr_to_run(), RunRoutes(entity="LNR", entity_type="corporation", routes=routes))
    assert r.ok, r.violations
    return r.state


def test_shares_the_bank_holds_pay_the_bank_L441():
    s = _lnr_has_run(50)
    r = apply(s, Dividend(entity="LNR", entity_type="corporation", kind="payout"))
    assert r.ok, r.violations
    assert r.state.player["Ann"].cash == s.player["Ann"].cash + 25
    assert r.state.companies["LNR"].cash == 500  # the bank's 30% is not the company's
    assert r.state.price("LNR") == 70  # one space right (L441)


def test_kept_revenue_moves_the_price_one_space_left_L462():
    kept = apply(_lnr_has_run(50), Dividend(entity="LNR", entity_type="corporation", kind="withhold"))
    assert kept.ok and kept.state.companies["LNR"].cash == 550 and kept.state.price("LNR") == 50


def test_dimens_land_copies_one_each_two_each_with_two_players_none_solo_L21_L498_L554():
    game = tresham.load_game("18lilliput")
    assert new_state(game, ["A", "B", "C"]).player["A"].items == {"Dimen's Land Copy": 1}
    assert new_state(game, ["A", "B"]).player["B"].items == {"Dimen's Land Copy": 2}
    assert new_state(game, ["A"]).player["A"].items == {}


def test_the_trains_run_once_each_player_has_taken_two_cards_L107_L121():
    s = actions_round()
    for who, card in (("Ann", "A3:alt"), ("Bob", "A5:alt"), ("Bob", "A8:alt")):
        s = apply(s, pick(who, card)).state
        assert s.round.kind == "actions"
    r = apply(s, pick("Ann", "A9:alt"))
    assert r.ok, r.violations
    assert (r.state.round.kind, r.state.round.number, r.state.round.entity) == ("operating", 2, "MR")
    assert r.state.round.label == "OR 2.1"  # one run of the trains a round


def test_shares_sold_go_back_to_the_bank_one_price_step_down_each_L252_L256():
    setup = {
        "round": {"kind": "actions", "number": 2, "entity": "Ann"},
        "players": {"Ann": {"cash": 30, "shares": {"MR": 50, "LNR": 20}}, "Bob": {"shares": {"LNR": 50}}},
        "companies": {"MR": {"price": 55, "cash": 550}, "LNR": {"price": 60, "cash": 500}},
    }
    s = apply(tresham.state_from_setup("18lilliput", P2, setup), pick("Ann", "A5")).state
    mine = tuple(c.id for c in s.certs_of("LNR") if c.owner == "Ann")
    r = apply(s, SellShares(entity="Ann", entity_type="player", shares=mine))
    assert r.ok, r.violations
    assert [c.owner for c in r.state.certs_of("LNR") if c.id in mine] == ["ipo", "ipo"]
    assert r.state.player["Ann"].cash == 30 + 2 * 60  # paid at 60 before the marker moves
    assert r.state.price("LNR") == 50  # 60 -> 55 -> 50 (market.toml: the values zig-zag)


def test_only_the_four_starting_companies_are_drafted_L31_L45():
    s = new_state(tresham.load_game("18lilliput"), P2)
    take = Bid(entity="Ann", entity_type="player", price=0, corporation="C5")
    assert rules_of(apply(s, take)) == ["draft.item"]
    assert apply(s, Bid(entity="Ann", entity_type="player", price=0, corporation="SR")).ok


def test_a_pool_train_bought_while_the_trains_run_is_refused_with_the_reason_L462_L464():
    s = _lnr_has_run(50)
    paid = apply(s, Dividend(entity="LNR", entity_type="corporation", kind="payout")).state
    pool = next(t.id for t in paid.trains.values() if t.owner == "depot")
    paid = paid.with_trains(TrainCard(pool, "2", owner="pool"))
    r = apply(paid, BuyTrain(entity="LNR", entity_type="corporation", train=pool, price=80))
    assert [v.message for v in r.violations] == [
        "while the trains run, only a company that kept its revenue buys, from the Train Pool"
    ]


def test_a_home_laid_in_the_draft_is_refused_with_its_reason_L13_L16_L43():
    s = new_state(tresham.load_game("18lilliput"), P2)

    def said(company: str, hex: str, tile: str, rotation: int) -> list[str]:
        taken = apply(s, Bid(entity="Ann", entity_type="player", price=0, corporation=company)).state
        lay = LayTile(entity=company, entity_type="corporation", hex=hex, tile=tile, rotation=rotation)
        return [v.message for v in apply(taken, lay).violations]

    assert said("GVR", "0,2", "L-city-ys", 0) == ["0,2 is not beside Mildendo"]
    assert said("GVR", "0,1", "L-ycity-ys", 0) == ["GVR's home is a yellow city tile, not L-ycity-ys"]
    assert said("SR", "0,1", "L-city-ys", 0) == ["SR's home is a yellow Y-city tile, not L-city-ys"]
    assert said("GVR", "0,1", "L-city-ys", 1) == []  # any orientation (L16)
