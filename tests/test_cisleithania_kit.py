"""The kit of 1824's Cisleithania board (``tresham build 1824 --map cisleithania``): its own
board, and the standard kit's appendix untouched by the second board when it is built alone."""

from __future__ import annotations

from click.testing import CliRunner

from tresham.art.papers.sources import source_notes
from tresham.cli import main
from tresham.data import load_game
from tresham.kit.families import build_map, variant
from tresham.kit.paper import PrintSettings


def test_the_cisleithania_board_is_built_alone_with_its_own_name():
    game = load_game("1824")
    chosen = variant(game, "cisleithania")
    assert [m.id for m in chosen.maps] == ["cisleithania"]
    result = build_map(game, PrintSettings(), chosen)
    assert set(result.posters) == {"1824-map-cisleithania-poster"}
    assert set(result.svgs) == {"map-cisleithania.svg"}
    assert result.sheets


def test_every_board_is_built_without_a_choice():
    game = load_game("1824")
    assert {m.id for m in variant(game).maps} == {"standard", "cisleithania"}


def test_the_appendix_lists_the_hexes_of_the_boards_built():
    game = load_game("1824")
    heads = lambda maps: [h for h, _ in source_notes(game, maps)]  # noqa: E731
    alone = heads(variant(game, "standard").maps)
    both = heads(None)
    cis = f"Map: {game.maps['cisleithania'].name}"
    assert cis in both and cis not in alone
    assert cis in heads(variant(game, "cisleithania").maps)


def test_the_command_line_builds_the_variants_board(tmp_path):
    out = tmp_path / "kit"
    result = CliRunner().invoke(
        main, ["build", "1824", "--map", "cisleithania", "--only", "map", "--out", str(out), "-q"]
    )
    assert result.exit_code == 0, result.output
    assert (out / "1824-map-cisleithania-poster.pdf").exists()
    assert not (out / "1824-map-poster.pdf").exists()
