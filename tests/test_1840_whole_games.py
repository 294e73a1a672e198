"""Whole games of 1840 played through ``legal_actions``, 2 to 6 players, with fixed seeds:
every action taken is one the engine lists, and every game ends after company round 6 (XI
L3192-L3221) and is scored (cash, shares at market price, less 200 G a loan, L3211-L3221).

The chooser is seeded and simple: it prefers doing something to passing. A line's building
step lists every lay on the map, which is slow to compute, so a line mostly builds nothing
(it takes the first of what is listed: the pass) and now and then its first listed lay.
"""

from __future__ import annotations

import itertools
import random

import pytest

import tresham
from tresham.engine import apply, legal_actions
from tresham.model.actions import Pass

LOAN_AT_END = 200


def play(players: int, seed: int, options: tuple[str, ...] = ()) -> tresham.State:
    state = tresham.new_state("1840", [f"P{i}" for i in range(players)], seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(5000):
        if state.end is not None:
            return state
        building = state.round.kind == "line" and state.round.step == "track"
        listed = list(
            itertools.islice(legal_actions(state), (2 if rng.random() < 0.3 else 1) if building else 60)
        )
        assert listed, f"nobody can act in {state.round.label} ({state.round.entity}, {state.round.step})"
        doing = [a for a in listed if not isinstance(a, Pass)]
        action = rng.choice(doing) if doing and rng.random() < 0.7 else rng.choice(listed)
        result = apply(state, action)
        assert result.ok, (action, [v.message for v in result.violations])
        state = result.state
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(
    ("players", "options"), [(2, ()), (3, ()), (3, ("three_player_small",)), (4, ()), (5, ()), (6, ())]
)
def test_a_game_played_through_legal_actions_ends_after_company_round_6_and_is_scored(players, options):
    # three players on the small side of the board, as 18xx.games' option (XII L3239-L3251)
    state = play(players, seed=3, options=options)
    assert (state.rules.map.id == "three") == bool(options)
    over = tresham.game_end(state)
    assert over is not None and over.reason == "last round"
    assert state.round.label == "company round 6"
    for name, score in over.scores.items():
        player = state.player[name]
        shares = sum(
            cert.percent // 10 * (state.price(cert.company) or 0)
            for cert in state.certs.values()
            if cert.owner == name
        )
        privates = sum(p.cost or 0 for p in state.game.privates if state.private_owner(p.id) == name)
        assert score == player.cash + shares + privates - LOAN_AT_END * player.loans
    # one tram company per player was started (VII.5 L1277-L1285), and lines were auctioned
    majors = [c for c in state.companies if state.company_def(c).kind == "major" and state.director(c)]
    assert len(majors) == players
    assert any(cs.owner in majors for cs in state.companies.values())
