"""Benchmark: what the connection walks cost ``tresham check`` on a late-game board.

.venv/bin/python benchmarks/bench_connection.py [--rounds N]

The position is bench_check.py's (tests/data/layouts/late-18mag.toml: 130 lays, 22 tokens).
The whole layout is checked three ways, in CPU time (``time.process_time``), the best of
many runs, the three taken in turns so that other work on the machine slows each alike:

1. as ``tresham check`` checks it;
2. with every lay taken as connected (``lay_reached`` answers True without walking);
3. with every token taken as connected too (``token.connection`` finds nothing).

The differences are what the lays' and the tokens' connection walks cost (goal walks: see
src/tresham/rules/goal_walk.py). Every verdict stays legal, so the three checks do the same
work but for those walks. Run it with ``env -u PYTHONDONTWRITEBYTECODE`` (else imports are
compiled again and counted).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

LATE = Path(__file__).parents[1] / "tests" / "data" / "layouts" / "late-18mag.toml"


def main() -> int:
    from tresham.rules import tokens
    from tresham.rules.connection_hooks import ConnectionHooks
    from tresham.scenario.layout import parse_layout
    from tresham.scenario.layout_check import check_layout

    layout = parse_layout(LATE.read_text(encoding="utf-8"), LATE.name)
    walked_lays, walked_tokens = ConnectionHooks.lay_reached, tokens.connection_problem

    def connected(self: ConnectionHooks, ctx: object, company: str) -> bool:
        return True

    def ways(way: int) -> None:
        ConnectionHooks.lay_reached = walked_lays if way == 0 else connected
        tokens.connection_problem = walked_tokens if way < 2 else (lambda ctx: None)

    rounds = int(sys.argv[sys.argv.index("--rounds") + 1]) if "--rounds" in sys.argv else 10
    best = [float("inf")] * 3
    ok = True
    for _ in range(rounds):
        for way in range(3):
            ways(way)
            check_layout(layout)  # (the caches as a second run finds them)
            for _ in range(10):
                cpu = time.process_time()
                report = check_layout(layout)
                best[way] = min(best[way], time.process_time() - cpu)
                ok = ok and report.ok
    ways(0)
    check, lays, tokens_only = (b * 1000 for b in best)
    n = len(report.lays)
    print(f"check: {n} lays, {len(report.tokens)} tokens: {check:.2f} ms, {n / best[0]:,.0f} lays/s")
    print(f"connection walks: lays {check - lays:.2f} ms, tokens {lays - tokens_only:.2f} ms")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
