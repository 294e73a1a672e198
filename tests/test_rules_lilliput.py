"""18 Lilliput: the square grid, the checkerboard rule, touching track, Y-city cost."""

from __future__ import annotations

from tresham.data import load_game
from tresham.rules.games.g18lilliput import tile_kind
from tresham.rules.games.g18lilliput.cards import ActionCards

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


def test_new_track_meets_existing_track_on_a_side_l152():
    # 0,1 runs north-south: a city at 1,1 beside it shares a side but meets no track there
    home = L("0,1", "L-city-ys", 0)
    beside = run([home, L("0,2", "L-plain-ys", 0), L("1,2", "L-city-ys", 1)])
    assert rules_of(beside, 2) == ["lilliput.touch"]
    assert run([home, L("0,2", "L-plain-yc", 2), L("1,2", "L-city-ys", 1)]).ok
    # a home city beside Mildendo is set out turned any way (L43, L551); other tiles are not
    assert run([L("1,0", "L-city-ys", 0)]).ok
    assert rules_of(run([L("1,0", "L-plain-ys", 0)]), 0) == ["lilliput.touch"]


def test_the_start_tile_is_never_laid_l11():
    r = run([L("0,1", "L-city-ys", 0), L("0,2", "L-mildendo", 0)])
    assert rules_of(r, 1) == ["tile.setup-only"]
    assert "start tile" in r.violations[0].message


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


# ------------------------------------------------------------- characters (Tables 2-3)
BASE = [L("0,1", "L-city-ys", 0), L("0,2", "L-plain-yc", 2)]  # a home city and plain track below it
SR_HOME = [{"hex": "0,1", "company": "SR", "city": 0}]
PLAYERS = [{"name": "Ann", "directs": ["SR"], "owns": ["TREASURER"]}, {"name": "Bob", "directs": ["MR"]}]


def test_the_treasurers_city_only_from_the_brown_phase_l317():
    r = run([*BASE, L("1,2", "L-treasurer-s", 1)], phase="3")
    assert rules_of(r, 2) == ["character.phase"]
    assert r.violations[0].source == "18 Lilliput Tabla 3 (L319-L322), Tabla 2 (L317)"
    assert run([*BASE, L("1,2", "L-treasurer-s", 1)], phase="5").ok


def test_a_character_tile_is_laid_by_its_owners_companies_l308():
    r = run([*BASE, L("1,2", "L-treasurer-s", 1, company="MR")], phase="5", player=PLAYERS)
    assert rules_of(r, 2) == ["character.owner"]
    assert "Ann owns it" in r.violations[0].message
    ok = run([*BASE, L("1,2", "L-treasurer-s", 1, company="SR")], SR_HOME, phase="5", player=PLAYERS)
    assert ok.ok, ok.violations
    assert run([*BASE, L("1,2", "L-treasurer-s", 1, company="MR")], phase="5").ok  # owner not known


def test_the_castle_replaces_a_yellow_city_that_is_not_a_home_l313():
    lays = [*BASE, L("1,2", "L-city-ys", 1)]
    r = run([*lays, L("0,1", "L-castle", 1)], SR_HOME, phase="3")  # 0,1 holds SR's home station
    assert rules_of(r, 3) == ["character.castle"]
    assert run([*lays, L("1,2", "L-castle", 0)], SR_HOME, phase="3").ok
    r = run([L("0,1", "L-ycity-ys", 0), L("0,1", "L-castle", 1)], phase="3")
    assert "character.castle" in rules_of(r, 1)  # never on a Y-city


def test_character_tiles_are_never_upgraded_l323():
    lays = [*BASE, L("1,2", "L-city-ys", 1), L("1,2", "L-castle", 0)]
    r = run([*lays, L("1,2", "L-city-bx", 0)], phase="5")
    assert rules_of(r, 4) == ["character.never-upgraded"]


def test_a_character_tile_is_laid_besides_the_turns_lays_l308():
    t = [L("0,1", "L-ycity-ys", 0, company="SR", turn=1), L("0,2", "L-plain-yc", 2, company="SR", turn=1)]
    assert run([*t, L("1,2", "L-general-s", 1, company="SR", turn=1)], SR_HOME).ok
    r = run([*t, L("1,2", "L-city-ys", 1, company="SR", turn=1)], SR_HOME)
    assert rules_of(r, 2) == ["turn.too-many-lays"]


# ------------------------------------------------------------------ free Y-cities
def test_slamecksans_home_y_city_is_free_l169():
    assert run([L("0,1", "L-ycity-ys", 0, company="SR")]).lays[0].cost == 0
    mr = run([L("0,1", "L-ycity-ys", 0, company="MR")])  # no other home may be one (L45)
    assert mr.lays[0].cost == 50 and rules_of(mr, 0) == ["lilliput.home-tile"]
    # once its home is placed, Slamecksan pays for a Y-city like everyone
    lays = [L("0,1", "L-city-ys", 0), L("0,2", "L-plain-yc", 2), L("1,2", "L-ycity-ys", 1, company="SR")]
    assert run(lays, SR_HOME).lays[2].cost == 50


def test_the_emperors_companies_lay_y_cities_free_l313():
    emperor = [{"name": "Ann", "directs": ["MR"], "owns": ["EMPEROR"]}]
    assert run([L("0,1", "L-ycity-ys", 0, company="MR")], player=emperor).lays[0].cost == 0
    others = [{"name": "Ann", "directs": ["MR"]}, {"name": "Bob", "owns": ["EMPEROR"]}]
    assert run([L("0,1", "L-ycity-ys", 0, company="MR")], player=others).lays[0].cost == 50


# ---------------------------------------------------------------------- variants
def test_brobdingnag_tiles_only_in_that_variant_l538():
    r = run([L("0,1", "LB-city-ys", 0)])
    assert rules_of(r, 0) == ["supply.not-in-game"]
    assert 'variant = "brobdingnag"' in r.violations[0].message
    assert run([L("0,1", "LB-city-ys", 0)], variant="brobdingnag").ok
    r = run([L("0,1", "L-city-ys", 0)], variant="brobdingnag")  # "en lugar de las normales"
    assert rules_of(r, 0) == ["supply.not-in-game"]


def test_scenario_tiles_are_set_out_before_play_whatever_the_phase_l636():
    assert run([L("0,1", "L-city-ys", 0), L("0,2", "L-rough30", 0)], phase="1").ok
    r = run([L("0,1", "L-city-ys", 0), L("0,2", "L-plain-gx", 0)], phase="1")
    assert "phase.color" in rules_of(r, 1)


def test_a_company_never_lays_a_scenario_tile_l636():
    r = run([L("0,1", "L-city-ys", 0), L("0,2", "L-rough30", 0, company="SR")])
    assert rules_of(r, 1) == ["tile.setup-only"]


def test_a_scenario_tile_goes_on_an_empty_cell_only_l636():
    r = run([L("0,1", "L-city-ys", 0), L("0,1", "L-wiggwack", 0)])
    assert "tile.setup-only" in rules_of(r, 1)  # besides the colour step and the chart
    assert run([L("0,1", "L-city-ys", 0), L("0,2", "L-wiggwack", 0)]).ok


# ------------------------------------------------------- the action cards (Table 1, L127-L142)
def test_each_card_lays_the_tiles_table_1_lets_it_lay_l127_l142():
    lay_problem = ActionCards().lay_problem

    assert lay_problem("shares", [], "yellow") == "this action lays no track"
    # any colour, one tile (cards 1, 2's alternative, 4, 7)
    assert lay_problem("lay-any", [], "green") is None
    assert lay_problem("lay-any", ["yellow"], "yellow") == "this action lays one tile"
    # card 3: one or two yellow tiles
    assert lay_problem("lay-yellow", ["yellow"], "yellow") is None
    assert lay_problem("lay-yellow", [], "green") == "this action lays one or two yellow tiles"
    assert lay_problem("lay-yellow", ["yellow", "yellow"], "yellow") == "this action lays two tiles at most"
    # card 2: one yellow and/or one green, in either order
    assert lay_problem("lay-yellow-green", [], "green") is None
    assert lay_problem("lay-yellow-green", ["green"], "yellow") is None
    both = "this action lays one yellow and one green tile at most"
    assert lay_problem("lay-yellow-green", ["yellow"], "yellow") == both
    assert lay_problem("lay-yellow-green", [], "brown") == both


def test_a_cards_action_is_used_up_when_its_tiles_trains_share_or_station_are_done_l127_l142():
    turn_done = ActionCards().done

    assert not turn_done("lay-yellow-green", ["yellow"], 0, False, 0)
    assert turn_done("lay-yellow-green", ["green", "yellow"], 0, False, 0)
    assert not turn_done("lay-any", [], 0, False, 0) and turn_done("lay-any", ["brown"], 0, False, 0)
    assert not turn_done("lay-yellow", ["yellow"], 0, False, 0)
    assert turn_done("lay-yellow", ["yellow", "yellow"], 0, False, 0)
    assert not turn_done("train", [], 0, False, 0) and turn_done("train", [], 1, False, 0)
    assert not turn_done("trains", [], 1, False, 0) and turn_done("trains", [], 2, False, 0)
    assert not turn_done("shares", [], 0, False, 0) and turn_done("shares", [], 0, True, 0)
    assert not turn_done("station", [], 0, False, 0) and turn_done("station", [], 0, False, 1)
    assert turn_done("money", [], 0, False, 0) and turn_done("funds", [], 0, False, 0)


def test_the_map_to_draw_adds_a_blank_cell_under_each_laid_tile_it_does_not_print():
    # 18 Lilliput prints only Mildendo; a 18Mag board's map is drawn as it is
    from tresham.rules.board import Placed
    from tresham.rules.games import rules_for
    from tresham.rules.routes.picture import board_map

    r = rules_for(load_game("18lilliput"))
    board = r.new_board()
    assert board_map(board) is board.map and "1,0" not in board.map.hexes
    laid = board.with_tile("1,0", Placed(load_game("18lilliput").tile("L-plain-ys"), 0))
    drawn = board_map(laid)
    assert set(drawn.hexes) == set(board.map.hexes) | {"1,0"}
    assert drawn.hexes["1,0"].at == "1,0" and not drawn.hexes["1,0"].content.paths


def test_the_action_cards_are_18_lilliputs_mechanism_and_no_other_games():
    import pytest

    from tresham.errors import MechanismError
    from tresham.rules.games import rules_for

    cards = rules_for(load_game("18lilliput")).mechanism(ActionCards)
    assert cards.sides("A10") == ("funds", "money") and cards.sides("A11") is None
    assert [cards.company_funds(p) for p in ("2", "3", "5")] == [50, 70, 100]  # L302-L304
    assert cards.round_income("JUDGE") == (5, 20) and cards.round_income("TREASURER") is None  # L315
    assert cards.exchange_value("TREASURER", 4) == 40 and cards.exchange_value("JUDGE", 4) is None  # L317
    with pytest.raises(MechanismError, match="18Mag has no ActionCards"):
        rules_for(load_game("18mag")).mechanism(ActionCards)
