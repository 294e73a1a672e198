"""Share-price moves on the three market shapes, and undo/redo as 18xx.games applies them."""

from __future__ import annotations

import pytest

from tresham.engine import market as mk
from tresham.engine.history import effective_actions
from tresham.errors import ActionError
from tresham.model.actions import action_from_dict


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


def _a(i, kind, **more):
    return action_from_dict({"type": kind, "entity": 101, "entity_type": "player", "id": i, **more})


def test_undo_and_redo_follow_the_documented_sequence():
    # export-actions.md §4.1: 40 lay, 41 pass, 42 message, 43 undo, 44 undo, 45 redo,
    # 46 buy, 47 undo to 40 -> ..., 40, 42
    acts = [
        _a(40, "pass"),
        _a(41, "pass"),
        _a(42, "message", message="hm"),
        _a(43, "undo"),
        _a(44, "undo"),
        _a(45, "redo"),
        _a(46, "pass"),
        _a(47, "undo", action_id=40),
    ]
    assert [a.id for a in effective_actions(acts)] == [40, 42]


def test_undo_to_zero_keeps_only_messages_and_an_unknown_target_is_an_error():
    acts = [_a(1, "pass"), _a(2, "message", message="x"), _a(3, "pass"), _a(4, "undo", action_id=0)]
    assert [a.id for a in effective_actions(acts)] == [2]
    with pytest.raises(ActionError, match="undo to action 9"):
        effective_actions([_a(1, "pass"), _a(2, "undo", action_id=9)])


def test_a_new_action_after_undo_ends_redo():
    acts = [_a(1, "pass"), _a(2, "undo"), _a(3, "pass"), _a(4, "redo")]
    assert [a.id for a in effective_actions(acts)] == [3]
