"""Undo and redo over a recorded game (export-actions.md §4.1): which entries apply."""

from __future__ import annotations

import pytest

from tresham.errors import ActionError
from tresham.model.actions import actions_from_list
from tresham.model.history import effective_actions


def act(id: int, type: str = "pass", **fields) -> dict:
    entity = fields.pop("entity", "7")
    return {"type": type, "id": id, "entity": entity, "entity_type": "minor", **fields}


def lay(id: int) -> dict:
    return act(id, "lay_tile", hex="E12", tile="57-0", rotation=0)


def applied(*raw: dict) -> list[int | None]:
    return [a.id for a in effective_actions(actions_from_list(list(raw)))]


def test_the_reference_walkthrough():
    # export-actions.md §4.1: ids 40-47
    raw = [
        lay(40),
        act(41),
        act(42, "message", message="hi"),
        act(43, "undo"),
        act(44, "undo"),
        act(45, "redo"),
        act(46, "buy_train", train="2-0", price=80),
        act(47, "undo", action_id=40),
    ]
    assert applied(*raw) == [40, 42]
    assert applied(*raw[:6]) == [40, 42]  # 44 undid 40 (skipping the message), 45 redid it
    assert applied(*raw[:4]) == [40, 42]
    assert applied(*raw[:7]) == [40, 42, 46]


def test_a_new_action_ends_any_redo():
    assert applied(act(1), act(2), act(3, "undo"), act(4), act(5, "redo")) == [1, 4]


def test_undo_to_an_id_and_redo_of_that_group():
    raw = [act(1), act(2), act(3), act(4, "undo", action_id=1)]
    assert applied(*raw) == [1]
    assert applied(*raw, act(5, "redo")) == [1, 2, 3]


def test_undo_to_zero_undoes_everything_but_messages():
    raw = [act(1), act(2, "message", message="gl"), act(3), act(4, "undo", action_id=0)]
    assert applied(*raw) == [2]


def test_messages_are_never_undone_and_keep_the_redo_stack():
    raw = [act(1), act(2), act(3, "undo"), act(4, "message", message="oops"), act(5, "redo")]
    assert applied(*raw) == [1, 2, 4]


def test_auto_actions_share_their_parents_fate():
    parent = act(
        1, "program_share_pass", auto_actions=[{"type": "pass", "entity": "7", "entity_type": "player"}]
    )
    kept = effective_actions(actions_from_list([parent, act(2), act(3, "undo")]))
    assert [a.id for a in kept] == [1] and len(kept[0].auto_actions) == 1
    assert applied(parent, act(2, "undo")) == []


def test_ids_with_gaps_are_targets_not_positions():
    assert applied(act(10), act(20), act(30), act(31, "undo", action_id=10)) == [10]


def test_undo_with_nothing_left_and_redo_with_nothing_undone_change_nothing():
    assert applied(act(1, "undo"), act(2)) == [2]
    assert applied(act(1), act(2, "redo")) == [1]


def test_an_undo_to_a_missing_action_is_an_error():
    with pytest.raises(ActionError, match=r"action 3: key 'action_id': undo to action 9"):
        effective_actions(actions_from_list([act(1), act(2), act(3, "undo", action_id=9)]))
