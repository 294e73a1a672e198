"""Map sheets and posters: fewest sheets, marks outside the art, a ruler, one board at a time."""

from __future__ import annotations

import math

import pytest
from click.testing import CliRunner

from tresham.art.drawing import Group, Rect, Style
from tresham.art.map import COORDINATES, draw_map
from tresham.cli import main
from tresham.data import load_game
from tresham.kit.bounds import InkMap, ink_boxes, union
from tresham.kit.build import build, variant
from tresham.kit.marks import REGISTRATION
from tresham.kit.paper import POSTER_PAPERS, PrintSettings
from tresham.kit.poster import MIN_MARGIN, poster
from tresham.kit.tilesheet import units_per_mm
from tresham.kit.tiling import CELL, choose, split

from .conftest import GAMES

SETTINGS = PrintSettings()
UPM = units_per_mm(SETTINGS.tile_size + SETTINGS.map_extra)


def plan_for(boxes, width, height, settings=SETTINGS):
    return choose(union(boxes), InkMap(boxes, width, height, CELL), settings)


def naive_count(ink, settings=SETTINGS, landscape=False):
    """Sheets of a plain grid over the ink on upright (or turned) paper, empty sheets included."""
    from tresham.kit.tiling import _count, _window

    ww, wh = _window(settings, landscape)
    ov = settings.map_overlap
    return _count(ink[2] - ink[0], ww, ov) * _count(ink[3] - ink[1], wh, ov)


def test_a_wide_strip_goes_on_turned_sheets():
    boxes = [(0.0, 0.0, 500.0, 150.0)]
    plan = plan_for(boxes, 500, 150)
    assert plan.landscape
    assert len(plan.sheets) == naive_count(boxes[0], landscape=True) < naive_count(boxes[0])


def test_a_sheet_with_no_ink_is_not_printed():
    # an L: a long bar along the top and down the left; the lower right is empty paper
    boxes = [(0.0, 0.0, 560.0, 120.0), (0.0, 0.0, 120.0, 520.0)]
    plan = plan_for(boxes, 560, 520)
    grid = plan.rows * plan.cols
    assert len(plan.sheets) < grid
    inked = InkMap(boxes, 560, 520, CELL)
    for r in range(plan.rows):
        for c in range(plan.cols):
            window = plan.window_at(r, c, SETTINGS.map_overlap)
            assert ((r, c) in plan.sheets) == inked.any_in(*window)


@pytest.mark.parametrize("gid", [g for g in GAMES if g != "18lilliput"])
def test_every_board_takes_no_more_sheets_than_a_plain_upright_grid(gid):
    g = load_game(gid)
    for mp in g.maps.values():
        art = draw_map(g, mp)
        boxes = ink_boxes([art.group], None, (1 / UPM, 0, 0, 1 / UPM, 0, 0))
        plan = plan_for(boxes, art.width / UPM, art.height / UPM)
        assert len(plan.sheets) <= naive_count(union(boxes)), mp.id
        # and every bit of ink lies in some printed sheet's window
        windows = [plan.window_at(r, c, SETTINGS.map_overlap) for r, c in plan.sheets]
        for x0, y0, x1, y1 in boxes:
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            assert any(w[0] <= cx <= w[2] and w[1] <= cy <= w[3] for w in windows), (mp.id, cx, cy)


@pytest.mark.parametrize("gid", [g for g in GAMES if g != "18lilliput"])
def test_no_sheet_is_printed_for_the_coordinates_or_the_title_alone(gid):
    """A printed sheet shows some of the board itself; the coordinates along an empty corner
    (1840's small side, 18Mag's north-west) and the title never take a sheet of their own."""
    g = load_game(gid)
    to_mm = (1 / UPM, 0, 0, 1 / UPM, 0, 0)
    for mp in g.maps.values():
        art = draw_map(g, mp)
        w, h = art.width / UPM, art.height / UPM
        everything = ink_boxes([art.group], None, to_mm)
        board = ink_boxes([art.group], None, to_mm, frozenset({COORDINATES, "title"}))
        plan = choose(union(everything), InkMap(board, w, h, CELL), SETTINGS)
        board_ink = InkMap(board, w, h, CELL)
        for r, c in plan.sheets:
            assert board_ink.any_in(*plan.window_at(r, c, SETTINGS.map_overlap)), (mp.id, r, c)
        # the sheets the build prints are those
        pages = split(art.group, art.width, art.height, UPM, SETTINGS, g.title, "Map", everything, board)
        assert len(pages) == len(plan.sheets)
        assert len(plan.sheets) <= len(plan_for(everything, w, h).sheets), mp.id


def test_the_title_sits_over_the_board_where_the_top_row_starts_late():
    g = load_game("1840")
    art = draw_map(g, g.maps["three"])
    title = next(it for it in art.group.items if isinstance(it, Group) and it.role == "title")
    hexes = ink_boxes([art.group], None, skip=frozenset({COORDINATES, "title", "legend"}))
    left_of_board = union(hexes)[0]
    assert title.items[0].x > left_of_board + 100  # not over the empty north-west corner


def crosses(page):
    """Centres of the registration crosses on a page."""
    out = []
    for it in page.items:
        if isinstance(it, Group) and it.role == REGISTRATION:
            horizontal = it.items[0].commands
            out.append(((horizontal[0][1] + horizontal[1][1]) / 2, horizontal[0][2]))
    return out


def window_of(page):
    """The window frame: the thin grey rectangle around the art."""
    rect = next(
        it for it in page.items if isinstance(it, Rect) and it.style == Style(stroke="#bbbbbb", width=0.2)
    )
    return rect.x, rect.y, rect.x + rect.w, rect.y + rect.h


@pytest.mark.parametrize("gid, map_id", [("18mag", "standard"), ("18mag", "two"), ("1862", "standard")])
def test_seam_crosses_sit_outside_the_art_and_meet_their_neighbours(gid, map_id):
    g = load_game(gid)
    art = draw_map(g, g.maps[map_id])
    boxes = ink_boxes([art.group], None, (1 / UPM, 0, 0, 1 / UPM, 0, 0))
    plan = plan_for(boxes, art.width / UPM, art.height / UPM)
    pages = split(art.group, art.width, art.height, UPM, SETTINGS, g.title, "Map", boxes)
    assert len(pages) == len(plan.sheets) > 1
    m, ov = SETTINGS.margin, SETTINGS.map_overlap
    marks: dict[tuple[int, int], set] = {}
    for (r, c), page in zip(plan.sheets, pages, strict=True):
        x0, y0, x1, y1 = window_of(page)
        wx, wy = plan.window_at(r, c, ov)[:2]
        found = set()
        for x, y in crosses(page):
            assert not (x0 < x < x1 and y0 < y < y1), "a cross on the art"
            side = x < m or x > page.width - m
            assert side or y < m or y > page.height - m, "a cross inside the margins"
            # the seam it marks, in art millimetres, and which edge of the sheet it sits on
            found.add(("y", round(wy + y - y0, 3), x < m) if side else ("x", round(wx + x - x0, 3), y < m))
        marks[(r, c)] = found
    for r, c in marks:
        if (r, c + 1) in marks:  # a vertical seam: crosses above and below, on both sheets
            seam = round(plan.window_at(r, c + 1, ov)[0], 3)
            for sheet in ((r, c), (r, c + 1)):
                assert {("x", seam, True), ("x", seam, False)} <= marks[sheet], (sheet, seam)
        if (r + 1, c) in marks:  # a horizontal seam: crosses left and right, on both sheets
            seam = round(plan.window_at(r + 1, c, ov)[1], 3)
            for sheet in ((r, c), (r + 1, c)):
                assert {("y", seam, True), ("y", seam, False)} <= marks[sheet], (sheet, seam)


def test_every_sheet_of_a_map_file_has_a_ruler(kits):
    from pypdf import PdfReader

    from .pdfgeom import footer_texts

    f = next(f for f in kits[("1840", "letter")].files if f.path.name == "1840-map.pdf")
    reader = PdfReader(f.path)
    for page in reader.pages:
        assert "50 mm at 100 %" in page.get_contents().get_data().decode("latin-1")
    assert all(t for t in footer_texts(reader))


def test_one_board_only_with_players_or_map(tmp_path):
    g = load_game("1840")
    every = build(g, SETTINGS, tmp_path / "all", ("map",), svg=False)
    two = build(g, SETTINGS, tmp_path / "two", ("map",), svg=False, chosen=variant(g, players=2))
    same = build(g, SETTINGS, tmp_path / "same", ("map",), svg=False, chosen=variant(g, map_id="two"))
    every_n, two_n, same_n = (
        next(f.pages for f in r.files if f.path.name == "1840-map.pdf") for r in (every, two, same)
    )
    assert two_n == same_n < every_n / 2
    assert {f.path.name for f in two.files} == {"1840-map.pdf", "1840-map-two-poster.pdf"}
    r = CliRunner().invoke(main, ["build", "1840", "--players", "9", "--out", str(tmp_path / "x")])
    assert r.exit_code == 2 and "not for 9 players" in r.stderr


def test_18mag_2_players_prints_its_own_tile_set(tmp_path):
    g = load_game("18mag")
    result = build(g, SETTINGS, tmp_path, ("tiles",), svg=False, chosen=variant(g, players=2))
    assert result.tiles == g.manifests["two"].physical != g.manifest.physical


def paper_size(name):
    return next((w, h) for series in POSTER_PAPERS.values() for n, w, h in series if n == name)


@pytest.mark.parametrize(
    "gid, paper, expected", [("18mag", "a4", "A2"), ("1824", "a4", "A2"), ("18mag", "letter", "ANSI D")]
)
def test_posters_report_their_trim_and_the_smallest_paper_they_fit(gid, paper, expected):
    g = load_game(gid)
    settings = PrintSettings(paper=paper)
    art = draw_map(g, g.default_map)
    p = poster(art.group, art.width, art.height, UPM, "t", settings)
    w, h = p.trim
    assert p.paper == expected and f"fits {expected}" in p.describe()
    pw, ph = paper_size(expected)
    assert (w <= pw and h <= ph) or (w <= ph and h <= pw)
    # no ink is cut: the trim holds all of it, with MIN_MARGIN of paper where the art had that much
    art_ink = union(ink_boxes([art.group], None, (1 / UPM, 0, 0, 1 / UPM, 0, 0)))
    had = (art_ink[0], art_ink[1], art.width / UPM - art_ink[2], art.height / UPM - art_ink[3])
    ink = union(ink_boxes([p.drawing.items[0]]))
    bx, by, bw, bh = p.drawing.boxes["trim"]
    kept = (ink[0] - bx, ink[1] - by, bx + bw - ink[2], by + bh - ink[3])
    for side, before in zip(kept, had, strict=True):
        assert side >= min(MIN_MARGIN, before) - 0.01, (kept, had)


def test_a_poster_that_fits_anyway_keeps_all_its_paper():
    g = load_game("1862")
    art = draw_map(g, g.default_map)
    p = poster(art.group, art.width, art.height, UPM, "t", SETTINGS)
    assert math.isclose(p.trim[0], art.width / UPM) and math.isclose(p.trim[1], art.height / UPM)


@pytest.mark.parametrize("beyond", [False, True])
def test_a_sheet_whose_ink_lies_in_the_strip_its_neighbour_prints_is_left_out(beyond):
    # two rows of sheets: the top row's board needs three columns, the bottom row's ends in
    # the 12 mm that its second and third sheets share, so the second prints it and the third
    # goes; ending a little further on, the third sheet stays
    from tresham.kit.tiling import _window

    ww, wh = _window(SETTINGS, False)
    ov = SETTINGS.map_overlap
    two = 2 * ww - ov  # the width two sheets cover
    low_end = two - ov / 2 + (ov + 2 * CELL if beyond else -CELL)
    boxes = [(0.0, 0.0, two + 60.0, wh - ov - 2 * CELL), (0.0, wh, low_end, 2 * wh - 2 * ov)]
    w, h = two + 60.0, 2 * wh - 2 * ov
    inked = InkMap(boxes, w, h, CELL)
    plan = choose((0.0, 0.0, w, h), inked, SETTINGS)
    assert (plan.rows, plan.cols) == (2, 3)
    grid = [(r, c) for r in range(plan.rows) for c in range(plan.cols)]
    with_ink = [rc for rc in grid if inked.any_in(*plan.window_at(*rc, ov))]
    assert (len(plan.sheets) < len(with_ink)) is not beyond
    windows = [plan.window_at(r, c, ov) for r, c in plan.sheets]
    for x0, y0, x1, y1 in boxes:  # every corner of the board is still printed
        for x, y in ((x0, y0), (x1, y0), (x0, y1), (x1, y1)):
            assert any(a <= x <= c and b <= y <= d for a, b, c, d in windows), (x, y)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_board_prints_a_sheet_for_a_sliver_a_neighbour_prints(paper):
    from tresham.art.map import TITLE
    from tresham.kit.paper import PrintSettings as PS
    from tresham.kit.tiling import _needed

    settings = PS(paper=paper)
    upm = units_per_mm(settings.tile_size + settings.map_extra)
    ov = settings.map_overlap
    dropped = 0
    for gid in [g for g in GAMES if g != "18lilliput"]:
        g = load_game(gid)
        for mp in g.maps.values():
            art = draw_map(g, mp)
            m = (1 / upm, 0, 0, 1 / upm, 0, 0)
            boxes = ink_boxes([art.group], None, m)
            content = ink_boxes([art.group], None, m, frozenset({COORDINATES, TITLE}))
            w, h = art.width / upm, art.height / upm
            inked = InkMap(content, w, h, CELL)
            plan = choose(union(boxes), inked, settings)
            assert _needed(plan, list(plan.sheets), inked, ov) == plan.sheets, (gid, mp.id)
            grid = [(r, c) for r in range(plan.rows) for c in range(plan.cols)]
            dropped += sum(1 for rc in grid if inked.any_in(*plan.window_at(*rc, ov))) - len(plan.sheets)
            windows = [plan.window_at(r, c, ov) for r, c in plan.sheets]
            for x0, y0, x1, y1 in content:
                cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
                assert any(a <= cx <= c and b <= cy <= d for a, b, c, d in windows), (gid, mp.id, cx, cy)
    if paper == "letter":
        assert dropped > 0  # 1824's sliver of a red hex on Letter takes no sheet of its own
