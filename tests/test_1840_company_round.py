"""1840's company round: tram purchases (VIII.5.3 L1691-L1776) and the line auction (VIII.6
L1885-L1999), on the states of a real game (tests/data/games/1840/two-player.json, a copy of
the reference export ../shared/reference/games/1840/two-player.json)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tresham.engine import apply, check
from tresham.engine.games.g1840.line_auction import lines_on_offer
from tresham.model.actions import action_from_dict
from tresham.scenario.engine_replay import replay_engine
from tresham.scenario.export import load_export

GAME = Path(__file__).parent / "data" / "games" / "1840" / "two-player.json"


@pytest.fixture(scope="module")
def export():
    return load_export(GAME)


def at(export, until):
    return replay_engine(export, until=until).state


def act(state, **d):
    d.setdefault("entity_type", "corporation" if str(d["entity"]) in state.companies else "player")
    return action_from_dict(d)


def rules_of(state, **d):
    return [v.rule for v in check(state, act(state, **d))]


def play(state, *steps):
    for d in steps:
        r = apply(state, act(state, **d))
        assert r.ok, (d, [v.message for v in r.violations])
        state = r.state
    return state


def test_company_round_1_sells_yellow_at_100_and_orange_at_300_to_the_highest_price_first(export):
    s = at(export, 17)  # the first stock round is over: WT (95) buys first, then GWStStB (65)
    assert (s.round.kind, s.round.step, s.round.entity) == ("company", "trams", "WT")
    assert rules_of(s, type="buy_train", entity="WT", train="O1-0", price=300, variant="O1") == []
    assert rules_of(s, type="buy_train", entity="WT", train="Y1-0", price=100, variant="Y1") == []
    assert rules_of(s, type="buy_train", entity="WT", train="O1-0", price=200, variant="O1") == [
        "train.price"
    ]
    assert rules_of(s, type="buy_train", entity="WT", train="O1-0", price=200, variant="O2") == [
        "train.not-available"
    ]
    assert rules_of(s, type="buy_train", entity="WT", train="R1-0", price=500, variant="R1") == [
        "train.not-available"
    ]
    # WT has no tram: it may not pass without buying one (L1759-L1763)
    assert rules_of(s, type="pass", entity="WT") == ["train.must-buy"]


def test_a_tram_company_holds_three_trams_at_most(export):
    s = at(export, 17)
    s = play(
        s,
        {"type": "buy_train", "entity": "WT", "train": "Y1-0", "price": 100, "variant": "Y1"},
        {"type": "buy_train", "entity": "WT", "train": "Y1-1", "price": 100, "variant": "Y1"},
        {"type": "buy_train", "entity": "WT", "train": "O1-0", "price": 300, "variant": "O1"},
    )
    assert rules_of(s, type="buy_train", entity="WT", train="O1-1", price=300, variant="O1") == [
        "train.limit"
    ]
    assert rules_of(s, type="pass", entity="WT") == []


def test_the_line_auction_opens_at_20_rises_by_5_and_the_winner_buys_one_line(export):
    s = at(export, 21)  # the trams are bought: WT chooses first
    assert (s.round.step, s.round.entity) == ("line-auction", "WT") and lines_on_offer(s) == ["4", "5", "18"]
    assert rules_of(s, type="merge", entity="WT", corporation="2") == ["line.choose"]  # not on offer
    assert rules_of(s, type="bid", entity="WT", corporation="4", price=20) == ["line.bid"]  # choose first
    s = play(s, {"type": "merge", "entity": "WT", "corporation": "4"})
    assert rules_of(s, type="bid", entity="WT", corporation="4", price=15) == ["line.bid"]
    assert rules_of(s, type="bid", entity="WT", corporation="4", price=22) == ["line.bid"]
    s = play(s, {"type": "bid", "entity": "WT", "corporation": "4", "price": 25})
    assert s.round.entity == "GWStStB"
    assert rules_of(s, type="bid", entity="GWStStB", corporation="4", price=25) == ["line.bid"]
    assert rules_of(s, type="bid", entity="GWStStB", corporation="4", price=500) == ["line.cash"]
    s = play(s, {"type": "bid", "entity": "GWStStB", "corporation": "4", "price": 30})
    s = play(s, {"type": "pass", "entity": "WT"})
    # GWStStB buys line 4 and may buy trams at once; then WT chooses, GWStStB bids no more
    assert s.companies["4"].owner == "GWStStB" and s.companies["GWStStB"].cash == 400 - 30
    assert (s.round.step, s.round.entity) == ("trams", "GWStStB")
    s = play(s, {"type": "pass", "entity": "GWStStB"}, {"type": "pass", "entity": "GWStStB"})
    assert (s.round.step, s.round.entity) == ("line-auction", "WT")
    s = play(s, {"type": "merge", "entity": "WT", "corporation": "5"})
    s = play(s, {"type": "bid", "entity": "WT", "corporation": "5", "price": 20})
    assert s.companies["5"].owner == "WT"  # nobody else may bid: GWStStB has its line this round


def test_passing_the_choice_ends_a_companys_auctions_for_the_round(export):
    s = at(export, 21)
    s = play(s, {"type": "pass", "entity": "WT"})
    assert s.round.entity == "GWStStB"
    s = play(s, {"type": "merge", "entity": "GWStStB", "corporation": "4"})
    s = play(s, {"type": "bid", "entity": "GWStStB", "corporation": "4", "price": 20})
    # WT passed its choice, so GWStStB wins alone
    assert s.companies["4"].owner == "GWStStB"


def test_a_line_runs_one_tram(export):
    s = at(export, 24)  # WT has won line 4 and holds its orange tram itself
    assert (s.round.step, s.round.entity) == ("trams", "WT")
    s = play(s, {"type": "pass", "entity": "WT"})
    assert s.round.step == "place"
    one = {"train": "O1-0", "corporation": "4"}
    assert rules_of(s, type="reassign_trains", entity="WT", assignments=[one]) == []
    assert rules_of(s, type="reassign_trains", entity="WT", assignments=[one | {"corporation": "5"}]) == [
        "train.reassign"
    ]
    s = play(s, {"type": "reassign_trains", "entity": "WT", "assignments": [one]})
    assert s.companies["4"].trains == ("O1-0",) and s.round.entity == "GWStStB"


def test_a_line_s_company_buys_a_private_from_a_player_for_1_g_to_its_face_value(export):
    s = at(export, 88)  # line 4 (WT) has run in line round 2a: privates may now be bought (L770-L776)
    assert (s.round.entity, s.round.step) == ("4", "privates")
    assert rules_of(s, type="buy_company", entity="4", company="KK", price=21) == ["private.price"]
    assert rules_of(s, type="buy_company", entity="4", company="KK", price=0) == ["private.price"]
    before = s.player["Player 1"].cash
    s = play(s, {"type": "buy_company", "entity": "4", "company": "KK", "price": 20})
    assert s.private_owner("KK") == "WT" and s.player["Player 1"].cash == before + 20
    assert rules_of(s, type="buy_company", entity="4", company="SB", price=30) == ["private.one"]


def test_privates_are_not_bought_in_the_first_line_rounds(export):
    s = at(export, 32)  # line 4 builds in line round 1a
    assert rules_of(s, type="buy_company", entity="4", company="KK", price=20) != []


def test_a_private_goes_back_to_the_bank_for_its_face_value_at_any_time(export):
    s = at(export, 112)  # line 2's turn; Player 2 owns the Hofburg
    before = s.player["Player 2"].cash
    s = play(
        s, {"type": "choose_ability", "entity": "HB", "entity_type": "company", "choice": {"type": "sell"}}
    )
    assert s.private_owner("HB") is None and s.player["Player 2"].cash == before + 40  # L766-L768
    assert s.round.entity == "2"


def test_a_pass_declines_the_bonus_of_a_city_line_tile_and_the_line_builds_on(export):
    s = at(export, 136)  # line 5 laid a city-line tile on B14, whose bonus is a red tile
    s = play(s, {"type": "pass", "entity": "5"})
    assert (s.round.entity, s.round.step) == ("5", "track")
    s = play(s, {"type": "pass", "entity": "5"})
    assert s.round.step != "track"


def test_a_tram_is_scrapped_for_nothing(export):
    s = at(export, 278)
    card = s.trains["Y1-0"]
    assert card.owner == "15"
    cash = s.companies["GWStStB"].cash
    s = play(s, {"type": "scrap_train", "entity": "15", "train": "Y1-0"})
    assert s.trains["Y1-0"].owner == "removed" and s.companies["GWStStB"].cash == cash  # L1751-L1753


def _last_dividend(export):
    """Action 391: GWStStB's dividend in company round 6, the city corporations' runs stated
    after it (18xx.games' auto actions)."""
    from tresham.model.history import effective_actions

    return next(a for a in effective_actions(export.actions) if a.id == 391)


def test_the_game_ends_after_company_round_6_once_the_cities_ran_and_their_runs_stated_are_taken(export):
    # XI.1 L3198: the end of CR6; the city corporations run in its CR d (VIII.5.2 L1536-L1554)
    s = at(export, 390)
    last = _last_dividend(export)
    assert [a.entity for a in last.auto_actions] == ["W", "G", "D"]
    r = apply(s, last)
    assert r.ok, [v.message for v in r.violations]
    assert r.state.end is not None and r.state.end.reason == "last round"
    assert r.state.players and r.state.to_act is None
    # the runs stated after the end change nothing: the state is as the dividend left it
    made = apply(s, replace(last, auto_actions=()))
    assert made.state.end is not None and made.state.player == r.state.player
    assert {c: made.state.price(c) for c in "WGD"} == {c: r.state.price(c) for c in "WGD"}


def test_a_run_stated_after_the_end_must_be_what_the_city_earned_and_nothing_else_is_taken(export):
    s = apply(at(export, 390), replace(_last_dividend(export), auto_actions=())).state
    assert s.end is not None
    w = _last_dividend(export).auto_actions[0]
    wrong = replace(w, routes=tuple(replace(route, revenue=(route.revenue or 0) + 10) for route in w.routes))
    assert [v.rule for v in check(s, wrong)] == ["route.revenue"]
    assert [v.rule for v in check(s, act(s, type="pass", entity="WT"))] == ["game.over"]
    assert [v.rule for v in check(s, act(s, type="scrap_train", entity="4", train="Pu1-0"))] == ["game.over"]
