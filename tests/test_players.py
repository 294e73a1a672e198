"""Made for players: every line of text on every piece of every game (papers, tiles, the
map) is at least 6 pt at print scale, has no rulebook line numbers, data ids or notes about
sources, is not cut short, and keeps a contrast of 4.5 : 1 with what is under it."""

from __future__ import annotations

from functools import cache

import pytest

from tresham.art.drawing import Group, Rect, Style, Text
from tresham.art.map import draw_map
from tresham.art.papers import papers
from tresham.art.startsheet import start_sheet
from tresham.data import load_game
from tresham.kit.paper import PrintSettings
from tresham.kit.tiles import tile_components
from tresham.kit.tilesheet import units_per_mm

from .playertext import DATA_ID, LINE_REF, PT6, SOURCE_NOTE, Seen, contrast, texts

GAMES = ["18mag", "1824", "1840", "1862", "18lilliput"]


@cache
def seen(gid: str) -> tuple[tuple[str, Seen], ...]:
    """(where, text) for every Text a player of ``gid`` reads."""
    g = load_game(gid)
    out: list[tuple[str, Seen]] = []
    faces: set[int] = set()
    for c in papers(g) + tile_components(g, g.manifest, PrintSettings()):
        for side in (c.front, c.back):
            if side is not None and id(side) not in faces:
                faces.add(id(side))
                out += [(c.name, t) for t in texts((side,))]
    settings = PrintSettings()
    for mp in g.maps.values():
        if mp.bounded:
            art = draw_map(g, mp)
            out += [(f"map {mp.id}", t) for t in texts((art.group,), unit=1 / units_per_mm(38.6))]
        else:  # 18 Lilliput's start sheet: the start tile to cut out, and the layouts
            for page in start_sheet(g, mp, settings.page, settings.printable, settings.tile_size):
                out += [(f"start sheet {mp.id}", t) for t in texts(page.items)]
    return tuple(out)


def problems(gid: str, test) -> list[str]:
    return sorted({f"{where}: {t.text!r}" for where, t in seen(gid) if test(t)})[:10]


@pytest.mark.parametrize("gid", GAMES)
def test_nothing_a_player_reads_is_smaller_than_6_pt(gid):
    assert problems(gid, lambda t: t.size < PT6 - 1e-6) == []


@pytest.mark.parametrize("gid", GAMES)
def test_no_rulebook_line_numbers_on_pieces(gid):
    # tile numbers such as 1840's L20 are printed numbers, not line references
    assert problems(gid, lambda t: t.role != "tile-name" and LINE_REF.search(t.text)) == []


@pytest.mark.parametrize("gid", GAMES)
def test_no_data_ids_on_pieces(gid):
    assert problems(gid, lambda t: DATA_ID.search(t.text)) == []


@pytest.mark.parametrize("gid", GAMES)
def test_no_notes_about_sources_on_pieces(gid):
    assert problems(gid, lambda t: SOURCE_NOTE.search(t.text)) == []


@pytest.mark.parametrize("gid", GAMES)
def test_no_text_is_cut_short(gid):
    assert problems(gid, lambda t: "…" in t.text) == []


@pytest.mark.parametrize("gid", GAMES)
def test_text_contrasts_with_what_is_under_it(gid):
    assert problems(gid, lambda t: t.under and contrast(t.ink, t.under) < 4.5) == []


def test_the_checks_catch_what_they_look_for():
    red = Style(fill="#ff0000")
    piece = Group(
        (
            Rect(0, 0, 40, 20, red),
            Text(2, 10, "see L265-298", 3.0, "start", False, "#ffffff"),
            Text(2, 15, "L-city-yc yellow_hex", 1.5),
            Text(2, 19, "picture lost (18xx.games)", 2.5),
        )
    )
    found = texts((piece,))
    assert [bool(LINE_REF.search(t.text)) for t in found] == [True, False, False]
    assert [bool(DATA_ID.search(t.text)) for t in found] == [False, True, False]
    assert [bool(SOURCE_NOTE.search(t.text)) for t in found] == [False, False, True]
    assert [t.size < PT6 for t in found] == [False, True, False]
    assert found[0].under == "#ff0000" and contrast(found[0].ink, found[0].under) < 4.5
