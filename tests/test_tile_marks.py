"""Tiles that print no number carry their name (and set), so that look-alikes can be told
apart once cut (18 Lilliput's Laputa, Brobdingnag and mine tiles)."""

from __future__ import annotations

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


def test_unnumbered_tiles_carry_their_set_and_city_names():
    game = load_game("18lilliput")
    comps = tile_components(game, game.manifest, PrintSettings())
    variants = {e.name: e.variant for e in game.manifest.entries}
    for c in comps:
        base = c.name.rsplit("-", 1)[0]
        tile = game.tiles[base]
        assert tile.number == ""  # (None: the name is printed as the number)
        texts = _texts(c.front)
        if variants[base]:
            assert variants[base].capitalize() in texts, c.name
        for city in tile.content.cities:
            if city.name:
                assert city.name in texts, c.name
    castle = next(c for c in comps if c.name.startswith("L-castle"))
    plain_city = next(c for c in comps if c.name.startswith("L-city-gt"))
    assert "Castle" in _texts(castle.front) and "Castle" not in _texts(plain_city.front)
    brob = next(c for c in comps if variants[c.name.rsplit("-", 1)[0]] == "brobdingnag")
    assert "Brobdingnag" in _texts(brob.front)


def test_numbered_tiles_are_not_marked_again():
    game = load_game("18mag")
    for c in tile_components(game, game.manifest, PrintSettings()):
        base = c.name.split(" / ")[0].rsplit("-", 1)[0]
        assert _texts(c.front).count(game.tiles[base].number or base) == 1, c.name
