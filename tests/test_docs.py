"""The Python snippets of docs/api.md run, in order, from a checkout's root."""

from __future__ import annotations

import re
from pathlib import Path

from tresham.data.games import clear_cache

ROOT = Path(__file__).resolve().parents[1]
_SNIPPET = re.compile(r"```python\n(.*?)\n```", re.S)


_PRINT = re.compile(r"^print\(.*\)\s+#\s(.*)$")


def _comments_hold(n: int, code: str, printed: str) -> int:
    """Each ``print(...)  # out`` line of a snippet printed what its comment says first (a
    comment may go on to explain); checked where every print of the snippet gave one line.
    Returns how many were checked."""
    prints = [line for line in code.splitlines() if line.startswith("print(")]
    lines = printed.splitlines()
    if len(lines) != len(prints):
        return 0
    checked = 0
    for line, out in zip(prints, lines, strict=True):
        m = _PRINT.match(line)
        if m is not None:
            assert m.group(1).startswith(out.strip()), f"snippet {n}: {line!r} printed {out!r}"
            checked += 1
    return checked


def test_api_snippets_run(tmp_path, monkeypatch, capsys):
    (tmp_path / "docs").symlink_to(ROOT / "docs")  # the snippets name docs/examples/...
    monkeypatch.chdir(tmp_path)
    clear_cache()
    snippets = _SNIPPET.findall((ROOT / "docs" / "api.md").read_text("utf-8"))
    assert len(snippets) >= 6
    namespace: dict[str, object] = {}
    said, everything = 0, ""
    for i, code in enumerate(snippets):
        capsys.readouterr()
        exec(compile(code, f"docs/api.md snippet {i + 1}", "exec"), namespace)
        printed = capsys.readouterr().out
        said += _comments_hold(i + 1, code, printed)
        everything += printed
    assert said >= 13  # the snippets' "print(...)  # what it prints" comments are checked
    assert (tmp_path / "out" / "tinyrail" / "tinyrail-tiles.pdf").is_file()
    assert (tmp_path / "out" / "57.svg").is_file()
    assert "[('6', 1)]" in everything


def test_a_comment_that_says_another_output_fails():
    import pytest

    assert _comments_hold(1, "print(1)  # 1: one", "1\n") == 1
    with pytest.raises(AssertionError, match="printed '2'"):
        _comments_hold(1, "print(2)  # 1", "2\n")
