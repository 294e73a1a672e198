"""Gulliver, the dummy player of 18 Lilliput's solo game (L541-L630), played by the engine."""

from __future__ import annotations

from dataclasses import replace

import tresham
from tresham.engine import apply, new_state
from tresham.engine.games.g18lilliput import gulliver
from tresham.engine.games.g18lilliput.gulliver import GULLIVER
from tresham.engine.shares import move_certs
from tresham.model.actions import Bid, Choose, LayTile
from tresham.rules.board import Placed

GAME = tresham.load_game("18lilliput")


def solo(seed: int = 5):
    return new_state(GAME, ["Ann"], seed=seed)


def his_company(state) -> str:
    return gulliver.companies(state)[0]


def test_gulliver_gets_a_starting_company_without_capital_and_a_home_beside_mildendo_L547_L551():
    s = solo()
    cid = his_company(s)
    assert state_value(s, cid) == 0 and s.director(cid) == GULLIVER
    homes = s.board.tokens_of(cid)
    x, y = (int(v) for v in homes[0].hex.split(","))
    assert len(homes) == 1 and abs(x) + abs(y) == 1
    assert s.players == ("Ann",) and s.player[GULLIVER].cash >= 30
    assert s.player["Ann"].items == {}  # no Dimen's Land Copy solo (L554)
    assert len(s.trains_of(cid)) >= 1  # its 2-train (L559)


def state_value(state, cid: str) -> int:
    return state.companies[cid].cash


def test_his_company_is_drawn_from_the_seed_and_the_person_drafts_another_L547_L553():
    drawn = {his_company(solo(seed)) for seed in range(12)}
    assert len(drawn) > 1  # at random
    s = solo()
    mine = his_company(s)
    taken = apply(s, Bid(entity="Ann", entity_type="player", price=0, corporation=mine))
    assert not taken.ok
    other = next(c for c in ("SR", "LNR", "GVR", "MR") if c != mine)
    assert apply(s, Bid(entity="Ann", entity_type="player", price=0, corporation=other)).ok


def _after_draft(seed: int = 5):
    s = solo(seed)
    while s.round.kind == "draft":
        s = apply(s, next(iter(tresham.legal_actions(s)))).state
    return s


def test_gulliver_acts_after_the_persons_two_cards_L567_L573():
    s = _after_draft()
    assert s.round.kind == "actions" and s.round.order == ("Ann", "Ann")
    cid = his_company(s)
    tiles = len(s.board.tiles)
    s = apply(s, Choose(entity="Ann", entity_type="player", choice="A8:alt")).state
    assert len(s.board.tiles) == tiles  # not yet
    r = apply(s, Choose(entity="Ann", entity_type="player", choice="A9:alt"))
    assert r.ok, r.violations
    said = [e.text for e in r.events]
    assert "Gulliver's turn in round 1" in said
    assert any(t.startswith("Gulliver lays tile") and cid in t for t in said)
    laid = len(r.state.board.tiles) - tiles
    assert laid in (1, 2)  # A: one tile; C: one more where a city of his leads nowhere


def test_his_companies_always_pay_out_and_take_the_top_train_in_bureaucracy_L612_L621():
    s = _after_draft()
    cid = his_company(s)
    before = len(s.trains_of(cid))
    for card in ("A8:alt", "A9:alt"):
        s = apply(s, Choose(entity="Ann", entity_type="player", choice=card)).state
    while s.round.kind == "operating":
        s = apply(s, next(iter(tresham.legal_actions(s)))).state
    assert s.round.kind == "actions" and s.round.number == 2
    assert len(s.trains_of(cid)) == before + 1  # the top card went to him
    assert not [t for t in s.trains.values() if t.owner == "pool"]  # not to the pool
    assert s.companies[cid].last_revenue is not None


def _two_companies(trains: dict[str, list[str]], second: bool = True):
    """Gulliver directs his company and C5, holding ``trains`` (by the cards' names)."""
    s = _after_draft()
    first = his_company(s)
    if second:
        cert = next(c for c in s.certs_of("C5") if c.director)
        s = move_certs(s, [cert], GULLIVER)
        s = s.update_company("C5", par=50, cell=(0, 0), floated=True, stack=s.stack_counter).next_stack()
    for cid in (first, "C5"):
        for card in s.trains_of(cid):
            s = s.with_trains(replace(card, owner="removed")).update_company(cid, trains=())
    for cid, names in (("first", trains.get("first", [])), ("C5", trains.get("C5", []))):
        company = first if cid == "first" else cid
        for name in names:
            card = next(t for t in s.trains.values() if t.owner == "depot" and t.name == name)
            s = s.with_trains(replace(card, owner=company))
            s = s.update_company(company, trains=(*s.companies[company].trains, card.id))
    return s, first


def test_the_train_goes_to_his_company_with_fewer_trains_L614():
    s, first = _two_companies({"first": ["3"], "C5": []})
    s, _ = gulliver.bureaucracy(s)
    assert len(s.trains_of("C5")) == 1


def test_level_it_goes_to_the_one_whose_lowest_train_is_lowest_then_his_first_L615():
    s, first = _two_companies({"first": ["3"], "C5": ["2"]})
    s, _ = gulliver.bureaucracy(s)
    assert len(s.trains_of("C5")) == 2 and len(s.trains_of(first)) == 1
    s, first = _two_companies({"first": ["2"], "C5": ["2"]})
    s, _ = gulliver.bureaucracy(s)
    assert len(s.trains_of(first)) == 2


def test_at_its_limit_his_company_scraps_its_lowest_train_L616():
    s, first = _two_companies({"first": ["2", "2", "3", "3"]}, second=False)
    s, events = gulliver.bureaucracy(s)
    names = sorted(c.name for c in s.trains_of(first))
    assert names == ["2", "2", "3", "3"]  # a 2 scrapped, the new 2 came: still four
    assert any("scraps its 2-train" in e.text for e in events)
    assert not [t for t in s.trains.values() if t.owner == "pool"]


def test_he_buys_one_share_a_round_three_at_most_then_founds_a_company_L600_L609():
    s = _after_draft()
    board = s.board.with_tile("4,1", Placed(GAME.tile("L-city-ys"), 0))  # a city for a home
    s = replace(s, board=board).update_player(GULLIVER, cash=1000)
    bought = []
    for number in range(2, 5):
        s = s.with_round(number=number)
        s, events = gulliver._buy(s)
        bought.append([e.text for e in events])
    tens = [c for c in s.certs.values() if c.owner == GULLIVER and not c.director]
    assert len(tens) == 3 and all(len(b) == 1 for b in bought)
    cash = s.player[GULLIVER].cash
    s, _ = gulliver._buy(s.with_round(number=5))
    founded = [c for c in gulliver.companies(s) if c != his_company(s)]
    prices = [v for row in s.market.rows for v in (c.value for c in row if c is not None) if v >= 50]
    assert founded and s.price(founded[0]) == max(v for v in prices if 5 * v <= cash)
    assert s.player[GULLIVER].cash == cash - 5 * s.price(founded[0])
    s, events = gulliver._buy(s.with_round(number=6))
    assert events == []  # his fifth buy was his last (L606)


def test_he_founds_only_with_at_least_250_L606():
    s = _after_draft()
    for _ in range(3):
        s = s.update_player(GULLIVER, cash=200)
        s, _ = gulliver._buy(s)
    s = s.update_player(GULLIVER, cash=249)
    s, events = gulliver._buy(s)
    assert events == [] and len(gulliver.companies(s)) == 1
    board = s.board.with_tile("4,1", Placed(GAME.tile("L-city-ys"), 0))
    s = replace(s, board=board).update_player(GULLIVER, cash=250)
    s, events = gulliver._buy(s)
    assert len(gulliver.companies(s)) == 2 and s.player[GULLIVER].cash == 0


def test_gulliver_is_no_seat_nobody_plays_for_him():
    s = _after_draft()
    lay = LayTile(entity=his_company(s), entity_type="corporation", hex="5,5", tile="L-city-ys", rotation=0)
    assert not apply(s, lay).ok
