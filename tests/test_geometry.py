"""Every tile and every map hex of every game, read back from its drawing primitives:
cities apart, stations inside the cut line, track only through the stations it serves,
text clear of stations, tokens and other text, and never hidden under track."""

from __future__ import annotations

from functools import cache

import pytest

from tresham.art.drawing import Circle, Group, PathBuilder, Rect, Style, Text
from tresham.art.map import draw_hex
from tresham.art.proportions import S, cell_size
from tresham.art.tile import tile_group
from tresham.data import load_game
from tresham.grid import cell_corners

from .artgeom import problems

GAMES = ["18mag", "1824", "1840", "1862", "18lilliput"]
HEX = cell_corners("pointy", S)


@cache
def game(gid: str):
    return load_game(gid)


def tile_problems(gid: str, name: str) -> list[str]:
    g = game(gid)
    tile = g.tiles[name]
    layout = "square" if tile.shape == "square" else g.layout
    corners = cell_corners(layout, cell_size(layout))  # type: ignore[arg-type]
    return problems((tile_group(tile, layout),), corners, where=f"{gid} tile {name}")


@pytest.mark.parametrize("gid", GAMES)
def test_every_tile_is_drawn_right(gid):
    found = [p for name in sorted(game(gid).tiles) for p in tile_problems(gid, name)]
    assert found == []


@pytest.mark.parametrize("gid", GAMES)
def test_every_map_hex_is_drawn_right(gid):
    g = game(gid)
    companies = {c.id: c for c in g.companies}
    found = []
    for mp in g.maps.values():
        corners = cell_corners(mp.layout, cell_size(mp.layout) if mp.layout == "square" else S)  # type: ignore[arg-type]
        for name, h in sorted(mp.hexes.items()):
            found += problems(
                draw_hex(h, mp.layout, companies, g.icons), corners, where=f"{gid} {mp.id} {name}"
            )
    assert found == []


@pytest.mark.parametrize(
    "gid, name",
    [
        ("18mag", "8863"),  # two cities overlapped by 2.9 mm
        ("18mag", "8864"),
        ("18mag", "8865"),
        ("1824", "499"),  # the yellow Wien track ran through the wrong city
        ("1824", "493"),  # the 3-slot city stuck out past the cut line
        ("1840", "8859"),  # tracks ran through the wrong cities
        ("1840", "L20"),  # the revenue box covered a city slot
        ("1840", "L23"),
        ("1824", "55"),  # two town bars on one spot where their tracks cross
    ],
)
def test_pieces_the_issue_names_are_drawn_right(gid, name):
    assert tile_problems(gid, name) == []


# ------------------------------------------------------------- the checker itself
WHITE = Style(fill="#ffffff", stroke="#000000", width=2)


def _city(x: float, y: float, r: float = 29.0) -> Group:
    return Group((Circle(x, y, r, WHITE),), role="city")


def _track(*points: tuple[float, float]) -> Group:
    b = PathBuilder().move(*points[0])
    for p in points[1:]:
        b.line(*p)
    return Group(
        (b.build(Style(stroke="#ffffff", width=20)), b.build(Style(stroke="#000000", width=14))), role="track"
    )


def _text(x: float, y: float, text: str, role: str, plate: bool = False) -> Group:
    items: list = [Rect(x - 30, y - 14, 60, 20, Style(fill="#ffffff"))] if plate else []
    return Group((*items, Text(x, y, text, 13)), role=role)


def test_checker_passes_a_clean_tile():
    items = [_track((0, 86.6), (0, 0)), _city(0, 0), _text(40, -50, "Wien", "hex-name")]
    assert problems(items, HEX) == []


def test_checker_finds_overlapping_cities():
    found = problems([_city(-20, 0), _city(20, 0)], HEX)
    assert len(found) == 1 and "overlap by 18.0" in found[0]


def test_checker_finds_a_city_past_the_cut_line():
    found = problems([_city(0, 70)], HEX)
    assert len(found) == 1 and "inside the cut line" in found[0]


def test_checker_finds_track_through_a_city_it_does_not_serve():
    items = [_city(0, 0), _track((-75, 43.3), (75, -43.3)), _city(0, -60, 20)]
    assert problems(items, HEX) == [": track 1 runs through city#0 (29.0 deep)"]
    served = [_city(0, 0), _track((-75, 43.3), (0, 0))]
    assert problems(served, HEX) == []


def test_checker_finds_text_over_a_city_and_unplated_text_under_track():
    over_city = problems([_city(0, 0), _text(0, 5, "Budapest", "hex-name")], HEX)
    assert over_city and "covers city" in over_city[0]
    under_track = problems([_text(0, 5, "Budapest", "hex-name"), _track((0, 86.6), (0, -86.6))], HEX)
    assert under_track and "lies under track" in under_track[0]
    # drawn above the track on a plate, the name reads: allowed
    assert (
        problems([_track((0, 86.6), (0, -86.6)), _text(0, 5, "Budapest", "hex-name", plate=True)], HEX) == []
    )
