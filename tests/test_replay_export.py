"""``tresham replay``: games exported from 18xx.games, replayed tile by tile and token by token.

The exports in tests/data/exports are written by hand, one per game, in the site's format
(export-actions.md): each has undo and redo, an upgrade chain yellow -> green -> brown,
and a game's own cases (an 18Mag double-sided tile, 1862 variant tiles, 1840's city
lines, 1824's Staatsbahnen). Each test names the fact of the format or the rules it pins.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tresham.cli import main
from tresham.data import load_game
from tresham.model.actions import LayTile
from tresham.rules.games import rules_for
from tresham.rules.lay import LayContext, TurnState, judge_lay
from tresham.scenario.export import parse_export
from tresham.scenario.export_replay import replay_export

EXPORTS = Path(__file__).parent / "data" / "exports"
GAMES = ("18mag", "1824", "1840", "1862")

# The boards the hand-written games end on, by design (each export's comments in the tests).
BOARDS = {
    "18mag": {"C10": ("8", 0), "D11": ("9", 1), "E10": ("57", 1), "E12": ("L35", 0)},
    "1824": {"E12": ("496", 0), "E14": ("57", 1), "F17": ("498", 0)},
    "1840": {
        "E17": ("235", 0),
        "F12": ("L2", 0),
        "F14": ("611", 0),
        "F24": ("L31b", 0),
        "G11": ("L30a", 0),
        "H12": ("L1", 0),
    },
    "1862": {"D7": ("20_1", 0), "D13": ("611", 0), "E10": ("20_1b", 5), "E12": ("790", 0)},
}


def raw(game: str) -> dict:
    return json.loads((EXPORTS / f"{game}.json").read_text(encoding="utf-8"))


def run(*args: str):
    return CliRunner().invoke(main, ["replay", *args])


def replay(data: dict, until: int | None = None):
    return replay_export(parse_export(data, "test.json"), until)


def board_of(report) -> dict[str, tuple[str, int]]:
    return {h: (e["tile"], e["rotation"]) for h, e in report.board_dict().items()}


def tokens_of(report) -> set[tuple[str, str, int]]:
    return {(t.company, t.hex, t.city) for t in report.board.tokens}


# ------------------------------------------------------------------- the games
@pytest.mark.parametrize("game", GAMES)
def test_every_lay_and_token_of_a_game_is_accepted(game):
    r = run(str(EXPORTS / f"{game}.json"), "--json")
    data = json.loads(r.stdout)
    # the engine refuses some of these hand-written games' actions (exit 1): the board none
    assert r.exit_code == (1 if data["refused"] else 0), r.output
    assert list(data)[:9] == [
        "title", "game", "players", "actions", "applied", "refused", "finished", "end", "state"
    ]
    assert list(data)[9:] == ["lays", "accepted", "rejected", "tokens", "board", "pick_list"]
    assert data["game"] == game and data["rejected"] == [] and data["lays"] == data["accepted"]
    assert not any(r["type"] in ("lay_tile", "place_token", "remove_token") for r in data["refused"])
    assert {h: (e["tile"], e["rotation"]) for h, e in data["board"].items()} == BOARDS[game]


def test_the_text_report_names_the_game_and_where_the_record_stops():
    r = run(str(EXPORTS / "1840.json"))
    assert r.exit_code == 1, r.output  # its made-up actions skip the private auction: refused
    assert "1840: Vienna Tramways, 4 players" in r.output and "map: Vienna, 4-6 players" in r.output
    assert "board: lays 8 (8 accepted), tokens 3, undone 0" in r.output
    assert "actions 16, applied 16, refused " in r.output and "BAD" not in r.output
    assert "the record stops after action 20 (auction round 1); the game is not over" in r.output


def test_undo_redo_and_messages_as_the_site_applies_them():
    report = replay(raw("18mag"))
    # 6 was undone (8) and redone (9); the token of 16 was undone by "undo to 15" (17)
    assert board_of(report)["D11"] == ("9", 1)
    assert report.tokens == 1 and report.undone == 1
    assert report.skipped["message"] == 1
    report = replay(raw("1824"))
    # 7 was undone (8); a new lay (9) took its place and the redo (10) found nothing to redo
    assert board_of(report)["E14"] == ("57", 1) and report.laid["E14"] == "57-1"
    assert report.lays == 6 and report.undone == 1


def test_the_legacy_skip_flag_is_ignored():
    # export-actions.md §4.3: a stale "skip" may sit on an action the history applies
    data = raw("18mag")
    _patch(data, 6, skip=True)  # undone by 8 but redone by 9
    _patch(data, 16, skip=False)  # undone by 17
    assert board_of(replay(data)) == BOARDS["18mag"]


def test_auto_actions_are_applied_after_their_parent():
    report = replay(raw("18mag"))
    assert report.skipped["program_share_pass"] == 1 and report.skipped["pass"] == 2
    assert replay(raw("1840")).skipped["run_routes"] == 1  # the city corporation's auto run


def test_actions_no_board_replay_reads_are_counted_not_refused():
    data = raw("18mag")
    del next(a for a in data["actions"] if a["type"] == "run_routes")["routes"]  # malformed
    report = replay(data)
    assert report.skipped["convert"] == 1  # a type the vocabulary does not know
    assert report.skipped["run_routes"] == 1 and report.ok


def test_until_stops_after_that_action():
    data = raw("18mag")
    assert board_of(replay(data, until=12)) == {
        "C10": ("8", 0),
        "D11": ("9", 1),
        "E10": ("57", 1),
        "E12": ("L33", 2),
    }
    assert board_of(replay(data, until=0)) == {}
    assert len(replay(data, until=0).board.tokens) == 4  # the mine tokens, set up at once


def test_until_names_an_action_of_the_game():
    r = run(str(EXPORTS / "18mag.json"), "--until", "14")  # ids 13 and 15 exist, 14 does not
    assert r.exit_code == 2
    assert "--until 14: no action has that id (ids run to 21)" in r.stderr


# ----------------------------------------------------------------- rejections
def test_a_rejected_lay_names_its_action_and_rule_and_exits_1(tmp_path):
    data = raw("18mag")
    lay = next(a for a in data["actions"] if a["id"] == 12)
    lay["tile"] = "8-0"  # copy 0 of tile 8 is copy 0 of tile 9, already on D11
    report = replay(data)
    assert [r.to_dict() for r in report.rejected] == [
        {
            "action": 12,
            "hex": "C10",
            "tile": "8",
            "rule": "supply.copy-in-use",
            "message": "copy 0 of tile 8 is already on the map",
        }
    ]
    assert board_of(report)["C10"] == ("8", 0)  # the recorded game made it: so does the replay
    (tmp_path / "bad.json").write_text(json.dumps(data), encoding="utf-8")
    r = run(str(tmp_path / "bad.json"), "--json")
    assert r.exit_code == 1 and json.loads(r.stdout)["rejected"][0]["action"] == 12


def test_a_lay_on_a_hex_that_takes_no_tile_is_rejected_but_made():
    data = raw("18mag")
    _patch(data, 12, hex="A10")  # a gray mine
    report = replay(data)
    assert [(r.action, r.violation.rule) for r in report.rejected] == [(12, "hex.not-buildable")]
    assert board_of(report)["A10"] == ("8", 0)


def test_a_token_in_a_full_city_is_rejected():
    # tile 14 on D13 has two slots: ECR's home and EUR's token fill them
    data = raw("1862")
    tokens = [(98, "EUR"), (99, "FDR")]
    data["actions"][13:13] = [
        {"type": "place_token", "entity": c, "entity_type": "corporation", "id": i, "city": "14-0-0"}
        for i, c in tokens
    ]
    report = replay(data)
    assert [(r.action, r.violation.rule) for r in report.rejected] == [(99, "token.full")]


def test_replay_mode_leaves_out_phase_company_and_connection_checks():
    # 18Mag: only minors lay track (L28); a recorded lay by a major is the site's business
    data = raw("18mag")
    data["actions"][4]["entity"], data["actions"][4]["entity_type"] = "SIK", "corporation"
    assert replay(data).ok


# ------------------------------------------------------------------ homes
def test_homes_are_placed_when_a_company_starts():
    report = replay(raw("18mag"))
    assert {("1", "E12", 0), ("mine", "A10", 0), ("6", "E12", 0)} <= tokens_of(report)
    assert not any(t.company == "3" and t.hex == "E12" for t in report.board.tokens)  # undone
    report = replay(raw("1862"))
    # ECR's tokens went to EUR, which survived the merger; the London token was removed
    assert tokens_of(report) == {("EUR", "E12", 0), ("EUR", "D13", 0)}
    assert report.notes == ["EUR took over ECR's tokens in their merger"]


def test_a_home_the_game_places_itself_replaces_the_replays():
    # a game may record a home token as an action of its own: no second token, no rejection
    data = raw("1862")
    token = {"type": "place_token", "entity": "ECR", "entity_type": "corporation", "id": 6, "city": "57-0-0"}
    data["actions"] = [*data["actions"][:5], token]
    report = replay(data)
    assert report.ok and [t.company for t in report.board.tokens_at("D13")] == ["ECR"]


def test_a_home_in_a_city_tresham_cannot_tell_is_kept():
    # 1840 lines 1 and 2 share D18 and no city is given: the game may record the choice
    data = raw("1840")
    token = {"type": "place_token", "entity": "1", "entity_type": "corporation", "id": 21, "city": "D18-0-5"}
    data["actions"].append(token)
    report = replay(data)
    assert report.ok and [t.company for t in report.board.tokens_at("D18")] == ["1"]
    assert "1 placed its home on D18 in a city tresham cannot tell: kept" in report.notes


def test_staatsbahnen_take_over_their_precursors_tokens():
    report = replay(raw("1824"))
    wien = sorted(t.company for t in report.board.tokens_at("E12"))
    assert wien == ["BK", "KK", "SD"]  # SD1's became SD's; KK kept one of KK1's and KK2's
    assert ("BK", "B9", 0) in tokens_of(report)
    assert any("KK took over two tokens in E12" in n for n in report.notes)
    assert "SD took over the tokens of SD1, SD2, SD3 when it first acted (on the site: when it formed)" in (
        report.notes
    )


def test_1840_city_corporations_start_with_their_tokens_and_lines_replace_them():
    report = replay(raw("1840"), until=2)
    assert sorted(t.hex for t in report.board.tokens if t.company == "V") == [
        "A13",
        "A17",
        "B10",
        "C7",
        "F6",
        "G3",
    ]
    report = replay(raw("1840"))
    at_f24 = {(t.company, t.city) for t in report.board.tokens_at("F24")}
    assert at_f24 == {("W", 0), ("5", 1)}  # line 5's bonus token took D's slot
    assert {t.company for t in report.board.tokens_at("I15")} == {"5"}  # W's removed first
    assert ("3", "E17", 1) in tokens_of(report)  # the home went where the line put it


def test_slots_are_numbered_as_the_site_reserves_them():
    # C7 Hernals: a slot is reserved for line 9's home, so V's token sits in slot 1
    data = raw("1840")
    line = {"entity_type": "corporation", "city": "C7-0-0", "slot": 1}
    data["actions"][2:] = [
        {"type": "remove_token", "entity": "13", "id": 3, **line},
        {"type": "place_token", "entity": "13", "id": 4, **line},
        {"type": "pass", "entity": "9", "entity_type": "corporation", "id": 5},
    ]
    report = replay(data)
    assert report.ok
    assert sorted(t.company for t in report.board.tokens_at("C7")) == ["13", "9"]
    assert replay(data, until=2).board.tokens_at("C7")[0].company == "V"


def test_three_players_play_1840_on_the_main_map_unless_the_option_says():
    data = raw("1840")
    data["players"] = data["players"][:3]
    assert parse_export(data).map.id == "standard"
    data["settings"]["optional_rules"] = ["three_player_small"]
    assert parse_export(data).map.id == "three"
    data["players"] = data["players"][:2]
    assert parse_export(data).map.id == "two"


def test_options_tresham_does_not_model_are_noted():
    data = raw("1824")
    data["settings"]["optional_rules"] = ["goods_time"]
    assert parse_export(data).notes == ("optional rules not modelled (standard rules used): goods_time",)


def test_1824_takes_ten_tile_8s():
    hexes = [("B11", 0), ("B17", 1), ("B19", 0), ("B21", 0), ("B7", 0)]
    hexes += [("C14", 0), ("C18", 0), ("C20", 0), ("C22", 0), ("C24", 0), ("C8", 2)]
    data = raw("1824")
    data["actions"] = [
        {"type": "lay_tile", "entity": "BK", "entity_type": "corporation", "id": i + 1, "hex": h,
         "tile": f"8-{i}", "rotation": r}
        for i, (h, r) in enumerate(hexes)
    ]  # fmt: skip
    report = replay(data)
    assert report.accepted == 10
    assert [(r.action, r.violation.rule) for r in report.rejected] == [(11, "supply.no-copy")]


# ----------------------------------------------------------------- bad input
@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: {**d, "title": "1830"}, "title: no game of tresham is '1830' on 18xx.games"),
        (
            lambda d: {**d, "players": d["players"][:1]},
            "players: 18Magyarország is for 2, 3, 4, 5, 6 players, not 1",
        ),
        (lambda d: _patch(d, 5, tile="L99-0"), "action 5: tile: 'L99-0' is not a tile of"),
        (lambda d: _patch(d, 5, hex="E1Z"), "action 5: hex: 'E1Z' is not a hex name"),
        (lambda d: _patch(d, 5, rotation="2"), "actions[4]: key 'rotation': expected an integer"),
        (lambda d: _patch(d, 18, city="209-0"), "action 18: city: expected '<tile>-<copy>-<part>'"),
        (lambda d: _patch(d, 18, city="Q7-0-0"), "city: 'Q7-0-0' names no tile of 18Mag"),
        (lambda d: _patch(d, 17, action_id=77), "action 17: key 'action_id': undo to action 77"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(tmp_path, change, message):
    data = change(copy.deepcopy(raw("18mag")))
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    r = run(str(path))
    assert r.exit_code == 2, r.output
    assert message in r.stderr and "Traceback" not in r.output
    assert len(r.stderr.strip().splitlines()) == 1


def _patch(data: dict, which: int, **fields) -> dict:
    for a in data["actions"]:
        if a["id"] == which:
            a.update(fields)
    return data


def test_replay_mode_judges_by_the_tile_rules_only():
    g = load_game("1862")
    rules = rules_for(g)
    lay = LayTile(entity="ECR", entity_type="corporation", hex="B7", tile="57", rotation=0)  # far from D13
    turn = TurnState("ECR", ())

    def judged(mode):
        ctx = LayContext(
            rules, rules.new_board(), lay, g.tile("57"), phase_colors=("green",), turn=turn, mode=mode
        )
        return [v.rule for v in judge_lay(rules, ctx).violations]

    assert judged("play") == ["phase.color", "connection.none"]
    assert judged("replay") == []
    assert set(rules.REPLAY_SKIPS) == {
        "phase.color",
        "company.cannot-lay",
        "connection.none",
        "token.connection",  # the site judged the station's route too
        "token.reserved",
    }
