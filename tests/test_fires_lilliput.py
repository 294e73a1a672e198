"""18 Lilliput: each rule id fires alone on a real position, and a minimal twin is clean.

Lines are those of rulebooks/18Lilliput-rules-es.txt ("a) Colocar una vía", L150-L182;
Table 1, L129-L142; Table 4, L644-L655; "d) Colocar un marcador", L277-L290). Cells are
``x,y`` with Mildendo at 0,0; edge 0 points to y+1, 1 to x-1, 2 to y-1, 3 to x+1. Setup
tiles (sea, terrain) are laid first, as a scenario sets them out before play.
"""

from __future__ import annotations

from .fires import clean, cost_rules_of, fires, only, only_token, runner
from .layouts import L

run = runner("18lilliput")

CITY = L("0,1", "L-city-ys", 0)  # a city below Mildendo, track 0-2
PLAIN = L("0,2", "L-plain-ys", 0)  # plain track below it


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


@fires("18lilliput", "lilliput.home-tile")
def test_only_slamecksan_sets_out_a_y_city_home_L43_L45():
    # a starting company's home beside Mildendo, laid before it has a station
    only(run([L("1,0", "L-ycity-ys", 1, company="LNR")]), 0, "lilliput.home-tile")
    only(run([L("1,0", "L-city-ys", 1, company="SR")]), 0, "lilliput.home-tile")
    clean(run([L("1,0", "L-city-ys", 1, company="LNR"), L("0,1", "L-ycity-ys", 0, company="SR")]))
    # Slamecksan's home Y-city is free (L169)
    assert run([L("0,1", "L-ycity-ys", 0, company="SR")]).total_cost == 0


@fires("18lilliput", "lilliput.touch")
def test_new_track_touches_existing_track_L152():
    only(run([L("3,3", "L-plain-ys", 0)]), 0, "lilliput.touch")
    clean(run([L("0,1", "L-plain-ys", 0)]))


@fires("18lilliput", "lilliput.checkerboard")
def test_no_city_touches_another_city_L173():
    turning_east = L("0,1", "L-city-yc", 2)  # a city below Mildendo, track 2-3 (north, east)
    only(run([turning_east, L("1,1", "L-city-ys", 1)]), 1, "lilliput.checkerboard")
    clean(run([turning_east, L("1,1", "L-plain-ys", 1)]))


@fires("18lilliput", "lilliput.checkerboard")
def test_no_plain_tile_touches_another_plain_tile_L174():
    turning_east = L("0,2", "L-plain-yc", 2)  # plain track below the city, turning east
    only(run([CITY, turning_east, L("1,2", "L-plain-ys", 1)]), 2, "lilliput.checkerboard")
    clean(run([CITY, turning_east, L("1,2", "L-city-ys", 1)]))


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
TO_1_2 = [CITY, L("0,2", "L-plain-yc", 2)]


@fires("18lilliput", "character.phase")
def test_the_treasurers_city_only_from_the_brown_phase_L317_L322():
    only(run([*TO_1_2, TREASURER], phase="3"), 2, "character.phase")
    clean(run([*TO_1_2, TREASURER], phase="5"))


@fires("18lilliput", "character.owner")
def test_a_character_tile_is_laid_by_its_owners_companies_L308():
    players = [{"name": "Ann", "directs": ["SR"], "owns": ["TREASURER"]}, {"name": "Bob", "directs": ["MR"]}]
    by = {**TREASURER, "company": "MR"}
    only(run([*TO_1_2, by], phase="5", player=players), 2, "character.owner")
    clean(run([*TO_1_2, by], phase="5", player=[{"name": "Bob", "directs": ["MR"], "owns": ["TREASURER"]}]))


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
