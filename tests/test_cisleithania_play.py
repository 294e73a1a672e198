"""Three players on the Cisleithania map played through ``tresham.legal_actions`` with a
seeded chooser: every action offered is accepted, the first stock round gives way to the
operating rounds, and the money stays whole. (A whole game to the broken bank takes about
2,000 actions, a minute or more: too long for the suite; see the branch's report.)"""

from __future__ import annotations

import random

import pytest

import tresham
from tresham.engine.apply import apply

PLAYERS = ["Ann", "Bob", "Cy"]
ACTIONS = 120


def total_money(state) -> int:
    return (
        state.bank
        + sum(state.player[p].cash for p in state.players)
        + sum(c.cash for c in state.companies.values())
    )


@pytest.mark.parametrize("seed", [3, 11])
def test_a_seeded_game_plays_on_through_its_legal_actions(seed):
    state = tresham.new_state("1824", PLAYERS, seed=seed, options=["cisleithania"])
    money = total_money(state)
    rng = random.Random(seed)
    kinds = set()
    for _ in range(ACTIONS):
        offered = tresham.legal_actions(state)
        assert offered, f"nothing to do in {state.round}"
        busy = [a for a in offered if a.TYPE != "pass"]
        action = rng.choice(busy) if busy and rng.random() < 0.8 else rng.choice(offered)
        result = apply(state, state.keyed(action))
        assert result.ok, (action, result.violations)
        state = result.state
        kinds.add(state.round.kind)
        assert total_money(state) == money  # nothing made or lost: the bank pays and is paid
    assert {"stock", "operating"} <= kinds
