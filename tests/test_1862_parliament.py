"""1862's parliament round (§4, L343-L412) and the launch of chartered and non-chartered
companies (§6.5.3-§6.5.4, L876-L937)."""

from __future__ import annotations

import tresham
from tresham.engine import apply
from tresham.engine.games.g1862.charters import available, is_chartered

from .test_engine_rules import act, rules_of

P = ["Ann", "Bob", "Cy"]


def fresh(seed: int = 46925):
    return tresham.new_state("1862", P, seed=seed)


def play(state, *actions):
    for d in actions:
        result = apply(state, act(state, **d))
        assert result.ok, (d, result.violations)
        state = result.state
    return state


def bid(who, company, price):
    return {"type": "bid", "entity": who, "corporation": company, "price": price}


def pass_(who):
    return {"type": "pass", "entity": who}


def won(state, who="Ann"):
    """``who`` (Ann, the priority holder) wins the first company on offer for £10."""
    company = available(state)[0]
    state = play(state, bid("Ann", company, 0), bid("Bob", company, 5), bid("Cy", company, 10))
    if who == "Ann":
        state = play(state, bid("Ann", company, 15), pass_("Bob"), pass_("Cy"))
    return state, company


def test_the_game_opens_with_a_parliament_round_led_by_the_priority_holder_L222_L349():
    state = fresh()
    assert (state.round.kind, state.round.or_count, state.round.entity) == ("parliament", 2, state.priority)


def test_bids_are_multiples_of_5_from_0_and_a_raise_beats_the_high_bid_L349_L352():
    state = fresh()
    company = available(state)[0]
    assert rules_of(state, **bid("Ann", company, 7)) == ["parliament"]
    assert rules_of(state, **bid("Ann", company, 0)) == []
    state = play(state, bid("Ann", company, 0))
    assert rules_of(state, **bid("Bob", company, 0)) == ["parliament"]
    assert rules_of(state, **bid("Bob", company, 5)) == []


def test_only_companies_on_offer_may_be_proposed_L148_L153():
    state = fresh()
    later = state.setup.offer[8]  # IPO space 9: from phase B
    assert rules_of(state, **bid("Ann", later, 0)) == ["parliament"]


def test_the_last_bidder_left_wins_and_pays_his_bid_to_the_bank_L362_L376():
    state = fresh()
    bank = state.bank
    state, company = won(state)
    assert (state.round.entity, state.player["Ann"].cash, state.player["Bob"].cash) == ("Ann", 785, 800)
    assert state.bank == bank + 15


def test_the_winner_pars_on_the_chartered_chart_and_floats_with_ten_pars_and_three_tokens_L378_L396():
    state, company = won(fresh())
    off_chart = rules_of(state, type="par", entity="Ann", corporation=company, share_price="78")
    assert off_chart == ["parliament.par"]
    state = play(state, {"type": "par", "entity": "Ann", "corporation": company, "share_price": "62"})
    cs = state.companies[company]
    assert (cs.par, cs.cell, cs.floated, is_chartered(state, company)) == (62, None, False, True)
    assert state.player["Ann"].cash == 785 - 3 * 62
    ipo = sorted(c.id for c in state.certs_of(company) if c.owner == "ipo")
    state = play(
        state,
        {"type": "buy_shares", "entity": "Ann", "shares": [ipo[0]], "percent": 10},
        {"type": "buy_shares", "entity": "Ann", "shares": [ipo[1]], "percent": 10},
    )
    cs = state.companies[company]
    assert cs.floated and cs.cell is not None and cs.tokens == 3
    assert cs.cash == 10 * 62 - 3 * 60
    # his two shares bought, the next auction starts on his left, and he starts none this round
    assert state.round.entity == "Bob"


def test_a_winner_starts_no_other_auction_this_round_and_the_round_ends_when_all_decline_L358_L369():
    state, company = won(fresh())
    par = {"type": "par", "entity": "Ann", "corporation": company, "share_price": "54"}
    state = play(state, par, pass_("Ann"))
    state = play(state, pass_("Bob"), pass_("Cy"))  # Ann is passed over: all have declined
    assert (state.round.kind, state.round.or_index) == ("parliament", 2)


def test_a_company_started_in_a_stock_round_chooses_two_to_seven_tokens_at_40_when_it_floats_L917_L929():
    state = fresh()
    state = play(state, pass_("Ann"), pass_("Bob"), pass_("Cy"), pass_("Ann"), pass_("Bob"), pass_("Cy"))
    assert state.round.kind == "stock"
    company = available(state)[0]
    state = play(state, {"type": "par", "entity": "Ann", "corporation": company, "share_price": "74"})
    assert not is_chartered(state, company) and state.companies[company].cash == 222
    own = sorted(c.id for c in state.certs_of(company) if c.owner == company)
    state = play(
        state,
        pass_("Bob"),
        pass_("Cy"),
        {"type": "buy_shares", "entity": "Ann", "shares": [own[0]], "percent": 10},
        pass_("Bob"),
        pass_("Cy"),
        {"type": "buy_shares", "entity": "Ann", "shares": [own[1]], "percent": 10},
    )
    assert state.to_act == "Ann" and state.decisions
    assert rules_of(state, type="choose", entity="Ann", choice=8) == ["g1862.tokens"]
    state = play(state, {"type": "choose", "entity": "Ann", "choice": 3})
    cs = state.companies[company]
    assert (cs.tokens, cs.cash, state.decisions) == (3, 5 * 74 - 120, ())


def test_legal_actions_in_a_parliament_round_are_all_legal():
    state = fresh()
    listed = list(tresham.legal_actions(state))
    assert any(a.TYPE == "bid" for a in listed) and any(a.TYPE == "pass" for a in listed)
    state, company = won(state)
    assert {a.TYPE for a in tresham.legal_actions(state)} == {"par"}


def test_the_winner_pars_before_he_buys_and_buys_at_most_two_shares_L378_L396():
    state, company = won(fresh())
    ipo = sorted(c.id for c in state.certs_of(company) if c.owner == "ipo" and not c.director)
    early = {"type": "buy_shares", "entity": "Ann", "shares": [ipo[0]], "percent": 10}
    assert rules_of(state, **early) == ["parliament.buy"]
    state = play(state, {"type": "par", "entity": "Ann", "corporation": company, "share_price": "54"})
    assert rules_of(state, **early) == []
    state = play(state, early, {"type": "buy_shares", "entity": "Ann", "shares": [ipo[1]], "percent": 10})
    assert state.round.entity != "Ann"  # two bought: his turn is over, a third is not his to buy


def test_a_stock_round_starts_only_a_company_on_offer_L148_L153():
    from tresham.engine.games import program_of
    from tresham.engine.rounds.base import RoundAt

    state = program_of(fresh()).kind("stock").enter(fresh(), RoundAt(number=1))
    later = state.setup.offer[8]  # IPO space 9: from phase B
    par = {"type": "par", "entity": "Ann", "share_price": "54"}
    assert "stock.not-offered" in rules_of(state, **par, corporation=later)
    offered = available(state)[0]
    assert "stock.not-offered" not in rules_of(state, **par, corporation=offered)


def test_the_tokens_chosen_go_to_the_company_that_floated_not_another_of_its_director_L917_L929():
    """§6.5.4.2 (L917-L929): the company that floats buys its tokens. Its director may direct
    another non-chartered company whose tokens are all on the map (none left on its charter):
    that company buys none (a greedy self-play game, seed 1, gave EUR 12 tokens at action 1122)."""
    state = fresh()
    state = play(state, pass_("Ann"), pass_("Bob"), pass_("Cy"), pass_("Ann"), pass_("Bob"), pass_("Cy"))
    # the first company in the game's list goes first: the one a search of the list finds first
    first, second = sorted(available(state)[:2], key=list(state.companies).index)
    state = play(state, {"type": "par", "entity": "Ann", "corporation": first, "share_price": "74"})
    own = sorted(c.id for c in state.certs_of(first) if c.owner == first)
    state = play(
        state,
        pass_("Bob"),
        pass_("Cy"),
        {"type": "buy_shares", "entity": "Ann", "shares": [own[0]], "percent": 10},
        pass_("Bob"),
        pass_("Cy"),
        {"type": "buy_shares", "entity": "Ann", "shares": [own[1]], "percent": 10},
        {"type": "choose", "entity": "Ann", "choice": 2},
    )
    state = state.update_company(first, tokens=0)  # its two tokens are on the map by now
    state = play(state, pass_("Bob"), pass_("Cy"))
    state = play(state, {"type": "par", "entity": "Ann", "corporation": second, "share_price": "74"})
    own = sorted(c.id for c in state.certs_of(second) if c.owner == second)
    state = play(
        state,
        pass_("Bob"),
        pass_("Cy"),
        {"type": "buy_shares", "entity": "Ann", "shares": [own[0]], "percent": 10},
        pass_("Bob"),
        pass_("Cy"),
        {"type": "buy_shares", "entity": "Ann", "shares": [own[1]], "percent": 10},
    )
    assert rules_of(state, type="choose", entity="Ann", choice=1) == ["g1862.tokens"]
    state = play(state, {"type": "choose", "entity": "Ann", "choice": 4})
    assert (state.companies[first].tokens, state.companies[second].tokens) == (0, 4)
    assert state.companies[second].cash == 5 * 74 - 4 * 40
