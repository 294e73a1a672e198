"""``tresham routes``: best runs, claims and drawings, as a user meets them; exit codes."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

from click.testing import CliRunner
from pypdf import PdfReader

from tresham.cli import main

LAYOUT = Path(__file__).parents[1] / "data" / "games" / "18lilliput" / "examples" / "layout-revenue-1.toml"
RED_BEST = "3: 0,0-1,0-0,-1--1,-1; 2: 0,0--1,0--1,-1"


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def test_the_best_runs_of_a_company_in_a_layout():
    r = invoke("routes", str(LAYOUT), "--company", "MR")
    assert r.exit_code == 0, r.output
    assert "3: -1,-1 (10) - 0,-1 (30) - 1,0 (40) - 0,0 Mildendo (30) = 110" in r.output
    assert r.output.strip().endswith("total 170")


def test_json_gives_company_total_and_runs_with_stops():
    r = invoke("routes", str(LAYOUT), "--company", "SR", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert set(data) == {"company", "phase", "total", "runs"}
    assert data["company"] == "SR" and data["phase"] == "3" and data["total"] == 160  # the layout's phase
    assert [set(run) for run in data["runs"]] == [{"train", "stops", "revenue"}] * 2
    assert sum(s["value"] for run in data["runs"] for s in run["stops"]) == 160
    assert {"hex", "value"} == set(data["runs"][0]["stops"][0])


def test_trains_on_the_command_line_replace_the_layouts():
    r = invoke("routes", str(LAYOUT), "--company", "MR", "--trains", "3")
    assert r.exit_code == 0, r.output
    assert r.output.strip().endswith("total 110")


def test_a_legal_best_claim_exits_0():
    r = invoke("routes", str(LAYOUT), "--company", "MR", "--claim", RED_BEST)
    assert r.exit_code == 0, r.output
    assert "legal" in r.output and "the claim is the best" in r.output


def test_a_legal_claim_that_is_not_the_best_exits_1_and_shows_the_best():
    r = invoke("routes", str(LAYOUT), "--company", "MR", "--claim", "3: 0,0-1,0-0,-1; 2: 0,0--1,0")
    assert r.exit_code == 1
    assert "route.not-best" in r.output and "not the best" in r.output and "total" not in r.output


def test_an_illegal_claim_exits_1_with_the_rule_and_its_source():
    r = invoke("routes", str(LAYOUT), "--company", "SR", "--claim", "3: 0,0-1,0-0,-1--1,-1", "--json")
    assert r.exit_code == 1
    data = json.loads(r.output)
    assert data["legal"] is False and data["best"] is False
    assert [v["rule"] for v in data["violations"]] == ["route.blocked-city"]
    assert data["violations"][0]["source"].startswith("18 Lilliput")
    assert data["optimum"]["total"] == 160


def test_bad_input_exits_2_with_one_line():
    for args in (
        ("--company", "XX"),
        ("--company", "MR", "--trains", "9Z"),
        ("--company", "MR", "--claim", "3 0,0-1,0"),
        ("--company", "MR", "--claim", "3: 0,0-?"),
    ):
        r = invoke("routes", str(LAYOUT), *args)
        assert r.exit_code == 2, (args, r.output)
        assert "Traceback" not in r.output
    r = invoke("routes", "no-such-file.toml", "--company", "MR")
    assert r.exit_code == 2


def test_a_layout_without_trains_for_the_company_is_bad_input(tmp_path):
    f = tmp_path / "l.toml"
    f.write_text('game = "18mag"\n')
    r = invoke("routes", str(f), "--company", "1")
    assert r.exit_code == 2 and "no trains" in r.output


def test_svg_draws_each_run_over_the_board(tmp_path):
    out = tmp_path / "runs.svg"
    r = invoke("routes", str(LAYOUT), "--company", "MR", "--svg", str(out))
    assert r.exit_code == 0, r.output
    root = ET.parse(out).getroot()
    groups = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "runs"]
    assert len(groups) == 1
    strokes = {p.get("stroke") for p in groups[0].iter("{http://www.w3.org/2000/svg}path")}
    assert {"#d62728", "#1f4fd6"} <= strokes  # the two trains' colours
    texts = "".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    assert "= 110" in texts and "= 60" in texts and "total 170" in texts


def test_pdf_and_png_of_a_claim(tmp_path):
    pdf, png = tmp_path / "c.pdf", tmp_path / "c.png"
    r = invoke(
        "routes", str(LAYOUT), "--company", "MR", "--claim", RED_BEST, "--pdf", str(pdf), "--png", str(png)
    )
    assert r.exit_code == 0, r.output
    assert len(PdfReader(pdf).pages) == 1
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_same_position_gives_the_same_bytes(tmp_path):
    a, b = tmp_path / "a.svg", tmp_path / "b.svg"
    invoke("routes", str(LAYOUT), "--company", "GVR", "--svg", str(a))
    invoke("routes", str(LAYOUT), "--company", "GVR", "--svg", str(b))
    assert a.read_bytes() == b.read_bytes()


# ------------------------------------------------------------ train limit and phase
DATA = Path(__file__).parent / "data" / "layouts"
LATE_18MAG = DATA / "late-18mag.toml"  # phase gray: a minor holds at most 2 trains (L612-L613)


def test_trains_within_the_limit_run_and_the_phase_is_said():
    r = invoke("routes", str(LATE_18MAG), "--company", "1", "--trains", "2,2")
    assert r.exit_code == 0, r.output
    assert r.output.startswith("18Magyarország: 1, phase Gray, trains 2, 2\n")


def test_trains_over_the_limit_are_refused_with_the_rule_and_its_section():
    r = invoke("routes", str(LATE_18MAG), "--company", "1", "--trains", "2,2,2")
    assert r.exit_code == 1
    assert (
        "train.limit: 1 holds 3 trains; the limit in phase Gray is 2 [18Mag §VI.3.8 (L612-L613)]" in r.output
    )
    assert "total" not in r.output
    claimed = invoke(
        "routes", str(LATE_18MAG), "--company", "1", "--trains", "2,2,2", "--claim", "2: E12-F13"
    )
    assert claimed.exit_code == 1 and "train.limit" in claimed.output


def test_trains_over_the_limit_in_json():
    r = invoke("routes", str(LATE_18MAG), "--company", "1", "--trains", "2,2,2", "--json")
    assert r.exit_code == 1
    data = json.loads(r.output)
    assert (data["company"], data["phase"], data["trains"]) == ("1", "Gray", ["2", "2", "2"])
    assert [(v["rule"], v["source"]) for v in data["refused"]] == [
        ("train.limit", "18Mag §VI.3.8 (L612-L613)")
    ]


def test_without_a_phase_in_the_layout_the_trains_imply_one():
    from tresham.data import load_game

    game = load_game("1824")
    implied = next(p.name for p in game.phases if "3" in p.triggers)  # the first 3-train starts it
    r = invoke("routes", str(DATA / "tokens-1824.toml"), "--company", "BK", "--trains", "3,2", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["phase"] == implied  # (the note on the layout goes to stderr)
    text = invoke("routes", str(DATA / "tokens-1824.toml"), "--company", "BK", "--trains", "3,2")
    assert f"phase {implied} (the layout names none: the phase its trains imply)" in text.output
