"""``tresham proof --svg``: the upgrade chart as rows, one per upgrading tile, on one sheet."""

from __future__ import annotations

import pytest

from tresham.art.chart import ROW_W, chart_drawing
from tresham.art.drawing import Group, Rect
from tresham.data import load_game
from tresham.rules.proof import proof


@pytest.mark.parametrize("gid", ["1824", "1840", "1862", "18lilliput", "18mag"])
def test_the_chart_is_one_sheet_of_rows_not_a_strip(gid):
    report = proof(load_game(gid))
    tiles = report.chart_tiles()
    d = chart_drawing(report.game.title, report.game.layout, tiles, report.edges)
    sources = {a for a, b in report.edges if a in {t.name for t in tiles}}
    rows = [i for i in d.items if isinstance(i, Rect)]
    upgraded = {b for a, b in report.edges}
    never = [t for t in tiles if t.name not in sources | upgraded]
    assert len(rows) == len(sources) + (1 if never else 0)
    assert d.height <= 1000 and 0.9 <= d.height / d.width <= 2.5  # mm: a poster at most, never metres
    assert d.width % ROW_W < 1e-6 or (d.width - 2) % ROW_W < 1e-6  # whole columns of rows
    drawn = sum(1 for i in d.items if isinstance(i, Group))
    targets = sum(len({b for a, b in report.edges if a == s}) for s in sources)
    assert drawn == len(sources) + targets + len(never)


def test_a_chart_without_upgrades_still_shows_its_tiles():
    game = load_game("1824")
    tiles = list(game.tiles.values())[:3]
    d = chart_drawing("T", game.layout, tiles, [])
    assert sum(1 for i in d.items if isinstance(i, Group)) == 3
