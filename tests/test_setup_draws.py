"""Set-up from a seed, as 18xx.games draws it, and the options a game is set up with.

The generator and the order of the draws are those of ../shared/reference/games/README.md
("Randomness"), with its two worked examples. The other facts are what the site's own
games show for their seeds; each test names the file it copied them from (under
../shared/reference/games/): the start line of a trace, or the first actions of a record.
"""

from __future__ import annotations

import pytest

import tresham
from tresham.engine import new_state
from tresham.engine.start import restock_lines, undrawn_state
from tresham.errors import SetupError
from tresham.rules import lcg

P2 = ["Player 1", "Player 2"]
P3 = ["Player 1", "Player 2", "Player 3"]
P4 = ["Player 1", "Player 2", "Player 3", "Player 4"]
P5 = ["Player 1", "Player 2", "Player 3", "Player 4", "Player 5"]


def prices(state, majors):
    return {m: state.price(m) for m in majors}


def closed(state):
    return {cid for cid, cs in state.companies.items() if cs.closed}


# ------------------------------------------------------------------ the generator
def test_the_generator_starts_at_the_seed_modulo_2_to_the_31():
    assert lcg.first_state(2**31 + 5) == 5 and lcg.first_state(46925) == 46925


def test_each_draw_is_the_next_state_of_the_31_bit_lcg():
    assert lcg.draw(0) == 12345
    assert lcg.draw(1) == 1103515245 + 12345
    assert lcg.draw(2**31 - 1) == (1103515245 * (2**31 - 1) + 12345) % 2**31
    assert all(0 <= lcg.draw(s) < 2**31 for s in (0, 1, 12345, 2**31 - 1))


def test_a_shuffle_draws_once_per_item_and_sorts_by_the_draws():
    state = 46925
    items = ("a", "b", "c", "d")
    shuffled, after = lcg.shuffle(items, state)
    draws = [lcg.draw(state)]
    for _ in items[1:]:
        draws.append(lcg.draw(draws[-1]))
    assert after == draws[-1]
    assert [draws[items.index(x)] for x in shuffled] == sorted(draws)


def test_a_pick_takes_the_item_with_the_lowest_draw():
    items = ("EPP", "EOD", "MLB")
    picked, after = lcg.pick(items, 7)
    shuffled, same = lcg.shuffle(items, 7)
    assert (picked, after) == (shuffled[0], same)
    with pytest.raises(ValueError):
        lcg.pick((), 7)


@pytest.mark.parametrize(
    ("settings", "game_id", "seed"),
    [
        ({"seed": 46925, "optional_rules": []}, "46925", 46925),  # 1862/standard-3p.json
        ({"seed": 76622}, "hs_tfagolvf_76622", 76622),  # 18mag/five-player-short.json
        # 1824/receivership-4p.json
        ({"optional_rules": [], "seed": ""}, "hs_lmygcrvi_1757055997", 1757055997),
        ({}, "hs_abcdefgh_1762198060", 1762198060),
        (None, 222872, 222872),
        ({"seed": "372096387"}, "verification_of_kk_formation", 372096387),
        ({"seed": ""}, "verification_of_kk_formation", None),
    ],
)
def test_an_exports_seed_is_its_settings_seed_else_the_first_digits_of_its_id(settings, game_id, seed):
    assert lcg.export_seed(settings, game_id) == seed


# ------------------------------------------------------------------ 18Mag
MAJORS = ("RABA", "G&C", "SNW", "SIK", "SKEV", "LdStEG", "MAVAG")


def test_18mag_seed_1762198060_gives_the_start_prices_of_the_worked_example():
    s = tresham.new_state("18mag", P5, seed=1762198060)
    expected = {"RABA": 60, "G&C": 65, "SNW": 70, "SIK": 75, "SKEV": 65, "LdStEG": 80, "MAVAG": 75}
    assert prices(s, MAJORS) == expected and dict(s.setup.prices) == expected
    # started in the market, without a director (L228-L229)
    assert all(s.director(m) is None for m in MAJORS) and s.round.kind == "draft"


@pytest.mark.parametrize(
    ("players", "seed", "expected"),
    [
        # 18mag/five-player.trace.jsonl and five-player-short.trace.jsonl, start lines
        (P5, 76622, (60, 80, 80, 60, 65, 70, 70)),
        # 18mag/site-variants-4p.trace.jsonl, start line (its eighth major, CIWL at 75, is
        # the site's new_major option, which tresham does not play)
        (P4, 144021, (60, 80, 60, 65, 75, 70, 70)),
    ],
)
def test_18mag_dev_games_start_prices_are_those_of_their_traces(players, seed, expected):
    s = new_state(tresham.load_game("18mag"), players, seed=seed)
    assert prices(s, MAJORS) == dict(zip(MAJORS, expected, strict=True))


def test_18mag_with_two_players_deals_prices_to_its_four_majors_only():
    s = tresham.new_state("18mag", ["Ann", "Bob"], seed=5)
    assert set(s.setup.prices) == {"RABA", "SIK", "SKEV", "LdStEG"}  # L821-L822
    assert all(s.price(m) in (60, 65, 70, 75, 80) for m in s.setup.prices)


# ------------------------------------------------------------------ 1862
REMOVED_46925 = ("E&H", "I&B", "N&S", "ESR")
OFFER_46925 = ("WVR", "Y&N", "ECR", "ENR", "EUR", "N&E", "L&E", "WNR")
OFFER_46925 += ("WStI", "L&H", "NGC", "W&F", "SVR", "N&B", "L&D", "FDR")


def test_1862_seed_46925_removes_and_offers_the_companies_of_the_worked_example():
    s = tresham.new_state("1862", P3, seed=46925)
    assert set(s.setup.removed) == set(REMOVED_46925) and s.setup.offer == OFFER_46925
    assert closed(s) == set(REMOVED_46925)
    for cid in REMOVED_46925:
        assert all(c.owner == "removed" for c in s.certs_of(cid))
        assert not [h for h in s.board.homes if h.company == cid]
    assert all(c.owner == "ipo" for c in s.certs_of("WVR"))


# 1862/standard-3p.json: the first train each company bought, by its face (the kind of
# train it may run is its permit's): a company runs only trains its permit allows.
FIRST_TRAINS_46925 = {
    "WVR": "express",  # action 59, 2E*
    "N&E": "freight",  # 68, 1F*
    "ECR": "freight",  # 78, 1F*
    "ENR": "freight",  # 83, 1F*
    "EUR": "express",  # 88, 2/3E
    "Y&N": "freight",  # 93, 2F
    "WStI": "freight",  # 231, 3F
    "NGC": "express",  # 271, 3E
    "SVR": "express",  # 410, 3E
    "L&E": "freight",  # 432, 5F*
    "W&F": "local",  # 442, 4L*
}


def test_1862_seed_46925_deals_each_company_in_the_game_the_permit_its_trains_show():
    s = tresham.new_state("1862", P3, seed=46925)
    held = {cid: cs.permits for cid, cs in s.companies.items() if cs.permits}
    assert set(held) == set(OFFER_46925)
    assert {cid: held[cid] for cid in FIRST_TRAINS_46925} == {c: (k,) for c, k in FIRST_TRAINS_46925.items()}


@pytest.mark.parametrize(
    ("players", "removed", "kinds"), [(3, 4, (6, 5, 5)), (7, 3, (6, 6, 5)), (8, 2, (6, 6, 6))]
)
def test_1862_removes_fewer_companies_with_seven_or_eight_players_and_deals_six_of_each_permit(
    players, removed, kinds
):
    # §2.4.1 (L146-L164), §2.4.2 (L176-L184): with 7 one permit of the 18 is left over
    s = tresham.new_state("1862", [f"P{i}" for i in range(players)], seed=99)
    assert len(s.setup.removed) == removed and len(closed(s)) == removed
    counts = [list(s.setup.permits.values()).count(k) for k in ("freight", "express", "local")]
    assert sorted(counts, reverse=True) == list(kinds)
    assert len(s.setup.permits) == 20 - removed


def test_1862_long_and_short_games_change_the_number_of_trains():
    def cards(s, group):
        return sum(1 for t in s.trains if t.startswith(f"{group}-"))

    standard = tresham.new_state("1862", P3, seed=1)
    long = tresham.new_state("1862", P3, seed=1, options=["long_length"])
    short = tresham.new_state("1862", P3, seed=1, options=["short_length"])
    assert [cards(standard, g) for g in "ABCD"] == [7, 6, 4, 3]  # §2.4.3 (L192-L194)
    assert [cards(long, g) for g in "ABCD"] == [7, 6, 5, 4]
    assert [cards(short, g) for g in "ABCD"] == [6, 5, 4, 3]
    assert long.setup.options == ("long_length",) and long.setup.removed == standard.setup.removed


# ------------------------------------------------------------------ 1840
def test_1840_two_player_seed_133875_offers_the_lines_and_majors_the_record_plays():
    # 1840/two-player.json: the majors started are GWStStB and WT (actions 13-14); the first
    # acquisition round buys lines 4 and 5 (actions 22, 26)
    s = tresham.new_state("1840", P2, seed=133875)
    assert s.rules.map.id == "two"
    assert set(s.setup.in_play) == {"GWStStB", "WT"}
    assert s.setup.lines == ("4", "5", "18")
    assert closed(s) >= {"DT K&C", "SJE", "BBG", "WKB"}
    assert not closed(s) & {"GWStStB", "WT", "4", "5", "18", "2"}
    assert all(c.owner == "removed" for c in s.certs_of("SJE"))


def test_1840_restocks_continue_the_generator_kept_on_the_state():
    # 1840/two-player.json: after the first acquisition round 18 and 2 are bought (actions
    # 57, 62), after the second 7 and 15 (153, 158): each must have been dealt by then.
    s = tresham.new_state("1840", P2, seed=133875)
    first = restock_lines(s)
    assert first.setup.lines[:3] == s.setup.lines and len(first.setup.lines) == 6
    assert {"18", "2"} <= set(first.setup.lines)  # line 2 is dealt from the deck (L533)
    assert first.setup.rng != s.setup.rng and first.companies == s.companies
    second = restock_lines(first)
    assert {"7", "15"} <= set(second.setup.lines) and len(second.setup.lines) == 9
    assert restock_lines(restock_lines(s)).setup == second.setup  # the same seed, the same lines
    # eight lines of the game less line 2 and the nine dealt: the deck is empty
    assert sorted(second.setup.lines, key=int) == [str(n) for n in (1, 2, 3, 4, 5, 6, 7, 15, 18)]
    assert restock_lines(second) == second


def test_1840_three_player_small_seed_465350266_keeps_sje_out():
    # 1840/three-player-small.trace.jsonl: GWStStB and BBG start (actions 46, 48), SJE's
    # par (47) leaves it out of the state and the site refuses a share of it at 49
    s = tresham.new_state("1840", P3, seed=465350266, options=["three_player_small"])
    assert s.rules.map.id == "three"
    assert {"GWStStB", "BBG"} <= set(s.setup.in_play) and "SJE" not in s.setup.in_play
    assert len(s.setup.in_play) == 3 and len(s.setup.lines) == 4
    assert not set(s.setup.lines) & {"2", "9", "10", "13", "14", "16", "17"}  # L527, L3247


def test_1840_three_players_play_the_main_map_unless_the_option_picks_the_small_side():
    assert tresham.new_state("1840", P3, seed=1).rules.map.id == "standard"
    assert tresham.new_state("1840", P3, seed=1, options=("three_player_small",)).rules.map.id == "three"
    with pytest.raises(SetupError, match="three_player_small.* for 3 players, not 4"):
        tresham.new_state("1840", P4, seed=1, options=("three_player_small",))


# ------------------------------------------------------------------ 1824 and every game
def test_1824_draws_nothing():
    a = tresham.new_state("1824", P4, seed=372096387)  # 1824/kk-formation-4p.json
    b = tresham.new_state("1824", P4, seed=1)
    assert a.setup.seed == 372096387 and not (a.setup.removed or a.setup.permits or a.setup.prices)
    assert a.setup.rng == 372096387  # the generator untouched
    assert (a.companies, a.certs, a.trains) == (b.companies, b.certs, b.trains)


@pytest.mark.parametrize(
    ("game", "option"),
    [("1862", "eight_tokens"), ("18mag", "standard_divs"), ("1824", "goods_time"), ("1840", "anything")],
)
def test_an_option_tresham_does_not_play_is_refused_by_name(game, option):
    players = P5 if game == "18mag" else P3
    with pytest.raises(SetupError, match=f"the option '{option}' is not played by tresham"):
        tresham.new_state(game, players, seed=1, options=[option])


@pytest.mark.parametrize("game", ["1862", "1840", "18mag", "1824", "18lilliput"])
def test_the_same_seed_sets_up_the_same_game(game):
    a = tresham.new_state(game, P3, seed=20260101)
    b = tresham.new_state(game, P3, seed=20260101)
    assert a.setup == b.setup and (a.companies, a.certs, a.trains) == (b.companies, b.certs, b.trains)


def test_without_a_seed_one_is_drawn_and_kept_so_the_game_can_be_set_up_again():
    s = tresham.new_state("1862", P3)
    assert isinstance(s.setup.seed, int)
    again = tresham.new_state("1862", P3, seed=s.setup.seed)
    assert again.setup == s.setup and again.companies == s.companies


def test_a_seed_must_be_a_whole_number():
    with pytest.raises(SetupError, match="whole number"):
        new_state(tresham.load_game("1862"), P3, seed="46925")  # type: ignore[arg-type]


def test_a_scenarios_start_draws_nothing():
    s = undrawn_state(tresham.load_game("1862"), P3)
    assert s.setup.seed is None and not closed(s) and not any(cs.permits for cs in s.companies.values())


@pytest.mark.parametrize(
    ("game", "players", "seed", "company", "price"),
    [("1862", P3, 46925, "ESR", "74"), ("1840", P2, 133875, "SJE", "70,4,2")],
)
def test_a_company_the_draws_leave_out_cannot_be_started(game, players, seed, company, price):
    from tresham.engine.games import program_of
    from tresham.engine.rounds.base import RoundAt

    s = tresham.new_state(game, players, seed=seed)
    if s.round.kind != "stock":  # 1840 opens with the auction of its privates
        s = program_of(s).kind("stock").enter(s, RoundAt(number=1))
    r = tresham.apply(s, {"type": "par", "entity": players[0], "corporation": company, "share_price": price})
    assert [(v.rule, v.message) for v in r.violations] == [
        ("stock.unknown-company", f"{company} is out of the game")
    ]
    assert r.state is s


def test_one_option_may_be_given_as_a_string():
    s = tresham.new_state("1862", P3, seed=1, options="long_length")
    assert s.setup.options == ("long_length",)
