"""1840: each rule id fires alone on a real position, and a minimal twin is clean.

Lines are those of rulebooks/1840-rules-es.txt (§IX.3-§IX.6). The map is pointy: B12
(Döbling) is tram 11's home with the open hex C11 beside it over edge 0; B16 and B14 are
the first hexes of city line G from its terminal A17; D18 is an OO hex of two one-slot
cities; D20 a red city-centre hex, B26 and C17 purple station hexes.
"""

from __future__ import annotations

import pytest

from tresham.errors import LayoutError

from .fires import clean, cost_rules_of, fires, off_map, only, only_token, runner
from .layouts import L

run = runner("1840")


@fires("1840", "hex.off-map")
def test_a_tile_goes_only_on_a_hex_of_the_map_L2492():
    assert off_map("1840", "Z98", "57") == ["hex.off-map"]  # a layout cannot even name it
    assert off_map("1840", "B12", "57") == []
    with pytest.raises(LayoutError, match=r"lay\[0\]\.hex: 'Z98' is not a hex of this map"):
        run([L("Z98", "57", 0)])


@fires("1840", "hex.not-buildable")
def test_gray_hexes_take_no_tile_L367_414():
    only(run([L("F8", "57", 0)]), 0, "hex.not-buildable")
    clean(run([L("B12", "57", 0)]))


@fires("1840", "tile.fixed-rotation")
def test_the_special_purple_tiles_lie_one_way_L2456_2470():
    only(run([L("G11", "L30a", 1)]), 0, "tile.fixed-rotation")
    clean(run([L("G11", "L30a", 0)]))


@fires("1840", "tile.special-hex")
def test_the_special_purple_tiles_go_on_their_own_stations_only_L2456_2470():
    only(run([L("G11", "L24", 0)]), 0, "tile.special-hex")  # Westbahnhof takes only L30a, L31a
    only(run([L("F24", "L30a", 0)]), 0, "tile.special-hex")  # L30a is Westbahnhof's
    clean(run([L("B26", "L24", 0)]))


@fires("1840", "upgrade.color-step")
def test_green_tiles_upgrade_yellow_ones_L2626_2632():
    only(run([L("B12", "14", 0)]), 0, "upgrade.color-step")
    clean(run([L("B12", "57", 0), L("B12", "14", 0)]))


@fires("1840", "upgrade.track-not-kept")
def test_a_city_line_tile_keeps_the_printed_line_L2650_2652():
    only(run([L("B16", "L1", 3)]), 0, "upgrade.track-not-kept")
    clean(run([L("B16", "L1", 1)]))


@fires("1840", "label.mismatch")
def test_city_line_hexes_take_only_orange_tiles_L2297_2307():
    only(run([L("B16", "58", 1)]), 0, "label.mismatch")
    clean(run([L("B16", "L1", 1)]))


@fires("1840", "upgrade.city-count")
def test_open_hexes_take_only_stop_tiles_L2277_2279():
    only(run([L("B28", "57", 0)]), 0, "upgrade.city-count")
    clean(run([L("B28", "4", 0)]))


@fires("1840", "exit.off-map")
def test_no_track_runs_off_the_edge_of_the_map_L2492_2494():
    only(run([L("E3", "57", 1)]), 0, "exit.off-map")
    clean(run([L("E3", "57", 0)]))


@fires("1840", "exit.border")
def test_no_track_crosses_the_walls_of_the_city_centre_L2426_L2496():
    only(run([L("D20", "L20", 0)]), 0, "exit.border")
    clean(run([L("D20", "L20", 4)]))


@fires("1840", "exit.dead-end")
def test_no_track_points_at_a_red_hex_without_track_back_L2496_2517():
    only(run([L("B12", "57", 2)]), 0, "exit.dead-end")
    clean(run([L("B12", "57", 0)]))


@fires("1840", "phase.color")
def test_green_tiles_wait_for_their_phase_L2626_2632():
    only(run([L("B12", "57", 0), L("B12", "14", 0)], phase="yellow"), 1, "phase.color")
    clean(run([L("B12", "57", 0), L("B12", "14", 0)], phase="green"))


@fires("1840", "supply.no-copy")
def test_a_physical_copy_exists_in_the_box_L2688_2690():
    only(run([L("B12", "57-9", 0)]), 0, "supply.no-copy")
    clean(run([L("B12", "57-0", 0)]))


@fires("1840", "supply.copy-in-use")
def test_one_physical_copy_lies_on_one_hex_L2688_2690():
    only(run([L("B12", "57-0", 0), L("C15", "57-0", 0)]), 1, "supply.copy-in-use")
    clean(run([L("B12", "57-0", 0), L("C15", "57-1", 0)]))


@fires("1840", "supply.exhausted")
def test_each_purple_station_tile_exists_once_L2440_2454():
    only(run([L("B26", "L24", 0), L("C17", "L24", 0)]), 1, "supply.exhausted")
    clean(run([L("B26", "L24", 0), L("C17", "L25", 0)]))


@fires("1840", "connection.none")
def test_new_track_is_reached_from_a_station_of_the_line_L2271_2275():
    home = L("B12", "57", 0, company="11")
    only(run([home, L("C11", "4", 1, company="11")]), 1, "connection.none")
    clean(run([home, L("C11", "4", 0, company="11")]))


@fires("1840", "stadtbahn.sequence")
def test_a_city_line_is_built_on_from_its_terminal_L2309_2319():
    only(run([L("B14", "L1", 4)]), 0, "stadtbahn.sequence")
    clean(run([L("B16", "L1", 1), L("B14", "L1", 4)]))


@fires("1840", "turn.too-many-lays")
def test_one_normal_tile_a_turn_and_red_tiles_only_as_a_bonus_L2199_L2434():
    only(run([L("C15", "57", 0, turn=1), L("D20", "L20", 4, turn=1)]), 1, "turn.too-many-lays")
    # B14's city-line tile covers a red_hex icon: its bonus is a red city-centre tile (L2420)
    clean(run([L("B16", "L1", 1, turn=1), L("B14", "L1", 4, turn=2), L("D20", "L20", 4, turn=2)]))


@fires("1840", "turn.too-many-lays")
def test_two_normal_lays_need_a_city_line_tile_between_L2199_2203():
    only(run([L("C15", "57", 0, turn=1), L("B12", "57", 0, turn=1)]), 1, "turn.too-many-lays")
    clean(run([L("B16", "L1", 1, turn=1), L("C15", "57", 0, turn=1), L("B12", "57", 0, turn=1)]))


@fires("1840", "turn.mixed-companies")
def test_a_turn_is_one_lines_turn_L2195_2211():
    home = L("B12", "57", 0, company="11", turn=1)
    only(run([home, L("B16", "L1", 1, company="V", turn=1)]), 1, "turn.mixed-companies")
    clean(run([home, L("B16", "L1", 1, company="11", turn=1)]))


@fires("1840", "token.off-map")
def test_a_station_goes_on_a_hex_of_the_map_L2752():
    assert off_map("1840", "Z98", company="11") == ["token.off-map"]
    assert off_map("1840", "B12", company="11") == []  # line 11's base


@fires("1840", "token.no-city")
def test_a_station_goes_in_an_interchange_circle_L2752():
    only_token(run([], [{"hex": "B14", "company": "1", "city": 0}]), 0, "token.no-city")
    clean(run([], [{"hex": "B12", "company": "11", "city": 0}]))


@fires("1840", "token.same-hex")
def test_one_station_of_a_line_per_hex_L2768():
    # E17, line 3's base, built up to the brown OO tile: one interchange of two circles
    e17 = [L("E17", "235", 5), L("E17", "8858", 2), L("E17", "L17", 0)]
    base = {"hex": "E17", "company": "3", "city": 0}
    only_token(run(e17, [base, base], 3), 1, "token.same-hex")
    clean(run(e17, [base], 3))


@fires("1840", "token.connection")
def test_a_new_station_needs_an_unbroken_connection_L2772_2780():
    # line 7 (base F18) builds into E17; only the OO tile's city 0 has track to F18
    lays = [L("F18", "57", 2, company="7"), L("E17", "235", 5, company="7")]
    base = {"hex": "F18", "company": "7", "city": 0}
    only_token(run(lays, [base, {"hex": "E17", "company": "7", "city": 1}], 2), 1, "token.connection")
    clean(run(lays, [base, {"hex": "E17", "company": "7", "city": 0}], 2))


@fires("1840", "token.reserved")
def test_a_line_base_keeps_a_circle_for_a_line_not_yet_operating_L2782_2788():
    # line 10 builds from its base D4 into E3, line 14's base (one circle; two when green)
    lays = [L("D4", "57", 0, company="10"), L("E3", "57", 0, company="10")]
    tokens = [{"hex": "D4", "company": "10"}, {"hex": "E3", "company": "10"}]
    only_token(run(lays, tokens, 2), 1, "token.reserved")
    clean(run([*lays, L("E3", "14", 2, company="10")], tokens, 3, phase="2"))


@fires("1840", "token.full")
def test_a_station_goes_in_a_free_circle_L2752():
    first = {"hex": "D18", "company": "1", "city": 0}
    only_token(run([], [first, {"hex": "D18", "company": "2", "city": 0}]), 1, "token.full")
    clean(run([], [first, {"hex": "D18", "company": "2", "city": 1}]))


@fires("1840", "cost.terrain", "cost.city-line")
def test_a_tile_on_the_danube_pays_40_and_a_city_line_tile_20_L2201_L2281_2287():
    r = run([L("B28", "4", 0), L("B16", "L1", 1), L("C15", "57", 0)])
    assert [cost_rules_of(r, i) for i in range(3)] == [["cost.terrain"], ["cost.city-line"], []]
    assert [lay.cost for lay in r.lays] == [40, 20, 0]
    clean(r)


@fires("1840", "token.removal")
def test_a_line_may_take_a_city_corporations_token_off_for_40_L2790_2798():
    # Hernals (C7): two circles, line 9's base and a V token
    report = run([], [{"hex": "C7", "company": "9", "city": 0, "removes": "V"}])
    clean(report)
    assert report.tokens[0].cost == 40 and report.tokens[0].removed.company == "V"
    assert [t.company for t in report.board.tokens_at("C7")] == ["9"]
    assert report.to_dict()["token_costs"][0]["removes"] == "V"
    # a removal must name a token that is there; the placement is refused and not applied
    report = run([], [{"hex": "C7", "company": "9", "city": 0, "removes": "G"}])
    only_token(report, 0, "token.removal", says="G has no token in city 0 of C7")
    assert report.tokens[0].cost == 0 and report.tokens[0].removed is None
    assert [t.company for t in report.board.tokens_at("C7")] == ["V"]


def test_a_city_lines_terminal_token_stays():
    # 18xx.games keeps the terminals (A17, F24, I1, I11); the rulebook's example picture is lost
    report = run([], [{"hex": "A17", "company": "9", "city": 1, "removes": "V"}])
    removal = [v for v in report.token_violations if v.rule == "token.removal"]
    assert len(removal) == 1 and "terminal" in removal[0].message


def test_token_removal_is_1840s_mechanism_and_no_token_leaves_an_18mag_city():
    # L2790-L2798: a line takes a city corporation's token off for 40, never a terminal's
    from tresham.data import load_game
    from tresham.rules.games import rules_for
    from tresham.rules.tokens import TokenRemoval, removal_cost, removal_problem

    game = load_game("1840")
    rules, by_id = rules_for(game), {c.id: c for c in game.companies}
    line, city, major = by_id["1"], by_id["W"], by_id["WT"]
    assert rules.find(TokenRemoval) is not None
    assert removal_problem(rules, line, city, "E13") is None and removal_cost(rules, line) == 40
    terminal = removal_problem(rules, line, city, "I1")
    assert terminal == "W's token in I1 is a terminal of its city line and stays"
    assert removal_problem(rules, major, city, "E13") == "a line may remove only a city corporation's token"
    mag = load_game("18mag")
    mag_rules, minor = rules_for(mag), next(c for c in mag.companies if c.id == "1")
    assert mag_rules.find(TokenRemoval) is None and removal_cost(mag_rules, minor) == 0
    assert removal_problem(mag_rules, minor, minor, "E13") == "station tokens are never removed in this game"
