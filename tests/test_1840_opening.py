"""1840's opening: the auction of the privates (§VI L948-L992), the order cards (L994-L1006)
and the first stock round's subscription and starts (VII.5 L1277-L1321, VII.2 L1117-L1127)."""

from __future__ import annotations

import tresham
from tresham.engine import apply, check
from tresham.engine.games.g1840.auction import on_sale, opening_price
from tresham.engine.games.g1840.stock import SUBSCRIPTION
from tresham.model.actions import action_from_dict

P2 = ["Ann", "Bob"]
P3 = ["Ann", "Bob", "Cy"]


def act(state, **d):
    d.setdefault("entity_type", "corporation" if str(d["entity"]) in state.companies else "player")
    return action_from_dict(d)


def play(state, *steps):
    for d in steps:
        r = apply(state, act(state, **d))
        assert r.ok, (d, [v.message for v in r.violations])
        state = r.state
    return state


def bid(who, company, price):
    return {"type": "bid", "entity": who, "company": company, "price": price}


def passes(who):
    return {"type": "pass", "entity": who}


def rules_of(state, d):
    return [v.rule for v in check(state, act(state, **d))]


def test_the_game_opens_with_the_auction_the_first_seat_choosing():
    s = tresham.new_state("1840", P3, seed=7)
    assert s.round.kind == "auction" and s.round.entity == "Ann"
    assert on_sale(s) == ["PR", "KK", "SB", "HB", "SD", "SSB"]  # the main side: every private
    assert rules_of(s, bid("Ann", "PR", 10)) == []
    small = tresham.new_state("1840", P3, seed=7, options=["three_player_small"])
    assert on_sale(small) == ["KK", "SB", "HB", "SD", "SSB"]  # XII L3251: no Prater


def test_an_opening_bid_is_the_face_value_or_more_in_steps_of_5():
    s = tresham.new_state("1840", P2, seed=7)  # the 2-player side: no Prater, no Schönbrunn
    assert on_sale(s) == ["KK", "SB", "HB", "SD"]
    assert rules_of(s, bid("Ann", "SB", 30)) == [] and rules_of(s, bid("Ann", "SB", 45)) == []
    assert rules_of(s, bid("Ann", "SB", 25)) == ["auction.price"]
    assert rules_of(s, bid("Ann", "SB", 32)) == ["auction.price"]
    assert rules_of(s, bid("Ann", "PR", 10)) == ["auction.company"]  # left out on this side
    assert rules_of(s, bid("Ann", "SB", 400)) == ["auction.cash"]


def test_a_raise_is_on_the_private_under_auction_by_5_or_more_and_who_passes_is_out():
    s = play(tresham.new_state("1840", P3, seed=7), bid("Ann", "HB", 40))
    assert s.round.entity == "Bob"
    assert rules_of(s, bid("Bob", "HB", 45)) == [] and rules_of(s, bid("Bob", "HB", 55)) == []
    assert rules_of(s, bid("Bob", "HB", 42)) == ["auction.price"]
    assert rules_of(s, bid("Bob", "SD", 50)) == ["auction.company"]
    s = play(s, passes("Bob"), bid("Cy", "HB", 45))
    assert s.round.entity == "Ann"  # Bob is out of this auction
    s = play(s, passes("Ann"))
    assert s.private_owner("HB") == "Cy" and s.player["Cy"].cash == 300 - 45
    # the player after the one who chose HB chooses next (L970-L971)
    assert s.round.entity == "Bob" and "HB" not in on_sale(s)


def test_everyone_passing_before_a_sale_takes_5_off_the_first_private_down_to_0():
    s = tresham.new_state("1840", P2, seed=7)
    s = play(s, passes("Ann"), passes("Bob"))
    assert opening_price(s, "KK") == 15 and opening_price(s, "SB") == 30 and s.round.entity == "Ann"
    assert rules_of(s, bid("Ann", "KK", 15)) == []
    for _ in range(3):
        s = play(s, passes("Ann"), passes("Bob"))
    # at 0 the starting player must take it (L974-L982)
    assert s.private_owner("KK") == "Ann" and s.player["Ann"].cash == 350
    assert s.round.entity == "Bob"


def test_everyone_passing_after_a_sale_pays_the_privates_income():
    s = play(tresham.new_state("1840", P2, seed=7), bid("Ann", "KK", 20), passes("Bob"))
    before = s.player["Ann"].cash
    s = play(s, passes("Bob"), passes("Ann"))
    assert s.player["Ann"].cash == before + 10  # Karlskirche pays 10 (L984-L992)
    assert s.round.entity == "Ann"


def sold_out():
    """Every private of the small side sold: Ann buys KK and SSB, Bob SB and SD, Cy HB."""
    s = tresham.new_state("1840", P3, seed=7, options=["three_player_small"])
    return play(
        s,
        bid("Ann", "KK", 20), passes("Bob"), passes("Cy"),
        bid("Bob", "SB", 30), passes("Cy"), passes("Ann"),
        bid("Cy", "HB", 40), passes("Ann"), passes("Bob"),
        bid("Ann", "SSB", 60), passes("Bob"), passes("Cy"),
        bid("Bob", "SD", 50), passes("Cy"), passes("Ann"),
    )  # fmt: skip


def sold_out_two():
    """Every private of the 2-player side sold: Ann KK and HB (60 G), Bob SB and SD (80 G)."""
    s = tresham.new_state("1840", P2, seed=7)
    return play(
        s,
        bid("Ann", "KK", 20), passes("Bob"),
        bid("Bob", "SB", 30), passes("Ann"),
        bid("Ann", "HB", 40), passes("Bob"),
        bid("Bob", "SD", 50), passes("Ann"),
    )  # fmt: skip


def test_once_every_private_is_sold_the_least_cash_chooses_an_order_card_first():
    s = sold_out()
    # cash: Ann 220, Bob 220, Cy 260: Ann and Bob tie, Ann went first before (L994-L1006)
    assert s.round.kind == "order" and s.round.entity == "Ann"
    assert rules_of(s, {"type": "choose", "entity": "Ann", "choice": 3}) == ["order.card"]
    assert rules_of(s, passes("Ann")) == ["order.card"]
    s = play(s, {"type": "choose", "entity": "Ann", "choice": 2})
    assert s.round.entity == "Bob"
    assert rules_of(s, {"type": "choose", "entity": "Bob", "choice": 2}) == ["order.card"]
    s = play(s, {"type": "choose", "entity": "Bob", "choice": 0})
    # Cy takes the card left; the stock round goes by the cards, with the subscription paid
    assert s.players == ("Bob", "Cy", "Ann")
    assert s.round.kind == "stock" and s.round.number == 1 and s.round.entity == "Bob"
    assert s.player["Bob"].cash == 220 + SUBSCRIPTION


def test_in_the_first_stock_round_each_player_starts_one_tram_company_first():
    s = sold_out()
    s = play(
        s, {"type": "choose", "entity": "Ann", "choice": 0}, {"type": "choose", "entity": "Bob", "choice": 1}
    )
    majors = [c for c in s.companies if s.company_def(c).kind == "major" and not s.companies[c].closed]
    assert rules_of(s, {"type": "buy_shares", "entity": "Ann", "shares": ["W_0"], "percent": 10}) == [
        "stock.start-major"
    ]
    assert rules_of(s, passes("Ann")) == ["stock.start-major"]
    par = {"type": "par", "entity": "Ann", "corporation": majors[0], "share_price": "70,4,2"}
    s = play(s, par)
    assert s.player["Ann"].cash == 220 + SUBSCRIPTION - 350 and s.companies[majors[0]].cash == 700
    s = play(s, {"type": "par", "entity": "Bob", "corporation": majors[1], "share_price": "100,1,2"})
    s = play(s, {"type": "par", "entity": "Cy", "corporation": majors[2], "share_price": "80,3,2"})
    assert s.round.entity == "Ann" and s.companies[majors[1]].cash == 1000


def test_a_player_directs_one_tram_company_never_two():
    # L582-L588, L608-L616: "ni más ni menos"
    s = tresham.state_from_setup(
        "1840", ["Ann", "Bob", "Cy", "Dee"], {"round": {"kind": "stock", "number": 2}}
    )
    s = s.update_player("Ann", cash=2000).update_player("Bob", cash=2000)
    s = play(s, {"type": "par", "entity": "Ann", "corporation": "WT", "share_price": "70,4,2"})
    second = {"type": "par", "entity": "Bob", "corporation": "SJE", "share_price": "70,4,2"}
    assert rules_of(s, second) == []  # Bob directs none yet
    s = play(s, passes("Bob"), passes("Cy"), passes("Dee"))
    assert rules_of(s, second | {"entity": "Ann"}) == ["stock.one-major"]


def test_a_player_who_can_neither_buy_nor_sell_passes_by_himself_and_the_next_order_is_by_cash():
    s = sold_out_two()
    assert s.round.entity == "Bob"  # 270 G against Ann's 290 G
    s = play(s, {"type": "choose", "entity": "Bob", "choice": 0})
    majors = [c for c in s.companies if s.company_def(c).kind == "major" and not s.companies[c].closed]
    s = play(
        s,
        {"type": "par", "entity": "Bob", "corporation": majors[0], "share_price": "100,1,2"},
        {"type": "par", "entity": "Ann", "corporation": majors[1], "share_price": "70,4,2"},
    )
    # Bob has 270 + 350 - 500 = 120 G; Ann 290 + 350 - 350 = 290 G
    assert s.round.entity == "Bob" and s.player["Bob"].cash == 120
    s = play(s, {"type": "buy_shares", "entity": "Bob", "shares": [f"{majors[0]}_1"], "percent": 10})
    assert s.player["Bob"].cash == 20
    s = play(s, {"type": "buy_shares", "entity": "Ann", "shares": [f"{majors[0]}_2"], "percent": 10})
    # Bob (20 G) can buy nothing and sell nothing in the first stock round: he passes by himself
    assert s.round.kind == "stock" and s.round.entity == "Ann"
    s = play(s, {"type": "buy_shares", "entity": "Ann", "shares": [f"{majors[0]}_3"], "percent": 10})
    s = play(s, passes("Ann"))
    assert (s.round.kind, s.round.number) != ("stock", 1)
    # the most cash takes the lowest order card (L1117-L1127)
    assert s.players == ("Ann", "Bob") and s.player["Ann"].cash > s.player["Bob"].cash
