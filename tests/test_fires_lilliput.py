"""18 Lilliput: each rule id fires alone on a real position, and a minimal twin is clean.

Lines are those of rulebooks/18Lilliput-rules-es.txt ("a) Colocar una vía", L150-L182;
Table 1, L129-L142; Table 4, L644-L655; "d) Colocar un marcador", L277-L290). Cells are
``x,y`` with Mildendo at 0,0; edge 0 points to y+1, 1 to x-1, 2 to y-1, 3 to x+1. Setup
tiles (sea, terrain) are laid first, as a scenario sets them out before play.
"""

from __future__ import annotations

import pytest

from tresham.data import load_game
from tresham.errors import MechanismError
from tresham.rules.drafts import StartingDraft
from tresham.rules.games import rules_for
from tresham.rules.games.g18lilliput import tile_kind
from tresham.rules.games.g18lilliput.cards import ActionCards

from .fires import clean, cost_rules_of, fires, only, only_token, runner
from .layouts import L, rules_of

run = runner("18lilliput")

CITY = L("0,1", "L-city-ys", 0)  # a city below Mildendo, track 0-2
PLAIN = L("0,2", "L-plain-ys", 0)  # plain track below it
TO_1_2 = [CITY, L("0,2", "L-plain-yc", 2)]  # the city and plain track below it turning east
SR_HOME = [{"hex": "0,1", "company": "SR", "city": 0}]  # Slamecksan's station in the city


@fires("18lilliput", "hex.not-buildable")
def test_mildendo_is_fixed_L11():
    only(run([L("0,0", "L-city-ys", 0)]), 0, "hex.not-buildable")
    clean(run([CITY]))


@fires("18lilliput", "tile.shape")
def test_the_grid_takes_square_tiles_only():
    only(run([L("0,1", "57", 0)]), 0, "tile.shape")
    clean(run([CITY]))


@fires("18lilliput", "upgrade.color-step")
def test_a_green_tile_replaces_a_yellow_one_L178():
    only(run([L("0,1", "L-city-gt", 1)]), 0, "upgrade.color-step")
    clean(run([CITY, L("0,1", "L-city-gt", 1)], phase="3"))


@fires("18lilliput", "upgrade.track-not-kept")
def test_an_upgrade_keeps_the_old_track_in_the_same_orientation_L179():
    only(run([CITY, L("0,1", "L-city-gt", 0)], phase="3"), 1, "upgrade.track-not-kept")
    clean(run([CITY, L("0,1", "L-city-gt", 1)], phase="3"))


@fires("18lilliput", "upgrade.chart")
def test_the_tunnel_replaces_only_a_mountain_table_4_L650_655():
    only(run([CITY, PLAIN, L("0,2", "L-tunnel", 0)], phase="3"), 2, "upgrade.chart")
    clean(run([CITY, PLAIN, L("0,2", "L-plain-gx", 0)], phase="3"))


@fires("18lilliput", "exit.dead-end")
def test_no_track_runs_into_the_sea_table_2_L316_L355():
    sea = L("1,1", "L-sea", 0)
    only(run([sea, L("0,1", "L-city-yc", 3)]), 1, "exit.dead-end")
    clean(run([sea, L("0,1", "L-city-yc", 1)]))


@fires("18lilliput", "phase.color")
def test_green_tiles_come_with_the_first_3_train_L176():
    only(run([CITY, L("0,1", "L-city-gt", 1)], phase="2"), 1, "phase.color")
    clean(run([CITY, L("0,1", "L-city-gt", 1)], phase="3"))


@fires("18lilliput", "supply.no-copy")
def test_a_physical_copy_exists_in_the_box_table_5_L697_711():
    only(run([L("0,1", "L-city-ys-9", 0)]), 0, "supply.no-copy")  # six cities: copies 0-5
    clean(run([L("0,1", "L-city-ys-5", 0)]))


@fires("18lilliput", "supply.copy-in-use")
def test_one_physical_copy_lies_on_one_cell_L180():
    only(run([L("0,1", "L-city-ys-0", 0), L("0,-1", "L-city-ys-0", 0)]), 1, "supply.copy-in-use")
    clean(run([L("0,1", "L-city-ys-0", 0), L("0,-1", "L-city-ys-1", 0)]))


@fires("18lilliput", "supply.exhausted")
def test_the_one_straight_y_city_is_laid_once_table_5_L697_711():
    only(run([L("0,1", "L-ycity-ys", 0), L("0,-1", "L-ycity-ys", 0)]), 1, "supply.exhausted")
    clean(run([L("0,1", "L-ycity-ys", 0), L("0,-1", "L-ycity-yc", 0)]))  # the other yellow Y


@fires("18lilliput", "connection.none")
def test_new_track_extends_track_connected_to_a_station_L152():
    station = [{"hex": "0,1", "company": "SR", "city": 0}]
    # 1,0 extends Mildendo's east exit, a terminus: no route joins it to SR's station
    only(run([CITY, L("1,0", "L-plain-ys", 1, company="SR")], station, 1), 1, "connection.none")
    clean(run([CITY, L("0,2", "L-plain-ys", 0, company="SR")], station, 1))
    assert "connection.none" in rules_of(run([CITY, L("1,1", "L-plain-ys", 0, company="SR")], station, 1), 1)


def test_a_y_city_is_replaced_by_a_y_city_only_L182():
    # never alone: the chart refuses it too (tests/test_rule_ids.py lists why)
    r = run([CITY, L("0,1", "L-ycity-gt", 1)], phase="3")
    assert rules_of(r, 1) == ["label.mismatch", "upgrade.chart"]


@fires("18lilliput", "lilliput.home-tile")
def test_only_slamecksan_sets_out_a_y_city_home_L43_L45():
    # a starting company's home beside Mildendo, laid before it has a station
    only(run([L("1,0", "L-ycity-ys", 1, company="LNR")]), 0, "lilliput.home-tile")
    only(run([L("1,0", "L-city-ys", 1, company="SR")]), 0, "lilliput.home-tile")
    clean(run([L("1,0", "L-city-ys", 1, company="LNR"), L("0,1", "L-ycity-ys", 0, company="SR")]))
    # Slamecksan's home Y-city is free (L169)
    assert run([L("0,1", "L-ycity-ys", 0, company="SR")]).total_cost == 0


def test_slamecksans_home_y_city_is_free_L169():
    assert run([L("0,1", "L-ycity-ys", 0, company="SR")]).lays[0].cost == 0
    mr = run([L("0,1", "L-ycity-ys", 0, company="MR")])  # no other home may be one (L45)
    assert mr.lays[0].cost == 50 and rules_of(mr, 0) == ["lilliput.home-tile"]
    # once its home is placed, Slamecksan pays for a Y-city like everyone
    lays = [*TO_1_2, L("1,2", "L-ycity-ys", 1, company="SR")]
    assert run(lays, SR_HOME, 1).lays[2].cost == 50


def test_the_emperors_companies_lay_y_cities_free_L313():
    emperor = [{"name": "Ann", "directs": ["MR"], "owns": ["EMPEROR"]}]
    assert run([L("0,1", "L-ycity-ys", 0, company="MR")], player=emperor).lays[0].cost == 0
    others = [{"name": "Ann", "directs": ["MR"]}, {"name": "Bob", "owns": ["EMPEROR"]}]
    assert run([L("0,1", "L-ycity-ys", 0, company="MR")], player=others).lays[0].cost == 50


@fires("18lilliput", "lilliput.touch")
def test_new_track_touches_existing_track_L152():
    only(run([L("3,3", "L-plain-ys", 0)]), 0, "lilliput.touch")
    clean(run([L("0,1", "L-plain-ys", 0)]))


def test_new_track_meets_existing_track_on_a_side_L152():
    # 0,1 runs north-south: a city at 1,2 beside 0,2 shares a side but meets no track there
    beside = run([CITY, PLAIN, L("1,2", "L-city-ys", 1)])
    assert rules_of(beside, 2) == ["lilliput.touch"]
    clean(run([CITY, L("0,2", "L-plain-yc", 2), L("1,2", "L-city-ys", 1)]))
    # a home city beside Mildendo is set out turned any way (L43, L551); other tiles are not
    clean(run([L("1,0", "L-city-ys", 0)]))
    assert rules_of(run([L("1,0", "L-plain-ys", 0)]), 0) == ["lilliput.touch"]


@fires("18lilliput", "lilliput.checkerboard")
def test_no_city_touches_another_city_L173():
    turning_east = L("0,1", "L-city-yc", 2)  # a city below Mildendo, track 2-3 (north, east)
    only(run([turning_east, L("1,1", "L-city-ys", 1)]), 1, "lilliput.checkerboard")
    clean(run([turning_east, L("1,1", "L-plain-ys", 1)]))
    # beside a straight city, whose track does not meet it, the city breaks it too; plain does not
    assert "lilliput.checkerboard" in rules_of(run([CITY, L("1,1", "L-city-ys", 1)]), 1)
    assert "lilliput.checkerboard" not in rules_of(run([CITY, L("1,1", "L-plain-ys", 1)]), 1)


@fires("18lilliput", "lilliput.checkerboard")
def test_no_plain_tile_touches_another_plain_tile_L174():
    turning_east = L("0,2", "L-plain-yc", 2)  # plain track below the city, turning east
    only(run([CITY, turning_east, L("1,2", "L-plain-ys", 1)]), 2, "lilliput.checkerboard")
    clean(run([CITY, turning_east, L("1,2", "L-city-ys", 1)]))
    assert "lilliput.checkerboard" in rules_of(run([CITY, PLAIN, L("1,2", "L-plain-ys", 1)]), 2)


def test_character_tiles_are_typed_by_table_3():
    g = load_game("18lilliput")
    assert tile_kind(g.tile("L-judge")) == "plain"
    assert tile_kind(g.tile("L-general-s")) == "city"
    assert tile_kind(g.tile("L-wiggwack")) == "exempt"


@fires("18lilliput", "turn.too-many-lays")
def test_one_action_lays_at_most_two_tiles_table_1_L133_135():
    two = [L("0,1", "L-city-ys", 0, turn=1), L("0,2", "L-plain-ys", 0, turn=1)]
    only(run([*two, L("0,3", "L-city-ys", 0, turn=1)]), 2, "turn.too-many-lays")
    clean(run([*two, L("0,3", "L-city-ys", 0, turn=2)]))


@fires("18lilliput", "turn.too-many-lays")
def test_two_tiles_are_two_yellows_or_a_yellow_and_a_green_table_1_L134_135():
    green = L("0,1", "L-city-gt", 1, turn=2)
    two_greens = run([CITY, PLAIN, green, L("0,2", "L-plain-gx", 0, turn=2)], phase="3")
    only(two_greens, 3, "turn.too-many-lays")
    clean(run([CITY, PLAIN, green, L("0,3", "L-city-ys", 0, turn=2)], phase="3"))
    clean(run([CITY, PLAIN, L("0,3", "L-city-ys", 0, turn=2), green], phase="3"))


@fires("18lilliput", "turn.mixed-companies")
def test_an_action_card_is_one_companys_build_table_1_L129_142():
    first = L("0,1", "L-ycity-ys", 0, company="SR", turn=1)  # Slamecksan's home Y-city (L43)
    only(run([first, L("0,2", "L-plain-ys", 0, company="LNR", turn=1)]), 1, "turn.mixed-companies")
    clean(run([first, L("0,2", "L-plain-ys", 0, company="SR", turn=1)]))


@fires("18lilliput", "token.no-city")
def test_a_station_goes_in_a_city_space_L279():
    only_token(run([], [{"hex": "0,0", "company": "SR", "city": 0}]), 0, "token.no-city")
    clean(run([CITY], [{"hex": "0,1", "company": "SR", "city": 0}], 1))


@fires("18lilliput", "token.same-hex")
def test_one_station_of_a_company_per_tile_L284():
    green = [CITY, L("0,1", "L-city-gt", 1)]
    first = {"hex": "0,1", "company": "SR", "city": 0}
    only_token(run(green, [first, first], 2, phase="3"), 1, "token.same-hex")
    clean(run(green, [first, {**first, "company": "LNR"}], 2, phase="3"))


@fires("18lilliput", "token.full")
def test_a_station_goes_in_an_empty_city_space_L282():
    first = {"hex": "0,1", "company": "SR", "city": 0}
    only_token(run([CITY], [first, {**first, "company": "LNR"}], 1), 1, "token.full")
    clean(run([CITY, L("0,1", "L-city-gt", 1)], [first, {**first, "company": "LNR"}], 2, phase="3"))


@fires("18lilliput", "cost.terrain")
def test_rough_terrain_costs_its_price_when_replaced_table_4_L648_653():
    r = run([L("1,0", "L-rough30", 0), L("1,0", "L-plain-ys", 1)])
    assert cost_rules_of(r, 1) == ["cost.terrain"] and r.lays[1].cost == 30
    assert [c.reason for c in r.lays[1].costs] == ["rough (L-rough30)"]
    twin = run([L("1,0", "L-plain-ys", 1)])
    assert cost_rules_of(twin, 0) == []
    clean(r)
    clean(twin)


@fires("18lilliput", "cost.terrain")
def test_the_tunnel_through_a_mountain_costs_50_table_4_L648_653():
    r = run([L("1,0", "L-mountain", 0), L("1,0", "L-tunnel", 1)])
    assert cost_rules_of(r, 0) == [] and cost_rules_of(r, 1) == ["cost.terrain"]
    assert r.lays[1].cost == 50
    assert [c.reason for c in r.lays[1].costs] == ["tile L-tunnel"]
    clean(r)


@fires("18lilliput", "cost.y-city")
def test_a_yellow_y_city_costs_50_L169():
    r = run([L("0,1", "L-ycity-ys", 0)])
    assert cost_rules_of(r, 0) == ["cost.y-city"] and r.lays[0].cost == 50
    assert [c.reason for c in r.lays[0].costs] == ["yellow Y-city"]
    twin = run([CITY])
    assert cost_rules_of(twin, 0) == []
    clean(r)
    clean(twin)


# ------------------------------------------------------------------- tokens
@fires("18lilliput", "token.connection")
def test_a_marker_needs_a_legal_route_from_another_station_L283():
    base = [CITY, L("0,2", "L-plain-yc", 2, company="SR")]
    tokens = [{"hex": "0,1", "company": "SR", "city": 0}, {"hex": "1,2", "company": "SR", "city": 0}]
    # 1,2 reached from Mildendo's east side (a terminus), its track away from SR's 0,2
    east = [L("1,0", "L-city-ys", 0), L("1,1", "L-plain-ys", 0), L("1,2", "L-city-ys", 0)]
    only_token(run([*base, *east], tokens, 5), 1, "token.connection")
    clean(run([*base, L("1,2", "L-city-ys", 1)], tokens, 3))


# --------------------------------------------------------- characters (Tables 2-3)
TREASURER = L("1,2", "L-treasurer-s", 1)  # the Treasurer's yellow city, beside the plain 0,2


@fires("18lilliput", "character.phase")
def test_the_treasurers_city_only_from_the_brown_phase_L317_L322():
    r = run([*TO_1_2, TREASURER], phase="3")
    only(r, 2, "character.phase")
    assert r.violations[0].source == "18 Lilliput Tabla 3 (L319-L322), Tabla 2 (L317)"
    clean(run([*TO_1_2, TREASURER], phase="5"))


@fires("18lilliput", "character.owner")
def test_a_character_tile_is_laid_by_its_owners_companies_L308():
    players = [{"name": "Ann", "directs": ["SR"], "owns": ["TREASURER"]}, {"name": "Bob", "directs": ["MR"]}]
    by = {**TREASURER, "company": "MR"}
    only(run([*TO_1_2, by], phase="5", player=players), 2, "character.owner")
    clean(run([*TO_1_2, by], phase="5", player=[{"name": "Bob", "directs": ["MR"], "owns": ["TREASURER"]}]))
    clean(run([*TO_1_2, {**TREASURER, "company": "SR"}], SR_HOME, 1, phase="5", player=players))
    clean(run([*TO_1_2, by], phase="5"))  # the owner not known: nothing is refused for it


def test_a_character_tile_laid_by_another_player_names_its_owner_if_any_L308():
    by = {**TREASURER, "company": "MR"}
    head = (
        "tile L-treasurer-s is the Lord High Treasurer's: only the companies of the player owning "
        "that character lay it, and MR's director Bob does not"
    )
    for ann, tail in (({"owns": ["TREASURER"]}, "; Ann owns it"), ({}, "")):
        players = [{"name": "Ann", "directs": ["SR"], **ann}, {"name": "Bob", "directs": ["MR"]}]
        said = [v.message for v in run([*TO_1_2, by], phase="5", player=players).violations if v.index == 2]
        assert said == [head + tail]


@fires("18lilliput", "character.castle")
def test_the_castle_replaces_a_yellow_city_that_is_no_home_L313():
    lays = [*TO_1_2, L("1,2", "L-city-ys", 1)]
    sr = [{"hex": "0,1", "company": "SR", "city": 0}]
    only(run([*lays, L("0,1", "L-castle", 1)], sr, 1, phase="3"), 3, "character.castle")
    clean(run([*lays, L("1,2", "L-castle", 0)], sr, 1, phase="3"))
    r = run([L("0,1", "L-ycity-ys", 0), L("0,1", "L-castle", 1)], phase="3")
    assert "character.castle" in rules_of(r, 1)  # never on a Y-city


def test_a_character_tile_is_laid_besides_the_turns_lays_L308():
    t = [L("0,1", "L-ycity-ys", 0, company="SR", turn=1), L("0,2", "L-plain-yc", 2, company="SR", turn=1)]
    clean(run([*t, L("1,2", "L-general-s", 1, company="SR", turn=1)], SR_HOME, 1))
    r = run([*t, L("1,2", "L-city-ys", 1, company="SR", turn=1)], SR_HOME, 1)
    assert rules_of(r, 2) == ["turn.too-many-lays"]


@fires("18lilliput", "character.never-upgraded")
def test_character_tiles_are_never_upgraded_L323():
    lays = [*TO_1_2, L("1,2", "L-city-ys", 1)]
    only(
        run([*lays, L("1,2", "L-castle", 0), L("1,2", "L-city-bx", 0)], phase="5"),
        4,
        "character.never-upgraded",
    )
    clean(run([*lays, L("1,2", "L-city-gt", 0), L("1,2", "L-city-bx", 0)], phase="5"))


def test_a_character_tile_names_its_character_when_an_upgrade_is_refused_L323():
    lays = [*TO_1_2, L("1,2", "L-city-ys", 1), L("1,2", "L-castle", 0), L("1,2", "L-city-bx", 0)]
    said = [v.message for v in run(lays, phase="5").violations if v.index == 4]
    assert said == ["tile L-castle (Emperor of Lilliput) is a character tile and is never upgraded"]


@fires("18lilliput", "tile.setup-only")
def test_a_scenario_tile_is_set_out_before_play_never_by_a_company_L632_636():
    only(run([CITY, L("0,2", "L-rough30", 0, company="SR")]), 1, "tile.setup-only")
    clean(run([CITY, L("0,2", "L-rough30", 0)]))


def test_the_start_tile_is_never_laid_L11():
    r = run([CITY, L("0,2", "L-mildendo", 0)])
    assert rules_of(r, 1) == ["tile.setup-only"]
    assert "start tile" in r.violations[0].message


def test_scenario_tiles_are_set_out_before_play_whatever_the_phase_L636():
    clean(run([CITY, L("0,2", "L-rough30", 0)], phase="1"))
    assert "phase.color" in rules_of(run([CITY, L("0,2", "L-plain-gx", 0)], phase="1"), 1)


def test_a_scenario_tile_goes_on_an_empty_cell_only_L636():
    r = run([CITY, L("0,1", "L-wiggwack", 0)])
    assert "tile.setup-only" in rules_of(r, 1)  # besides the colour step and the chart
    clean(run([CITY, L("0,2", "L-wiggwack", 0)]))


def test_brobdingnag_tiles_only_in_that_variant_L538():
    r = run([L("0,1", "LB-city-ys", 0)])
    assert rules_of(r, 0) == ["supply.not-in-game"]
    assert 'variant = "brobdingnag"' in r.violations[0].message
    clean(run([L("0,1", "LB-city-ys", 0)], variant="brobdingnag"))
    r = run([CITY], variant="brobdingnag")  # "en lugar de las normales"
    assert rules_of(r, 0) == ["supply.not-in-game"]


# ------------------------------------------------------- more of the same rules
def test_mildendo_excuses_only_itself_a_city_beside_it_and_a_city_breaks_the_rule_L173():
    # 1,0 touches Mildendo (edge 1) and the city in 1,-1 (edge 2)
    north = [L("0,-1", "L-plain-yc", 3), L("1,-1", "L-city-ys", 1)]  # Mildendo north, then east
    r = run([*north, L("1,0", "L-city-ys", 0)])
    said = "tile L-city-ys is a city/metropolis tile beside L-city-ys in 1,-1, another city/metropolis tile"
    only(r, 2, "lilliput.checkerboard", says=said)
    clean(run([*north, L("1,0", "L-plain-yc", 1)]))  # west to Mildendo, north


def test_sea_and_terrain_go_anywhere_even_side_by_side_L640():
    clean(run([L("1,1", "L-sea", 0), L("1,2", "L-sea", 0), L("2,1", "L-rough10", 0)]))


def test_terrain_is_not_track_to_touch_L152():
    only(run([L("3,3", "L-rough30", 0), L("3,4", "L-plain-ys", 0)]), 1, "lilliput.touch")


def test_a_tile_replacing_terrain_must_touch_track_too_L152_table_4():
    only(run([L("3,3", "L-rough30", 0), L("3,3", "L-plain-ys", 0)]), 1, "lilliput.touch")
    clean(run([L("1,0", "L-rough30", 0), L("1,0", "L-plain-ys", 1)]))


def test_an_upgrade_keeps_track_laid_at_three_quarter_turns_L179():
    # rotation 3 of a straight city is rotation 1: the track runs 1-3 on the square
    r = run([L("1,0", "L-city-ys", 3), L("1,0", "L-city-gt", 1)], phase="3")
    only(r, 1, "upgrade.track-not-kept")
    clean(run([L("1,0", "L-city-ys", 3), L("1,0", "L-city-gt", 0)], phase="3"))
    clean(run([L("1,0", "L-city-ys", 3), L("1,0", "L-city-gt", 2)], phase="3"))


def test_plain_track_is_replaced_by_plain_track_never_by_a_city_L179():
    lays = [*TO_1_2, L("0,2", "L-city-gt", 2)]
    assert [v.rule for v in run(lays, phase="3").violations] == ["upgrade.city-count", "upgrade.chart"]
    clean(run([*TO_1_2, L("0,2", "L-plain-gt", 2)], phase="3"))


@fires("18lilliput", "token.removal")
def test_a_removal_names_a_token_in_that_city_L282():
    first = {"hex": "0,1", "company": "SR", "city": 0}
    only_token(run([CITY], [{**first, "removes": "LNR"}], 1), 0, "token.removal")
    clean(run([CITY], [first], 1))


@fires("18lilliput", "lilliput.laputa")
def test_a_laputa_city_is_laid_by_the_company_of_its_colour_only_L527():
    def home_to(laputa: str):
        lays = [
            L("1,0", "L-city-ys", 1, company="MR"),
            L("1,0", "L-city-gt", 0, company="MR"),
            L("1,0", laputa, 0, company="MR"),
        ]
        home = [{"hex": "1,0", "company": "MR", "city": 0}]
        return run(lays, home, 1, phase="5", variant="laputa")

    only(home_to("L-laputa-green"), 2, "lilliput.laputa")
    clean(home_to("L-laputa-red"))


# ------------------------------------------------------- the action cards (Table 1, L127-L142)
def test_each_card_lays_the_tiles_table_1_lets_it_lay_L127_L142():
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


def test_a_cards_action_is_used_up_when_its_tiles_trains_share_or_station_are_done_L127_L142():
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


def test_the_action_cards_are_18_lilliputs_mechanism_and_no_other_games():
    cards = rules_for(load_game("18lilliput")).mechanism(ActionCards)
    assert cards.sides("A10") == ("funds", "money") and cards.sides("A11") is None
    assert [cards.company_funds(p) for p in ("2", "3", "5")] == [50, 70, 100]  # L302-L304
    assert cards.round_income("JUDGE") == (5, 20) and cards.round_income("TREASURER") is None  # L315
    assert cards.exchange_value("TREASURER", 4) == 40 and cards.exchange_value("JUDGE", 4) is None  # L317
    with pytest.raises(MechanismError, match="18Mag has no ActionCards"):
        rules_for(load_game("18mag")).mechanism(ActionCards)


def test_the_starting_draft_is_18_lilliputs_mechanism_and_18mags_draft_has_none():
    # L13-L43: the four companies that print a start price are started by their pick, their
    # owner lays the home tile; GVR's owner gets 30 more (L36); the characters are dealt
    game = load_game("18lilliput")
    draft = rules_for(game).mechanism(StartingDraft)
    companies = {c.id: c for c in game.companies}
    assert draft.starts_company(companies["GVR"]) and draft.lays_home(companies["SR"])
    assert not draft.starts_company(companies["C5"]) and not draft.lays_home(companies["C5"])
    assert draft.owner_bonus(companies["GVR"]) == 30 and draft.owner_bonus(companies["SR"]) == 0
    assert all(draft.offers_private(p, 3) for p in game.privates)
    mag = rules_for(load_game("18mag"))
    assert mag.find(StartingDraft) is None
    with pytest.raises(MechanismError, match="18Mag has no StartingDraft"):
        mag.mechanism(StartingDraft)


def test_the_map_to_draw_adds_a_blank_cell_under_each_laid_tile_it_does_not_print():
    # 18 Lilliput prints only Mildendo; a 18Mag board's map is drawn as it is
    from tresham.rules.board import Placed
    from tresham.rules.routes.picture import board_map

    r = rules_for(load_game("18lilliput"))
    board = r.new_board()
    assert board_map(board) is board.map and "1,0" not in board.map.hexes
    laid = board.with_tile("1,0", Placed(load_game("18lilliput").tile("L-plain-ys"), 0))
    drawn = board_map(laid)
    assert set(drawn.hexes) == set(board.map.hexes) | {"1,0"}
    assert drawn.hexes["1,0"].at == "1,0" and not drawn.hexes["1,0"].content.paths
