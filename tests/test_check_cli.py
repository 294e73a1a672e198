"""The ``check``, ``legal`` and ``proof`` commands, the layout file and the speed promise."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tresham.cli import main
from tresham.errors import LayoutError
from tresham.scenario.layout import load_layout, parse_layout
from tresham.scenario.layout_check import check_layout

LAYOUTS = Path(__file__).parent / "data" / "layouts"
EXAMPLES = sorted((Path(__file__).parents[1] / "data" / "games").glob("*/examples/layout-*.toml"))


def invoke(*args):
    return CliRunner().invoke(main, list(args))


def test_check_legal_layout_exits_0_and_explains_every_cost():
    r = invoke("check", str(LAYOUTS / "legal-18mag.toml"))
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert "cost 10 Ft: extra yellow tile of the turn, paid to SzKÉV [18Mag §VI.3.2 (L439)]" in r.output
    assert "cost 20 Ft: mountain in C14" in r.output
    assert lines[-1] == "legal: 4 lays and 0 tokens, total cost 50 Ft"


def test_check_text_refuses_and_summarises_in_one_line():
    r = invoke("check", str(LAYOUTS / "tokens-1824.toml"))
    assert r.exit_code == 1
    lines = r.output.splitlines()
    assert (
        lines[-1]
        == "illegal: 0 of 3 lays and 1 of 2 tokens refused (1 violation); the accepted lays cost 0 G"
    )
    assert any(line.startswith("  BAD token 1") for line in lines)
    assert "token.full: city 0 of C12 has no free slot [1824 §VII.8 (L598-L611)]" in r.output


def test_an_illegal_lay_is_refused_and_later_lays_see_the_board_without_it():
    # C12: 57@0 (edges 0-3), then 57@1 (yellow on yellow: refused), then 14@1, which keeps
    # only the refused tile's track (edges 1-4)
    lays = 'game = "18mag"\n' + "".join(
        f'[[lay]]\nhex = "C12"\ntile = "{t}"\nrotation = {rot}\n'
        for t, rot in (("57", 0), ("57", 1), ("14", 1))
    )
    report = check_layout(parse_layout(lays))
    assert [[v.rule for v in r.violations] for r in report.lays] == [
        [],
        ["upgrade.color-step", "upgrade.track-not-kept"],
        ["upgrade.track-not-kept"],
    ]
    assert report.board.placed("C12").name == "57" and report.board.placed("C12").rotation == 0
    forced = check_layout(parse_layout(lays), force=True)  # a recorded game keeps every lay
    assert [r.ok for r in forced.lays] == [True, False, True]


def test_check_json():
    r = invoke("check", str(LAYOUTS / "illegal-18mag.toml"), "--json")
    assert r.exit_code == 1
    data = json.loads(r.output)
    assert data["ok"] is False and data["lays"] == 3
    first = data["violations"][0]
    assert set(first) >= {"index", "hex", "rule", "message", "source"}
    assert first["index"] == 0 and first["hex"] == "D19" and first["rule"] == "label.mismatch"
    # an illegal lay is refused: the board holds the legal lays only
    assert "F9" not in data["board"] and "D19" not in data["board"]


def test_check_json_ok_and_costs():
    data = json.loads(invoke("check", str(LAYOUTS / "legal-18mag.toml"), "--json").output)
    assert data["ok"] is True and data["violations"] == []
    assert [c["cost"] for c in data["costs"]] == [0, 10, 20, 20]
    assert data["total_cost"] == 50


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.parent.parent.name)
def test_every_example_layout_is_legal(path):
    report = check_layout(load_layout(path))
    assert report.ok, report.violations


def test_one_example_per_game():
    assert {p.parent.parent.name for p in EXAMPLES} == {"18mag", "1824", "1840", "1862", "18lilliput"}


@pytest.mark.parametrize(
    ("name", "expect"),
    [
        ("bad-rotation.toml", "lay[0].rotation"),
        ("bad-key.toml", "lay[0].rotaton"),
        ("bad-tile.toml", "lay[0].tile"),
        ("bad-game.toml", "game"),
    ],
)
def test_bad_layouts_give_one_line(name, expect):
    r = invoke("check", str(LAYOUTS / name))
    assert r.exit_code == 2
    assert "Traceback" not in r.output
    line = r.output.strip()
    assert "\n" not in line and name in line and expect in line


def test_missing_file():
    r = invoke("check", str(LAYOUTS / "nope.toml"))
    assert r.exit_code == 2 and "file not found" in r.output


def test_layout_errors_name_the_key():
    with pytest.raises(LayoutError, match="lay\\[0\\].hex"):
        parse_layout('game = "18mag"\n[[lay]]\nhex = "E13"\ntile = "57"\n', "x.toml")
    with pytest.raises(LayoutError, match="players"):
        parse_layout('game = "18mag"\nplayers = 9\n', "x.toml")
    with pytest.raises(LayoutError, match="phase"):
        parse_layout('game = "18mag"\nphase = "purple-ish"\n', "x.toml")
    with pytest.raises(LayoutError, match="company"):
        parse_layout('game = "18mag"\n[[lay]]\nhex = "E12"\ntile = "L33"\ncompany = "ZZ"\n', "x.toml")


def test_tokens_in_order_with_lays():
    report = check_layout(load_layout(LAYOUTS / "tokens-1824.toml"))
    assert [v.rule for v in report.token_violations] == ["token.full"]
    data = report.to_dict()
    assert data["violations"][0]["item"] == "token"


def test_players_pick_the_map():
    layout = parse_layout('game = "18mag"\nplayers = 2\n[[lay]]\nhex = "C8"\ntile = "L33"\nrotation = 2\n')
    assert layout.map.id == "two"


def test_legal_lists_options_with_costs():
    r = invoke("legal", str(LAYOUTS / "legal-18mag.toml"), "--hex", "C14", "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    assert data["options"] and all(
        o["tile"] in {"23", "24", "25", "26", "27", "28", "29", "30", "31", "16", "19", "20"}
        for o in data["options"]
        if o["tile"]
    )
    # each option: the tile, its rotation, the total cost and the costs that make it up
    assert all(set(o) == {"tile", "rotation", "cost", "costs"} for o in data["options"])
    assert [o["rotation"] for o in data["options"] if o["tile"] == "19"] == [0, 3]
    assert all(o["cost"] == sum(c["amount"] for c in o["costs"]) for o in data["options"])
    r = invoke("legal", str(LAYOUTS / "illegal-18mag.toml"), "--hex", "E12")
    assert r.exit_code == 0 and r.output.splitlines() == ["L33@2"]
    r = invoke("legal", str(LAYOUTS / "illegal-18mag.toml"), "--hex", "Q2")
    assert r.exit_code == 2 and "'Q2' is not a hex of this map" in r.output
    r = invoke("legal", str(LAYOUTS / "illegal-18mag.toml"), "--hex", "e12")
    assert r.exit_code == 0 and r.output.splitlines() == ["L33@2"]
    r = invoke("legal", str(LAYOUTS / "illegal-18mag.toml"), "--hex", "e13")
    assert r.exit_code == 2 and "'E13' cannot exist on this map" in r.output


def test_proof_reports_and_draws(tmp_path):
    out = tmp_path / "chart.svg"
    r = invoke("proof", "1824", "--svg", str(out))
    assert r.exit_code == 0, r.output
    assert "First tiles per hex" in r.output and "E12" in r.output
    assert out.read_text().startswith("<?xml") or "<svg" in out.read_text()[:300]


def test_proof_json_18mag():
    data = json.loads(invoke("proof", "18mag", "--json").output)
    assert data["first"]["E12"] == [{"tile": "L33", "rotations": [2]}]
    assert data["never_laid"] == [] and data["no_predecessor"] == []
    assert {"color": "yellow", "tiles": 65, "hexes": 89} in data["supply"]


def test_120_legal_lays():
    # tests/data/layouts/long-18mag.toml: 120 legal lays written by benchmarks/bench_check.py
    # (the benchmark times them)
    text = (LAYOUTS / "long-18mag.toml").read_text()
    report = check_layout(parse_layout(text, "long-18mag.toml"))
    assert report.ok and len(report.lays) == 120
    assert {p.tile.color for p in report.board.tiles.values()} >= {"yellow", "green"}


def test_players_and_variants_in_a_layout_are_checked_against_the_game():
    with pytest.raises(LayoutError, match="variant: unknown variant 'giants'; its variants: allenbeck"):
        parse_layout('game = "18lilliput"\nvariant = "giants"\n', "x.toml")
    with pytest.raises(LayoutError, match="variant: unknown variant 'x'; it has no variants"):
        parse_layout('game = "1824"\nvariant = "x"\n', "x.toml")
    with pytest.raises(LayoutError, match=r"player\[0\].owns: no private or card 'KING'"):
        parse_layout('game = "18lilliput"\n[[player]]\nname = "Ann"\nowns = ["KING"]\n', "x.toml")
    with pytest.raises(LayoutError, match=r"player\[1\]: SR is already directed by Ann"):
        parse_layout(
            'game = "18lilliput"\n[[player]]\nname = "Ann"\ndirects = ["SR"]\n'
            '[[player]]\nname = "Bob"\ndirects = ["sr"]\n',
            "x.toml",
        )
    layout = parse_layout(
        'game = "18lilliput"\nvariant = ["brobdingnag"]\n[[player]]\nname = "Ann"\ndirects = ["mr"]\n'
        'owns = ["emperor"]\n'
    )
    assert layout.variants == {"brobdingnag"}
    assert layout.owners.director_owns("MR", "EMPEROR") is True
