"""What a token's check keeps to go fast answers as the plain code does: a token result's
init made by quick_init is the frozen dataclass its fields say, and a restated home, answered
at once on a hex where nothing was set out, is judged as the plain comparison of tokens
(boards of the late 18Mag game, random companies, hexes and cities)."""

from __future__ import annotations

import random
from dataclasses import FrozenInstanceError
from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.rules.board import Board, Token
from tresham.rules.games import rules_for
from tresham.rules.tokens import restates_home
from tresham.scenario.layout import parse_layout
from tresham.scenario.layout_check import TokenResult, check_layout

LATE = Path(__file__).parent / "data" / "layouts" / "late-18mag.toml"


@pytest.fixture(scope="module")
def late():
    return check_layout(parse_layout(LATE.read_text(encoding="utf-8"), LATE.name))


def test_a_token_result_is_still_the_frozen_dataclass_its_fields_say():
    # (its __init__ is made by quick_init: fields, defaults, eq, hash, repr and frozenness hold)
    token = Token("1", "E12", 0)
    board = Board(rules_for(load_game("18mag")).map)
    a = TokenResult(3, token, (), None, 40)
    b = TokenResult(3, token, cost=40, board=board)
    assert a == b and hash(a) == hash(b)  # (the board is not compared)
    assert (a.index, a.token, a.violations, a.cost, a.removed, a.fee) == (3, token, (), 40, None, 0)
    assert b.board is board and a != TokenResult(3, token, (), None, 40, fee=5)
    assert repr(a) == f"TokenResult(index=3, token={token!r}, violations=(), cost=40, removed=None, fee=0)"
    with pytest.raises(FrozenInstanceError):
        a.cost = 1  # type: ignore[misc]


def test_restating_a_home_is_judged_as_by_comparing_tokens(late):
    # restates_home answers at once where nothing was set out: as the plain comparison does
    first = late.rules.new_board(late.layout.owners)
    boards = [(late.lays[i] if kind == "lay" else late.tokens[i]).board for kind, i in late.order]
    rng = random.Random(5)
    companies = sorted({c.id for c in late.rules.game.companies})
    hexes = sorted({t.hex for t in first.tokens} | {t.hex for t in boards[-1].tokens})
    asked = said = 0
    for board in boards[::10]:
        for _ in range(40):
            company, hex, city = rng.choice(companies), rng.choice(hexes), rng.randrange(3)
            token = Token(company, hex, city)
            # (set out there as a home, and the company's home still in the hex: a tile may
            # have moved it to another of its cities)
            still = any(t.company == company and t.home for t in board.tokens_at(hex))
            plain = any(t == token and t.home for t in first.tokens_at(hex)) and still
            assert restates_home(first, board, company, hex, city) == plain
            asked, said = asked + 1, said + plain
        for t in first.tokens:
            plain = t.home and any(u.company == t.company and u.home for u in board.tokens_at(t.hex))
            assert restates_home(first, board, t.company, t.hex, t.city) == plain
            said += plain
    assert asked > 100 and said > 10
