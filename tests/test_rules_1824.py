"""1824 (§VII.6-§VII.7): W, Bu and T hexes, town tiles, terrain, one lay per turn."""

from __future__ import annotations

from .layouts import L, check, rules_of


def run(lays, **top):
    return check("1824", lays, **top)


def test_wien_takes_only_w_tiles_keeping_the_printed_track():
    r = run([L("E12", "499", 0)])
    assert r.ok and r.lays[0].cost == 0  # preprinted hex: an upgrade, free (L594)
    r = run([L("E12", "499", 1)])
    assert "upgrade.track-not-kept" in rules_of(r, 0)
    r = run([L("E12", "57", 0)])
    assert "label.mismatch" in rules_of(r, 0)


def test_w_chain_may_merge_cities():
    r = run([L("E12", "499", 0), L("E12", "491", 0)], phase="green")
    assert r.ok, r.violations


def test_budapest_bu_only_and_bu_tiles_nowhere_else():
    assert run([L("F17", "498", 0)]).ok
    r = run([L("C12", "498", 0)])
    assert "label.mismatch" in rules_of(r, 0)


def test_t_cities():
    assert run([L("A18", "447", 0)]).ok
    r = run([L("A18", "57", 0)])
    assert "label.mismatch" in rules_of(r, 0)
    r = run([L("C12", "401", 0)])
    assert "label.mismatch" in rules_of(r, 0)


def test_two_town_hex_takes_two_town_tiles():
    assert run([L("B13", "1", 1)]).ok
    r = run([L("B13", "4", 0)])
    assert "upgrade.city-count" in rules_of(r, 0)


def test_town_upgrade_chart():
    r = run([L("A8", "4", 1), L("A8", "88", 1)], phase="green")
    assert not [v for v in r.violations if v.rule == "upgrade.chart"]
    r = run([L("A8", "4", 1), L("A8", "24", 1)], phase="green")
    assert "upgrade.chart" in rules_of(r, 1) or "upgrade.city-count" in rules_of(r, 1)


def test_terrain_first_lay_only():
    r = run([L("C18", "8", 0), L("C18", "23", 0)], phase="3")
    assert [lay.cost for lay in r.lays] == [40, 0]
    assert run([L("E14", "57", 0)]).lays[0].cost == 20


def test_one_lay_per_turn():
    r = run([L("C12", "57", 0, turn=1), L("C18", "8", 0, turn=1)])
    assert "turn.too-many-lays" in rules_of(r, 1)
    assert run([L("C12", "57", 0, turn=1), L("C18", "8", 0, turn=2)]).ok


def test_phase_names_and_colours():
    r = run([L("C12", "57", 0), L("C12", "14", 0)], phase="2")
    assert rules_of(r, 1) == ["phase.color"]
    assert run([L("C12", "57", 0), L("C12", "14", 0)], phase="3").ok
    assert run([L("C12", "57", 0), L("C12", "14", 0)], phase="green").ok


def test_mine_hexes_are_closed():
    r = run([L("C6", "57", 0)])
    assert rules_of(r, 0) == ["hex.not-buildable"]
    assert r.violations[0].source.startswith("1824 §VII.6")
