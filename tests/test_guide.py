"""docs/new-game.md: its files are the ones in docs/examples/, and they make a game that builds,
checks and proofs as the guide says."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from tresham.cli import main

DOCS = Path(__file__).resolve().parents[1] / "docs"
EXAMPLES = DOCS / "examples"
_FILE_BLOCK = re.compile(r"<!-- file: (?P<name>[^ ]+) -->\n```\w*\n(?P<body>.*?)\n```", re.S)


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def test_every_file_of_the_guide_is_shown_as_it_is():
    blocks = {m["name"]: m["body"] for m in _FILE_BLOCK.finditer((DOCS / "new-game.md").read_text("utf-8"))}
    files = {str(p.relative_to(EXAMPLES)) for p in EXAMPLES.rglob("*.toml")}
    assert set(blocks) == files
    for name, body in blocks.items():
        assert body == (EXAMPLES / name).read_text("utf-8").rstrip("\n"), name


@pytest.fixture(scope="module")
def kit(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("tinyrail-kit")
    r = invoke("build", str(EXAMPLES / "tinyrail") + "/", "--out", str(out), "--quiet")
    assert r.exit_code == 0, r.output
    return out


def test_the_guide_game_prints_a_kit(kit):
    for family in ("map", "tiles", "manifest", "papers", "kit"):
        assert PdfReader(kit / f"tinyrail-{family}.pdf").pages
    tiles = PdfReader(kit / "tinyrail-tiles.pdf").pages[0].extract_text()
    assert "T1" in tiles  # its own tile, from library.toml


def test_the_guide_game_validates_checks_and_proofs():
    assert invoke("validate", str(EXAMPLES / "tinyrail") + "/").output.strip() == "tinyrail: no findings"
    r = invoke("check", str(EXAMPLES / "first-lays.toml"))
    assert r.exit_code == 0 and "legal" in r.output
    assert invoke("proof", str(EXAMPLES / "tinyrail") + "/").exit_code == 0


def test_step_4_draws_the_games_own_tile_before_the_rest_of_the_game_is_written(tmp_path):
    # docs/new-game.md step 4: game.toml, map.toml and library.toml exist, nothing else yet
    import shutil

    folder = tmp_path / "tinyrail"
    folder.mkdir()
    for name in ("game.toml", "map.toml", "library.toml"):
        shutil.copy(EXAMPLES / "tinyrail" / name, folder / name)
    guide = (DOCS / "new-game.md").read_text("utf-8")
    assert "`tresham tile T1 --game ./tinyrail -o t1.png`" in guide  # the command at that step
    out = tmp_path / "t1.svg"
    r = invoke("tile", "T1", "--game", str(folder) + "/", "-o", str(out))
    assert r.exit_code == 0, r.output
    assert "T1" in out.read_text("utf-8")
    # the failing side: a tile the folder's library does not have is refused in one line
    r = invoke("tile", "T9", "--game", str(folder) + "/", "-o", str(tmp_path / "t9.svg"))
    assert r.exit_code == 2 and "tinyrail has no tile 'T9'" in r.output and "Traceback" not in r.output
    # every other command still refuses the unfinished game, naming every missing file
    r = invoke("build", str(folder) + "/", "--out", str(tmp_path / "kit"), "-q")
    assert r.exit_code == 2 and "4 files missing" in r.output


def test_a_one_sheet_map_is_not_taped(kit):
    from tresham.data import load_game
    from tresham.kit.build import variant
    from tresham.kit.families import build_map
    from tresham.kit.paper import PrintSettings

    game = load_game(str(EXAMPLES / "tinyrail") + "/")
    notes = build_map(game, PrintSettings(), variant(game, None, None)).notes
    assert len(PdfReader(kit / "tinyrail-map.pdf").pages) == 1
    assert notes and "1 sheet (no taping)" in notes[0] and "tape together" not in notes[0]
    big = load_game("1862")
    assert "sheets to tape together" in build_map(big, PrintSettings(), variant(big, None, None)).notes[0]


def test_games_lists_a_game_being_written_with_its_missing_files(tmp_path, monkeypatch):
    import shutil

    from tresham.data.games import clear_cache

    half = tmp_path / "halfway"
    half.mkdir()
    for name in ("game.toml", "map.toml", "library.toml"):
        shutil.copy(EXAMPLES / "tinyrail" / name, half / name)
    text = (half / "game.toml").read_text("utf-8")
    (half / "game.toml").write_text(text.replace('id = "tinyrail"', 'id = "halfway"'))
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "game.toml").write_text("id = [unclosed\n")
    monkeypatch.setenv("TRESHAM_GAMES", str(tmp_path))
    clear_cache()
    r = invoke("games")
    assert r.exit_code == 0
    assert "halfway      (4 files missing: run `tresham validate halfway`)" in r.output
    assert "broken       (a file does not read: run `tresham validate broken`)" in r.output
