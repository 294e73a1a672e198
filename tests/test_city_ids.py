"""One decoder for the site's names of revenue centres (``rules.city_ids``): route nodes and
city ids read by part index, checked against the names real games gave them."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.model.tile import NodeRef
from tresham.rules.board import Board, Placed
from tresham.rules.city_ids import CityIdError, locate_city, part_node, route_node
from tresham.rules.games import rules_for
from tresham.rules.routes import claim_from_export

REAL = json.loads((Path(__file__).parent / "data" / "city_ids" / "real-ids.json").read_text(encoding="utf-8"))


@cache
def _rules(game: str, map_id: str):
    g = load_game(game)
    return rules_for(g, g.maps[map_id])


def board_with(game: str, map_id: str, hex: str, tile: list | None) -> Board:
    rules = _rules(game, map_id)
    board = rules.new_board(set_out=False)
    if tile is not None:
        t, copy = rules.resolve_tile(tile[0])
        board = board.with_tile(hex, Placed(t, tile[1], copy))
    return board


def _nth_centre(board: Board, signature: str) -> NodeRef | None:
    """The old reading: the n-th centre of the hex, cities first."""
    hex, _, n = signature.rpartition("-")
    refs = list(board.content(hex).node_refs())
    return refs[int(n)] if int(n) < len(refs) else None


def _joins(board: Board, hex: str, node: NodeRef | None, towards: str) -> bool:
    edge = next(e for e in range(6) if board.neighbour(hex, e) == towards)
    return node is not None and edge in board.content(hex).edges_of(node)


# ------------------------------------------------------------ route nodes
@pytest.mark.parametrize("case", REAL["nodes"], ids=lambda c: f"{c['game']}-{c['node']}-{c['towards']}")
def test_a_real_route_node_names_the_centre_its_leg_leaves_by(case):
    board = board_with(case["game"], case["map"], case["hex"], case["tile"])
    hex, node = route_node(board, case["node"])
    assert hex == case["hex"]
    assert _joins(board, hex, node, case["towards"]), f"{case['source']}: {node}"


def test_reading_nodes_as_the_nth_centre_misreads_real_runs():
    wrong = []
    for case in REAL["nodes"]:
        board = board_with(case["game"], case["map"], case["hex"], case["tile"])
        if not _joins(board, case["hex"], _nth_centre(board, case["node"]), case["towards"]):
            wrong.append((case["hex"], case["node"]))
    # 1840's station F24 is part 0 (its cities 1 and 2); 1824's printed Budapest codes a path
    # between its cities, so Pest is part 2
    assert set(wrong) == {("F24", "F24-1"), ("F17", "F17-2")}


def test_an_export_run_to_a_station_claims_the_off_board():
    # 1840 two-player (reference game): a line ends at F24's station, node "F24-0"
    board = board_with("1840", "two", "F24", None)
    claim = claim_from_export(
        board, [{"train": "Pu1-0", "nodes": ["F26-0", "F24-0"], "hexes": ["F26", "F24"]}]
    )
    assert claim.runs[0].stops[1].node == NodeRef("offboard", 0)  # the n-th centre would be city 0


def test_which_part_is_which_centre():
    g1840 = load_game("1840")
    l30b, l31b = g1840.tile("L30b"), g1840.tile("L31b")
    # L30b is coded stop, city, city (its city_parts); L31b city, city, stop
    assert [part_node(l30b.content, l30b.city_parts, p) for p in range(4)] == [
        NodeRef("town", 0),
        NodeRef("city", 0),
        NodeRef("city", 1),
        None,
    ]
    assert [part_node(l31b.content, l31b.city_parts, p) for p in range(3)] == [
        NodeRef("city", 0),
        NodeRef("city", 1),
        NodeRef("town", 0),
    ]
    # Westbahnhof (G11): the reference lists its off-board before its town
    g11 = g1840.maps["standard"].hexes["G11"]
    assert part_node(g11.content, g11.city_parts, 0) == NodeRef("offboard", 0)
    assert part_node(g11.content, g11.city_parts, 1) == NodeRef("town", 0)
    # one centre: every part names it (Sarajevo's borders)
    j13 = load_game("1824").maps["standard"].hexes["J13"]
    assert part_node(j13.content, j13.city_parts, 5) == NodeRef("city", 0)


def test_london_route_nodes_and_tokens():
    # 1862's London token hexes: the off-board comes first, the city is part 3 ("B15-0-3")
    board = board_with("1862", "standard", "B15", None)
    assert route_node(board, "B15-0") == ("B15", NodeRef("offboard", 0))
    assert route_node(board, "B15-3") == ("B15", NodeRef("city", 0))
    assert route_node(board, "B15-1") == ("B15", None)


@pytest.mark.parametrize("signature", ["E12", "E12-x", "-1", "Z9Z-0"])
def test_a_node_that_cannot_be_read_is_refused(signature):
    with pytest.raises(CityIdError):
        route_node(board_with("18mag", "standard", "E12", None), signature)


# ----------------------------------------------------------------- city ids
@pytest.mark.parametrize("case", REAL["tokens"], ids=lambda c: f"{c['game']}-{c['city']}")
def test_a_real_token_city_id_names_a_city_of_its_hex(case):
    rules = _rules(case["game"], case["map"])
    board = board_with(case["game"], case["map"], case["hex"], case["tile"])
    at = locate_city(rules, board, case["city"])
    assert at.hex == case["hex"] and at.city is not None, at.problem
    assert 0 <= at.city < len(board.content(at.hex).cities)


def test_a_city_id_on_a_hex_of_several_cities_says_which():
    rules = _rules("1824", "standard")
    board = board_with("1824", "standard", "F17", None)
    assert locate_city(rules, board, "F17-0-2").city == 1  # Pest, after the path between them
    assert locate_city(rules, board, "F17-0-1").city is None  # the path
    laid = board_with("1824", "standard", "E12", ["493-0", 0])
    assert (locate_city(rules, laid, "493-0-1").hex, locate_city(rules, laid, "493-0-1").city) == ("E12", 1)


def test_a_city_written_by_hand_is_hex_and_city_index():
    rules = _rules("1824", "standard")
    board = rules.new_board()
    at = locate_city(rules, board, "E12-2")
    assert (at.hex, at.city) == ("E12", 2)
    at = locate_city(rules, board, "E12-7")  # the rules refuse a city the hex does not have
    assert (at.hex, at.city) == ("E12", 7)


@pytest.mark.parametrize(
    "city, message",
    [
        ("E12", "expected '<tile>-<copy>-<part>'"),
        ("57-0", "expected '<tile>-<copy>-<part>'"),
        ("Q77-0-0", "names no tile of 1824: Austrian-Hungarian Railway and no hex of its map"),
    ],
)
def test_a_city_id_that_cannot_be_read_is_refused(city, message):
    rules = _rules("1824", "standard")
    with pytest.raises(CityIdError) as err:
        locate_city(rules, rules.new_board(), city)
    assert message in str(err.value)


def test_a_tile_not_on_the_map_points_nowhere():
    rules = _rules("1824", "standard")
    at = locate_city(rules, rules.new_board(), "57-4-0")
    assert (at.hex, at.city, at.problem) == ("", None, "tile 57-4 does not lie on the map")
