"""1824: what the first 4- and 5-trains force (mountain railways IV.1 L113-L117, coal
railways IV.2 L165), emergency money (VII.12 L733-L759), one token a turn (VII.8 L605),
the director of a Staatsbahn whose precursor no. 1 went unsold (L396), and a Staatsbahn's
home token (L300, L604)."""

from __future__ import annotations

import tresham
from tresham.engine import apply, check
from tresham.engine.games.g1824.track import PLACED
from tresham.engine.scores import player_values
from tresham.model.actions import action_from_dict

P = ["Ann", "Bob", "Cy"]


def act(**d):
    return action_from_dict(d)


def _before_the_first(train: str, extra_players=None, extra_companies=None):
    players = {"Cy": {"shares": {"BK": 50}}, **(extra_players or {})}
    companies = {"BK": {"price": 90, "cash": 600, "trains": ["3"]}, **(extra_companies or {})}
    depot = {"3": 0} if train == "4" else {"3": 0, "4": 0}
    phase = "3" if train == "4" else "4"
    return tresham.state_from_setup(
        "1824",
        P,
        {
            "phase": phase,
            "depot": depot,
            "round": {"kind": "operating", "number": 3, "entity": "BK", "step": "buy_train"},
            "players": players,
            "companies": companies,
        },
    )


def buy(train: str, price: int):
    return act(type="buy_train", entity="BK", entity_type="corporation", train=train, price=price)


def mountain(private: str, share: str):
    return act(type="buy_shares", entity=private, entity_type="company", shares=[share], percent=10)


def test_the_first_4_train_asks_each_mountain_railways_owner_for_his_share_b1_first_L113():
    s = _before_the_first("4", {"Ann": {"privates": ["B2"]}, "Bob": {"privates": ["B1"]}})
    r = apply(s, buy("4", 280))
    assert r.ok, r.violations
    assert r.state.to_act == "Bob"  # B1 before B2
    assert [v.rule for v in check(r.state, mountain("B2", "MS_1"))] != []
    r = apply(r.state, mountain("B1", "MS_1"))
    assert r.ok, r.violations
    assert r.state.to_act == "Ann" and r.state.certs["MS_1"].owner == "Bob"
    r = apply(r.state, mountain("B2", "CL_1"))
    assert r.ok, r.violations
    assert r.state.private_owner("B1") is None and r.state.private_owner("B2") is None
    assert r.state.to_act == "BK" and not r.state.decisions


def test_without_a_mountain_railway_the_first_4_train_asks_nothing():
    r = apply(_before_the_first("4"), buy("4", 280))
    assert r.ok, r.violations
    assert not r.state.decisions


def test_the_first_5_train_exchanges_every_coal_railway_still_in_the_game_L165():
    s = _before_the_first(
        "5",
        {"Ann": {"shares": {"EOD": 100, "MS": 30}}},
        {"EOD": {"cash": 70, "trains": ["2g"], "floated": True}, "MS": {"price": 100}},
    )
    s = s.update_company("MS", par=100)
    r = apply(s, buy("5", 400))
    assert r.ok, r.violations
    s = r.state
    assert s.companies["EOD"].closed and s.certs["MS_0"].owner == "Ann"
    assert s.companies["MS"].floated and s.companies["MS"].cash == 70 + 8 * 100
    assert s.companies["MS"].operated  # it runs from the next operating round on


def _needing_a_train(trains: list[str]):
    return tresham.state_from_setup(
        "1824",
        P,
        {
            "phase": "3",
            "depot": {"3": 0},
            "round": {"kind": "operating", "number": 3, "entity": "BK", "step": "buy_train"},
            "players": {"Cy": {"shares": {"BK": 50}, "cash": 100}},
            "companies": {"BK": {"price": 90, "cash": 50, "trains": trains}},
        },
    )


def test_a_company_that_must_buy_a_train_is_helped_by_its_director_who_may_end_in_debt_L733():
    s = _needing_a_train([])
    assert check(s, buy("4", 280)) == []  # it has no train: the director pays the rest
    r = apply(s, buy("4", 280))
    assert r.ok, r.violations
    assert r.state.companies["BK"].cash == 0 and r.state.player["Cy"].cash == 0
    owed = 280 - 50 - 100
    assert r.state.items_of("Cy")["debt"] == owed + (owed + 1) // 2  # 50 % interest, rounded up
    assert dict(player_values(r.state))["Cy"] < dict(player_values(s))["Cy"] - 100


def test_a_company_with_a_train_buys_another_with_its_own_cash_only_L759():
    assert "train.cash" in [v.rule for v in check(_needing_a_train(["2g"]), buy("4", 280))]


def test_one_station_token_a_turn_L605():
    s = tresham.state_from_setup(
        "1824",
        P,
        {
            "round": {"kind": "operating", "number": 2, "entity": "BK", "step": "token"},
            "players": {"Ann": {"shares": {"BK": 50}}},
            "companies": {"BK": {"price": 90, "cash": 500, "trains": ["2"], "floated": True}},
        },
    )
    token = act(type="place_token", entity="BK", entity_type="corporation", city="C12-0")
    assert "token.one-a-turn" not in [v.rule for v in check(s, token)]
    placed = s.with_round(turn=(*s.round.turn, PLACED))
    assert "token.one-a-turn" in [v.rule for v in check(placed, token)]


def test_a_staatsbahn_whose_precursor_1_went_unsold_gets_its_director_from_the_first_with_20_L396():
    s = tresham.state_from_setup(
        "1824",
        P,
        {
            "round": {"kind": "stock", "number": 4, "entity": "Ann"},
            "players": {"Ann": {"cash": 500, "shares": {"SD": 10}}},
        },
    )
    s = s.with_certs(*(c.__class__(c.id, c.company, c.percent, "ipo", c.director) for c in [s.certs["SD_0"]]))
    s = s.update_company("SD", par=120, floated=True)
    free = next(c.id for c in s.certs_of("SD") if c.owner == "ipo" and not c.director)
    r = apply(s, act(type="buy_shares", entity="Ann", entity_type="player", shares=[free], percent=10))
    assert r.ok, r.violations
    assert r.state.director("SD") == "Ann" and r.state.certs["SD_0"].owner == "Ann"
    assert r.state.percent("Ann", "SD") == 20


def test_a_staatsbahn_places_no_home_token_at_its_first_turn_L300():
    rules = tresham.new_state("1824", P, seed=1).rules
    assert not rules.home_token_on_first_turn(rules.company("SD"))
    assert rules.home_token_on_first_turn(rules.company("BK"))


def _in_debt(owed: int, cash: int):
    s = tresham.state_from_setup(
        "1824",
        P,
        {
            "round": {"kind": "stock", "number": 4, "entity": "Cy"},
            "players": {"Cy": {"cash": cash}},
            "companies": {"BH": {"price": 100}},
        },
    )
    return s.update_company("BH", par=100).add_item("Cy", "debt", owed)


def test_a_player_in_debt_may_buy_no_share_L755():
    share = act(type="buy_shares", entity="Cy", entity_type="player", shares=["BH_1"], percent=10)
    assert "g1824.debt" in [v.rule for v in check(_in_debt(50, 300), share)]
    assert "g1824.debt" not in [v.rule for v in check(_in_debt(0, 300), share)]


def test_at_the_end_of_a_stock_round_a_debtor_pays_back_what_he_can_and_the_rest_grows_by_half_L756():
    from tresham.engine.games.g1824.emergency import settle_debts

    s, _ = settle_debts(_in_debt(100, 40))
    assert s.player["Cy"].cash == 0 and s.items_of("Cy")["debt"] == 90  # 60 left, +50 %
    s, _ = settle_debts(_in_debt(100, 300))
    assert s.player["Cy"].cash == 200 and "debt" not in s.items_of("Cy")


def test_a_debtor_pays_his_debt_back_in_his_stock_turn_and_may_then_buy_L755():
    share = act(type="buy_shares", entity="Cy", entity_type="player", shares=["BH_1"], percent=10)
    all_of_it = act(type="payoff_player_debt", entity="Cy", entity_type="player")
    s = _in_debt(50, 300)
    assert all_of_it in list(tresham.legal_actions(s))
    r = apply(s, all_of_it)
    assert r.ok, r.violations
    assert "debt" not in r.state.items_of("Cy") and r.state.player["Cy"].cash == 250
    assert r.state.to_act == "Cy" and check(r.state, share) == []  # his turn goes on


def test_a_debtor_pays_back_only_what_he_owes_from_the_cash_he_has_L755():
    part = act(type="payoff_player_debt_partial", entity="Cy", entity_type="player", amount=40)
    s = _in_debt(300, 100)
    assert check(s, part) == []
    assert act(type="payoff_player_debt_partial", entity="Cy", entity_type="player", amount=100) in list(
        tresham.legal_actions(s)
    )  # all his cash toward it
    r = apply(s, part)
    assert r.ok and r.state.items_of("Cy")["debt"] == 260 and r.state.player["Cy"].cash == 60
    too_much = act(type="payoff_player_debt_partial", entity="Cy", entity_type="player", amount=150)
    assert "g1824.payoff" in [v.rule for v in check(s, too_much)]  # more than his cash
    whole = act(type="payoff_player_debt", entity="Cy", entity_type="player")
    assert "g1824.payoff" in [v.rule for v in check(s, whole)]  # 300 owed, 100 in hand
    assert "g1824.payoff" in [v.rule for v in check(_in_debt(0, 100), part)]  # he owes nothing


def test_legal_actions_list_the_asked_mountain_railways_exchanges():
    s = _before_the_first("4", {"Bob": {"privates": ["B1"]}})
    s = apply(s, buy("4", 280)).state
    listed = list(tresham.legal_actions(s))
    assert listed and all(a.TYPE == "buy_shares" and a.entity == "B1" for a in listed)
    assert apply(s, listed[0]).ok
