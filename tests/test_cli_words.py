"""Words the user reads: plurals that agree with their numbers, and bare ``tresham``."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from tresham.cli import main
from tresham.data.games import clear_cache

EXAMPLES = Path(__file__).resolve().parents[1] / "docs" / "examples"


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def test_bare_tresham_prints_the_whole_help_on_many_lines():
    r = invoke()
    assert r.exit_code == 0
    assert r.output == invoke("--help").output
    lines = r.output.splitlines()
    assert lines[0].startswith("Usage: ") and "Commands:" in lines
    assert any(line.split()[:1] == ["build"] for line in lines)


def test_a_command_without_its_argument_is_still_one_line_of_usage_error():
    r = invoke("build")
    assert r.exit_code == 2 and len(r.stderr.strip().splitlines()) == 1


def test_a_path_to_a_missing_city_says_cities(tmp_path):
    tiles = tmp_path / "tiles.toml"
    tiles.write_text('["X1"]\ncolor = "yellow"\npaths = ["0-c0"]\n', encoding="utf-8")
    r = invoke("tile", "X1", "--tiles", str(tiles), "-o", str(tmp_path / "x.svg"))
    assert r.exit_code == 2
    assert "but only 0 cities defined" in r.stderr and "citys" not in r.stderr


def test_validate_counts_findings_in_words(tmp_path):
    folder = tmp_path / "tinyrail"
    shutil.copytree(EXAMPLES / "tinyrail", folder)
    trains = folder / "trains.toml"
    text = trains.read_text(encoding="utf-8")
    assert 'rusts_on = "3"' in text
    trains.write_text(text.replace('rusts_on = "3"', 'rusts_on = "9"'), encoding="utf-8")
    clear_cache()
    r = invoke("validate", str(folder))
    clear_cache()
    findings = [line for line in r.output.splitlines() if "trains.toml" in line]
    assert r.exit_code == 1 and findings
    n = len(findings)
    assert r.output.splitlines()[-1] == f"tinyrail: {n} finding{'s' if n != 1 else ''}"
