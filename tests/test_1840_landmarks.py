"""1840: a city-centre landmark counts only once its red tile is laid.

A tram's route earns +20 through the landmark stop of a private its tram company owns
(L776-780, L2919-2923); the landmark token of a city-centre private goes onto the red tile
laid on its hex (L2436-2438), so the red placeholder hex before that has no landmark. The
site's two-player game (tests/data/games/1840/two-player.json) has no tile on E21 (KK,
Karlskirche) when line 18 runs at action 212 and others: its claims leave E21 out.
"""

from __future__ import annotations

from tresham.data import load_game
from tresham.model.tile import NodeRef
from tresham.rules.board import Placed
from tresham.rules.games import rules_for
from tresham.rules.routes.context import route_context

GAME = load_game("1840")
RULES = rules_for(GAME)


def tags_at(board, hex: str, ref: NodeRef) -> frozenset[str]:
    ctx = route_context(RULES, board, "18", "3", ["KK"])
    return RULES.route_stop(ctx, hex, ref).tags


def test_the_red_placeholder_hex_carries_no_landmark_l2436():
    assert "landmark:KK" not in tags_at(RULES.new_board(), "E21", NodeRef("offboard", 0))


def test_the_red_tile_carries_the_landmark_once_laid_l2436():
    board = RULES.new_board().with_tile("E21", Placed(GAME.tile("L22"), 0))
    assert "landmark:KK" in tags_at(board, "E21", NodeRef("city", 0))


def test_a_landmark_away_from_the_centre_counts_without_any_tile_l776():
    # Schloss Belvedere (SB) is a printed grey stop
    ctx = route_context(RULES, RULES.new_board(), "18", "3", ["SB"])
    assert "landmark:SB" in RULES.route_stop(ctx, "H22", NodeRef("town", 0)).tags
