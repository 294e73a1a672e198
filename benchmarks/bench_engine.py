"""Benchmark: run every bundled example, and play a long stock round, and print the times.

.venv/bin/python benchmarks/bench_engine.py [ROUNDS]

The stock round: three players of 1862 buy one share each turn from the IPO of the
company with the most left, then pass, ROUNDS times round the table (legal_actions is
asked at every turn, as a bot or a UI would).
"""

from __future__ import annotations

import sys
import time

import tresham
from tresham.engine import apply, legal_actions
from tresham.scenario import example_ids, run_example


def run_examples() -> tuple[int, int, float]:
    start = time.perf_counter()
    steps = 0
    ids = example_ids()
    for example_id in ids:
        report = run_example(example_id)
        assert report.ok, example_id
        steps += len(report.steps)
    return len(ids), steps, time.perf_counter() - start


def long_stock_round(rounds: int) -> tuple[int, float]:
    state = tresham.state_from_setup(
        "1862",
        ["Ann", "Bob", "Cy"],
        {
            "round": {"kind": "stock", "number": 2, "entity": "Ann"},
            "players": {p: {"cash": 100_000} for p in ("Ann", "Bob", "Cy")},
            "companies": {c: {"price": 100, "par": 100} for c in ("ECR", "ENR", "ESR", "EUR", "FDR")},
        },
    )
    start = time.perf_counter()
    actions = 0
    for _ in range(rounds * 3):
        buys = [a for a in legal_actions(state) if a.TYPE == "buy_shares"]
        for action in buys[:1]:
            state = apply(state, action).state
            actions += 1
        state = apply(state, tresham.action({"type": "pass", "entity": state.round.entity})).state
        actions += 1
    return actions, time.perf_counter() - start


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    n, steps, seconds = run_examples()
    print(f"{n} examples, {steps} steps: {seconds:.2f} s ({1000 * seconds / steps:.1f} ms a step)")
    actions, seconds = long_stock_round(rounds)
    print(f"stock round, {actions} actions with legal_actions each turn: {seconds:.2f} s")


if __name__ == "__main__":
    main()
