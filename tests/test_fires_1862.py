"""1862: each rule id fires alone on a real position, and a minimal twin is clean.

Lines are those of rulebooks/1862-rules-es.txt (§7.5-§7.6). The map is pointy: C8 (Ely,
a Y hex) is E&H's home with D7 (Brandon, a town) beside it over edge 4; F5 (Norwich) and
F11 (Ipswich) are N hexes; B3 (Holbeach) is a town on the north coast.
"""

from __future__ import annotations

import pytest

from tresham.errors import LayoutError

from .fires import clean, fires, off_map, only, only_token, runner
from .layouts import L

run = runner("1862")


@fires("1862", "hex.off-map")
def test_a_tile_goes_only_on_a_hex_of_the_map_L1206():
    assert off_map("1862", "Z99", "8850") == ["hex.off-map"]  # a layout cannot even name it
    assert off_map("1862", "B3", "8850") == []
    with pytest.raises(LayoutError, match=r"lay\[0\]\.hex: 'Z99' is not a hex of this map"):
        run([L("Z99", "8850", 0)])


@fires("1862", "hex.not-buildable")
def test_london_takes_no_tile_L1303_1327():
    only(run([L("B15", "57", 0)]), 0, "hex.not-buildable")
    clean(run([L("C8", "201", 0)]))


@fires("1862", "upgrade.color-step")
def test_green_tiles_upgrade_yellow_ones_L1246_1248():
    only(run([L("B3", "16_1a", 5)]), 0, "upgrade.color-step")
    clean(run([L("B3", "8850", 0)]))


@fires("1862", "upgrade.track-not-kept")
def test_the_green_tile_keeps_every_old_track_on_the_same_sides_L1248_1251():
    only(run([L("C8", "202", 0), L("C8", "53", 1)]), 1, "upgrade.track-not-kept")
    clean(run([L("C8", "202", 0), L("C8", "53", 0)]))


@fires("1862", "label.mismatch")
def test_n_hexes_take_only_n_tiles_L1215_1217():
    only(run([L("F5", "57", 0)]), 0, "label.mismatch")
    clean(run([L("F5", "790", 0)]))


@fires("1862", "upgrade.city-count")
def test_an_upgrade_adds_no_small_station_L1255_1256():
    only(run([L("D7", "8852", 0), L("D7", "19_2", 0)]), 1, "upgrade.city-count")
    clean(run([L("D7", "8852", 0), L("D7", "19_1a", 0)]))


@fires("1862", "exit.off-map")
def test_no_track_runs_off_the_edge_of_the_map_L1206():
    only(run([L("B3", "8850", 3)]), 0, "exit.off-map")
    clean(run([L("B3", "8850", 0)]))


@fires("1862", "exit.border")
def test_no_track_crosses_the_estuary_at_tiptree_L1206_L1440():
    only(run([L("E14", "8850", 4)]), 0, "exit.border")
    clean(run([L("E14", "8850", 3)]))


@fires("1862", "exit.dead-end")
def test_no_track_runs_into_the_sea_without_a_port_L1206_1207():
    only(run([L("B3", "8850", 5)]), 0, "exit.dead-end")
    clean(run([L("B3", "8850", 0)]))


@fires("1862", "phase.color")
def test_green_tiles_come_with_the_first_b_train_L1246_1248():
    only(run([L("C8", "201", 0), L("C8", "792", 1)], phase="A"), 1, "phase.color")
    clean(run([L("C8", "201", 0), L("C8", "792", 1)], phase="B"))


@fires("1862", "supply.not-in-game")
def test_only_the_games_tiles_are_laid_L1233_1234():
    # tile 3 (a town on a sharp curve) is in the shared library, not among 1862's tiles
    only(run([L("B3", "3", 0)]), 0, "supply.not-in-game")
    clean(run([L("B3", "8850", 0)]))


@fires("1862", "supply.no-copy")
def test_a_physical_copy_exists_in_the_box_L1244():
    only(run([L("B3", "8850-9", 0)]), 0, "supply.no-copy")
    clean(run([L("B3", "8850-0", 0)]))


@fires("1862", "supply.copy-in-use")
def test_one_physical_copy_lies_on_one_hex_L1244():
    only(run([L("B3", "8850-0", 0), L("D3", "8850-0", 0)]), 1, "supply.copy-in-use")
    clean(run([L("B3", "8850-0", 0), L("D3", "8850-1", 0)]))


@fires("1862", "supply.exhausted")
def test_the_two_tiles_201_are_laid_twice_at_most_L1244():
    two = [L("C8", "201", 0), L("D9", "201", 0)]
    only(run([*two, L("H5", "201", 0)]), 2, "supply.exhausted")
    clean(run([*two, L("H5", "202", 0)]))


@fires("1862", "connection.none")
def test_some_track_of_the_new_tile_is_on_a_route_of_the_company_L1204_1205():
    ely = L("C8", "201", 3, company="E&H")
    only(run([ely, L("D7", "8852", 0, company="E&H")]), 1, "connection.none")
    clean(run([ely, L("D7", "8852", 1, company="E&H")]))


@fires("1862", "turn.too-many-lays")
def test_an_n_tile_is_the_only_tile_of_its_turn_L1228_1231():
    only(run([L("F5", "790", 0, turn=1), L("E10", "8852", 0, turn=1)]), 1, "turn.too-many-lays")
    clean(run([L("F5", "790", 0, turn=1), L("E10", "8852", 0, turn=2)]))


def test_adding_a_small_station_needs_no_route_L1285_1300():
    # E&H's home is Ely (C8), far from Stowmarket (E10)
    track = [L("E10", "8852", 0), L("E10", "19_1a", 0)]
    clean(run([*track, L("E10", "19_2", 0, company="E&H")], phase="B"))
    # the upgrade that brought the track there needed one
    only(run([L("E10", "8852", 0), L("E10", "19_1a", 0, company="E&H")], phase="B"), 1, "connection.none")


@fires("1862", "turn.too-many-lays")
def test_up_to_two_yellow_tiles_a_turn_L1191():
    two = [L("D7", "8852", 0, turn=1), L("E10", "8852", 0, turn=1)]
    only(run([*two, L("E6", "8852", 0, turn=1)]), 2, "turn.too-many-lays")
    clean(run([*two, L("E6", "8852", 0, turn=2)]))


@fires("1862", "turn.too-many-lays")
def test_an_upgrade_is_the_whole_build_of_its_turn_L1192_L1274_1275():
    only(
        run([L("C8", "201", 0), L("C8", "792", 1, turn=2), L("E10", "8852", 0, turn=2)]),
        2,
        "turn.too-many-lays",
    )
    clean(run([L("C8", "201", 0), L("C8", "792", 1, turn=2), L("E10", "8852", 0, turn=3)]))


@fires("1862", "turn.mixed-companies")
def test_a_turn_is_one_companys_turn_L1187():
    ely = L("C8", "201", 0, company="E&H", turn=1)
    only(run([ely, L("D9", "201", 0, company="I&B", turn=1)]), 1, "turn.mixed-companies")
    clean(run([ely, L("D9", "201", 0, company="I&B", turn=2)]))


@fires("1862", "token.off-map")
def test_a_station_goes_on_a_hex_of_the_map_L1340():
    assert off_map("1862", "Z99", company="ESR") == ["token.off-map"]
    assert off_map("1862", "F11", company="ESR") == []  # ESR's home, Ipswich


@fires("1862", "token.no-city")
def test_a_station_goes_in_a_large_station_L1340():
    only_token(run([], [{"hex": "B3", "company": "ESR", "city": 0}]), 0, "token.no-city")
    clean(run([], [{"hex": "F11", "company": "ESR", "city": 0}]))


IPSWICH_GREEN = [L("F11", "790", 1), L("F11", "791", 1)]  # two slots


@fires("1862", "token.same-hex")
def test_one_station_of_a_company_per_hex_L1340_1342_L1355():
    first = {"hex": "F11", "company": "ESR", "city": 0}
    second = {"hex": "F11", "company": "ESR", "city": 0}
    only_token(run(IPSWICH_GREEN, [first, second], tokens_after=2), 1, "token.same-hex")
    clean(run(IPSWICH_GREEN, [first], tokens_after=2))


@fires("1862", "token.full")
def test_a_station_goes_in_an_empty_large_station_circle_L1340():
    # ENR (Cromer F3) stations in Fakenham E4's one slot; W&F's home token there takes the
    # slot and ENR's token leaves (§7.2, L983-992), after which ENR's second try finds no room
    lays = [L("F3", "5", 0, company="ENR"), L("E4", "57", 1, company="ENR")]
    enr, wf = {"hex": "E4", "company": "ENR", "city": 0}, {"hex": "E4", "company": "W&F", "city": 0}
    home = [{"hex": "F3", "company": "ENR", "city": 0}]
    clean(run(lays, [*home, enr, wf], 2))
    only_token(run(lays, [*home, enr, wf, enr], 2), 3, "token.full")
    # EUR's station fills Ipswich's printed slot; ESR's home token still goes down there
    eur = [{"hex": "F11", "company": "EUR", "city": 0}]
    clean(run([], [{"hex": "F11", "company": "ESR", "city": 0}], stations=eur))
    clean(run(IPSWICH_GREEN, [{"hex": "F11", "company": "ESR", "city": 0}], 2, stations=eur))


@fires("1862", "token.connection")
def test_a_new_station_goes_in_a_city_on_the_company_route_L1340_1342():
    home = {"hex": "C8", "company": "E&H", "city": 0}
    to_b7 = {"hex": "B7", "company": "E&H", "city": 0}
    lays = [L("C8", "201", 3, company="E&H"), L("B7", "57", 2)]  # Ely's track leaves away from B7
    only_token(run(lays, [home, to_b7], 2), 1, "token.connection")
    clean(run([L("C8", "201", 2, company="E&H"), L("B7", "57", 2, company="E&H")], [home, to_b7], 2))


@fires("1862", "token.removal")
def test_a_removal_names_a_token_in_that_city_L1330_1355():
    first = {"hex": "F11", "company": "ESR", "city": 0}
    only_token(run(IPSWICH_GREEN, [{**first, "removes": "EUR"}], tokens_after=2), 0, "token.removal")
    clean(run(IPSWICH_GREEN, [first], tokens_after=2))
