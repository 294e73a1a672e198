"""Hostile input to replay, routes, example and the Python API: each regression found by
the fuzz tests (test_fuzz_*.py) gets one line naming the file and key, exit code 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .test_hostile import one_error_line, run

EXPORTS = Path(__file__).parent / "data" / "exports"


def export(tmp_path: Path, game: str, change) -> Path:
    data = json.loads((EXPORTS / f"{game}.json").read_text("utf-8"))
    change(data)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


@pytest.mark.parametrize("target", [999, -5])
def test_an_undo_to_an_id_no_action_has_names_the_file(tmp_path, target):
    path = export(tmp_path, "1840", lambda d: d["actions"][4].update(action_id=target))
    line = one_error_line(run("replay", str(path)))
    assert f"{path}: action 5: key 'action_id': undo to action {target}, which is not in the file" in line


@pytest.mark.parametrize("rotation", [6, -1, 10**30])
def test_a_lay_rotation_outside_the_tile_is_bad_input(tmp_path, rotation):
    # before: accepted, and judged as a tile that does not keep the old track
    path = export(tmp_path, "1840", lambda d: d["actions"][2].update(rotation=rotation))
    line = one_error_line(run("replay", str(path)))
    assert f"{path}: action 3: rotation: expected 0-5, got {rotation}" in line


EX05 = Path(__file__).resolve().parents[1] / "data" / "games" / "1862" / "examples" / "ex05-merger-one.toml"


@pytest.mark.parametrize(
    "line, expect",
    [
        ('tiles = [{ hex = "Z9", tile = "8", rotation = 0 }]', "setup: tiles[0].hex: Z9 is not on the map"),
        (
            'tiles = [{ hex = "B9", tile = "790", rotation = 9 }]',
            "setup: tiles[0].rotation: expected 0-5, got 9",
        ),
        ('tiles = [{ hex = "B9", tile = "nope" }]', "setup: tiles[0].tile: 1862 has no tile 'nope'"),
        (
            'tokens = [{ hex = "B9", company = "NOPE" }]',
            "setup: tokens[0].company: 1862 has no company 'NOPE'",
        ),
        ('tokens = [{ hex = "Z99", company = "N&E" }]', "setup: tokens[0].hex: Z99 is not on the map"),
    ],
)
def test_a_scenario_setup_places_tiles_and_tokens_on_the_map_only(tmp_path, line, expect):
    # before: accepted silently, and the run drew a tile off the map
    key = line.split(" ")[0]
    lines = EX05.read_text("utf-8").splitlines()
    at = next(i for i, old in enumerate(lines) if old.startswith(f"{key} = "))
    path = tmp_path / "mine.toml"
    path.write_text("\n".join([*lines[:at], line, *lines[at + 1 :]]), "utf-8")
    assert f"{path}: {expect}" in one_error_line(run("example", "run", str(path)))


def test_routes_errors_are_one_line(tmp_path):
    # before: routes printed its errors itself, and a file name with a line break in it
    # gave two lines on stderr
    name = str(tmp_path / "two\nlines.toml")
    line = one_error_line(run("routes", name, "--company", "MR"))
    assert "two lines.toml: file not found" in line


@pytest.mark.parametrize(
    "content, expect",
    [
        (b'{"title": "18' + b"\xe4" + b'"}', "line 1: is not UTF-8 text (byte 0xe4)"),
        (b"title = 1840", "not valid JSON: Expecting value (line 1, column 1)"),
        (b'{"actions": ' + b"[" * 5000 + b"]" * 5000 + b"}", "nested too deeply"),
        (b"[]", "expected a JSON object"),
        (
            b'{"title": "1840", "players": [{"id": 1}, {"id": 2}, {"id": 3}], "actions": [{"type": "undo"}]}',
            "actions[0]: key 'entity'",
        ),
    ],
)
def test_exports_that_are_no_export(tmp_path, content, expect):
    path = tmp_path / "game.json"
    path.write_bytes(content)
    line = one_error_line(run("replay", str(path), "--layout", str(tmp_path / "at.toml")))
    assert str(path) in line and expect in line
    assert list(tmp_path.iterdir()) == [path]


@pytest.mark.parametrize(
    "command",
    [
        ["replay", "{}"],
        ["routes", "{}", "--company", "MR"],
        ["example", "run", "{}"],
        ["example", "show", "{}"],
    ],
)
def test_files_over_20_mb_are_refused_by_the_new_commands(tmp_path, command):
    big = tmp_path / ("big.json" if command[0] == "replay" else "big.toml")
    with big.open("wb") as fh:
        fh.truncate(21 * 2**20)  # sparse: nothing is read, the size alone refuses it
    argv = [str(big) if a == "{}" else a for a in command]
    assert "input files over 20 MB are refused" in one_error_line(run(*argv))


LILLIPUT = (
    Path(__file__).resolve().parents[1]
    / "data"
    / "games"
    / "18lilliput"
    / "examples"
    / "layout-revenue-1.toml"
)


@pytest.mark.parametrize("visits", [101, 1000])
def test_a_claimed_run_of_more_stops_than_any_map_has_is_bad_input(visits):
    # before: a RecursionError in the judge from about 900 stops on
    claim = "2: " + "-".join(["0,0", "1,0"] * visits)
    line = one_error_line(run("routes", str(LILLIPUT), "--company", "MR", "--claim", claim))
    assert f"{2 * visits} stops; a run has at most 200 (each stop once)" in line


def test_a_long_but_possible_claimed_run_is_judged():
    claim = "2: " + "-".join(["0,0", "1,0"] * 100)
    r = run("routes", str(LILLIPUT), "--company", "MR", "--claim", claim)
    assert r.exit_code == 1 and "route.repeats-stop" in r.stdout


def test_a_picture_named_for_another_format_is_refused_before_anything_is_written(tmp_path, monkeypatch):
    # before: out.svg was written for --png, then --pdf out.toml failed: two lines, a file left
    monkeypatch.chdir(tmp_path)
    r = run("routes", str(LILLIPUT), "--company", "MR", "--pdf", "out.toml", "--png", "out.svg")
    assert "--png out.svg: the file name must end in .png" in one_error_line(r)
    assert list(tmp_path.iterdir()) == []
