"""1862 §8 (L1868-L1897) and §7.12 (L1819-L1845): a company without a director operates by
itself, and one with no train that cannot buy one goes bankrupt."""

from __future__ import annotations

import tresham

P = ["Ann", "Bob", "Cy"]


def receivership(cash, trains=()):
    """The ENR (£74) with no director (its shares all in the pool), at the start of its turn."""
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "C",
            "round": {"kind": "operating", "entity": "ENR", "step": "merge"},
            "players": {"Ann": {"shares": {"ECR": 60}}},
            "companies": {
                "ENR": {"price": 74, "cash": cash, "trains": list(trains), "floated": True},
                "ECR": {"price": 82},
            },
            "pool": {"ENR": 50},
            "tokens": [{"hex": "F3", "company": "ENR", "city": 0}],
        },
    )


def test_a_company_in_receivership_with_no_train_and_too_little_money_goes_bankrupt_L1884_L1887():
    state = receivership(200)  # a C train costs £280
    enr = state.companies["ENR"]
    assert (enr.floated, enr.cash, enr.cell, state.board.tokens_of("ENR")) == (False, 0, None, [])
    assert {c.owner for c in state.certs_of("ENR")} == {"ipo"}  # it may be started again
    assert state.round.entity == "ECR"  # the next company operates


def test_a_company_in_receivership_that_can_afford_a_train_buys_one_of_its_permit_and_builds_nothing():
    state = receivership(300)
    enr = state.companies["ENR"]
    assert enr.floated and len(enr.trains) == 1 and enr.cash == 20
    assert state.round.entity == "ECR" and not state.lays.lays
    assert state.trains[enr.trains[0]].name == "3E"  # express first, no permit being set (L1889-L1892)


def test_a_director_keeps_his_company_out_of_receivership():
    state = tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "C",
            "round": {"kind": "operating", "entity": "ENR", "step": "merge"},
            "players": {"Ann": {"shares": {"ENR": 60}}},
            "companies": {"ENR": {"price": 74, "cash": 200}},
        },
    )
    assert state.round.entity == "ENR" and state.companies["ENR"].floated


def test_a_company_whose_price_falls_to_the_last_space_goes_bankrupt_L1828_L1829():
    def at(price):
        return tresham.state_from_setup(
            "1862",
            P,
            {
                "phase": "C",
                "round": {"kind": "operating", "entity": "ENR", "step": "merge"},
                "players": {"Ann": {"shares": {"ENR": 60}}},
                "companies": {"ENR": {"price": price, "cash": 500, "trains": ["3F"]}},
            },
        )

    assert not at("0").companies["ENR"].floated and at("0").bank == at("7").bank + 500
    assert at("7").companies["ENR"].floated  # one space above: it operates
