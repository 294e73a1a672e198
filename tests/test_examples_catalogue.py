"""docs/examples.md, the catalogue of the rulebooks' worked examples, stays true: every id it
names is a shipped example, every shipped example is named, and its counts are its rows'."""

from __future__ import annotations

import re
from pathlib import Path

from tresham.scenario import example_ids

PAGE = Path(__file__).resolve().parents[1] / "docs" / "examples.md"
ID = re.compile(r"`((?:18mag|1824|1840|1862|18lilliput)/[a-z0-9-]+)`")
GAMES = {"18Mag": "18mag", "1824": "1824", "1840": "1840", "1862": "1862", "18 Lilliput": "18lilliput"}


def _sections(text: str) -> dict[str, str]:
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2)}


def _rows(section: str) -> list[list[str]]:
    """The catalogue table's body rows, as cells (the header and its rule left out)."""
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in section.splitlines()]
    return [r for r in rows if len(r) == 4 and r[0] not in ("#", "---")]


def test_every_id_the_page_names_exists_and_every_example_is_named():
    named = set(ID.findall(PAGE.read_text(encoding="utf-8")))
    shipped = set(example_ids())
    assert sorted(named - shipped) == [] and sorted(shipped - named) == []


def test_each_row_names_an_example_or_says_why_not_and_the_counts_are_the_rows():
    text = PAGE.read_text(encoding="utf-8")
    sections = _sections(text)
    summary = {
        m.group(1): tuple(int(m.group(i)) for i in (2, 3, 4))
        for m in re.finditer(
            r"^\| (18Mag|1824|1840|1862|18 Lilliput) \| (\d+) \| (\d+) \| (\d+) \|$", text, re.M
        )
    }
    assert set(summary) == set(GAMES)
    for title, game in GAMES.items():
        rows = _rows(sections[title])
        played = [r for r in rows if ID.match(r[3]) and r[3].startswith(f"`{game}/")]
        not_played = [r for r in rows if r[3].startswith("Not encoded: ") and len(r[3]) > 40]
        assert len(played) + len(not_played) == len(rows), title
        assert all(re.fullmatch(r"L\d+(-L\d+)?(, L\d+(-L\d+)?)*", r[1]) for r in rows), title
        assert summary[title] == (len(rows), len(played), len(not_played)), title
