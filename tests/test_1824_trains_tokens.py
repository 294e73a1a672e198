"""1824: trains are never given up at will, only a lowered limit takes them (VII.11
L729-L730); the highest revenue found is claimed, never nothing while a train can run
(VII.10 L653); the k&k's director chooses which precursor's token in Wien goes back when it
forms (IV.4.4 L300, VII.8 L607; ``engine.games.g1824.kk_tokens``)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

import tresham
from tresham.engine import apply, check
from tresham.engine.offers import best_run, no_run
from tresham.model.actions import action_from_dict
from tresham.scenario.engine_replay import replay_engine
from tresham.scenario.export import load_export

OLDER_3P = Path(__file__).parent / "data" / "games" / "1824" / "older-3p.json"


def act(**d):
    return action_from_dict(d)


def rules(state, action):
    return [v.rule for v in check(state, action)]


def _trains(phase: str, trains: list[str], depot: dict[str, int], cash: int = 0):
    """BK (Cy's) in its train step holding ``trains``; MS (Ann's) holds a 4, a 5 and a 5."""
    return tresham.state_from_setup(
        "1824",
        ["Ann", "Bob", "Cy"],
        {
            "phase": phase,
            "depot": depot,
            "round": {"kind": "operating", "number": 5, "entity": "BK", "step": "buy_train"},
            "players": {"Cy": {"shares": {"BK": 50}}, "Ann": {"shares": {"MS": 50}}},
            "companies": {
                "BK": {"price": 90, "cash": cash, "trains": trains},
                "MS": {"price": 100, "cash": 0, "trains": ["4", "5", "5"], "operated": True},
            },
        },
    )


def discard(state, name: str):
    card = next(c for c in state.trains_of("BK") if c.name == name)
    return act(type="discard_train", entity="BK", entity_type="corporation", train=card.id)


def test_a_train_is_never_given_up_at_will_L729():
    s = _trains("4", ["3", "4"], {"2": 0, "3": 0, "4": 1})
    assert "g1824.no-discard" in rules(s, discard(s, "3"))
    assert not [a for a in tresham.legal_actions(s) if a.TYPE == "discard_train"]


def test_a_company_over_a_lowered_limit_gives_up_a_train_that_leaves_the_game_L730():
    s = _trains("6", ["4", "5", "6"], {"2": 0, "3": 0, "4": 0, "5": 0, "6": 1})  # the regional limit is 2
    assert rules(s, discard(s, "4")) == []
    r = apply(s, discard(s, "4"))
    assert r.ok and [c.name for c in r.state.trains_of("BK")] == ["5", "6"]
    gone = next(c for c in r.state.trains.values() if c.id == discard(s, "4").train)
    assert gone.owner == "removed"  # not to a pool: 1824 has none (L729-L730)


def test_the_first_6_train_takes_the_trains_beyond_the_new_limit_out_of_the_game_L730():
    s = _trains("5", ["4"], {"2": 0, "3": 0, "4": 0, "5": 0}, cash=700)
    six = next(a for a in tresham.legal_actions(s) if a.TYPE == "buy_train" and "6" in a.train.split("-")[0])
    r = apply(s, six)
    assert r.ok, r.violations
    assert len(r.state.trains_of("MS")) == 2  # phase 6: a regional holds 2 (L816)
    assert sorted(c.name for c in r.state.trains_of("MS")) == ["5", "5"]  # its least train went
    assert len(s.trains_of("MS")) == 3 and len(r.state.trains_of("BK")) == 2


@cache
def _older(until: int):
    return replay_engine(load_export(OLDER_3P), until=until).state


def _played_with_tresham(state):
    return replace(state, setup=replace(state.setup, site=False))


def test_the_run_of_nothing_is_refused_while_a_train_can_run_L653():
    on_site = _older(308)  # BK's run comes next (action 309)
    assert on_site.round.entity == "BK" and on_site.round.step == "route"
    played = _played_with_tresham(on_site)
    assert "route.not-best" in rules(played, no_run(played, "BK"))
    assert no_run(played, "BK") not in list(tresham.legal_actions(played))
    best = best_run(played, "BK")
    assert best is not None and rules(played, best) == []
    assert rules(on_site, no_run(on_site, "BK")) == []  # the site lets the players choose their runs


def choose(state, choice: str):
    return act(type="choose", entity="Player 2", entity_type="player", choice=choice)


def test_the_kk_director_chooses_which_precursor_token_in_wien_goes_back():
    s = _older(311)  # the first 6-train's operating round is over: the k&k has formed
    assert s.to_act == "Player 2" == s.director("KK")
    offered = [a.choice for a in tresham.legal_actions(s)]
    assert offered == ["Return one token", "Return the other token"]
    assert [t.city for t in s.board.tokens_of("KK") if t.hex == "E12"] == [1]  # KK1's city
    one = apply(s, choose(s, "Return one token"))
    assert one.ok, one.violations
    assert [t.city for t in one.state.board.tokens_of("KK") if t.hex == "E12"] == [0]  # KK2's city
    other = apply(s, choose(s, "Return the other token"))
    assert other.ok and [t.city for t in other.state.board.tokens_of("KK") if t.hex == "E12"] == [1]
    assert not one.state.decisions and not other.state.decisions
    assert one.state.companies["KK"].tokens == s.companies["KK"].tokens  # one token went back either way


def test_the_kk_token_choice_takes_only_its_two_answers_and_only_when_asked():
    s = _older(311)
    assert "g1824.kk-token" in rules(s, choose(s, "Keep both"))
    assert "turn.out-of-turn" in rules(s, act(type="pass", entity="SD", entity_type="corporation"))
    later = _older(315)  # answered (action 314), SD lays its tile: nobody is asked again
    assert rules(later, choose(later, "Return one token")) == ["turn.out-of-turn"]
    by_sd = act(type="choose", entity="SD", entity_type="corporation", choice="Return one token")
    assert rules(later, by_sd)  # no step of SD's turn takes it
