"""How long a full kit takes, per game: run on demand, prints its figures.

    python benchmarks/bench_build.py [--paper a4|letter] [--repeat N] [GAME ...]

For each game, in a fresh process: the time to load the data, the best of N full builds
(every family, PDFs and SVGs, written to a temporary folder) with a warm process, the
whole ``tresham build`` command from a cold start, and the peak memory (max RSS).
Target (issue 4): a full kit in under 1 s per game on a 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time

GAMES = ("18mag", "1824", "1840", "1862", "18lilliput")

CHILD = r"""
import json, resource, sys, tempfile, time
from pathlib import Path
t0 = time.perf_counter()
from tresham.data import load_game
from tresham.kit.build import build
from tresham.kit.paper import PrintSettings
game = load_game(sys.argv[1])
t1 = time.perf_counter()
best = None
with tempfile.TemporaryDirectory() as tmp:
    for i in range(int(sys.argv[3])):
        s = time.perf_counter()
        result = build(game, PrintSettings(paper=sys.argv[2]), Path(tmp) / str(i))
        best = min(best or 1e9, time.perf_counter() - s)
pages = sum(f.pages for f in result.files if f.path.name.endswith("-kit.pdf"))
files = len(result.files) + len(result.svgs)
print(json.dumps({"load": t1 - t0, "build": best, "pages": pages, "files": files,
                  "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", default=list(GAMES))
    ap.add_argument("--paper", default="a4")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    print(f"{'game':<12}{'load s':>8}{'build s':>9}{'cli s':>8}{'pages':>7}{'files':>7}{'max MB':>8}")
    worst = 0.0
    for game in args.games:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, game, args.paper, str(args.repeat)],
            check=True,
            capture_output=True,
            text=True,
        )
        fig = json.loads(out.stdout)
        with tempfile.TemporaryDirectory() as tmp:
            s = time.perf_counter()
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "tresham",
                    "build",
                    game,
                    "--paper",
                    args.paper,
                    "--out",
                    tmp,
                    "--quiet",
                ],
                check=True,
            )
            cli = time.perf_counter() - s
        worst = max(worst, fig["build"])
        print(
            f"{game:<12}{fig['load']:>8.2f}{fig['build']:>9.2f}{cli:>8.2f}{fig['pages']:>7}{fig['files']:>7}"
            f"{fig['rss_mb']:>8.0f}"
        )
    print(f"slowest warm build: {worst:.2f} s (target: under 1 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
