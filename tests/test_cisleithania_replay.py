"""1824 on the Cisleithania map (the rulebook's variant B, §XI) replayed from the real game
tests/data/games/1824/cisleithania-3p-short.json, a copy of
../shared/reference/games/1824/ (its trace beside it): the site's own title "1824
Cisleithania" picks the map, the set-up agrees with the site's, and the whole record
agrees, action by action, to the site's final scores."""

from __future__ import annotations

from pathlib import Path

import pytest

import tresham
from tresham.engine.scores import player_values
from tresham.errors import SetupError
from tresham.scenario.engine_replay import replay_engine, start_state
from tresham.scenario.export import load_export, parse_export
from tresham.scenario.replay_report import player_names
from tresham.scenario.trace_check import hold_to_trace
from tresham.scenario.trace_compare import load_trace

GAMES = Path(__file__).parent / "data" / "games" / "1824"
RECORD = GAMES / "cisleithania-3p-short.json"
TRACE = GAMES / "cisleithania-3p-short.trace.jsonl"


def test_the_sites_title_plays_the_cisleithania_map_and_its_option():
    export = load_export(RECORD)
    assert export.game.id == "1824" and export.map.id == "cisleithania"
    assert "cisleithania" in export.optional_rules
    standard = parse_export({"title": "1824", "players": [{"id": 1}, {"id": 2}, {"id": 3}], "actions": []})
    assert standard.map.id == "standard" and "cisleithania" not in standard.optional_rules


def test_the_start_agrees_with_the_site():
    export = load_export(RECORD)
    found = hold_to_trace(export, load_trace(TRACE)[:1])
    assert found.first is None  # bank, cash, companies: nothing differs at the start
    state = start_state(export)
    reference = load_trace(TRACE)[0]["start"]
    assert state.bank == reference["bank"]
    assert {state.player[p].cash for p in state.players} == {p["cash"] for p in reference["players"].values()}


def test_every_action_of_the_record_agrees_with_the_site():
    export = load_export(RECORD)
    rows = load_trace(TRACE)
    found = hold_to_trace(export, rows)
    steps = [r for r in rows if "state" in r]
    assert found.first is None, found.first
    assert found.matched == len(steps)


def test_the_replay_ends_on_the_sites_final_scores():
    export = load_export(RECORD)
    end = next(r for r in load_trace(TRACE) if "result" in r)
    state = replay_engine(export).state
    names = player_names(export)
    ours = {names.get(p, p): v for p, v in player_values(state).items()}
    assert ours == end["result"]


def test_a_game_played_with_tresham_chooses_the_map_by_its_option():
    game = tresham.load_game("1824")
    state = tresham.new_state(game, ["A", "B", "C"], seed=1, options=["cisleithania"])
    assert state.rules.map.id == "cisleithania"
    assert tresham.new_state(game, ["A", "B", "C"], seed=1).rules.map.id == "standard"
    with pytest.raises(SetupError, match="cisleithania"):
        tresham.new_state(game, ["A", "B", "C", "D"], seed=1, options=["cisleithania"])
