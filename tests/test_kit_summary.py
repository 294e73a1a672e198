"""The build summary: the whole kit and the family files as two alternatives, with sheets."""

from __future__ import annotations

from pathlib import Path

from tresham.data import load_game
from tresham.kit.build import BuildResult, Written
from tresham.kit.paper import PrintSettings
from tresham.kit.summary import sheets_of, summary_lines
from tresham.plurals import plural


def _result(files: list[Written]) -> BuildResult:
    return BuildResult(Path("/out"), files, [], [], 0)


FAMILY_FILES = [
    Written(Path("/out/g-map.pdf"), 4, False, "map"),
    Written(Path("/out/g-papers-duplex.pdf"), 6, True, "papers"),
    Written(Path("/out/g-map-poster.pdf"), 1, False, "map"),
]


def test_a_kit_and_its_families_are_printed_either_or():
    kit = Written(Path("/out/g-kit.pdf"), 14, True, "kit")
    text = "\n".join(summary_lines(load_game("18mag"), PrintSettings(), _result([*FAMILY_FILES, kit])))
    either, rest = text.split("print EITHER the whole kit")
    kit_part, family_part = rest.split("OR these files")
    assert "g-kit.pdf" in kit_part and "g-map.pdf" not in kit_part
    assert "g-kit.pdf" not in family_part and "g-papers-duplex.pdf" in family_part
    assert f"({plural(sheets_of(kit), 'sheet')} of paper)" in kit_part
    family_sheets = sum(sheets_of(f) for f in FAMILY_FILES if "poster" not in f.path.name)
    assert f"({family_sheets} sheets of paper)" in family_part
    assert "6 pages on 3 sheets" in family_part  # a duplex file prints two pages a sheet


def test_without_a_kit_there_is_no_either_or():
    text = "\n".join(summary_lines(load_game("18mag"), PrintSettings(), _result(FAMILY_FILES)))
    assert "EITHER" not in text and "OR these" not in text
    assert "print DUPLEX, flip on LONG edge" in text and "print SINGLE-SIDED" in text


def test_sheets_and_plurals():
    assert sheets_of(Written(Path("a.pdf"), 7, False, "map")) == 7
    assert sheets_of(Written(Path("a.pdf"), 8, True, "kit")) == 4
    assert plural(1, "sheet") == "1 sheet" and plural(2, "sheet") == "2 sheets"
    assert plural(0, "city", "cities") == "0 cities"
