"""1862 (§7.6): N and Y hexes, Ipswich and Harwich, lays per turn, small stations."""

from __future__ import annotations

from .layouts import L, check, rules_of


def run(lays, **top):
    return check("1862", lays, **top)


def test_n_hexes_take_n_tiles_only():
    assert run([L("F5", "790", 0)]).ok
    r = run([L("F5", "57", 0)])
    assert "label.mismatch" in rules_of(r, 0)
    r = run([L("G12", "790", 2)])
    assert "label.mismatch" in rules_of(r, 0)


def test_y_hexes():
    assert run([L("C8", "201", 0)]).ok
    r = run([L("C8", "790", 0)])
    assert "label.mismatch" in rules_of(r, 0)


def test_ipswich_takes_only_its_own_brown_tile():
    base = [L("F11", "790", 1), L("F11", "791", 1)]
    r = run([*base, L("F11", "795", 3)], phase="D")
    assert r.ok, r.violations
    r = run([*base, L("F11", "794", 3)], phase="D")
    assert "label.mismatch" in rules_of(r, 2)
    r = run([L("E12", "790", 0), L("E12", "791", 0), L("E12", "795", 0)], phase="D")
    assert "label.mismatch" in rules_of(r, 2)


def test_towns_keep_their_station():
    r = run([L("D7", "8852", 0), L("D7", "19_1a", 0)], phase="B")
    assert r.ok, r.violations
    r = run([L("D7", "8852", 0), L("D7", "19", 0)], phase="B")
    assert "upgrade.city-count" in rules_of(r, 1)


def test_adding_a_small_station_to_track():
    r = run([L("D7", "8852", 0), L("D7", "19_1a", 0), L("D7", "19_2", 0)], phase="B")
    assert r.ok, r.violations


def test_lays_per_turn():
    assert run([L("D7", "8852", 0, turn=1), L("E10", "8852", 0, turn=1)]).ok
    r = run([L("F5", "790", 0, turn=1), L("E10", "8852", 0, turn=1)])
    assert "turn.too-many-lays" in rules_of(r, 1)
    r = run([L("D7", "8852", 0, turn=1), L("E10", "8852", 0, turn=1), L("E6", "8852", 0, turn=1)])
    assert "turn.too-many-lays" in rules_of(r, 2)


def test_london_is_not_buildable():
    r = run([L("B15", "57", 0)])
    assert rules_of(r, 0) == ["hex.not-buildable"]
