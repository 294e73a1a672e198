"""1824 in the engine: reserved certificates and the Staatsbahn formations (IV.3-IV.4.4).

The worked examples (data/games/1824/examples) show the usual case, every precursor
bought; these cover the rest on small setups.
"""

from __future__ import annotations

from dataclasses import replace

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
    assert s2.board.tokens_of("MLB") == []  # its station goes on its mine when it first operates (L604)
    s3 = apply(s2, act(s2, type="pass", entity="Ann")).state  # first go-round: Ann, Cy, Bob
    assert rules_of(s3, type="buy_company", entity="Cy", company="MLB", price=200) == ["stock.company-owned"]


# --------------------------------------------------------------------------- Goods Time
def _draft(picks, hexes):
    s = tresham.state_from_setup(
        "1824", ["P1", "P2", "P3", "P4"], {"round": {"kind": "town-draft", "picks": picks}}
    )
    for hex in hexes:
        r = apply(s, act(s, type="place_token", entity=s.round.entity, city=hex, token_type="town"))
        assert r.ok, r.violations
        s = r.state
    return s


def test_the_draft_runs_in_a_snake_order():
    from tresham.engine.steps.draft import snake

    assert snake(("1", "2", "3", "4"), 10) == ("1", "2", "3", "4", "4", "3", "2", "1", "1", "2")
    assert _draft(5, ["B7", "C8", "C20"]).round.entity == "P4"


def test_a_drafted_hex_takes_only_tiles_with_as_many_towns():
    from tresham.model.actions import LayTile
    from tresham.rules.lay import LayContext, check_lay

    s = _draft(3, ["C22", "C20", "C20"])
    rules, board = s.rules, s.board

    def rules_broken(hex, tile, rotation):  # what the tile rules say, BK's network aside
        lay = LayTile(entity="BK", entity_type="corporation", hex=hex, tile=tile, rotation=rotation)
        ctx = LayContext(rules, board, lay, s.game.tile(tile), phase_colors=("yellow",))
        return [v.rule for v in check_lay(rules, ctx) if not v.rule.startswith("connection.")]

    assert rules_broken("C22", "4", 0) == []  # a town tile on a town hex
    assert "upgrade.city-count" in rules_broken("C22", "9", 0)  # plain track no longer fits
    assert rules_broken("C22", "1", 0) == ["upgrade.city-count"]  # two towns on a one-town hex
    assert rules_broken("C20", "1", 0) == []  # two towns on a two-town hex
    assert "upgrade.city-count" in rules_broken("C20", "4", 0)  # one town on a two-town hex
    assert rules_broken("D15", "9", 0) == []  # an untouched plain hex takes plain track
    assert rules_broken("D15", "4", 0) == ["upgrade.city-count"]


def test_a_company_places_its_home_token_at_the_start_of_its_first_turn():
    from tresham.scenario import StateAt, load_example, replay, scenario_state

    example = load_example("1824/e1-first-stock-round-order")
    start = scenario_state(tresham.load_game("1824"), example)
    end = replay(start, example.actions, StateAt(len(example.actions)))
    assert (end.round.label, end.round.entity) == ("OR 1.1", "EPP")  # coal railways first (L490)
    assert [t.hex for t in end.board.tokens_of("EPP")] == ["C6"]  # on its mine (L483, L604)
    assert end.board.tokens_of("SD1") == []  # not yet: Sued 1 operates after the coal railways


def test_the_bank_sells_the_next_normal_train_abroad_at_the_end_of_each_set_of_ors():
    # VII.15 (L828-L834): after OR 3.2 one 3-train leaves; selling the last 3 abroad opens the 4s
    setup = {
        "phase": "3",
        "round": {"kind": "operating", "number": 3, "or_index": 2, "entity": "BK", "step": "buy_train"},
        "players": {"Cy": {"shares": {"BK": 50}}},
        "companies": {"BK": {"price": 90, "cash": 300, "trains": ["3"]}},
        "tokens": [{"hex": "B9", "company": "BK"}],
    }
    s = tresham.state_from_setup("1824", P, setup)
    left = len([c for c in s.trains.values() if c.owner == "depot" and c.id.startswith("3-")])
    r = apply(s, act(s, type="pass", entity="BK"))
    assert r.state.round.label == "stock round 4"
    assert (
        len([c for c in r.state.trains.values() if c.owner == "depot" and c.id.startswith("3-")]) == left - 1
    )
    assert any("sells a 3-train" in e.text for e in r.events)
    mid_set = tresham.state_from_setup("1824", P, setup | {"round": setup["round"] | {"or_index": 1}})
    assert not any("abroad" in e.text for e in apply(mid_set, act(mid_set, type="pass", entity="BK")).events)
    last = tresham.state_from_setup("1824", P, setup | {"depot": {"3": 1}})
    r = apply(last, act(last, type="pass", entity="BK"))
    assert r.state.phase == "3"  # the 4s are on sale now; the export of a 3 starts no phase
    assert [
        g
        for g in ("3", "4")
        if any(c.owner == "depot" and c.id.startswith(f"{g}-") for c in r.state.trains.values())
    ] == ["4"]


def test_staatsbahn_shares_are_on_sale_at_120_from_the_first_stock_round_vi_3_l352_l364():
    s = tresham.new_state("1824", P)
    s = s.with_round(entity="Ann")
    buy = act(s, type="buy_shares", entity="Ann", shares=["SD_3"])
    assert rules_of(s, type="buy_shares", entity="Ann", shares=["SD_3"]) == []
    after = apply(s, buy)
    assert after.ok and after.state.certs["SD_3"].owner == "Ann"
    assert after.state.player["Ann"].cash == s.player["Ann"].cash - s.game.company("SD").par
    # a regional without a par is still not on sale (L361-L364)
    assert rules_of(s, type="buy_shares", entity="Ann", shares=["BH_2"]) == ["stock.not-started"]


def _second_stock_round(**players):
    return tresham.state_from_setup(
        "1824",
        P,
        {
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {"Ann": {"cash": 600}} | players,
        },
    )


def test_unsold_precursors_coal_and_mountain_railways_leave_after_the_first_stock_round_l357_l394():
    first = tresham.new_state("1824", P).with_round(entity="Ann")
    second = _second_stock_round()
    for d in (
        {"company": "SD2", "price": 120},
        {"company": "EOD", "price": 200},
        {"company": "B1", "price": 120},
    ):
        assert rules_of(first, type="buy_company", entity="Ann", **d) == []
        assert rules_of(second, type="buy_company", entity="Ann", **d) == ["stock.left-game"]


def test_a_pre_staatsbahn_is_bought_as_a_card_never_started_at_a_par():
    first = tresham.new_state("1824", P).with_round(entity="Ann")
    par = {"type": "par", "entity": "Ann", "corporation": "SD2", "share_price": "90,3,2"}
    assert rules_of(first, **par) == ["stock.card-par"]
    # after the first stock round the unsold SD2 is out of the game altogether (L357, L394)
    assert rules_of(_second_stock_round(), **par) == ["stock.left-game"]
    # BH has no card: its director's certificate is bought with a par (L256, L363-L364)
    assert (
        rules_of(_second_stock_round(), type="par", entity="Ann", corporation="BH", share_price="70,5,2")
        == []
    )


def test_a_regional_whose_coal_railway_went_unsold_is_started_at_a_par_as_bh_is_l168_l247():
    par = {"type": "par", "entity": "Ann", "corporation": "CL", "share_price": "100,2,2"}
    first = tresham.new_state("1824", P).with_round(entity="Ann").update_player("Ann", cash=600)
    # in the first stock round CL's director's certificate is still kept for MLB's buyer
    assert rules_of(first, **par) == ["stock.already-started"]
    second = _second_stock_round()
    assert rules_of(second, **par) == []
    after = apply(second, act(second, **par)).state
    assert after.certs["CL_0"].owner == "Ann" and after.companies["CL"].par == 100
    assert after.player["Ann"].cash == 600 - 200
    # a coal railway that was bought keeps its regional's certificate
    bought = second.with_certs(replace(second.certs["MLB_0"], owner="Bob"))
    assert rules_of(bought, **par) == ["stock.already-started"]


def test_the_first_go_round_as_the_book_is_read_and_as_a_site_record_plays_it():
    # L353, L382-L390: "5-4-3-2-1, then 1-2-3-4-5". tresham reads L54 as the priority holder
    # (seat 1) starting it; 18xx.games starts it from the last seat, and a replay of its
    # record does the same (the first four buys of tests/data/games/1824/kk-formation-4p
    # come from seats 4, 3, 2, 1)
    seats = ["P1", "P2", "P3", "P4"]
    book = tresham.new_state("1824", seats, seed=1)
    site = tresham.new_state("1824", seats, seed=1, site=True)
    assert book.round.order == ("P1", "P4", "P3", "P2") and book.to_act == "P1"
    assert site.round.order == ("P4", "P3", "P2", "P1") and site.to_act == "P4"
