"""Reading claims: the CLI's text, and the routes of an 18xx.games ``run_routes`` action."""

from __future__ import annotations

import pytest

from tresham.model.actions import action_from_dict
from tresham.model.tile import NodeRef
from tresham.rules.routes import RouteError, claim_from_export, parse_claim

from .routemaps import Position, city, track


def test_text_claims_read_trains_hexes_cells_and_centres():
    c = parse_claim("2: E12-F11-G10; 4D: 0,0--1,0-0,-1; 3: E12.c1 - D13.t0")
    assert [r.train for r in c.runs] == ["2", "4D", "3"]
    assert [s.hex for s in c.runs[0].stops] == ["E12", "F11", "G10"]
    assert [s.hex for s in c.runs[1].stops] == ["0,0", "-1,0", "0,-1"]
    assert [s.node for s in c.runs[2].stops] == [NodeRef("city", 1), NodeRef("town", 0)]
    assert str(c) == "2: E12-F11-G10; 4D: 0,0--1,0-0,-1; 3: E12.c1-D13.t0"


@pytest.mark.parametrize("text", ["", "2 E12-F11", ": E12", "2: E12--F11", "2: E12-?", "2: E12 F11"])
def test_a_claim_that_cannot_be_read_says_why(text):
    with pytest.raises(RouteError):
        parse_claim(text)


def _two_ways() -> Position:
    """Two cities joined twice: directly, and round a loop of plain track."""
    cells = {
        (0, 0): city(20, (1, 0), (0, 1)),
        (1, 0): city(30, (0, 0), (1, 1)),
        (0, 1): track(((0, 0), (1, 1))),
        (1, 1): track(((0, 1), (1, 0))),
    }
    return Position("18mag", cells, [("1", (0, 0))])


def test_an_export_route_becomes_a_claim_with_its_legs_and_revenue():
    p = _two_ways()
    a, b, c, d = (p.name(w) for w in ((0, 0), (1, 0), (0, 1), (1, 1)))
    route = {
        "train": "2-0",
        "connections": [[a, c, d, b]],
        "hexes": [a, b],
        "revenue": 50,
        "nodes": [f"{a}-0", f"{b}-0"],
    }
    claim = claim_from_export(p.board, [route])
    run = claim.runs[0]
    assert (run.train, run.revenue, run.legs) == ("2-0", 50, ((a, c, d, b),))
    assert [(s.hex, s.node) for s in run.stops] == [(a, NodeRef("city", 0)), (b, NodeRef("city", 0))]
    judged = p.judge("1", claim, ["2"])
    assert judged.violations == ()
    # the claim follows the leg it names: the loop, not the direct track
    assert [s.hex for s in judged.claimed.runs[0].legs[0]] == [a, c, d, b]


def test_an_export_route_declaring_the_wrong_revenue_is_refused():
    p = _two_ways()
    a, b = p.name((0, 0)), p.name((1, 0))
    claim = claim_from_export(p.board, [{"train": "2-0", "hexes": [a, b], "revenue": 60}])
    assert p.rules_broken("1", claim, ["2"]) == ["route.revenue"]


def test_the_engines_run_routes_action_is_read_as_well():
    p = _two_ways()
    a, b = p.name((0, 0)), p.name((1, 0))
    action = action_from_dict(
        {
            "type": "run_routes",
            "entity": "1",
            "entity_type": "minor",
            "routes": [{"train": "2-0", "hexes": [a, b], "revenue": 50}],
        }
    )
    claim = claim_from_export(p.board, action.routes)  # type: ignore[attr-defined]
    assert p.judge("1", claim, ["2"]).violations == ()


def test_an_export_route_without_a_train_is_bad_input():
    with pytest.raises(RouteError):
        claim_from_export(_two_ways().board, [{"hexes": ["A1", "A3"]}])


def test_a_train_is_named_as_printed_in_any_case_or_as_an_export_copy():
    from tresham.data import load_game
    from tresham.rules.routes.trains import find_train

    game = load_game("18lilliput")
    assert find_train(game, " 3d ").name == "3D" and find_train(game, "4D-2").name == "4D"
    with pytest.raises(RouteError) as err:
        find_train(game, "9Z")
    assert str(err.value) == "18 Lilliput has no train '9Z' (trains: 2, 3, 4, 5, 3D, 4D)"


def test_a_phase_is_named_or_meant_by_a_tile_colour_and_an_unknown_one_is_the_last():
    from tresham.data import load_game
    from tresham.rules.routes.trains import find_phase, newest_column, phase_index

    g1862, g18mag = load_game("1862"), load_game("18mag")
    assert find_phase(g1862, "Green").name == "B"  # the first phase with green tiles
    assert find_phase(g1862, "purple") is None and phase_index(g1862, "purple") == len(g1862.phases) - 1
    assert phase_index(g1862, "C") == 2 and phase_index(g18mag, None) == 3
    assert newest_column(g18mag, "Green") == "green" and newest_column(g1862, "D") is None
