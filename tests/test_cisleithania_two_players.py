"""1824's variant A, two players on the Cisleithania map (§X, L888-L972): the set-up (bank,
cash, certificate limit, trains, companies), the draft of the four stacks and the mountain
railways that opens the first stock round (X.5 L961-L972; engine/games/g1824/stacks.py),
each rule with an accepted and a refused case, and a game of bots through the draft into
the operating rounds."""

from __future__ import annotations

from collections import Counter

import pytest

import tresham
from tresham.bots import GreedyBot, play_game
from tresham.engine.apply import apply
from tresham.engine.games.g1824.stacks import BOND_PRICE, TURNS, bond_cell
from tresham.engine.trains import after_first_purchase
from tresham.errors import SetupError
from tresham.model.actions import BuyCompany, BuyShares, Pass, SellShares
from tresham.rules import lcg
from tresham.rules.games.cisleithania import REMOVED_TWO_PLAYERS
from tresham.rules.games.draws_cisleithania import COAL, bond_railway, draw_stacks, stacks
from tresham.rules.setup_hooks import GameSetup

# the variant's numbers, as the map's data gives them (game.toml [maps.cisleithania])
_BOARD = tresham.load_game("1824").maps["cisleithania"]
MONEY = {n: (row.bank, row.cash, row.cert_limit) for n, row in _BOARD.player_setup.items()}
TRAINS = _BOARD.train_counts
PLAYERS = ["Ann", "Bob"]
SEED = 5  # stacks: (SD2, EOD), (SD1, KK1), (KK2, SD3), (EPP, MLB)


def new(seed: int = SEED):
    return tresham.new_state("1824", PLAYERS, seed=seed, options=["cisleithania"])


def buy(state, player, company, price):
    return apply(state, BuyCompany(entity=player, entity_type="player", company=company, price=price))


def played(state, *picks):
    for player, company, price in picks:
        result = buy(state, player, company, price)
        assert result.ok, result.violations
        state = result.state
    return state


def rules_of(result):
    return [v.rule for v in result.violations]


# the whole draft with seed 5: Ann takes SD2 (stack 1), Bob gets EOD; Bob takes SD1 and KK2,
# Ann gets KK1 and SD3; Ann takes EPP (stack 4), Bob gets MLB
DRAFT = (
    ("Ann", "SD2", 120),
    ("Bob", "EOD", 100),
    ("Bob", "SD1", 240),
    ("Bob", "KK2", 120),
    ("Ann", "KK1", 240),
    ("Ann", "SD3", 120),
    ("Ann", "EPP", 120),
    ("Bob", "MLB", 120),
)


# ------------------------------------------------------------------ set-up
def test_two_players_get_830_each_out_of_a_bank_of_4000_and_a_limit_of_14():
    state = new()
    bank, cash, limit = MONEY[2]
    assert (bank, cash, limit) == (4000, 830, 14)  # X.2 L913-L915
    assert state.bank == bank - 2 * cash
    assert {state.player[p].cash for p in state.players} == {cash}
    assert state.rules.cert_limit(2) == limit


def test_the_two_player_train_cards_are_the_variants_own():
    held = Counter(t.name for t in new().trains.values())
    for name, count in TRAINS[2].items():  # X.1 L901-L909
        assert held[name] == count
    three = Counter(
        t.name
        for t in tresham.new_state("1824", ["A", "B", "C"], seed=1, options=["cisleithania"]).trains.values()
    )
    assert three["2"] == TRAINS[3]["2"] != held["2"]


def test_ug_its_precursors_and_the_three_player_companies_are_out_of_the_game():
    state = new()
    for cid in (*REMOVED_TWO_PLAYERS, "UG2", "SB", "BH", "SPB"):
        assert state.companies[cid].closed
    for cid in ("SD1", "SD2", "SD3", "KK1", "KK2", "EPP", "EOD", "MLB", "SD", "KK", "BK", "MS", "CL"):
        assert not state.companies[cid].closed  # X.1 L892-L896


def test_two_players_play_1824_only_with_the_cisleithania_option():
    with pytest.raises(SetupError, match="Cisleithania"):
        tresham.new_state("1824", PLAYERS, seed=SEED)
    assert new().rules.map.id == "cisleithania"


def test_the_stacks_come_from_the_seed_as_the_site_draws_them():
    for seed in (1, SEED, 732163147):
        expected = draw_stacks(GameSetup(seed=seed, rng=lcg.first_state(seed)))
        assert new(seed).setup.offer == expected.offer


# ------------------------------------------------------------------ the draft
def test_the_draft_goes_start_player_other_other_other_then_back():
    state = new()
    assert state.round.kind == "stack-draft"
    assert state.round.order == tuple(PLAYERS[who] for who, _ in TURNS)
    assert state.round.order[:8] == ("Ann", "Bob", "Bob", "Bob", "Ann", "Ann", "Ann", "Bob")


def test_nobody_passes_while_the_stacks_are_drafted():
    state = new()
    refused = apply(state, Pass(entity="Ann", entity_type="player"))
    assert rules_of(refused) == ["g1824.stack-draft.no-pass"]
    assert "X.5" in refused.violations[0].source
    after = played(state, *DRAFT)
    assert apply(after, Pass(entity="Ann", entity_type="player")).ok  # the mountain turn


def test_the_other_player_gets_the_other_railway_of_the_first_stack():
    state = played(new(), DRAFT[0])
    assert state.round.entity == "Bob"
    refused = buy(state, "Bob", "SD1", 240)  # an untouched stack: not this turn
    assert rules_of(refused) == ["g1824.stack-draft.order"]
    assert buy(state, "Bob", "EOD", 100).ok


def test_the_other_player_then_takes_from_two_untouched_stacks_only():
    state = played(new(), *DRAFT[:3])
    assert rules_of(buy(state, "Bob", "KK1", 240)) == ["g1824.stack-draft.order"]  # half taken
    assert buy(state, "Bob", "KK2", 120).ok


def test_only_railways_of_the_stacks_are_drafted():
    state = new()
    refused = buy(state, "Ann", "UG1", 240)
    assert rules_of(refused) == ["g1824.stack-draft.stack"]
    assert buy(state, "Ann", "SD1", 240).ok


def test_a_taken_railway_is_not_taken_again():
    state = played(new(), *DRAFT[:3])
    assert rules_of(buy(state, "Bob", "SD1", 240)) == ["stock.company-owned"]


def test_the_construction_coal_railway_costs_twice_the_bond_railways_50():
    state = played(new(), DRAFT[0])
    refused = buy(state, "Bob", "EOD", 120)
    assert rules_of(refused) == ["g1824.stack-draft.construction-price"]
    before = state.bank
    result = buy(state, "Bob", "EOD", 2 * BOND_PRICE)
    assert result.ok
    after = result.state
    assert after.bank == before + 2 * BOND_PRICE  # no treasury (L929): the bank is paid
    assert after.companies["EOD"].cash == 0 and after.trains_of("EOD") == []


def test_a_coal_railway_of_another_stack_is_priced_as_in_the_base_game():
    state = played(new(), *DRAFT[:6])
    assert rules_of(buy(state, "Ann", "EPP", 100)) == ["stock.card-price"]
    after = buy(state, "Ann", "EPP", 200).state
    assert after.companies["EPP"].cash == 200 - 120  # its treasury bought its 1g (L967)
    assert [t.name for t in after.trains_of("EPP")] == ["1g"]
    assert after.companies["BK"].par == 100  # half its price (IV.2 L131)


def test_the_construction_small_pre_staatsbahn_pays_the_bank_and_buys_nothing():
    state = new()
    after = buy(state, "Ann", "SD2", 120).state
    assert after.bank == state.bank + 120 and after.companies["SD2"].cash == 0
    assert not after.companies["SD2"].floated  # not played in the operating rounds yet


def test_the_bond_railway_starts_at_50_in_the_bottom_row_with_every_share_in_the_pool():
    state = played(new(), *DRAFT[:2])
    bond = bond_railway(state.setup)
    assert bond == "MS"  # EOD's regional
    cs = state.companies[bond]
    assert cs.cell == bond_cell(state) and state.price(bond) == BOND_PRICE
    assert cs.cell[0] == len(state.market.rows) - 1  # the bottom row (L944)
    assert {c.owner for c in state.certs_of(bond)} == {"pool"}


def test_each_player_ends_the_draft_with_one_railway_of_each_stack():
    state = played(new(), *DRAFT)
    for player in PLAYERS:
        held = [c for c in state.certs.values() if c.owner == player and c.percent == 100]
        assert len(held) == 4  # L969
        assert all(len({c.company for c in held} & set(stack)) == 1 for stack in stacks(state.setup))
    assert state.round.entity == "Ann" and TURNS[state.round.index][1] == "mountain"


def test_each_player_may_buy_one_mountain_railway_and_the_rest_leave():
    state = played(new(), *DRAFT)
    refused = buy(state, "Ann", "B3", 120)  # two mountain railways with 2 players (L897)
    assert rules_of(refused) == ["g1824.stack-draft.mountain"]
    state = buy(state, "Ann", "B1", 120).state
    assert state.private_owner("B1") == "Ann"
    assert rules_of(buy(state, "Bob", "B1", 120)) == ["stock.company-owned"]
    state = apply(state, Pass(entity="Bob", entity_type="player")).state
    assert state.private_owner("B2") == "removed"  # L970
    assert state.round.kind == "stock" and state.round.number == 1
    assert state.round.entity == "Ann"  # the round goes on from the start player


def test_the_first_stock_round_after_the_draft_buys_but_never_sells():
    state = played(new(), *DRAFT)
    for player in PLAYERS:
        state = apply(state, Pass(entity=player, entity_type="player")).state
    bond = bond_railway(state.setup)
    pool = next(c for c in state.certs_of(bond) if c.owner == "pool" and not c.director)
    bought = apply(state, BuyShares(entity="Ann", entity_type="player", shares=(pool.id,), percent=10))
    assert bought.ok and bought.state.percent("Ann", bond) == 10
    sale = SellShares(entity="Bob", entity_type="player", shares=("SD1_0",), percent=100)
    assert not apply(bought.state, sale).ok


def test_the_money_stays_whole_through_the_draft():
    state = new()
    total = state.bank + sum(state.player[p].cash for p in state.players)
    state = played(state, *DRAFT)
    assert (
        state.bank
        + sum(state.player[p].cash for p in state.players)
        + sum(c.cash for c in state.companies.values())
        == total
    )


def test_legal_actions_offer_only_the_draft_turns_railways():
    state = played(new(), DRAFT[0])
    offered = tresham.legal_actions(state)
    assert {(a.company, a.price) for a in offered} == {("EOD", 100)}
    state = played(state, DRAFT[1])
    offered = {a.company for a in tresham.legal_actions(state)}
    assert offered == {"SD1", "KK1", "KK2", "SD3", "EPP", "MLB"}
    assert not offered & set(COAL) - {"EPP", "MLB"}


# ------------------------------------------------------------------ bots
def test_a_game_of_bots_gets_through_the_draft_into_the_operating_rounds():
    kinds: list[str] = []

    def seen(n, state, action):
        if not kinds or kinds[-1] != state.round.kind:
            kinds.append(state.round.kind)

    game = play_game("1824", 2, 1, GreedyBot, max_actions=45, options=("cisleithania",), on_action=seen)
    assert [str(b) for b in game.broken] == []
    assert kinds[:3] == ["stack-draft", "stock", "operating"]


# ------------------------------------------------------------------ KK with the first 5
def test_with_two_players_kk_forms_with_the_first_5_train_and_ug_never():
    rules = new().rules
    train = {t.name: t for t in rules.game.trains}
    assert rules.forms_after(train["5"], 2) == ("KK",)  # X.4 L939
    assert rules.forms_after(train["6"], 2) == ()
    assert rules.forms_after(train["4"], 2) == ("SD",)
    assert "UG" not in {c for t in train.values() for c in rules.forms_after(t, 2)}  # out (X.1)


def test_with_three_players_the_base_games_formations_stand():
    rules = new().rules
    train = {t.name: t for t in rules.game.trains}
    assert rules.forms_after(train["5"], 3) == ("UG",)  # L1009: the base rules
    assert rules.forms_after(train["6"], 3) == ("KK",)


def test_the_first_5_train_of_a_two_player_game_calls_for_kk():
    state = new()
    five = next(t for t in state.game.trains if t.name == "5")
    after, events = after_first_purchase(state, five)
    assert "KK" in after.pending and "UG" not in after.pending
    assert any(e.kind == "formation" and "KK" in e.text for e in events)


# ------------------------------------------------------------------ the bank pool
def test_with_two_players_sold_shares_go_to_the_bank_pool():
    state = new()
    bk = state.company_def("BK")
    assert state.rules.sale_destination(bk, 2) == "pool"  # X.4 L940


def test_with_three_players_or_on_the_standard_map_sold_shares_go_back_to_the_bank():
    three = tresham.new_state("1824", ["A", "B", "C"], seed=1, options=["cisleithania"])
    bk = three.company_def("BK")
    assert three.rules.sale_destination(bk, 3) == "ipo"  # the base rules (VI.8 L430; L1009)
    standard = tresham.new_state("1824", ["A", "B", "C"], seed=1)
    assert standard.rules.sale_destination(bk, 3) == "ipo"
