"""18Mag played whole through ``legal_actions``, for 2 to 6 players: from the draft to the end
of the last phase's set, then scored (§IX L808-L814; two players §X L841).

The chooser is seeded and simple: it buys the dearest train it may, runs the best run listed,
takes a share, a draft pick or a dividend half the time, lays a tile now and then, and
otherwise passes. Every action it takes is one ``legal_actions`` listed, so ``apply`` must
accept it."""

from __future__ import annotations

import random

import pytest

import tresham
from tresham.engine.scores import player_values
from tresham.rules.games.g18mag.economy import FINAL_OPERATING_ROUNDS

MOST_ACTIONS = 1500


def _choose(rng: random.Random, actions: list[tresham.Action]) -> tresham.Action:
    def of(kind: str) -> list[tresham.Action]:
        return [a for a in actions if kind == a.TYPE]

    if of("buy_train"):
        return max(of("buy_train"), key=lambda a: getattr(a, "price", 0))
    if of("run_routes"):
        return of("run_routes")[0]  # the best run is listed first
    chosen = [a for a in actions if a.TYPE in ("bid", "buy_shares", "dividend")]
    if chosen and rng.random() < 0.5:
        return rng.choice(chosen)
    if of("lay_tile") and rng.random() < 0.15:
        return rng.choice(of("lay_tile"))
    return (of("pass") or actions)[0]


def _play(players: int, seed: int) -> tuple[tresham.State, int, set[tuple[int, int]]]:
    rng = random.Random(seed)
    state = tresham.new_state("18mag", [f"P{i}" for i in range(1, players + 1)], seed=seed)
    rounds: set[tuple[int, int]] = set()
    for n in range(MOST_ACTIONS):
        if tresham.game_end(state) is not None:
            return state, n, rounds
        if state.round.kind == "operating":
            rounds.add((state.round.number, state.round.or_index))
        actions = tresham.legal_actions(state)
        assert actions, f"nothing to do in {state.round}"
        result = tresham.apply(state, _choose(rng, actions))
        assert not result.violations, result.violations
        state = result.state
    raise AssertionError(f"{players} players: no end after {MOST_ACTIONS} actions ({state.round})")


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_game_reaches_the_end_of_its_last_phase_and_is_scored(players):
    state, _, rounds = _play(players, seed=players)
    over = tresham.game_end(state)
    assert over is not None and over.reason == "last phase"
    last = "Brown" if players == 2 else "Gray"
    assert state.phase == last
    # the last set: three operating rounds after one more stock round (L808, L841)
    final_set = max(number for number, _ in rounds)
    assert {i for number, i in rounds if number == final_set} == set(range(1, FINAL_OPERATING_ROUNDS + 1))
    assert over.scores == player_values(state)
    best = max(over.scores.values())
    assert set(over.winners) == {p for p, v in over.scores.items() if v == best}
