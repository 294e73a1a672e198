"""Share-price moves on the three market shapes (undo and redo: tests/test_history.py)."""

from __future__ import annotations

import pytest

from tresham.engine import market as mk


def test_2d_market_turns_at_the_ends_of_rows(games):
    m = games["1824"].market  # rows of 14, 14, 14, 11, 9, 7, 5 cells (L845-L846)
    assert mk.move(m, (0, 13), "right") == (0, 13)  # top right: nowhere to go
    assert mk.move(m, (3, 10), "right") == (2, 10)  # end of a row: up instead
    assert mk.move(m, (2, 0), "left") == (3, 0)  # start of a row: down instead
    assert mk.move(m, (6, 2), "down") == (6, 2)  # bottom of a column: stays
    assert mk.value(m, mk.move(m, (2, 2), "down")) == 90


def test_1d_market_reads_up_and_down_as_right_and_left(games):
    m = games["1862"].market
    at74 = mk.cell_of_value(m, 74)
    assert [mk.value(m, mk.apply_moves(m, at74, ["down"] * n)) for n in (1, 2, 3)] == [71, 68, 65]
    assert mk.value(m, mk.move(m, at74, "up")) == 78


def test_zigzag_sales_step_one_value_down(games):
    m = games["18lilliput"].market
    cell = mk.cell_of_value(m, 120)
    values = []
    for _ in range(4):
        cell = mk.move(m, cell, "down_value")
        values.append(mk.value(m, cell))
    assert values == [110, 105, 100, 90]
    assert mk.move(m, mk.cell_of_value(m, 45), "down_value") == mk.cell_of_value(m, 45)


def test_a_value_printed_twice_needs_its_cell(games):
    m = games["1840"].market
    with pytest.raises(mk.MarketError, match="name one"):
        mk.parse_cell(m, "80")
    assert mk.parse_cell(m, "80,3,2") == (3, 2)
    with pytest.raises(mk.MarketError, match="no cell 81"):
        mk.parse_cell(m, "81,3,2")
    assert mk.cell_id(m, (3, 2)) == "80,3,2"
