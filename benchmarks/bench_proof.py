"""Benchmark: ``tresham proof`` of every bundled game; target at most 0.3 s per game.

/work/venv/bin/python benchmarks/bench_proof.py [GAME...]

Each game is loaded first (not timed), then proved once in a fresh rules object. Times are
CPU seconds of this process (``time.process_time``), so other work on the machine does not
inflate them; wall-clock seconds are shown beside them.
"""

from __future__ import annotations

import sys
import time

TARGET = 0.3
GAMES = ("18mag", "1824", "1840", "1862", "18lilliput")


def main() -> int:
    from tresham.data import load_game
    from tresham.rules.proof import proof

    worst = 0.0
    for gid in sys.argv[1:] or GAMES:
        game = load_game(gid)
        cpu, wall = time.process_time(), time.perf_counter()
        report = proof(game)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        worst = max(worst, cpu)
        verdict = "clean" if report.ok else "FINDINGS"
        print(f"{gid:<11} proof in {cpu:.3f} s CPU ({wall:.3f} s wall), {len(report.first)} hexes, {verdict}")
    print(f"slowest {worst:.3f} s; target {TARGET} s: {'met' if worst <= TARGET else 'MISSED'}")
    return 0 if worst <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
