"""Forced actions (``apply(..., force=True)``, as a replay of a recorded game applies them)
that name something not there: each is refused with a rule, a sentence and a section, its
state unchanged and a ``skipped`` event saying why; none raises.

The cases come from real 18xx.games exports fed through the engine: 1862's starred train
names (which are the game's own trains, ``2L*`` is the 2L), 1824's mountain railways
recorded as share buyers (their exchange for a share, L112), private companies paying money
they cannot hold, and picks in 18Mag's draft that name nothing there.
"""

from __future__ import annotations

from dataclasses import replace

import tresham
from tresham.engine import apply, check

from .test_engine_rules import act

P = ["Ann", "Bob", "Cy"]


def refused(state, rule: str | list[str], **d):
    """Apply ``d`` forced: exactly ``rule`` fires (or these rules), nothing changes, a skipped
    event says why."""
    rules = [rule] if isinstance(rule, str) else rule
    action = act(state, **d)
    assert [v.rule for v in check(state, action)] == rules
    result = apply(state, action, force=True)
    assert [v.rule for v in result.violations] == rules
    assert all(v.source for v in result.violations)
    assert result.state == state
    assert [e.kind for e in result.events] == ["skipped"]
    return result


# --------------------------------------------------------------------------- 1862 starred names
def buying_1862():
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "A",
            "round": {"kind": "operating", "entity": "L&E", "step": "buy_train"},
            "players": {"Ann": {"shares": {"L&E": 60}}},
            "companies": {"L&E": {"price": 90, "cash": 400}},
        },
    )


def test_a_starred_face_of_an_a_card_is_that_face_1862_s7_10():
    # 18xx.games records a group-A card bought as a 2E as variant "2E*" (L90-L111, L1757)
    s = buying_1862()
    result = apply(s, act(s, type="buy_train", entity="L&E", train="A-0", price=100, variant="2E*"))
    assert result.ok, result.violations
    assert result.state.trains["A-0"].name == "2E" and result.state.trains["A-0"].owner == "L&E"


def test_a_starred_name_that_is_no_face_of_the_card_is_refused_1862():
    s = buying_1862()
    bad = act(s, type="buy_train", entity="L&E", train="A-0", price=100, variant="3E*")
    assert [v.rule for v in check(s, bad)] == ["train.variant"]
    refused(s, "train.variant", type="buy_train", entity="L&E", train="A-0", price=100, variant="9X*")


def test_a_starred_name_finds_a_held_train_too():
    s = buying_1862()
    s = apply(s, act(s, type="buy_train", entity="L&E", train="A-0", price=100, variant="2L*")).state
    assert tresham.engine.trains.own_card(s, "L&E", "2L*") == s.trains["A-0"]
    assert tresham.engine.trains.own_card(s, "L&E", "2E*") is None


# --------------------------------------------------------------------------- 1824 stock round
def stock_1824():
    s = tresham.state_from_setup(
        "1824",
        P,
        {
            "round": {"kind": "stock", "number": 3, "entity": "Ann"},
            "players": {"Ann": {"cash": 500}},
            "companies": {"BK": {"price": 90, "par": 90}},
        },
    )
    return s.with_private("B2", "Ann")


def test_a_player_buys_a_share_a_mountain_railway_is_exchanged_for_one_1824_iv1():
    s = stock_1824()
    assert [v.rule for v in check(s, act(s, type="buy_shares", entity="Ann", shares=["BK_2"]))] == []
    exchange = act(s, type="buy_shares", entity="B2", entity_type="company", shares=["BK_2"], share_price=0)
    assert [v.rule for v in check(s, exchange)] == ["g1824.mountain-exchange"]  # before the first 3-train
    made = apply(s, exchange, force=True)  # a record is a record: the exchange is made
    assert made.state.certs["BK_2"].owner == "Ann" and made.state.private_owner("B2") is None


def test_nobody_outside_the_game_buys_sells_or_starts_a_company():
    s = stock_1824()
    for d in (
        {"type": "buy_shares", "shares": ["BK_2"]},
        {"type": "sell_shares", "shares": ["BK_2"]},
        {"type": "par", "corporation": "BH", "share_price": "70,0,3"},
        {"type": "buy_company", "company": "EOD", "price": 200},
    ):
        refused(s, "turn.out-of-turn", entity="Zed", entity_type="player", **d)
        refused(s, "turn.out-of-turn", entity="BK", entity_type="corporation", **d)
        mine = s.with_round(entity="BK")  # even in its own turn, a company is no buyer
        refused(mine, "stock.buyer", entity="BK", entity_type="corporation", **d)


def test_a_forced_purchase_of_a_private_that_does_not_exist_is_not_made():
    s = stock_1824()
    result = apply(s, act(s, type="buy_company", entity="Ann", company="B9", price=120), force=True)
    assert [v.rule for v in result.violations] == ["stock.unknown-company"]
    assert result.state == s and [e.kind for e in result.events] == ["skipped"]


def test_a_forced_card_purchase_of_a_company_not_sold_as_a_card_is_not_made():
    s = stock_1824()
    result = apply(s, act(s, type="buy_company", entity="Ann", company="BH", price=120), force=True)
    assert [v.rule for v in result.violations] == ["stock.unknown-company"]
    assert result.state == s and [e.kind for e in result.events] == ["skipped"]


# --------------------------------------------------------------------------- 18Mag draft
def draft_18mag():
    return tresham.new_state("18mag", P)


def test_a_tile_in_the_draft_is_only_a_home_tile_18mag():
    s = draft_18mag()
    refused(
        s.with_round(entity="1"),
        "draft.home",
        type="lay_tile",
        entity="1",
        entity_type="minor",
        hex="E12",
        tile="L33-0",
        rotation=2,
    )


def test_a_pick_names_a_company_or_card_of_the_game():
    s = draft_18mag()
    first = s.round.entity
    assert [v.rule for v in check(s, act(s, type="bid", entity=first, minor="1", price=0))] == []
    refused(s, "draft.item", type="bid", entity=first, company="KK", price=0)
    refused(s, "draft.item", type="bid", entity=first, minor="99", price=0)
    refused(s, "turn.out-of-turn", type="bid", entity="Zed", minor="1", price=0)
    refused(
        s.with_round(entity="1"),
        "draft.player",
        type="bid",
        entity="1",
        entity_type="minor",
        minor="2",
        price=0,
    )


# --------------------------------------------------------------------------- 18 Lilliput actions
def test_a_player_does_not_buy_a_train_himself_his_company_does_18lilliput():
    from .test_engine_lilliput import actions_round

    s = actions_round()
    refused(s, "action.company", type="buy_train", entity="Ann", entity_type="player", train="2", price=80)
    mr = act(s, type="buy_train", entity="MR", train="2", price=80)
    assert "action.company" not in [v.rule for v in check(s, mr)]


# --------------------------------------------------------------------------- 1824 coal railways
def test_a_forced_coal_railway_at_a_price_with_no_par_for_its_regional_is_not_made_1824():
    s = tresham.new_state("1824", P).with_round(entity="Ann")
    assert [
        v.rule for v in check(s, act(s, type="buy_company", entity="Ann", company="EPP", price=160))
    ] == []
    # 150 G would make BK's par 75 G, a cell the market does not have (L130-L131, L354)
    refused(s, "stock.card-price", type="buy_company", entity="Ann", company="EPP", price=150)


# --------------------------------------------------------------------------- a sale's size
def selling_1862():
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "B",
            "round": {"kind": "stock", "number": 2, "entity": "Bob"},
            "players": {"Ann": {"shares": {"L&E": 30}}, "Bob": {"shares": {"L&E": 20}}},
            "companies": {"L&E": {"price": 90, "par": 90, "trains": ["2F"]}},
        },
    )


def test_a_sale_is_of_whole_shares_at_most_those_held_1862_s6_4():
    s = selling_1862()
    share = next(c.id for c in s.certs_of("L&E") if c.owner == "Bob")
    sale = act(s, type="sell_shares", entity="Bob", shares=[share], percent=10)
    assert [v.rule for v in check(s, sale)] == []
    for percent in (30, 5, 0):  # Bob holds 20%: a record's percent that is no sale
        refused(s, "stock.sale-size", type="sell_shares", entity="Bob", shares=[share], percent=percent)
    # built in Python rather than parsed, a percent may be anything; a huge one once ran for
    # minutes, moving the price down once per share
    for percent in (10**9, -10):
        huge = replace(sale, percent=percent)
        result = apply(s, huge, force=True)
        assert [v.rule for v in result.violations] == ["stock.sale-size"] and result.state == s
