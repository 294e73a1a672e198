"""``tresham legal --hex`` and ``manifest``: a tile once a line (its rotations, its two
sides), and why a hex takes no tile."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from tresham.cli import main
from tresham.scenario.layout import load_layout
from tresham.scenario.layout_check import legal_lays, why_no_lay

LAYOUT = Path(__file__).resolve().parent / "data" / "layouts" / "legal-18mag.toml"


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def test_each_tile_and_cost_is_one_line_with_its_rotations():
    options = legal_lays(load_layout(LAYOUT), "F11")
    r = invoke("legal", str(LAYOUT), "--hex", "F11")
    assert r.exit_code == 0
    lines = r.output.splitlines()
    assert len(lines) == len({(o.tile.name, o.cost) for o in options}) < len(options)
    sevens = sorted(o.action.rotation for o in options if o.tile.name == "7")
    assert f"7@{'/'.join(map(str, sevens))}  cost 20 Ft" in lines


def test_a_hex_with_no_legal_lay_says_which_rules_stop_which_tiles():
    layout = load_layout(LAYOUT)
    assert legal_lays(layout, "E12") == []
    why = why_no_lay(layout, "E12")
    named = [t for _, tiles in why for t in tiles]
    assert len(named) == len(set(named))  # each tile under one rule
    assert "upgrade.color-step" in {v.rule for v, _ in why}
    r = invoke("legal", str(LAYOUT), "--hex", "E12")
    assert r.output.splitlines()[0] == "E12: no legal lay"
    lines = r.output.splitlines()
    assert any(line.startswith("  upgrade.color-step (") and "[18Mag" in line for line in lines)


def test_the_json_gives_the_reasons_only_where_there_is_no_lay():
    none = json.loads(invoke("legal", str(LAYOUT), "--hex", "E12", "--json").output)
    assert none["options"] == [] and none["why"][0]["tiles"] and none["why"][0]["source"]
    some = json.loads(invoke("legal", str(LAYOUT), "--hex", "F11", "--json").output)
    assert some["options"] and "why" not in some


def test_a_hex_shut_to_every_tile_gives_that_one_reason():
    layout = load_layout(LAYOUT)
    offboard = next(h.at for h in layout.map.hexes.values() if h.color == "red")
    why = why_no_lay(layout, offboard)
    assert len(why) == 1 and why[0][1] == ()
    assert why[0][0].rule == "hex.not-buildable"


def test_the_manifest_lists_a_two_sided_tile_once_with_both_sides():
    from tresham.data import load_game

    game = load_game("18mag")
    lines = invoke("manifest", "18mag").output.splitlines()[2:]
    entries = game.manifest.physical_entries()
    assert len(lines) == len(entries)  # one line a physical piece
    pairs = [e for e in entries if e.back]
    assert pairs and all(any(line.split()[:3] == [e.name, "|", e.back] for line in lines) for e in pairs)
    assert all(line.endswith("(two sides)") == ("|" in line) for line in lines)
