"""How long a full kit takes, per game: run on demand, prints its figures.

    python benchmarks/bench_build.py [--paper a4|letter] [--repeat N] [GAME ...]

For each game: the time to load the data; the first build in a fresh process, as one
``tresham build`` meets it with every cache of tile and map art still empty (median of N
fresh processes): ``1st cpu``, its CPU time with every parallel job run in this process,
and ``1st 2c``, its time on two idle cores (each parallel round's jobs timed one by one,
then dealt heaviest first to two cores the way the build deals them, 5 ms per fork); then,
in one warm process, the median of N full builds (every family, PDFs and SVGs, written to a
temporary folder) on the cores ``TRESHAM_JOBS`` allows (two by default) and the CPU they used
(this process and its workers), and the same two-core estimate of a warm build
(``2-core s``); the whole ``tresham build`` command from a cold start; the kit's pages and
the files written; and the peak memory (max RSS).

The estimates above run every job in this process, where everything drawn before is
remembered; a real build forks a copy per round, which pays for the fork, for sending its
results back, and for whatever it has to draw afresh. So real two-core builds are measured
too, in CPU: ``serial`` is this process's work outside the parallel rounds, and ``fork 2c``
adds each round as the busier of this process and its copy (``1st fork`` for a first build
in a fresh process, ``fork 2c`` for warm builds; medians). This is the figure to hold
against the target when the machine is shared. Wall-clock figures depend on what else the
machine is doing; the CPU and estimate columns much less. Run it with
``PYTHONDONTWRITEBYTECODE`` unset, or every import is compiled again and counted.

Target (issue 13): the whole kit in at most 0.4 s median per game on two cores.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time

GAMES = ("18mag", "1824", "1840", "1862", "18lilliput")
TARGET = 0.4

TIMED = r"""
import time
rounds = []

def timed(jobs, weights=None):
    # each job of a parallel round timed one by one, then dealt heaviest first to two cores
    times, results = [], []
    for job in jobs:
        s = time.process_time()
        results.append(job())
        times.append(time.process_time() - s)
    w = weights or [1.0] * len(jobs)
    cores = [0.0, 0.0]
    for i in sorted(range(len(jobs)), key=lambda i: (-w[i], i)):
        cores[cores.index(min(cores))] += times[i]
    rounds.append((sum(times), max(cores) + 0.005 * bool(jobs)))  # 5 ms: a fork
    return results

def estimate(run):
    # the CPU of ``run`` in this process, and its time on two idle cores
    import tresham.kit.build as kb, tresham.kit.render as render
    saved = kb.run_all, render.run_all
    kb.run_all = render.run_all = timed
    rounds.clear()
    s = time.process_time()
    try:
        run()
    finally:
        kb.run_all, render.run_all = saved
    total = time.process_time() - s
    return total, total - sum(r[0] for r in rounds) + sum(r[1] for r in rounds)
"""

FORKED = r"""
import resource

def _cpu():
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, kids.ru_utime + kids.ru_stime

def forked(run):
    # a real build on two cores, in CPU: this process's work outside the parallel rounds,
    # all the rounds' work, and the rounds each counted as the busier of the two processes
    import tresham.kit.build as kb, tresham.kit.parallel as par, tresham.kit.render as render
    rounds = []
    def counted(jobs, weights=None):
        a = _cpu()
        out = par.run_all(jobs, weights)
        b = _cpu()
        rounds.append((b[0] - a[0], b[1] - a[1]))
        return out
    saved = kb.run_all, render.run_all
    kb.run_all = render.run_all = counted
    a = _cpu()
    try:
        run()
    finally:
        kb.run_all, render.run_all = saved
    b = _cpu()
    serial = b[0] - a[0] - sum(own for own, _ in rounds)
    return serial, sum(own + kid for own, kid in rounds), serial + sum(max(r) for r in rounds)
"""

FIRST_FORKED = (
    FORKED
    + r"""
import json, sys, tempfile
from pathlib import Path
from tresham.data import load_game
from tresham.kit.build import build
from tresham.kit.paper import PrintSettings
game = load_game(sys.argv[1])
with tempfile.TemporaryDirectory() as tmp:
    serial, par, est = forked(lambda: build(game, PrintSettings(paper=sys.argv[2]), Path(tmp)))
print(json.dumps({"first_fork": est}))
"""
)

FIRST = (
    TIMED
    + r"""
import json, sys, tempfile
from pathlib import Path
from tresham.data import load_game
from tresham.kit.build import build
from tresham.kit.paper import PrintSettings
game = load_game(sys.argv[1])
with tempfile.TemporaryDirectory() as tmp:
    cpu, est = estimate(lambda: build(game, PrintSettings(paper=sys.argv[2]), Path(tmp)))
print(json.dumps({"first": cpu, "first_est": est}))
"""
)

CHILD = (
    TIMED
    + FORKED
    + r"""
import json, resource, statistics, sys, tempfile, time
from pathlib import Path
t0 = time.perf_counter()
from tresham.data import load_game
from tresham.kit.build import build
from tresham.kit.paper import PrintSettings
game = load_game(sys.argv[1])
t1 = time.perf_counter()

def cpu():
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

walls, cpus = [], []
with tempfile.TemporaryDirectory() as tmp:
    build(game, PrintSettings(paper=sys.argv[2]), Path(tmp) / "warm")  # imports, fonts, caches
    for i in range(int(sys.argv[3])):
        c, s = cpu(), time.perf_counter()
        build(game, PrintSettings(paper=sys.argv[2]), Path(tmp) / str(i))
        walls.append(time.perf_counter() - s)
        cpus.append(cpu() - c)
    out = Path(tmp) / "0"
    files = sum(1 for p in out.rglob("*") if p.is_file() and not p.name.startswith("."))
    from pypdf import PdfReader
    pages = len(PdfReader(out / f"{sys.argv[1]}-kit.pdf").pages)
    ests = [estimate(lambda: build(game, PrintSettings(paper=sys.argv[2]), Path(tmp) / f"e{i}"))[1]
            for i in range(int(sys.argv[3]))]
    forks = [forked(lambda: build(game, PrintSettings(paper=sys.argv[2]), Path(tmp) / f"f{i}"))
             for i in range(int(sys.argv[3]))]
print(json.dumps({"load": t1 - t0, "build": statistics.median(walls), "cpu": statistics.median(cpus),
                  "est": statistics.median(ests),
                  "serial": statistics.median(f[0] for f in forks),
                  "par": statistics.median(f[1] for f in forks),
                  "fork": statistics.median(f[2] for f in forks),
                  "pages": pages, "files": files,
                  "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""
)


def _child(code: str, *args: str) -> dict:
    out = subprocess.run([sys.executable, "-c", code, *args], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games", nargs="*", default=list(GAMES))
    ap.add_argument("--paper", default="a4")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    heads = (
        "load s",
        "1st cpu",
        "1st 2c",
        "1st fork",
        "build s",
        "cpu s",
        "2-core s",
        "serial",
        "par cpu",
        "fork 2c",
        "cli s",
        "pages",
        "files",
        "max MB",
    )
    print(f"{'game':<12}" + "".join(f"{h:>9}" for h in heads))
    worst = worst_est = worst_first = worst_fork = worst_first_fork = 0.0
    for game in args.games:
        fig = _child(CHILD, game, args.paper, str(args.repeat))
        firsts = [_child(FIRST, game, args.paper) for _ in range(args.repeat)]
        fig["first"] = statistics.median(f["first"] for f in firsts)
        fig["first_est"] = statistics.median(f["first_est"] for f in firsts)
        forks = [_child(FIRST_FORKED, game, args.paper) for _ in range(args.repeat)]
        fig["first_fork"] = statistics.median(f["first_fork"] for f in forks)
        with tempfile.TemporaryDirectory() as tmp:
            s = time.perf_counter()
            command = ["build", game, "--paper", args.paper, "--out", tmp, "--quiet"]
            subprocess.run([sys.executable, "-m", "tresham", *command], check=True)
            cli = time.perf_counter() - s
        worst = max(worst, fig["build"])
        worst_est = max(worst_est, fig["est"])
        worst_first = max(worst_first, fig["first_est"])
        worst_fork = max(worst_fork, fig["fork"])
        worst_first_fork = max(worst_first_fork, fig["first_fork"])
        print(
            f"{game:<12}{fig['load']:>9.2f}{fig['first']:>9.2f}{fig['first_est']:>9.2f}"
            f"{fig['first_fork']:>9.2f}{fig['build']:>9.2f}{fig['cpu']:>9.2f}"
            f"{fig['est']:>9.2f}{fig['serial']:>9.2f}{fig['par']:>9.2f}{fig['fork']:>9.2f}{cli:>9.2f}"
            f"{fig['pages']:>9}"
            f"{fig['files']:>9}{fig['rss_mb']:>9.0f}"
        )
    print(f"slowest median build: {worst:.2f} s here, {worst_est:.2f} s estimated on two idle cores")
    print(f"slowest first build: {worst_first:.2f} s estimated on two idle cores")
    print(f"real two-core builds, in CPU: slowest warm {worst_fork:.2f} s, first {worst_first_fork:.2f} s")
    print(f"target (issue 13): at most {TARGET} s per game on two cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
