"""Benchmark: the best runs of the companies in each position of ``benchmarks/positions``.

python benchmarks/bench_routes.py [POSITION ...]

Each position is a layout with ``[[train]]`` entries (``route_positions.py`` writes them):
the densest late game of each mapped game (three trains, or 1840's three lines with one
tram each) and a mid game. For every company with trains the search runs five times; the
median is printed, with the total and the stops of the runs. Targets (issue 10): under 1 s
for each late game, under 50 ms for a mid game.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

from tresham.rules.routes import best_runs
from tresham.scenario.layout import load_layout
from tresham.scenario.layout_check import check_layout

HERE = Path(__file__).parent / "positions"


def bench(path: Path, repeat: int = 5) -> float:
    layout = load_layout(path)
    report = check_layout(layout)
    runners: dict[str, list[str]] = {}
    for t in layout.trains:
        runners.setdefault(t.company, []).append(t.name)
    total_ms = 0.0
    for company, trains in runners.items():
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            runs = best_runs(report.rules, report.board, company, trains, layout.last_phase)
            times.append((time.perf_counter() - t0) * 1000)
        ms = statistics.median(times)
        total_ms += ms
        print(f"  {company:<5} {','.join(trains):<14} {ms:8.1f} ms  total {runs.total}")
        for r in runs.runs:
            print(f"        {r.train}: {r.describe()} = {r.revenue}")
    return total_ms


def main() -> None:
    paths = [Path(p) for p in sys.argv[1:]] or sorted(HERE.glob("*.toml"))
    for path in paths:
        layout = load_layout(path)
        print(f"{path.stem}: {layout.game.title}, {len(layout.lays)} lays, phase {layout.last_phase}")
        ms = bench(path)
        print(f"  = {ms:.1f} ms")


if __name__ == "__main__":
    main()
