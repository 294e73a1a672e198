"""Tile art through the three backends: structure, determinism and SVG/PDF pixel parity."""

import io
import xml.etree.ElementTree as ET

import pytest
from click.testing import CliRunner
from PIL import Image, ImageChops, ImageStat

from tresham.art.drawing import Drawing, PathBuilder, Style
from tresham.backends import render
from tresham.cli import main
from tresham.kit.tilesheet import single_tile_drawing

SVG = "{http://www.w3.org/2000/svg}"


def groups(svg: bytes, role: str) -> list:
    root = ET.fromstring(svg)
    return [g for g in root.iter(f"{SVG}g") if g.get("class") == role]


def test_tile_57_svg_has_one_city_and_two_track_segments(tmp_path):
    out = tmp_path / "t.svg"
    result = CliRunner().invoke(main, ["tile", "57", "-o", str(out)])
    assert result.exit_code == 0, result.output
    data = out.read_bytes()
    root = ET.fromstring(data)
    assert root.tag == f"{SVG}svg"
    assert len(groups(data, "city")) == 1
    assert len(groups(data, "track")) == 2
    assert len(groups(data, "revenue")) == 1


@pytest.mark.parametrize(
    "name, game, cities, towns, tracks",
    [
        ("8", None, 0, 0, 1),
        ("9", None, 0, 0, 1),
        ("14", None, 1, 0, 4),
        ("15", None, 1, 0, 4),
        ("619", None, 1, 0, 4),
        ("4", None, 0, 1, 1),  # a town bar on a through track: one segment
        ("8858", "18mag", 2, 0, 4),
        ("L33", "18mag", 2, 0, 4),
    ],
)
def test_tile_structure(name, game, cities, towns, tracks):
    svg = render(single_tile_drawing(name, game=game), ".svg")
    assert len(groups(svg, "city")) == cities
    assert len(groups(svg, "town")) == towns
    assert len(groups(svg, "track")) == tracks


def test_tile_is_drawn_at_true_size():
    svg = render(single_tile_drawing("9", across_flats_mm=38.1), ".svg")
    root = ET.fromstring(svg)
    width = float(root.get("width").removesuffix("mm"))
    vb = [float(v) for v in root.get("viewBox").split()]
    mm_per_unit = width / vb[2]
    flat_hex_across_flats_units = 3**0.5 * 100
    assert abs(flat_hex_across_flats_units * mm_per_unit - 38.1) < 1e-3  # a micron


def test_same_input_same_bytes():
    for suffix in (".svg", ".pdf", ".png"):
        a = render(single_tile_drawing("619"), suffix)
        b = render(single_tile_drawing("619"), suffix)
        assert a == b, suffix


def pdf_to_image(pdf: bytes, width: int) -> Image.Image:
    import pypdfium2

    doc = pypdfium2.PdfDocument(pdf)
    page = doc[0]
    scale = width / page.get_width()
    return page.render(scale=scale).to_pil().convert("RGB")


@pytest.mark.parametrize("name, game", [("57", None), ("8858", "18mag"), ("619", None), ("L20", "1840")])
def test_svg_and_pdf_rasterise_to_nearly_the_same_pixels(name, game):
    drawing = single_tile_drawing(name, game=game)
    svg_png = Image.open(io.BytesIO(render(drawing, ".png", dpi=150))).convert("RGB")
    pdf_png = pdf_to_image(render(drawing, ".pdf"), svg_png.width)
    pdf_png = pdf_png.resize(svg_png.size)
    diff = ImageChops.difference(svg_png, pdf_png).convert("L")
    mean = ImageStat.Stat(diff).mean[0]
    # anti-aliasing and font hinting differ a little between cairo and pdfium; shapes must not
    assert mean < 6.0, mean
    assert sum(diff.histogram()[129:]) / (diff.width * diff.height) < 0.02


def test_pdf_embeds_its_fonts():
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(render(single_tile_drawing("57"), ".pdf")))
    fonts = reader.pages[0]["/Resources"]["/Font"]
    for ref in fonts.values():
        font = ref.get_object()
        assert "/FontDescriptor" in font, font  # no unembedded base-14 fonts
        assert "/FontFile2" in font["/FontDescriptor"].get_object()


def test_arcs_become_curves_that_both_backends_share():
    p = PathBuilder().arc(0, 0, 50, 0, 3.14159 / 2).build(Style(stroke="#000000"))
    assert [c[0] for c in p.commands] == ["M", "C"]
    d = Drawing(100, 100)
    d.add(p)
    assert b"C" in render(d, ".svg") or b"c" in render(d, ".svg")


@pytest.mark.parametrize("suffix", [".svg", ".pdf", ".png"])
def test_cli_tile_formats(tmp_path, suffix):
    out = tmp_path / f"t{suffix}"
    result = CliRunner().invoke(main, ["tile", "15", "--rotation", "2", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.stat().st_size > 500


def test_cli_rejects_unknown_format_and_tile(tmp_path):
    r = CliRunner().invoke(main, ["tile", "57", "-o", str(tmp_path / "t.gif")])
    assert r.exit_code == 2 and "unknown output format" in r.output
    r = CliRunner().invoke(main, ["tile", "nope", "-o", str(tmp_path / "t.svg")])
    assert r.exit_code == 2 and "no tile 'nope'" in r.output
    r = CliRunner().invoke(main, ["tile", "57", "--rotation", "9", "-o", str(tmp_path / "t.svg")])
    assert r.exit_code == 2 and "rotation" in r.output


def test_cli_tiles_sheet(tmp_path):
    out = tmp_path / "sheet.pdf"
    r = CliRunner().invoke(main, ["tiles", "--game", "1824", "-o", str(out)])
    assert r.exit_code == 0, r.output
    assert "tiles)" in r.output


def test_track_runs_into_the_bleed():
    """Tile 9 (straight, S to N on a flat map) at 38.1 mm with 2.5 mm bleed: its track runs
    2.5 mm past the cut line at both ends, so a cut a little outside shows no gap."""
    from tresham.data import load_library
    from tresham.kit.tiles import tile_art_mm

    from .artgeom import features

    art = tile_art_mm(load_library(None)["9"], "flat", 38.1, 2.5)
    stubs = [f for f in features((art,)) if f.role == "track-bleed"]
    assert len(stubs) == 2  # one stub (casing and rail) at each exit
    centre_y = 38.1 / 2
    reach = max(abs(y - centre_y) for f in stubs for s in f.shapes for y in (s.y0, s.y1))
    assert reach == pytest.approx(38.1 / 2 + 2.5, abs=0.01)


@pytest.mark.parametrize(
    "gid, name", [("1840", "L20"), ("1862", "16_1a"), ("18mag", "8863"), ("1824", "493")]
)
def test_a_tile_with_bleed_is_its_plain_art_with_track_stubs_under_the_track(gid, name):
    """Where the text goes does not depend on the bleed: the tile sheets' tiles (with bleed)
    and the manifest's (without) share one layout, worked out once."""
    from tresham.art.tile import tile_group
    from tresham.data import load_game

    g = load_game(gid)
    tile = g.tiles[name]
    plain, bled = tile_group(tile, g.layout), tile_group(tile, g.layout, bleed=6.5)
    stubs = [it for it in bled.items if getattr(it, "role", "") == "track-bleed"]
    assert stubs and [it for it in bled.items if it not in stubs] == list(plain.items)
    first_track = next(i for i, it in enumerate(bled.items) if getattr(it, "role", "") == "track")
    assert all(bled.items.index(s) < first_track for s in stubs)  # drawn under the track
    assert all(a is b for a, b in zip([it for it in bled.items if it not in stubs], plain.items, strict=True))
