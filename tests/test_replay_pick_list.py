"""``tresham replay``'s moment for the table: the pick list of tiles, and the market beside the board."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from click.testing import CliRunner

from tresham.cli import main
from tresham.scenario.export import load_export
from tresham.scenario.replay_report import replay_whole

GAME = Path(__file__).resolve().parent / "data" / "games" / "1862" / "standard-3p.json"


def test_the_pick_list_counts_every_tile_on_the_board_by_its_box_piece():
    whole = replay_whole(load_export(GAME), 300)
    picks = dict(whole.pick_list())
    board = whole.board.board_dict()
    assert sum(picks.values()) == len(board)  # one piece a hex that received a tile
    manifest = whole.export.game.manifest
    for name in picks:  # box pieces only: a town variant (18_1b) counts as its base tile
        entry = manifest.entry(name)
        assert entry is not None and not entry.variant_of
    variants = [e["tile"] for e in board.values() if "_" in str(e["tile"])]
    assert variants, "the record lays 1862's town variants by this action"
    assert all(str(v).split("_")[0] in picks for v in variants)


def test_the_pick_list_is_in_the_text_and_the_json():
    r = CliRunner().invoke(main, ["replay", str(GAME), "--until", "300"])
    lines = r.output.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("tiles on the board ("))
    whole = replay_whole(load_export(GAME), 300)
    first, n = whole.pick_list()[0]
    assert lines[head + 1].startswith(f"  {first} ×{n}, ")
    data = json.loads(CliRunner().invoke(main, ["replay", str(GAME), "--until", "300", "--json"]).stdout)
    assert data["pick_list"] == [{"tile": t, "count": c} for t, c in whole.pick_list()]


def test_render_draws_the_market_beside_the_board(tmp_path):
    board = tmp_path / "moment.svg"
    r = CliRunner().invoke(main, ["replay", str(GAME), "--until", "300", "--render", str(board)])
    market = tmp_path / "moment-market.svg"
    assert board.is_file() and market.is_file(), r.output
    text = market.read_text(encoding="utf-8")
    assert "stock market" in text and "the market after action 300" in text
    whole = replay_whole(load_export(GAME), 300)
    priced = [
        cid for cid, cs in whole.engine.state.companies.items() if cs.cell is not None and not cs.closed
    ]
    drawn = html.unescape(re.sub(r"<[^>]+>", "", text))  # a long id is set on two lines: W / StI
    assert priced and all(cid in drawn for cid in priced)
