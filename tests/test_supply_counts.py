"""The tiles on the board, counted once and carried from board to board through lays and
tokens: every board of the late game counts what a fresh count of its tiles finds."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tresham.data import load_game
from tresham.rules.board import Board
from tresham.rules.games import rules_for
from tresham.scenario.layout import parse_layout
from tresham.scenario.layout_check import check_layout

LATE = Path(__file__).parent / "data" / "layouts" / "late-18mag.toml"


def test_tile_counts_carried_over_are_fresh_counts():
    report = check_layout(parse_layout(LATE.read_text(encoding="utf-8"), LATE.name))
    supply = report.rules.supply
    boards = [(report.lays[i] if kind == "lay" else report.tokens[i]).board for kind, i in report.order]
    for board in boards[::7] + [boards[-1]]:
        carried = supply.on_board(board)
        fresh = supply.on_board(Board(board.map, dict(board.tiles), board.tokens, board.homes))
        assert {p: n for p, n in carried.items() if n} == {p: n for p, n in fresh.items() if n}
    assert sum(supply.on_board(boards[-1]).values()) == len(boards[-1].tiles)  # 52 hexes built on


def test_whether_a_tile_is_in_the_game_is_kept_as_the_manifest_answers_it():
    for game_id in ("18mag", "1862", "18lilliput"):
        rules = rules_for(load_game(game_id))
        supply = rules.supply
        variants = [frozenset(), *(frozenset({v}) for v in sorted(rules.manifest.replaces))]
        for tile in rules.game.tiles.values():
            for chosen in variants:
                first = supply.not_in_game(tile, chosen)
                assert first == supply._absent(tile, chosen) == supply.not_in_game(tile, chosen)


def test_every_board_of_the_late_game_carries_the_count_of_its_tiles_by_name():
    report = check_layout(parse_layout(LATE.read_text(encoding="utf-8"), LATE.name))
    boards = [(report.lays[i] if kind == "lay" else report.tokens[i]).board for kind, i in report.order]
    for board in boards:
        assert board.tile_counts() == Counter(p.tile.name for p in board.tiles.values())
    assert sum(r.upgrade for r in report.lays) > 0  # tiles covered by upgrades went back
