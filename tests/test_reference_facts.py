"""Facts of the 18xx.games reference that replays of real games depend on (issue 11).

Each test pins one fact a real exported game showed the data or the checker got wrong.
"""

from __future__ import annotations

from tresham.data import load_game
from tresham.model.tile import NodeRef

from .layouts import L, check, rules_of


def test_1824_sarajevo_takes_two_lanes_on_edges_1_and_4():
    # reference: J13 C(y10/b50)[1Tx2,2T,3T,4Tx2]: each double-lane edge is two paths
    j13 = load_game("1824").default_map.hexes["J13"].content
    to_edge = [p.a if isinstance(p.a, int) else p.b for p in j13.paths]
    assert sorted(to_edge) == [1, 1, 2, 3, 4, 4]
    assert all(p.terminal for p in j13.paths)


def test_18mag_budapest_cities_sit_between_edges():
    # reference tile code: loc:0.5 and loc:3.5, on E12 and on the 2-player map's C8
    g = load_game("18mag")
    for mp, hex in ((g.maps["standard"], "E12"), (g.maps["two"], "C8")):
        content = mp.hexes[hex].content
        assert [c.loc for c in content.cities] == [0.5, 3.5]
        assert content.edges_of(NodeRef("city", 0)) == (0,)
        assert content.edges_of(NodeRef("city", 1)) == (3,)


def test_1840_auf_der_schmelz_is_one_area():
    mp = load_game("1840").default_map
    assert mp.neighbour("F8", 4) == "F10"
    assert [(b.edge, b.kind) for b in mp.hexes["F8"].borders] == [(4, "join")]
    assert [(b.edge, b.kind) for b in mp.hexes["F10"].borders] == [(1, "join")]


def test_1862_variants_number_their_own_copies():
    # 20_1b-0 is not the physical tile of 20_1-0: each variant numbers its own copies
    lays = [
        L("D7", "8852-0", 0),
        L("D7", "20_1-0", 0),
        L("E10", "8852-1", 0),
        L("E10", "20_1b-0", 5),
    ]
    r = check("1862", lays, phase="B")
    assert r.ok, r.violations
    r = check("1862", [*lays, L("E6", "8852-2", 0), L("E6", "20_1-0", 0)], phase="B")
    assert rules_of(r, 5) == ["supply.copy-in-use"]


def test_1862_variants_still_count_against_their_base_tile():
    g = load_game("1862")
    assert g.manifest.entry("20").count == 6
    towns = ["D7", "E10", "E6", "G6", "F9", "B11", "C12"]  # seven hexes with one small station
    lays = [L(h, f"8852-{i}", 0) for i, h in enumerate(towns)]
    lays += [L(h, f"20_1-{i}", 0) for i, h in enumerate(towns[:6])]
    lays.append(L(towns[6], "20_1b-0", 5))
    r = check("1862", lays, phase="B")
    assert rules_of(r, len(lays) - 1) == ["supply.exhausted"]


def test_18mag_faces_of_one_tile_share_their_copy_numbers():
    # copy i of tile 8 is copy i of tile 9 (the reference's linked opposites)
    r = check("18mag", [L("C10", "8-3", 0), L("E16", "9-3", 0)])
    assert rules_of(r, 1) == ["supply.copy-in-use"]


def test_1840_each_station_hex_has_its_own_special_tile():
    # L2456-2470: one special tile for G11, one for F24; either face may go on each
    for g11, f24 in (("L30a", "L30b"), ("L31a", "L31b"), ("L30a", "L31b")):
        r = check("1840", [L("G11", g11, 0), L("F24", f24, 0)])
        assert r.ok, (g11, f24, r.violations)
    g = load_game("1840")
    assert g.manifest.entry("L30a").back == "L31a"
    assert g.manifest.entry("L30b").back == "L31b"
