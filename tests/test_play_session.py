"""`tresham play`'s session (scenario.play): play, undo, save as an 18xx.games hotseat file,
resume from it, and `tresham replay`'s reading of it, which must reach the same state."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.engine import game_end
from tresham.errors import ExportError
from tresham.scenario.export import parse_export
from tresham.scenario.play import Session
from tresham.scenario.replay_report import replay_whole

HOTSEAT = json.loads((Path(__file__).parent / "data" / "play" / "hotseat-keys.json").read_text())


def same(a, b) -> bool:
    """Two states hold the same game: money, shares, companies, trains, round, board."""
    return (
        a.player == b.player
        and a.certs == b.certs
        and a.companies == b.companies
        and a.trains == b.trains
        and a.round == b.round
        and a.phase == b.phase
        and a.bank == b.bank
        and a.private_owners == b.private_owners
        and a.decisions == b.decisions
        and {h: (p.tile.name, p.rotation) for h, p in a.board.tiles.items()}
        == {h: (p.tile.name, p.rotation) for h, p in b.board.tiles.items()}
        and sorted(map(str, a.board.tokens)) == sorted(map(str, b.board.tokens))
    )


def played(game: str, names: list[str], seed: int, moves: int, undo_every: int = 0) -> Session:
    saved: list[dict] = []
    session = Session.new(load_game(game), names, seed=seed, saver=saved.append, clock=lambda: 1_700_000_000)
    rng = random.Random(seed)
    for n in range(1, moves + 1):
        assert session.play(rng.choice(session.offered())).ok
        if undo_every and n % undo_every == 0:
            assert session.undo()
    return session


def roundtrip(session: Session) -> dict:
    return json.loads(json.dumps(session.export()))


def test_the_file_has_every_key_of_the_sites_hotseat_files():
    data = roundtrip(played("18mag", ["Ann", "Bob", "Cy"], 3, 4))
    assert set(HOTSEAT["keys"]) <= set(data)
    assert set(HOTSEAT["settings"]) <= set(data["settings"])
    assert data["mode"] == "hotseat" and data["title"] == "18Mag"
    assert data["settings"]["seed"] == 3 and data["settings"]["optional_rules"] == []
    assert data["players"] == [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}, {"id": 3, "name": "Cy"}]
    assert [a["id"] for a in data["actions"]] == [1, 2, 3, 4]
    assert all(a["created_at"] == 1_700_000_000 for a in data["actions"])
    assert data["status"] == "active" and data["result"] == {} and data["game_end_reason"] is None


@pytest.mark.parametrize("game", ["18mag", "18lilliput", "1840", "1862", "1824"])
def test_every_titles_file_has_the_sites_hotseat_keys_and_shapes(game):
    # each title's saved file, a few moves in: every key of the site's hotseat files, in
    # their shapes (export-actions.md §1-§2: player ids are ints, actions flat and numbered)
    session = played(game, ["Ann", "Bob", "Cy"], 5, 12)
    data = roundtrip(session)
    assert set(HOTSEAT["keys"]) <= set(data), set(HOTSEAT["keys"]) - set(data)
    assert set(HOTSEAT["settings"]) <= set(data["settings"])
    assert data["mode"] == "hotseat" and data["settings"]["seed"] == 5
    assert data["title"] == (load_game(game).export_title or game)
    assert all(isinstance(p["id"], int) and isinstance(p["name"], str) for p in data["players"])
    assert isinstance(data["created_at"], str) and isinstance(data["updated_at"], int)
    assert all(isinstance(a, int) for a in data["acting"]) and isinstance(data["turn"], int)
    for n, a in enumerate(data["actions"], 1):
        assert {"type", "entity", "entity_type", "id", "created_at"} <= set(a), a
        assert a["id"] == n and None not in a.values()  # the site drops null keys (§2)
        if a["entity_type"] == "player":
            assert isinstance(a["entity"], int)
    again = Session.resume(parse_export(data, f"{game}.json"), data["actions"])
    assert same(again.state, session.state)


def test_players_are_named_by_number_in_actions_and_the_seed_comes_back():
    session = played("1862", ["Ann", "Bob", "Cy"], 46925, 2)
    data = roundtrip(session)
    assert data["actions"][0]["entity"] == 1 and data["actions"][0]["entity_type"] == "player"
    assert data["id"].startswith("hs_") and data["id"].endswith("_46925")
    assert parse_export(data).seed == 46925


@pytest.mark.parametrize(("game", "seed"), [("18lilliput", 5), ("18mag", 2), ("1824", 1)])
def test_resuming_the_file_reaches_the_same_state(game, seed):
    session = played(game, ["Ann", "Bob", "Cy"], seed, 25, undo_every=7)
    data = roundtrip(session)
    back = Session.resume(parse_export(data), data["actions"])
    assert same(back.state, session.state)
    assert len(back.states) == len(session.states)
    assert back.history == data["actions"]


@pytest.mark.parametrize(("game", "seed"), [("18lilliput", 5), ("18mag", 2), ("1824", 1)])
def test_tresham_replay_reads_the_file_back_to_the_same_state(game, seed):
    session = played(game, ["Ann", "Bob", "Cy"], seed, 25, undo_every=9)
    whole = replay_whole(parse_export(roundtrip(session)))
    assert whole.ok, [(r.action, r.rule, r.message) for r in whole.refused]
    assert same(whole.engine.state, session.state)


def test_a_game_of_1824_is_replayed_by_the_readings_it_was_played_by():
    # 1824's first go-round: tresham plays the book (the priority holder first), the site
    # its own reading; the file says which, so the replay sets the game up the same way
    session = played("1824", ["Ann", "Bob", "Cy"], 1, 1)
    data = roundtrip(session)
    assert data["tresham"]["readings"] == "book" and parse_export(data).site is False
    del data["tresham"]
    assert parse_export(data).site is True


def test_undo_takes_back_the_last_action_and_is_saved_as_an_undo():
    saved: list[dict] = []
    session = Session.new(load_game("18lilliput"), ["Ann", "Bob"], seed=1, saver=saved.append)
    start = session.state
    assert not session.undo()  # nothing to take back
    first = session.offered()[0]
    assert session.play(first).ok
    assert session.undo()
    assert session.state is start
    assert [a["type"] for a in saved[-1]["actions"]] == [first.TYPE, "undo"]
    assert len(saved) == 2  # saved after the action and after the undo


def test_a_refused_action_is_not_kept_nor_saved():
    saved: list[dict] = []
    session = Session.new(load_game("1862"), ["Ann", "Bob", "Cy"], seed=1, saver=saved.append)
    from tresham.model.actions import Pass

    result = session.play(Pass(entity="Bob", entity_type="player"))
    assert not result.ok and [v.rule for v in result.violations] == ["turn.out-of-turn"]
    assert saved == [] and session.history == [] and len(session.states) == 1


def test_a_file_whose_action_the_rules_refuse_is_bad_input():
    data = roundtrip(played("1862", ["Ann", "Bob", "Cy"], 1, 1))
    data["actions"].append({"type": "pass", "entity": 3, "entity_type": "player", "id": 2})
    with pytest.raises(ExportError, match=r"action 2 \(pass\) is refused: turn.out-of-turn"):
        Session.resume(parse_export(data), data["actions"])


def test_a_finished_game_is_saved_with_its_scores():
    from tresham.bots import GreedyBot

    session = Session.new(load_game("18lilliput"), ["Ann"], seed=1)
    bot = GreedyBot(1)
    while not session.over:
        assert session.play(bot.choose(session.state, session.offered())).ok
    data = roundtrip(session)
    assert data["status"] == "finished" and data["game_end_reason"] == "last round"
    over = game_end(session.state)
    assert data["result"] == {"1": over.scores["Ann"]}
    assert isinstance(data["finished_at"], int)
    whole = replay_whole(parse_export(data))
    assert whole.engine_refusals == []
    assert whole.end is not None and whole.end["scores"]["Ann"] == over.scores["Ann"]


def test_a_player_keeps_his_number_when_1840s_order_cards_reseat_the_players():
    # 1840's order round reseats the players by the cards they take (L994-L1006); the file
    # names each player by his seat at the start all game long, as the site's files do
    session = Session.new(load_game("1840"), ["Ann", "Bob", "Cy"], seed=5, clock=lambda: 1_700_000_000)
    while session.state.round.kind != "stock":
        offered = session.offered()
        assert session.play(next((a for a in offered if a.TYPE == "bid"), offered[0])).ok
    assert session.state.players != session.start.players  # the cards reseated them
    first = session.offered()[0]
    assert session.play(first).ok
    data = roundtrip(session)
    assert data["players"] == [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bob"}, {"id": 3, "name": "Cy"}]
    seat = session.start.players.index(first.entity) + 1
    assert data["actions"][-1]["entity"] == seat
    back = Session.resume(parse_export(data), data["actions"])
    assert same(back.state, session.state)


def test_a_player_who_acted_before_the_reseat_is_named_by_the_same_number():
    session = Session.new(load_game("1840"), ["Ann", "Bob", "Cy"], seed=5, clock=lambda: 1_700_000_000)
    assert session.play(session.offered()[0]).ok
    before = roundtrip(session)["actions"][0]["entity"]
    while session.state.round.kind != "stock":
        offered = session.offered()
        assert session.play(next((a for a in offered if a.TYPE == "bid"), offered[0])).ok
    assert roundtrip(session)["actions"][0]["entity"] == before == 1
