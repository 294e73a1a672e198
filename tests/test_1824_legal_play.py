"""1824 played through ``legal_actions``: from the set-up, a simple chooser picking among
the listed actions plays the first stock round and the first operating round, and every
action it picks is accepted; from a position near the end, the greedy bot plays on to the
broken bank (IX L874-L880) through an emergency train buy that leaves its director in debt
(VII.12 L733-L759), and the game is scored with the debt taken off. Whole games of bots are
in ``test_selfplay``.
"""

from __future__ import annotations

import itertools
import random

import pytest

import tresham
from tresham.bots import GreedyBot
from tresham.engine import apply
from tresham.engine.scores import share_price

PREFERRED = ("buy_train", "run_routes", "dividend", "special_buy", "buy_company", "par", "buy_shares")


def choose(state, rng: random.Random):
    listed = list(itertools.islice(tresham.legal_actions(state), 60))
    assert listed, f"nothing is listed for {state.to_act} in {state.round.label}"
    by_type: dict[str, list] = {}
    for a in listed:
        by_type.setdefault(a.TYPE, []).append(a)
    for kind in PREFERRED:
        if kind in by_type:
            return rng.choice(by_type[kind])
    if "lay_tile" in by_type:
        return rng.choice(by_type["lay_tile"])
    return by_type.get("pass", listed)[0]


@pytest.mark.parametrize("seed, players", [(1, 3), (2, 4)])
def test_a_game_through_legal_actions_plays_its_first_stock_and_operating_rounds(seed, players):
    rng = random.Random(seed)
    state = tresham.new_state("1824", [f"P{i}" for i in range(1, players + 1)], seed=seed)
    seen = set()
    for _ in range(400):
        seen.add((state.round.kind, state.round.number))
        if state.round.kind == "stock" and state.round.number == 2:
            break
        action = choose(state, rng)
        result = apply(state, action)
        assert result.ok, (action, result.violations)
        state = result.state
    assert ("operating", 1) in seen and (state.round.kind, state.round.number) == ("stock", 2)
    owned = [c for c, cs in state.companies.items() if cs.floated and not cs.closed]
    assert owned, "the first stock round sold nothing"


def _near_the_end():
    """Phase 10, 600 G left in the bank: BK (Ann's) runs a 10-train; MS (Bob's) has none,
    and the depot sells only 10-trains (1000 G), so its director must help it and owe."""
    sold = {g: 0 for g in ("2", "3", "4", "5", "6", "8", "1g", "2g", "3g", "4g")}
    return tresham.state_from_setup("1824", ["Ann", "Bob", "Cy"], {
        "phase": "10",
        "bank": 600,
        "depot": sold,
        "round": {"kind": "operating", "number": 14, "or_index": 1, "or_count": 3, "entity": "BK",
                  "step": "track"},
        "players": {
            "Ann": {"cash": 50, "shares": {"BK": 50}},
            "Bob": {"cash": 300, "shares": {"BK": 20, "MS": 50}},
            "Cy": {"cash": 100, "shares": {"MS": 20}},
        },
        "companies": {
            "BK": {"price": "100,2,2", "cash": 0, "trains": ["10"], "operated": True},
            "MS": {"price": "100,2,2", "cash": 0, "trains": [], "operated": True},
        },
        "tokens": [{"hex": "B9", "company": "BK"}, {"hex": "C12", "company": "MS"}],
    })  # fmt: skip


def test_from_near_the_end_the_bots_play_to_the_broken_bank_and_the_debt_counts_against_the_score():
    state = _near_the_end()
    bot = GreedyBot(1)
    debts = []
    for _ in range(600):
        if state.end is not None:
            break
        offered = list(tresham.legal_actions(state))
        assert offered, f"nothing is listed for {state.to_act} in {state.round.label}"
        action = bot.choose(state, offered)
        result = apply(state, action)
        assert result.ok, (action, result.violations)
        state = result.state
        debts.append(state.items_of("Bob").get("debt", 0))
    over = tresham.game_end(state)
    assert over is not None and over.reason == "bank broken"
    assert max(debts) > 0  # MS's 10-train was bought with Bob's money and the bank's loan
    assert [t.owner for t in state.trains.values() if t.owner == "MS"]
    for player in state.players:  # cash + shares at market (IX L884-L886) - debt
        shares = sum(
            c.percent // 10 * (share_price(state, c.company) or 0)
            for c in state.certs.values()
            if c.owner == player
        )
        debt = state.items_of(player).get("debt", 0)
        assert over.scores[player] == state.player[player].cash + shares - debt
    assert over.winners == tuple(p for p in state.players if over.scores[p] == max(over.scores.values()))
