"""Whole games of 18 Lilliput played through ``legal_actions`` by 1, 2, 3 and 4 players,
from the set-up draft to the score: the game ends after its last round (L475, L490) and each
player's score is his cash, his shares at their price and £20 for each unused Dimen's Land
Copy (L480-L482). The solo game is played against Gulliver (L541-L630), whose score counts
his cash and shares.

The chooser is simple and seeded: it looks at the first actions ``legal_actions`` lists
(enough for a choice, fast), and prefers buying a train, then the best run and paying out,
then anything but a pass."""

from __future__ import annotations

import random
from itertools import islice

import pytest

import tresham
from tresham.engine import apply, new_state
from tresham.engine.end import game_end
from tresham.engine.games.g18lilliput.gulliver import GULLIVER
from tresham.engine.scores import share_price

NAMES = ["Ann", "Bob", "Cy", "Di"]
COPY = "Dimen's Land Copy"


def choose(state, rng: random.Random):
    listed = list(islice(tresham.legal_actions(state), 40))
    assert listed, f"nobody can act in {state.round.label}"
    for kind in ("buy_train", "run_routes"):
        found = [a for a in listed if kind == a.TYPE]
        if found:
            return found[0]
    pays = [a for a in listed if a.TYPE == "dividend" and a.kind == "payout"]
    if pays:
        return pays[0]
    doing = [a for a in listed if a.TYPE != "pass"]
    return rng.choice(doing if doing and rng.random() < 0.8 else listed)


def play(players: int, seed: int):
    rng = random.Random(seed)
    state = new_state(tresham.load_game("18lilliput"), NAMES[:players], seed=seed)
    rounds_seen = set()
    for _ in range(4000):
        if state.end is not None:
            break
        rounds_seen.add(state.round.number)
        result = apply(state, choose(state, rng))
        assert result.ok, result.violations
        state = result.state
    return state, rounds_seen


def score_by_the_book(state, who: str) -> int:
    """L480-L482: cash, each share at its price, £20 a copy; treasuries count for nobody."""
    value = state.player[who].cash + 20 * state.player[who].items.get(COPY, 0)
    for cert in state.certs.values():
        if cert.owner == who:
            value += cert.percent // 10 * share_price(state, cert.company)
    return value


@pytest.mark.parametrize(("players", "seed", "last"), [(1, 11, 8), (2, 12, 8), (3, 13, 9), (4, 14, 8)])
def test_a_whole_game_reaches_its_last_round_and_is_scored_by_the_book(players, seed, last):
    state, rounds_seen = play(players, seed)
    over = game_end(state)
    assert over is not None and over.reason == "last round"
    assert max(rounds_seen) == last and state.round.number == last
    everyone = [*NAMES[:players], *([GULLIVER] if players == 1 else [])]
    assert list(over.scores) == everyone
    assert dict(over.scores) == {p: score_by_the_book(state, p) for p in everyone}
    best = max(over.scores.values())
    assert over.winners == tuple(p for p in everyone if over.scores[p] == best)
    assert any(state.trains_of(c) for c in state.companies)  # trains were bought and ran
