"""1840 (§IX.4-§IX.5): stop and interchange tiles, OO, orange city-line tiles and their order."""

from __future__ import annotations

from tresham.data import load_game
from tresham.rules.games import rules_for
from tresham.rules.legal import legal_on

from .layouts import L, check, rules_of


def run(lays, **top):
    return check("1840", lays, **top)


def first_hexes(hexes):
    g = load_game("1840")
    r = rules_for(g)
    b = r.new_board()
    return {h for h in hexes if legal_on(r, b, h)}


def test_e4_first_city_line_tiles():
    # L2315-2319: line G may start at H12 or B16, line W at I3 or G23
    assert first_hexes(["B16", "B14", "C13", "H12", "F12"]) == {"B16", "H12"}
    assert first_hexes(["I3", "I5", "G23", "G21"]) == {"I3", "G23"}


def test_city_line_sequence_violation():
    r = run([L("B14", "L1", 0)])
    assert "stadtbahn.sequence" in rules_of(r, 0)
    r = run([L("B16", "L1", 1), L("B14", "L1", 4)])
    assert "stadtbahn.sequence" not in rules_of(r, 1)


def test_printed_stops_are_no_starting_points():
    # L2315-2319: W starts at I3 or G23, not beside the printed stop Wien (I11); V at B10 or
    # G5, not beside the printed Hernals (C7)
    assert rules_of(run([L("I13", "L2", 1)]), 0) == ["stadtbahn.sequence"]
    assert rules_of(run([L("I9", "L4", 1)]), 0) == ["stadtbahn.sequence"]
    assert rules_of(run([L("C9", "L1", 1)]), 0) == ["stadtbahn.sequence"]
    assert run([L("G5", "L1", 1)]).ok


def test_a_city_line_continues_beyond_westbahnhof():
    # G: H12 from the Wien terminal, then F12 beyond the printed station G11 (L2466-2470)
    assert run([L("H12", "L1", 0), L("F12", "L2", 0)]).ok
    r = run([L("H12", "L1", 0), L("E13", "L1", 0)])
    assert rules_of(r, 1) == ["stadtbahn.sequence"]


def test_two_player_line_w_ends_at_wien():
    # 2-player map: W runs F24 to I11, so I13 is an end of the unbuilt line
    assert run([L("I13", "L2", 1)], players=2).ok
    r = run([L("G19", "L2", 1)], players=2)
    assert rules_of(r, 0) == ["stadtbahn.sequence"]
    # ...and G11 is a city-line hex that needs its tile: F12 is not an end while it is open
    r = run([L("H12", "L1", 0), L("F12", "L2", 0)], players=2)
    assert rules_of(r, 1) == ["stadtbahn.sequence"]


def test_orange_tiles_only_on_city_line_hexes():
    r = run([L("B16", "58", 1)])
    assert "label.mismatch" in rules_of(r, 0)
    r = run([L("C15", "L3", 0)])
    assert "label.mismatch" in rules_of(r, 0)
    r = run([L("B16", "L1", 1)])
    assert r.ok and r.lays[0].cost == 20


def test_open_hexes_take_stop_tiles_only():
    assert run([L("B28", "4", 0)]).lays[0].cost == 40  # the Danube (L2281-2287)
    r = run([L("B28", "57", 0)])
    assert "upgrade.city-count" in rules_of(r, 0)


def test_oo_hexes():
    assert run([L("D18", "235", 0)]).ok
    r = run([L("D18", "57", 0)])
    assert "label.mismatch" in rules_of(r, 0)


def test_red_and_purple_bonus_tiles_only_on_their_hexes():
    assert run([L("D20", "L20", 4)]).ok
    r = run([L("C15", "L20", 0)])
    assert not r.ok
    assert run([L("B26", "L24", 0)]).ok


def test_two_normal_lays_need_a_city_line_tile():
    r = run([L("C15", "57", 0, turn=1), L("B12", "57", 0, turn=1)])
    assert "turn.too-many-lays" in rules_of(r, 1)
    r = run([L("B16", "L1", 1, turn=1), L("C15", "57", 0, turn=1), L("B12", "57", 0, turn=1)])
    assert rules_of(r, 2) == []


# ------------------------------------------------------------ special purple tiles
def test_special_station_tiles_only_on_their_own_hexes_l2456():
    assert run([L("G11", "L30a", 0)]).ok  # Westbahnhof
    assert run([L("F24", "L31b", 0)]).ok  # Bahnhof Hauptzollamt
    r = run([L("F24", "L30a", 0)])
    assert rules_of(r, 0) == ["tile.special-hex"]
    assert r.violations[0].source == "1840 §IX.4 (L2440-2470)"
    assert rules_of(run([L("B26", "L30a", 0)]), 0) == ["tile.special-hex"]


def test_generic_purple_tiles_never_on_the_special_stations_l2456():
    assert run([L("B26", "L24", 0)]).ok
    r = run([L("G11", "L24", 0)])
    assert rules_of(r, 0) == ["tile.special-hex"]
    assert "takes only its own purple tiles (L30a, L31a)" in r.violations[0].message


# ------------------------------------------------------------ lays of a turn
def test_a_city_line_tile_costs_20_l2201():
    r = run([L("H12", "L1", 0)])
    assert [(c.amount, c.reason) for c in r.lays[0].costs] == [(20, "city-line tile in H12")]
    assert r.lays[0].costs[0].source == "1840 §IX.3 (L2201)"


def test_a_yellow_hex_bonus_is_one_more_yellow_tile_l2416():
    turn = [L("H12", "L1", 0, turn=1), L("C15", "57", 0, turn=1), L("B12", "57", 0, turn=1)]
    assert run(turn).ok
    r = run([*turn, L("E11", "57", 0, turn=1)])
    assert rules_of(r, 3) == ["turn.too-many-lays"]


def test_a_purple_hex_bonus_is_one_purple_station_tile_l2440():
    assert run([L("G5", "L1", 1, turn=1), L("B26", "L24", 0, turn=1)]).ok
    # H12's icon grants a yellow tile, not a purple one; a purple tile comes only from a bonus
    r = run([L("H12", "L1", 0, turn=1), L("B26", "L24", 0, turn=1)])
    assert rules_of(r, 1) == ["turn.too-many-lays"]
    assert "one more yellow tile (the bonus of H12)" in r.violations[0].message


def test_a_red_hex_bonus_is_one_red_city_centre_tile_l2420():
    first = L("B16", "L1", 1, turn=1)
    assert run([first, L("B14", "L1", 4, turn=2), L("D20", "L20", 4, turn=2)]).ok
    r = run([first, L("B14", "L1", 4, turn=2), L("C15", "57", 0, turn=2), L("B12", "57", 0, turn=2)])
    assert rules_of(r, 3) == ["turn.too-many-lays"]


def test_a_green_hex_bonus_upgrades_a_yellow_tile_in_any_order_l2472():
    # V's city line: B10 (yellow_hex) then C9 (green_hex); the upgrade of C15 is the bonus,
    # so the normal lay is still free for E11 even though the upgrade came first (L2209)
    t1 = [L("B10", "L4", 0, turn=1), L("C15", "57", 0, turn=1)]
    ok = run([*t1, L("C9", "L1", 1, turn=2), L("C15", "14", 0, turn=2), L("E11", "57", 0, turn=2)])
    assert ok.ok, ok.violations
    bad = run([*t1, L("C9", "L1", 1, turn=2), L("B12", "57", 0, turn=2), L("E11", "57", 0, turn=2)])
    assert rules_of(bad, 4) == ["turn.too-many-lays"]  # a green-hex bonus lays no yellow tile


def test_an_orange_upgrade_is_the_normal_lay_and_grants_no_bonus_l2664():
    r = run([L("H12", "L1", 0, turn=1), L("H12", "L5", 1, turn=2), L("C15", "57", 0, turn=2)], phase="green")
    assert rules_of(r, 1) == [] and rules_of(r, 2) == ["turn.too-many-lays"]
    # a new city-line tile may still be laid beside it, with its own bonus
    r = run(
        [
            L("H12", "L1", 0, turn=1),
            L("H12", "L5", 1, turn=2),
            L("B16", "L1", 1, turn=2),
            L("C15", "57", 0, turn=2),
        ],
        phase="green",
    )
    assert r.ok, r.violations


def test_an_orange_upgrade_keeps_the_dotted_city_line_l2299():
    # L5 carries the city line (narrow track) on 1-5 and tram track on 0-2
    r = run([L("H12", "L1", 0, turn=1), L("H12", "L5", 0, turn=2)], phase="green")
    assert rules_of(r, 1) == ["upgrade.track-not-kept"]
    assert "(edge 0-town 0 (narrow track); town 0-edge 2 (narrow track))" in r.violations[0].message
    assert run([L("H12", "L1", 0, turn=1), L("H12", "L5", 1, turn=2)], phase="green").ok
