"""1862's mergers and acquisitions: each rule the merge step enforces, and the turn after.

The rulebook's merger examples run as scenarios (EX-04, EX-05, EX-06, EX-13a-e in
tests/test_examples.py); these cover the rules and outcomes they do not show.
"""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import apply, check, legal_actions
from tresham.engine.merger import choose_survivor
from tresham.engine.shares import director_cert, move_certs
from tresham.rules.games import rules_for

from .test_engine_rules import act, rules_of

P = ["Ann", "Bob", "Cy"]
CAMBRIDGE = [{"hex": "B9", "tile": "790", "rotation": 0}]


def merging(tokens, tiles=CAMBRIDGE, step="merge", operated=False, cy=None, **companies):
    """ECR (Ann, £68, a train) about to merge with NGC (Bob, £68, a train) in phase C."""
    base = {
        "ECR": {"cash": 100, "price": 68, "trains": ["3E"], "director": "Ann"},
        "NGC": {"cash": 100, "price": 68, "trains": ["3F"], "director": "Bob", "operated": operated},
    }
    for cid, extra in companies.items():
        base.setdefault(cid, {}).update(extra)
    return tresham.state_from_setup(
        "1862",
        P,
        {
            "phase": "C",
            "round": {"kind": "operating", "entity": "ECR", "step": step},
            "players": {
                "Ann": {"cash": 500, "shares": {"ECR": 60}},
                "Bob": {"cash": 500, "shares": {"NGC": 60}},
                "Cy": {"cash": 500, "shares": cy or {"ECR": 10, "NGC": 10}},
            },
            "companies": base,
            "tiles": tiles,
            "tokens": tokens,
        },
    )


SHARED = [{"hex": "B9", "company": "ECR", "city": 0}, {"hex": "B9", "company": "NGC", "city": 0}]


def said(state, **d) -> list[str]:
    return [v.message for v in check(state, act(state, **d))]


def run(state, *actions):
    for d in actions:
        result = apply(state, act(state, **d))
        assert result.ok, result.violations
        state = result.state
    return state


def test_merger_price_lower_plus_half_the_higher_a_trainless_company_at_half():
    r = rules_for(tresham.load_game("1862"))
    assert r.merger_price(68, True, 100, True) == 118  # L1108-L1109
    assert r.merger_price(78, True, 116, False) == 97  # L1114-L1116: 116 counts 58, the lower
    assert r.merger_price(110, False, 90, False) == 72  # L1125-L1127: 45 + 55 // 2


def test_a_trainless_companys_half_price_is_rounded_down_before_the_sum_L1104_L1106():
    # "redondeando hacia abajo, antes de aplicar el cálculo": 115 without trains counts 57
    r = rules_for(tresham.load_game("1862"))
    assert r.merger_price(115, False, 68, True) == 57 + 34
    assert r.merger_price(68, True, 115, False) == 57 + 34
    assert r.merger_price(115, False, 115, False) == 57 + 28


def test_a_merger_needs_track_between_the_companies_stations():
    # §7.5.2 (L1084-L1088): ECR in Cambridge, NGC in Newmarket next to it; the WVR shares
    # Cambridge with the ECR, so the ECR has someone to merge with and its step waits
    apart = [
        {"hex": "B9", "company": "ECR", "city": 0},
        {"hex": "B9", "company": "WVR", "city": 0},
        {"hex": "C10", "company": "NGC", "city": 0},
    ]
    cambridge = [{"hex": "B9", "tile": "790", "rotation": 1}]  # exits 1, 2, 4, 5: 5 faces C10
    wvr = {"cy": {"WVR": 60}, "WVR": {"price": 68, "director": "Cy"}}
    state = merging(apart, tiles=cambridge, **wvr)
    assert said(state, type="merge", entity="ECR", corporation="NGC") == [
        "no track joins a station of ECR to a station of NGC"
    ]
    joined = merging(apart, tiles=[*cambridge, {"hex": "C10", "tile": "57", "rotation": 2}], **wvr)
    assert rules_of(joined, type="merge", entity="ECR", corporation="NGC") == []


def test_london_tokens_do_not_join_two_companies():
    # L1086-L1088: tokens in London's spaces trace no connection
    london = [
        {"hex": "B15", "company": "ECR", "city": 0},
        {"hex": "B15", "company": "NGC", "city": 1},
        *SHARED[:1],
        {"hex": "B9", "company": "WVR", "city": 0},
    ]
    state = merging(london, cy={"WVR": 60}, WVR={"price": 68, "director": "Cy"})
    assert rules_of(state, type="merge", entity="ECR", corporation="NGC") == ["merger.connection"]
    assert said(state, type="merge", entity="ECR", corporation="NGC") == [
        "NGC has no station on the map to trace a connection from"
    ]


def test_a_company_in_receivership_or_not_floated_cannot_merge():
    state = merging(SHARED)
    no_director = move_certs(state, [director_cert(state, "NGC")], "pool")  # sold to the pool (L742-L749)
    assert rules_of(no_director, type="merge", entity="ECR", corporation="NGC") == ["merger.partner"]
    assert rules_of(merging(SHARED), type="merge", entity="ECR", corporation="WVR") == ["merger.partner"]


def test_answers_come_in_the_mergers_order():
    state = merging(SHARED)
    assert rules_of(state, type="choose", entity="ECR", choice="first") == ["merger.order"]
    state = run(state, {"type": "merge", "entity": "ECR", "corporation": "NGC"})
    assert rules_of(state, type="merge", entity="ECR", corporation="NGC") == ["merger.order"]
    assert rules_of(state, type="choose", entity="ECR", choice="redeem") == ["merger.order"]
    assert rules_of(state, type="pass", entity="ECR") == ["turn.step-order"]
    assert rules_of(state, type="choose", entity="ECR", choice="first") == []


def test_only_the_holder_with_an_option_answers():
    # Cy holds one ECR and one NGC: he returns the NGC and keeps one ECR, even; give him
    # a third share so he is left with an option
    state = merging(SHARED)
    state = run(state, {"type": "merge", "entity": "ECR", "corporation": "NGC"})
    assert state.to_act == "ECR"
    odd = merging(SHARED, NGC={"shares": {"NGC": 10}})
    odd = run(
        odd,
        {"type": "merge", "entity": "ECR", "corporation": "NGC"},
        {"type": "choose", "entity": "ECR", "choice": "first"},
    )
    assert odd.to_act == "ECR"  # the merged company holds one NGC: kept as an option
    assert rules_of(odd, type="choose", entity="Ann", choice="redeem") == ["turn.out-of-turn"]
    assert {a.TYPE for a in legal_actions(odd)} == {"choose"}


def test_after_a_merger_with_a_company_that_has_operated_the_turn_ends():
    # §7.5 (L1064-L1070)
    state = run(
        merging(SHARED, operated=True),
        {"type": "merge", "entity": "ECR", "corporation": "NGC"},
        {"type": "choose", "entity": "ECR", "choice": "first"},
    )
    assert state.round.label == "OR 1.2"  # nobody else operates in OR 1.1


def test_the_partner_may_survive_and_goes_on_with_the_turn():
    # §7.5 (L1060-L1063): NGC had not operated, so it takes over the rest of the turn
    state = run(
        merging(SHARED),
        {"type": "merge", "entity": "ECR", "corporation": "NGC"},
        {"type": "choose", "entity": "ECR", "choice": "last"},
    )
    assert (state.round.entity, state.round.step) == ("NGC", "track")
    assert not state.companies["ECR"].floated and state.companies["ECR"].cell is None
    assert state.percent("ipo", "ECR") == 100
    assert sorted(state.trains[t].name for t in state.companies["NGC"].trains) == ["3E", "3F"]
    # Ann (6 ECR) and Bob (6 NGC) end with 3 NGC each; the tie goes to Ann, who started it
    assert state.director("NGC") == "Ann"


def test_an_acquisition_at_the_end_of_the_turn_ends_it():
    # L1858-L1866: the merged company does not operate again this round
    state = run(
        merging(SHARED, step="acquire"),
        {"type": "merge", "entity": "ECR", "corporation": "NGC"},
        {"type": "choose", "entity": "ECR", "choice": "first"},
    )
    assert state.round.label == "OR 1.2"


def test_no_merger_candidate_passes_the_step_by_itself():
    apart = [{"hex": "B9", "company": "ECR", "city": 0}, {"hex": "D13", "company": "NGC", "city": 0}]
    state = merging(apart)
    assert state.round.step == "track"


CITIES = ["B5", "D5", "C6", "B7", "F7", "H7", "E8", "G8", "C10", "D11", "G12", "B13", "D13"]


def test_a_survivor_removes_tokens_beyond_seven():
    # §7.5.6 (L1150-L1163): the token both have in Cambridge is lost; 9 remain, 2 go. ECR
    # never owns more than 7: two of NGC's tokens wait, still NGC's, for a marker
    tokens = [*SHARED]
    tokens += [{"hex": h, "company": "ECR", "city": 0} for h in CITIES[:4]]
    tokens += [{"hex": h, "company": "NGC", "city": 0} for h in CITIES[4:8]]
    state = run(
        merging(tokens),
        {"type": "merge", "entity": "ECR", "corporation": "NGC"},
        {"type": "choose", "entity": "ECR", "choice": "first"},
    )
    assert state.merger is not None
    assert [(d.who, d.question) for d in state.decisions] == [(state.merger.survivor, "tokens")]
    assert len(state.board.tokens_of("ECR")) == 7 and state.companies["ECR"].tokens == 0
    assert sorted(t.hex for t in state.board.tokens_of("NGC")) == ["E8", "G8"]
    assert rules_of(state, type="remove_token", entity="ECR", city="D13-0", slot=0) == ["merger.tokens"]
    # the question on the decision stack is answered before play goes on
    assert rules_of(state, type="pass", entity="ECR") == ["turn.decision"]
    assert rules_of(state, type="buy_train", entity="ECR", train="3F-0", price=100) == ["turn.decision"]
    offered = {a.city for a in tresham.legal_actions(state)}
    assert offered == {f"{t.hex}-{t.city}" for t in state.board.tokens if t.company in ("ECR", "NGC")}
    # removing one of ECR's own frees its marker for a waiting NGC token; a waiting one goes
    state = run(state, {"type": "remove_token", "entity": "ECR", "city": "B5-0", "slot": 0})
    assert len(state.board.tokens_of("ECR")) == 7 and [t.hex for t in state.board.tokens_of("NGC")] == ["G8"]
    state = run(state, {"type": "remove_token", "entity": "ECR", "city": "G8-0", "slot": 0})
    assert state.merger is None and len(state.board.tokens_of("ECR")) == 7
    assert not state.board.tokens_of("NGC")
    assert sorted(t.hex for t in state.board.tokens_of("ECR")) == ["B7", "B9", "C6", "D5", "E8", "F7", "H7"]


def test_holders_return_half_with_the_other_companys_shares_first():
    state = run(merging(SHARED), {"type": "merge", "entity": "ECR", "corporation": "NGC"})
    state, events = choose_survivor(state, "first")
    # Ann 6 ECR -> 3; Bob 6 NGC -> 3 NGC -> 3 ECR from the pool; Cy 1 + 1 -> 1 ECR
    assert [state.percent(p, "ECR") for p in P] == [30, 30, 10]
    assert state.percent("pool", "ECR") == 30 and state.percent("pool", "NGC") == 0
    assert any("Bob returns 3 NGC to the pool" in e.text for e in events)


@pytest.mark.parametrize(("shares", "redeem", "sell"), [(5, 50, 250), (4, 100, 200), (3, 150, 150)])
def test_the_directors_option_is_priced_by_his_holding(shares, redeem, sell):
    # L547-L555 and footnote 6: 50% redeems for half the price or sells for 2.5 times it
    assert rules_for(tresham.load_game("1862")).director_option(100, shares) == (redeem, sell)


def test_a_director_with_fewer_than_six_shares_exchanges_his_certificate_for_three_from_the_pool():
    # L536-L540: Ann holds 5 merging shares; the ECR's IPO shares went to the pool
    state = run(
        tresham.state_from_setup(
            "1862",
            P,
            {
                "phase": "C",
                "round": {"kind": "operating", "entity": "ECR", "step": "merge"},
                "players": {
                    "Ann": {"cash": 500, "shares": {"ECR": 50}},
                    "Bob": {"cash": 500, "shares": {"NGC": 60}},
                },
                "companies": {
                    "ECR": {"price": 68, "trains": ["3E"], "director": "Ann"},
                    "NGC": {"price": 68, "trains": ["3F"], "director": "Bob"},
                },
                "tiles": CAMBRIDGE,
                "tokens": SHARED,
            },
        ),
        {"type": "merge", "entity": "ECR", "corporation": "NGC"},
    )
    state, events = choose_survivor(state, "first")
    assert any("Ann holds fewer than six merging shares and exchanges" in e.text for e in events)
    # five ordinary shares, two returned, one of the three kept is an option
    assert state.percent("Ann", "ECR") == 30 and state.to_act == "Ann"
    assert director_cert(state, "ECR").owner == "pool"


def test_option_shares_at_half_down_to_redeem_half_up_when_sold_unswapped_L525_L533():
    # the two lines round differently; at an odd price the difference shows
    r = rules_for(tresham.load_game("1862"))
    assert r.option_value(75) == 37 and r.unswapped_option_value(75) == 38
    assert r.director_option(75, 3) == (112, 112)  # 1.5 times 75, rounded down, either way
