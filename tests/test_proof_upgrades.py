"""The proof and ``validate`` hold every upgrade the manifest states to the tile rules:
colour step, track kept, city and town counts, label."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from types import MappingProxyType

import pytest
from click.testing import CliRunner

from tresham.cli import main
from tresham.data import load_game
from tresham.data.games import clear_cache
from tresham.rules.proof import proof
from tresham.rules.proof_upgrades import stated_upgrade_problems, tile_problem

from .test_proof import with_manifest

EXAMPLES = Path(__file__).resolve().parents[1] / "docs" / "examples"


@pytest.fixture()
def tinyrail(tmp_path: Path) -> Path:
    """A copy of the guide's game whose manifest lets plain track 8 become city tile 15."""
    folder = tmp_path / "tinyrail"
    shutil.copytree(EXAMPLES / "tinyrail", folder)
    tiles = folder / "tiles.toml"
    text = tiles.read_text(encoding="utf-8")
    assert '"6" = ["15"]' in text
    tiles.write_text(text.replace('"6" = ["15"]', '"6" = ["15"]\n"8" = ["15"]'), encoding="utf-8")
    clear_cache()
    yield folder
    clear_cache()


def test_plain_track_to_a_city_fails_proof_and_validate(tinyrail):
    runner = CliRunner()
    r = runner.invoke(main, ["proof", str(tinyrail)])
    assert r.exit_code == 1
    assert "Manifest upgrades the tile rules forbid:" in r.output
    assert "8 -> 15: on " in r.output and "the hex has 0 cities, the tile 1" in r.output
    r = runner.invoke(main, ["validate", str(tinyrail)])
    assert r.exit_code == 1
    assert "tiles.toml: upgrades.8: 8 -> 15" in r.output and "tinyrail: 1 finding\n" in r.output
    data = json.loads(runner.invoke(main, ["validate", str(tinyrail), "--json"]).output)
    assert [f["where"] for f in data["findings"]] == ["upgrades.8"]


def test_the_guide_game_as_shipped_passes(tmp_path):
    r = CliRunner().invoke(main, ["validate", str(EXAMPLES / "tinyrail")])
    assert r.exit_code == 0 and "no findings" in r.output


def _with_upgrade(gid: str, old: str, new: str):
    game = load_game(gid)
    upgrades = dict(game.manifest.upgrades)
    upgrades[old] = (*upgrades.get(old, ()), new)
    return with_manifest(game, upgrades=MappingProxyType(upgrades))


@pytest.mark.parametrize(
    ("old", "new", "why"),
    [
        ("3", "144", "does not keep the old track"),  # 1840: a stop whose track no rotation keeps
        ("3", "767", "but a yellow hex takes a green tile"),  # two colours up
        ("235", "14", "takes only OO tiles"),  # OO only to OO (L2293-2295)
    ],
)
def test_each_tile_rule_is_held_against_a_stated_upgrade(old, new, why):
    report = proof(_with_upgrade("1840", old, new))
    found = [b for b in report.bad_upgrades if b.startswith(f"{old} -> {new}: ")]
    assert len(found) == 1 and why in found[0], report.bad_upgrades
    assert not report.ok
    assert "upgrades_breaking_rules" in report.to_dict()


@pytest.mark.parametrize("gid", ["1824", "1840", "1862", "18mag", "18lilliput"])
def test_no_stated_upgrade_of_the_bundled_games_breaks_their_rules(gid):
    assert stated_upgrade_problems(load_game(gid)) == []


def test_tiles_alone_judge_an_upgrade_no_hex_reaches():
    lib = load_game("1840").tiles
    assert "the hex has 0 cities, the tile 1" in tile_problem(lib["8"], lib["15"])
    assert "a yellow tile takes a green tile" in tile_problem(lib["9"], lib["8"])
    assert "keeps the track of tile 3 at no rotation" in tile_problem(lib["3"], lib["144"])
    assert "label" in tile_problem(lib["235"], lib["14"])
    assert tile_problem(lib["3"], lib["141"]) is None
