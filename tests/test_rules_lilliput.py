"""18 Lilliput: the square grid, the checkerboard rule, touching track, Y-city cost."""

from __future__ import annotations

from tresham.data import load_game
from tresham.rules.games.lilliput import tile_kind

from .layouts import L, check, rules_of


def run(lays, tokens=None, **top):
    return check("18lilliput", lays, tokens, tokens_after=1, **top)


def test_home_city_beside_mildendo():
    # a city touching Mildendo is exempt from the checkerboard (L173); straight track 0-2 reaches it
    assert run([L("0,1", "L-city-ys", 0)]).ok


def test_cells_are_unbounded_and_mildendo_is_fixed():
    r = run([L("0,0", "L-city-ys", 0)])
    assert rules_of(r, 0) == ["hex.not-buildable"]


def test_checkerboard_no_two_cities_side_by_side():
    r = run([L("0,1", "L-city-ys", 0), L("1,1", "L-city-ys", 1)])
    assert "lilliput.checkerboard" in rules_of(r, 1)
    r = run([L("0,1", "L-city-ys", 0), L("1,1", "L-plain-ys", 1)])
    assert "lilliput.checkerboard" not in rules_of(r, 1)


def test_checkerboard_no_two_plain_side_by_side():
    r = run([L("0,1", "L-city-ys", 0), L("0,2", "L-plain-ys", 0), L("1,2", "L-plain-ys", 1)])
    assert "lilliput.checkerboard" in rules_of(r, 2)


def test_character_tiles_are_typed_by_table_3():
    g = load_game("18lilliput")
    assert tile_kind(g.tile("L-judge")) == "plain"
    assert tile_kind(g.tile("L-general-s")) == "city"
    assert tile_kind(g.tile("L-wiggwack")) == "exempt"


def test_new_track_must_touch_existing_track():
    r = run([L("3,3", "L-plain-ys", 0)])
    assert "lilliput.touch" in rules_of(r, 0)


def test_connection_to_the_company_station():
    tokens = [{"hex": "0,1", "company": "SR", "city": 0}]
    r = run([L("0,1", "L-city-ys", 0), L("0,2", "L-plain-ys", 0, company="SR")], tokens=tokens)
    assert r.ok, r.violations
    r = run([L("0,1", "L-city-ys", 0), L("1,1", "L-plain-ys", 0, company="SR")], tokens=tokens)
    assert "connection.none" in rules_of(r, 1)


def test_y_city_costs_50():
    r = run([L("0,1", "L-ycity-ys", 0)])
    assert r.lays[0].cost == 50


def test_upgrade_keeps_orientation():
    r = run([L("0,1", "L-city-ys", 0), L("0,1", "L-city-gt", 1)], phase="3")
    assert r.ok, r.violations
    r = run([L("0,1", "L-city-ys", 0), L("0,1", "L-city-gt", 0)], phase="3")
    assert "upgrade.track-not-kept" in rules_of(r, 1)


def test_y_only_to_y():
    r = run([L("0,1", "L-city-ys", 0), L("0,1", "L-ycity-gt", 1)], phase="3")
    assert "label.mismatch" in rules_of(r, 1)
