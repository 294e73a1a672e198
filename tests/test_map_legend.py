"""The map's legend names what its hexes mean where the art cannot say it by itself:
1862's ports (blue hexes) and 1840's city-line hexes (orange frames), from ``[legend]``."""

from __future__ import annotations

import shutil

import pytest

from tresham.art.drawing import Text
from tresham.art.map import legend
from tresham.data import load_game
from tresham.data.games import clear_cache, load_game_dir
from tresham.data.toml import data_root
from tresham.errors import DataError


def _words(items) -> list[str]:
    out = []
    for item in items:
        if isinstance(item, Text):
            out.append(item.text)
        out += _words(getattr(item, "items", ()))
    return out


@pytest.mark.parametrize(
    ("gid", "key", "start"), [("1862", "color.blue", "port"), ("1840", "frame.orange", "city-line")]
)
def test_the_legend_says_what_the_maps_words_explain(gid, key, start):
    game = load_game(gid)
    words = game.default_map.legend[key]
    assert words.startswith(start)
    items, _ = legend(game, game.default_map, 3000.0)
    assert any(w.startswith(start) for w in _words(items))


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('"frame.green" = "x"', "no hex of this map is framed in 'green'"),
        ('"colour.blue" = "x"', 'expected a key "frame.<colour>" or "color.<colour>"'),
        ('"color.red" = 3', "expected the legend's words, as text"),
    ],
)
def test_a_legend_key_must_name_what_the_map_has(tmp_path, line, message):
    folder = tmp_path / "1840"
    shutil.copytree(data_root() / "games" / "1840", folder)
    path = folder / "map.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"frame.orange" = ', f'{line}\n"frame.orange" = ', 1), encoding="utf-8")
    clear_cache()
    with pytest.raises(DataError, match="map.toml: legend") as err:
        load_game_dir(folder)
    assert message in str(err.value)
