"""Hostile input to the Python API, found by tests/test_fuzz_api.py.

A forced action (``apply(..., force=True)``: recorded play goes on even where it broke a
rule) that names something not there (a share, a company, a train card, a city, a market
cell, a merger partner, an item for sale) or an entity that is not in the game, is not
made: the state stays as it was, an event says why, and the violations say what was
wrong. Before, each of these raised an IndexError, a KeyError or an AssertionError.
"""

from __future__ import annotations

from functools import cache

import pytest

import tresham
from tresham.engine.state import State
from tresham.errors import ActionError
from tresham.scenario import load_example, scenario_state


@cache
def before(example_id: str, action_type: str) -> State:
    """The state of a bundled example just before its first action of ``action_type``."""
    scenario = load_example(example_id)
    state = scenario_state(tresham.load_game(scenario.game), scenario)
    for action in scenario.actions:
        if action_type == action.TYPE:
            return state
        state = tresham.apply(state, action).state
    raise AssertionError(f"{example_id} has no {action_type}")


CASES = [
    ("1862/ex07-director-change-by-sale", {"type": "sell_shares", "entity": "Ann", "shares": ["withhold"]}),
    ("1862/ex07-director-change-by-sale", {"type": "sell_shares", "entity": "A-0", "shares": ["L&E_0"]}),
    ("1862/ex09-sell-after-buying", {"type": "sell_shares", "entity": "Ann", "shares": ["ESR_2", "L&E_1"]}),
    ("18mag/e10-selling-shares", {"type": "buy_shares", "entity": "Q", "shares": ["C24"], "percent": 10}),
    ("1862/ex03-par", {"type": "par", "entity": "Ann", "corporation": "Y&N_0", "share_price": "74"}),
    (
        "1862/ex01-start-by-upgrade",
        {"type": "par", "entity": "Ann", "corporation": "ESR", "share_price": "SVR_6"},
    ),
    (
        "1862/ex03-par",
        {"type": "par", "entity": "NGC", "entity_type": "player", "corporation": "ESR", "share_price": "74"},
    ),
    ("1862/ex12-merger-connection", {"type": "merge", "entity": "FDR", "entity_type": "corporation"}),
    (
        "1862/ex05-merger-one",
        {"type": "choose", "entity": "N&E", "entity_type": "corporation", "choice": "57"},
    ),
    (
        "1862/ex14-merger-assets",
        {"type": "choose", "entity": "ESR", "entity_type": "corporation", "choice": {}},
    ),
    (
        "1824/e9-goods-time-draft",
        {"type": "place_token", "entity": "P1", "city": "UG_6", "token_type": "town"},
    ),
    ("1824/e9-goods-time-draft", {"type": "pass", "entity": "P1"}),
    ("18mag/e8c-snw-mine-car", {"type": "special_buy", "entity": "6", "description": "\x00", "cost": 10}),
    ("1862/ex30-over-the-limit", {"type": "buy_train", "entity": "SVR", "train": "WStI_7", "price": 700}),
    ("1862/ex30-over-the-limit", {"type": "discard_train", "entity": "SVR", "train": "WStI_7"}),
    ("1862/ex28-train-limit-per-type", {"type": "buy_train", "entity": "L&E", "train": "B-4", "price": 280}),
    ("1840/e5-remove-city-token", {"type": "remove_token", "entity": "13", "city": "D_6", "slot": 0}),
]


@pytest.mark.parametrize("example, data", CASES, ids=[f"{e}:{d['type']}" for e, d in CASES])
def test_a_forced_action_that_names_nothing_there_is_not_made(example, data):
    state = before(example, {"discard_train": "buy_train"}.get(data["type"], data["type"]))
    result = tresham.apply(state, data, force=True)
    assert result.violations
    assert result.state is state
    assert [e.kind for e in result.events] == ["skipped"]


@pytest.mark.parametrize("percent", [2**63, 101, -10])
def test_a_percentage_outside_0_to_100_is_bad_input(percent):
    with pytest.raises(ActionError, match=f"key 'percent': expected 0 to 100, got {percent}"):
        tresham.action({"type": "sell_shares", "entity": "Ann", "shares": ["ESR_2"], "percent": percent})


def test_auto_actions_nested_deeply_are_bad_input():
    # before: a RecursionError from about 300 levels on
    action = {"type": "pass", "entity": "Ann", "entity_type": "player"}
    for _ in range(1000):
        action = {"type": "pass", "entity": "Ann", "entity_type": "player", "auto_actions": [action]}
    with pytest.raises(ActionError, match="key 'auto_actions': auto actions nested more than 8 deep"):
        tresham.action(action)


def test_a_choice_nested_deeply_is_bad_input():
    # before: a RecursionError (a JSON file cannot nest so deep; a Python list can)
    choice: list = []
    inner = choice
    for _ in range(100_000):
        inner.append([])
        inner = inner[0]
    with pytest.raises(ActionError, match="key 'choice': lists or objects nested too deeply"):
        tresham.action({"type": "choose", "entity": "Ann", "choice": choice})
