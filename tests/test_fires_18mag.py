"""18Mag: each rule id fires alone on a real position, and a minimal twin is clean.

Lines are those of rulebooks/18Mag-rules-es.txt (§VI.3.1-§VI.3.4). The map is pointy:
C12 (Selmecbánya) is a one-slot city whose edges 0 and 3 lead to D11 and B13; E10
(Székesfehérvár) is minor 3's home, D7 (Sopron) minor 11's, D19 (OO) minor 2's.
"""

from __future__ import annotations

import pytest

from tresham.errors import LayoutError

from .fires import clean, cost_rules_of, fires, off_map, only, only_token, runner
from .layouts import L

run = runner("18mag")


# ------------------------------------------------------------------ the hex
@fires("18mag", "hex.off-map")
def test_a_tile_goes_only_on_a_hex_of_the_map_L468():
    assert off_map("18mag", "Z99", "57") == ["hex.off-map"]  # a layout cannot even name it
    assert off_map("18mag", "C12", "57") == []
    with pytest.raises(LayoutError, match=r"lay\[0\]\.hex: 'Z99' is not a hex of this map"):
        run([L("Z99", "57", 0)])


@fires("18mag", "hex.not-buildable")
def test_gray_mines_take_no_tile_L437():
    only(run([L("A10", "57", 0)]), 0, "hex.not-buildable")
    clean(run([L("C12", "57", 0)]))


@fires("18mag", "tile.fixed-rotation")
def test_budapest_tile_river_lies_on_the_printed_river_L470():
    only(run([L("E12", "L33", 0)]), 0, "tile.fixed-rotation")
    clean(run([L("E12", "L33", 2)]))


# -------------------------------------------------------------- the upgrade
@fires("18mag", "upgrade.color-step")
def test_green_tiles_upgrade_yellow_ones_not_empty_hexes_L479():
    only(run([L("C12", "14", 0)]), 0, "upgrade.color-step")
    clean(run([L("C12", "57", 0), L("C12", "14", 0)]))


@fires("18mag", "upgrade.track-not-kept")
def test_an_upgrade_keeps_every_old_track_L485():
    only(run([L("C12", "57", 0), L("C12", "14", 1)]), 1, "upgrade.track-not-kept")
    clean(run([L("C12", "57", 0), L("C12", "14", 0)]))


@fires("18mag", "label.mismatch")
def test_oo_hexes_take_only_oo_tiles_L448():
    only(run([L("D19", "5", 0)]), 0, "label.mismatch")
    clean(run([L("D19", "L32", 0)]))


@fires("18mag", "upgrade.city-count")
def test_open_areas_take_only_track_without_stops_L451():
    only(run([L("C10", "3", 0)]), 0, "upgrade.city-count")
    clean(run([L("C10", "9", 0)]))


# -------------------------------------------------------------------- exits
@fires("18mag", "exit.off-map")
def test_no_track_runs_off_the_edge_of_the_map_L468():
    only(run([L("C8", "57", 2)]), 0, "exit.off-map")
    clean(run([L("C8", "57", 1)]))


@fires("18mag", "exit.border")
def test_no_track_runs_into_an_impassable_barrier_L472():
    only(run([L("C8", "57", 0)]), 0, "exit.border")
    clean(run([L("C8", "57", 1)]))


@fires("18mag", "exit.dead-end")
def test_no_track_points_into_a_gray_hex_without_track_back_L437_L468():
    # two-player map (§X): the gray hex A4 has no track toward Sopron (B3)
    only(run([L("B3", "57", 0)], players=2), 0, "exit.dead-end")
    clean(run([L("B3", "57", 2)], players=2))


@fires("18mag", "exit.partition")
def test_lake_balaton_takes_track_on_one_side_only_L473():
    only(run([L("F9", "8", 0)]), 0, "exit.partition")
    clean(run([L("F9", "8", 1)]))


@fires("18mag", "exit.partition")
def test_no_track_runs_along_balatons_line_either_L473():
    only(run([L("F9", "9", 1)]), 0, "exit.partition")  # edges 1 and 4 are the line's ends
    clean(run([L("F9", "7", 1)]))


# ------------------------------------------------------------ phase, supply
@fires("18mag", "phase.color")
def test_green_tiles_wait_for_the_green_phase_L482():
    only(run([L("C12", "57", 0), L("C12", "14", 0)], phase="yellow"), 1, "phase.color")
    clean(run([L("C12", "57", 0), L("C12", "14", 0)], phase="green"))


@fires("18mag", "supply.not-in-game")
def test_only_the_games_tiles_are_laid_L502():
    # 18 is a green tile of the shared library that 18Mag does not ship
    only(run([L("C10", "9", 0), L("C10", "18", 0)]), 1, "supply.not-in-game")
    clean(run([L("C10", "9", 0), L("C10", "26", 0)]))


@fires("18mag", "supply.no-copy")
def test_a_physical_copy_exists_in_the_box_L502():
    only(run([L("C12", "57-10", 0)]), 0, "supply.no-copy")
    clean(run([L("C12", "57-0", 0)]))


@fires("18mag", "supply.copy-in-use")
def test_one_physical_copy_lies_on_one_hex_L502():
    only(run([L("C12", "57-0", 0), L("C16", "57-0", 0)]), 1, "supply.copy-in-use")
    clean(run([L("C12", "57-0", 0), L("C16", "57-1", 0)]))


@fires("18mag", "supply.exhausted")
def test_a_fifth_7_waits_until_one_is_replaced_L502():
    fours = [L(h, "7", 0) for h in ("C10", "D15", "E8", "E16")]
    only(run([*fours, L("E20", "7", 0)]), 4, "supply.exhausted")
    clean(run([*fours, L("C10", "26", 1), L("E20", "7", 0)]))


@fires("18mag", "supply.exhausted")
def test_both_faces_of_a_tile_use_up_one_copy_L508_514():
    # six physical 23/24 tiles: four 23 and two 24 fit, a seventh of either face does not
    hexes = ["C10", "D15", "E8", "E16", "E20", "F7", "I16"]
    yellows = [L(h, "9", 0) for h in hexes]
    six = [L(h, "23" if i < 4 else "24", 0) for i, h in enumerate(hexes[:6])]
    only(run([*yellows, *six, L("I16", "24", 0)]), 13, "supply.exhausted")
    clean(run([*yellows, *six[:5], L("I16", "24", 0)]))


# ------------------------------------------------------- company, network
@fires("18mag", "company.cannot-lay")
def test_only_minors_build_track_L28():
    only(run([L("E10", "57", 0, company="SIK")]), 0, "company.cannot-lay")
    clean(run([L("E10", "57", 0, company="3")]))


def _through_selmecbanya(company: str, green: bool = False):
    """Minor 3's home E10 reaches B13 only through C12, where minor 2 has a station (placed
    earlier in the game)."""
    city = [L("C12", "57", 0), *([L("C12", "14", 0)] if green else [])]
    lays = [L("E10", "57", 0), L("D11", "9", 0), *city, L("B13", "9", 0, company=company)]
    return run(lays, stations=[{"hex": "C12", "company": "2", "city": 0}])


@fires("18mag", "connection.none")
def test_a_city_full_of_another_companys_stations_is_not_passed_L444_L521():
    only(_through_selmecbanya("3"), 3, "connection.none")
    clean(_through_selmecbanya("2"))  # the station's owner passes


def test_a_city_with_a_free_slot_is_passed_L488():
    clean(_through_selmecbanya("3", green=True))  # green 14 has two slots


@fires("18mag", "connection.none")
def test_a_minor_builds_only_where_its_station_reaches_L444():
    only(run([L("E12", "L33", 2, company="1"), L("D11", "8", 0, company="1")]), 1, "connection.none")
    clean(run([L("E12", "L33", 2, company="1"), L("D13", "58", 0, company="1")]))


@fires("18mag", "connection.none")
def test_a_minor_starts_from_its_home_city_of_an_oo_hex_L442_L444():
    # minor 2's home is Szatmárnémeti, city 0 of D19: on 8858 it runs to E18, not to D17
    oo = [L("D19", "L32", 0, company="2"), L("D19", "8858", 0, company="2")]
    only(run([*oo, L("D17", "58", 2, company="2")]), 2, "connection.none")
    clean(run([*oo, L("E18", "57", 0, company="2")]))


# -------------------------------------------------------------------- turns
@fires("18mag", "turn.too-many-lays")
def test_a_turn_is_a_lay_and_one_extra_yellow_tile_L426_428():
    two = [L("C12", "57", 0, turn=1), L("C10", "9", 0, turn=1)]
    only(run([*two, L("E8", "9", 0, turn=1)]), 2, "turn.too-many-lays")
    clean(run([*two, L("E8", "9", 0, turn=2)]))


@fires("18mag", "turn.too-many-lays")
def test_the_extra_tile_is_yellow_not_a_second_upgrade_L426_428():
    yellow = [L("C12", "57", 0), L("C10", "9", 0)]
    only(run([*yellow, L("C12", "14", 0, turn=2), L("C10", "26", 0, turn=2)]), 3, "turn.too-many-lays")
    clean(run([*yellow, L("C12", "14", 0, turn=2), L("E8", "9", 0, turn=2)]))


@fires("18mag", "turn.mixed-companies")
def test_a_turn_is_one_companys_turn_L424():
    home3 = L("E10", "57", 0, company="3", turn=1)
    only(run([home3, L("D7", "57", 2, company="11", turn=1)]), 1, "turn.mixed-companies")
    clean(run([home3, L("D7", "57", 2, company="11", turn=2)]))


# ------------------------------------------------------------------- tokens
@fires("18mag", "token.off-map")
def test_a_station_goes_on_a_hex_of_the_map_L524():
    assert off_map("18mag", "Z99", company="2") == ["token.off-map"]
    assert off_map("18mag", "D19", company="2") == []  # minor 2's home


@fires("18mag", "token.no-city")
def test_a_station_goes_in_a_city_circle_L524():
    only_token(run([], [{"hex": "C10", "company": "2", "city": 0}]), 0, "token.no-city")
    clean(run([], [{"hex": "D19", "company": "2", "city": 0}]))


# Minor 1's home is Pest (city 0 of the B tile); its track runs out of Pest to F13 and F11
# and back into Buda (city 1), so both cities of Budapest are on its route.
LOOP = [L("E12", "L33", 2, company="1"), L("F13", "5", 1, company="1"), L("F11", "7", 3, company="1")]
PEST = {"hex": "E12", "company": "1", "city": 0}


@fires("18mag", "token.same-hex")
def test_one_station_of_a_company_per_hex_L527():
    only_token(run(LOOP, [PEST, {**PEST, "city": 1}], 3), 1, "token.same-hex")
    clean(run(LOOP, [PEST, {"hex": "F13", "company": "1", "city": 0}], 3))


@fires("18mag", "token.full")
def test_a_city_holds_as_many_stations_as_it_has_slots_L521_L524():
    to_f13 = [L("E12", "L33", 2, company="1"), L("F13", "57", 2, company="1")]
    token = [{"hex": "F13", "company": "1", "city": 0}]
    only_token(run(to_f13, token, 2, stations=[{"hex": "F13", "company": "3"}]), 0, "token.full")
    clean(run(to_f13, token, 2))


@fires("18mag", "token.connection")
def test_a_new_station_needs_an_unblocked_route_from_a_station_L528_530():
    token = [{"hex": "F13", "company": "1", "city": 0}]
    only_token(run([L("E12", "L33", 2, company="1"), L("F13", "57", 0)], token, 2), 0, "token.connection")
    clean(run([L("E12", "L33", 2, company="1"), L("F13", "57", 2)], token, 2))


# -------------------------------------------------------------------- costs
@fires("18mag", "cost.terrain")
def test_the_first_tile_on_c14_pays_two_mountains_20_ft_L452():
    r = run([L("C14", "9", 0), L("C14", "26", 0)])
    assert cost_rules_of(r, 0) == ["cost.terrain"] and r.lays[0].cost == 20
    assert [(c.reason, c.payee) for c in r.lays[0].costs] == [("mountain in C14", "SIK")]  # L452
    assert cost_rules_of(r, 1) == []  # the upgrade pays no terrain
    clean(r)


@fires("18mag", "cost.second-yellow")
def test_the_extra_yellow_tile_costs_10_ft_L428_L439():
    r = run([L("C12", "57", 0, turn=1), L("C10", "9", 0, turn=1)])
    assert cost_rules_of(r, 0) == [] and cost_rules_of(r, 1) == ["cost.second-yellow"]
    assert r.lays[1].cost == 10
    assert [(c.reason, c.payee) for c in r.lays[1].costs] == [
        ("extra yellow tile of the turn, paid to SzKÉV", "SKEV")
    ]
    twin = run([L("C12", "57", 0, turn=1), L("C10", "9", 0, turn=2)])
    assert cost_rules_of(twin, 1) == []
    clean(r)
    clean(twin)


@fires("18mag", "cost.second-yellow")
def test_a_yellow_tile_then_an_upgrade_charges_the_yellow_tile_L439():
    r = run([L("C12", "57", 0), L("C10", "9", 0, turn=2), L("C12", "14", 0, turn=2)])
    assert cost_rules_of(r, 2) == ["cost.second-yellow"]
    assert "yellow tile laid in C10 before this upgrade" in r.lays[2].costs[0].reason
    clean(r)


@fires("18mag", "cost.upgrade-terrain")
def test_budapest_pays_its_terrain_when_it_turns_green_L503():
    r = run([L("E12", "L33", 2), L("E12", "209", 2)])
    assert cost_rules_of(r, 0) == [] and cost_rules_of(r, 1) == ["cost.upgrade-terrain"]
    assert r.lays[1].cost == 20
    assert [(c.reason, c.payee) for c in r.lays[1].costs] == [
        ("water on yellow tile L33 (OO/B upgrade to green)", "SIK")
    ]
    clean(r)


@fires("18mag", "token.removal")
def test_a_removal_names_a_token_in_that_city_L516_530():
    # 18Mag never takes a token off the map; a removal of a token not there is refused first
    only_token(run(LOOP, [{**PEST, "removes": "3"}], 3), 0, "token.removal")
    clean(run(LOOP, [PEST], 3))
