"""1824 turns as the replays of 18xx.games need them: players and companies that can do
nothing are passed over, a coal railway owns g-trains only, and the site's water charge on
Wien and Budapest (rulebooks/1824-rules-es.txt; the module docstrings of
``engine.games.g1824`` say which reading is the book's and which the site's)."""

from __future__ import annotations

from dataclasses import replace

import tresham
from tresham.engine import apply, check
from tresham.engine.games.g1824.buy_train import can_buy_a_train
from tresham.model.actions import action_from_dict

P = ["Ann", "Bob", "Cy"]


def act(state, **d):
    entity = str(d["entity"])
    d.setdefault("entity_type", "corporation" if entity in state.companies else "player")
    return action_from_dict(d)


def site(state):
    return replace(state, setup=replace(state.setup, site=True))


def _stock(bob_cash: int):
    return tresham.state_from_setup(
        "1824",
        P,
        {
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {"Ann": {"cash": 300}, "Bob": {"cash": bob_cash}, "Cy": {"cash": 300}},
        },
    )


def test_a_player_who_can_buy_nothing_is_passed_over_in_a_stock_round_L320():
    # nothing is on sale for less than 60 G (the lowest par, L363), and Bob holds no share
    s = apply(_stock(bob_cash=20), act(_stock(20), type="pass", entity="Ann")).state
    assert s.round.entity == "Cy"
    s = apply(_stock(bob_cash=300), act(_stock(300), type="pass", entity="Ann")).state
    assert s.round.entity == "Bob"


def test_the_round_ends_when_everyone_has_passed_in_a_row_the_idle_included():
    s = _stock(bob_cash=0)
    s = apply(s, act(s, type="pass", entity="Ann")).state
    assert (s.round.number, s.round.entity) == (2, "Cy")
    r = apply(s, act(s, type="pass", entity="Cy"))  # Ann, Bob (passed over), Cy: all three
    assert "Stock round 2 ends; Ann has priority" in [e.text for e in r.events]
    s = _stock(bob_cash=300)
    s = apply(s, act(s, type="pass", entity="Ann")).state
    r = apply(s, act(s, type="pass", entity="Bob"))
    assert (r.state.round.number, r.state.round.entity) == (2, "Cy")


def test_a_pass_recorded_for_a_player_passed_over_changes_nothing():
    s = _stock(bob_cash=0)
    s = apply(s, act(s, type="pass", entity="Ann")).state
    r = apply(s, act(s, type="pass", entity="Bob"), force=True)
    assert [v.rule for v in r.violations] == ["turn.out-of-turn"]
    assert r.state.round == s.round


def _coal_buying(cash: int, phase: str = "2"):
    return tresham.state_from_setup(
        "1824",
        P,
        {
            "phase": phase,
            "round": {"kind": "operating", "number": 1, "entity": "EPP", "step": "buy_train"},
            "players": {"Ann": {"shares": {"EPP": 100}}},
            "companies": {"EPP": {"cash": cash, "trains": ["1g"], "floated": True}},
        },
    )


def test_a_coal_railway_owns_g_trains_only_L135():
    s = _coal_buying(300)
    rules = [v.rule for v in check(s, act(s, type="buy_train", entity="EPP", train="2", price=80))]
    assert rules == ["train.limit"]
    assert check(s, act(s, type="buy_train", entity="EPP", train="1g", price=120)) == []


def test_on_the_site_a_company_that_can_buy_no_train_ends_its_turn_by_itself():
    poor = _coal_buying(100)  # the next 1g costs 120 G, and a 2-train it may not own
    assert not can_buy_a_train(poor, "EPP") and can_buy_a_train(_coal_buying(120), "EPP")
    assert poor.round.entity == "EPP"  # played by the book, the director passes
    rich = _coal_buying(300)
    by_book = apply(rich, act(rich, type="buy_train", entity="EPP", train="1g", price=120))
    assert by_book.ok, by_book.violations
    assert by_book.state.round.entity == "EPP"
    on_site = apply(site(rich), act(rich, type="buy_train", entity="EPP", train="1g", price=120))
    assert on_site.ok, on_site.violations
    assert on_site.state.round.entity != "EPP"  # 180 G left, but two trains: no room


def _laying(hex_: str, tile: str, company: str):
    return tresham.state_from_setup(
        "1824",
        P,
        {
            "round": {"kind": "operating", "number": 1, "entity": company, "step": "track"},
            "players": {"Ann": {"shares": {company: 100}}},
            "companies": {company: {"cash": 200, "floated": True}},
        },
    ), act_lay(company, hex_, tile)


def act_lay(company: str, hex_: str, tile: str):
    return action_from_dict(
        {
            "type": "lay_tile",
            "entity": company,
            "entity_type": "corporation",
            "hex": hex_,
            "tile": tile,
            "rotation": 0,
        }
    )


def test_the_first_tile_on_wien_is_free_by_the_book_and_pays_the_water_on_the_site_L594():
    s, lay = _laying("E12", "499", "KK1")
    book = apply(s, lay)
    assert book.ok, book.violations
    assert book.state.companies["KK1"].cash == 200
    on_site = apply(site(s), lay)
    assert on_site.ok, on_site.violations
    assert on_site.state.companies["KK1"].cash == 180
