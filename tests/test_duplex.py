"""Printing as the build says: every PDF is single-sided or duplex, and duplex works.

In a duplex file every even page is the back of the page before it (its footer says
``back of page N``), or is deliberately blank; a single-sided file has no backs. The backs
are checked from the PDF content: after a flip on the long edge each back piece must sit
exactly behind its front.
"""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from tresham.cli import main
from tresham.data import load_game
from tresham.kit.build import build
from tresham.kit.paper import PAPERS, PrintSettings

from .conftest import GAMES
from .pdfgeom import footer_texts, placements

BACK = re.compile(r"back of page (\d+)")


def parity_problems(path, duplex: bool) -> list[str]:
    """What breaks the parity rule in one file (empty: it obeys)."""
    texts = footer_texts(PdfReader(path))
    problems = []
    for i, text in enumerate(texts, 1):
        if f"page {i} of {len(texts)}" not in text and not path.name.endswith("-poster.pdf"):
            problems.append(f"page {i}: no footer")
        back = BACK.search(text)
        if duplex and i % 2 == 0 and not (back and int(back.group(1)) == i - 1):
            problems.append(f"page {i} is not the back of page {i - 1}: {text!r}")
        if back and not (duplex and i % 2 == 0):
            problems.append(f"page {i} says it is a back in a {'duplex' if duplex else 'single-sided'} file")
    if duplex and len(texts) % 2:
        problems.append("odd number of pages")
    return problems


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("gid", GAMES)
def test_every_file_is_single_sided_or_duplex(kits, gid, paper):
    result = kits[(gid, paper)]
    assert any(f.duplex for f in result.files) and any(not f.duplex for f in result.files)
    for f in result.files:
        assert parity_problems(f.path, f.duplex) == [], f.path.name


@pytest.mark.parametrize("gid", GAMES)
def test_the_kit_starts_every_family_on_an_odd_page(kits, gid):
    result = kits[(gid, "a4")]
    kit = next(f for f in result.files if f.family == "kit")
    assert kit.duplex
    reader = PdfReader(kit.path)
    starts = {
        item.title: reader.get_destination_page_number(item) + 1
        for item in reader.outline
        if not isinstance(item, list)
    }
    # the kit is its first pages (cover first), then the families' sheets in order, each
    # one-sided sheet with a blank back but the manifest's
    assert starts["Cover"] == 1
    names = {"map": "Map", "tiles": "Tiles", "manifest": "Tile manifest", "papers": "Papers"}
    page = starts["Map"]
    assert page % 2 == 1 and page > starts["Checklist"]
    for fam in ("map", "tiles", "manifest", "papers"):
        assert starts[names[fam]] == page, fam
        files = [f for f in result.files if f.family == fam and not f.path.name.endswith("-poster.pdf")]
        if fam == "manifest":  # read, not cut: its pages go two to a sheet
            page += sum(f.pages + f.pages % 2 for f in files)
        else:
            page += sum(f.pages if f.duplex else 2 * f.pages for f in files)
    assert kit.pages == page - 1
    texts = footer_texts(reader)
    blanks = [i for i, t in enumerate(texts, 1) if "left blank on purpose" in t]
    assert blanks and all(i % 2 == 0 for i in blanks)


def test_one_sided_tiles_never_share_a_sheet_with_a_back_of_their_own():
    """1840: two double-sided tiles make one duplex sheet; the other 174 tiles print one-sided."""
    g = load_game("1840")
    from tresham.kit.impose import impose
    from tresham.kit.tiles import tile_components

    comps = tile_components(g, g.manifest, PrintSettings())
    sheets = impose(comps, PrintSettings(), "t")
    assert sum(1 for c in comps if c.back is not None) == 2
    assert [s.duplex for s in sheets].count(True) == 1
    assert sum(s.pieces for s in sheets) == len(comps)


def backs_behind_fronts(path, front_index: int, back_index: int, width_mm: float) -> int:
    """Check that every piece on the back page sits behind its front after a long-edge flip;
    returns how many pieces were matched."""
    reader = PdfReader(path)
    return mirrored_matches(placements(reader, front_index), placements(reader, back_index), width_mm)


def mirrored_matches(fronts, backs, width_mm: float) -> int:
    """Each back ``X-b`` at (x, y) has its front ``X`` at (width - x, y), to the micrometre."""
    spots = {(name, round(x, 3), round(y, 3)) for name, x, y in fronts}
    for name, x, y in backs:
        assert name.endswith("-b"), name
        assert (name.removesuffix("-b"), round(width_mm - x, 3), round(y, 3)) in spots, (name, x, y)
    return len(backs)


@pytest.mark.parametrize(
    "gid, family", [("18mag", "tiles"), ("1840", "tiles"), ("1824", "papers"), ("1862", "papers")]
)
def test_each_back_lands_behind_its_front_when_flipped_on_the_long_edge(kits, gid, family):
    f = next(f for f in kits[(gid, "a4")].files if f.path.name == f"{gid}-{family}-duplex.pdf")
    matched = 0
    for i in range(0, min(f.pages, 8), 2):
        matched += backs_behind_fronts(f.path, i, i + 1, PAPERS["a4"][0])
    assert matched > 0


def test_separate_backs_are_single_sided_and_mirrored_for_gluing(tmp_path):
    g = load_game("18mag")
    result = build(g, PrintSettings(paper="letter"), tmp_path, ("tiles",), svg=False, backs="separate")
    names = {f.path.name: f for f in result.files}
    assert set(names) == {"18mag-tiles.pdf", "18mag-tiles-fronts.pdf", "18mag-tiles-backs.pdf"}
    assert not any(f.duplex for f in result.files)
    for f in result.files:
        assert parity_problems(f.path, False) == []
    fronts, backs = names["18mag-tiles-fronts.pdf"], names["18mag-tiles-backs.pdf"]
    assert fronts.pages == backs.pages
    texts = footer_texts(PdfReader(backs.path))
    assert all(f"glue behind page {i} of 18mag-tiles-fronts.pdf" in t for i, t in enumerate(texts, 1))
    front_reader, back_reader = PdfReader(fronts.path), PdfReader(backs.path)
    for i in range(fronts.pages):
        matched = mirrored_matches(
            placements(front_reader, i), placements(back_reader, i), PAPERS["letter"][0]
        )
        assert matched > 0


def test_registration_crosses_line_up_through_the_sheet(kits):
    """Corner crosses on both sides of a duplex sheet, each behind one on the other side."""
    f = next(f for f in kits[("18mag", "a4")].files if f.path.name == "18mag-tiles-duplex.pdf")
    from .pdfgeom import polygons

    reader = PdfReader(f.path)
    width = PAPERS["a4"][0]

    def cross_centres(index):
        # a cross is two stroked segments: its centre is their shared midpoint
        lines = [p for p in polygons(reader, index, (0.0, 0.0, 0.0)) if len(p) == 2]
        mids = [(round((a[0] + b[0]) / 2, 3), round((a[1] + b[1]) / 2, 3)) for a, b in lines]
        return {m for m in mids if mids.count(m) == 2}

    front, back = cross_centres(0), cross_centres(1)
    assert len(front) == 4
    assert {(round(width - x, 3), y) for x, y in back} == front


def test_build_json_is_exactly_the_promised_shape(tmp_path):
    r = CliRunner().invoke(
        main, ["build", "1824", "--only", "tiles,papers", "--no-svg", "--json", "--out", str(tmp_path)]
    )
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert set(data) == {"game", "paper", "files", "tiles"}
    tiles = load_game("1824").manifest.physical
    assert data["game"] == "1824" and data["paper"] == "a4" and data["tiles"] == tiles
    for f in data["files"]:
        assert set(f) == {"path", "pages", "duplex", "family"}
        assert len(PdfReader(f["path"]).pages) == f["pages"]
    duplex = {f["path"].rsplit("/", 1)[-1] for f in data["files"] if f["duplex"]}
    assert duplex == {"1824-papers-duplex.pdf", "1824-kit.pdf"}
    assert "building 1824" in r.stderr


def test_summary_says_which_files_to_print_duplex(tmp_path):
    r = CliRunner().invoke(main, ["build", "18mag", "--only", "tiles", "--no-svg", "--out", str(tmp_path)])
    assert r.exit_code == 0, r.output
    text = r.stdout
    duplex_part, single_part = text.split("print DUPLEX, flip on LONG edge")[1].split("print SINGLE-SIDED")
    assert "18mag-tiles-duplex.pdf" in duplex_part and "18mag-tiles.pdf" not in duplex_part
    assert "18mag-tiles.pdf" in single_part
