"""Self-play of every title, on demand: bots play many whole games and every invariant is
checked after every action (issue 26). Prints its figures.

    python benchmarks/bench_selfplay.py [--games N] [--bot greedy|random|both]
        [--players 3] [--max-actions 4000] [--seed 1] [--jobs 2] [--json] [GAME ...]

For each title, ``--games`` games (seeds ``--seed`` on), dealt in turn over the bots asked
and the title's player counts (or only ``--players``): per game the median and the
slowest time (on the clock, and the processor time, the figure to compare on a shared
machine), actions per game, the time spent listing legal actions (``legal_actions``),
and how the games ended: by each of the game's ends, or stopped (no end within
``--max-actions``, or stalled: the depot sold no train for eight sets of rounds, or nothing
offered). Every invariant broken is printed with the seed, the players, the bot and the
action's number, so the game can be played again to that point
(``tresham.bots.play_game(game, players, seed, bot)``). Games run in ``--jobs`` processes.

The issue asks for at least 200 games a title; a whole greedy game of 1824 takes about 13
CPU seconds and one of 1862 (about 1,260 actions) longer, so run those with more jobs
where there are cores for them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from tresham.bots import BOTS, play_game
from tresham.data import load_game

TITLES = ("18lilliput", "18mag", "1840", "1862", "1824")


@dataclass(frozen=True)
class Job:
    game: str
    players: int
    seed: int
    bot: str
    max_actions: int
    options: tuple[str, ...] = ()


def options_for(game: str, players: int) -> tuple[str, ...]:
    """The option a player count needs, where only an optional map takes it (1824 with two
    players is played on the Cisleithania map alone); none otherwise."""
    fits = [m for m in load_game(game).maps.values() if players in m.players]
    if any(not m.export_option for m in fits):
        return ()
    return (fits[0].export_option,) if fits else ()


def run(job: Job) -> dict[str, object]:
    played = play_game(
        job.game, job.players, job.seed, BOTS[job.bot], max_actions=job.max_actions, options=job.options
    )
    return {
        "game": job.game,
        "players": job.players,
        "options": list(job.options),
        "seed": job.seed,
        "bot": job.bot,
        "seconds": played.seconds,
        "cpu": played.cpu_seconds,
        "listing": played.listing_seconds,
        "actions": played.actions,
        "outcome": played.outcome,
        "ended": played.ended,
        "broken": [str(b) for b in played.broken],
    }


def jobs_for(game: str, args: argparse.Namespace) -> list[Job]:
    counts = [args.players] if args.players else sorted(load_game(game).players)
    bots = list(BOTS) if args.bot == "both" else [args.bot]
    out = []
    for i in range(args.games):
        players = counts[i % len(counts)]
        bot = bots[i % len(bots)]
        out.append(Job(game, players, args.seed + i, bot, args.max_actions, options_for(game, players)))
    return out


def summary(game: str, rows: list[dict[str, object]]) -> list[str]:
    times = [float(r["seconds"]) for r in rows]  # type: ignore[arg-type]
    cpu = [float(r["cpu"]) for r in rows]  # type: ignore[arg-type]
    listing = sum(float(r["listing"]) for r in rows) / max(sum(times), 1e-9)  # type: ignore[arg-type]
    actions = [int(r["actions"]) for r in rows]  # type: ignore[call-overload]
    ends = Counter(str(r["outcome"]) for r in rows)
    ended = sum(1 for r in rows if r["ended"])
    lines = [
        f"{game}: {len(rows)} games, {ended} ended; per game median {statistics.median(times):.1f} s, "
        f"slowest {max(times):.1f} s (CPU median {statistics.median(cpu):.1f} s, slowest {max(cpu):.1f} s); "
        f"actions median {statistics.median(actions):.0f}; "
        f"legal_actions {listing:.0%} of the time",
    ]
    lines += [f"    {n:>4} x {outcome}" for outcome, n in ends.most_common()]
    for r in rows:
        for what in r["broken"]:  # type: ignore[attr-defined]
            lines.append(f"    BROKEN ({r['players']} players, {r['bot']} bot): {what}")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games_list", nargs="*", metavar="GAME", help=f"titles (default: {' '.join(TITLES)})")
    parser.add_argument("--games", type=int, default=200, help="games per title (default 200)")
    parser.add_argument("--bot", choices=[*BOTS, "both"], default="both")
    parser.add_argument("--players", type=int, default=0, help="only this player count")
    parser.add_argument("--max-actions", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=1, help="the first seed")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="every game as a JSON line")
    args = parser.parse_args()
    broken = 0
    for game in args.games_list or TITLES:
        with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            rows = list(pool.map(run, jobs_for(game, args)))
        if args.json:
            for r in rows:
                print(json.dumps(r))
        for line in summary(game, rows):
            print(line, flush=True)
        broken += sum(len(r["broken"]) for r in rows)  # type: ignore[arg-type]
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
