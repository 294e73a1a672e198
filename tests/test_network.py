"""Networks on a full late-game board: what is carried over from board to board is what a
fresh walk finds, and a lay connects exactly when the walk over the board after it says so."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tresham.model.actions import LayTile
from tresham.model.tile import NodeRef
from tresham.rules.goal_walk import reaches_goal
from tresham.rules.lay import LayContext
from tresham.rules.legal import candidate_tiles
from tresham.rules.network import _derive, network, stations, trace
from tresham.scenario.layout import parse_layout
from tresham.scenario.layout_check import check_layout

LATE = Path(__file__).parent / "data" / "layouts" / "late-18mag.toml"


@pytest.fixture(scope="module")
def late():
    return check_layout(parse_layout(LATE.read_text(encoding="utf-8"), LATE.name))


def boards_in_order(report):
    return [(report.lays[i] if kind == "lay" else report.tokens[i]).board for kind, i in report.order]


def test_the_late_game_is_legal_lay_by_lay_with_companies_and_tokens(late):
    assert late.ok, late.violations + late.token_violations
    assert len(late.lays) == 127 and len(late.tokens) == 20
    assert all(r.company for r in late.lays)


@pytest.mark.parametrize("start", [10, 60, 120])
def test_a_network_carried_over_is_the_one_a_fresh_walk_finds(late, start):
    rules = late.rules
    ok = rules.traversable
    boards = boards_in_order(late)
    companies = sorted({r.company for r in late.lays})
    compared = 0
    for company in companies:
        network(boards[start], company, ok)  # a complete network kept on one board
        for board in boards[start + 1 : start + 12]:
            carried = _derive(board, company, ok)
            fresh = trace(board, company, stations(board, company), ok)
            if carried is None:
                continue  # walked again from the stations: nothing to compare
            compared += 1
            for part in ("paths", "nodes", "arrivals", "exits"):
                got = {h: s for h, s in getattr(carried, part).items() if s}
                want = {h: s for h, s in getattr(fresh, part).items() if s}
                assert got == want, (company, part)
    assert compared >= 100  # most boards carry the network over


def test_connection_from_arrivals_agrees_with_walking_the_board_after_the_lay(late):
    # the rules judge a lay's connection on the board before it; walking the board after it
    # must reach the laid hex exactly when they say it connects (for every tile that keeps
    # the old track: the traces that arrive through the hex still run)
    rules = late.rules
    board = late.board
    tiles = [t for t in candidate_tiles(rules) if t.color in ("green", "brown", "gray")][:12]
    checked = 0
    for company in ("1", "5", "9"):
        for hex in sorted(rules.map.hexes)[::3]:
            for tile in tiles:
                lay = LayTile(entity=company, entity_type="minor", hex=hex, tile=tile.name, rotation=0)
                ctx = LayContext(rules, board, lay, tile)
                if rules.company_problem(ctx) or rules.buildable(board, hex) or ctx.mapping is None:
                    continue  # a tile that drops old track is refused anyway (track-not-kept)
                said = rules.lay_reached(ctx, company) or hex in {h for h, _ in stations(board, company)}
                walked = bool(
                    trace(ctx.after, company, stations(ctx.after, company), rules.traversable).paths.get(hex)
                )
                assert said == walked, (company, hex, tile.name)
                checked += 1
    assert checked > 100


def test_a_walk_towards_a_goal_answers_as_the_whole_walk_does(late):
    # a walk with a goal goes best first and stops when it gets there: it must reach the
    # goal exactly when the whole network does (random goals on boards of the late game)
    rules = late.rules
    ok = rules.traversable
    boards = boards_in_order(late)
    companies = sorted({r.company for r in late.lays})
    hexes = sorted(rules.map.hexes)
    rng = random.Random(12)
    reached = 0
    for board in boards[5::30]:
        for company in rng.sample(companies, 4):
            starts = stations(board, company)
            whole = trace(board, company, starts, ok)
            for hex, city in starts:  # a station's own city is reached at once
                node = NodeRef("city", 0 if city is None else city)
                assert reaches_goal(board, company, starts, ok, hex, node=node) == whole.entered(hex, node)
            near = sorted(whole.arrivals)
            for hex in rng.sample(hexes, 15) + rng.sample(near, min(10, len(near))):
                edges = frozenset(rng.sample(range(6), rng.randint(1, 3)))
                got = reaches_goal(board, company, starts, ok, hex, edges)
                assert got == bool(edges & whole.arrivals.get(hex, set())), (company, hex)
                reached += got
                for node in board.content(hex).node_refs():
                    got = reaches_goal(board, company, starts, ok, hex, node=node)
                    assert got == whole.entered(hex, node), (company, hex, node)
    assert reached > 40  # and more were not reached
