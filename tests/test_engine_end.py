"""The end of a game as each program declares it: a broken bank ends the game after the set
of operating rounds in which it breaks, or after the next when it breaks in a stock round
(1862 L1963-L1970, 1824 L878-L880); 1862's market top after the operating round, its first H
train after one more set (L1954-L2012). The action that sees the end coming says so, the one
that ends the game says it is over, and nothing is accepted after."""

from __future__ import annotations

from dataclasses import replace

import tresham
import tresham.engine
from tresham.engine import apply, player_values
from tresham.model.actions import action_from_dict

PLAYERS = ["Richard", "Lucy", "Tom"]


def operating(bank: int, or_count: int):
    return tresham.state_from_setup("1862", PLAYERS, {
        "phase": "B",
        "bank": bank,
        "round": {"kind": "operating", "entity": "L&E", "step": "route", "or_count": or_count},
        "players": {
            "Richard": {"cash": 100, "shares": {"L&E": 50}},
            "Lucy": {"cash": 100, "shares": {"L&E": 20}},
        },
        "companies": {"L&E": {"cash": 50, "price": 82, "trains": ["2/3E"], "shares": {"L&E": 20}}},
        "pool": {"L&E": 10},
    })  # fmt: skip


def run_and_pay(state, revenue: int):
    ran = apply(state, action_from_dict(
        {"type": "run_routes", "entity": "L&E", "entity_type": "corporation",
         "routes": [{"train": "2/3E", "revenue": revenue}]}
    ))  # fmt: skip
    assert ran.ok, ran.violations
    paid = apply(ran.state, action_from_dict(
        {"type": "dividend", "entity": "L&E", "entity_type": "corporation", "kind": "payout"}
    ))  # fmt: skip
    assert paid.ok, paid.violations
    if paid.state.to_act != "L&E":  # 1862: a train step with nothing affordable ends by itself
        return paid
    end_turn = {"type": "pass", "entity": "L&E", "entity_type": "corporation"}
    done = apply(paid.state, action_from_dict(end_turn))
    return tresham.engine.Result(done.state, paid.events + done.events, done.violations)


def test_a_broken_bank_ends_the_game_with_the_set_of_operating_rounds():
    r = run_and_pay(operating(bank=100, or_count=1), 190)
    assert r.ok, r.violations
    texts = [e.text for e in r.events if e.kind == "end"]
    assert texts[0].startswith("The bank is broken")
    assert texts[-1].startswith("The game is over")
    assert r.state.end is not None and r.state.end.reason == "bank broken"
    assert r.state.to_act is None
    refused = apply(r.state, action_from_dict({"type": "pass", "entity": "Richard", "entity_type": "player"}))
    assert [v.rule for v in refused.violations] == ["game.over"]


def test_game_end_gives_the_reason_the_scores_and_the_winner():
    r = run_and_pay(operating(bank=100, or_count=1), 190)
    over = tresham.game_end(r.state)
    assert over is not None and over.reason == "bank broken" and over.text.startswith("the bank is broken")
    assert dict(over.scores) == player_values(r.state)
    # Richard: £195 and 50% of the L&E at £100 (two spaces up, four steps of the zig-zag);
    # Lucy £138 and 20%; Tom kept his £800
    assert dict(over.scores) == {"Richard": 195 + 5 * 100, "Lucy": 138 + 2 * 100, "Tom": 800}
    assert over.winners == ("Tom",)


def test_the_set_is_finished_after_the_bank_breaks():
    r = run_and_pay(operating(bank=100, or_count=2), 190)
    assert r.ok, r.violations
    assert tresham.game_end(r.state) is None
    assert r.state.end is None and r.state.ending is not None
    assert (r.state.round.kind, r.state.round.or_index) == ("operating", 2)


def test_a_bank_with_money_left_ends_nothing():
    r = run_and_pay(operating(bank=10_000, or_count=1), 190)
    assert r.ok and r.state.end is None and r.state.ending is None
    assert r.state.round.kind == "parliament"  # 1862: the next set begins with Parliament


def test_a_bank_broken_in_a_stock_round_ends_the_game_after_the_next_set():
    # 1824 IX.1 (L878-L880; digest line 610): the stock round is finished, then the next set
    setup = {
        "bank": 50,
        "round": {"kind": "stock", "number": 2, "entity": "Bob"},
        "players": {"Ann": {"cash": 100, "shares": {"BK": 50}}, "Bob": {"cash": 100, "shares": {"BK": 20}}},
        "companies": {"BK": {"cash": 50, "price": 90, "floated": True, "operated": True}},
    }
    s = tresham.state_from_setup("1824", PLAYERS_1824, setup)
    share = next(c.id for c in s.certs.values() if c.owner == "Bob")
    sale = {"type": "sell_shares", "entity": "Bob", "entity_type": "player", "shares": [share], "percent": 10}
    r = apply(s, action_from_dict(sale))
    assert r.ok, r.violations
    assert [e.text for e in r.events if e.kind == "end"] == [
        "The bank is broken: the game ends after the next set of operating rounds"
    ]
    assert r.state.ending is not None and r.state.ending.last_set == 2
    state = r.state
    while state.round.kind == "stock":  # everyone passes: the stock round ends, the set is played
        passing = {"type": "pass", "entity": state.to_act, "entity_type": "player"}
        passed = apply(state, action_from_dict(passing))
        assert passed.ok, passed.violations
        state = passed.state
    assert state.end is None and state.round.label == "OR 2.1"


PLAYERS_1824 = ["Ann", "Bob", "Cy"]


# --------------------------------------------------------------------------- 1862
def operating_1862(*, phase: str, number: int, or_index: int, or_count: int, price: int, bank: int = 10_000):
    """The L&E at the end of its turn (it has run and paid), the ECR yet to operate."""
    return tresham.state_from_setup("1862", PLAYERS, {
        "phase": phase,
        "bank": bank,
        "depot": {g: 0 for g in "ABCDEFG"},  # the next train is the first H
        "round": {"kind": "operating", "number": number, "or_index": or_index, "or_count": or_count,
                  "entity": "L&E", "step": "route"},
        "players": {"Richard": {"cash": 100, "shares": {"L&E": 50, "ECR": 50}}},
        "companies": {
            "L&E": {"cash": 1000, "price": price, "trains": ["7F"], "shares": {"L&E": 20}},
            "ECR": {"cash": 50, "price": 82, "trains": ["7F"], "shares": {"ECR": 20}},
        },
    })  # fmt: skip


def act(state, type: str, entity: str, **fields):
    typed = {"type": type, "entity": entity, "entity_type": "corporation"}
    r = apply(state, action_from_dict({**typed, **fields}))
    assert r.ok, r.violations
    return r


def operate(state, company: str, revenue: int, *, buy: str | None = None):
    """``company`` runs for ``revenue``, pays it out, buys ``buy`` if given and ends its turn."""
    steps = [
        ("run_routes", {"routes": [{"train": "7F", "revenue": revenue}]}),
        ("dividend", {"kind": "payout"}),
    ]
    if buy:
        steps.append(("buy_train", {"train": buy, "price": 800}))
    events: list = []
    for type, fields in [*steps, ("pass", {})]:
        if type == "pass" and state.to_act != company:  # its train step ended by itself
            break
        r = act(state, type, company, **fields)
        state, events = r.state, events + list(r.events)
    return tresham.engine.Result(state, tuple(events), ())


def test_a_company_on_the_top_space_of_the_market_ends_the_game_after_this_operating_round():
    # 1862 §10.1 (L1954-L1957): 950 -> 1000, the top space; the ECR still operates in this OR
    s = operating_1862(phase="G", number=5, or_index=1, or_count=3, price=950)
    r = operate(s, "L&E", 1000)
    said = [e.text for e in r.events if e.kind == "end"]
    assert said == ["L&E has reached the top of the market (1000): the game ends after this operating round"]
    assert r.state.end is None and r.state.to_act == "ECR"
    r = operate(r.state, "ECR", 100)
    assert r.state.end is not None and r.state.end.reason == "market top"
    assert r.state.end.text == "L&E has reached the top of the market (1000): the game ended after OR 5.1"
    assert [e.text for e in r.events if e.kind == "end"] == [
        "The game is over after OR 5.1: L&E has reached the top of the market (1000)"
    ]


def test_a_company_a_space_below_the_top_ends_nothing():
    # a space is two steps of the zig-zag (g1862.economy.TRACK_STEPS_PER_SPACE): 850 -> 950
    s = operating_1862(phase="G", number=5, or_index=1, or_count=3, price=850)
    r = operate(operate(s, "L&E", 1000).state, "ECR", 100)
    assert r.state.end is None and r.state.ending is None and r.state.round.label == "OR 5.2"


def _h_train_bought(or_index: int, bank: int = 10_000):
    s = operating_1862(phase="G", number=5, or_index=or_index, or_count=3, price=82, bank=bank)
    return operate(operate(s, "L&E", 100, buy="9F").state, "ECR", 100)


def test_the_first_h_train_ends_the_game_after_one_more_set_not_this_one():
    # 1862 §10.3 (L1973-L1976, L2009-L2012): the LNER forms at the end of set 5; set 6 is the last
    r = _h_train_bought(or_index=3)
    assert r.state.phase == "H"
    assert r.state.ending is not None and (r.state.ending.reason, r.state.ending.last_set) == ("lner", 6)
    assert r.state.end is None and r.state.round.label == "stock round 6"


def _last_set(ending, or_index: int, price: int = 82):
    s = operating_1862(phase="H", number=6, or_index=or_index, or_count=3, price=price)
    return replace(s, ending=ending)


def test_the_set_after_the_lners_ends_the_game():
    ending = _h_train_bought(or_index=3).state.ending
    r = operate(operate(_last_set(ending, 3), "L&E", 100).state, "ECR", 100)
    assert r.state.end is not None and r.state.end.reason == "lner"
    assert r.state.end.text == "the first H train is bought: the game ended after OR 6.3"


def test_the_set_after_the_lners_is_played_to_its_last_round():
    ending = _h_train_bought(or_index=3).state.ending
    r = operate(operate(_last_set(ending, 2), "L&E", 100).state, "ECR", 100)
    assert r.state.end is None and r.state.round.label == "OR 6.3"


def test_once_the_h_train_is_bought_a_broken_bank_no_longer_ends_the_game():
    # 1862 §10.3 (L1993-L1995): the bank may break, the LNER's end stands
    r = _h_train_bought(or_index=2)
    broken = act(replace(r.state, bank=-100), "run_routes", "L&E", routes=[{"train": "7F", "revenue": 100}])
    assert broken.state.ending is not None and broken.state.ending.reason == "lner"
    assert not [e for e in broken.events if e.kind == "end"]


def test_a_bank_broken_before_the_h_train_ends_the_game_with_this_set_without_the_lner():
    # 1862 §10.2 (L1963-L1970): the bank broke first, so set 5 is the last and no LNER forms
    r = _h_train_bought(or_index=3, bank=-100)
    assert r.state.end is not None and r.state.end.reason == "bank broken"


def test_after_the_h_train_the_top_of_the_market_still_ends_the_game_sooner():
    # 1862 §10.3 (L1993-L1995): the market top ends the game even once the LNER is coming
    ending = _h_train_bought(or_index=3).state.ending
    r = operate(_last_set(ending, 1, price=950), "L&E", 1000)
    assert r.state.ending is not None and r.state.ending.reason == "market top"
    r = operate(r.state, "ECR", 100)
    assert r.state.end is not None and r.state.end.reason == "market top" and r.state.round.label == "OR 6.1"


def test_the_players_may_end_the_game_by_agreement_and_it_is_scored_as_it_stands():
    # 18xx.games' end_game (export-actions.md): any player, at any moment; no rulebook has it
    state = operating(bank=5000, or_count=2)
    ended = apply(state, action_from_dict({"type": "end_game", "entity": "Tom", "entity_type": "player"}))
    assert ended.ok, ended.violations
    assert [e.text for e in ended.events if e.kind == "end"] == ["The players ended the game"]
    over = tresham.game_end(ended.state)
    assert over is not None and over.reason == "ended by the players"
    assert dict(over.scores) == player_values(state)
    lucy = {"type": "end_game", "entity": "Lucy", "entity_type": "player"}
    again = apply(ended.state, action_from_dict(lucy))
    assert [v.rule for v in again.violations] == ["game.over"]


def test_a_company_cannot_end_the_game():
    state = operating(bank=5000, or_count=2)
    company = {"type": "end_game", "entity": "L&E", "entity_type": "corporation"}
    refused = apply(state, action_from_dict(company))
    assert [v.rule for v in refused.violations] == ["game.end-by-player"]
    assert refused.state is state and tresham.game_end(state) is None
