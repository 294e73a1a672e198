"""The kit's first pages (cover, contents, how to cut, checklist) and the bookmarks of
every multi-page file."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from pypdf import PdfReader

from tresham.art.drawing import Drawing, Text
from tresham.art.papers import papers
from tresham.backends.pdf import assemble, page_of, to_pdf
from tresham.backends.pdfops import page_ops
from tresham.kit.front import contents_sections, kind_words
from tresham.kit.manifest import colour_totals

from .conftest import GAMES


def _page_text(reader: PdfReader, index: int) -> str:
    return " ".join(reader.pages[index].extract_text().split())


def _top(reader: PdfReader) -> dict[str, int]:
    """The top-level bookmarks: title -> page (1-based)."""
    return {
        i.title: reader.get_destination_page_number(i) + 1 for i in reader.outline if not isinstance(i, list)
    }


def _flat(reader: PdfReader, items=None, depth=0):
    """Every bookmark as (title, page 1-based, depth), in order."""
    out = []
    for item in reader.outline if items is None else items:
        if isinstance(item, list):
            out += _flat(reader, item, depth + 1)
        else:
            out.append((item.title, reader.get_destination_page_number(item) + 1, depth))
    return out


def _kit(kits, gid, paper="a4"):
    result = kits[(gid, paper)]
    return next(f for f in result.files if f.family == "kit"), result


@pytest.mark.parametrize("gid", GAMES)
def test_every_multi_page_file_has_bookmarks_in_page_order(kits, gid):
    result = kits[(gid, "a4")]
    for f in result.files:
        reader = PdfReader(f.path)
        marks = _flat(reader)
        if len(reader.pages) > 1:
            assert marks, f.path.name
        pages = [p for _, p, _ in marks]
        assert pages == sorted(pages) and all(1 <= p <= len(reader.pages) for p in pages), f.path.name


@pytest.mark.parametrize("gid", GAMES)
def test_the_contents_name_the_pages_the_bookmarks_open(kits, gid):
    kit, _ = _kit(kits, gid)
    reader = PdfReader(kit.path)
    top = _top(reader)
    contents = " ".join(_page_text(reader, i) for i in range(top["Contents"] - 1, top["How to cut"] - 1))
    for title, page, _ in _flat(reader):
        found = re.search(re.escape(title) + r": pages? (\d+)", contents)
        assert found, title
        assert int(found.group(1)) == page, title
    assert f"{len(reader.pages)}" in contents  # the last range ends on the last page


@pytest.mark.parametrize("gid", GAMES)
def test_the_cover_says_the_game_the_paper_how_to_print_and_what_else_is_needed(kits, gid, games):
    game = games[gid]
    for paper in ("a4", "letter"):
        kit, _ = _kit(kits, gid, paper)
        reader = PdfReader(kit.path)
        cover = _page_text(reader, 0)
        assert game.title in cover and paper.upper() in cover and "100 %" in cover
        assert "DUPLEX, flip on the LONG edge" in cover and f"{len(reader.pages)} pages" in cover
        assert "EITHER this kit OR those" in cover and f"{gid}-papers.pdf" in cover
        bank = f"the bank holds {game.money(game.bank)}" if game.bank else "the bank has no limit"
        assert "rulebook" in cover and bank in cover


@pytest.mark.parametrize("gid", GAMES)
def test_the_checklist_counts_every_piece(kits, gid, games):
    game = games[gid]
    kit, result = _kit(kits, gid)
    reader = PdfReader(kit.path)
    top = _top(reader)
    checklist = " ".join(_page_text(reader, i) for i in range(top["Checklist"] - 1, top["Map"] - 1))
    for kind, n in Counter(c.kind for c in papers(game, 38.1, (190.0, 277.0))).items():
        assert kind_words(kind, n) in checklist, kind
    assert kind_words("tile", result.tiles) in checklist
    maps = [f for f in result.files if f.family == "map" and not f.path.name.endswith("-poster.pdf")]
    boards = re.findall(r"\u2610 [^\u2610]*?: (\d+) sheets?", checklist.split("Tiles")[0])
    assert sum(map(int, boards)) == sum(f.pages for f in maps)
    for colour, n in colour_totals(game).items():
        assert f"{colour} {n}" in checklist


@pytest.mark.parametrize("gid", GAMES)
def test_how_to_cut_gives_the_tile_cut_and_every_round_pieces_diameter(kits, gid, games):
    kit, _ = _kit(kits, gid)
    reader = PdfReader(kit.path)
    top = _top(reader)
    how = _page_text(reader, top["How to cut"] - 1)
    hexes = games[gid].layout != "square"
    assert "38.1 mm across" in how
    assert ("thin grey outline" in how) == hexes and ("square tiles along the crop marks" in how) != hexes
    diameters = how.split("Their diameters: ")[1].split(" Two-sided")[0]
    for c in papers(games[gid], 38.1, (190.0, 277.0)):
        if c.shape == "circle":
            size = re.escape(f"{c.width:.1f}".removesuffix(".0"))
            assert re.search(rf"\b{size}\b", diameters), c.name


def test_a_separate_backs_kit_says_to_print_single_sided(tmp_path, games):
    from tresham.kit.build import build
    from tresham.kit.paper import PrintSettings

    result = build(games["18lilliput"], PrintSettings(), tmp_path, svg=False, backs="separate")
    kit = next(f for f in result.files if f.family == "kit")
    cover = _page_text(PdfReader(kit.path), 0)
    assert "SINGLE-SIDED" in cover and "DUPLEX" not in cover and "glue" in cover


def test_contents_ranges_end_before_the_next_bookmark_as_high():
    outline = [("Map", 0, 0), ("Map A1", 0, 1), ("Map A2", 2, 1), ("Tiles", 4, 0)]
    sections = contents_sections(outline, 4, 20)
    assert sections == [
        ("Map: pages 5-8", ["Map A1: pages 5-6", "Map A2: pages 7-8"]),
        ("Tiles: pages 9-20", []),
    ]


def test_a_pdf_outline_nests_by_depth():
    pages = []
    for i in range(3):
        d = Drawing(100, 100, units_per_mm=1.0)
        d.add(Text(10, 10, f"page {i}", 3))
        pages.append(page_of(d, [page_ops(d)]))
    blob = assemble(pages, {}, outline=[("A", 0, 0), ("A1", 1, 1), ("B", 2, 0)])
    import io

    reader = PdfReader(io.BytesIO(blob))
    assert _flat(reader) == [("A", 1, 0), ("A1", 2, 1), ("B", 3, 0)]
    assert b"/Outlines" not in to_pdf([Drawing(10, 10, units_per_mm=1.0)])


def _texts(drawing: Drawing) -> list[str]:
    return [i.text for i in drawing.items if isinstance(i, Text)]


@pytest.mark.parametrize("gid", GAMES)
def test_every_sheet_of_hexes_or_round_pieces_says_where_to_cut(gid, games):
    from tresham.art.papers import tokens
    from tresham.kit.impose import impose
    from tresham.kit.paper import PrintSettings
    from tresham.kit.tiles import tile_components

    game, settings = games[gid], PrintSettings()
    rounds = tokens(game, settings.tile_size)
    for sheet in impose(rounds, settings, "tokens"):
        note = [t for t in _texts(sheet.front) if "thin grey circle" in t]
        assert len(note) == 1
        assert note[0].endswith("mm across")
    diameters = {f"{c.width:.1f}".removesuffix(".0") for c in rounds if c.shape == "circle"}
    said = {
        d for s in impose(rounds, settings, "t") for t in _texts(s.front) for d in re.findall(r"[\d.]+", t)
    }
    assert diameters <= said
    tiles = tile_components(game, game.manifest, settings)
    for sheet in impose(tiles, settings, "tiles"):
        note = [t for t in _texts(sheet.front) if "thin grey outline" in t]
        if game.layout == "square":  # square tiles are cut along crop marks, like cards
            assert note == []
        else:
            assert len(note) == 1 and "2.5 mm inside the colour's edge" in note[0]
            assert f"{settings.tile_size:g} mm across the flats" in note[0]


def test_no_cut_note_on_sheets_of_cards(games):
    from tresham.art.papers import charters
    from tresham.kit.impose import impose
    from tresham.kit.paper import PrintSettings

    for sheet in impose(charters(games["1862"]), PrintSettings(), "charters"):
        assert not [t for t in _texts(sheet.front) if "Cut" in t]


@pytest.mark.parametrize("gid", ["1862", "18mag"])
def test_a_poster_carries_a_ruler_and_says_print_at_100(kits, gid):
    result = kits[(gid, "a4")]
    posters = [f for f in result.files if f.path.name.endswith("-poster.pdf")]
    assert posters
    for f in posters:
        text = _page_text(PdfReader(f.path), 0)
        assert "50 mm at 100 %" in text and "print at 100 %, no scaling" in text, f.path.name


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_registration_crosses_keep_clear_of_the_edge_where_printers_cannot_print(paper):
    from tresham.art.drawing import PathShape
    from tresham.kit.marks import corner_crosses
    from tresham.kit.paper import PAPERS, PrintSettings

    w, h = PAPERS[paper]
    points = []
    for cross in corner_crosses(w, h):
        for shape in cross.items:
            assert isinstance(shape, PathShape)
            points += [c[1:] for c in shape.commands if len(c) >= 3 and c[0] in ("M", "L")]
    assert points
    margin = PrintSettings(paper=paper).margin
    for x, y in points:
        assert 5.0 <= min(x, w - x, y, h - y) <= margin
