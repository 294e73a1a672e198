"""Benchmark: the best runs of the companies in each position of ``benchmarks/positions``.

python benchmarks/bench_routes.py [--repeat N] [POSITION[+EXTRA,...] ...]

Each position is a layout with ``[[train]]`` entries (``route_positions.py`` writes them,
each one a real game can reach: train limits, trains of the phase): the densest late game
of each mapped game (1824's Staatsbahn and 1862's NGC with three trains, 18Mag's minor with
its limit of two, 1840's three lines with one tram each) and a mid game. 18Mag's late game
is also run with each rail car the company may buy (RÁBA, G&C, SNW), with G&C and SNW
(plus trains that may pass a mine, the most routes) and with all three
(``18mag-late+RABA,G&C,SNW``). The ``-late4`` positions run four trains, the most the game
lets one company hold late (``route_positions.FOUR``: 1824's Staatsbahn in phase 5, 1862's
NGC in phase H with trains bought in phases E and F); ``1824-late10`` runs the longest
trains 1824's UG may hold at the end (10, 8, 6 in phase 10), and ``1824-sd10`` the same
trains run by the Südbahn on its own board, around Wien (``route_positions.OWN_BOARD``). For every
company with trains the search runs ``--repeat`` times (default 3); the median CPU time
(``time.process_time``, so a loaded machine does not inflate it) is printed, with the
total and the stops of the runs. Targets (issue 10): under 1 s for each late game, under
50 ms for a mid game.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from tresham.rules.routes import best_runs
from tresham.scenario.layout import load_layout
from tresham.scenario.layout_check import check_layout

HERE = Path(__file__).parent / "positions"
CARS = ("RABA", "G&C", "SNW")
ALL_CARS = ",".join(CARS)
WITH_CARS = [f"18mag-late+{car}" for car in CARS] + ["18mag-late+G&C,SNW", f"18mag-late+{ALL_CARS}"]


def cases() -> list[str]:
    """Every position, then 18Mag's late game with rail cars."""
    return [p.stem for p in sorted(HERE.glob("*.toml"))] + WITH_CARS


def bench(case: str, repeat: int) -> float:
    """The median CPU seconds of every company's search in ``case`` (a position's name, then
    ``+`` and the extras, if any), added up."""
    name, _, extra_text = case.partition("+")
    extras = [e for e in extra_text.split(",") if e]
    layout = load_layout(HERE / f"{name}.toml")
    print(f"{case}: {layout.game.title}, {len(layout.lays)} lays, phase {layout.last_phase}")
    report = check_layout(layout)
    runners: dict[str, list[str]] = {}
    for t in layout.trains:
        runners.setdefault(t.company, []).append(t.name)
    total = 0.0
    for company, trains in runners.items():
        times = []
        for _ in range(repeat):
            t0 = time.process_time()
            runs = best_runs(report.rules, report.board, company, trains, layout.last_phase, extras=extras)
            times.append(time.process_time() - t0)
        cpu = statistics.median(times)
        total += cpu
        print(f"  {company:<5} {','.join(trains):<14} {cpu:8.3f} s  total {runs.total}")
        for r in runs.runs:
            print(f"        {r.train}: {r.describe()} = {r.revenue}")
    print(f"  = {total:.3f} CPU s")
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("cases", nargs="*", help="positions (stems), e.g. 1824-late or 18mag-late+SNW")
    args = parser.parse_args()
    summary = [(case, bench(case, args.repeat)) for case in args.cases or cases()]
    print("\nCPU seconds (median of each company's search, added up)")
    for case, cpu in summary:
        print(f"  {case:<28} {cpu:8.3f}")


if __name__ == "__main__":
    main()
