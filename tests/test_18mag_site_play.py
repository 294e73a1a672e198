"""18Mag as it is played from its start: the majors in play at their drawn prices, the OO
hexes' first yellow tile, and what a replay of 18xx.games passes over by itself.

The export used is a copy of ../shared/reference/games/18mag/five-player-short.json (see
tests/data/games/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

import tresham
from tresham.engine import apply
from tresham.engine.rounds.companies import waiting_companies
from tresham.model.actions import LayTile, Pass
from tresham.rules.routes.claims import claim_from_export
from tresham.scenario.engine_replay import replay_engine
from tresham.scenario.export import load_export

SHORT = Path(__file__).parent / "data" / "games" / "18mag" / "five-player-short.json"
P4 = ["Ann", "Bob", "Cy", "Dee"]


# ------------------------------------------------------------ the majors (L228-L229, L302, L695)
def test_the_majors_start_in_play_at_their_drawn_prices_without_a_director():
    state = tresham.new_state("18mag", P4, seed=1762198060)
    majors = [c.id for c in state.game.companies if c.kind == "major" and c.id != "CIWL"]
    assert sorted(state.setup.prices) == sorted(majors)
    assert state.companies["CIWL"].closed  # the site's optional major: only with its option
    for cid in majors:
        assert state.companies[cid].floated and state.director(cid) is None
        assert state.price(cid) == state.setup.prices[cid]


def test_the_sites_optional_major_takes_the_next_drawn_price_with_its_option():
    plain = tresham.new_state("18mag", P4, seed=144021)
    with_it = tresham.new_state("18mag", P4, seed=144021, options=["new_major"])
    assert with_it.setup.prices["CIWL"] == 75 and not with_it.companies["CIWL"].closed
    assert {c: p for c, p in with_it.setup.prices.items() if c != "CIWL"} == dict(plain.setup.prices)
    assert with_it.companies["CIWL"].floated and with_it.director("CIWL") is None
    two = tresham.new_state("18mag", P4[:2], seed=144021, options=["new_major"])
    assert two.companies["CIWL"].closed  # 3-6 players only


def test_the_majors_operate_after_the_minors_paying_out_their_treasury():
    # L405-L408: minors first, then the majors by share price; L695: no director, all paid
    state = tresham.state_from_setup("18mag", P4, {
        "phase": "Yellow",
        "round": {"kind": "operating", "entity": "2", "step": "buy_train"},
        "players": {"Ann": {"shares": {"2": 100, "SIK": 10}, "cash": 0}},
        "companies": {"2": {"cash": 10}, "SIK": {"price": 60, "cash": 130}, "SKEV": {"price": 65}},
    })  # fmt: skip
    r = apply(state, Pass(entity="2", entity_type="minor"))
    assert r.ok, r.violations
    after = r.state
    assert after.companies["SIK"].cash == 0 and after.cash_of("Ann") == 13
    assert after.price("SIK") == 75  # 130 paid: three spaces right (Table 8)
    assert after.price("SKEV") == 60  # nothing paid: one space left


def test_the_first_operating_round_lists_the_majors_after_the_minors():
    state = tresham.state_from_setup("18mag", P4, {
        "phase": "Yellow",
        "round": {"kind": "operating", "entity": "2", "step": "track"},
        "players": {"Ann": {"shares": {"2": 100}}},
        "companies": {"SIK": {"price": 80}, "RABA": {"price": 60}},
    })  # fmt: skip
    waiting = waiting_companies(state)
    assert waiting.index("SIK") < waiting.index("RABA")  # the higher price first (L652)
    assert all(state.company_def(c).kind == "major" for c in waiting if c != "2")


# --------------------------------------------------------------- OO hexes (L448)
def _minor_on_oo(minor: str, hex: str, city: int):
    return tresham.state_from_setup("18mag", P4, {
        "phase": "Yellow",
        "round": {"kind": "operating", "entity": minor, "step": "track"},
        "players": {"Ann": {"shares": {minor: 100}}},
        "companies": {minor: {"cash": 50, "trains": ["2"]}},
        "tokens": [{"hex": hex, "company": minor, "city": city}],
    })  # fmt: skip


def test_the_first_yellow_oo_tile_moves_the_home_token_to_the_city_with_track():
    state = _minor_on_oo("9", "I14", 1)  # minor 9's home: city 1 of I14
    r = apply(state, LayTile(entity="9", entity_type="minor", hex="I14", tile="L32", rotation=3))
    assert r.ok, r.violations
    (token,) = r.state.board.tokens_of("9")
    assert token.city == 0  # L32's city 0 has the track
    assert not apply(r.state, Pass(entity="9", entity_type="minor")).violations


def test_a_home_token_already_in_the_city_with_track_stays():
    state = _minor_on_oo("2", "D19", 0)  # minor 2's home: city 0 of D19
    r = apply(state, LayTile(entity="2", entity_type="minor", hex="D19", tile="L32", rotation=2))
    assert r.ok, r.violations
    (token,) = r.state.board.tokens_of("2")
    assert token.city == 0


# ------------------------------------------------ what a site replay passes over by itself
def test_a_site_replay_passes_over_the_steps_of_a_minor_that_cannot_run():
    # the short game: minors 3 to 7 pass track, token and train steps, and nothing else
    out = replay_engine(load_export(SHORT))
    assert out.refused == []


def test_a_game_played_with_tresham_asks_a_minor_that_cannot_run_for_its_run():
    state = tresham.state_from_setup("18mag", P4, {
        "phase": "Yellow",
        "round": {"kind": "operating", "entity": "3", "step": "route"},
        "players": {"Ann": {"shares": {"3": 100}}},
        "companies": {"3": {"cash": 50, "trains": ["2"]}},
        "tokens": [{"hex": "E10", "company": "3"}],
    })  # fmt: skip
    assert state.round.entity == "3" and state.round.step == "route"  # it waits
    runs = [a for a in tresham.legal_actions(state) if a.TYPE == "run_routes"]
    assert runs and all(not r.connections for route in runs for r in route.routes)  # a run of nothing


def test_an_exported_route_follows_its_hexes_where_its_nodes_are_listed_otherwise():
    state = tresham.new_state("18mag", P4, seed=1)
    claim = claim_from_export(state.board, [{
        "train": "2-1", "hexes": ["A18", "B17", "C16"], "nodes": ["B17-0", "A18-0", "C16-0"],
    }])  # fmt: skip
    assert [s.hex for s in claim.runs[0].stops] == ["A18", "B17", "C16"]
    kept = claim_from_export(state.board, [{"train": "2-1", "hexes": ["F13"], "nodes": ["F13-0", "E12-0"]}])
    assert [s.hex for s in kept.runs[0].stops] == ["F13", "E12"]  # other hexes: the nodes' order


def test_a_home_written_again_after_its_tile_moved_it_is_the_same_token():
    # a position writes minor 9's home where it was set out (city 1), after L32 moved it
    def position(tokens: list[dict]) -> tresham.State:
        return tresham.state_from_setup("18mag", P4, {
            "phase": "Yellow",
            "round": {"kind": "operating", "entity": "9", "step": "track"},
            "players": {"Ann": {"shares": {"9": 100}}},
            "tiles": [{"hex": "I14", "tile": "L32", "rotation": 3}],
            "tokens": tokens,
        })  # fmt: skip

    (home,) = position([{"hex": "I14", "company": "9", "city": 1}]).board.tokens_of("9")
    assert (home.city, home.home) == (0, True)
    other = position([{"hex": "I14", "company": "4", "city": 1}])  # another company's: as written
    assert [t.city for t in other.board.tokens_of("4")] == [1]


# ------------------------------------------------------------ the SNW mine (L604-L607)
def test_a_best_run_that_ties_keeps_the_mine_the_snw_car_pays_for():
    # minor 6 in Kassa (B17): B17-C16 earns 40; through the mine A18 as well, still 40 of
    # revenue, and the mine's 30 to the treasury: the run the minor wants
    from tresham.rules.routes import best_runs

    state = tresham.state_from_setup("18mag", P4, {
        "phase": "Yellow",
        "round": {"kind": "operating", "entity": "6", "step": "route"},
        "players": {"Ann": {"shares": {"6": 100}}},
        "companies": {"6": {"cash": 50, "trains": ["2"]}},
        "tiles": [{"hex": "B17", "tile": "57", "rotation": 0}, {"hex": "C16", "tile": "57", "rotation": 0}],
        "tokens": [{"hex": "B17", "company": "6"}],
    })  # fmt: skip
    with_car = best_runs(state.rules, state.board, "6", ["2"], "Yellow", extras=["SNW"])
    assert (with_car.total, with_car.subsidy) == (40, 30)
    assert "A18" in {s.hex for r in with_car.runs for s in r.stops}
    without = best_runs(state.rules, state.board, "6", ["2"], "Yellow")
    assert (without.total, without.subsidy) == (40, 0)  # no car: no mine


@pytest.mark.parametrize("name", ["five-player-short", "site-variants-4p"])
def test_the_short_games_end_with_the_sites_scores(name):
    # the whole record traced: after its last action every player is worth what the site says
    from tresham.scenario.replay_report import player_names
    from tresham.scenario.trace import Memo, trace_state
    from tresham.scenario.trace_compare import load_trace

    path = SHORT.with_name(f"{name}.json")
    export = load_export(path)
    out = replay_engine(export)
    mine = trace_state(out.state, player_names(export), Memo())["players"]
    result = load_trace(path.with_suffix(".trace.jsonl"))[-1]["result"]
    assert {name: p["value"] for name, p in mine.items()} == result
