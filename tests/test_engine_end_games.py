"""The ends that each game's own program declares: 18Mag's last phase plus one more stock
round and set of operating rounds (§IX.1 L808, §VI.3.9 L645; two players §X L841), and 18
Lilliput's last round, the 8th, the 9th with three players (L475, L490)."""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import apply
from tresham.model.actions import Pass

P3 = ["Ann", "Bob", "Cy"]


# --------------------------------------------------------------------------- 18Mag
def _mag_end_of_turn(players: list[str], phase: str, **round_fields: int):
    """Minor 2 ends its turn (the last of the round) without buying a train."""
    return tresham.state_from_setup("18mag", players, {
        "phase": phase,
        "markers": {"no train sold:3": 2},  # a third token starts the next phase (L696-L697)
        "round": {"kind": "operating", "entity": "2", "step": "buy_train", **round_fields},
        "players": {players[0]: {"shares": {"2": 100}}},
        "companies": {"2": {"cash": 20}},
    })  # fmt: skip


def test_the_gray_phase_ends_the_game_after_one_more_stock_round_and_set():
    s = _mag_end_of_turn(P3, "Brown", number=4, or_index=1, or_count=2)
    r = apply(s, Pass(entity="2", entity_type="minor"))
    assert r.ok, r.violations
    assert r.state.phase == "Gray" and r.state.round.label == "stock round 5"
    assert r.state.end is None
    ending = r.state.ending
    assert ending is not None and (ending.reason, ending.last_set) == ("last phase", 5)
    assert any(e.kind == "end" and e.text.startswith("The gray phase has begun") for e in r.events)


def test_the_brown_phase_ends_nothing_with_three_players():
    s = _mag_end_of_turn(P3, "Green", number=3, or_index=1, or_count=2)
    r = apply(s, Pass(entity="2", entity_type="minor"))
    assert r.ok and r.state.phase == "Brown" and r.state.ending is None


def test_with_two_players_the_brown_phase_is_the_last():
    # §X (L840-L841): no gray phase; brown sets off the end
    r = apply(_mag_end_of_turn(["Ann", "Bob"], "Green", number=3), Pass(entity="2", entity_type="minor"))
    assert r.ok and r.state.phase == "Brown"
    assert r.state.ending is not None and r.state.ending.reason == "last phase"


def _mag_last_set(or_index: int):
    """Minor 2 ends its turn in an operating round of the set that began in the gray phase."""
    return tresham.state_from_setup("18mag", P3, {
        "phase": "Gray",
        "round": {"kind": "operating", "number": 5, "or_index": or_index, "or_count": 3, "entity": "2",
                  "step": "buy_train"},
        "players": {"Ann": {"shares": {"2": 100}}},
        "companies": {"2": {"cash": 20}},
    })  # fmt: skip


def test_the_set_begun_in_the_gray_phase_is_the_last():
    r = apply(_mag_last_set(3), Pass(entity="2", entity_type="minor"))
    assert r.ok, r.violations
    assert r.state.end is not None and r.state.end.reason == "last phase" and r.state.to_act is None


def test_the_last_set_is_played_to_its_third_round():
    r = apply(_mag_last_set(2), Pass(entity="2", entity_type="minor"))
    assert r.ok and r.state.end is None and r.state.round.label == "OR 5.3"


# --------------------------------------------------------------------------- 18 Lilliput
def _lilliput_last_turn(players: list[str], number: int):
    """The LNR, the only company, ends its run in round ``number``."""
    return tresham.state_from_setup("18lilliput", players, {
        "round": {"kind": "operating", "number": number, "entity": "LNR", "step": "buy_train"},
        "players": {players[0]: {"shares": {"LNR": 50}}},
        "companies": {"LNR": {"cash": 0, "trains": ["2"]}},
    })  # fmt: skip


@pytest.mark.parametrize(("players", "last"), [(["Ann", "Bob"], 8), (P3, 9), (["Ann", "Bob", "Cy", "Di"], 8)])
def test_the_game_ends_after_its_last_round(players, last):
    # L475; three players play 9 rounds (L490)
    r = apply(_lilliput_last_turn(players, last), Pass(entity="LNR", entity_type="corporation"))
    assert r.ok, r.violations
    assert r.state.end is not None and r.state.end.reason == "last round"
    assert r.state.end.cause == f"a game of {len(players)} players lasts {last} rounds"
    refused = apply(r.state, Pass(entity=players[0], entity_type="player"))
    assert [v.rule for v in refused.violations] == ["game.over"]


@pytest.mark.parametrize(("players", "before_last"), [(["Ann", "Bob"], 7), (P3, 8)])
def test_the_round_before_the_last_is_followed_by_the_next(players, before_last):
    r = apply(_lilliput_last_turn(players, before_last), Pass(entity="LNR", entity_type="corporation"))
    assert r.ok and r.state.end is None
    assert r.state.round.label == f"actions round {before_last + 1}"
