"""A map's title is read whole: on every printed map, and on 18 Lilliput's board of one cell
(its unbounded map prints only Mildendo), where it wraps and the picture widens to hold it."""

from __future__ import annotations

import pytest

from tresham.art.board import draw_moment
from tresham.art.drawing import IDENTITY, Group, Text, apply, compose
from tresham.art.fonts import text_width
from tresham.art.map import TITLE, TITLE_WRAPPED, draw_map
from tresham.data import load_game

from .conftest import GAMES


def _texts(items, m=IDENTITY):
    for it in items:
        if isinstance(it, Group):
            yield from _texts(it.items, compose(m, it.transform))
        elif isinstance(it, Text):
            yield it, m


def _span(t: Text, m) -> tuple[float, float]:
    w = text_width(t.text, t.size, t.bold)
    x0 = {"start": t.x, "middle": t.x - w / 2, "end": t.x - w}[t.anchor]
    return apply(m, x0, t.y)[0], apply(m, x0 + w, t.y)[0]


def _title_lines(art) -> list[Text]:
    """The title: the lines of text in the map art's group of role ``title``."""
    (title,) = [it for it in art.group.items if isinstance(it, Group) and it.role == TITLE]
    return [it for it in title.items if isinstance(it, Text)]


@pytest.mark.parametrize("gid", GAMES)
def test_every_map_title_fits_the_map_it_heads(gid):
    game = load_game(gid)
    for mp in game.maps.values():
        art = draw_map(game, mp)
        title = f"{game.title}" + (f" - {mp.name}" if mp.name else "")
        lines = _title_lines(art)
        assert " ".join(t.text for t in lines) == title
        for t in lines:
            left, right = _span(t, IDENTITY)
            assert left >= 0 and right <= art.width, (mp.id, t.text)


def test_18_lilliputs_one_cell_board_wraps_its_title_and_widens_to_hold_it():
    game = load_game("18lilliput")
    mp = game.default_map
    assert len(mp.hexes) == 1
    title = f"{game.title} - {mp.name}"
    lines = _title_lines(draw_map(game, mp))
    assert len(lines) == 2 and " ".join(t.text for t in lines) == title
    assert all(t.size == TITLE_WRAPPED for t in lines)
    caption = "18 Lilliput: draft round 1, phase 1"
    art = draw_moment(game, mp, {}, [], caption=caption)
    every = [(t, m) for t, m in _texts([art.group]) if t.text]
    assert caption in [t.text for t, _ in every]
    for t, m in every:  # the title, the caption and the cell's words all inside the picture
        left, right = _span(t, m)
        assert left >= 0 and right <= art.width, t.text
    # the cell sits in the middle of the widened picture
    (cell,) = [m for t, m in _texts([art.group]) if t.text == "Mildendo"]
    assert abs(apply(cell, 0, 0)[0] - art.width / 2) < 0.15 * art.width
