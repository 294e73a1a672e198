"""Fuzz tests for the Python API: ``tresham.apply`` with mutated actions in the JSON form of
18xx.games exports, forced or not, and ``tresham.state_from_setup`` with mutated setups.

Each action of a bundled example is applied, mutated, to the state before it: a field set
to a wrong type, a huge number or an id that names nothing (a share, train, hex or company
of the wrong game), a field removed or added, the type changed. The API must answer with a
``Result`` (its violations say what is wrong) or raise a ``TreshamError``; nothing else.
``TRESHAM_FUZZ_EXAMPLES`` deepens the run, as for ``test_fuzz.py``.
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import tresham
from tresham.engine.state import State
from tresham.errors import TreshamError
from tresham.model.actions import ACTIONS
from tresham.scenario import example_ids, load_example, scenario_state

from .test_fuzz import FUZZ
from .test_fuzz_replay import KEYS, VALUES, mutate_tree

IDS = example_ids()
# Ids of other games and malformed ones: they name nothing in the state they are sent to.
NAMES = ["Ann", "ESR", "L&E_0", "L&E_99", "BK_0", "2-0", "2-99", "3F", "B9", "B9-0", "E12-0-0",
         "first", "last", "redeem", "payout", "74", "82,1,2", "0,0,0", "SNW grey car", "removed"]  # fmt: skip


def tree_edits(keys: list[str], most: int) -> st.SearchStrategy[list[Any]]:
    """Edits for ``mutate_tree``, with the API's ids among the values."""
    edit = st.tuples(
        st.sampled_from(["set", "delete", "add", "nudge"]),
        st.floats(0, 1),
        st.sampled_from(VALUES + NAMES),
        st.sampled_from(keys),
    )
    return st.lists(edit, min_size=1, max_size=most)


@cache
def states_of(example_id: str) -> tuple[Any, tuple[State, ...]]:
    """An example and the state before each of its steps (and after the last)."""
    scenario = load_example(example_id)
    state = scenario_state(tresham.load_game(scenario.game), scenario)
    states = [state]
    for action in scenario.actions:
        state = tresham.apply(state, action).state
        states.append(state)
    return scenario, tuple(states)


@FUZZ
@given(
    example=st.sampled_from(IDS),
    where=st.floats(0, 1),
    edits=tree_edits(KEYS, 3),
    kind=st.one_of(st.none(), st.sampled_from(sorted(ACTIONS))),
    force=st.booleans(),
)
def test_mutated_actions_through_the_api(example, where, edits, kind, force) -> None:
    scenario, states = states_of(example)
    n = int(where * (len(scenario.actions) - 1))
    data = mutate_tree(scenario.actions[n].to_dict(), edits)
    if kind is not None and isinstance(data, dict):
        data["type"] = kind
    try:
        result = tresham.apply(states[n], data, force=force)
    except TreshamError as exc:
        assert "\n" not in str(exc)
        return
    if result.violations and not force:
        assert result.state is states[n]


SETUP = {
    "phase": "B",
    "priority": "Ann",
    "bank": 5000,
    "round": {"kind": "operating", "entity": "L&E", "step": "route"},
    "players": {"Ann": {"cash": 100, "shares": {"L&E": 50}}, "Bob": {"cash": 100, "shares": {"L&E": 20}}},
    "companies": {"L&E": {"cash": 50, "price": 82, "trains": ["2/3E"], "shares": {"L&E": 20}}},
    "pool": {"L&E": 10},
    "depot": {"C": 2},
    "tiles": [{"hex": "B9", "tile": "790", "rotation": 0}],
    "tokens": [{"hex": "B9", "company": "L&E", "city": 0}],
}


@FUZZ
@given(edits=tree_edits(KEYS + ["cash", "kind", "step", "city", "company"], 4))
def test_mutated_setups_through_the_api(edits) -> None:
    setup = mutate_tree(copy.deepcopy(SETUP), edits)
    try:
        tresham.state_from_setup("1862", ["Ann", "Bob", "Cy"], setup)
    except TreshamError as exc:
        assert "\n" not in str(exc)
