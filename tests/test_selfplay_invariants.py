"""The invariants self-play checks (tresham.bots.invariants): each one holds on a state set
up by the rules and is reported once the state is broken on purpose."""

from __future__ import annotations

import random
from dataclasses import replace
from types import MappingProxyType

import pytest

import tresham
from tresham.bots import Box, invariant_problems, probe_unoffered
from tresham.bots.invariants import offered_refused
from tresham.engine import TrainCard
from tresham.model.actions import LayTile, Pass
from tresham.rules.board import Placed


@pytest.fixture(scope="module")
def rail():
    return tresham.new_state("1862", ["Ann", "Bob", "Cy"], seed=1)


def test_a_fresh_game_keeps_every_invariant(rail):
    assert invariant_problems(rail, Box.of(rail)) == []


def test_money_out_of_nowhere_is_reported(rail):
    box = Box.of(rail)
    richer = rail.update_player("Ann", cash=rail.player["Ann"].cash + 10)
    assert invariant_problems(richer, box) == [
        f"money is not conserved: {box.money + 10} in play, {box.money} at the start"
    ]


def test_money_is_not_counted_with_an_unlimited_bank():
    mag = tresham.new_state("18mag", ["Ann", "Bob"], seed=1)
    box = Box.of(mag)
    assert box.money is None
    assert invariant_problems(mag.update_player("Ann", cash=mag.player["Ann"].cash + 10), box) == []


def test_certificates_that_do_not_add_up_are_reported(rail):
    cert = rail.certs["ESR_1"]
    broken = rail.with_certs(replace(cert, percent=cert.percent + 10))
    assert invariant_problems(broken, Box.of(rail)) == ["ESR's certificates add up to 110%, not 100%"]


def test_a_certificate_held_by_nobody_in_the_game_is_reported(rail):
    broken = rail.with_certs(replace(rail.certs["ESR_1"], owner="Zed"))
    assert invariant_problems(broken, Box.of(rail)) == [
        "certificate ESR_1 is held by 'Zed', who is not in the game"
    ]


def test_cash_below_zero_is_reported(rail):
    box = Box.of(rail)
    broken = rail.update_player("Ann", cash=-5).update_company("ESR", cash=5 + rail.player["Ann"].cash)
    assert invariant_problems(broken, box) == ["Ann has -5 in cash"]


def test_more_station_tokens_than_the_box_are_reported(rail):
    box = Box.of(rail)
    most = box.tokens["ESR"]
    assert invariant_problems(rail.update_company("ESR", tokens=most), box) == []
    assert invariant_problems(rail.update_company("ESR", tokens=most + 1), box) == [
        f"ESR has {most + 1} station tokens (on the board and its charter); the box has {most}"
    ]


def test_more_trains_than_the_box_are_reported(rail):
    box = Box.of(rail)
    group, most = next(iter(box.trains.items()))
    extra = TrainCard(f"{group}-{most + 5}", group)
    trains = dict(rail.trains)
    trains[extra.id] = extra
    broken = replace(rail, trains=MappingProxyType(trains))
    assert invariant_problems(broken, box) == [
        f"{most + 1} {group}-train cards are in the game; the box has {most}"
    ]


def test_more_tiles_than_the_box_are_reported():
    state = tresham.new_state("1824", ["Ann", "Bob", "Cy"], seed=1)
    box = Box.of(state)
    supply = state.rules.supply
    single = next(e.name for e in supply.manifest.entries if e.count == 1 and not e.variant_of)
    tile = state.game.tile(single)
    board = state.board
    free = [h for h in state.rules.map.hexes if board.placed(h) is None]
    board = board.with_tile(free[0], Placed.turned(tile, 0, None, tile.content))
    assert invariant_problems(replace(state, board=board), box) == []
    board = board.with_tile(free[1], Placed.turned(tile, 0, None, tile.content))
    assert invariant_problems(replace(state, board=board), box) == [
        f"2 copies of tile {single} are on the board; the box has 1"
    ]


def test_an_offered_action_apply_refuses_is_reported(rail):
    rng = random.Random(1)
    legal = tresham.legal_actions(rail)
    assert offered_refused(rail, legal, rng, 0) == []
    wrong = Pass(entity="Bob", entity_type="player")  # not Bob's turn
    assert offered_refused(rail, [wrong], rng, 0) == [
        "offered pass(entity=Bob) is refused by apply (turn.out-of-turn)"
    ]


def test_an_action_check_accepts_but_not_offered_is_reported(rail):
    rng = random.Random(1)
    legal = tresham.legal_actions(rail)
    assert probe_unoffered(rail, legal, rng, 5) == []
    passing = Pass(entity="Ann", entity_type="player")
    others = [a for a in legal if a != passing]
    # Bob's pass changed to Ann's (the player to act) is accepted, yet not offered now
    found = probe_unoffered(rail, [*others, Pass(entity="Bob", entity_type="player")], rng, len(legal) + 1)
    assert "pass(entity=Ann) is accepted by check but not offered" in found


def test_a_lay_that_looks_the_same_at_another_rotation_is_not_reported():
    state = tresham.state_from_setup(
        "18mag",
        ["Ann", "Bob"],
        {
            "phase": "Yellow",
            "round": {"kind": "operating", "entity": "1", "step": "track"},
            "players": {"Ann": {"shares": {"1": 100}}},
            "companies": {"1": {"cash": 100, "trains": ["2"]}},
            "tiles": [{"hex": "E12", "tile": "L33", "rotation": 2}],
            "tokens": [{"hex": "E12", "company": "1", "city": 0}],
        },
    )
    legal = tresham.legal_actions(state)
    lays = [a for a in legal if isinstance(a, LayTile)]
    assert lays
    # every rotation check accepts is offered, or lays the same track as one offered
    assert probe_unoffered(state, lays, random.Random(2), len(lays)) == []
