"""Real games through the engine (``tresham replay``), held to the site's own traces.

The games and traces in tests/data/games are copies of ../shared/reference/games (see the
README there). ``matching.json`` is a ratchet: each game's replay must agree with the
site's trace for at least that many actions before the first that differs."""

from __future__ import annotations

import copy
import json
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner

import tresham
from tresham.cli import main
from tresham.engine.scores import player_values
from tresham.model.history import effective_actions
from tresham.scenario import engine_replay
from tresham.scenario.engine_replay import replay_engine, start_state
from tresham.scenario.export import load_export, parse_export
from tresham.scenario.layout import load_layout
from tresham.scenario.replay_report import player_names, replay_whole
from tresham.scenario.trace import bank_cash, trace_state
from tresham.scenario.trace_check import hold_to_trace
from tresham.scenario.trace_compare import compare, load_trace, read_trace

GAMES = Path(__file__).parent / "data" / "games"
RATCHET = json.loads((GAMES / "matching.json").read_text(encoding="utf-8"))
SHORT = GAMES / "18mag" / "five-player-short.json"  # 47 actions applied
VARIANTS = GAMES / "18mag" / "site-variants-4p.json"  # the site's optional rules
UNFINISHED = GAMES / "1824" / "older-4p.json"  # an older record: it stops in stock round 5


def run(*args: str):
    return CliRunner().invoke(main, ["replay", *args])


# ------------------------------------------------------------------ the ratchet
@pytest.mark.parametrize("name", sorted(RATCHET))
def test_each_dev_game_agrees_with_the_site_as_far_as_it_did(name):
    export = load_export(GAMES / f"{name}.json")
    found = hold_to_trace(export, load_trace(GAMES / f"{name}.trace.jsonl"))
    assert found.matched >= RATCHET[name], (
        f"{name}: {found.matched} actions match; first difference {found.first}"
    )


def test_every_traced_game_is_in_the_ratchet_or_a_game_tresham_lacks():
    traced = {
        p.relative_to(GAMES).as_posix().removesuffix(".trace.jsonl") for p in GAMES.glob("*/*.trace.jsonl")
    }
    lacking = traced - set(RATCHET)
    assert lacking == set()


def test_holding_to_a_trace_stops_at_the_first_field_that_differs():
    export = load_export(SHORT)
    ours = _trace_rows(SHORT)
    assert hold_to_trace(export, ours).first is None  # our own trace: every action agrees
    changed = copy.deepcopy(ours)
    row = next(r for r in changed if r.get("id") == 20)
    first_player = next(iter(row["state"]["players"]))
    row["state"]["players"][first_player]["cash"] += 1
    found = hold_to_trace(export, changed)
    steps = [r["id"] for r in ours if "state" in r]
    assert found.matched == steps.index(20) and found.first.action == 20
    assert found.first.field == f"players.{first_player}.cash"


# --------------------------------------------------------------- the trace file
def _trace_rows(path: Path, *until: str) -> list[dict]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "ours.jsonl"
        r = run(str(path), "--trace", str(out), *until)
        assert r.exit_code in (0, 1) and "Traceback" not in r.output, r.output
        return read_trace(out.read_text(encoding="utf-8").splitlines())


def test_the_trace_has_a_start_a_line_per_applied_action_and_an_end():
    rows = _trace_rows(SHORT)
    export = load_export(SHORT)
    assert rows[0]["players"] == list(export.names) and "start" in rows[0]
    steps = rows[1:-1]
    assert [r["id"] for r in steps] == [a.id for a in effective_actions(export.actions)]
    assert all(set(r) == {"id", "type", "state"} for r in steps)
    assert set(rows[-1]) == {"exception", "finished", "result"} and rows[-1]["finished"] is True  # end_game
    state = steps[-1]["state"]
    assert set(state) == {
        "round",
        "turn",
        "phase",
        "bank",
        "players",
        "corporations",
        "minors",
        "companies",
        "depot",
    }
    assert rows[-1]["result"] == {n: p["value"] for n, p in state["players"].items()}


def test_our_comparison_agrees_with_holding_the_replay_to_the_trace():
    name = "1840/two-player"
    reference = load_trace(GAMES / f"{name}.trace.jsonl")
    # the game now agrees to its end: a reference with one bank figure changed differs at 315
    altered = copy.deepcopy(reference)
    row = next(r for r in altered if r.get("id") == 315)
    row["state"]["bank"] -= 1
    whole = compare(altered, _trace_rows(GAMES / f"{name}.json", "--until", "330"))
    held = hold_to_trace(load_export(GAMES / f"{name}.json"), altered)
    assert whole.first is not None
    assert (whole.matched, whole.first) == (held.matched, held.first)
    assert compare(reference, reference).first is None


def test_the_trace_names_players_by_name_and_values_them_by_the_game():
    export = load_export(GAMES / "1862/standard-3p.json")
    names = player_names(export)
    replayed = replay_engine(export, until=12)
    state = trace_state(replayed.state, names)
    values = player_values(replayed.state)
    assert state["players"] == {
        names[p]: {"cash": replayed.state.player[p].cash, "value": values[p]} for p in replayed.state.players
    }
    assert set(state["players"]) == {"Player 1", "Player 2", "Player 3"}


def test_an_unlimited_bank_is_written_as_minus_what_everyone_holds():
    mag = start_state(load_export(SHORT))
    assert mag.bank is None
    held = sum(p.cash for p in mag.player.values()) + sum(c.cash for c in mag.companies.values())
    assert bank_cash(mag) == -held
    limited = start_state(load_export(GAMES / "1862/standard-3p.json"))
    assert bank_cash(limited) == limited.bank


def test_a_certificate_kept_for_a_precursors_owner_is_unsold_as_the_site_writes_it():
    state = tresham.state_from_setup(
        "1824", ["Ann", "Bob", "Cy"], {"players": {"Ann": {"shares": {"SD": 10}}}}
    )
    assert {c.owner for c in state.certs_of("SD")} >= {"SD1", "SD2", "SD3"}  # reserved on their cards
    assert trace_state(state, {})["corporations"]["SD"]["shares"] == {"ipo": 90, "Ann": 10}


# ------------------------------------------------------------------- refusals
def test_an_action_tresham_does_not_read_is_refused_and_the_replay_goes_on():
    raw = json.loads(SHORT.read_text(encoding="utf-8"))  # hex_token: an action of other titles
    raw["actions"].insert(3, {"type": "hex_token", "entity": "1", "entity_type": "minor", "id": 999})
    replayed = replay_engine(parse_export(raw, "x.json"))
    refusal = next(r for r in replayed.refused if r.action == 999)
    assert (refusal.type, refusal.rule) == ("hex_token", "export.unread")
    assert replayed.actions == replayed.applied + 1 + sum(
        1 for r in replayed.refused if r.rule == "engine.failure"
    )


def test_an_engine_failure_is_a_refusal_and_never_a_traceback(monkeypatch):
    real = engine_replay.apply

    def failing(state, action, **kw):
        if action.id == 20:
            raise KeyError("2E*")
        return real(state, action, **kw)

    monkeypatch.setattr(engine_replay, "apply", failing)
    replayed = replay_engine(load_export(SHORT))
    assert replayed.failures[0] == (20, "KeyError: '2E*'")  # (later ones follow from the state it left)
    assert any(r.action == 20 and r.rule == "engine.failure" for r in replayed.refused)
    assert replayed.last is not None and replayed.last > 20  # it went on
    r = run(str(SHORT))
    assert r.exit_code == 1 and "Traceback" not in r.output
    assert "action 20: the engine failed (KeyError: '2E*')" in r.output


def test_refusals_make_the_replay_exit_1_and_are_listed_in_json():
    r = run(str(VARIANTS), "--json")  # the site's optional rules: its draft offers what ours does not
    assert r.exit_code == 1, r.output
    data = json.loads(r.stdout)
    assert data["refused"][0] == {
        "action": 1, "type": "bid", "rule": "draft.item",
        "message": "'KK' is not offered in the draft",
    }  # fmt: skip
    assert all(set(x) == {"action", "type", "rule", "message"} for x in data["refused"])
    assert data["actions"] == replay_engine(load_export(VARIANTS)).actions
    assert data["finished"] is True  # by the players, at the record's last action (end_game)
    assert data["players"] == list(load_export(VARIANTS).names)


def test_a_game_the_players_ended_is_finished_and_scored():
    r = run(str(SHORT), "--json")  # the record's last action is the site's end_game
    assert r.exit_code == 0, r.output
    data = json.loads(r.stdout)
    assert data["refused"] == [] and data["finished"] is True
    assert data["end"]["reason"] == "the players ended the game"
    assert set(data["end"]["scores"]) == set(data["players"])
    assert data["actions"] == data["applied"] == replay_engine(load_export(SHORT)).actions  # made as recorded


def test_a_game_the_engine_cannot_set_up_still_has_its_board_replayed(tmp_path):
    raw = json.loads(SHORT.read_text(encoding="utf-8"))
    raw["players"][1] = dict(raw["players"][0])  # two players of one id and name: no set-up
    path = tmp_path / "clash.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    r = run(str(path), "--json")
    data = json.loads(r.stdout)
    assert r.exit_code == 1 and data["refused"][0]["rule"] == "engine.setup" and data["state"] is None
    assert data["lays"] == data["accepted"] > 0


# --------------------------------------------------------------- the CLI
def test_without_until_the_replay_says_where_the_record_stops_with_the_values():
    r = run(str(UNFINISHED))
    assert "the record stops after action 722 (stock round 5)" in r.output
    assert "the game is not over" in r.output
    assert "values then: Player 1 " in r.output


def test_until_prints_the_whole_state_at_that_moment():
    r = run(str(GAMES / "1862/standard-3p.json"), "--until", "12")
    text = r.output.split("the state after action 12:")[1]
    assert "to act:" in text and "phase A" in text and "bank " in text and "pool:" in text
    for name in ("Player 1", "Player 2", "Player 3"):
        assert f"  {name}: cash " in text and "value " in text
    data = json.loads(run(str(GAMES / "1862/standard-3p.json"), "--until", "12", "--json").stdout)
    assert set(data["state"]) == {"round", "to_act", "phase", "bank", "players", "companies", "pool"}
    assert {p["name"] for p in data["state"]["players"]} == {"Player 1", "Player 2", "Player 3"}
    assert all(
        set(c) >= {"cash", "price", "trains", "tokens", "president"} for c in data["state"]["companies"]
    )


def test_a_layout_says_the_phase_and_every_companys_trains(tmp_path):
    out = tmp_path / "moment.toml"
    r = run(str(GAMES / "1862/standard-3p.json"), "--until", "200", "--layout", str(out))
    assert f"wrote {out}" in r.output, r.output
    layout = load_layout(out)
    state = replay_engine(load_export(GAMES / "1862/standard-3p.json"), until=200).state
    assert layout.phase == state.phase
    known = {t.name for t in state.game.trains}
    held = sorted((c, state.trains[t].name) for c, cs in state.companies.items() for t in cs.trains)
    assert sorted((t.company, t.name) for t in layout.trains) == [h for h in held if h[1] in known]
    assert layout.trains


def test_unsold_shares_are_named_as_the_site_names_them_per_game():
    mag = tresham.state_from_setup("18mag", ["Ann", "Bob", "Cy"], {"companies": {"RABA": {"price": 60}}})
    assert {c.owner for c in mag.certs_of("RABA")} == {"ipo"}
    assert trace_state(mag, {})["corporations"]["RABA"]["shares"] == {"pool": 100}  # in the market
    other = tresham.state_from_setup("1862", ["Ann", "Bob", "Cy"], {"companies": {"EUR": {"price": 62}}})
    assert trace_state(other, {})["corporations"]["EUR"]["shares"] == {"ipo": 100}


def test_the_end_names_the_reason_the_scores_and_the_winner_once_the_game_is_over():
    export = load_export(GAMES / "1840/two-player.json")
    whole = replay_whole(export)
    assert whole.engine.state.end is not None  # 1840 ends after company round 6
    assert whole.end["reason"] == whole.engine.state.end.text
    assert whole.end["scores"] == whole.values()
    best = max(whole.end["scores"].values())
    assert whole.end["winner"] == " and ".join(n for n, v in whole.end["scores"].items() if v == best)
    assert replay_whole(load_export(UNFINISHED)).end is None  # the record stops in stock round 5


def test_the_set_up_draws_from_the_seed_and_leaves_out_options_tresham_does_not_play():
    export = load_export(GAMES / "18mag/site-variants-4p.json")
    assert set(export.optional_rules) == {"standard_divs", "new_major", "supporters"}
    state = start_state(export)
    assert state.setup.seed == export.seed and tuple(state.setup.options) == ("new_major",)  # (played)
    assert any("not modelled" in n and "supporters" in n and "new_major" not in n for n in export.notes)
    short = load_export(SHORT)
    prices = {m: start_state(short).price(m) for m in ("RABA", "G&C")}
    reference = load_trace(GAMES / "18mag/five-player-short.trace.jsonl")[0]["start"]["corporations"]
    assert prices == {m: reference[m]["price"] for m in prices}  # the site's draws from its seed


# ------------------------------------------------------ the site's rules, noted
def test_a_replay_of_the_site_takes_its_runs_as_chosen_and_says_so():
    """18xx.games does not make a company run its best (1840 §IX.8 L2924-2928 does): the
    replay of its record accepts 1840's run of 200 at action 385 where 220 was possible,
    with a note; 1862, whose director chooses the runs (L1363-1364), needs no note."""
    site = replay_whole(load_export(GAMES / "1840" / "two-player.json"), until=385)
    assert not any(r.rule == "route.not-best" for r in site.refused)
    assert any("route.not-best" in n and "18xx.games" in n for n in site.notes)
    free = replay_whole(load_export(GAMES / "1862" / "standard-3p.json"), until=60)
    assert not any("route.not-best" in n for n in free.notes)
