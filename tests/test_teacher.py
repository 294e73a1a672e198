"""What the teacher's examples showed the engine should allow, and the words the stepper uses
for the book's own names."""

from __future__ import annotations

import tresham
from tresham.model.actions import Pass, PlaceToken


def _draft(picks: int) -> tresham.State:
    return tresham.state_from_setup(
        "1824", ["P1", "P2", "P3", "P4"], {"round": {"kind": "town-draft", "picks": picks}}
    )


def test_a_player_may_pass_in_1824s_town_draft_giving_up_that_pick():
    # XII.2 L1022: the players choose how many tokens and where; the snake order is suggested
    state = _draft(3)
    assert "pass" in {a.TYPE for a in tresham.legal_actions(state)}
    passed = tresham.apply(state, Pass(entity="P1", entity_type="player"))
    assert passed.ok and passed.state.round.entity == "P2"
    assert passed.state.board.map == state.board.map  # no town placed
    assert any("places no town token" in e.text for e in passed.events)
    # someone else cannot pass for P2
    assert not tresham.apply(passed.state, Pass(entity="P3", entity_type="player")).ok


def test_a_pass_with_the_last_pick_ends_the_draft():
    first = PlaceToken(entity="P1", entity_type="player", city="B7", token_type="town")
    state = tresham.apply(_draft(2), first)
    assert state.ok
    last = tresham.apply(state.state, Pass(entity="P2", entity_type="player"))
    assert last.ok and any(e.text == "The draft is over" for e in last.events)
    assert last.state.round.kind == "stock" and last.state.round.entity == "P1"
