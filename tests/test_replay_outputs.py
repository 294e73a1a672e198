"""What a replay of an 18xx.games export resolves and writes: city ids, layouts, pictures."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from click.testing import CliRunner

from tresham.cli import main
from tresham.data import load_game
from tresham.rules.board import Placed, Token
from tresham.rules.city_ids import city_index, locate_city
from tresham.rules.games import rules_for
from tresham.scenario.export import parse_export
from tresham.scenario.export_replay import replay_export
from tresham.scenario.layout import load_layout
from tresham.scenario.layout_check import check_layout
from tresham.scenario.stations import Stations

EXPORTS = Path(__file__).parent / "data" / "exports"
GAMES = ("18mag", "1824", "1840", "1862")


def report_of(game: str):
    data = json.loads((EXPORTS / f"{game}.json").read_text(encoding="utf-8"))
    return replay_export(parse_export(data, f"{game}.json"))


def locate(game: str, city: str, laid: dict[str, tuple[str, int]] | None = None, map_id: str = "standard"):
    """Where ``city`` points once ``laid`` (hex -> (tile id, rotation)) lies on the map."""
    g = load_game(game)
    rules = rules_for(g, g.maps[map_id])
    board = rules.new_board()
    for hex, (tile_id, rotation) in (laid or {}).items():
        tile, copy = rules.resolve_tile(tile_id)
        board = board.with_tile(hex, Placed(tile, rotation, copy))
    at = locate_city(rules, board, city)
    return at.hex, at.city


# ------------------------------------------------------------------ city ids
def test_the_part_index_counts_the_parts_before_a_city():
    # L30b is coded stop, city, city: its cities are parts 1 and 2, part 0 is the stop
    laid = {"F24": ("L30b-0", 0)}
    assert locate("1840", "L30b-0-1", laid) == ("F24", 0)
    assert locate("1840", "L30b-0-2", laid) == ("F24", 1)
    assert locate("1840", "L30b-0-0", laid) == ("F24", None)
    # the printed F24 puts its station (an off-board) first, then the cities of W and D
    assert locate("1840", "F24-0-2") == ("F24", 1)
    # 1862's London hexes: off-board first, then the 2-slot city, the only one
    assert locate("1862", "B15-0-1") == ("B15", 0)


def test_a_hex_with_borders_and_one_city():
    # 1824 Sarajevo (J13) carries two join borders; whatever precedes it, its one city
    assert locate("1824", "J13-0-2") == ("J13", 0)
    assert locate("1824", "J13-1-0") == ("J13", 0)  # a group's second hex: the copy says nothing


def test_several_cities_are_the_first_parts_in_order():
    assert locate("1824", "E12-0-2") == ("E12", 2)  # Wien, printed: SD1, KK1, KK2's cities
    laid = {"F17": ("498-0", 1)}
    assert locate("1824", "498-0-1", laid) == ("F17", 1)
    assert locate("18mag", "C8-0-1", map_id="two") == ("C8", 1)  # Budapest, 2-player map
    assert city_index((), 2, 2) is None and city_index((), 1, 7) == 0 and city_index((1, 2), 2, 2) == 1
    assert city_index((1,), 1, 4) == 0  # one city: any part names it


def test_a_city_id_follows_the_tile_not_the_hex():
    laid = {"E12": ("57-3", 0)}
    assert locate("1862", "57-3-0", laid) == ("E12", 0)
    hex, city = locate("1862", "E12-0-0", laid)  # the printed hex is covered now
    assert (hex, city) == ("E12", None)
    assert locate("1862", "57-4-0", laid) == ("", None)  # a copy nobody laid


# ------------------------------------------------------------------- slots
def test_a_reserved_slot_is_kept_for_its_home():
    # 18xx.games reserves a slot for each home whose city is known; other tokens take the
    # first slot neither taken nor reserved (C7 Hernals: line 9's home, then V's token)
    rules = rules_for(load_game("1840"))
    stations = Stations(rules.new_board(), setup=rules.setup_companies())
    stations.add(Token("V", "C7", 0))
    assert stations.slots[("V", "C7")] == 1
    stations.add(Token("9", "C7", 0))
    assert stations.slots[("9", "C7")] == 0
    stations.drop(Token("V", "C7", 0))
    stations.add(Token("13", "C7", 0))
    assert stations.slots[("13", "C7")] == 1


# ----------------------------------------------------------------- layouts
@pytest.mark.parametrize("game", GAMES)
def test_layout_files_hold_the_position_the_replay_reached(tmp_path, game):
    out = tmp_path / f"{game}.toml"
    r = CliRunner().invoke(main, ["replay", str(EXPORTS / f"{game}.json"), "--layout", str(out)])
    assert r.exit_code in (0, 1) and f"wrote {out}" in r.output, r.output  # 1: the engine refused some
    report = report_of(game)
    checked = check_layout(load_layout(out))
    tiles = {h: (p.tile.name, p.rotation, p.copy) for h, p in checked.board.tiles.items()}
    assert tiles == {h: (p.tile.name, p.rotation, p.copy) for h, p in report.board.tiles.items()}
    assert sorted(checked.board.tokens, key=repr) == sorted(report.board.tokens, key=repr)
    assert checked.layout.map.id == report.export.map.id


def test_a_layout_puts_each_token_after_the_lays_made_before_it(tmp_path):
    # 1840: line 5 put its token on I15 after F14's green tile, before its brown one
    out = tmp_path / "1840.toml"
    r = CliRunner().invoke(main, ["replay", str(EXPORTS / "1840.json"), "--layout", str(out)])
    assert r.exit_code in (0, 1) and f"wrote {out}" in r.output, r.output
    order = []
    for item in load_layout(out).items:
        a = item.action
        order.append(f"{a.company}@{a.hex}" if isinstance(a, Token) else f"{a.tile}@{a.hex}")
    assert order.index("15-0@F14") < order.index("5@I15") < order.index("611-0@F14")
    assert order.index("V@C7") < order.index("L1-0@H12")  # set up before the first lay
    assert "W@I15" not in order  # removed before the end


def test_a_layout_of_three_player_1840_stays_on_the_main_map(tmp_path):
    data = json.loads((EXPORTS / "1840.json").read_text(encoding="utf-8"))
    data["players"] = data["players"][:3]
    src = tmp_path / "three.json"
    src.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "three.toml"
    r = CliRunner().invoke(main, ["replay", str(src), "--layout", str(out)])
    assert r.exit_code in (0, 1) and f"wrote {out}" in r.output, r.output
    assert load_layout(out).map.id == "standard"


# --------------------------------------------------------------- pictures
def test_the_picture_shows_every_laid_tile_with_its_number(tmp_path):
    out = tmp_path / "board.svg"
    r = CliRunner().invoke(main, ["replay", str(EXPORTS / "1862.json"), "--render", str(out)])
    assert r.exit_code in (0, 1) and f"wrote {out}" in r.output, r.output
    root = ET.parse(out).getroot()
    numbers = [
        "".join(t.itertext())
        for g in root.iter()
        if "tile-name" in (g.get("class") or "")
        for t in g.iter()
        if t.tag.endswith("text")
    ]
    # the physical tile: a variant (20_1, 20_1b) is tile 20 with small-station markers
    assert sorted(numbers) == ["20", "20", "611", "790"]
    text = ET.tostring(root, encoding="unicode")
    assert "1862 from 18xx.games (" in text and "at the end of the game" in text
    assert len(re.findall(r">EUR<", text)) >= 2  # EUR's tokens in E12 and D13 (and its printed home)


def test_a_picture_at_a_moment(tmp_path):
    out = tmp_path / "moment.svg"
    r = CliRunner().invoke(
        main, ["replay", str(EXPORTS / "18mag.json"), "--until", "12", "--render", str(out)]
    )
    assert r.exit_code in (0, 1) and f"wrote {out}" in r.output, r.output
    text = out.read_text(encoding="utf-8")
    assert "after action 12" in text
    assert ">L33<" in text and ">209<" not in text and ">L35<" not in text
