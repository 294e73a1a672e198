"""The short forms of `tresham play` (scenario.shorthand): every offered action written and
read back, what several actions fit, and words that match nothing offered judged by check."""

from __future__ import annotations

import random

import pytest

import tresham
from tresham.bots import GreedyBot
from tresham.engine import check
from tresham.model.actions import BuyShares, LayTile, Par, Pass
from tresham.scenario.play_view import WIDTH, action_lines, grouped, numbered, state_lines
from tresham.scenario.shorthand import describe, read


def states_of(game: str, players: int, seed: int, moves: int):
    state = tresham.new_state(game, ["Ann", "Bob", "Cy", "Dee"][:players], seed=seed)
    bot = GreedyBot(seed)
    out = [state]
    for _ in range(moves):
        offered = tresham.legal_actions(state)
        if not offered:
            break
        state = tresham.apply(state, bot.choose(state, offered)).state
        out.append(state)
    return out


@pytest.mark.parametrize(("game", "players", "seed"), [("18lilliput", 3, 2), ("18mag", 3, 1), ("1862", 3, 1)])
def test_every_offered_action_reads_back_from_its_short_form(game, players, seed):
    for state in states_of(game, players, seed, 30)[::3]:
        offered = tresham.legal_actions(state)
        for action in offered:
            text = describe(state, action)
            reading = read(state, text, offered)
            assert reading.offered and reading.action is not None, text
            # the action itself, or one written alike (either of two 2-trains)
            assert reading.action == action or describe(state, reading.action) == text


@pytest.fixture(scope="module")
def rail():
    """1862's first stock round, the game seeded 1 (its parliament rounds passed over)."""
    from tresham.engine.games import program_of
    from tresham.engine.rounds.base import RoundAt

    state = tresham.new_state("1862", ["Ann", "Bob", "Cy"], seed=1)
    return program_of(state).kind("stock").enter(state, RoundAt(number=1))


def test_a_number_is_a_whole_word_and_a_start_of_words_is_enough(rail):
    offered = tresham.legal_actions(rail)
    exact = read(rail, "par ESR 100", offered)
    assert exact.action == Par(
        entity="Ann", entity_type="player", corporation="ESR", share_price=exact.action.share_price
    )
    assert exact.action.share_price.startswith("100")
    assert read(rail, "pa es 100", offered).action == exact.action
    several = read(rail, "par ESR", offered)
    assert several.action is None and len(several.choices) > 10
    assert all(isinstance(a, Par) and a.corporation == "ESR" for a in several.choices)


def test_words_that_match_nothing_offered_are_built_for_check_to_judge(rail):
    offered = tresham.legal_actions(rail)
    low = read(rail, "par ESR 10", offered)
    assert isinstance(low.action, Par) and not low.offered
    assert [v.rule for v in check(rail, low.action)] == ["stock.par-price"]
    early = read(rail, "buy ESR 10%", offered)
    assert isinstance(early.action, BuyShares) and not early.offered
    assert [v.rule for v in check(rail, early.action)] == ["stock.not-started"]
    lay = read(rail, "lay E12 57 r2", offered)
    assert lay.action == LayTile(entity="Ann", entity_type="player", hex="E12", tile="57", rotation=2)
    assert read(rail, "pass", offered).action == Pass(entity="Ann", entity_type="player")


def test_what_cannot_be_read_says_what_was_expected(rail):
    offered = tresham.legal_actions(rail)
    assert read(rail, "buy", offered).problem == "not understood: 'buy'; expected `buy CORP 10% [pool]`"
    assert "`help` lists the short forms" in read(rail, "fly away", offered).problem
    assert read(rail, "par ZZZ 100", offered).problem.endswith("has no company 'ZZZ'")
    assert "no run of 190 is offered" in read(rail, "run 190", offered).problem


def test_the_list_groups_actions_that_differ_in_their_last_word(rail):
    offered = tresham.legal_actions(rail)
    entries = grouped(rail, numbered(offered))
    assert sum(n for _, n in entries) == len(offered)
    esr = next(text for text, _ in entries if " par ESR " in f" {text} ")
    first = next(i for i, a in enumerate(offered, 1) if isinstance(a, Par) and a.corporation == "ESR")
    assert esr.strip().startswith(f"{first}-")


@pytest.mark.parametrize(("game", "players", "seed"), [("18lilliput", 4, 1), ("18mag", 4, 2), ("1824", 4, 1)])
def test_every_screen_fits_80_columns(game, players, seed):
    for state in states_of(game, players, seed, 40)[::5]:
        lines = state_lines(state) + action_lines(state, tresham.legal_actions(state))
        assert all(len(line) <= WIDTH for line in lines), max(lines, key=len)


def test_lays_are_listed_last():
    state = states_of("18lilliput", 2, 1, 1)[-1]
    offered = tresham.legal_actions(state)
    order = [a for _, a in numbered(offered)]
    kinds = [isinstance(a, LayTile) for a in order]
    assert kinds == sorted(kinds)
    assert random.Random(1).choice(offered) in order


def test_a_run_is_given_by_its_revenue_or_by_its_stops():
    state = tresham.state_from_setup(
        "18mag",
        ["Ann", "Bob"],
        {
            "phase": "Yellow",
            "round": {"kind": "operating", "entity": "1", "step": "route"},
            "players": {"Ann": {"shares": {"1": 100}}},
            "companies": {"1": {"cash": 100, "trains": ["2"]}},
            "tiles": [
                {"hex": "E12", "tile": "L33", "rotation": 2},
                {"hex": "D13", "tile": "4", "rotation": 0},
            ],
            "tokens": [{"hex": "E12", "company": "1", "city": 0}],
        },
    )
    offered = tresham.legal_actions(state)
    assert read(state, "run 40", offered).offered
    assert "the best run is 40" in read(state, "run 30", offered).problem
    stops = read(state, "run e12 d13", offered).action
    assert [r.nodes for r in stops.routes] == [("E12-0", "D13-0")]
    assert check(state, stops) == []
    assert "earn 40" in " ".join(e.text for e in tresham.apply(state, stops).events)
    astray = read(state, "run E12 C14", offered).action
    assert [v.rule for v in check(state, astray)] == ["route.no-track"]
    assert read(state, "run E12 D13 / E12", offered).problem == "minor 1 has 1 train(s), not 2"


def test_a_dividend_of_everything_is_dividend_all_and_amounts_are_one_range():
    from tresham.model.actions import Dividend

    state = states_of("1840", 3, 5, 0)[0]
    offered = [Dividend(entity="WT", entity_type="corporation", kind="variable", amount=None)] + [
        Dividend(entity="WT", entity_type="corporation", kind="variable", amount=n) for n in range(0, 90, 10)
    ]
    assert describe(state, offered[0]) == "dividend all"
    assert [text.strip() for text, _ in grouped(state, numbered(offered))] == [
        "1 dividend all",
        "2-10 dividend 0..80",
    ]
    assert read(state, "dividend all", offered).action is offered[0]
    assert read(state, "dividend 40", offered).action is offered[5]
    built = read(state, "dividend all", offered[1:]).action  # not offered: built for check
    assert isinstance(built, Dividend) and built.amount is None and built.kind == "variable"


def test_1840s_order_cards_are_listed_and_typed_by_their_printed_numbers():
    # the record counts the cards from 0; the players read them from 1 (§VI L994-L1006)
    from tresham.scenario.play import Session
    from tresham.scenario.play_commands import respond

    session = Session(tresham.new_state("1840", ["Ann", "Bob", "Cy"], seed=7))
    bot = GreedyBot(7)
    while session.state.round.kind != "order":  # the bots buy the privates
        assert len(session.states) < 200
        assert session.play(bot.choose(session.state, session.offered())).ok
    listed = " ".join(action_lines(session.state, session.offered()))
    assert "choose order card 1" in listed and "choose order card 3" in listed
    assert "choose 0" not in listed
    reply = respond(session, "choose 3")
    assert reply.changed, reply.lines
    assert session.history[-1]["choice"] == 2  # the third card, 2 in the record
    assert any("takes order card 3" in line for line in reply.lines)
    taken = respond(session, "choose 3")  # taken: the reply says what is offered
    assert not taken.changed
    said = " ".join(taken.lines)
    assert "`choose order card 1`" in said and "`choose order card 3`" not in said, said


def test_18_lilliputs_action_cards_are_listed_by_number_and_what_their_side_does():
    # Table 1 (L127-L142): a card's front and its alternative, read off the card's data
    from tresham.scenario.play import Session
    from tresham.scenario.play_commands import respond

    session = Session(tresham.new_state("18lilliput", ["Ann", "Bob", "Cy"], seed=5))
    bot = GreedyBot(1)
    while session.state.round.kind != "actions" or any(a.TYPE != "choose" for a in session.offered()):
        assert len(session.states) < 100
        assert session.play(bot.choose(session.state, session.offered())).ok
    if any("income" in describe(session.state, a) for a in session.offered()):
        assert respond(session, "choose income cash").changed  # the Grand Judge's, first
    listed = " ".join(action_lines(session.state, session.offered()))
    card = next(c for c in session.state.game.cards if c.id == "A3")
    assert f"choose A3 {card.title.lower()}" in listed
    assert f"choose A3 alt {card.alt_text.rstrip('.').lower()}" in listed
    assert "{" not in listed and ":alt" not in listed  # no record's JSON, no record's suffix
    reply = respond(session, "choose a3 alt")
    assert reply.changed and session.history[-1]["choice"] == "A3:alt", reply.lines
    assert not respond(session, "choose a99").changed


def test_rotations_with_gaps_are_listed_each_and_a_run_of_them_as_a_range():
    state = states_of("18mag", 3, 2, 0)[0]
    hexes = state.board.map.hexes
    hex = next(iter(hexes))

    def lay(rotation):
        return LayTile(entity="1", entity_type="minor", hex=hex, tile="57", rotation=rotation)

    gaps = [lay(0), lay(2), lay(4)]
    assert [text.strip() for text, _ in grouped(state, numbered(gaps))] == [f"1-3 lay {hex} 57 r0,r2,r4"]
    run = [lay(1), lay(2), lay(3)]
    assert [text.strip() for text, _ in grouped(state, numbered(run))] == [f"1-3 lay {hex} 57 r1..r3"]


def test_a_companys_tokens_are_those_left_on_its_charter():
    # a company's count is what it has still to place, not what is on the board
    states = states_of("18lilliput", 3, 5, 40)
    state = next(s for s in states if any(s.board.tokens_of(c) for c in s.companies))
    cid = next(c for c in state.companies if state.board.tokens_of(c))
    left = len(state.company_def(cid).tokens) - len(state.board.tokens_of(cid))
    line = next(line for line in state_lines(state) if f"{cid}: " in line)
    assert f"{left} token{'s' if left != 1 else ''} left" in line
