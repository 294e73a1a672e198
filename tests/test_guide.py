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
