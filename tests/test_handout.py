"""The teacher's handout (`tresham example handout ID -o lesson.pdf|.html`) and the pictures
of `example run --render` that it shares: the lesson kept for each step, the board cut to
the example's hexes, the PDF's pages and paper, the HTML's sections."""

from __future__ import annotations

import base64
import re
import struct
import xml.etree.ElementTree as ET
from html import escape
from pathlib import Path

from click.testing import CliRunner

from tresham.art.board import draw_moment
from tresham.art.crop import crop_box, cropped
from tresham.cli import main
from tresham.cli_moment import board_pieces
from tresham.data import load_game
from tresham.rules.routes.picture import board_map
from tresham.scenario import load_example, scenario_state
from tresham.scenario.lesson import lesson, unwrapped
from tresham.scenario.position import position

SVG = "{http://www.w3.org/2000/svg}"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


def taught(example_id: str):
    s = load_example(example_id)
    return s, lesson(s, scenario_state(load_game(s.game), s))


def test_a_lesson_keeps_the_start_and_every_step_with_its_box_and_changes():
    s, taught_ = taught("1862/ex05-merger-one")
    assert [p.n for p in taught_.pages] == list(range(len(s.steps) + 1))
    assert taught_.start.notes and taught_.start.notes[0][0] == "From the book"
    two = taught_.steps[1]
    assert two.heading.startswith(f"Step 2 of {len(s.steps)}: ")
    assert any(c.what == "N&E price" for c in two.changed)
    assert not two.mismatch
    assert taught_.touched == {"B9"}  # the two companies' shared station: nothing else is played on


def test_a_lesson_touches_the_hexes_of_a_run_and_of_the_tokens_placed():
    _, run_ = taught("1840/e6-line-revenue")
    assert {"J22", "I21", "H22"} <= run_.touched
    _, draft = taught("1824/e9-goods-time-draft")
    assert {"B7", "F25", "G24"} <= draft.touched


def test_the_position_is_unwrapped_into_whole_entries():
    _, taught_ = taught("1862/ex05-merger-one")
    lines = position(taught_.start.state, "Before step 1")
    entries = unwrapped(lines)
    cash = [text for depth, text in entries if text.startswith("Cash:")]
    assert len(cash) == 1 and "bank" in cash[0]  # the cash line wraps at 80 columns; here it is whole
    assert len(entries) < len(lines)
    assert entries[0][0] == 0 and all(depth in (1, 2) for depth, _ in entries[1:])
    # an unwrapped entry is never joined to the next entry
    assert ("Shares (* the director's certificate):" in [t for _, t in entries])


def test_the_board_cut_to_the_example_keeps_its_hexes_and_is_smaller():
    s = load_example("1862/ex05-merger-one")
    state = scenario_state(load_game(s.game), s)
    laid, stations = board_pieces(state.board)
    mp = board_map(state.board)
    art = draw_moment(state.game, mp, laid, stations)
    box = crop_box(art, mp, ["B9"])
    assert box is not None
    x, y, w, h = box
    assert min(x, y) >= 0 and x + w <= art.width and y + h <= art.height
    assert w < art.width / 2 and h < art.height / 2
    small = cropped(art, mp, ["B9"])
    assert (small.width, small.height) == (w, h)
    wider = crop_box(art, mp, ["B9", "B11"])
    assert wider is not None and wider[3] > h
    # no hex of the map named: the whole picture
    assert crop_box(art, mp, ["Z99"]) is None and cropped(art, mp, ["Z99"]) is art


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_render_takes_a_scale_a_dpi_and_a_crop(tmp_path):
    one, two, whole = tmp_path / "one", tmp_path / "two", tmp_path / "whole"
    example = "1862/ex05-merger-one"
    assert run("example", "run", example, "--render", str(one), "--format", "png", "--crop").exit_code == 0
    assert run("example", "run", example, "--render", str(two), "--format", "png", "--crop",
               "--scale", "2").exit_code == 0  # fmt: skip
    assert run("example", "run", example, "--render", str(whole), "--format", "png",
               "--dpi", "20").exit_code == 0  # fmt: skip
    w1, h1 = _png_size((one / "step-01-board.png").read_bytes())
    w2, h2 = _png_size((two / "step-01-board.png").read_bytes())
    assert abs(w2 - 2 * w1) <= 2 and abs(h2 - 2 * h1) <= 2
    m1 = _png_size((one / "step-01-market.png").read_bytes())
    m2 = _png_size((two / "step-01-market.png").read_bytes())
    assert abs(m2[0] - 2 * m1[0]) <= 2
    # the whole map at 20 dpi against the cut one at 100: the cut one is far smaller on paper
    ww, _ = _png_size((whole / "step-01-board.png").read_bytes())
    assert w1 / 100 < ww / 20


def test_render_titles_each_picture_with_its_step(tmp_path):
    out = tmp_path / "m"
    assert run("example", "run", "1862/ex05-merger-one", "--render", str(out), "--crop").exit_code == 0
    for part in ("board", "market"):
        root = ET.parse(out / f"step-02-{part}.svg").getroot()
        texts = " ".join(t.text or "" for t in root.iter(f"{SVG}text"))
        assert "Step 2 of 5" in texts and "Step 3 of 5" not in texts
    start = " ".join(t.text or "" for t in ET.parse(out / "step-00-board.svg").getroot().iter(f"{SVG}text"))
    assert "before step 1" in start


def _media_boxes(pdf: bytes) -> list[tuple[float, float]]:
    return [(float(w), float(h)) for w, h in re.findall(rb"/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]", pdf)]


def test_the_pdf_handout_has_a_page_or_two_per_step_on_a4_or_letter(tmp_path):
    a4, letter = tmp_path / "a4.pdf", tmp_path / "letter.pdf"
    r = run("example", "handout", "1862/ex05-merger-one", "-o", str(a4))
    assert r.exit_code == 0, r.output
    assert run("example", "handout", "1862/ex05-merger-one", "-o", str(letter),
               "--paper", "letter").exit_code == 0  # fmt: skip
    pages = _media_boxes(a4.read_bytes())
    assert 6 <= len(pages) <= 12  # the start and 5 steps, a step flowing onto a second page at most
    assert {(round(w), round(h)) for w, h in pages} == {(595, 842)}  # A4 in points
    assert {(round(w), round(h)) for w, h in _media_boxes(letter.read_bytes())} == {(612, 792)}


def test_the_html_handout_has_a_section_per_step_with_its_pictures_and_box(tmp_path):
    out = tmp_path / "lesson.html"
    s = load_example("1862/ex05-merger-one")
    assert run("example", "handout", s.id, "-o", str(out), "--paper", "letter").exit_code == 0
    html = out.read_text(encoding="utf-8")
    assert "size: letter portrait" in html
    sections = re.findall(r'<section id="step-(\d+)">(.*?)</section>', html, re.S)
    assert [int(n) for n, _ in sections] == list(range(len(s.steps) + 1))
    start, step2 = sections[0][1], sections[2][1]
    assert "The book and our choices" in start and escape(s.title) in start
    assert "Step 2 of 5" in step2 and "What changed" in step2 and "£134 (space 33 of 67)" in step2
    images = re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', step2)
    assert len(images) == 2  # the board and the market
    market = ET.fromstring(base64.b64decode(images[1]))
    assert "N&E" in [t.text for t in market.iter(f"{SVG}text")]


def test_a_handout_must_be_a_pdf_or_an_html_file(tmp_path):
    r = run("example", "handout", "1862/ex05-merger-one", "-o", str(tmp_path / "lesson.docx"))
    assert r.exit_code == 2 and "a .pdf or a .html" in r.output and "Traceback" not in r.output
    assert not (tmp_path / "lesson.docx").exists()


def test_a_run_that_names_its_stops_is_traced_for_the_picture_and_one_by_revenue_is_not():
    _, freight = taught("1862/ex17-freight-distance-bonus")
    run_ = freight.steps[0]
    assert len(run_.runs) == 1
    traced = run_.runs[0]
    assert traced.label.startswith("2F: F5 - E4 - E2 = £90")
    assert [leg[0][0] for leg in traced.legs] == ["F5", "E4"] and traced.legs[-1][-1][0] == "E2"
    assert freight.steps[1].runs == ()  # the dividend: no run
    _, split = taught("1862/ex24-dividend-split")
    assert all(step.runs == () for step in split.steps)  # its run is given by its revenue


def test_render_draws_the_runs_of_a_run_routes_step(tmp_path):
    out = tmp_path / "m"
    example = "1862/ex17-freight-distance-bonus"
    assert run("example", "run", example, "--render", str(out), "--crop").exit_code == 0
    roles = [e.get("class") for e in ET.parse(out / "step-01-board.svg").getroot().iter()]
    assert "runs" in roles and "run-legend" in roles
    later = [e.get("class") for e in ET.parse(out / "step-02-board.svg").getroot().iter()]
    assert "runs" not in later  # the dividend step draws no run


def test_the_books_letters_are_drawn_on_their_hexes(tmp_path):
    s = load_example("18lilliput/e5-revenue-example-1")
    assert dict(s.letters) == {"A": "-1,0", "B": "-1,-1", "C": "0,-1", "D": "1,0", "E": "0,1"}
    out = tmp_path / "m"
    assert run("example", "run", s.id, "--render", str(out)).exit_code == 0
    root = ET.parse(out / "step-01-board.svg").getroot()
    group = next(e for e in root.iter() if e.get("class") == "book-letters")
    assert sorted(t.text for t in group.iter(f"{SVG}text")) == ["A", "B", "C", "D", "E"]
    plain = ET.parse(tmp_path / "m" / "step-01-market.svg").getroot()
    assert not any(e.get("class") == "book-letters" for e in plain.iter())
    other = tmp_path / "o"
    assert run("example", "run", "1862/ex24-dividend-split", "--render", str(other)).exit_code == 0
    board = ET.parse(other / "step-01-board.svg").getroot()
    assert not any(e.get("class") == "book-letters" for e in board.iter())  # an example without letters


def test_a_scenarios_letters_must_name_hexes_as_text(tmp_path):
    from tresham.errors import TreshamError
    from tresham.scenario import load_scenario

    source = load_example("18lilliput/e5-revenue-example-1").file
    text = Path(source).read_text(encoding="utf-8").replace('A = "-1,0"', "A = 5")
    bad = tmp_path / "bad.toml"
    bad.write_text(text, encoding="utf-8")
    try:
        load_scenario(bad)
    except TreshamError as exc:
        assert "letters" in str(exc)
    else:
        raise AssertionError("a letter naming a number was read")


def test_a_closed_companys_printed_home_is_no_longer_drawn():
    from tresham.cli_pictures import moment_pictures, open_homes

    _, ladder = taught("1824/e5-token-ladder")
    end = ladder.steps[-1].state
    closed = {cid for cid, cs in end.companies.items() if cs.closed}
    assert {"KK1", "KK2"} <= closed
    wien = open_homes(end.board.map, closed).hexes["E12"]
    assert "KK2" not in wien.home and "KK" in wien.home
    assert open_homes(ladder.start.state.board.map, set()) is ladder.start.state.board.map

    def tokens(state) -> list[str]:
        from tresham.backends.svg import to_svg

        root = ET.fromstring(to_svg(moment_pictures(state)[0][1]))
        return [t.text or "" for e in root.iter() if e.get("class") == "token" for t in e.iter(f"{SVG}text")]

    assert "KK2" in tokens(ladder.start.state) and "KK2" not in tokens(end)


def test_the_market_marks_a_par_once_the_price_has_left_it():
    from tresham.backends.svg import to_svg
    from tresham.cli_moment import par_cells
    from tresham.cli_pictures import moment_pictures

    _, merger = taught("1862/ex05-merger-one")
    assert par_cells(merger.start.state) == []  # both stand on their par of £90
    after = merger.steps[1].state  # N&E survives at £134, its par £100 (L589-L640)
    [(company, cell)] = par_cells(after)
    price = after.companies["N&E"].cell
    assert company == "N&E" and after.cell_value(cell) == 100 and price and after.cell_value(price) == 134

    def marks(state) -> list[str]:
        root = ET.fromstring(to_svg(moment_pictures(state)[1][1]))
        found = [e for e in root.iter() if e.get("class") == "par-mark"]
        return [t.text or "" for e in found for t in e.iter(f"{SVG}text")]

    assert marks(merger.start.state) == [] and marks(after) == ["N&E"]
