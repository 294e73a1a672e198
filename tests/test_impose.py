"""Imposition: round pieces of every size share sheets, cards turn to join their size, wide
one-off cards go two to a sheet, and no sheet is left nearly blank while pieces wait."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from tresham.art.component import Component
from tresham.art.drawing import Group, Rect, Style
from tresham.art.papers import papers
from tresham.kit.impose import GAP, _pairs, _shelves, impose
from tresham.kit.marks import FOOT, crop_marks, stack_marks
from tresham.kit.paper import PrintSettings

from .conftest import GAMES


def _rounds(game, settings):
    _, _, pw, ph = settings.printable
    return [c for c in papers(game, settings.tile_size, (pw, ph)) if c.shape == "circle"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_round_pieces_of_every_size_share_sheets(games, paper):
    settings = PrintSettings(paper=paper)
    px, py, pw, ph = settings.printable
    for gid in GAMES:
        pieces = _rounds(games[gid], settings)
        sizes = {c.width for c in pieces}
        sheets = impose(pieces, settings, "t")
        assert sum(s.pieces for s in sheets) == len(pieces)
        # the square each piece needs (bleed and gap included), against the sheet's room
        need = sum((c.width + 2 * settings.card_bleed + GAP) ** 2 for c in pieces)
        room = (pw + GAP) * (ph - FOOT + GAP)
        assert len(sheets) <= math.ceil(need / room) + 1, (gid, len(sizes), len(sheets))
        assert len(sheets) < len(sizes), gid  # not a sheet per size, as before


@pytest.mark.parametrize("gid", GAMES)
def test_round_pieces_stay_apart_and_inside_the_printable_area(games, gid):
    settings = PrintSettings()
    px, py, pw, ph = settings.printable
    bleed = settings.card_bleed
    pages = _shelves([_rounds(games[gid], settings)], settings)
    for page in pages:
        discs = [(x + c.width / 2, y + c.width / 2, c.width / 2 + bleed) for c, x, y, _ in page]
        for cx, cy, r in discs:
            assert px - 1e-9 <= cx - r and cx + r <= px + pw + 1e-9
            assert py - 1e-9 <= cy - r and cy + r <= py + ph - FOOT + 1e-9
        for i, (ax, ay, ar) in enumerate(discs):
            for bx, by, br in discs[i + 1 :]:
                assert math.dist((ax, ay), (bx, by)) >= ar + br + GAP - 1e-9


def test_two_sided_round_pieces_get_sheets_with_backs_of_their_own(games):
    """A round piece with a back never lands on a one-sided sheet, nor a one-sided piece on a
    sheet with a back (its back would be blank in a duplex file)."""
    settings = PrintSettings()
    pieces = _rounds(games["1840"], settings)
    # every third piece given a back (none of the bundled games has a two-sided round piece)
    mixed = [replace(c, back=c.front) if i % 3 == 0 else c for i, c in enumerate(pieces)]
    sheets = impose(mixed, settings, "t")
    assert sum(s.pieces for s in sheets if s.duplex) == len(range(0, len(pieces), 3))
    assert sum(s.pieces for s in sheets) == len(pieces)


def _card(i: int, w: float = 88.0, h: float = 63.0, two_sided: bool = False) -> Component:
    art = Group((Rect(0, 0, w, h, Style(fill="#336699")),))
    return Component("papers", "card", f"card {i}", w, h, art, art if two_sided else None)


def _sides(sheets) -> list[tuple[int, bool]]:
    return [(s.pieces, s.duplex) for s in sheets]


def test_one_sided_cards_fill_a_two_sided_sheet_only_where_that_saves_a_sheet():
    settings = PrintSettings()  # six 88 x 63 cards to an A4 sheet
    two = [_card(i, two_sided=True) for i in range(2)]
    saves = impose(two + [_card(10 + i) for i in range(4)], settings, "t")
    assert _sides(saves) == [(6, True)]
    # 17 one-sided cards take three sheets whether or not four of them go on the duplex sheet
    keeps = impose(two + [_card(10 + i) for i in range(17)], settings, "t")
    assert _sides(keeps) == [(2, True), (6, False), (6, False), (5, False)]


def test_a_card_the_other_way_round_joins_its_size_turned():
    settings = PrintSettings()
    upright = _card(9, 63.0, 88.0)
    sheets = impose([_card(i, two_sided=True) for i in range(5)] + [upright], settings, "t")
    assert _sides(sheets) == [(6, True)]
    turned = [g for g in sheets[0].front.items if isinstance(g, Group) and g.transform[:4] != (1, 0, 0, 1)]
    assert len(turned) == 1  # the upright card lies on its side among the landscape ones


def _segments(items) -> set[tuple[float, ...]]:
    return {tuple(round(v, 3) for cmd in it.commands for v in cmd[1:]) for it in items}


def test_wide_one_off_cards_go_two_to_a_sheet_where_they_fit():
    """A market legend and a round track (each alone on a sheet before) share one, one above
    the other; a phase table too tall to go with either keeps a sheet of its own."""
    settings = PrintSettings()
    px, py, pw, ph = settings.printable
    legend, track, table = _card(1, 180.0, 82.7), _card(2, 175.0, 98.6), _card(3, 180.0, 183.7)
    sheets = impose([legend, table, track], settings, "t")
    assert sorted(s.pieces for s in sheets) == [1, 2]
    pages = _pairs([legend, table, track], settings)
    pair = next(p for p in pages if len(p) == 2)
    assert [c.name for c, *_ in pair] == ["card 1", "card 2"]
    (a, ax, ay, _), (b, bx, by, _) = pair
    bleed = settings.card_bleed
    assert by - bleed - (ay + a.height + bleed) >= GAP - 1e-9  # apart by the gap
    for c, x, y, _ in pair:
        assert px <= x - bleed and x + c.width + bleed <= px + pw
        assert py <= y - bleed and y + c.height + bleed <= py + ph - FOOT


def test_stacked_cards_marks_sit_outside_every_card():
    settings = PrintSettings()
    bleed, m = settings.card_bleed, settings.margin
    one = [(15.0, 20.0, 195.0, 102.7)]
    x0, y0, x1, y1 = one[0]
    grid = crop_marks([x0, x1], [y0, y1], (x0 - bleed, y0 - bleed, x1 + bleed, y1 + bleed), m)
    assert _segments(stack_marks(one, bleed, m)) == _segments(grid)  # one card: the usual marks
    two = [(15.0, 20.0, 195.0, 102.7), (17.5, 110.7, 192.5, 209.3)]
    segments = _segments(stack_marks(two, bleed, m))
    assert len(segments) == 4 * 2 + 4  # four trim lines on both sides, two sides of each card
    for sx0, sy0, sx1, sy1 in segments:
        for tx0, ty0, tx1, ty1 in two:  # no mark touches a card or its bleed
            assert not (
                max(sx0, sx1) > tx0 - bleed
                and min(sx0, sx1) < tx1 + bleed
                and max(sy0, sy1) > ty0 - bleed
                and min(sy0, sy1) < ty1 + bleed
            )
