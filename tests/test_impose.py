"""Imposition of round pieces: every size shares sheets, no piece overlaps another or leaves
the printable area, and no sheet is left nearly blank while another size waits."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from tresham.art.papers import papers
from tresham.kit.impose import GAP, _shelves, impose
from tresham.kit.marks import FOOT
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
        discs = [(x + c.width / 2, y + c.width / 2, c.width / 2 + bleed) for c, x, y in page]
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
