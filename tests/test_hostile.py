"""Hostile input found by an attacker's probe: each gets one line naming the file, exit code 2."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from tresham.cli import main


def run(*args: str):
    r = CliRunner().invoke(main, list(args))
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    return r


def one_error_line(r) -> str:
    assert r.exit_code == 2
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tresham: error: "), r.stderr
    return lines[0]


NESTED = "x = " + "[" * 3000 + "]" * 3000 + "\n"


@pytest.mark.parametrize(
    "content, expect",
    [
        (NESTED.encode(), "nested too deeply"),
        ('["57"]\ncolor = "yell\xf6w"\n'.encode("latin-1"), "line 2: is not UTF-8 text (byte 0xf6)"),
        (b"", "has no tiles"),
        (b"# only a comment\n", "has no tiles"),
    ],
)
def test_bad_tile_files(tmp_path, content, expect):
    path = tmp_path / "mine.toml"
    path.write_bytes(content)
    line = one_error_line(run("tiles", "--tiles", str(path), "-o", str(tmp_path / "s.svg")))
    assert "mine.toml" in line and expect in line
    assert not (tmp_path / "s.svg").exists()


@pytest.mark.parametrize(
    "content, expect",
    [
        (b'game = "18mag"\n' + NESTED.encode(), "nested too deeply"),
        ('game = "18m\xe4g"\n'.encode("latin-1"), "is not UTF-8 text"),
        (b'game = "' + b"x" * 300 + b'"\n', "not a game id"),
        (b'game = "../../../../etc"\n', "not a game folder"),
    ],
)
def test_bad_layouts(tmp_path, content, expect):
    path = tmp_path / "layout.toml"
    path.write_bytes(content)
    line = one_error_line(run("check", str(path)))
    assert "layout.toml" in line and expect in line


def test_files_over_20_mb_are_refused_before_parsing(tmp_path):
    big = tmp_path / "big.toml"
    with big.open("wb") as fh:
        fh.truncate(21 * 2**20)  # sparse: nothing is read, the size alone refuses it
    assert "input files over 20 MB are refused" in one_error_line(run("check", str(big)))
    assert "over 20 MB" in one_error_line(run("tiles", "--tiles", str(big), "-o", str(tmp_path / "s.svg")))


@pytest.mark.parametrize("name", ["x" * 300, "é" * 200])
def test_names_over_255_characters(tmp_path, name):
    assert "not a game id" in one_error_line(run("build", name, "--out", str(tmp_path / "kit")))
    assert "no tile" in one_error_line(run("tile", name, "-o", str(tmp_path / "t.svg")))
    line = one_error_line(run("tile", "57", "-o", str(tmp_path / f"{name}.svg")))
    assert "cannot" in line
    assert list(Path(tmp_path).iterdir()) == []
