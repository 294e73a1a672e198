"""The market at one moment (``tresham example run --render``): the price of a space stays
readable under the companies' tokens, and a stack reads top first, as the rulebooks stack it."""

from __future__ import annotations

import math

import pytest

from tresham.art.drawing import IDENTITY, Circle, Group, Text, apply, compose
from tresham.art.fonts import text_width
from tresham.art.papers.common import ASCENT
from tresham.art.papers.market import market_component, play_board
from tresham.art.papers.market_moment import market_moment
from tresham.data import load_game


def _walk(items, m=IDENTITY, out=None):
    """Every Text and Circle in drawing order, placed by its transform (translations only)."""
    out = [] if out is None else out
    for it in items:
        if isinstance(it, Group):
            _walk(it.items, compose(m, it.transform), out)
        elif isinstance(it, Text | Circle):
            out.append((it, m))
    return out


def _text_box(t: Text, m) -> tuple[float, float, float, float]:
    w = text_width(t.text, t.size, t.bold)
    x0 = {"start": t.x, "middle": t.x - w / 2, "end": t.x - w}[t.anchor]
    (ax, ay), (bx, by) = apply(m, x0, t.y - ASCENT * t.size), apply(m, x0 + w, t.y)
    return ax, ay, bx, by


def _inside(box, x: float, y: float) -> bool:
    return box[0] <= x <= box[0] + box[2] and box[1] <= y <= box[1] + box[2]


@pytest.mark.parametrize("game_id", ["18mag", "1824", "1862", "18lilliput"])
@pytest.mark.parametrize("stacked", [1, 3, 4, 8])
def test_tokens_sit_under_the_price_and_a_stack_reads_from_its_top_with_every_name_shown(game_id, stacked):
    game = load_game(game_id)
    market = game.market
    _, boxes = play_board(game, market)
    where = sorted(boxes)[len(boxes) // 2]
    row = market.rows[where[0]]
    price = str(row[where[1]].value)
    ids = [c.id for c in game.companies][:stacked]
    comp = market_moment(game, market, [(cid, where) for cid in ids])
    box = boxes[where]
    seen = _walk([comp.front])
    prices = [_text_box(t, m) for t, m in seen if isinstance(t, Text) and t.text == price]
    price_box = next(b for b in prices if _inside(box, (b[0] + b[2]) / 2, (b[1] + b[3]) / 2))
    discs = [(apply(m, c.cx, c.cy), c.r) for c, m in seen if isinstance(c, Circle)]
    discs = [(p, r) for p, r in discs if _inside(box, *p)]
    assert len(discs) == stacked
    for (x, y), r in discs:  # wholly in the space's lower part, below the price's baseline
        assert y - r > price_box[3] and y + r < box[1] + box[2]
        assert box[0] < x - r and x + r < box[0] + box[2]
    # drawn bottom of the stack first: the top (the first id) is drawn last, and the stack
    # reads from it left to right and down
    reading = [p for p, _ in reversed(discs)]
    assert reading == sorted(reading, key=lambda p: (round(p[1], 6), p[0]))
    # every company's name starts and ends on a part of its token that no token in front covers
    labels = [(t, m) for t, m in seen if isinstance(t, Text) and t.text in ids]
    assert [t.text for t, _ in labels] == list(reversed(ids))
    for k, (t, m) in enumerate(labels):
        bx0, _, bx1, by1 = _text_box(t, m)
        cy = by1 - ASCENT * t.size / 2
        for x in (bx0, bx1):
            assert all(math.hypot(x - p[0], cy - p[1]) > r for p, r in discs[k + 1 :]), t.text


def test_the_printed_market_keeps_its_spaces_and_its_prices_where_the_markers_go():
    # the kit's market is as before: 18 mm spaces, the price low in the space (a 14 mm marker
    # stands on it at the table); only the picture of a moment has the larger spaces
    game = load_game("1824")
    printed = [t for t, _ in _walk([market_component(game, game.market).front]) if isinstance(t, Text)]
    moment = [t for t, _ in _walk([market_moment(game, game.market, []).front]) if isinstance(t, Text)]
    assert next(t.y for t in printed if t.text == "350") == pytest.approx(18.0 * 0.62)
    assert next(t.y for t in moment if t.text == "350") == pytest.approx(24.0 * 0.42)
