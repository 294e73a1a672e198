"""Each rule the engine enforces: a case it allows and a case where exactly that rule fires.

The rulebook examples (tests/test_examples.py) cover the rules they show; these cover the
rest, on small setups.
"""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import apply, check, legal_actions
from tresham.model.actions import action_from_dict


def act(state, **d):
    entity = str(d["entity"])
    if "entity_type" not in d:
        d["entity_type"] = "corporation" if entity in state.companies else "player"
    return action_from_dict(d)


def rules_of(state, **d):
    return [v.rule for v in check(state, act(state, **d))]


P = ["Ann", "Bob", "Cy"]


@pytest.fixture(scope="module")
def stock1862():
    """1862, stock round 2, Ann to act; L&E floated at 90 with a train, Bob holds 20%."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {"Ann": {"cash": 100, "shares": {"L&E": 30}}, "Bob": {"shares": {"L&E": 20}}},
            "companies": {"L&E": {"price": 90, "par": 90, "trains": ["2F"]}},
            "pool": {"L&E": 10},
        },
    )


@pytest.fixture(scope="module")
def or1862():
    """1862, L&E operating at its route step in phase B, with 300 in its treasury."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "operating", "entity": "L&E", "step": "route"},
            "players": {"Ann": {"shares": {"L&E": 60}}, "Bob": {"shares": {"ECR": 60}}},
            "companies": {
                "L&E": {"price": 90, "cash": 300, "trains": ["2F", "2E"]},
                "ECR": {"price": 82, "cash": 300, "trains": ["2/3E"]},
            },
        },
    )


# --------------------------------------------------------------------------- turns
def test_only_the_acting_company_acts(or1862):
    run = [{"train": "2F", "revenue": 40}]
    assert rules_of(or1862, type="run_routes", entity="L&E", routes=run) == []
    assert rules_of(or1862, type="run_routes", entity="ECR", routes=run) == ["turn.out-of-turn"]


def test_a_company_that_must_run_cannot_pass_its_run(or1862):
    assert rules_of(or1862, type="pass", entity="L&E") == ["turn.step-order"]


def test_a_company_with_trains_runs_before_it_buys(or1862):
    assert rules_of(or1862, type="run_routes", entity="L&E", routes=[{"train": "2F", "revenue": 40}]) == []
    assert rules_of(or1862, type="buy_train", entity="L&E", train="2/3E", price=200) == ["turn.step-order"]


def test_stock_actions_belong_to_stock_rounds(stock1862, or1862):
    assert rules_of(stock1862, type="pass", entity="Ann") == []
    assert rules_of(or1862, type="buy_shares", entity="L&E", shares=["L&E_5"]) == ["turn.step-order"]
    assert rules_of(stock1862, type="dividend", entity="Ann", kind="payout") == ["turn.wrong-round"]


def test_undo_and_redo_are_the_replays_business(stock1862):
    r = apply(stock1862, act(stock1862, type="undo", entity="Ann"))
    assert [v.rule for v in r.violations] == ["engine.history"] and r.state is stock1862


def test_messages_are_always_accepted_and_change_nothing(stock1862):
    r = apply(stock1862, act(stock1862, type="message", entity="Bob", message="hi"))
    assert r.ok and r.state is stock1862


def test_tile_lays_are_judged_by_the_tile_rules_in_the_track_step_only(or1862):
    lay = dict(type="lay_tile", entity="L&E", hex="C6", tile="7", rotation=0)  # no tile 7 in 1862
    on_track = tresham.state_from_setup(
        "1862",
        P,
        {
            "round": {"kind": "operating", "entity": "L&E", "step": "track"},
            "players": {"Ann": {"shares": {"L&E": 60}}},
            "companies": {"L&E": {"price": 90}},
        },
    )
    assert "supply.not-in-game" in rules_of(on_track, **lay)
    assert rules_of(or1862, **lay) == ["turn.step-order"]


# --------------------------------------------------------------------------- buying shares
def test_buying_a_share_from_the_ipo_costs_par(stock1862):
    r = apply(stock1862, act(stock1862, type="buy_shares", entity="Ann", shares=["L&E_3"]))
    assert r.ok and r.state.player["Ann"].cash == 10 and r.state.percent("Ann", "L&E") == 40


def test_a_player_cannot_pay_more_than_his_cash(stock1862):
    poorer = stock1862.update_player("Ann", cash=89)
    assert rules_of(poorer, type="buy_shares", entity="Ann", shares=["L&E_3"]) == ["stock.cash"]


def test_shares_come_from_the_bank_not_from_players(stock1862):
    assert rules_of(stock1862, type="buy_shares", entity="Ann", shares=["L&E_1"]) == ["stock.from-player"]
    assert rules_of(stock1862, type="buy_shares", entity="Ann", shares=["L&E_0"]) == ["stock.own-share"]


def test_a_bundle_is_one_company_from_one_holder(stock1862):
    assert rules_of(stock1862, type="buy_shares", entity="Ann", shares=["L&E_3", "ECR_1"]) == ["stock.bundle"]
    assert rules_of(stock1862, type="buy_shares", entity="Ann", shares=["L&E_99"]) == ["stock.unknown-share"]


def test_an_unstarted_company_must_be_started_first(stock1862):
    assert rules_of(stock1862, type="buy_shares", entity="Ann", shares=["ECR_1"]) == ["stock.not-started"]
    richer = stock1862.update_player("Ann", cash=500)
    assert rules_of(richer, type="par", entity="Ann", corporation="ECR", share_price="54") == []
    assert rules_of(stock1862, type="par", entity="Ann", corporation="L&E", share_price="54") == [
        "stock.already-started"
    ]


def test_the_certificate_limit(stock1862):
    # 3 players: 18 certificates (1862 L858-L859)
    loaded = tresham.state_from_setup(
        "1862",
        P,
        {
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {
                "Ann": {
                    "cash": 1000,
                    "shares": {
                        c: 30 for c in ["E&H", "ECR", "ENR", "ESR", "EUR", "FDR", "I&B", "L&D", "L&E", "L&H"]
                    },
                }
            },
            "companies": {"L&H": {"price": 90}},
        },
    )
    assert rules_of(loaded, type="buy_shares", entity="Ann", shares=["L&H_1"]) == []
    spare = [c for c in loaded.certs.values() if c.company in ("ECR", "ENR") and not c.director]
    # 10 director's certificates and 8 shares: 18, at the limit (over it, she must sell first)
    full = loaded.with_certs(*(c.__class__(c.id, c.company, c.percent, "Ann", c.director) for c in spare[:8]))
    assert rules_of(full, type="buy_shares", entity="Ann", shares=["L&H_1"]) == ["stock.cert-limit"]


def test_a_player_may_not_hold_more_than_60_percent_where_the_game_says_so():
    s = tresham.state_from_setup(
        "1824",
        P,
        {
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {"Ann": {"cash": 500, "shares": {"BH": 50}}},
            "companies": {"BH": {"price": 90}},
        },
    )
    assert rules_of(s, type="buy_shares", entity="Ann", shares=["BH_5"]) == []
    s18 = tresham.state_from_setup(
        "18mag",
        P,
        {
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {"Ann": {"cash": 500, "shares": {"SIK": 60}}},
            "companies": {"SIK": {"price": 70}},
        },
    )
    assert rules_of(s18, type="buy_shares", entity="Ann", shares=["SIK_6"]) == ["stock.holding-limit"]


def test_privates_are_bought_once_and_only_those_of_the_game():
    s = tresham.new_state("1824", ["A", "B", "C"])  # 3 players: mountain railways B1-B4 only
    assert rules_of(s, type="buy_company", entity="A", company="B1", price=120) == []
    assert rules_of(s, type="buy_company", entity="A", company="B5", price=120) == ["stock.unknown-company"]
    owned = s.with_private("B1", "B")
    assert rules_of(owned, type="buy_company", entity="A", company="B1", price=120) == ["stock.company-owned"]


# --------------------------------------------------------------------------- selling shares
def test_only_shares_one_holds_can_be_sold(stock1862):
    assert rules_of(stock1862, type="sell_shares", entity="Ann", shares=["L&E_0"], percent=30) == []
    assert rules_of(stock1862, type="sell_shares", entity="Ann", shares=["L&E_1"], percent=10) == [
        "stock.not-held"
    ]


def test_1824_no_sales_before_a_company_has_operated():
    setup = {
        "round": {"kind": "stock", "number": 2, "entity": "Ann"},
        "players": {
            "Ann": {"shares": {"BH": 30}},
            "Bob": {"shares": {"BH": 20}},
            "Cy": {"shares": {"BH": 30}},
        },
        "companies": {"BH": {"price": 90}},
    }
    fresh = tresham.state_from_setup("1824", P, setup)
    assert rules_of(fresh, type="sell_shares", entity="Ann", shares=["BH_0"], percent=10) == ["stock.no-sale"]
    setup["companies"]["BH"]["operated"] = True
    ran = tresham.state_from_setup("1824", P, setup)
    assert rules_of(ran, type="sell_shares", entity="Ann", shares=["BH_0"], percent=10) == []


def test_a_director_without_an_heir_cannot_sell_below_his_certificate():
    s = tresham.state_from_setup(
        "18mag",
        P,
        {
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {"Ann": {"shares": {"SIK": 40}}, "Bob": {"shares": {"SIK": 10}}},
            "companies": {"SIK": {"price": 70}},
        },
    )
    assert rules_of(s, type="sell_shares", entity="Ann", shares=["SIK_0"], percent=20) == []
    assert rules_of(s, type="sell_shares", entity="Ann", shares=["SIK_0"], percent=30) == [
        "stock.director-sale"
    ]


def test_1862_zones_ignore_a_non_directors_first_sale(stock1862):
    high = tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "stock", "number": 2, "entity": "Bob"},
            "players": {"Ann": {"shares": {"L&E": 30}}, "Bob": {"cash": 0, "shares": {"L&E": 20}}},
            "companies": {"L&E": {"price": 220, "trains": ["2F"]}},
        },
    )
    r = apply(high, act(high, type="sell_shares", entity="Bob", shares=["L&E_1", "L&E_2"], percent=20))
    assert r.ok and r.state.price("L&E") == 210  # two shares sold, the first ignored above 200 (L821-L823)
    assert r.state.player["Bob"].cash == 440


# --------------------------------------------------------------------------- running and paying
def test_a_route_names_the_companys_own_trains_once_each(or1862):
    ok = [{"train": "2F", "revenue": 40}, {"train": "2E", "revenue": 50}]
    assert rules_of(or1862, type="run_routes", entity="L&E", routes=ok) == []
    twice = [{"train": "2F", "revenue": 40}, {"train": "B-0", "revenue": 50}]
    assert rules_of(or1862, type="run_routes", entity="L&E", routes=twice) == ["route.train-twice"]
    other = [{"train": "2/3E", "revenue": 40}]
    assert rules_of(or1862, type="run_routes", entity="L&E", routes=other) == ["route.train"]
    unpriced = [{"train": "2F", "connections": [["C6", "C8"]]}]
    assert rules_of(or1862, type="run_routes", entity="L&E", routes=unpriced) == ["route.revenue"]


def test_a_company_chooses_among_its_games_dividends(or1862):
    ran = apply(
        or1862, act(or1862, type="run_routes", entity="L&E", routes=[{"train": "2F", "revenue": 40}])
    ).state
    assert rules_of(ran, type="dividend", entity="L&E", kind="withhold") == []
    assert rules_of(ran, type="dividend", entity="L&E", kind="half") == ["dividend.kind"]


def test_rail_cars_need_the_cash():
    s = tresham.state_from_setup(
        "18mag",
        P,
        {
            "round": {"kind": "operating", "entity": "6", "step": "route"},
            "players": {"Ann": {"shares": {"6": 100}}},
            "companies": {"6": {"cash": 5, "trains": ["2"]}},
        },
    )
    assert rules_of(s, type="special_buy", entity="6", description="SNW mine car", cost=10) == [
        "route.purchase-cash"
    ]
    rich = s.update_company("6", cash=10)
    assert rules_of(rich, type="special_buy", entity="6", description="SNW mine car", cost=10) == []


# --------------------------------------------------------------------------- trains
@pytest.fixture(scope="module")
def buying1862():
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "operating", "entity": "L&E", "step": "buy_train"},
            "players": {"Ann": {"shares": {"L&E": 60}}, "Bob": {"shares": {"ECR": 60}}},
            "companies": {
                "L&E": {"price": 90, "cash": 300},
                "ECR": {"price": 82, "cash": 300, "trains": ["2/3E"]},
            },
        },
    )


def test_the_depot_sells_the_type_on_sale(buying1862):
    assert rules_of(buying1862, type="buy_train", entity="L&E", train="2F", price=200) == []
    assert rules_of(buying1862, type="buy_train", entity="L&E", train="3E", price=280) == [
        "train.not-available"
    ]
    assert rules_of(buying1862, type="buy_train", entity="L&E", train="9Z", price=280) == ["train.unknown"]


def test_a_faced_card_is_bought_as_one_of_its_faces(buying1862):
    assert rules_of(buying1862, type="buy_train", entity="L&E", train="B-3", variant="2/3L", price=200) == []
    assert rules_of(buying1862, type="buy_train", entity="L&E", train="B-3", price=200) == ["train.variant"]
    assert rules_of(buying1862, type="buy_train", entity="L&E", train="B-3", variant="3E", price=200) == [
        "train.variant"
    ]


def test_a_company_pays_from_its_treasury(buying1862):
    poor = buying1862.update_company("L&E", cash=150)
    assert rules_of(poor, type="buy_train", entity="L&E", train="2F", price=200) == ["train.cash"]


def test_own_trains_are_not_bought_and_discards_name_an_own_train(buying1862):
    ecr_card = buying1862.companies["ECR"].trains[0]
    assert rules_of(buying1862, type="buy_train", entity="L&E", train=ecr_card, price=200) == []
    assert rules_of(buying1862, type="discard_train", entity="L&E", train=ecr_card) == ["train.not-owned"]


def test_1824_trains_between_companies_only_from_phase_3():
    setup = {
        "phase": "2",
        "round": {"kind": "operating", "entity": "BK", "step": "buy_train"},
        "players": {"Ann": {"shares": {"BK": 50, "MS": 50}}},
        "companies": {"BK": {"price": 90, "cash": 500}, "MS": {"price": 80, "trains": ["2"]}},
    }
    early = tresham.state_from_setup("1824", P, setup)
    card = early.companies["MS"].trains[0]
    assert rules_of(early, type="buy_train", entity="BK", train=card, price=1) == ["train.between-companies"]
    setup["phase"] = "3"
    later = tresham.state_from_setup("1824", P, setup)
    assert rules_of(later, type="buy_train", entity="BK", train=card, price=1) == []


def test_1824_one_trade_in_per_turn_and_only_toward_a_stronger_train():
    s = tresham.state_from_setup(
        "1824",
        P,
        {
            "phase": "3",
            "round": {"kind": "operating", "entity": "BK", "step": "buy_train"},
            "players": {"Ann": {"shares": {"BK": 50}}},
            "companies": {"BK": {"price": 90, "cash": 500, "trains": ["2", "2"]}},
        },
    )
    assert rules_of(s, type="buy_train", entity="BK", train="3", price=140, exchange="2") == []
    assert rules_of(s, type="buy_train", entity="BK", train="3", price=180, exchange="1g-0") == [
        "train.exchange"
    ]
    once = apply(s, act(s, type="buy_train", entity="BK", train="3", price=140, exchange="2")).state
    assert rules_of(once, type="buy_train", entity="BK", train="3", price=140, exchange="2") == [
        "train.exchange"
    ]


# --------------------------------------------------------------------------- legal actions
def test_every_legal_action_is_accepted_and_the_list_is_not_empty(stock1862, or1862, buying1862):
    for state in (stock1862, or1862, buying1862):
        found = list(legal_actions(state))
        assert found
        assert all(apply(state, a).ok for a in found)
    assert {a.TYPE for a in legal_actions(or1862)} == {"run_routes"}
    # L&E has no train and can pay for one: it must buy (1862 §7.11, L1761-L1766), no pass
    assert {a.TYPE for a in legal_actions(buying1862)} == {"buy_train"}


# --------------------------------------------------------------------------- routes judged
@pytest.fixture(scope="module")
def budapest():
    """18Mag minor 1 at home in Budapest (tile L33) with the town tile 4 beside it, a 2-train."""
    return tresham.state_from_setup(
        "18mag",
        P,
        {
            "phase": "Yellow",
            "round": {"kind": "operating", "entity": "1", "step": "route"},
            "players": {"Ann": {"cash": 0, "shares": {"1": 100}}},
            "companies": {"1": {"cash": 0, "trains": ["2"]}},
            "tiles": [
                {"hex": "E12", "tile": "L33", "rotation": 2},
                {"hex": "D13", "tile": "4", "rotation": 0},
            ],
        },
    )


def test_a_route_that_names_its_stops_earns_what_the_rules_say(budapest):
    run = [{"train": "2", "hexes": ["E12", "D13"]}]
    assert rules_of(budapest, type="run_routes", entity="1", routes=run) == []
    r = apply(budapest, act(budapest, type="run_routes", entity="1", routes=run))
    assert r.state.companies["1"].last_revenue == 40 and r.state.player["Ann"].cash == 20


def test_a_traced_route_is_judged_by_the_routes_capability(budapest):
    wrong = [{"train": "2", "hexes": ["E12", "D13"], "revenue": 50}]
    assert rules_of(budapest, type="run_routes", entity="1", routes=wrong) == ["route.revenue"]
    nowhere = [{"train": "2", "hexes": ["E12", "C14"]}]
    assert rules_of(budapest, type="run_routes", entity="1", routes=nowhere) == ["route.not-a-stop"]


def test_1824_a_train_traded_in_is_worth_half_toward_a_stronger_one_of_its_kind_L761_L766():
    from tresham.rules.games import rules_for

    game = tresham.load_game("1824")
    r = rules_for(game)
    train = {t.name: t for t in game.trains}
    two, three, goods = train["2"], train["3"], train["1g"]
    assert r.trade_in_value(three, two) == 40
    assert r.trade_in_value(two, three) == 0  # not a stronger train
    assert r.trade_in_value(three, goods) == 0  # a goods train is of another kind


def test_1862_only_a_and_d_trains_bring_a_free_warranty_L1729_L1758():
    from tresham.rules.games import rules_for

    game = tresham.load_game("1862")
    r = rules_for(game)
    train = {t.name: t for t in game.trains}
    assert [r.free_warranties(train[n]) for n in ("1F", "2F", "3E", "5F", "6L")] == [1, 0, 0, 1, 0]


def test_1862_a_non_directors_first_shares_sold_at_the_extremes_move_no_price_L808_L827():
    # "i" cells (above 200, below 40): the first share is ignored; "j" cells (400 up): two
    from tresham.rules.games import rules_for

    r = rules_for(tresham.load_game("1862"))
    assert r.sale_moves(3, 74, "", False) == ["down"] * 3
    assert r.sale_moves(3, 250, "i", False) == ["down"] * 2
    assert r.sale_moves(3, 400, "j", False) == ["down"]
    assert r.sale_moves(1, 400, "j", False) == []
    assert r.sale_moves(3, 400, "j", True) == ["down"] * 3  # the director's shares all count
