"""Tiles that print no number carry their name (and set), so that look-alikes can be told
apart once cut (18 Lilliput's Laputa, Brobdingnag and mine tiles)."""

from __future__ import annotations

from collections import Counter

from tresham.art.drawing import Group, Text
from tresham.data import load_game
from tresham.kit.paper import PrintSettings
from tresham.kit.tiles import tile_components


def _texts(group) -> list[str]:
    out = []
    for item in group.items:
        if isinstance(item, Text):
            out.append(item.text)
        elif isinstance(item, Group):
            out += _texts(item)
    return out


def test_every_unnumbered_tile_is_marked_and_no_two_marks_are_alike():
    game = load_game("18lilliput")
    comps = tile_components(game, game.manifest, PrintSettings())
    marks: dict[str, tuple[str, ...]] = {}
    for c in comps:
        base = c.name.rsplit("-", 1)[0]
        tile = game.tiles[base]
        assert tile.number == ""  # (None: the name is printed as the number)
        texts = _texts(c.front)
        assert base in texts, c.name
        marks[base] = tuple(texts)
    laputa = [marks[n] for n in marks if n.startswith("L-laputa")]
    assert len(laputa) == 4 and len(set(laputa)) == 4
    assert all("Brobdingnag" in marks[e.name] for e in game.manifest.entries if e.variant == "brobdingnag")
    assert Counter(marks.values()).most_common(1)[0][1] == 1  # every tile's mark is its own


def test_numbered_tiles_are_not_marked_again():
    game = load_game("18mag")
    for c in tile_components(game, game.manifest, PrintSettings()):
        base = c.name.split(" / ")[0].rsplit("-", 1)[0]
        assert _texts(c.front).count(game.tiles[base].number or base) == 1, c.name
