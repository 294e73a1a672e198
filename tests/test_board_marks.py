"""A token placed on the rendered board is marked apart from the homes printed on the map,
visibly on every token colour."""

from __future__ import annotations

import pytest

from tresham.art.board import LaidTile, Station, _station_items
from tresham.art.drawing import Circle, Group
from tresham.art.palette import contrast
from tresham.data import load_game

from .conftest import GAMES


def _circles(items):
    for it in items:
        if isinstance(it, Circle):
            yield it
        elif isinstance(it, Group):
            yield from _circles(it.items)


@pytest.mark.parametrize("gid", GAMES)
def test_the_mark_of_a_placed_token_shows_on_every_company_colour(gid):
    game = load_game(gid)
    mp = game.default_map
    at = next(iter(mp.hexes))  # a city tile laid there (18 Lilliput's map prints no city)
    city = next(t for t in game.tiles.values() if t.content.cities and t.edge_count == mp.grid.edges)
    laid = {at: LaidTile(city, 0, city.name)}
    companies = {c.id: c for c in game.companies}
    for company in game.companies:
        items = _station_items(mp, laid, [Station(at, 0, company.id)], companies)[at]
        token = next(c for g in items if isinstance(g, Group) and g.role == "token" for c in _circles([g]))
        outside = sorted((c for c in items if isinstance(c, Circle)), key=lambda c: -c.r)
        assert len(outside) >= 2, company.id  # a ring, and a band between it and the token
        ring, band = outside[0], outside[-1]
        assert contrast(ring.style.fill, band.style.fill) >= 3, company.id
        # the token's own edge stands out against the band (its fill or its outline)
        edge = max(contrast(band.style.fill, token.style.fill), contrast(band.style.fill, token.style.stroke))
        assert edge >= 3, company.id
