"""``legal_actions``: everything listed is accepted, and what the rules accept is listed.

A property test steps through every bundled example (``tresham.load_example``, its state
from ``example_state``, each of its actions applied where the engine accepts it): at every
moment someone must act the list is not empty, actions of every type in it apply without a
violation, and the example's own next action, where the engine accepts it, is in the list.
Then a position per game where each kind of candidate appears, with a case the rules refuse.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

import tresham
from tresham.engine import apply, check
from tresham.engine import market as mk
from tresham.engine.state import State
from tresham.engine.steps.cities import city_of
from tresham.model.actions import Action, BuyCompany, LayTile, Par, PlaceToken, SellShares
from tresham.rules.games.g18lilliput.cards import ActionCards
from tresham.rules.routes import best_runs
from tresham.scenario import example_ids

P = ["Ann", "Bob", "Cy"]


def moments(example_id: str) -> Iterator[tuple[State, Action | None]]:
    """Each state of an example with the example's next action (None after the last)."""
    scenario = tresham.load_example(example_id)
    state = tresham.example_state(scenario)
    for action in scenario.actions:
        yield state, action
        result = apply(state, action)
        if result.ok:
            state = result.state
    yield state, None


def key(state: State, action: Action) -> object:
    """What an action does, whatever way it names it (a tile copy, an export's city id)."""
    if isinstance(action, LayTile):
        tile, _ = state.rules.resolve_tile(action.tile)
        return ("lay", state.board.normalise(action.hex), tile.name, action.rotation % tile.edge_count)
    if isinstance(action, PlaceToken) and action.token_type != "town":
        return ("token", action.tokener or action.entity, city_of(state, action.city))
    if isinstance(action, SellShares):  # which certificates are the seller's to choose
        company = state.certs[action.shares[0]].company
        return ("sell", action.entity, company, action.percent)
    if isinstance(action, Par):
        return ("par", action.corporation, mk.parse_cell(state.market, action.share_price, mark="p"))
    data = action.to_dict() if hasattr(action, "to_dict") else vars(action)
    return tuple(sorted((k, repr(v)) for k, v in data.items() if k not in ("id", "auto_actions")))


def sample(listed: list[Action], each: int = 4) -> list[Action]:
    """Up to ``each`` actions of every type, spread over the list (applying hundreds of lays
    at every moment of every example would take minutes; ``legal_actions`` checked them all)."""
    by_type: dict[str, list[Action]] = {}
    for action in listed:
        by_type.setdefault(action.TYPE, []).append(action)
    out = []
    for group in by_type.values():
        stride = max(1, len(group) // each)
        out += group[::stride][:each] + group[-1:]
    return out


# The routes a recorded run names are not the ones listed (the best run names its nodes), and
# a hand-written example's revenue is taken at its word: those are judged, not compared.
COMPARED = ("lay_tile", "place_token", "par", "buy_shares", "sell_shares", "buy_company", "bid", "choose")


@pytest.mark.parametrize("example_id", example_ids())
def test_every_listed_action_applies_and_every_accepted_one_is_listed(example_id):
    for state, recorded in moments(example_id):
        if state.to_act is None:
            continue
        listed = tresham.legal_actions(state)
        assert listed, f"{example_id}: nothing listed for {state.to_act} in {state.round.kind}"
        for action in sample(listed):
            result = apply(state, action)
            assert result.ok, (example_id, action, result.violations)
        if recorded is not None and recorded.TYPE in COMPARED and not check(state, recorded):
            assert key(state, recorded) in {key(state, a) for a in listed}, (example_id, recorded)


# --------------------------------------------------------------------------- company turns
@pytest.fixture(scope="module")
def budapest():
    """18Mag minor 1 at its track step with a token in Budapest (L33) and the town tile 4
    beside it, a 2-train and 100 in its treasury."""
    return tresham.state_from_setup(
        "18mag",
        ["Ann", "Bob"],
        {
            "phase": "Yellow",
            "round": {"kind": "operating", "entity": "1", "step": "track"},
            "players": {"Ann": {"shares": {"1": 100}}},
            "companies": {"1": {"cash": 100, "trains": ["2"]}},
            "tiles": [
                {"hex": "E12", "tile": "L33", "rotation": 2},
                {"hex": "D13", "tile": "4", "rotation": 0},
            ],
            "tokens": [{"hex": "E12", "company": "1", "city": 0}],
        },
    )


def test_a_company_turn_lists_its_lays_tokens_and_best_run(budapest):
    listed = tresham.legal_actions(budapest)
    types = {a.TYPE for a in listed}
    assert {"lay_tile", "place_token", "run_routes", "pass"} <= types
    lays = [a for a in listed if isinstance(a, LayTile)]
    assert all(not check(budapest, a) for a in lays)
    # lays must join the company's track (E12, D13) or its home still to be placed (C8)
    board = budapest.board
    ends = ("E12", "D13", "C8")
    near = set(ends) | {board.neighbour(h, e) for h in ends for e in range(6)}
    assert {a.hex for a in lays} <= near
    # the best run earns what the route search finds, and running nothing is offered too
    runs = [a for a in listed if a.TYPE == "run_routes"]
    best = best_runs(budapest.rules, budapest.board, "1", ["2"], budapest.phase)
    assert [sum(r.revenue or 0 for r in a.routes) for a in runs] == [best.total, 0]
    assert best.total > 0


def test_tokens_are_listed_only_in_cities_with_a_free_slot(budapest):
    tokens = [a for a in tresham.legal_actions(budapest) if isinstance(a, PlaceToken)]
    for a in tokens:
        hex, city = city_of(budapest, a.city)
        held = [t for t in budapest.board.tokens_at(hex) if t.city == city]
        assert len(held) < budapest.board.city_slots(hex, city)
    assert all(city_of(budapest, a.city)[0] != "E12" for a in tokens)  # its own token is there


def test_the_lays_of_the_track_step_are_gone_once_the_company_is_at_its_route_step(budapest):
    at_route = budapest.with_round(step="route")
    assert not [a for a in tresham.legal_actions(at_route) if a.TYPE in ("lay_tile", "place_token")]


def test_a_variable_dividend_is_listed_at_every_amount_the_rules_allow():
    state = tresham.example_state("18mag/table8-major-dividends")
    cid = state.to_act
    amounts = sorted(
        a.amount for a in tresham.legal_actions(state) if a.TYPE == "dividend" and a.amount is not None
    )
    step = state.rules.DIVIDEND_STEP
    assert amounts and all(x % step == 0 for x in amounts)
    assert rules_of(state, type="dividend", entity=cid, kind="variable", amount=amounts[-1] + step)
    assert rules_of(state, type="dividend", entity=cid, kind="variable", amount=step + 5)


def rules_of(state: State, **d: object) -> list[str]:
    d.setdefault("entity_type", "corporation")
    return [v.rule for v in check(state, tresham.action(d))]


# --------------------------------------------------------------------------- pars and cards
def test_1840_tram_companies_start_only_at_70_to_100_on_the_orange_cells_L596_L600():
    state = tresham.state_from_setup(
        "1840",
        P,
        {"round": {"kind": "stock", "number": 1, "entity": "Ann"}, "players": {"Ann": {"cash": 2000}}},
    )
    pars = [a for a in tresham.legal_actions(state) if isinstance(a, Par) and a.corporation == "WT"]
    values = {mk.value(state.market, mk.parse_cell(state.market, a.share_price)) for a in pars}
    assert values == {70, 80, 90, 100}
    city_start = next(c for c in mk.cells(state.market) if "p" in mk.marks(state.market, c))
    refused = Par(
        entity="Ann", entity_type="player", corporation="WT", share_price=mk.cell_id(state.market, city_start)
    )
    assert [v.rule for v in check(state, refused)] == ["stock.par-price"]


def test_1824_coal_railways_and_pre_staatsbahnen_are_bought_as_cards_never_started_at_a_par():
    state = tresham.new_state("1824", P, seed=1)
    listed = tresham.legal_actions(state)
    bought = {(a.company, a.price) for a in listed if isinstance(a, BuyCompany)}
    assert {p for c, p in bought if c == "EPP"} == {120, 140, 160, 180, 200}  # L130
    assert {p for c, p in bought if c == "SD1"} == {240} and {p for c, p in bought if c == "SD2"} == {120}
    kinds = {state.company_def(a.corporation).kind for a in listed if isinstance(a, Par)}
    assert kinds == {"regional"}
    cell = mk.cell_id(
        state.market, next(c for c in mk.cells(state.market) if "p" in mk.marks(state.market, c))
    )
    for card in ("EPP", "SD1"):
        par = Par(entity=state.to_act, entity_type="player", corporation=card, share_price=cell)
        assert [v.rule for v in check(state, par)] == ["stock.card-par"]
    wrong = BuyCompany(entity=state.to_act, entity_type="player", company="EPP", price=150)
    assert [v.rule for v in check(state, wrong)] == ["stock.card-price"]


# --------------------------------------------------------------------------- drafts and cards
def test_the_certificate_draft_lists_a_bid_for_each_certificate_still_offered():
    state = tresham.example_state("18mag/e14-draft-order")
    bids = [a for a in tresham.legal_actions(state) if a.TYPE == "bid"]
    assert bids and {a.TYPE for a in tresham.legal_actions(state)} == {"bid"}  # nobody passes
    whole = next(a for a in bids if a.minor)  # a minor is taken whole, once
    taken = apply(state, whole).state
    assert whole.minor not in {a.minor for a in tresham.legal_actions(taken) if a.TYPE == "bid"}
    assert "draft.taken" in [v.rule for v in check(taken, replace(whole, entity=taken.to_act))]


def test_18_lilliput_lists_its_home_tiles_then_action_cards_and_what_a_card_allows():
    scenario = tresham.load_example("18lilliput/e0-setup")
    state = apply(tresham.example_state(scenario), scenario.actions[0]).state
    homes = tresham.legal_actions(state)
    assert homes and all(isinstance(a, LayTile) for a in homes)
    assert all(not check(state, a) for a in homes)
    cards = tresham.legal_actions(tresham.example_state("18lilliput/e1-train-for-one-pound"))
    assert cards and {a.TYPE for a in cards} == {"choose"}
    state = tresham.example_state("18lilliput/e1-train-for-one-pound")
    total = state.rules.mechanism(ActionCards).company_funds(state.phase)
    funds = [a.choice["funds"] for a in cards if isinstance(a.choice, dict)]
    assert funds and all(sum(f.values()) == total for f in funds)
    card = next(a for a in cards if a.choice == "A1")
    after = apply(state, card).state
    assert "pass" in {a.TYPE for a in tresham.legal_actions(after)}


def test_1824_town_draft_lists_the_plain_hexes():
    state = tresham.example_state("1824/e9-goods-time-draft")
    towns = [a for a in tresham.legal_actions(state) if isinstance(a, PlaceToken)]
    assert towns and all(a.token_type == "town" for a in towns)
    assert len(towns) < len(state.rules.map.hexes)  # cities, offboards and mountains refuse one
