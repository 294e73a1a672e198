"""Share-price moves on the three market shapes (undo and redo: tests/test_history.py)."""

from __future__ import annotations

import pytest

from tresham.engine import market as mk
from tresham.model.market import Market, MarketCell


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


def test_2d_market_moves_up_and_down_a_column(games):
    # 1824's chart: up a column is a higher price, down a lower one; the top row has no
    # cell above it (L845-L846)
    m = games["1824"].market
    assert mk.move(m, (2, 2), "up") == (1, 2) and mk.value(m, (1, 2)) > mk.value(m, (2, 2))
    assert mk.apply_moves(m, (2, 2), ["up", "up"]) == (0, 2)
    assert mk.move(m, (0, 2), "up") == (0, 2)
    assert mk.move(m, (2, 2), "down") == (3, 2) and mk.value(m, (3, 2)) < mk.value(m, (2, 2))
    assert mk.move(m, (2, 5), "right") == (2, 6) and mk.move(m, (2, 5), "left") == (2, 4)


def test_2d_market_rise_into_an_empty_cell_goes_up_and_a_fall_off_the_bottom_stays(games):
    # 1840's chart has rows that end early (empty cells): a rise at the end of a row goes
    # up instead (L3097-L3117), unless the move is told not to turn
    m = games["1840"].market
    assert mk.cell_at(m, (3, 10)) is None
    assert mk.move(m, (3, 9), "right") == (2, 9)
    assert mk.move(m, (3, 9), "right", edge_turns=False) == (3, 9)
    assert mk.apply_moves(m, (3, 9), ["right", "right"], edge_turns=False) == (3, 9)
    assert mk.move(m, (1, 0), "left", edge_turns=False) == (1, 0)
    bottom = len(m.rows) - 1
    assert mk.move(m, (bottom, 0), "left") == (bottom, 0)  # no row below the last
    assert mk.move(m, (0, 0), "up") == (0, 0)  # nor one above the first (no wrap-around)
    with pytest.raises(mk.MarketError, match="unknown share-price move 'sideways'"):
        mk.move(m, (1, 1), "sideways")


def test_a_cell_off_the_market_has_no_value_and_no_marks(games):
    m = games["1840"].market
    assert mk.cell_at(m, (-1, 0)) is None and mk.cell_at(m, (0, -1)) is None
    assert mk.cell_at(m, (len(m.rows), 0)) is None
    assert mk.marks(m, (1, 1)) == "p" and mk.marks(m, (-1, 0)) == ""
    with pytest.raises(mk.MarketError, match="no market cell at row 4, column 9"):
        mk.value(m, (4, 9))
    assert (4, 9) not in set(mk.cells(m)) and (4, 4) in set(mk.cells(m))


def test_a_share_price_id_is_three_numbers_or_one(games):
    m = games["1840"].market
    for bad in ("80,3", "80,3,2,1", "eighty"):
        with pytest.raises(mk.MarketError, match="is not a number or a '<price>,<row>,<col>' id"):
            mk.parse_cell(m, bad)
    with pytest.raises(mk.MarketError, match="no cell 80 at row 9, column 2"):
        mk.parse_cell(m, "80,9,2")
    # a value printed in several cells: the one carrying the mark (1840's par cells, "p")
    assert mk.parse_cell(m, "95", mark="p") == (1, 1)
    assert mk.parse_cell(m, "275") == (0, 15)  # printed once
    with pytest.raises(mk.MarketError, match="has no cell worth 99"):
        mk.cell_of_value(m, 99)


def test_a_price_rounds_down_to_a_cell_of_the_market(games):
    # 1862 L1100-L1102: rounded down to a valid share price; L1130-L1141: the highest par
    # space not above the price
    m = games["1862"].market
    assert mk.value(m, mk.cell_at_or_below(m, 45)) == 44
    assert mk.value(m, mk.cell_at_or_below(m, 44)) == 44
    pars = [mk.value(m, c) for c in mk.cells(m) if "p" in mk.marks(m, c)]
    assert mk.value(m, mk.cell_at_or_below(m, 57, mark="p")) == max(p for p in pars if p <= 57)
    assert mk.value(m, mk.cell_at_or_below(m, 1, mark="p")) == min(pars)  # below every par
    with pytest.raises(mk.MarketError, match="no cell marked 'q'"):
        mk.cell_at_or_below(m, 50, mark="q")


def test_2d_rounding_down_prefers_the_upper_cell_of_a_value(games):
    # 1840 prints 80 in rows 2 and 3, 75 in rows 3 and 4: the upper cell is taken
    m = games["1840"].market
    assert mk.cell_at_or_below(m, 80) == (2, 0)
    assert mk.cell_at_or_below(m, 79) == (3, 1)


def test_moves_turn_at_the_ends_of_rows_unless_told_not_to(games):
    # apply_moves turns like move (1824 L845-L846) unless edge_turns is off
    m = games["1824"].market
    assert mk.apply_moves(m, (3, 10), ["right"]) == (2, 10)
    assert mk.apply_moves(m, (3, 10), ["right"], edge_turns=False) == (3, 10)


def test_a_price_below_every_par_cell_takes_the_lowest_par_cell_of_a_2d_market(games):
    # 1840's par cells ("p") run down column 1: the lowest is in the last row, not the first
    m = games["1840"].market
    pars = [c for c in mk.cells(m) if "p" in mk.marks(m, c)]
    lowest = min(pars, key=lambda c: mk.value(m, c))
    assert lowest != min(pars) and mk.cell_at_or_below(m, 10, mark="p") == lowest


def test_an_ambiguous_value_names_the_cells_that_carry_it(games):
    m = games["1840"].market
    ids = ", ".join(f"'80,{r},{c}'" for r, c in mk.cells(m) if mk.value(m, (r, c)) == 80)
    with pytest.raises(mk.MarketError, match=f"has 2 cells worth 80; name one: {ids}$"):
        mk.cell_of_value(m, 80)


def test_a_value_printed_twice_rounds_and_steps_down_to_its_upper_cell():
    # Where one value is printed in two rows, the upper row's cell is taken, whatever its
    # column (a market made here: the upper 80 lies to the right of the lower one)
    m = Market(
        kind="2d",
        rows=(
            (MarketCell(60), MarketCell(70), MarketCell(80), MarketCell(90)),
            (MarketCell(80), MarketCell(85)),
        ),
    )
    assert mk.cell_at_or_below(m, 82) == (0, 2)
    assert mk.move(m, (1, 1), "down_value") == (0, 2)
