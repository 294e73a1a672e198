"""Players and companies never share a name: a player named as a company is keyed apart.

Hotseat games on 18xx.games name their players "1", "2"..., which are also 18Mag's minors
and 1840's lines. A holder (a certificate's owner, a payee, a private's owner, a director)
must say which it is; so each player has a key of his own (``player 1``), his given name
kept for display, and an action whose entity is a player is read with ``State.keyed``.
"""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import apply, check
from tresham.engine.money import pay
from tresham.engine.state import player_keys
from tresham.errors import SetupError
from tresham.model.actions import action_from_dict


def hotseat_18mag():
    return tresham.new_state("18mag", ["1", "2", "Cy"])


def test_a_player_named_as_a_company_gets_a_key_of_his_own():
    s = hotseat_18mag()
    assert s.players == ("player 1", "player 2", "Cy")
    assert [s.player_name(p) for p in s.players] == ["1", "2", "Cy"]
    assert s.label("player 1") == "1" and s.label("1") == s.rules.company_label(s.company_def("1"))
    assert s.player_key("1") == "player 1" and s.player_key("Cy") == "Cy" and s.player_key("9") is None


def test_names_that_clash_with_nothing_are_their_own_keys():
    s = tresham.new_state("18mag", ["Ann", "Bob", "Cy"])
    assert s.players == ("Ann", "Bob", "Cy")
    assert all(p.given is None for p in s.player.values())


def test_a_key_is_never_a_company_a_place_or_another_players_name():
    taken = {"1", "bank", "player 1"}
    keys = player_keys(["1", "player 1 (2)", "bank", "Ann"], taken)
    assert keys == ("player 1 (3)", "player 1 (2)", "player bank", "Ann")
    assert len(set(keys)) == 4 and not set(keys) & taken


def test_money_and_holdings_go_to_the_player_or_the_minor_never_both():
    s = hotseat_18mag()
    minor = s.companies["1"].cash
    s2 = pay(s, "bank", "player 1", 50)
    assert s2.cash_of("player 1") == s.cash_of("player 1") + 50
    assert s2.cash_of("1") == minor
    s3 = pay(s, "bank", "1", 30)
    assert s3.cash_of("1") == minor + 30 and s3.cash_of("player 1") == s.cash_of("player 1")


def test_a_recorded_pick_by_player_1_takes_minor_1_for_the_player():
    s = hotseat_18mag()
    first = s.round.entity
    given = s.player_name(first)
    recorded = action_from_dict(
        {"type": "bid", "entity": given, "entity_type": "player", "minor": "1", "price": 0}
    )
    # an action whose entity_type is "player" means the player named "1", never minor 1:
    # apply reads it with the player's key
    keyed = s.keyed(recorded)
    raw, read = apply(s, recorded).state, apply(s, keyed).state
    assert (raw.certs, raw.companies, raw.round) == (read.certs, read.companies, read.round)
    assert keyed.entity == first
    assert check(s, keyed) == []
    after = apply(s, keyed).state
    assert after.certs["1_0"].owner == first
    assert after.director("1") == first
    assert after.holdings(first) == {"1": 100} and after.holdings("1") == {}


def test_keyed_reads_only_players_and_reaches_auto_actions():
    s = hotseat_18mag()
    minor = action_from_dict({"type": "pass", "entity": "1", "entity_type": "minor"})
    assert s.keyed(minor) is minor
    outer = action_from_dict(
        {
            "type": "pass",
            "entity": "2",
            "entity_type": "player",
            "auto_actions": [{"type": "pass", "entity": "1", "entity_type": "player"}],
        }
    )
    keyed = s.keyed(outer)
    assert keyed.entity == "player 2" and keyed.auto_actions[0].entity == "player 1"


def test_two_players_of_one_name_or_an_empty_name_are_still_refused():
    with pytest.raises(SetupError, match="same name"):
        tresham.new_state("18mag", ["1", "1", "Cy"])
    with pytest.raises(SetupError, match="needs a name"):
        tresham.new_state("18mag", ["", "Bob", "Cy"])


def test_a_hotseat_record_naming_its_players_1_to_5_replays_as_the_original():
    # tests/data/games/18mag/five-player-short.json (a copy of the shared reference game)
    # with its players' ids rewritten to "1".."5", the names 18Mag's minors also have
    import json
    from pathlib import Path

    from tresham.scenario.engine_replay import replay_engine
    from tresham.scenario.export import parse_export

    raw = json.loads((Path(__file__).parent / "data/games/18mag/five-player-short.json").read_text())
    ids = {str(p["id"]): str(n) for n, p in enumerate(raw["players"], 1)}
    text = json.dumps(raw)
    for old, new in ids.items():
        text = text.replace(f'"entity": {old},', f'"entity": {new},').replace(
            f'"id": {old},', f'"id": {new},'
        )
    hot = json.loads(text)
    hot["players"] = [{"id": int(ids[str(p["id"])]), "name": ids[str(p["id"])]} for p in raw["players"]]
    real = replay_engine(parse_export(raw, "real"))
    seat = replay_engine(parse_export(hot, "hotseat"))
    assert seat.state.players == tuple(f"player {n}" for n in range(1, 6))
    assert (seat.applied, len(seat.refused)) == (real.applied, len(real.refused))
    assert [seat.state.player[p].cash for p in seat.state.players] == [
        real.state.player[p].cash for p in real.state.players
    ]
    assert {c: s.cash for c, s in seat.state.companies.items()} == {
        c: s.cash for c, s in real.state.companies.items()
    }
