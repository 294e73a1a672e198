from pathlib import Path

import pytest
from click.testing import CliRunner

from tresham.cli import main
from tresham.data import load_library, load_tile_file
from tresham.data.tiles import library_files
from tresham.errors import DataError
from tresham.model.tile import NodeRef


def write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "tiles.toml"
    p.write_text(text, encoding="utf-8")
    return p


def test_every_library_file_loads():
    lib = load_library(None)
    assert {"common", "18mag", "1824", "1840", "1862", "18lilliput"} <= set(library_files())
    assert len(lib) > 200


def test_reference_tiles_have_their_geometry():
    lib = load_library("1824")
    t57 = lib["57"]
    assert t57.color == "yellow"
    assert len(t57.content.cities) == 1
    assert t57.content.exits() == {0, 3}
    t14 = lib["14"]
    assert t14.content.cities[0].slots == 2 and t14.content.cities[0].revenue == 30
    assert load_library("18mag")["8858"].label == "OO"
    assert len(load_library("18mag")["8858"].content.cities) == 2


def test_same_number_can_differ_between_games():
    # 18Mag's 8860 and 1840's 8860 are both OO tiles but with different track
    assert load_library("18mag")["8860"] != load_library("1840")["8860"]


def test_game_tiles_cover_each_games_manifest(games):
    for g in games.values():
        for man in g.manifests.values():
            for name in man.side_names():
                assert name in g.tiles, (g.id, name)


def test_lilliput_tiles_are_square():
    lib = load_library("18lilliput")
    square = [t for t in lib.values() if t.shape == "square"]
    assert len(square) >= 40
    assert all(max(t.content.exits(), default=0) <= 3 for t in square)


def test_path_ends_are_edges_and_nodes(tmp_path):
    tiles = load_tile_file(
        write(tmp_path, '["X"]\ncolor = "green"\ntowns = [{revenue = 10}]\npaths = ["0-t0", "t0-3"]\n')
    )
    (p0, p1) = tiles["X"].content.paths
    assert p0.a == 0 and p0.b == NodeRef("town", 0)
    assert p1.b == 3


@pytest.mark.parametrize(
    "body, message",
    [
        ('["9"]\ncolor = "yellow"\npath = ["0-3"]\n', "unknown key 'path'"),
        ('["9"]\ncolor = "yellow"\npaths = ["0-7"]\n', "edge 7 is out of range 0-5"),
        ('["57"]\ncolor = "yellow"\ncities = [{revenue = 20}]\npaths = ["0-c1"]\n', "only 1 city defined"),
        ('["9"]\ncolor = "mauve"\npaths = ["0-3"]\n', "unknown colour 'mauve'"),
        ('["9"]\npaths = ["0-3"]\n', "missing key 'color'"),
        ('["9"]\ncolor = "yellow"\npaths = ["0-3-4"]\n', "bad path"),
        ('["9"]\ncolor = "yellow"\npaths = [0]\n', "expected a table"),
        ('["9"\ncolor = "yellow"\n', "not valid TOML"),
        ('["S"]\nshape = "square"\ncolor = "yellow"\npaths = ["0-4"]\n', "out of range 0-3"),
    ],
)
def test_broken_tile_files_name_file_and_tile(tmp_path, body, message):
    path = write(tmp_path, body)
    with pytest.raises(DataError) as err:
        load_tile_file(path)
    text = str(err.value)
    assert message in text
    assert "tiles.toml" in text
    if "TOML" not in message:
        assert "tile " in text


def test_cli_reports_a_broken_tile_file_in_one_line(tmp_path):
    path = write(tmp_path, '["57"]\ncolor = "yellow"\ncities = [{revenue = 20}]\npaths = ["0-c0", "c0-9"]\n')
    result = CliRunner().invoke(main, ["tile", "57", "--tiles", str(path), "-o", str(tmp_path / "t.svg")])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1
    assert "tiles.toml" in lines[0] and "tile 57" in lines[0] and "edge 9" in lines[0]
    assert "Traceback" not in result.output
    assert not (tmp_path / "t.svg").exists()


def test_numbers_two_games_draw_differently_need_a_game():
    # 18Mag's 8858 is not 1840's 8858: without a game the number names no one tile
    from tresham.data.tiles import ambiguous_tiles

    ambiguous = ambiguous_tiles()
    assert ambiguous["8858"] == ("1840", "18mag")
    assert "8858" not in load_library(None)
    assert "57" in load_library(None)
    result = CliRunner().invoke(main, ["tile", "8858", "-o", "unused.svg"])
    assert result.exit_code != 0
    assert "differs between 1840 and 18mag" in result.output
    assert "--game" in result.output


def test_a_game_file_may_not_redefine_a_common_tile(tmp_path):
    import shutil

    from tresham.data.toml import data_root

    root = tmp_path / "data"
    shutil.copytree(data_root() / "tiles", root / "tiles")
    own = root / "tiles" / "1824.toml"
    own.write_text(own.read_text(encoding="utf-8") + '\n["57"]\ncolor = "yellow"\npaths = ["0-3"]\n')
    with pytest.raises(DataError, match="differently"):
        load_library("1824", root)
