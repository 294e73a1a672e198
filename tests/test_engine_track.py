"""The engine's track and token steps, on 18Mag (rulebook §VI.3.2-§VI.3.4, L435-L530)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.engine import apply
from tresham.errors import MechanismError
from tresham.model.actions import LayTile, PlaceToken, SpecialBuy
from tresham.rules.games import rules_for
from tresham.rules.purchases import RoutePurchases, TrackPurchases
from tresham.scenario.load import load_scenario
from tresham.scenario.setup import scenario_state

MINOR = {"entity": "1", "entity_type": "minor"}


def state_with(tmp_path: Path, setup: str, entity: str = "1"):
    text = f"""game = "18mag"
title = "t"
source = "t"
introduction = "t"
players = ["Ann", "Bob", "Cy"]
[setup]
phase = "yellow"
round = {{ kind = "operating", entity = "{entity}", step = "track" }}
{setup}
[[step]]
action = {{ type = "message", entity = "Ann", entity_type = "player", message = "set up" }}
explain = "only the setup is used"
"""
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    sc = load_scenario(path, "t/s")
    return scenario_state(load_game(sc.game), sc)


# Minor 1's home is Pest: the printed E12's city 1 (L390), which is city 0 of tile L33 at
# rotation 2 (the token follows its city when the tile is laid).
HOME = 'tokens = [{ company = "1", hex = "E12", city = 0 }]'
PRINTED_HOME = 'tokens = [{ company = "1", hex = "E12", city = 1 }]'
BUDAPEST = 'tiles = [{ hex = "E12", tile = "L33", rotation = 2 }, { hex = "D13", tile = "4", rotation = 0 }]'

# Pest's track runs through the town D13 (58: edges 0-2) into C12 (57: edges 2-5): a new
# station there is on a route from the home station (L528-L530).
TO_C12 = (
    'tiles = [{ hex = "E12", tile = "L33", rotation = 2 }, { hex = "D13", tile = "58", rotation = 0 },'
    ' { hex = "C12", tile = "57", rotation = 2 }]'
)


def lay(hex: str, tile: str, rotation: int = 0) -> LayTile:
    return LayTile(**MINOR, hex=hex, tile=tile, rotation=rotation)


def rules_of(result) -> list[str]:
    return [v.rule for v in result.violations]


def test_first_tile_on_a_mountain_pays_its_terrain_to_the_green_major(tmp_path):
    # L452, L462: C14 shows two mountains, so its first tile costs 20 Ft, paid to SIK
    s = state_with(tmp_path, f'companies."1" = {{ cash = 50, floated = true }}\n{HOME}\n{BUDAPEST}')
    r = apply(s, lay("C14", "9", 0))
    assert r.ok, r.violations
    assert r.state.companies["1"].cash == 30 and r.state.companies["SIK"].cash == 20
    assert r.state.board.placed("C14").tile.name == "9"
    assert any("20 Ft to SIK" in e.text for e in r.events)


def test_the_extra_yellow_tile_costs_ten_paid_to_the_yellow_major(tmp_path):
    # L426-L439: a lay or an upgrade, and one more yellow tile for 10 Ft to the yellow major
    s = state_with(tmp_path, f'companies."1" = {{ cash = 50, floated = true }}\n{PRINTED_HOME}')
    s = apply(s, lay("E12", "L33", 2)).state
    assert [(t.hex, t.city) for t in s.board.tokens_of("1")] == [("E12", 0)]
    r = apply(s, lay("D13", "4", 0))
    assert r.ok and r.state.companies["1"].cash == 40 and r.state.companies["SKEV"].cash == 10
    third = apply(r.state, lay("C14", "9", 0))
    assert rules_of(third) == ["turn.too-many-lays"] and third.state is r.state


def test_a_company_that_cannot_pay_for_the_terrain_may_not_lay_there(tmp_path):
    s = state_with(tmp_path, f'companies."1" = {{ cash = 15, floated = true }}\n{HOME}\n{BUDAPEST}')
    r = apply(s, lay("C14", "9", 0))
    assert rules_of(r) == ["track.cannot-pay"] and r.state is s


def test_an_illegal_lay_is_refused_and_changes_nothing(tmp_path):
    s = state_with(tmp_path, f'companies."1" = {{ cash = 50, floated = true }}\n{HOME}')
    r = apply(s, lay("C10", "14", 0))  # a green tile on an empty hex in the yellow phase
    assert "upgrade.color-step" in rules_of(r) and r.state is s


def test_a_station_token_costs_forty_half_to_the_yellow_major(tmp_path):
    # L524-L526: the first token after the home costs 40 Ft, half to SzKÉV, half to the bank
    s = state_with(tmp_path, f'companies."1" = {{ cash = 50, floated = true, tokens = 2 }}\n{HOME}\n{TO_C12}')
    s = s.with_round(step="token")
    r = apply(s, PlaceToken(**MINOR, city="C12-0"))
    assert r.ok, r.violations
    assert r.state.companies["1"].cash == 10 and r.state.companies["1"].tokens == 1
    assert r.state.companies["SKEV"].cash == 20
    assert [e.data["payee"] for e in r.events if e.kind == "cash"] == ["SKEV", "bank"]
    assert [(t.company, t.hex, t.city) for t in r.state.board.tokens_at("C12")] == [("1", "C12", 0)]


def test_no_token_without_one_on_the_charter_or_the_money_for_it(tmp_path):
    s = state_with(tmp_path, f'companies."1" = {{ cash = 30, floated = true, tokens = 0 }}\n{HOME}\n{TO_C12}')
    r = apply(s.with_round(step="token"), PlaceToken(**MINOR, city="C12-0"))
    assert rules_of(r) == ["token.none-left", "token.cannot-pay"]


def test_a_city_id_of_an_18xx_games_export_finds_a_one_city_hex(tmp_path):
    s = state_with(tmp_path, f'companies."1" = {{ cash = 50, floated = true, tokens = 2 }}\n{HOME}\n{TO_C12}')
    r = apply(s.with_round(step="token"), PlaceToken(**MINOR, city="C12-0-0"))
    assert r.ok and r.state.board.tokens_at("C12")
    # on a hex of two cities the part index says which (rules.city_ids): L33 codes its
    # cities first, so part 1 is the second city; part 3 is no city of it
    from tresham.engine.steps.token import city_of

    assert city_of(s, "E12-0-1") == ("E12", 1) and city_of(s, "E12-1") == ("E12", 1)  # by hand: index 1
    two = apply(s.with_round(step="token"), PlaceToken(**MINOR, city="E12-0-3"))
    assert rules_of(two) == ["token.no-city"]
    assert two.violations[0].message == "part 3 of hex E12 is not a city"


# Minor 5 (three terrain tokens, Table 1 L279-L292) with a station in Kolozsvár and a town
# tile in E22 that leads to D23 (two mountains and a river: 30 Ft, L462).
KOLOZSVAR = """companies."5" = { cash = 50 }
tiles = [{ hex = "F23", tile = "57", rotation = 2 }, { hex = "E22", tile = "58", rotation = 3 }]
tokens = [{ hex = "F23", company = "5", city = 0 }]"""
TERRAIN_TOKEN = {"entity": "5", "entity_type": "minor", "description": "Use Terrain Token", "cost": 0}


def test_a_terrain_token_makes_the_bank_pay_the_terrain_to_the_green_major(tmp_path):
    # L464-L466: the bank pays SIK instead of the minor; the token leaves the game
    s = state_with(tmp_path, KOLOZSVAR, entity="5")
    assert s.companies["5"].items == {"terrain token": 3}
    ready = apply(s, SpecialBuy(**TERRAIN_TOKEN))
    assert ready.ok, ready.violations
    r = apply(ready.state, LayTile(entity="5", entity_type="minor", hex="D23", tile="7", rotation=0))
    assert r.ok, r.violations
    assert r.state.companies["5"].cash == 50 and r.state.companies["SIK"].cash == 30
    assert r.state.companies["5"].items == {"terrain token": 2}
    # the token covered D23 only: the next lay's terrain is the minor's again
    again = apply(r.state, LayTile(entity="5", entity_type="minor", hex="D21", tile="9", rotation=1))
    assert again.ok and again.state.companies["5"].cash == 20


def test_a_minor_without_terrain_tokens_cannot_spend_one(tmp_path):
    s = state_with(tmp_path, f'companies."1" = {{ cash = 50, floated = true }}\n{HOME}\n{BUDAPEST}')
    r = apply(s, SpecialBuy(**{**TERRAIN_TOKEN, "entity": "1"}))
    assert rules_of(r) == ["track.purchase"] and r.state is s


def test_a_terrain_token_costs_nothing(tmp_path):
    s = state_with(tmp_path, KOLOZSVAR, entity="5")
    r = apply(s, SpecialBuy(**{**TERRAIN_TOKEN, "cost": 10}))
    assert rules_of(r) == ["track.purchase"] and r.state is s


def test_a_forced_terrain_token_at_a_price_is_refused_not_made(tmp_path):
    s = state_with(tmp_path, KOLOZSVAR, entity="5")
    r = apply(s, SpecialBuy(**{**TERRAIN_TOKEN, "cost": 10}), force=True)
    assert rules_of(r) == ["track.purchase"] and r.state is s
    assert [e.kind for e in r.events] == ["skipped"]


def test_the_purchases_of_the_track_and_route_steps_are_a_mechanism_only_18mag_sets():
    # 18Mag sets its terrain tokens (L464-L466) and rail cars (Table 6; with 2 players only
    # RÁBA sells them, L825); 1840 has neither, and its steps sell nothing there
    mag = load_game("18mag")
    tokens = rules_for(mag).find(TrackPurchases)
    assert tokens is not None and tokens.track_purchase("Use Terrain Token", 0) == (
        "terrain token",
        ("cost.terrain", "cost.upgrade-terrain"),
    )
    standard, two = rules_for(mag).find(RoutePurchases), rules_for(mag, mag.maps["two"]).find(RoutePurchases)
    assert standard is not None and two is not None
    yellow = next(p for p in mag.phases if p.tiles == ("yellow",))
    assert standard.route_purchase("G&C car", 10, yellow, 0) == ("G&C", None)
    assert two.route_purchase("G&C car", 10, yellow, 0)[0] is None
    assert two.route_purchase("RABA car", 20, yellow, 1) == ("RABA", None)
    other = rules_for(load_game("1840"))
    assert other.find(TrackPurchases) is None and other.find(RoutePurchases) is None
    with pytest.raises(MechanismError, match="1840 has no TrackPurchases"):
        other.mechanism(TrackPurchases)
