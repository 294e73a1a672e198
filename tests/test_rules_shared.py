"""Shared tile-laying rules, on real 18Mag data (rulebook §VI.3.2-§VI.3.3, notes §8 seeds)."""

from __future__ import annotations

import pytest

from tresham.data import load_game
from tresham.errors import LayoutError
from tresham.model.actions import LayTile
from tresham.model.tile import NodeRef, Path
from tresham.rules.board import Board, Placed, Token, rotate_content
from tresham.rules.games import rules_for
from tresham.rules.lay import LayContext, judge_lay
from tresham.rules.upgrade import crosses_partition, track_mapping

from .layouts import L, check, rules_of


def run(game: str, lays: list[dict], tokens: list[dict] | None = None, **top):
    return check(game, lays, tokens, tokens_after=0, **top)


# ---------------------------------------------------------------- geometry
def test_rotation_moves_edges():
    g = load_game("18mag")
    c = rotate_content(g.tile("57").content, 2, 6)
    assert c.exits() == {2, 5}


def test_track_mapping_keeps_city_connections():
    g = load_game("18mag")
    old = g.tile("57").content  # 0-c0-3
    assert track_mapping(old, g.tile("14").content) is not None  # 0,1,3,4
    assert track_mapping(old, rotate_content(g.tile("14").content, 1, 6)) is None


def test_yellow_city_upgrade_rotation_matters():
    r = run("18mag", [L("C12", "57", 0), L("C12", "14", 0)])
    assert r.ok
    r = run("18mag", [L("C12", "57", 0), L("C12", "14", 1)])
    assert rules_of(r, 1) == ["upgrade.track-not-kept"]


def test_plain_track_upgrade_keeps_every_path():
    # 8 is a gentle curve 0-2; 16 is two gentle curves (a green crossing)
    ok = run("18mag", [L("C10", "8", 0), L("C10", "16", 0)])
    assert ok.ok, ok.violations
    bad = run("18mag", [L("C10", "9", 0), L("C10", "16", 0)])
    assert "upgrade.track-not-kept" in rules_of(bad, 1)


# ------------------------------------------------------------- colour step
def test_color_step_one_up():
    assert run("18mag", [L("C12", "57", 0), L("C12", "14", 0)]).ok


def test_color_step_rejects_green_on_empty_and_yellow_on_yellow():
    r = run("18mag", [L("C12", "14", 0)])
    assert "upgrade.color-step" in rules_of(r, 0)
    r = run("18mag", [L("C12", "57", 0), L("C12", "57", 0)])
    assert "upgrade.color-step" in rules_of(r, 1)


# ------------------------------------------------------------------ types
def test_town_hex_takes_town_tiles_only():
    assert run("18mag", [L("D13", "58", 0)]).ok  # town tile on a town (L445)
    r = run("18mag", [L("D13", "57", 0)])
    assert "upgrade.city-count" in rules_of(r, 0)
    r = run("18mag", [L("D13", "8", 0)])
    assert "upgrade.city-count" in rules_of(r, 0)


def test_city_hex_takes_city_tiles_only():
    r = run("18mag", [L("C12", "4", 0)])
    assert "upgrade.city-count" in rules_of(r, 0)


def test_open_hex_takes_plain_track_only():
    assert run("18mag", [L("C10", "9", 0)]).ok
    r = run("18mag", [L("C10", "57", 0)])
    assert "upgrade.city-count" in rules_of(r, 0)


# ------------------------------------------------------------------ labels
def test_oo_hex_takes_only_oo_tiles():
    assert run("18mag", [L("D19", "L32", 0)]).ok
    r = run("18mag", [L("D19", "57", 0)])
    assert "label.mismatch" in rules_of(r, 0)
    r = run("18mag", [L("C12", "L32", 0)])
    assert "label.mismatch" in rules_of(r, 0)


def test_oo_tile_never_replaced_by_non_oo():
    # L32 has city 0 with a stub to edge 2; 8858 keeps it at rotation 0 (c0: 0,2)
    ok = run("18mag", [L("D19", "L32", 0), L("D19", "8858", 0)])
    assert ok.ok, ok.violations
    bad = run("18mag", [L("D19", "L32", 0), L("D19", "14", 0)])
    assert "label.mismatch" in rules_of(bad, 1)


def test_budapest_b_tile_fixed_rotation_and_b_only():
    assert run("18mag", [L("E12", "L33", 2)]).ok
    r = run("18mag", [L("E12", "L33", 0)])
    assert "tile.fixed-rotation" in rules_of(r, 0)
    r = run("18mag", [L("E12", "57", 0)])
    assert "label.mismatch" in rules_of(r, 0)


def test_k_hex_takes_a_plain_yellow_then_only_k():
    ok = run("18mag", [L("I2", "57", 2), L("I2", "237", 2)])
    assert ok.ok, ok.violations
    bad = run("18mag", [L("I2", "57", 2), L("I2", "14", 2)])
    assert "label.mismatch" in rules_of(bad, 1)
    bad = run("18mag", [L("C12", "57", 0), L("C12", "236", 0)])
    assert "label.mismatch" in rules_of(bad, 1)


# ------------------------------------------------------------------- exits
def test_exit_off_map():
    assert run("18mag", [L("C8", "57", 1)]).ok
    r = run("18mag", [L("C8", "57", 2)])
    assert "exit.off-map" in rules_of(r, 0)


def test_exit_impassable_border():
    r = run("18mag", [L("C8", "57", 0)])  # edge 0 of C8 is a barrier (L472)
    assert "exit.border" in rules_of(r, 0)


def test_exit_into_red_needs_an_arrow():
    # C8 rotation 1 points at Bécs (C6) through its arrow (edge 4 of C6)
    assert run("18mag", [L("C8", "57", 1)]).ok
    # 1824: C8 edge 1 meets the gray mine C6 where it has no track (L563)
    r = run("1824", [L("C8", "9", 1)])
    assert rules_of(r, 0) == ["exit.dead-end"]
    assert run("1824", [L("C8", "9", 2)]).ok


def test_dead_end_against_a_tile_is_allowed():
    # L469: a tile may fail to join its neighbours' track
    assert run("18mag", [L("C12", "57", 0), L("C10", "9", 1)]).ok


def test_balaton_partition_7_and_8_one_side_only():
    assert run("18mag", [L("F9", "7", 2)]).ok  # north part (L473)
    assert run("18mag", [L("F9", "8", 1)]).ok
    r = run("18mag", [L("F9", "9", 0)])
    assert "exit.partition" in rules_of(r, 0)
    r = run("18mag", [L("F9", "8", 0)])
    assert "exit.partition" in rules_of(r, 0)


def test_partition_sides():
    g = load_game("18mag")
    part = g.default_map.hexes["F9"].partition
    assert not crosses_partition(part, rotate_content(g.tile("7").content, 2, 6))
    assert crosses_partition(part, g.tile("9").content)


def test_gray_and_red_hexes_are_not_buildable():
    r = run("18mag", [L("A10", "57", 0)])
    assert rules_of(r, 0) == ["hex.not-buildable"]
    r = run("18mag", [L("C6", "57", 0)])
    assert rules_of(r, 0) == ["hex.not-buildable"]


def test_a_hex_off_the_map_is_bad_input_in_a_layout_and_off_map_for_the_rules():
    with pytest.raises(LayoutError, match=r"lay\[0\]\.hex: 'Z99' is not a hex of this map"):
        run("18mag", [L("Z99", "57", 0)])
    g = load_game("18mag")
    r = rules_for(g)
    lay = LayTile(entity="", entity_type="corporation", hex="Z99", tile="57", rotation=0)
    res = judge_lay(r, LayContext(r, r.new_board(), lay, g.tile("57")))
    assert [v.rule for v in res.violations] == ["hex.off-map"]


def test_a_hex_may_be_written_in_lower_case():
    assert run("18mag", [L("c12", "57", 0)]).lays[0].hex == "C12"
    with pytest.raises(
        LayoutError, match="'E13' cannot exist on this map: its letter and number have the wrong parity"
    ):
        run("18mag", [L("e13", "57", 0)])


# ------------------------------------------------------------------- phase
def test_phase_colour():
    assert run("18mag", [L("C12", "57", 0), L("C12", "14", 0)], phase="green").ok
    r = run("18mag", [L("C12", "57", 0), L("C12", "14", 0)], phase="yellow")
    assert rules_of(r, 1) == ["phase.color"]
    r = run("18mag", [L("C12", "57", 0), L("C12", "14", 0, phase="Green")], phase="Yellow")
    assert r.ok


# ------------------------------------------------------------------ supply
SIX_OPEN = ["C10", "D15", "E8", "E16", "E20", "F7", "I8"]


def test_supply_double_sided_pairs_e4():
    # six physical 23/24 tiles (L514): four 23 and two 24 fit, a seventh does not
    base = [L(h, "9", 0) for h in SIX_OPEN]
    greens = [L(h, "23" if i < 4 else "24", 0) for i, h in enumerate(SIX_OPEN[:6])]
    r = run("18mag", base + greens)
    assert not [v for v in r.violations if v.rule.startswith("supply")]
    r = run("18mag", base + greens + [L(SIX_OPEN[6], "24", 0)])
    assert "supply.exhausted" in rules_of(r, 13)


def test_supply_counts_and_returns():
    # 7 has 4 copies; a fifth fails; after one is replaced there is room again
    hexes = ["C10", "D15", "E8", "E16", "E20"]
    lays = [L(h, "7", 0) for h in hexes]
    r = run("18mag", lays)
    assert rules_of(r, 4) == ["supply.exhausted"]
    r = run("18mag", lays[:4] + [L("C10", "26", 1), lays[4]])
    assert rules_of(r, 4) == [] and rules_of(r, 5) == []


def test_supply_physical_copy():
    r = run("18mag", [L("C12", "57-0"), L("C16", "5-0", 0)])
    assert "supply.copy-in-use" in rules_of(r, 1)
    r = run("18mag", [L("C12", "57-10")])
    assert "supply.no-copy" in rules_of(r, 0)


def test_supply_tile_not_in_game():
    r = run("18mag", [L("C12", "619", 0)], phase="green")  # 619 exists (green), laid on white
    assert "upgrade.color-step" in rules_of(r, 0)


# -------------------------------------------------------------- connection
def test_connection_from_home_station():
    # minor 1's home is Pest (E12 city 1, edge 3); D13 touches it through its edge 0
    ok = run("18mag", [L("E12", "L33", 2, company="1"), L("D13", "58", 0, company="1")])
    assert ok.ok, ok.violations
    bad = run("18mag", [L("E12", "L33", 2, company="1"), L("D11", "8", 0, company="1")])
    assert "connection.none" in rules_of(bad, 1)


def test_connection_blocked_by_full_foreign_city():
    tokens = [{"hex": "C12", "company": "2", "city": 0}, {"hex": "C10", "company": "3", "city": 0}]
    lays = [L("C12", "57", 0), L("C10", "9", 0)]
    # 2 owns the one-slot city; 3 has no station that reaches it: tokens on plain hex are invalid
    r = run("18mag", lays, tokens=tokens[:1] + [{"hex": "D13", "company": "3", "city": 0}])
    assert not r.ok  # the D13 token has no city yet


def test_majors_do_not_lay_track():
    r = run("18mag", [L("C12", "57", 0, company="SIK")])
    assert "company.cannot-lay" in rules_of(r, 0)


# -------------------------------------------------------------------- turns
def test_second_yellow_costs_10_and_third_lay_fails():
    r = run("18mag", [L("C12", "57", 0, turn=1), L("C10", "9", 0, turn=1)])
    assert r.ok
    assert r.lays[1].cost == 10
    r = run("18mag", [L("C12", "57", 0, turn=1), L("C10", "9", 0, turn=1), L("E8", "9", 0, turn=1)])
    assert "turn.too-many-lays" in rules_of(r, 2)


def test_two_upgrades_in_one_turn_fail():
    lays = [L("C12", "57", 0), L("C10", "9", 0), L("C12", "14", 0, turn=2), L("C10", "26", 0, turn=2)]
    r = run("18mag", lays)
    assert "turn.too-many-lays" in rules_of(r, 3)


# -------------------------------------------------------------------- costs
@pytest.mark.parametrize(("hex", "tile", "cost"), [("C14", "9", 20), ("H11", "58", 30), ("D23", "9", 30)])
def test_terrain_costs_e2(hex, tile, cost):
    r = run("18mag", [L(hex, tile, 0)])
    assert r.lays[0].cost == cost


def test_terrain_only_on_first_lay_except_oo_and_b():
    r = run("18mag", [L("C14", "9", 0), L("C14", "26", 0)])
    assert [lay.cost for lay in r.lays] == [20, 0]
    r = run("18mag", [L("E12", "L33", 2), L("E12", "209", 5)])
    assert r.ok, r.violations
    assert [lay.cost for lay in r.lays] == [0, 20]
    assert r.total_cost == 20


# ------------------------------------------------------------------ tokens
def test_tokens_follow_the_upgrade():
    r = run(
        "18mag", [L("E12", "L33", 2), L("E12", "209", 5)], tokens=[{"hex": "E12", "company": "1", "city": 1}]
    )
    # minor 1's home Pest (printed city 1) is city 0 of L33, then the one city of 209
    assert r.board.tokens_of("1") == [Token("1", "E12", 0, home=True)]


def test_token_checks():
    r = run("18mag", [], tokens=[{"hex": "C10", "company": "2", "city": 0}])
    assert [v.rule for v in r.token_violations] == ["token.no-city"]


def test_board_is_immutable():
    g = load_game("18mag")
    b = Board(g.default_map)
    b2 = b.with_tile("C12", Placed(g.tile("57"), 0))
    assert b.placed("C12") is None and b2.placed("C12") is not None
    assert Path(0, NodeRef("city", 0)).edges() == (0,)


def test_sources_cite_the_rulebook():
    g = load_game("18mag")
    r = rules_for(g)
    lay = LayTile(entity="", entity_type="corporation", hex="D19", tile="57", rotation=0)
    res = judge_lay(r, LayContext(r, r.new_board(), lay, g.tile("57")))
    assert res.violations
    assert all(v.source.startswith("18Mag §") for v in res.violations)


def test_legal_lists_for_a_company_only_the_lays_its_station_reaches_18mag_L444():
    # tresham legal --company: minor 3 (home E10) reaches nothing on C12 yet
    from tresham.rules.legal import legal_on

    r = rules_for(load_game("18mag"))
    board = r.new_board()
    anyone = legal_on(r, board, "C12")
    assert anyone and {res.tile.name for res in anyone} >= {"57"}
    assert legal_on(r, board, "C12", company="3") == []
    unconnected = legal_on(r, board, "C12", company="3", ignore=("connection.none",))
    assert [(o.tile.name, o.action.rotation) for o in unconnected] == [
        (o.tile.name, o.action.rotation) for o in anyone
    ]
    assert {o.action.entity for o in unconnected} == {"3"}
