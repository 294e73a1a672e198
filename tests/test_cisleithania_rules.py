"""1824's variant B, three players on the Cisleithania map (§XI, L974-L1010): its bank,
cash, certificate limit, trains and the companies left out, and the coal railway's train
step that ends by itself when it can buy nothing (as the site plays it)."""

from __future__ import annotations

from pathlib import Path

import pytest

import tresham
from tresham.engine.steps.buy_train import can_buy_nothing
from tresham.engine.trains import depot_cards
from tresham.model.tile import NodeRef
from tresham.rules.games.cisleithania import BUKOWINA_BONUS
from tresham.rules.routes.model import Route, RouteTrain, StopInfo
from tresham.scenario.engine_replay import replay_engine
from tresham.scenario.export import load_export

# the variant's numbers, as the map's data gives them (game.toml [maps.cisleithania])
_BOARD = tresham.load_game("1824").maps["cisleithania"]
MONEY = {n: (row.bank, row.cash, row.cert_limit) for n, row in _BOARD.player_setup.items()}
TRAINS = _BOARD.train_counts
RECORD = Path(__file__).parent / "data" / "games" / "1824" / "cisleithania-3p-short.json"
PLAYERS = ["Ann", "Bob", "Cy"]


@pytest.fixture(scope="module")
def game():
    return tresham.load_game("1824")


@pytest.fixture(scope="module")
def cis(game):
    return tresham.new_state(game, PLAYERS, seed=7, options=["cisleithania"])


def test_the_bank_pays_the_players_their_cash_out_of_its_9000(game, cis):
    bank, cash, _ = MONEY[3]
    assert bank == 9000 and cash == 700  # L999; L1000's 680 is the erratum the site corrects
    assert cis.bank == bank - cash * len(PLAYERS)
    assert {cis.player[p].cash for p in cis.players} == {cash}
    standard = tresham.new_state(game, PLAYERS, seed=7)
    assert standard.bank != cis.bank and standard.player["Ann"].cash != cash


def test_the_certificate_limit_is_16_with_three_players(game, cis):
    assert cis.rules.cert_limit(3) == MONEY[3][2] == 16  # L1001
    assert tresham.new_state(game, PLAYERS, seed=7).rules.cert_limit(3) != 16


def test_the_depot_holds_the_variants_train_cards(cis):
    for name, count in TRAINS[3].items():
        assert len(depot_cards(cis, name)) == count, name
    assert TRAINS[3]["2"] == 8 and TRAINS[3]["1g"] == 5  # L987-L995
    assert len(depot_cards(cis, "10")) > 0  # "X": unlimited


def test_the_companies_the_variant_leaves_out_are_closed(cis):
    for cid in ("SB", "BH", "SPB", "UG2"):  # L1004
        assert cis.companies[cid].closed, cid
    for cid in ("BK", "MS", "CL", "SD", "KK", "UG", "EPP", "EOD", "MLB", "UG1"):
        assert not cis.companies[cid].closed, cid
    offered = {a.company for a in tresham.legal_actions(cis) if getattr(a, "company", None)}
    assert {"B1", "B2", "B3"} <= offered and not offered & {"B4", "B5", "B6", "SPB", "UG2"}


def test_ug1s_token_stands_on_the_red_budapest_hex_once_it_operates():
    budapest = tresham.load_game("1824").maps["cisleithania"].hexes["G12"]
    assert budapest.color == "red" and "UG1" in budapest.home  # L1006
    bought = after(21)  # the first stock round is over: UG1 has not operated yet
    assert not {t.hex for t in bought.board.tokens_of("UG1")}
    ended = replay_engine(load_export(RECORD)).state  # the record ends on UG1's turn
    assert {t.hex for t in ended.board.tokens_of("UG1")} == {"G12"}


def after(action_id: int):
    return replay_engine(load_export(RECORD), until=action_id).state


def test_a_coal_railway_that_can_buy_nothing_ends_its_turn_after_its_run():
    state = after(23)  # EPP ran; 60 G in its treasury, a 1g costs 120
    assert state.round.entity == "EOD"
    before = after(22)
    assert can_buy_nothing(before.update_company("EPP", cash=60), "EPP")


def test_a_coal_railway_that_can_afford_a_train_waits_in_its_train_step():
    state = after(22)
    assert not can_buy_nothing(state.update_company("EPP", cash=200), "EPP")
    assert not can_buy_nothing(state.update_company("SD1", cash=240), "SD1")  # no train: never


def _stop(hex: str, value: int = 20) -> StopInfo:
    return StopInfo(hex=hex, node=NodeRef("city", 0), kind="city", value=value, key=hex)


@pytest.mark.parametrize(
    ("hexes", "bonus"),
    [
        (("E12", "C24", "E24"), BUKOWINA_BONUS),  # Wien to Bukowina
        (("E26", "C26", "B9"), BUKOWINA_BONUS),  # Bukowina to Prag: either direction
        (("E12", "C24", "B23"), 0),  # from Wien, not to Bukowina
        (("B23", "D25", "E26"), 0),  # to Bukowina, from neither Wien nor Prag
    ],
)
def test_a_run_from_wien_or_prag_to_bukowina_earns_50_more(cis, hexes, bonus):
    route = Route(stops=tuple(_stop(h) for h in hexes), legs=())
    train = RouteTrain("4", reach=4)
    score = cis.rules.run_value(None, train, route)
    assert score.revenue == 20 * len(hexes) + bonus and score.bonus == bonus
    standard = tresham.new_state("1824", PLAYERS, seed=7).rules.run_value(None, train, route)
    assert standard.revenue == 20 * len(hexes)  # the standard map has no such bonus


def test_the_route_search_bounds_a_bukowina_stop_with_its_bonus(cis):
    train = RouteTrain("4", reach=4)
    assert cis.rules.stop_ceiling(train, _stop("E24")) == 20 + BUKOWINA_BONUS
    assert cis.rules.stop_ceiling(train, _stop("B23")) == 20

