"""The engine's base behaviour: a new game, stock-round turns, buying and selling, par."""

from __future__ import annotations

import pytest

from tresham.engine import apply, check, legal_actions, new_state
from tresham.engine.round_state import StockData
from tresham.errors import SetupError
from tresham.model.actions import BuyShares, Par, Pass


def player(name):
    return {"entity": name, "entity_type": "player"}


def rules_of(violations):
    return [v.rule for v in violations]


# a seed whose set-up keeps ESR in the game (seed 1 removes N&B, L&H, FDR and ECR)
SEED = 1


@pytest.fixture(scope="module")
def g1862(games):
    return games["1862"]


def stock_round_1(game):
    """1862 past its two opening parliament rounds, in which nobody proposes a charter."""
    s = new_state(game, ["Ann", "Bob", "Cy"], seed=SEED)
    for who in ("Ann", "Bob", "Cy") * 2:
        s = apply(s, Pass(**player(who))).state
    return s


def test_a_new_game_gives_each_player_the_starting_cash_out_of_the_bank(g1862):
    s = new_state(g1862, ["Ann", "Bob", "Cy"], seed=SEED)
    assert [s.player[p].cash for p in s.players] == [800, 800, 800]
    assert s.bank == 15000 - 3 * 800
    assert s.round.kind == "parliament" and s.round.entity == "Ann" and s.priority == "Ann"
    assert s.certs["ESR_0"].director and s.certs["ESR_0"].percent == 30 and s.certs["ESR_0"].owner == "ipo"
    assert s.phase == "A"


def test_player_names_that_clash_with_companies_or_the_bank_are_keyed_apart(g1862):
    s = new_state(g1862, ["Ann", "ESR", "pool"])
    assert s.players == ("Ann", "player ESR", "player pool")
    assert [s.player_name(p) for p in s.players] == ["Ann", "ESR", "pool"]
    with pytest.raises(SetupError, match="same name"):
        new_state(g1862, ["Ann", "Ann", "Bob"])


def test_passing_moves_the_turn_clockwise_and_all_passing_ends_the_round(g1862):
    s = stock_round_1(g1862)
    for who in ("Ann", "Bob"):
        s = apply(s, Pass(**player(who))).state
    assert s.round.entity == "Cy"
    r = apply(s, Pass(**player("Cy")))
    # nobody floated: no OR; 1862's next set begins with a parliament round
    assert r.ok and r.state.round.kind == "parliament" and r.state.round.number == 2


def test_acting_out_of_turn_is_refused_and_changes_nothing(g1862):
    s = new_state(g1862, ["Ann", "Bob", "Cy"], seed=SEED)
    r = apply(s, Pass(**player("Bob")))
    assert rules_of(r.violations) == ["turn.out-of-turn"] and r.state is s


def test_a_stock_turn_ends_with_its_purchase(g1862):
    # 1862 L705-L712: sell any number, then buy one; nothing may follow the purchase, so the
    # turn ends by itself, as 18xx.games records it (no pass)
    s = stock_round_1(g1862)
    s = apply(s, Par(**player("Ann"), corporation="ESR", share_price="74")).state
    assert s.to_act == "Bob" and s.round.data == StockData(bought=("Ann:ESR",) * 3, last_actor="Ann")
    assert rules_of(check(s, BuyShares(**player("Ann"), shares=("ESR_1",)))) == ["turn.out-of-turn"]


def test_one_purchase_per_turn_where_selling_may_follow(g1862, monkeypatch):
    s = stock_round_1(g1862)
    monkeypatch.setattr(type(s.rules), "SELL_AFTER_BUY", True)
    s = apply(s, Par(**player("Ann"), corporation="ESR", share_price="74")).state
    assert s.to_act == "Ann"
    assert rules_of(check(s, BuyShares(**player("Ann"), shares=("ESR_1",)))) == ["stock.one-buy"]
    assert list(legal_actions(s)) == [Pass(**player("Ann"))]
