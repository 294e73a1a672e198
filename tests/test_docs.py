"""The Python snippets of docs/api.md run, in order, from a checkout's root."""

from __future__ import annotations

import re
from pathlib import Path

from tresham.data.games import clear_cache

ROOT = Path(__file__).resolve().parents[1]
_SNIPPET = re.compile(r"```python\n(.*?)\n```", re.S)


def test_api_snippets_run(tmp_path, monkeypatch, capsys):
    (tmp_path / "docs").symlink_to(ROOT / "docs")  # the snippets name docs/examples/...
    monkeypatch.chdir(tmp_path)
    clear_cache()
    snippets = _SNIPPET.findall((ROOT / "docs" / "api.md").read_text("utf-8"))
    assert len(snippets) >= 6
    namespace: dict[str, object] = {}
    for i, code in enumerate(snippets):
        exec(compile(code, f"docs/api.md snippet {i + 1}", "exec"), namespace)
    assert (tmp_path / "out" / "tinyrail" / "tinyrail-tiles.pdf").is_file()
    assert (tmp_path / "out" / "57.svg").is_file()
    assert "[('6', 1)]" in capsys.readouterr().out
