"""The walk towards one goal answers as the whole walk does: on every board of the layouts
kept for the five games, and on random boards of each game (any tile at any rotation on
any hex, tokens in random cities, so full cities, terminal paths and off-boards turn up)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.errors import TreshamError
from tresham.model.tile import NodeRef
from tresham.rules.board import Board, Placed, Token
from tresham.rules.games import rules_for
from tresham.rules.goal_walk import reaches_goal
from tresham.rules.network import reaches, stations, trace
from tresham.scenario.layout import load_layout
from tresham.scenario.layout_check import check_layout

DATA = Path(__file__).parent / "data"
LAYOUTS = sorted(
    p for p in [*DATA.glob("layouts/*.toml"), *DATA.glob("audit/*/*.toml")] if p.name != "expect.toml"
)
GAMES = ("18mag", "1824", "1840", "1862", "18lilliput")


def boards_of(path: Path) -> tuple[object, list[Board]]:
    """The rules and every board a layout passes through (every item applied)."""
    try:
        report = check_layout(load_layout(path), force=True)
    except TreshamError:
        return None, []  # (the layouts kept to be refused)
    items = [report.lays[i] if kind == "lay" else report.tokens[i] for kind, i in report.order]
    return report.rules, [b for b in (it.board for it in items) if b is not None]


def agree(rules, board: Board, company: str, rng: random.Random, hexes: int) -> tuple[int, int]:
    """Ask the goal walk about goals near and far, and compare with the whole walk: a lay's
    edges (some hex and edges) and a token's city (every centre of the hex). The number of
    lay goals asked, and of those reached."""
    ok = rules.traversable
    starts = stations(board, company)
    whole = trace(board, company, starts, ok)
    asked = reached = 0
    near = sorted(whole.arrivals)
    pool = sorted(rules.map.hexes) if rules.map.bounded else sorted({*near, *board.tiles})
    for hex in rng.sample(pool, min(hexes, len(pool))) + rng.sample(near, min(hexes, len(near))):
        edges = frozenset(rng.sample(range(board.grid.edges), rng.randint(1, 3)))
        got = reaches_goal(board, company, starts, ok, hex, edges)
        assert got == bool(edges & whole.arrivals.get(hex, set())), (company, hex, sorted(edges))
        reached += got
        for node in board.content(hex).node_refs():
            got = reaches_goal(board, company, starts, ok, hex, node=node)
            assert got == whole.entered(hex, node), (company, hex, node)
        asked += 1
    for hex, city in starts:  # a station's own city is entered where it stands
        node = NodeRef("city", 0 if city is None else city)
        assert reaches_goal(board, company, starts, ok, hex, node=node) == whole.entered(hex, node)
    return asked, reached


@pytest.mark.parametrize("path", LAYOUTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_on_every_board_of_the_kept_layouts(path):
    rules, boards = boards_of(path)
    rng = random.Random(path.name)
    for board in boards[:: max(1, len(boards) // 6)]:
        for company in sorted({t.company for t in (*board.tokens, *board.homes)}):
            agree(rules, board, company, rng, 3)


def random_board(game_id: str, rng: random.Random) -> tuple[object, Board]:
    """A board of ``game_id`` with tiles of every colour anywhere and tokens anywhere."""
    rules = rules_for(load_game(game_id))
    board = rules.new_board()
    tiles = [t for t in rules.game.tiles.values() if t.edge_count == board.grid.edges and t.content.paths]
    hexes = (
        sorted(rules.map.hexes)
        if rules.map.bounded
        else [f"{x},{y}" for x in range(-4, 5) for y in range(-4, 5)]
    )
    for hex in rng.sample(hexes, min(len(hexes), 60)):
        board = board.with_tile(hex, Placed(rng.choice(tiles), rng.randrange(board.grid.edges)))
    companies = [c.id for c in rules.game.companies]
    for _ in range(25):
        hex = rng.choice(hexes)
        cities = board.content(hex).cities
        if cities:
            board = board.with_token(Token(rng.choice(companies), hex, rng.randrange(len(cities))))
    return rules, board


@pytest.mark.parametrize("game_id", GAMES)
def test_on_random_boards_of_each_game(game_id):
    rng = random.Random(game_id)
    asked = reached = 0
    for _ in range(4):
        rules, board = random_board(game_id, rng)
        for company in rng.sample(sorted({t.company for t in (*board.tokens, *board.homes)}), 4):
            a, r = agree(rules, board, company, rng, 6)
            asked, reached = asked + a, reached + r
    assert asked > 60 and 10 < reached < asked - 10  # goals reached and not


def test_a_board_asked_twice_walks_everything_and_answers_alike():
    # the first question of a board walks towards its goal; a second walks the whole
    # network once and keeps it (legal asks hundreds): both answer as the whole walk does
    rng = random.Random(7)
    rules, board = random_board("18mag", rng)
    ok = rules.traversable
    for company in sorted({t.company for t in board.tokens})[:4]:
        whole = trace(board, company, stations(board, company), ok)
        for hex in rng.sample(sorted(rules.map.hexes), 12):
            edges = frozenset(rng.sample(range(6), 2))
            want = bool(edges & whole.arrivals.get(hex, set()))
            assert reaches(board, company, ok, hex, edges) == want
            assert reaches(board, company, ok, hex, edges) == want
