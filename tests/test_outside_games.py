"""Games from outside the package: ids stay ids, folders are paths, and validate cross-checks them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from tresham.cli import main
from tresham.data import load_game
from tresham.data.games import clear_cache, resolve_game, validate_game_dir
from tresham.errors import DataError, UnknownGameError

EXAMPLES = Path(__file__).resolve().parents[1] / "docs" / "examples"


def invoke(*args: str, env: dict[str, str] | None = None):
    return CliRunner().invoke(main, list(args), env=env)


@pytest.fixture()
def tinyrail(tmp_path: Path) -> Path:
    """A copy of the guide's game, free to break."""
    folder = tmp_path / "tinyrail"
    shutil.copytree(EXAMPLES / "tinyrail", folder)
    clear_cache()
    return folder


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    clear_cache()


def test_a_folder_path_loads_an_outside_game(tinyrail, monkeypatch):
    monkeypatch.chdir(tinyrail.parent)
    game = load_game("./tinyrail")
    assert game.id == "tinyrail" and game.title == "Tinyrail"
    assert "T1" in game.tiles  # its own library.toml
    assert resolve_game("tinyrail/") == Path("tinyrail/")


def test_tresham_games_finds_ids_in_its_folders(tinyrail, monkeypatch):
    monkeypatch.setenv("TRESHAM_GAMES", str(tinyrail.parent))
    assert load_game("tinyrail").title == "Tinyrail"
    r = invoke("games")
    assert r.exit_code == 0 and "tinyrail" in r.output and "1824" in r.output
    monkeypatch.setenv("TRESHAM_GAMES", str(tinyrail))  # one game folder itself
    assert load_game("tinyrail").id == "tinyrail"


@pytest.mark.parametrize("ref", ["../x", "/etc", "..", "./nowhere"])
def test_paths_that_are_not_game_folders_are_refused(ref):
    with pytest.raises(UnknownGameError, match="not a game"):
        resolve_game(ref)


@pytest.mark.parametrize("ref", ["18mag.", "18 mag", "x" * 300, "", "-1824"])
def test_ids_stay_ids(ref):
    with pytest.raises(UnknownGameError, match="not a game id"):
        resolve_game(ref)


def test_every_command_that_takes_a_game_takes_a_folder(tinyrail, tmp_path):
    folder = str(tinyrail) + "/"
    assert invoke("info", folder).exit_code == 0
    assert invoke("manifest", folder).exit_code == 0
    assert invoke("proof", folder).exit_code == 0
    assert invoke("validate", folder).exit_code == 0
    assert invoke("tile", "T1", "--game", folder, "-o", str(tmp_path / "t1.svg")).exit_code == 0
    assert invoke("tiles", "--game", folder, "-o", str(tmp_path / "all.svg")).exit_code == 0


def test_a_layout_names_its_game_relative_to_itself(tinyrail, tmp_path, monkeypatch):
    layout = tinyrail.parent / "first-lays.toml"
    shutil.copy(EXAMPLES / "first-lays.toml", layout)
    monkeypatch.chdir(tmp_path.parent)  # elsewhere: the path is taken from the layout's folder
    r = invoke("check", str(layout))
    assert r.exit_code == 0, r.output
    assert "legal" in r.output


def test_game_files_may_only_name_files_in_the_game_folder(tinyrail):
    text = (tinyrail / "game.toml").read_text(encoding="utf-8")
    (tinyrail / "game.toml").write_text(text + '\n[maps.standard]\nfile = "../map.toml"\n', encoding="utf-8")
    clear_cache()
    with pytest.raises(DataError, match="a file name in the game folder"):
        load_game(str(tinyrail) + "/")


BREAKS = [
    ("map.toml", 'home = ["RED"]', 'home = ["GRN"]', "map.toml: hex A3: company 'GRN' is not in"),
    (
        "map.toml",
        'home = ["RED"]',
        'home = ["RED"]\nicons = ["bonus"]',
        "hex A3.icons: icon 'bonus' is not in",
    ),
    ("companies.toml", 'home = ["C3"]', 'home = ["B4"]', "company BLU.home: B4 has no city"),
    ("companies.toml", 'home = ["C3"]', 'home = ["A3"]', "names the homes RED, not BLU"),
    ("tiles.toml", 'name = "9"', 'name = "99"', "tile '99' is not in the tile library"),
    ("tiles.toml", '"6" = ["15"]', '"6" = ["16"]', "upgrades.6: tile '16' is not in the manifest"),
    ("trains.toml", 'rusts_on = "3"', 'rusts_on = "4"', "train 2.rusts_on: train type '4' does not exist"),
    ("game.toml", 'on = "3"', 'on = "5"', "phase 3.on: train type '5' does not exist"),
    (
        "game.toml",
        'tiles = ["yellow", "green"]',
        'tiles = ["yellow", "brown"]',
        "no tile of the manifest is brown",
    ),
    ("companies.toml", "par = 100", "par = 105", "company RED.par: 105 is not a cell of"),
    (
        "map.toml",
        "cities = [{ revenue = 0 }]",
        "cities = [{ revenues = { blue = 10 } }]",
        "revenue column 'blue'",
    ),
]


@pytest.mark.parametrize("file, old, new, expect", BREAKS)
def test_validate_names_file_and_key_and_loading_refuses(tinyrail, file, old, new, expect):
    edit(tinyrail / file, old, new)
    _, found = validate_game_dir(tinyrail)
    assert any(expect in str(f) for f in found), [str(f) for f in found]
    with pytest.raises(DataError):
        load_game(str(tinyrail) + "/")
    r = invoke("validate", str(tinyrail) + "/")
    assert r.exit_code == 1
    assert expect in r.output
    assert invoke("build", str(tinyrail) + "/", "--out", str(tinyrail.parent / "kit")).exit_code == 2
    assert not (tinyrail.parent / "kit").exists()


def test_validate_lists_every_finding_at_once(tinyrail):
    edit(tinyrail / "trains.toml", 'rusts_on = "3"', 'rusts_on = "4"')
    edit(tinyrail / "tiles.toml", '"6" = ["15"]', '"6" = ["16"]')
    r = invoke("validate", str(tinyrail) + "/", "--json")
    assert r.exit_code == 1
    report = json.loads(r.output)
    assert report["ok"] is False and len(report["findings"]) == 2
    assert {f["where"] for f in report["findings"]} == {"upgrades.6", "train 2.rusts_on"}


def test_validate_exits_2_when_a_file_cannot_be_read(tinyrail):
    (tinyrail / "trains.toml").write_text("[[train]\n", encoding="utf-8")
    clear_cache()
    r = invoke("validate", str(tinyrail) + "/")
    assert r.exit_code == 2
    assert "trains.toml" in r.output and "not valid TOML" in r.output


def test_validate_names_every_missing_file_at_once(tinyrail):
    (tinyrail / "market.toml").unlink()
    (tinyrail / "trains.toml").unlink()
    clear_cache()
    r = invoke("validate", str(tinyrail) + "/")
    assert r.exit_code == 2
    assert r.output.strip().endswith("tinyrail: 2 files missing: market.toml, trains.toml")


def test_a_game_is_found_by_its_folder_name_or_its_id_and_validate_says_they_differ(tinyrail, monkeypatch):
    renamed = tinyrail.rename(tinyrail.parent / "tiny2")
    clear_cache()
    monkeypatch.setenv("TRESHAM_GAMES", str(renamed.parent))
    assert load_game("tiny2").id == load_game("tinyrail").id == "tinyrail"
    r = invoke("validate", "tiny2")
    assert r.exit_code == 0
    assert "note: the folder is named 'tiny2' and game.toml's id is 'tinyrail'" in r.output
    assert json.loads(invoke("validate", "tinyrail", "--json").output)["notes"]
    same = invoke("validate", str(EXAMPLES / "tinyrail") + "/", "--json")
    assert json.loads(same.output)["notes"] == []


def test_the_bundled_games_have_no_findings(game):
    _, found = validate_game_dir(resolve_game(game.id))
    assert found == []
