"""The action vocabulary: export JSON parses into our actions and writes back unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tresham.errors import ActionError, TreshamError
from tresham.model.actions import (
    ACTIONS,
    NOISE_KEYS,
    BuyShares,
    Choose,
    ChooseAbility,
    LayTile,
    Pass,
    ProgramSharePass,
    Route,
    RunRoutes,
    action_from_dict,
)

DATA = Path(__file__).parent / "data" / "actions"


def _lines(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / name).read_text().splitlines() if line.strip()]


EXAMPLES = _lines("export-examples.jsonl")  # every JSON example of export-actions.md
EVERY_TYPE = _lines("every-type.jsonl")  # at least one hand-written example per type


def _without_noise(d: dict) -> dict:
    out = {k: v for k, v in d.items() if k not in NOISE_KEYS}
    if "auto_actions" in out:
        out["auto_actions"] = [_without_noise(a) for a in out["auto_actions"]]
    return out


@pytest.mark.parametrize("d", EXAMPLES + EVERY_TYPE, ids=lambda d: f"{d['type']}-{d['id']}")
def test_export_json_round_trips_without_its_noise_keys(d):
    action = action_from_dict(d)
    assert d["type"] == action.TYPE
    assert action.to_dict() == _without_noise(d)
    assert action_from_dict(action.to_dict()) == action


def test_the_fixtures_cover_every_action_type():
    assert {d["type"] for d in EXAMPLES + EVERY_TYPE} == set(ACTIONS)


def test_lay_tile_reads_hex_tile_and_rotation_as_given():
    a = action_from_dict(EXAMPLES[0])
    assert a == LayTile(entity="BK", entity_type="corporation", id=57, hex="E12", tile="57-1", rotation=2)


def test_a_player_entity_becomes_a_string_and_goes_back_as_an_int():
    a = action_from_dict(EXAMPLES[2])
    assert isinstance(a, BuyShares)
    assert (a.entity, a.shares, a.percent) == ("202", ("SIK_3",), 10)
    assert a.to_dict()["entity"] == 202


def test_routes_parse_into_route_records_with_tuples():
    a = action_from_dict(EXAMPLES[1])
    assert isinstance(a, RunRoutes)
    (route,) = a.routes
    assert isinstance(route, Route)
    assert route.connections == (("E12", "E14"), ("E14", "F15", "G16"))
    assert (route.revenue, route.subsidy, a.subsidy) == (70, 30, 30)


def test_auto_actions_are_parsed_as_actions_without_ids():
    a = action_from_dict(EXAMPLES[4])
    assert isinstance(a, ProgramSharePass)
    assert a.auto_actions == (Pass(entity="303", entity_type="player"),)


def test_choices_keep_their_json_type_and_are_hashable_when_scalar():
    by_id = {d["id"]: action_from_dict(d) for d in EVERY_TYPE}
    assert isinstance(by_id[24], Choose) and by_id[24].choice == "first"
    assert by_id[25].choice == 2 and hash(by_id[25])  # type: ignore[attr-defined]
    sell = by_id[26]
    assert isinstance(sell, ChooseAbility) and sell.choice["type"] == "sell"  # type: ignore[index]


def test_actions_are_values():
    a = action_from_dict(EXAMPLES[0])
    assert a == action_from_dict(dict(EXAMPLES[0])) and hash(a) == hash(action_from_dict(EXAMPLES[0]))


@pytest.mark.parametrize(
    "d, key, words",
    [
        ({"type": "fly", "entity": "BK", "entity_type": "corporation", "id": 5}, "type", "unknown"),
        (
            {
                "type": "lay_tile",
                "entity": "BK",
                "entity_type": "corporation",
                "id": 7,
                "hex": "E12",
                "tile": "57",
            },
            "rotation",
            "missing",
        ),
        (
            {
                "type": "lay_tile",
                "entity": "BK",
                "entity_type": "corporation",
                "id": 8,
                "hex": "E12",
                "tile": "57",
                "rotation": "2",
            },
            "rotation",
            "integer",
        ),
        (
            {"type": "pass", "entity": "BK", "entity_type": "corporation", "id": 9, "rotaton": 2},
            "rotaton",
            "not a field",
        ),
        ({"type": "pass", "entity": "BK", "entity_type": "railway", "id": 10}, "entity_type", "one of"),
        (
            {"type": "dividend", "entity": "BK", "entity_type": "corporation", "id": 11, "kind": "all"},
            "kind",
            "one of",
        ),
        (
            {"type": "run_routes", "entity": "BK", "entity_type": "corporation", "id": 12, "routes": [{}]},
            "routes[0].train",
            "missing",
        ),
        ({"type": "pass", "entity_type": "player", "id": 13}, "entity", "missing"),
    ],
)
def test_bad_actions_name_the_action_id_and_the_key(d, key, words):
    with pytest.raises(ActionError) as err:
        action_from_dict(d)
    assert err.value.action_id == d["id"] and err.value.key == key
    assert f"action {d['id']}" in str(err.value) and words in str(err.value)
    assert isinstance(err.value, TreshamError)


def test_a_bad_auto_action_names_its_parent():
    d = dict(EXAMPLES[4], auto_actions=[{"type": "pass", "entity": 303}])
    with pytest.raises(ActionError, match=r"action 210, auto_actions\[0\]: key 'entity_type'"):
        action_from_dict(d)
