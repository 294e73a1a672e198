"""18 Lilliput's start tile is printed once: cut from the start sheet, not again on the tiles sheet."""

from __future__ import annotations

from tresham.data import load_game
from tresham.kit.families import build_tiles, variant
from tresham.kit.paper import PrintSettings


def test_the_start_cell_is_not_printed_again_on_the_tiles_sheet():
    game = load_game("18lilliput")
    result = build_tiles(game, PrintSettings(), variant(game))
    assert result.pieces == game.manifest.physical - 1  # Mildendo, cut from the start sheet
    assert sum(c.count for c in result.counts) == result.pieces  # the checklist counts the same
    start = game.default_map.hexes["0,0"].content
    assert game.tiles["L-mildendo"].content == start  # the one left out is that very cell


def test_a_game_with_a_board_prints_every_tile():
    game = load_game("18mag")
    assert build_tiles(game, PrintSettings(), variant(game)).pieces == game.manifest.physical
