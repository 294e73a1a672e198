"""Trying a student's move at a pause (``scenario/trial.py``, the stepper's ``l`` and ``t``)."""

from __future__ import annotations

import pytest

from tresham.data import load_game
from tresham.engine import check
from tresham.errors import TreshamError
from tresham.model.actions import BuyShares, BuyTrain
from tresham.scenario import load_example, scenario_state
from tresham.scenario.load import entity_types
from tresham.scenario.stepper import Stepper
from tresham.scenario.trial import legal_moves, read_move, try_move

EXAMPLE = "1824/e7-trade-in"  # SD, to buy the last 5-train, then a 6 trading the 5 in


def start():
    scenario = load_example(EXAMPLE)
    state = scenario_state(load_game(scenario.game), scenario)
    return scenario, state, entity_types(state.game, scenario.players)


def test_a_number_picks_that_move_of_the_legal_list():
    _, state, names = start()
    moves = legal_moves(state)
    assert len(moves) > 1 and read_move("2", state, names) == moves[1]
    with pytest.raises(TreshamError, match=f"no legal move {len(moves) + 1}"):
        read_move(str(len(moves) + 1), state, names)


def test_the_short_form_fills_the_entity_lists_and_numbers():
    _, state, names = start()
    move = read_move("buy_train train=5 price=400", state, names)
    assert move == BuyTrain(entity="SD", entity_type="corporation", train="5", price=400)
    shares = read_move("buy_shares entity=Ann shares=SD_1,SD_2", state, names)
    assert isinstance(shares, BuyShares) and shares.shares == ("SD_1", "SD_2")
    assert shares.entity_type == "player"


def test_json_is_read_as_a_scenario_writes_it():
    _, state, names = start()
    move = read_move('{"type": "buy_train", "train": "5", "price": 400}', state, names)
    assert move == read_move("buy_train train=5 price=400", state, names)


def test_a_move_that_is_not_one_says_why_in_one_line():
    _, state, names = start()
    for text, why in (
        ("fly to=Wien", "no action 'fly'"),
        ("buy_train colour=red", "write key=value"),
        ("{not json", "not JSON"),
        ("buy_train train=5", "missing"),
    ):
        with pytest.raises(TreshamError, match=why):
            read_move(text, state, names)


def test_a_wrong_move_is_refused_with_each_rules_sentence_and_rulebook_section():
    _, state, names = start()
    move = read_move("buy_train train=6 price=600 exchange=5", state, names)
    found = check(state, move)
    assert found  # the 6-train is not on sale before the last 5 is bought
    text = " ".join(try_move(state, move))
    assert "Not legal:" in text
    for v in found:
        assert v.message in text and v.rule in text and v.source in text


def test_a_legal_move_shows_what_it_would_change_and_the_example_goes_on():
    scenario, state, _ = start()
    answers = iter(["t buy_train train=5 price=400", "t 1", ""])
    screens: list[list[str]] = []
    stepper = Stepper(scenario, state, screens.append, lambda prompt: next(answers, None))
    stepper.run()
    tried = screens[1]
    assert "  Legal. It would do this (the example itself does not change):" in tried
    assert any(line.split()[:2] == ["SD", "treasury"] for line in tried)  # the change table
    assert any("(the example plays: SD buys a 5-train for 400 G)" in line for line in tried)
    assert screens[-1][1].startswith("Step 1/")  # Enter still goes on with the book's step 1
    assert stepper.moments[0].before is state


def test_l_lists_the_legal_moves_numbered():
    scenario, state, _ = start()
    answers = iter(["l"])
    screens: list[list[str]] = []
    Stepper(scenario, state, screens.append, lambda prompt: next(answers, None)).run()
    listed = [line for line in screens[1] if line[:6].strip().rstrip(".").isdigit()]
    assert len(listed) == len(legal_moves(state))
