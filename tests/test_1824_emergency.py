"""1824's emergency money (VII.12 L733-L759): the director's sales toward a train his company
must buy (L737, L741-L742, never changing a director, L432), and no end of the turn without a
train while one is on sale (VII.11 L715); a train from another company bought with the
director's money costs at most its printed value (L757-L758)."""

from __future__ import annotations

import tresham
from tresham.engine import apply, check, legal_actions
from tresham.model.actions import action_from_dict


def act(**d):
    return action_from_dict(d)


def _short(cy_cash: int, bk_trains=()):
    """BK owns no train and has 50; Cy directs BK and MS (40 %, Ann 30 %)."""
    return tresham.state_from_setup(
        "1824",
        ["Ann", "Bob", "Cy"],
        {
            "phase": "3",
            "depot": {"3": 0},
            "round": {"kind": "operating", "number": 3, "entity": "BK", "step": "buy_train"},
            "players": {
                "Cy": {"shares": {"BK": 50, "MS": 40}, "cash": cy_cash},
                "Ann": {"shares": {"MS": 30}},
            },
            "companies": {
                "BK": {"price": 90, "cash": 50, "trains": list(bk_trains)},
                "MS": {"price": 100, "cash": 0, "trains": ["3"], "operated": True},
            },
        },
    )


def sale(percent: int):
    held = [c.id for c in _short(20).certs_of("MS") if c.owner == "Cy"]
    return act(type="sell_shares", entity="Cy", entity_type="player", shares=held, percent=percent)


def buy(train: str, price: int):
    return act(type="buy_train", entity="BK", entity_type="corporation", train=train, price=price)


def rules(s, a):
    return [v.rule for v in check(s, a)]


def test_the_director_may_sell_a_share_toward_the_train_and_pays_interest_only_on_the_rest_L737_L742():
    s = _short(20)
    assert sale(10) in list(legal_actions(s))
    r = apply(s, sale(10))
    assert r.ok, r.violations
    raised = r.state.player["Cy"].cash - 20
    assert raised == 100  # MS's price, paid by the bank
    r = apply(r.state, buy("1g", 120))
    assert r.ok, r.violations
    owed = 120 - 50 - 20 - raised
    assert owed <= 0 and "debt" not in r.state.items_of("Cy")


def test_the_sale_may_not_change_a_director_L432():
    assert "g1824.emergency-director" in rules(_short(20), sale(20))  # Ann would hold more MS
    assert sale(20) not in list(legal_actions(_short(20)))


def test_the_director_sells_only_when_the_treasury_and_his_cash_fall_short_L737():
    assert "g1824.emergency-sale" in rules(_short(200), sale(10))  # 50 + 200 pay for a 1g
    assert "g1824.emergency-sale" in rules(_short(20, ["2g"]), sale(10))  # BK has a train
    assert "g1824.emergency-sale" not in rules(_short(20), sale(10))


def test_a_company_without_a_train_may_not_end_its_turn_while_one_is_on_sale_L715():
    pass_ = act(type="pass", entity="BK", entity_type="corporation")
    assert "g1824.must-buy" in rules(_short(20), pass_)
    assert "g1824.must-buy" not in rules(_short(20, ["2g"]), pass_)


def test_a_train_from_another_company_costs_at_most_its_printed_value_with_the_directors_money_L757_L758():
    s = _short(20)  # BK (50 G) must buy; Cy directs MS too, which owns a 3-train (180 G printed)
    three = next(c.id for c in s.trains_of("MS"))
    assert "g1824.emergency-price" in rules(s, buy(three, 200))
    assert rules(s, buy(three, 180)) == []
    r = apply(s, buy(three, 180))
    assert r.ok, r.violations
    assert [c.id for c in r.state.trains_of("BK")] == [three] and r.state.companies["BK"].cash == 0
    owed = 180 - 50 - 20  # the treasury's all, then Cy's all, then the bank's loan
    assert r.state.items_of("Cy")["debt"] == owed + (owed + 1) // 2
    assert r.state.companies["MS"].cash == 180


def test_with_its_own_cash_the_company_buys_from_another_at_the_price_agreed():
    s = _short(20)
    s = s.update_company("BK", cash=500)  # no help needed: the directors agree the price (L726)
    three = next(c.id for c in s.trains_of("MS"))
    assert "g1824.emergency-price" not in rules(s, buy(three, 300))


def test_a_company_without_a_director_gets_no_emergency_money_L733():
    s = tresham.state_from_setup(
        "1824",
        ["Ann", "Bob", "Cy"],
        {
            "phase": "3",
            "depot": {"3": 0},
            "round": {"kind": "operating", "number": 3, "entity": "BK", "step": "buy_train"},
            "companies": {"BK": {"price": 90, "cash": 50, "trains": []}},
        },
    )
    assert s.director("BK") is None
    assert "train.cash" in rules(s, buy("1g", 120))  # nobody pays the rest: it never goes below 0
    assert "train.cash" not in rules(_short(20), buy("1g", 120))  # Cy, BK's director, does
