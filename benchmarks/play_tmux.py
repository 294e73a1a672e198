"""Drive ``tresham play`` in tmux as players at a table would (issue 26): a greedy bot
(``tresham.bots``) picks each move from a session kept alongside, and the driver types its
number into the tmux pane once the prompt shows; half-way it quits, goes on with
``tresham play --file``, plays to the end and then runs ``tresham replay`` of the file.

    python benchmarks/play_tmux.py GAME --players Ann,Bob,Cy --seed 5 --dir /tmp/run
        [--quit-at 200] [--max-actions 3000]

It prints where it quit and resumed, how the game ended, the scores the end screen shows
and the replay's verdict; screens it saw are kept in DIR/screens.txt.
"""

from __future__ import annotations

import argparse
import shlex
import subprocess
import sys
import time
from pathlib import Path

import tresham
from tresham.bots import GreedyBot
from tresham.engine.end import game_end
from tresham.scenario.play import Session

SESSION = "playdrive"  # the tmux session (--session)


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout


def screen() -> str:
    return tmux("capture-pane", "-p", "-t", SESSION)


def wait_prompt(log: list[str], timeout: float = 300.0) -> str:
    """The screen once the last non-blank line is the prompt."""
    end = time.time() + timeout
    while time.time() < end:
        text = screen()
        lines = [ln for ln in text.splitlines() if ln.strip()]
        if lines and lines[-1].rstrip() == "play>":
            log.append(text)
            return text
        time.sleep(0.05)
    raise SystemExit(f"no prompt within {timeout}s:\n{screen()}")


def type_line(text: str) -> None:
    tmux("send-keys", "-t", SESSION, text, "Enter")


def main() -> int:
    global SESSION
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--players", default="Ann,Bob,Cy")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--dir", type=Path, default=Path("/tmp/playdrive"))
    ap.add_argument("--quit-at", type=int, default=100)
    ap.add_argument("--max-actions", type=int, default=3000)
    ap.add_argument("--session", default=SESSION, help="the tmux session's name")
    args = ap.parse_args()
    SESSION = args.session
    args.dir.mkdir(parents=True, exist_ok=True)
    saved = args.dir / "game.json"
    saved.unlink(missing_ok=True)
    exe = shlex.quote(str(Path(sys.executable).with_name("tresham")))
    names = args.players.split(",")
    mine = Session(tresham.new_state(args.game, names, seed=args.seed))
    bots = {p: GreedyBot(args.seed * 31 + i) for i, p in enumerate(mine.state.players)}
    log: list[str] = []
    subprocess.run(["tmux", "kill-session", "-t", SESSION], capture_output=True)
    tmux("new-session", "-d", "-s", SESSION, "-x", "80", "-y", "40")
    start = f"{exe} play {args.game} --players {args.players} --seed {args.seed} --file {saved}"
    type_line(f"cd {shlex.quote(str(args.dir))} && {start}")
    made = 0
    t0 = time.time()
    try:
        while not mine.over and made < args.max_actions:
            wait_prompt(log)
            if made == args.quit_at:
                type_line("quit")
                time.sleep(0.5)
                type_line(f"{exe} play --file {saved}")
                wait_prompt(log)
                print(f"quit after {made} actions and went on with {saved}", flush=True)
            state, offered = mine.state, mine.offered()
            if not offered:
                print(f"nothing offered after {made} actions, in {state.round.label}", flush=True)
                break
            who = mine.state.to_act or ""
            player = who if who in state.player else (state.director(who) or state.players[0])
            action = bots.get(player, bots[state.players[0]]).choose(state, offered)
            number = next(i for i, a in enumerate(offered, 1) if a is action)
            type_line(str(number))
            assert mine.play(action).ok
            made += 1
        end = wait_prompt(log)
        if not mine.over:
            print(f"stopped at {mine.state.round.label}, phase {mine.state.phase}", flush=True)
        print(f"{made} actions in {time.time() - t0:.0f}s", flush=True)
        over = game_end(mine.state)
        print("end screen:\n" + "\n".join(ln for ln in end.splitlines() if ln.strip()), flush=True)
        if over is not None:
            print("driver's scores:", {mine.state.player_name(p): v for p, v in over.scores.items()})
        type_line("quit")
    finally:
        (args.dir / "screens.txt").write_text("\n\f\n".join(log))
        time.sleep(0.5)
        subprocess.run(["tmux", "kill-session", "-t", SESSION], capture_output=True)
    replay = subprocess.run(
        [str(Path(sys.executable).with_name("tresham")), "replay", str(saved)], capture_output=True, text=True
    )
    print(f"replay exit {replay.returncode}:\n{replay.stdout[-2500:]}{replay.stderr[-800:]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
