"""Self-play (issue 26): bots play whole games through legal_actions and apply, and every
invariant is checked after every action (tresham.bots). The games here are the fast ones;
benchmarks/bench_selfplay.py plays many of each title."""

from __future__ import annotations

import pytest

from tresham.bots import GreedyBot, RandomBot, play_game

# (game, players, seed, bot): each ends by its game's own end, and no invariant breaks
ENDING = [
    ("18lilliput", 1, 1, GreedyBot),
    ("18lilliput", 2, 2, GreedyBot),
    ("18lilliput", 4, 4, RandomBot),
    ("18mag", 2, 3, RandomBot),
    ("1824", 3, 1, GreedyBot),
    ("1840", 2, 1, RandomBot),
    ("1840", 3, 1, GreedyBot),
    ("1840", 6, 1, GreedyBot),
    ("1824", 3, 1, GreedyBot),  # ends by the broken bank; random games (seeds 2, 3) had not
    # ended after 4,000 actions (emergency money is played, VII.12 L733-L759)
]

# Games whose rules do not yet let bots reach an end: the first actions are checked, the
# end is an expected failure naming what is missing (the benchmark shows how play stops).
UNFINISHED = {
    "1862": "a greedy game (seed 1) keeps the station-token invariant and raises money for its "
    "compulsory trains (§7.11), but its mergers pile trains on its companies (a survivor keeps "
    "every train, L1164-L1165; played without the probes, sample=0: ENR holds 10 after merging "
    "SVR's 8 at action 520, WNR 5 at action 1173) and the search for a best run over so many "
    "(rules/routes/shared.py, 1862's together_problem) then takes minutes: WNR's at action 1174 "
    "had not ended after 2 minutes of CPU; a random one (seed 1) stalls because its bots float "
    "no company: no train is sold in 8 sets of rounds",
}
FIRST_ACTIONS = 40


@pytest.mark.parametrize(("game", "players", "seed", "bot"), ENDING, ids=lambda v: getattr(v, "name", str(v)))
def test_a_game_of_bots_ends_and_keeps_every_invariant(game, players, seed, bot):
    played = play_game(game, players, seed, bot)
    assert [str(b) for b in played.broken] == []
    assert played.ended, played.outcome
    assert set(("Ann", "Bob", "Cy", "Dee")[:players]) <= set(played.scores)  # (and Gulliver, solo)
    assert played.actions > 0


@pytest.mark.parametrize("game", sorted(UNFINISHED))
def test_the_first_actions_keep_every_invariant_and_the_end_waits_for_its_rules(game):
    played = play_game(game, 3, 1, GreedyBot, max_actions=FIRST_ACTIONS)
    assert [str(b) for b in played.broken] == []
    assert played.actions == FIRST_ACTIONS or played.ended
    if not played.ended:
        pytest.xfail(f"{game}: {UNFINISHED[game]}")


def test_the_same_seed_plays_the_same_game():
    one = play_game("18lilliput", 1, 7, RandomBot)
    two = play_game("18lilliput", 1, 7, RandomBot)
    assert (one.actions, one.scores, one.reason) == (two.actions, two.scores, two.reason)
    other = play_game("18lilliput", 1, 8, RandomBot)
    assert (other.actions, other.scores) != (one.actions, one.scores)


def test_play_stops_when_no_end_comes_within_the_cap():
    played = play_game("1862", 3, 1, RandomBot, max_actions=5)
    assert not played.ended
    assert played.actions == 5
    assert played.stopped == "no end after 5 actions"
    assert played.outcome.startswith("stopped: ")
    assert played.cpu_seconds > 0 and 0 < played.listing_seconds < played.seconds


def test_the_greedy_bot_runs_its_best_then_buys_the_cheapest_train():
    import tresham

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
    chosen = GreedyBot(1).choose(state, offered)
    assert chosen.TYPE == "run_routes" and sum(r.revenue or 0 for r in chosen.routes) == 40
    after = tresham.apply(state, chosen).state  # a minor pays half by itself (18Mag)
    offered = tresham.legal_actions(after)
    assert {a.TYPE for a in offered} == {"pass", "buy_train", "discard_train"}
    bought = GreedyBot(1).choose(after, offered)
    cheapest = min(a.price for a in offered if a.TYPE == "buy_train")
    assert bought.TYPE == "buy_train" and bought.price == cheapest
