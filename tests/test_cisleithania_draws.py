"""1824 Cisleithania with 2 players: the four stacks of the first stock round (X.3
L919-L933), drawn from the seed as 18xx.games draws them (one coal railway of EPP, EOD, MLB,
then one small pre-Staatsbahn of KK2, SD2, SD3: the lowest of one draw per item)."""

from __future__ import annotations

import pytest

import tresham
from tresham.rules import lcg
from tresham.rules.games.cisleithania import REMOVED_TWO_PLAYERS
from tresham.rules.games.draws_cisleithania import (
    COAL,
    FIRSTS,
    SMALL,
    bond_railway,
    construction_railways,
    draw_stacks,
    stacks,
)
from tresham.rules.games.g1824.economy import COAL_REGIONAL
from tresham.rules.setup_hooks import GameSetup


def drawn(seed: int) -> GameSetup:
    return draw_stacks(GameSetup(seed=seed, rng=lcg.first_state(seed)))


def lowest_of_three(state: int, items: tuple[str, ...]) -> tuple[str, int]:
    """One draw per item, the lowest number wins (worked by hand from the generator)."""
    numbers = []
    for item in items:
        state = lcg.draw(state)
        numbers.append((state, item))
    return min(numbers)[1], state


@pytest.mark.parametrize("seed", [1, 732163147, 2**31 + 5, 123456789])
def test_stack_one_is_the_coal_railway_then_the_small_pre_staatsbahn_the_seed_draws(seed):
    coal, state = lowest_of_three(lcg.first_state(seed), COAL)
    small, state = lowest_of_three(state, SMALL)
    setup = drawn(seed)
    assert set(construction_railways(setup)) == {coal, small}
    assert setup.rng == state  # six draws in all, so later draws go on from there
    assert bond_railway(setup) == COAL_REGIONAL[coal]


def test_the_four_stacks_hold_the_eight_companies_once_each():
    for seed in range(40):
        four = stacks(drawn(seed))
        assert len(four) == 4 and all(len(s) == 2 for s in four)
        assert sorted(c for s in four for c in s) == sorted((*COAL, *SMALL, *FIRSTS))
        first, firsts, smalls, coals = four
        assert len(set(first) & set(COAL)) == 1 and len(set(first) & set(SMALL)) == 1
        assert firsts == FIRSTS and set(smalls) <= set(SMALL) and set(coals) <= set(COAL)


def test_every_coal_railway_and_small_one_can_be_drawn():
    firsts = [construction_railways(drawn(seed)) for seed in range(200)]
    assert {c for pair in firsts for c in pair if c in COAL} == set(COAL)
    assert {c for pair in firsts for c in pair if c in SMALL} == set(SMALL)


def test_nothing_is_drawn_for_three_players():
    state = tresham.new_state("1824", ["A", "B", "C"], seed=5, options=["cisleithania"])
    assert state.setup.offer == ()
    assert state.setup.rng == lcg.first_state(5)


def test_the_variants_rules_draw_the_stacks_for_two_players_only():
    rules = tresham.new_state("1824", ["A", "B", "C"], seed=5, options=["cisleithania"]).rules
    first = GameSetup(seed=5, rng=lcg.first_state(5))
    two = rules.draw_setup(first, 2)
    assert (two.offer, two.rng) == (drawn(5).offer, drawn(5).rng)
    assert two.removed == REMOVED_TWO_PLAYERS  # UG1 and UG are not in the 2-player game (X.1)
    assert rules.draw_setup(first, 3) == first
