"""The print kit: page sizes, true tile size, counts, duplex alignment, boxes, fonts, bytes."""

from __future__ import annotations

import re

import pikepdf
import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from tresham.art.drawing import Group
from tresham.cli import main
from tresham.data import load_game
from tresham.kit.build import build
from tresham.kit.impose import impose
from tresham.kit.marks import REGISTRATION
from tresham.kit.paper import PAPERS, PrintSettings
from tresham.kit.tiles import tile_components

from .pdfgeom import across_flats, polygons

CUT_GREY = (0.498, 0.498, 0.498)
MAP_GREY = (0.333, 0.333, 0.333)


def pdfs(result):
    return {f.path.name: f.path for f in result.files}


@pytest.mark.parametrize("key", [("18mag", "a4"), ("1862", "a4"), ("18mag", "letter"), ("18lilliput", "a4")])
def test_pages_are_exactly_the_paper(kits, key):
    """Every sheet is the paper, upright or (map sheets, when that needs fewer) on its side."""
    gid, paper = key
    size = sorted(PAPERS[paper])
    for name, path in pdfs(kits[key]).items():
        if "poster" in name:
            continue
        reader = PdfReader(path)
        for page in reader.pages:
            w, h = (float(v) * 25.4 / 72 for v in (page.mediabox.width, page.mediabox.height))
            assert abs(min(w, h) - size[0]) < 0.01 and abs(max(w, h) - size[1]) < 0.01, name
            if w > h:
                assert name.endswith(("-map.pdf", "-papers.pdf", "-kit.pdf")), name
            assert page.trimbox is not None and page.bleedbox is not None


def test_tile_sheets_hold_every_physical_tile(games):
    settings = PrintSettings()
    for g in games.values():
        comps = tile_components(g, g.manifest, settings)
        assert len(comps) == g.manifest.physical
        sheets = impose(comps, settings, "t")
        assert sum(s.pieces for s in sheets) == g.manifest.physical


def test_tiles_measure_38_1_mm_across_the_flats(kits):
    reader = PdfReader(pdfs(kits[("1824", "a4")])["1824-tiles.pdf"])
    hexes = [p for p in polygons(reader, 0, CUT_GREY) if len(p) == 6]
    assert len(hexes) > 10
    for poly in hexes:
        assert abs(across_flats(poly) - 38.1) < 0.02


def test_map_hexes_are_half_a_millimetre_larger(kits):
    reader = PdfReader(pdfs(kits[("1862", "a4")])["1862-map-poster.pdf"])
    hexes = [p for p in polygons(reader, 0, MAP_GREY) if len(p) == 6]
    assert len(hexes) == len(load_game("1862").default_map.hexes)
    for poly in hexes:
        assert abs(across_flats(poly) - 38.6) < 0.02


def test_tile_size_is_a_setting():
    g = load_game("1862")
    comps = tile_components(g, g.manifest, PrintSettings(tile_size=44.0))
    assert abs(comps[0].height - 44.0) < 1e-9  # flat hexes: across the flats is the height


def pieces(page):
    """The groups that place a piece (not marks) on an imposed page."""
    return [it for it in page.items if isinstance(it, Group) and it.items and it.role != REGISTRATION]


def test_18mag_backs_sit_behind_their_fronts():
    g = load_game("18mag")
    settings = PrintSettings()
    sheets = impose(tile_components(g, g.manifest, settings), settings, "t")
    width = PAPERS["a4"][0]
    pairs = 0
    for sheet in sheets:
        if sheet.back is None:
            continue
        fx = [it.transform[4:] for it in pieces(sheet.front)]
        bx = [it.transform[4:] for it in pieces(sheet.back)]
        tile_w = tile_components(g, g.manifest, settings)[0].width
        fronts = {(round(x, 6), round(y, 6)) for x, y in fx}
        assert bx
        for x, y in bx:  # each back lies where its front lands after a flip on the long edge
            assert (round(width - x - tile_w, 6), round(y, 6)) in fronts
        pairs += 1
    assert pairs >= 4  # 86 double-sided tiles need several front/back pairs


def test_backs_of_18mag_show_the_other_side():
    g = load_game("18mag")
    comps = tile_components(g, g.manifest, PrintSettings())
    pair = next(c for c in comps if c.name.startswith("8-0"))
    assert pair.back is not None and "9-0" in pair.name
    single = next(c for c in comps if c.name.startswith("6-0"))
    assert single.back is None


def test_pdfs_are_clean_and_embed_fonts(kits):
    for path in pdfs(kits[("18mag", "a4")]).values():
        with pikepdf.open(path) as pdf:
            assert pdf.check_pdf_syntax() == [], path.name
        reader = PdfReader(path)
        for page in reader.pages[:3]:
            fonts = page["/Resources"].get("/Font", {})
            for ref in fonts.values():
                assert "/FontFile2" in ref.get_object()["/FontDescriptor"].get_object()


def written(result):
    return [f.path for f in result.files] + result.svgs


def test_same_input_same_bytes(tmp_path):
    g = load_game("1862")
    a = build(g, PrintSettings(), tmp_path / "a", ("tiles", "manifest"))
    b = build(g, PrintSettings(), tmp_path / "b", ("tiles", "manifest"))
    for pa, pb in zip(written(a), written(b), strict=True):
        assert pa.read_bytes() == pb.read_bytes(), pa.name


def test_map_is_split_with_labels_and_kept_whole_as_a_poster(kits):
    files = pdfs(kits[("18mag", "a4")])
    reader = PdfReader(files["18mag-map.pdf"])
    assert len(reader.pages) >= 4
    text = reader.pages[0].extract_text()
    # the first printed sheet of the top row (18Mag's empty north-west corner, A1, is left out)
    assert re.search(r"sheet A\d", text) and "row 1 of" in text
    poster = PdfReader(files["18mag-map-poster.pdf"]).pages[0]
    assert float(poster.mediabox.width) * 25.4 / 72 > 300
    assert poster.trimbox != poster.bleedbox


def test_lilliput_has_no_map_but_a_start_tile(kits):
    files = pdfs(kits[("18lilliput", "a4")])
    text = PdfReader(files["18lilliput-map.pdf"]).pages[0].extract_text()
    assert "Mildendo" in text


def test_manifest_counts_and_chart(kits):
    reader = PdfReader(pdfs(kits[("18mag", "a4")])["18mag-manifest.pdf"])
    title = reader.pages[0].extract_text()
    assert "150 tiles" in title and "yellow 65" in title and "green 51" in title
    # the chart's title, read from the content streams (ASCII shows as itself in them)
    assert any(b"upgrade chart" in p.get_contents().get_data() for p in reader.pages)


def test_letter_build_writes_svgs(tmp_path):
    result = build(load_game("18lilliput"), PrintSettings(paper="letter"), tmp_path, ("map", "tiles"))
    names = {p.name for p in result.svgs}
    assert "map-01.svg" in names and "tiles-01.svg" in names
    assert all(p.exists() for p in result.svgs)


def test_cli_build_errors_are_one_line(tmp_path):
    r = CliRunner().invoke(main, ["build", "nogame", "--out", str(tmp_path)])
    assert r.exit_code == 2 and "no game 'nogame'" in r.output
    r = CliRunner().invoke(main, ["build", "1862", "--only", "maps", "--out", str(tmp_path)])
    assert r.exit_code == 2 and "unknown family 'maps'" in r.output
    r = CliRunner().invoke(main, ["build", "1862", "--paper", "a5", "--out", str(tmp_path)])
    assert r.exit_code == 2
    assert not any(tmp_path.iterdir())


def test_cli_build_summary(tmp_path):
    r = CliRunner().invoke(main, ["build", "18mag", "--only", "tiles", "--quiet", "--out", str(tmp_path)])
    assert r.exit_code == 0 and r.output == ""
    r = CliRunner().invoke(main, ["build", "18mag", "--only", "tiles", "--no-svg", "--out", str(tmp_path)])
    assert r.exit_code == 0, r.output
    assert "150 tiles" in r.output and "flip on LONG edge" in r.output
    assert (tmp_path / "18mag-tiles-duplex.pdf").exists() and (tmp_path / "18mag-tiles.pdf").exists()


def test_one_core_and_two_give_the_same_bytes(tmp_path, monkeypatch):
    g = load_game("18lilliput")
    monkeypatch.setenv("TRESHAM_JOBS", "1")
    a = build(g, PrintSettings(), tmp_path / "one", ("tiles", "papers"))
    monkeypatch.setenv("TRESHAM_JOBS", "2")
    b = build(g, PrintSettings(), tmp_path / "two", ("tiles", "papers"))
    assert [p.name for p in written(a)] == [p.name for p in written(b)]
    for pa, pb in zip(written(a), written(b), strict=True):
        assert pa.read_bytes() == pb.read_bytes(), pa.name


def test_forms_a_forked_copy_made_are_kept_for_the_next_build(tmp_path, monkeypatch):
    """The core that draws a family makes its forms; those a forked copy made come back
    with its drawings, so a later build in this process makes none of them again."""
    from tresham.backends import pdf
    from tresham.kit import render

    made: list[bool] = []

    def counted(symbol):
        ops, fresh = pdf.symbol_form(symbol)
        made.append(fresh)
        return ops, fresh

    monkeypatch.setattr(render, "symbol_form", counted)
    g = load_game("18lilliput")
    monkeypatch.setenv("TRESHAM_JOBS", "2")
    pdf._form.clear()
    build(g, PrintSettings(), tmp_path / "a", ("tiles", "papers"))
    in_this_process = len(made)  # the forms of the part drawn here; the copy made the rest
    assert len(pdf._form.table) > in_this_process > 0
    made.clear()
    monkeypatch.setenv("TRESHAM_JOBS", "1")
    build(g, PrintSettings(), tmp_path / "b", ("tiles", "papers"))
    assert made and not any(made)
