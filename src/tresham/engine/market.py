"""Share prices on the stock market: pure functions over the game's ``Market``.

A market is a grid of cells ``(row, col)``, 0-based as in 18xx.games' share-price ids
(``"100,0,6"`` is value 100 in row 0, column 6). Three shapes occur:

- **2-D** (1824, 1840): right and left along a row, up and down a column. When a rise
  has no cell to its right it goes *up* instead, and a fall with no cell to its left goes
  *down* instead (1824 L845-L846, 1840 L3097-L3117); at the top or bottom of a column a
  move up or down does nothing.
- **1-D** (1862, 18Mag): one row; up and down mean right and left.
- **zig-zag** (18 Lilliput): two rows read as one track of rising values; a sale steps
  one value down (``"down_value"``: 120 -> 110 -> 105...).

A move that leaves the market stops at its edge.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..errors import TreshamError
from ..model.game import Market, MarketCell

Cell = tuple[int, int]


class MarketError(TreshamError):
    """A share price that is not on the game's market."""


def cell_at(market: Market, cell: Cell) -> MarketCell | None:
    row, col = cell
    if 0 <= row < len(market.rows) and 0 <= col < len(market.rows[row]):
        return market.rows[row][col]
    return None


def value(market: Market, cell: Cell) -> int:
    found = cell_at(market, cell)
    if found is None:
        raise MarketError(f"no market cell at row {cell[0]}, column {cell[1]}")
    return found.value


def marks(market: Market, cell: Cell) -> str:
    found = cell_at(market, cell)
    return found.marks if found is not None else ""


def cell_id(market: Market, cell: Cell) -> str:
    """The 18xx.games share-price id ``"<price>,<row>,<col>"``."""
    return f"{value(market, cell)},{cell[0]},{cell[1]}"


def cells(market: Market) -> Iterable[Cell]:
    for r, row in enumerate(market.rows):
        for c, found in enumerate(row):
            if found is not None:
                yield (r, c)


def parse_cell(market: Market, text: str, *, mark: str = "") -> Cell:
    """A cell from a share-price id ``"74,0,20"``, or from a bare value ``"74"``.

    A bare value picks the cell of that value carrying ``mark`` (e.g. ``"p"`` for a par
    cell) when there is one, else the first cell of that value.
    """
    parts = text.split(",")
    try:
        numbers = [int(p) for p in parts]
    except ValueError:
        raise MarketError(f"share price {text!r} is not a number or a '<price>,<row>,<col>' id") from None
    if len(numbers) == 3:
        price, row, col = numbers
        if cell_at(market, (row, col)) is None or value(market, (row, col)) != price:
            raise MarketError(
                f"share price {text!r}: the market has no cell {price} at row {row}, column {col}"
            )
        return (row, col)
    if len(numbers) != 1:
        raise MarketError(f"share price {text!r} is not a number or a '<price>,<row>,<col>' id")
    return cell_of_value(market, numbers[0], mark=mark)


def cell_of_value(market: Market, price: int, *, mark: str = "") -> Cell:
    """The cell worth ``price``; where several are, the one carrying ``mark``.

    A value printed in several cells of a 2-D market, none of them marked, is ambiguous:
    the caller must name the cell (``"<price>,<row>,<col>"``).
    """
    found = [c for c in cells(market) if value(market, c) == price]
    if not found:
        raise MarketError(f"the market has no cell worth {price}")
    if len(found) == 1:
        return found[0]
    marked = [c for c in found if mark and mark in marks(market, c)]
    if len(marked) == 1:
        return marked[0]
    ids = ", ".join(f"'{price},{r},{c}'" for r, c in found)
    raise MarketError(f"the market has {len(found)} cells worth {price}; name one: {ids}")


def is_one_row(market: Market) -> bool:
    return len(market.rows) == 1


def move(market: Market, cell: Cell, direction: str, *, edge_turns: bool = True) -> Cell:
    """The cell after one move (``right``, ``left``, ``up``, ``down`` or ``down_value``)."""
    if direction == "down_value":
        return _down_value(market, cell)
    if is_one_row(market) and direction in ("up", "down"):
        direction = "right" if direction == "up" else "left"
    row, col = cell
    steps = {"right": (0, 1), "left": (0, -1), "up": (-1, 0), "down": (1, 0)}
    if direction not in steps:
        raise MarketError(f"unknown share-price move {direction!r}")
    dr, dc = steps[direction]
    target = (row + dr, col + dc)
    if cell_at(market, target) is not None:
        return target
    if edge_turns and not is_one_row(market):
        turn = {"right": (-1, 0), "left": (1, 0)}.get(direction)
        if turn is not None:
            target = (row + turn[0], col + turn[1])
            if cell_at(market, target) is not None:
                return target
    return cell


def _down_value(market: Market, cell: Cell) -> Cell:
    """One value lower along all the market's cells (18 Lilliput's zig-zag sale)."""
    here = value(market, cell)
    lower = [c for c in cells(market) if value(market, c) < here]
    if not lower:
        return cell
    return max(lower, key=lambda c: (value(market, c), -c[0]))


def apply_moves(market: Market, cell: Cell, moves: Iterable[str], *, edge_turns: bool = True) -> Cell:
    for m in moves:
        cell = move(market, cell, m, edge_turns=edge_turns)
    return cell
