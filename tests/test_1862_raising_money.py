"""1862 §7.11-§7.12 (L1761-L1845): a trainless company that cannot pay for a train raises
the money by selling treasury shares or by refinancing, then buys from the bank; one that
can do neither is bankrupt. Each state is set up at the train step (``state_from_setup``)."""

from __future__ import annotations

import tresham
from tresham.engine import apply
from tresham.engine import market as mk
from tresham.engine.games.g1862.compulsory import cheapest_bank_train

from .test_engine_rules import act, rules_of

P = ["Ann", "Bob", "Cy"]


def at_train_step(phase="A", cash=20, treasury=40, ann=60, par=68, price=68, step="buy_train"):
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": phase,
            "round": {"kind": "operating", "entity": "FDR", "step": step},
            "players": {"Ann": {"shares": {"FDR": ann}, "cash": 100}},
            "companies": {
                "FDR": {
                    "price": price,
                    "par": par,
                    "cash": cash,
                    "permits": ["freight"],
                    "shares": {"FDR": treasury} if treasury else {},
                }
            },
            "tiles": [{"hex": "G12", "tile": "57", "rotation": 0}],
            "tokens": [{"hex": "G12", "company": "FDR", "city": 0}],
        },
    )


def play(state, **d):
    result = apply(state, act(state, **d))
    assert result.ok, (d, result.violations)
    return result.state


def own_shares(state):
    return sorted(c.id for c in state.certs_of("FDR") if c.owner == "FDR")


def legal_types(state):
    return {a.TYPE for a in tresham.legal_actions(state)}


def test_a_company_that_cannot_pay_for_a_train_sells_the_fewest_treasury_shares_at_full_price_L1785_L1796():
    state = at_train_step()
    need = cheapest_bank_train(state, "FDR")
    fewest = -(-(need - 20) // 68)
    assert 0 < fewest <= 4
    assert rules_of(state, type="pass", entity="FDR") == ["turn.step-order"]
    assert {"sell_shares", "convert"} <= legal_types(state)
    too_many = own_shares(state)[: fewest + 1]
    assert rules_of(state, type="sell_shares", entity="FDR", shares=too_many) == ["g1862.raise-money"]
    before = state.companies["FDR"].cell
    state = play(state, type="sell_shares", entity="FDR", shares=own_shares(state)[:fewest])
    assert state.companies["FDR"].cash == 20 + fewest * 68  # full price, not half (L1788-L1790)
    assert state.companies["FDR"].cell != before  # down one space a share (L1793-L1796)
    assert state.percent("pool", "FDR") == 10 * fewest
    # it must now buy a bank train; raising money again is refused
    assert rules_of(state, type="pass", entity="FDR") == ["turn.step-order"]
    assert rules_of(state, type="convert", entity="FDR") == ["g1862.raise-money"]
    buy = next(a for a in tresham.legal_actions(state) if a.TYPE == "buy_train")
    state = apply(state, buy).state
    assert state.trains_of("FDR")


def test_a_company_with_money_for_a_train_raises_none_L1763_L1766():
    state = at_train_step(cash=1000)
    assert rules_of(state, type="sell_shares", entity="FDR", shares=own_shares(state)[:1]) == [
        "g1862.raise-money"
    ]
    assert rules_of(state, type="convert", entity="FDR") == ["g1862.raise-money"]
    assert "convert" not in legal_types(state)


def test_refinancing_halves_every_holding_and_gives_ten_times_par_L1800_L1810():
    state = at_train_step(treasury=0, ann=60)
    assert "sell_shares" not in {a.TYPE for a in tresham.legal_actions(state) if a.entity == "FDR"}
    state = play(state, type="convert", entity="FDR")
    assert state.percent("Ann", "FDR") == 30  # six shares become three, the director's certificate
    assert state.director("FDR") == "Ann"
    assert state.companies["FDR"].cash == 20 + 10 * 68
    assert state.merger is None
    assert rules_of(state, type="pass", entity="FDR") == ["turn.step-order"]
    buy = next(a for a in tresham.legal_actions(state) if a.TYPE == "buy_train")
    assert apply(state, buy).state.trains_of("FDR")


def test_an_odd_holding_leaves_an_option_share_its_holder_redeems_or_sells_L505_L534():
    state = at_train_step(treasury=0, ann=70, cash=0)
    state = play(state, type="convert", entity="FDR")
    assert state.decisions and state.decisions[-1].who == "Ann"
    assert {a.choice for a in tresham.legal_actions(state)} == {"redeem", "sell"}
    assert rules_of(state, type="choose", entity="Ann", choice="keep") == ["g1862.refinance"]
    cash = state.player["Ann"].cash
    state = play(state, type="choose", entity="Ann", choice="redeem")
    assert state.percent("Ann", "FDR") == 40 and state.player["Ann"].cash < cash
    assert state.companies["FDR"].cash == 10 * 68 and not state.decisions


def test_a_company_that_can_raise_too_little_is_bankrupt_L1819_L1845():
    state = at_train_step(phase="G", cash=0, treasury=0, par=54, price=54, step="track")
    assert cheapest_bank_train(state, "FDR") > 10 * 54  # refinancing would not pay for one
    cash = state.player["Ann"].cash
    cs = state.companies["FDR"]
    moves = state.rules.withhold_moves(state.company_def("FDR"), 54, 0)
    withheld = mk.value(state.market, mk.apply_moves(state.market, cs.cell, moves))
    state = play(state, type="pass", entity="FDR")  # it runs nothing, withholds, reaches its train step
    assert not state.companies["FDR"].floated and state.director("FDR") is None
    assert state.player["Ann"].cash == cash + 6 * (withheld // 2)  # half the price: it has no train
    assert not state.board.tokens_of("FDR")  # its tokens leave the board (L1838-L1841)
    assert all(c.owner == "ipo" for c in state.certs_of("FDR"))


def test_a_company_refinancing_would_save_is_not_bankrupt_L1811_L1814():
    state = at_train_step(phase="G", cash=0, treasury=0, par=100, price=100, step="track")
    assert cheapest_bank_train(state, "FDR") <= 10 * 100
    state = play(state, type="pass", entity="FDR")
    assert (state.round.entity, state.round.step) == ("FDR", "buy_train")
    assert state.companies["FDR"].floated and "convert" in legal_types(state)
    assert rules_of(state, type="pass", entity="FDR") == ["turn.step-order"]
