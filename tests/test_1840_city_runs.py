"""1840: a city corporation's run is not stopped by an interchange full of lines' tokens.

Only a line's route is stopped by an interchange every circle of which holds other lines'
tokens (§IX.2 L2075-2079, L2109-2115); a Stadtbahn's imaginary tram runs the whole laid
stretch of its dotted line and earns every stop and Stadtbahn token on it (§VIII.5.2
L1538-1546). The position is the Donaukanal line D of the site's two-player game
(tests/data/games/1840/two-player.json) before action 315: the line laid from A17 to F24,
lines 4 and 18 in both circles of E23 where D's token was (L2790-2798).
"""

from __future__ import annotations

from tresham.data import load_game
from tresham.model.tile import NodeRef
from tresham.rules.board import Board, Placed, Token
from tresham.rules.games import rules_for
from tresham.rules.routes import best_runs
from tresham.rules.routes.context import route_context

GAME = load_game("1840")
RULES = rules_for(GAME)
E23_CIRCLE = NodeRef("city", 0)
D_LINE = {"B20": ("L2", 2), "C21": ("L9", 1), "D22": ("L4", 2), "E23": ("L12", 0), "F24": ("L31b", 0)}


def d_line_laid(tokens_in_e23: tuple[str, ...]) -> Board:
    board = RULES.new_board()
    for hex, (name, rotation) in D_LINE.items():
        board = board.with_tile(hex, Placed(GAME.tile(name), rotation))
    for token in [t for t in board.tokens if t.hex in ("D22", "E23") and t.company == "D"]:
        board = board.without_token(token)
    for line in tokens_in_e23:
        board = board.with_token(Token(line, "E23", 0))
    return board


def test_the_full_interchange_is_full_for_a_line_without_a_token_there_l2075():
    board = d_line_laid(("4", "18"))
    assert board.city_slots("E23", 0) == 2
    ctx = route_context(RULES, board, "2", "3")
    assert RULES.route_stop(ctx, "E23", E23_CIRCLE).blocked


def test_the_city_corporation_runs_through_it_to_its_terminal_at_f24_l1538():
    board = d_line_laid(("4", "18"))
    ctx = route_context(RULES, board, "D", "3")
    assert not RULES.route_stop(ctx, "E23", E23_CIRCLE).blocked
    best = best_runs(RULES, board, "D", ["City"], "3")
    stops = best.runs[0].stops
    # the whole line, A17 to F24; D22 and E23 hold no token of D and earn nothing (L2069)
    assert [s.hex for s in stops] == ["A17", "A19", "B20", "C21", "D22", "E23", "F24"]
    assert [s.value for s in stops if s.hex in ("D22", "E23")] == [0, 0]
    assert stops[-1].value == 30  # D's terminal circle on L31b, brown face (reference)
    assert best.total == sum(s.value for s in stops) == 120  # the site's figure at action 315


def test_the_run_with_a_circle_left_free_earns_the_same():
    # one token in E23 leaves a circle open: nothing blocks, for D or for a line
    board = d_line_laid(("4",))
    full = d_line_laid(("4", "18"))
    one, two = (best_runs(RULES, b, "D", ["City"], "3").total for b in (board, full))
    assert one == two
    ctx = route_context(RULES, board, "2", "3")
    assert not RULES.route_stop(ctx, "E23", E23_CIRCLE).blocked
