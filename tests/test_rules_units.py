"""The rules' reports and helpers on small inputs: the designer's proof on Tinyrail (the
guide's nine-hex game, docs/examples/tinyrail), the tile-level upgrade chart, violations.

Tinyrail is flat: columns A-C, rows 1-5; Alder (A3) and Cobb (C3) are cities, Bramble (B4)
a town, the other six hexes open. Its manifest: 8 and 9 (four each), T1 (its own town
tile, two), 6 (two) and the green 15 (two), with the chart 6 -> 15.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.errors import UnknownTileError
from tresham.rules.chart import geometric_upgrade, next_colour, upgrade_chart
from tresham.rules.exits import _fmt
from tresham.rules.games import rules_for
from tresham.rules.proof import proof
from tresham.rules.violation import Violation

TINYRAIL = Path(__file__).resolve().parent.parent / "docs" / "examples" / "tinyrail"


@pytest.fixture(scope="module")
def tiny():
    return proof(load_game(str(TINYRAIL) + "/"))


def test_proof_lists_the_first_tiles_of_each_hex_with_their_rotations(tiny):
    first = dict(tiny.first)
    assert first["B4"] == [("T1", (0, 1, 2, 3, 4, 5))]  # the town, in the middle: any way round
    assert [t for t, _ in first["A3"]] == ["6"]  # a city takes a city tile only
    assert first["A1"] == []  # a corner: every track would leave the map
    assert {t for t, _ in first["B2"]} == {"8", "9"}  # an open hex takes plain track
    assert tiny.unbuildable == []


def test_proof_counts_supply_against_the_hexes_that_take_each_colour(tiny):
    # yellow: 4 + 4 + 2 + 2 copies for the seven hexes that take a tile; green: two 15s for
    # the two cities
    assert tiny.supply == [("yellow", 12, 7), ("green", 2, 2)]
    assert tiny.edges == [("6", "15")]
    assert [t.name for t in tiny.chart_tiles()] == ["8", "9", "T1", "6", "15"]
    assert tiny.ok and not (tiny.never or tiny.orphans or tiny.missing_geometry)


def test_proof_text_and_json_say_the_same(tiny):
    text = tiny.to_text()
    assert "  B4     T1@0/1/2/3/4/5" in text.splitlines()
    assert "  A1     (nothing can be laid)" in text.splitlines()
    assert "  green      2 / 2" in text.splitlines()
    assert "Tiles that can never be laid: none" in text
    assert text.endswith("Upgrade chart: 1 upgrade from 1 tile")
    data = tiny.to_dict()
    assert data["first"]["B4"] == [{"tile": "T1", "rotations": [0, 1, 2, 3, 4, 5]}]
    assert data["supply"] == [
        {"color": "yellow", "tiles": 12, "hexes": 7},
        {"color": "green", "tiles": 2, "hexes": 2},
    ]
    assert data["upgrades"] == [["6", "15"]] and data["never_laid"] == [] and data["map"] == "standard"


def test_proof_finds_a_tile_nothing_lays_and_a_label_no_hex_has(tmp_path):
    game = tmp_path / "tinyrail"
    shutil.copytree(TINYRAIL, game)
    with (game / "tiles.toml").open("a") as f:
        f.write('\n[[tile]]\nname = "14"\ncount = 1\n\n[[tile]]\nname = "619"\ncount = 1\n')
    with (game / "library.toml").open("a") as f:
        f.write('\n["T2"]\ncolor = "yellow"\nlabel = "Q"\ncities = [{ revenue = 30 }]\npaths = ["0-c0"]\n')
    with (game / "tiles.toml").open("a") as f:
        f.write('\n[[tile]]\nname = "T2"\ncount = 1\n')
    report = proof(load_game(str(game) + "/"))
    # 14 and 619 are green cities the chart never reaches (6 goes only to 15); T2 carries a
    # label no hex prints, so no hex takes it
    assert report.never == ["14", "619", "T2"]
    assert report.orphans == ["14", "619"]  # green tiles nothing upgrades into
    assert report.tile_labels_without_hexes == ["Q"]
    assert not report.labels_without_tiles
    assert not report.ok
    assert "Tiles that can never be laid: 14, 619, T2" in report.to_text()


# ------------------------------------------------------------ the tile chart
def test_colours_go_one_step_up_and_gray_is_the_last():
    assert [next_colour(c) for c in ("white", "yellow", "green", "brown", "gray")] == [
        "yellow",
        "green",
        "brown",
        "gray",
        None,
    ]
    assert next_colour("red") is None


def test_a_tile_upgrades_another_when_some_rotation_keeps_its_track():
    g = load_game("18mag")
    t = g.tile
    assert geometric_upgrade(t("57"), t("14"))  # straight city -> X city
    assert geometric_upgrade(t("9"), t("26"))
    assert not geometric_upgrade(t("57"), t("57"))  # same colour
    assert not geometric_upgrade(t("57"), t("26"))  # a city becomes no plain track
    assert not geometric_upgrade(t("9"), t("14"))  # plain track gets no city
    assert not geometric_upgrade(t("7"), t("24"))  # 24 has no sharp curve
    assert not geometric_upgrade(t("57"), t("L32"))  # labels must match


def test_labelled_tiles_may_merge_cities_in_the_chart():
    g = load_game("18mag")
    assert geometric_upgrade(g.tile("L32"), g.tile("8858"))  # OO keeps its two cities
    assert "8858" in upgrade_chart(g)["L32"]


def test_the_chart_uses_the_manifest_where_it_states_paths():
    g = load_game("1824")
    chart = upgrade_chart(g)
    assert chart["499"] == ["491"]  # stated: Wien's yellow tile becomes only 491
    assert chart["3"] == ["87", "88"]
    assert "14" in chart["57"] and "15" in chart["57"]  # not stated: by geometry


# ----------------------------------------------------------------- violations
def test_a_violation_reads_as_one_line_and_as_json():
    v = Violation("token.full", "city 0 of C12 has no free slot", "C12", "18Mag §VI.3.4 (L516-530)")
    assert str(v) == "C12: token.full: city 0 of C12 has no free slot [18Mag §VI.3.4 (L516-530)]"
    assert str(v.at(3)) == "lay 3 C12: token.full: city 0 of C12 has no free slot [18Mag §VI.3.4 (L516-530)]"
    assert (
        str(Violation("hex.off-map", "Z99 is not a hex of this map"))
        == ": hex.off-map: Z99 is not a hex of this map"
    )
    assert v.at(3).to_dict() == {
        "index": 3,
        "hex": "C12",
        "rule": "token.full",
        "message": "city 0 of C12 has no free slot",
        "source": "18Mag §VI.3.4 (L516-530)",
    }
    assert v.at(3).at(None) == v


# ------------------------------------------------------------ names and numbers
def test_a_tile_is_named_by_its_number_or_one_physical_copy():
    rules = rules_for(load_game("18mag"))
    assert rules.resolve_tile("57") == (rules.game.tile("57"), None)
    assert rules.resolve_tile("57-3") == (rules.game.tile("57"), 3)
    for name in ("57-x", "-3", "57-", "nope-1"):
        with pytest.raises(UnknownTileError):
            rules.resolve_tile(name)


def test_partition_ends_read_as_edges_or_corners():
    assert [_fmt(x) for x in (1, 4.0, 1.5)] == ["1", "4", "1.5"]


def test_the_proof_report_reads_section_by_section(tiny):
    lines = tiny.to_text().splitlines()
    assert lines[0] == "Tinyrail (tinyrail), map standard: tile proof"
    assert lines[2] == "First tiles per hex:"
    assert "  A1     (nothing can be laid)" in lines and "  B2     8@0/2/4/5, 9@1/2/4/5" in lines
    at = lines.index("Supply per colour (physical tiles / hexes that can take the colour):")
    assert lines[at + 1 : at + 3] == ["  yellow    12 / 7", "  green      2 / 2"]
    for title in (
        "Tiles that can never be laid",
        "Upgrade targets with no predecessor",
        "Upgrades of tiles that are never upgraded",
        "Special tiles legal on other hexes",
        "Labels on the map without tiles",
        "Tile labels on no hex",
        "Manifest names without geometry",
        "Manifest upgrades the tile rules forbid",
    ):
        assert f"{title}: none" in lines
    assert lines[-1] == "Upgrade chart: 1 upgrade from 1 tile"


def test_the_proof_report_as_json(tiny):
    data = tiny.to_dict()
    assert set(data) == {
        "game", "map", "ok", "first", "never_laid", "no_predecessor", "labels_without_tiles",
        "tile_labels_without_hexes", "supply", "upgrades", "missing_geometry",
        "upgrades_of_final_tiles", "upgrades_breaking_rules", "special_tiles_elsewhere", "data_warnings",
    }  # fmt: skip
    assert (data["game"], data["map"], data["ok"]) == ("tinyrail", "standard", True)
    assert data["first"]["B2"] == [
        {"tile": "8", "rotations": [0, 2, 4, 5]},
        {"tile": "9", "rotations": [1, 2, 4, 5]},
    ]
    assert data["supply"][0] == {"color": "yellow", "tiles": 12, "hexes": 7}
    assert data["upgrades"] == [["6", "15"]] and data["never_laid"] == []
