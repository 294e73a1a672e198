"""Players' values (engine/scores.py), each game by its own rulebook: cash, shares at
market price, and what else the game counts. Each rule with a case where it counts and one
where it does not; the figures in comments are the site's own (tests/data/games traces)."""

from __future__ import annotations

from types import MappingProxyType

import tresham
from tresham.data import load_game
from tresham.engine import new_state
from tresham.engine.scores import player_value, player_values, share_price
from tresham.engine.state import State
from tresham.model.actions import action_from_dict

P = ["Ann", "Bob", "Cy"]


def setup(game: str, players: list[str], data: dict) -> State:
    return tresham.state_from_setup(game, players, data)


def test_a_value_is_cash_plus_shares_at_market_price():
    state = setup(
        "18mag",
        P,
        {"players": {"Ann": {"cash": 100, "shares": {"RABA": 30}}}, "companies": {"RABA": {"price": 70}}},
    )
    price = state.price("RABA")
    assert price == 70
    assert player_value(state, "Ann") == 100 + 3 * price
    assert player_value(state, "Bob") == state.player["Bob"].cash  # holds nothing: cash alone


def test_every_player_is_valued_in_seat_order():
    state = new_state(load_game("1862"), P, seed=46925)  # EUR stays in the game
    assert list(player_values(state)) == P
    assert player_values(state) == {p: state.player[p].cash for p in P}


def test_18mag_minors_owned_whole_count_for_nothing_L812_L814():
    state = setup("18mag", P, {"players": {"Ann": {"cash": 50, "shares": {"1": 100}}}})
    assert state.percent("Ann", "1") == 100
    assert player_value(state, "Ann") == 50  # a minor has no share price: its treasury never counts


def test_1862_trainless_shares_count_at_half_their_price_L2015_L2018():
    # the site: 30% of EUR at 62, no train -> 93 (trace of standard-3p, action 10)
    bare = setup(
        "1862",
        P,
        {"players": {"Ann": {"cash": 584, "shares": {"EUR": 30}}}, "companies": {"EUR": {"price": 62}}},
    )
    assert player_value(bare, "Ann") == 584 + 3 * (62 // 2)
    running = setup(
        "1862",
        P,
        {
            "players": {"Ann": {"cash": 584, "shares": {"EUR": 30}}},
            "companies": {"EUR": {"price": 62, "trains": [{"name": "1F"}]}},
        },
    )
    assert player_value(running, "Ann") == 584 + 3 * 62


def test_1840_loans_cost_200_each_at_the_end_L1772_L1776():
    state = setup("1840", ["Ann", "Bob"], {"players": {"Ann": {"cash": 300}}})
    assert player_value(state, "Ann") == 300
    indebted = state.update_player("Ann", loans=2)
    assert player_value(indebted, "Ann") == 300 - 2 * 200


def test_1840_privates_count_at_face_value_as_on_the_site():
    # the site: Player 1 holds KK (20) and SB (30) -> value = cash + 50 (two-player, action 5)
    state = setup("1840", ["Ann", "Bob"], {"players": {"Ann": {"cash": 300, "privates": ["KK", "SB"]}}})
    faces = {p.id: p.cost for p in state.game.privates}
    assert player_value(state, "Ann") == 300 + faces["KK"] + faces["SB"]
    assert player_value(state, "Bob") == state.player["Bob"].cash


def test_1824_a_coal_railway_counts_at_the_price_paid_for_it():
    state = new_state(load_game("1824"), ["Ann", "Bob", "Cy"])
    bought = tresham.apply(
        state,
        action_from_dict(
            {"type": "buy_company", "entity": "Ann", "entity_type": "player", "company": "EOD", "price": 200}
        ),
    )
    assert bought.ok, bought.violations
    after = bought.state
    assert player_value(after, "Ann") == after.player["Ann"].cash + 200
    assert player_value(state, "Ann") == state.player["Ann"].cash  # before: nothing but cash


def test_18lilliput_unused_copies_are_worth_20_each_L480_L482():
    state = new_state(load_game("18lilliput"), ["Ann", "Bob"])
    copies = state.player["Ann"].items["Dimen's Land Copy"]
    assert copies == 2  # two each in a two-player game (L498)
    assert player_value(state, "Ann") == state.player["Ann"].cash + 20 * copies
    used = state.update_player("Ann", items=MappingProxyType({}))
    assert player_value(used, "Ann") == state.player["Ann"].cash


def test_shares_bought_before_the_market_token_is_placed_count_at_par():
    # 1862 puts the token on the market only when the company floats (L392-L394); the site
    # values the shares at the par meanwhile (standard-3p, action 10: 30% of EUR at 62 -> 93)
    state = new_state(load_game("1862"), P, seed=46925)  # EUR stays in the game
    won = state
    for d in (
        {"type": "bid", "entity": "Ann", "corporation": "EUR", "price": 0},  # the charter (§4.1)
        {"type": "pass", "entity": "Bob"},
        {"type": "pass", "entity": "Cy"},
    ):
        won = tresham.apply(won, action_from_dict({"entity_type": "player", **d})).state
    par = action_from_dict(
        {"type": "par", "entity": "Ann", "entity_type": "player", "corporation": "EUR", "share_price": "62"}
    )
    after = tresham.apply(won, par).state
    assert after.price("EUR") is None and after.companies["EUR"].par == 62
    assert share_price(after, "EUR") == 62
    assert player_value(after, "Ann") == after.player["Ann"].cash + 3 * (62 // 2)  # no train yet
    assert share_price(state, "EUR") is None  # nobody started it: no price at all


def test_a_company_owned_whole_has_no_share_price_even_with_a_par():
    state = new_state(load_game("1824"), ["Ann", "Bob", "Cy"])
    buy = {"type": "buy_company", "entity": "Ann", "entity_type": "player", "company": "MLB", "price": 180}
    after = tresham.apply(state, action_from_dict(buy)).state
    assert share_price(after, "MLB") is None  # its par is the price paid for the card
    assert player_value(after, "Ann") == after.player["Ann"].cash + 180


def test_1824_staatsbahn_shares_on_sale_before_it_forms_are_worth_their_120():
    # L352, L364: a Staatsbahn's unreserved shares sell at 120 G from the first stock round;
    # the site prices them so (every 1824 trace's start line); a regional before its par has none
    state = new_state(load_game("1824"), P)
    assert share_price(state, "KK") == 120 and state.price("KK") is None
    assert share_price(state, "BK") is None
