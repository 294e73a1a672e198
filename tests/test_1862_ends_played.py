"""1862's three ends (§10, L1950-L2012), each reached by play through ``legal_actions`` from
a position set up near it (``state_from_setup``), and scored: every player's cash and his
shares at their price (§10.4, L2015-L2018; every company here owns a train, so no share
counts at half).

- the market's top: the game ends after the current operating round (§10.1, L1954-L1957);
- the bank broken: after the current set of operating rounds (§10.2, L1963-L1970);
- the first H train: the LNER forms at the end of that set, one more set is played, then
  the game ends (§10.3, L1973-L1976, L2009-L2012).
"""

from __future__ import annotations

import tresham
from tresham.bots import GreedyBot
from tresham.engine.games.g1862 import lner
from tresham.model.actions import Dividend

PLAYERS = ["Ann", "Bob", "Cy"]


def felixstowe(*, phase="G", price=82, bank=10_000, depot=None, train="7F", or_index=1, cash=2000):
    """The FDR (Ann's) at the start of its turn in Felixstowe (G12), by its port (G14)."""
    setup = {
        "phase": phase,
        "bank": bank,
        "round": {"kind": "operating", "number": 5, "or_index": or_index, "or_count": 3,
                  "entity": "FDR", "step": "route"},
        "players": {"Ann": {"cash": 300, "shares": {"FDR": 60}}, "Bob": {"cash": 200, "shares": {"FDR": 20}}},
        "companies": {"FDR": {"cash": cash, "price": price, "trains": [train], "permits": ["freight"]}},
        "tiles": [{"hex": "G12", "tile": "57", "rotation": 0}],
        "tokens": [{"hex": "G12", "company": "FDR", "city": 0}],
    }  # fmt: skip
    if depot is not None:
        setup["depot"] = depot
    return tresham.state_from_setup("1862", PLAYERS, setup)


class Hudson(GreedyBot):
    """The greedy bot, which tops its revenue up to the share price where it may (L1640-L1663)."""

    def choose(self, state, offered):
        hudson = [a for a in offered if isinstance(a, Dividend) and a.kind == "hudson"]
        return hudson[0] if hudson else super().choose(state, offered)


def play_out(state, bot=GreedyBot, most=400):
    chooser = bot(1)
    for _ in range(most):
        if state.end is not None:
            return state
        offered = list(tresham.legal_actions(state))
        assert offered, f"nothing is offered in {state.round.label}"
        result = tresham.apply(state, chooser.choose(state, offered))
        assert result.ok, result.violations
        state = result.state
    raise AssertionError(f"no end after {most} actions ({state.round.label})")


def scored(state):
    """Each player's cash and his shares at their price (§10.4, L2015-L2018)."""
    value = {p: state.player[p].cash for p in PLAYERS}
    for cert in state.certs.values():
        if cert.owner in value:
            value[cert.owner] += cert.percent // 10 * (state.price(cert.company) or 0)
    return value


def test_the_top_of_the_market_ends_the_game_after_this_operating_round_L1954_L1957():
    state = felixstowe(price=950)
    ended = play_out(state, Hudson)
    over = tresham.game_end(ended)
    assert over is not None and over.reason == "market top"
    assert ended.round.label == "OR 5.1" and ended.price("FDR") == 1000
    assert dict(over.scores) == scored(ended)


def test_a_company_a_space_below_the_top_plays_on_L1954_L1957():
    state = felixstowe(price=850)
    chooser = Hudson(1)
    while state.round.label == "OR 5.1":
        state = tresham.apply(state, chooser.choose(state, list(tresham.legal_actions(state)))).state
    assert state.price("FDR") == 950 and state.end is None
    assert state.ending is None or state.ending.reason != "market top"


def test_a_broken_bank_ends_the_game_after_this_set_L1963_L1970():
    state = felixstowe(bank=100, cash=0, or_index=2)
    ended = play_out(state)
    over = tresham.game_end(ended)
    assert over is not None and over.reason == "bank broken"
    assert ended.round.label == "OR 5.3" and ended.bank < 0
    assert dict(over.scores) == scored(ended)


def test_an_unbroken_bank_plays_on_to_the_next_set_L1963_L1970():
    state = felixstowe(bank=10_000, cash=0, or_index=3)
    chooser = GreedyBot(1)
    while state.round.kind == "operating":
        state = tresham.apply(state, chooser.choose(state, list(tresham.legal_actions(state)))).state
    assert state.end is None and state.round.kind == "parliament"


def test_the_first_h_train_forms_the_lner_and_the_game_ends_after_one_more_set_L1973_L2012():
    state = felixstowe(or_index=3, depot={g: 0 for g in "ABCDEFG"})
    ended = play_out(state)
    over = tresham.game_end(ended)
    assert over is not None and over.reason == "lner"
    assert lner.formed(ended) and ended.round.number == 6
    assert dict(over.scores) == scored(ended)
