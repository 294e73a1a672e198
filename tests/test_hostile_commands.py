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
