"""Benchmark: hostile input at size. A layout of 100,000 lays is checked (or refused) within
bounded memory; a deep fuzz run of every fuzz test.

python benchmarks/bench_hostile.py [LAYS] [FUZZ_EXAMPLES]

Prints the time and peak memory (max RSS) of ``tresham check`` on the big layout, then runs
``tests/test_fuzz.py`` with FUZZ_EXAMPLES examples per test (default 500).
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def big_layout(path: Path, lays: int) -> None:
    lay = '[[lay]]\nhex = "E12"\ntile = "L33"\nrotation = 2\n'
    path.write_text('game = "18mag"\n\n' + "\n".join(lay for _ in range(lays)), encoding="utf-8")


def main() -> None:
    lays = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    examples = sys.argv[2] if len(sys.argv) > 2 else "500"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.toml"
        big_layout(path, lays)
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "tresham", "check", str(path)], capture_output=True, text=True
        )
        took = time.perf_counter() - start
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        size = path.stat().st_size / 1e6
        print(f"check {lays} lays ({size:.1f} MB): exit {done.returncode}, {took:.1f} s, peak {peak:.0f} MB")
        print("  " + (done.stdout.strip().splitlines() or done.stderr.strip().splitlines() or [""])[-1])
    env = {**os.environ, "TRESHAM_FUZZ_EXAMPLES": examples}
    start = time.perf_counter()
    fuzz = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", str(ROOT / "tests" / "test_fuzz.py")], env=env
    )
    print(f"fuzz, {examples} examples per test: exit {fuzz.returncode}, {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
