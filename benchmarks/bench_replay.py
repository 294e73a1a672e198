"""Benchmark: ``tresham replay GAME.json --trace OUT.jsonl`` on whole recorded games, from the
command line, start included; target 3x faster than the site's engine.

/work/venv/bin/python benchmarks/bench_replay.py [--runs N] [GAME.json ...]

By default the three dev games of 700-900 actions in tests/data/games: 1862's standard
three-player game (702 actions), 1824's older three-player game (782) and 1840's small
three-player game (881). Each is replayed as a user runs it: a new Python process
(``python -m tresham replay FILE --trace OUT``), with bytecode written and read as usual
(``PYTHONDONTWRITEBYTECODE`` is unset for it; one run first writes it), the best and the
median of ``--runs`` wall-clock runs (5 by default) printed, and the least CPU time a
run took (user and system: on a machine shared with other work the wall clock overstates
it; the target is judged on it). The site's engine (Ruby, on
this kind of machine) takes about 1.1-1.4 s a game, its start included: the target is a
third of 1.1 s.

Then the same replay in this process, split into its parts (CPU seconds, the best of the
runs): starting Python and importing the command, reading the export, the board replay,
the engine replay, and writing the trace.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GAMES = Path(__file__).parents[1] / "tests" / "data" / "games"
DEFAULT = ("1862/standard-3p.json", "1824/older-3p.json", "1840/three-player-small.json")
SITE = 1.1  # seconds a game takes the site's engine, at its fastest (issue 20, "Speed")
TARGET = SITE / 3


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def cold_runs(path: Path, runs: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds of ``runs`` replays in new processes (after one that
    writes bytecode). CPU seconds are what the process used, whatever else the machine runs."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    times, cpu = [], []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "trace.jsonl"
        command = [sys.executable, "-m", "tresham", "replay", str(path), "--trace", str(out)]
        for i in range(runs + 1):
            start, used = time.perf_counter(), _children_cpu()
            done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
            if i:
                times.append(time.perf_counter() - start)
                cpu.append(_children_cpu() - used)
            if done.returncode not in (0, 1):
                raise SystemExit(f"bench_replay: {path}: exit {done.returncode}: {done.stderr.strip()}")
    return times, cpu


def parts(path: Path, runs: int) -> dict[str, float]:
    """CPU seconds of each part of one replay in this process, the best of ``runs``."""
    from tresham.scenario.engine_replay import replay_engine
    from tresham.scenario.export import load_export
    from tresham.scenario.export_replay import replay_export
    from tresham.scenario.replay_report import player_names
    from tresham.scenario.trace import TraceWriter

    best: dict[str, float] = {}
    for _ in range(runs):
        clock = time.process_time()
        marks: dict[str, float] = {}
        export = load_export(path)
        marks["read the export"] = time.process_time() - clock
        clock = time.process_time()
        replay_export(export)
        marks["board replay"] = time.process_time() - clock
        clock = time.process_time()
        writer = TraceWriter(player_names(export))
        replayed = replay_engine(export, on_step=writer.step, on_start=writer.begin)
        writer.end(replayed.state, False)
        marks["engine replay with its trace"] = time.process_time() - clock
        clock = time.process_time()
        writer.text()
        marks["trace text"] = time.process_time() - clock
        for key, value in marks.items():
            best[key] = min(best.get(key, value), value)
    return best


def start_up(runs: int) -> float:
    """Wall-clock seconds of starting Python and importing the replay command."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    code = "import tresham.cli, tresham.cli_replay, tresham.scenario.replay_report"
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], env=env, check=True)
        times.append(time.perf_counter() - start)
    return min(times)


def main(argv: list[str]) -> int:
    runs = 5
    if "--runs" in argv:
        at = argv.index("--runs")
        runs = int(argv[at + 1])
        argv = argv[:at] + argv[at + 2 :]
    paths = [Path(a) for a in argv] or [GAMES / g for g in DEFAULT]
    print(f"tresham replay GAME --trace OUT, new process each run, best and median of {runs}")
    print(f"target: {TARGET:.2f} s a game (the site's engine: {SITE}-1.4 s)")
    print(f"start-up alone (python, import the command): {start_up(runs):.3f} s")
    for path in paths:
        from tresham.scenario.export import load_export

        actions = len(load_export(path).actions)
        times, cpu = cold_runs(path, runs)
        best, median = min(times), statistics.median(times)
        verdict = "meets" if min(cpu) <= TARGET else "misses"
        least = min(cpu)
        print(
            f"{path.parent.name}/{path.name}: {actions} actions: best {best:.3f} s, median {median:.3f} s "
            f"wall; best {least:.3f} s CPU ({SITE / least:.1f}x the site's fastest; {verdict} the target)"
        )
        for part, seconds in parts(path, runs).items():
            print(f"    {part}: {seconds:.3f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
