"""1824 played through ``legal_actions``: from the set-up, a simple chooser picking among
the listed actions plays the first stock round and the first operating round, and every
action it picks is accepted.

Not a whole game: with such a chooser 1824 never reaches its end (the bank is never broken:
dividends on the bank's shares go back to it, L697-L699, and emergency buys drain the
players), and a whole game through ``legal_actions`` takes minutes, since each track step
lists every lay on the map.
"""

from __future__ import annotations

import itertools
import random

import pytest

import tresham
from tresham.engine import apply

PREFERRED = ("buy_train", "run_routes", "dividend", "special_buy", "buy_company", "par", "buy_shares")


def choose(state, rng: random.Random):
    listed = list(itertools.islice(tresham.legal_actions(state), 60))
    assert listed, f"nothing is listed for {state.to_act} in {state.round.label}"
    by_type: dict[str, list] = {}
    for a in listed:
        by_type.setdefault(a.TYPE, []).append(a)
    for kind in PREFERRED:
        if kind in by_type:
            return rng.choice(by_type[kind])
    if "lay_tile" in by_type:
        return rng.choice(by_type["lay_tile"])
    return by_type.get("pass", listed)[0]


@pytest.mark.parametrize("seed, players", [(1, 3), (2, 4)])
def test_a_game_through_legal_actions_plays_its_first_stock_and_operating_rounds(seed, players):
    rng = random.Random(seed)
    state = tresham.new_state("1824", [f"P{i}" for i in range(1, players + 1)], seed=seed)
    seen = set()
    for _ in range(400):
        seen.add((state.round.kind, state.round.number))
        if state.round.kind == "stock" and state.round.number == 2:
            break
        action = choose(state, rng)
        result = apply(state, action)
        assert result.ok, (action, result.violations)
        state = result.state
    assert ("operating", 1) in seen and (state.round.kind, state.round.number) == ("stock", 2)
    owned = [c for c, cs in state.companies.items() if cs.floated and not cs.closed]
    assert owned, "the first stock round sold nothing"
