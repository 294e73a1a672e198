"""``tresham proof``: no false alarms on the five games, and each finding when the data is wrong."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from tresham.data import load_game
from tresham.rules.games import rules_for
from tresham.rules.proof import _special_elsewhere, proof
from tresham.rules.proof_search import Found

from .conftest import GAMES


def with_manifest(game, **changes):
    """``game`` with its default manifest changed (a new game object: nothing cached is shared)."""
    manifest = replace(game.manifest, **changes)
    return replace(game, manifests=MappingProxyType({k: manifest for k in game.manifests}))


@pytest.mark.parametrize("gid", GAMES)
def test_the_five_games_proof_clean(gid):
    report = proof(load_game(gid))
    assert report.ok, report.to_text()


def test_1862_plain_tiles_laid_only_as_marker_variants_count_as_laid():
    report = proof(load_game("1862"))
    assert "16" not in report.never and "16" not in report.orphans
    assert ("8852", "18_1a") in report.edges  # the marker variant is what is laid


def test_1862_ipswich_and_harwich_labels_are_placed_by_name_l1218():
    rules = rules_for(load_game("1862"))
    named = rules.placed_by_name()
    ipswich = next(at for at, h in rules.map.hexes.items() if h.name == "Ipswich")
    assert named["795"] == (ipswich,)
    assert proof(rules.game).tile_labels_without_hexes == []


def test_no_alarm_for_fewer_tiles_than_hexes():
    text = proof(load_game("18mag")).to_text()
    assert "fewer tiles" not in text and "  yellow    65 / 89" in text


def test_lilliput_examines_the_cells_around_mildendo_with_the_homes_laid():
    report = proof(load_game("18lilliput"))
    assert len(report.first) == 24  # every cell up to three steps from Mildendo
    beside_home = dict(report.first["1,1"])
    assert "L-plain-ys" in beside_home and "L-city-ys" not in beside_home  # checkerboard (L173)
    assert "L-city-ys" in dict(report.first["0,3"])
    assert dict(report.first["0,1"]).keys() == {"L-city-gt", "L-castle"}  # a home city's upgrades


def test_upgrades_out_of_a_tile_never_upgraded_are_reported():
    game = load_game("18lilliput")
    upgrades = {k: v for k, v in game.manifest.upgrades.items() if k != "L-castle"}
    report = proof(with_manifest(game, upgrades=MappingProxyType(upgrades)))
    assert "L-castle -> L-city-bx (printed chart)" in report.final_edges
    assert not report.ok


def test_colour_totals_are_held_to_the_rulebook():
    game = load_game("18mag")
    report = proof(
        with_manifest(game, stated_totals=MappingProxyType({"yellow": 66, "green": 51, "all": 150}))
    )
    assert report.data_warnings == ["yellow: the manifest has 65 tiles, the rulebook states 66"]
    assert "  data warning: yellow: the manifest has 65 tiles, the rulebook states 66" in report.to_text()


def test_special_tiles_legal_on_other_hexes_are_reported():
    rules = rules_for(load_game("1840"))
    found = Found(reached={"G11": {"L30a"}, "B26": {"L24", "L30a"}})
    assert _special_elsewhere(rules, found) == ["L30a (for G11) on B26"]
    assert proof(rules.game).special_elsewhere == []


# A hex of each kind per game: printed cities, labels, city lines, blank cells.
HEXES = {
    "18mag": ("E12", "D19", "C12", "F9", "I2"),
    "1824": ("E12", "F17", "A18", "C18"),
    "1840": ("B16", "D18", "G11", "D20", "B28"),
    "1862": ("F11", "C8", "D7", "E6"),
    "18lilliput": ("0,1", "1,1", "0,3"),
}


@pytest.mark.parametrize("gid", GAMES)
def test_screening_by_rotation_free_checks_changes_no_verdict(gid):
    # legal_on screens each tile once before its rotations; judging every tile at every
    # rotation must give the same lays
    from tresham.model.actions import LayTile
    from tresham.rules.lay import LayContext, judge_lay
    from tresham.rules.legal import candidate_tiles, legal_on

    rules = rules_for(load_game(gid))
    board, _ = rules.proof_board()
    for hex in HEXES[gid]:
        screened = {(r.tile.name, r.action.rotation) for r in legal_on(rules, board, hex)}
        every = set()
        for tile in candidate_tiles(rules):
            for rot in range(tile.edge_count):
                lay = LayTile(entity="", entity_type="corporation", hex=hex, tile=tile.name, rotation=rot)
                if judge_lay(rules, LayContext(rules, board, lay, tile)).ok:
                    every.add((tile.name, rot))
        assert screened == every, hex
