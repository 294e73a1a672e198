"""1824: each rule id fires alone on a real position, and a minimal twin is clean.

Lines are those of rulebooks/1824-rules-es.txt (§VII.5-§VII.8). The map is pointy: B9
(Prag) is BK's home, with B11, an open hex, beside it over edge 4; E12 (Wien) has three
one-slot cities; C6 is a gray coal mine.
"""

from __future__ import annotations

import pytest

from tresham.errors import LayoutError

from .fires import clean, cost_rules_of, fires, off_map, only, only_token, runner, token_rules_of
from .layouts import L

run = runner("1824")


@fires("1824", "hex.off-map")
def test_a_tile_goes_only_on_a_hex_of_the_map_L561():
    assert off_map("1824", "Z99", "57") == ["hex.off-map"]  # a layout cannot even name it
    assert off_map("1824", "C12", "57") == []
    with pytest.raises(LayoutError, match=r"lay\[0\]\.hex: 'Z99' is not a hex of this map"):
        run([L("Z99", "57", 0)])


@fires("1824", "hex.not-buildable")
def test_coal_mines_take_no_tile_L555():
    only(run([L("C6", "57", 0)]), 0, "hex.not-buildable")
    clean(run([L("C12", "57", 0)]))


@fires("1824", "upgrade.color-step")
def test_green_tiles_upgrade_yellow_ones_L572():
    only(run([L("C12", "14", 0)]), 0, "upgrade.color-step")
    clean(run([L("C12", "57", 0), L("C12", "14", 0)]))


@fires("1824", "upgrade.track-not-kept")
def test_wien_tiles_respect_the_printed_track_L565():
    only(run([L("E12", "499", 1)]), 0, "upgrade.track-not-kept")
    clean(run([L("E12", "499", 0)]))


@fires("1824", "label.mismatch")
def test_t_tiles_go_only_on_t_cities_L558():
    only(run([L("B5", "401", 1)]), 0, "label.mismatch")
    clean(run([L("B5", "57", 1)]))


@fires("1824", "upgrade.city-count")
def test_open_areas_take_only_track_without_stops_L559():
    only(run([L("B11", "1", 1)]), 0, "upgrade.city-count")
    clean(run([L("B11", "7", 1)]))


@fires("1824", "exit.off-map")
def test_no_track_runs_off_the_edge_of_the_map_L561():
    only(run([L("B17", "7", 1)]), 0, "exit.off-map")
    clean(run([L("B17", "7", 0)]))


@fires("1824", "exit.dead-end")
def test_no_track_points_at_a_gray_mine_without_an_arrow_L563():
    only(run([L("C8", "9", 1)]), 0, "exit.dead-end")
    clean(run([L("C8", "9", 2)]))


@fires("1824", "phase.color")
def test_green_tiles_come_with_the_first_3_train_L575():
    only(run([L("C12", "57", 0), L("C12", "14", 0)], phase="2"), 1, "phase.color")
    clean(run([L("C12", "57", 0), L("C12", "14", 0)], phase="3"))


BROWN_BRUNN = [L("C12", "57", 0), L("C12", "14", 0), L("C12", "611", 0)]


@fires("1824", "supply.not-in-game")
def test_only_the_games_tiles_are_laid_L596():
    # 455, the gray city of the shared library, is not one of 1824's tiles
    only(run([*BROWN_BRUNN, L("C12", "455", 0)]), 3, "supply.not-in-game")
    clean(run(BROWN_BRUNN))


@fires("1824", "supply.no-copy")
def test_a_physical_copy_exists_in_the_box_L593():
    only(run([L("C12", "57-5", 0)]), 0, "supply.no-copy")  # five 57s: copies 0-4
    clean(run([L("C12", "57-4", 0)]))


@fires("1824", "supply.copy-in-use")
def test_one_physical_copy_lies_on_one_hex_L593():
    only(run([L("C12", "57-0", 0), L("B5", "57-0", 1)]), 1, "supply.copy-in-use")
    clean(run([L("C12", "57-0", 0), L("B5", "57-1", 1)]))


@fires("1824", "supply.exhausted")
def test_the_one_tile_1_is_laid_once_L593():
    only(run([L("B13", "1", 1), L("B25", "1", 2)]), 1, "supply.exhausted")
    clean(run([L("B13", "1", 1), L("B25", "2", 0)]))


@fires("1824", "connection.none")
def test_new_track_is_reached_from_a_station_of_the_company_L554():
    prag = L("B9", "57", 1, company="BK")
    only(run([prag, L("B11", "9", 2, company="BK")]), 1, "connection.none")
    clean(run([prag, L("B11", "9", 1, company="BK")]))


@fires("1824", "turn.too-many-lays")
def test_a_company_lays_or_upgrades_one_tile_a_turn_L506_509():
    only(run([L("C12", "57", 0, turn=1), L("C18", "8", 0, turn=1)]), 1, "turn.too-many-lays")
    clean(run([L("C12", "57", 0, turn=1), L("C18", "8", 0, turn=2)]))


@fires("1824", "token.off-map")
def test_a_station_goes_on_a_hex_of_the_map_L605():
    assert off_map("1824", "Z99", company="BK") == ["token.off-map"]
    assert off_map("1824", "B9", company="BK") == []  # BK's home, Prag


@fires("1824", "token.no-city")
def test_a_station_goes_in_a_city_circle_L605():
    only_token(run([], [{"hex": "C10", "company": "BK", "city": 0}]), 0, "token.no-city")
    clean(run([], [{"hex": "B9", "company": "BK", "city": 0}]))


# UG1's home is city 1 of Budapest F17 (the Bu tile's edges 2-3); its track runs out to E18,
# F19 and G18 and back into city 0 (edges 0-5), so both cities are on its route.
LOOP = [
    L("F17", "498", 0, company="UG1"),
    L("E18", "7", 5, company="UG1"),
    L("F19", "58", 0, company="UG1"),
    L("G18", "5", 2, company="UG1"),
]
UG1_HOME = {"hex": "F17", "company": "UG1", "city": 1}


@fires("1824", "token.same-hex")
def test_one_station_of_a_company_per_hex_L607():
    only_token(run(LOOP, [UG1_HOME, {**UG1_HOME, "city": 0}], 4), 1, "token.same-hex")
    clean(run(LOOP, [UG1_HOME, {"hex": "G18", "company": "UG1", "city": 0}], 4))


# BK builds from its home Prag B9 through B11 into C12, the home of MS (one slot, yellow).
BK = [L("B9", "57", 1, company="BK"), L("B11", "8", 5, company="BK"), L("C12", "57", 2, company="BK")]


@fires("1824", "token.full")
def test_a_city_holds_as_many_stations_as_it_has_slots_L602():
    only_token(
        run(BK, [{"hex": "C12", "company": "MS"}, {"hex": "C12", "company": "BK"}], 3), 1, "token.full"
    )
    clean(
        run(
            [*BK, L("C12", "14", 1, company="BK")],
            [{"hex": "C12", "company": "MS"}, {"hex": "C12", "company": "BK"}],
            4,
        )
    )


@fires("1824", "token.reserved")
def test_a_home_keeps_a_slot_for_a_company_not_yet_operating_L609():
    only_token(run(BK, [{"hex": "C12", "company": "BK"}], 3), 0, "token.reserved")
    clean(run([*BK, L("C12", "14", 1, company="BK")], [{"hex": "C12", "company": "BK"}], 4))


@fires("1824", "token.connection")
def test_a_new_station_needs_an_unblocked_route_from_a_station_L608():
    cut = [BK[0], L("C12", "57", 2), L("C12", "14", 1)]  # no track in B11
    only_token(run(cut, [{"hex": "C12", "company": "BK"}], 3), 0, "token.connection")
    clean(run([*BK, L("C12", "14", 1, company="BK")], [{"hex": "C12", "company": "BK"}], 4))


@fires("1824", "cost.terrain")
def test_the_first_tile_on_a_mountain_pays_its_price_and_no_upgrade_costs_L560_L594():
    r = run([L("C18", "8", 0), L("C18", "24", 0)], phase="3")
    assert cost_rules_of(r, 0) == ["cost.terrain"] and r.lays[0].cost == 40
    assert cost_rules_of(r, 1) == []
    clean(r)


def test_wien_upgrades_its_printed_hex_for_free_despite_the_river_L565_L594():
    r = run([L("E12", "499", 0)])
    assert cost_rules_of(r, 0) == []
    clean(r)


@fires("1824", "token.removal")
def test_no_token_is_ever_taken_off_the_map_L598_611():
    only_token(run(BK, [{"hex": "C12", "company": "MS", "removes": "BK"}], 3), 0, "token.removal")
    clean(run(BK, [{"hex": "C12", "company": "MS"}], 3))
    # the removal refused, MS's token stays and fills the city
    report = run(BK, [{"hex": "C12", "company": "MS"}, {"hex": "C12", "company": "BK", "removes": "MS"}], 3)
    assert token_rules_of(report, 1) == ["token.removal", "token.full"]
    assert report.token_violations[0].message == "station tokens are never removed in this game"
