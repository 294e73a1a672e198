"""Mutation testing of the rules (and the engine) on demand, with mutmut.

    .venv/bin/pip install -e '.[test,mutation]'     # mutmut, pinned in pyproject.toml
    .venv/bin/python benchmarks/mutation.py         # rules/ only: 9,500 mutants, 8-9 h on 2 busy cores
    .venv/bin/python benchmarks/mutation.py --engine            # rules/ and engine/
    .venv/bin/python benchmarks/mutation.py 'tresham.rules.tokens.*'  # one module (minutes)
    .venv/bin/python benchmarks/mutation.py --keep 'tresham.rules.lay.*'  # reuse mutants/
    .venv/bin/python benchmarks/mutation.py --keep --sample 0.05 'tresham.rules.*'  # 5% of each module

mutmut copies ``src/`` to ``mutants/``, changes one operator, constant or call at a time
and runs the tests that cover the changed function (``[tool.mutmut]`` in pyproject.toml
picks the rule, layout, route, engine and example tests; the kit, art and CLI tests are
left out, they would take minutes per mutant). A mutant is *killed* when a test fails,
*survives* when all pass. The table gives the score per module: killed (timeouts count as
killed) over all mutants, those no selected test reaches included; mutants not run yet
(a run stopped early) are left out and counted below the table. Survivors are written to
``mutants/survivors.txt``; ``.venv/bin/mutmut show NAME`` prints one as a diff.

Under mutmut every test builds its own rules objects (``tests/conftest.py``): a rules
object shared by the tests would run its constructor and its once-made check lists for one
test only, and mutmut would judge their mutants by that test alone. ``--sample`` draws a
fraction of each module's mutants (at least 3, seeded) from the mutants already generated
and runs those: a score for modules too big to run whole; the table then counts only the
mutants run.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MUTANTS = ROOT / "mutants"
KILLED = {1, 3, 24, 36, 152, 255, -24}  # mutmut's exit codes for "killed" and "timeout"
SURVIVED = {0}
NO_TESTS = {5, 33}


def mutmut() -> Path:
    exe = Path(sys.executable).parent / "mutmut"
    if not exe.exists():
        sys.exit("mutmut is not installed: .venv/bin/pip install -e '.[test,mutation]'")
    return exe


def run(patterns: list[str], jobs: int, keep: bool) -> float:
    if not keep and MUTANTS.exists():
        shutil.rmtree(MUTANTS)
    log = ROOT / "mutants.log"
    start = time.perf_counter()
    with log.open("w") as out:
        cmd = [str(mutmut()), "run", "--max-children", str(jobs), *patterns]
        done = subprocess.run(cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"mutmut failed (exit {done.returncode}); see {log}")
    log.unlink()
    return seconds


def module_of(mutant: str) -> str:
    """The module a mutant is in: ``tresham.rules.games.g18mag.rules.xǁRules18Magǁlabel_problem__mutmut_3``
    -> ``rules/games/g18mag/rules.py``."""
    dotted = mutant.split(".x\u01c1")[0].split(".x_")[0]
    path = "/".join(dotted.split(".")[1:])
    return f"{path}/__init__.py" if (ROOT / "src" / "tresham" / path).is_dir() else f"{path}.py"


def results(patterns: list[str]) -> dict[str, Counter[str]]:
    import fnmatch

    out: dict[str, Counter[str]] = {}
    for meta in sorted(MUTANTS.rglob("*.py.meta")):
        codes = json.loads(meta.read_text())["exit_code_by_key"]
        for name, code in codes.items():
            if patterns and not any(fnmatch.fnmatch(name, p) for p in patterns):
                continue
            if code is None:  # not run yet (a run stopped before it): not counted
                out.setdefault(module_of(name), Counter())["not run"] += 1
                continue
            kind = (
                "killed"
                if code in KILLED
                else "survived"
                if code in SURVIVED
                else "no tests"
                if code in NO_TESTS
                else "other"
            )
            out.setdefault(module_of(name), Counter())[kind] += 1
            if kind != "killed":
                out[module_of(name)]["names:" + name] += 1
    return out


def sample(patterns: list[str], fraction: float, seed: int) -> list[str]:
    """The names of a seeded ``fraction`` (at least 3) of each module's mutants matching ``patterns``."""
    import fnmatch
    import random

    rng = random.Random(seed)
    names: list[str] = []
    for meta in sorted(MUTANTS.rglob("*.py.meta")):
        keys = sorted(
            k
            for k in json.loads(meta.read_text())["exit_code_by_key"]
            if any(fnmatch.fnmatch(k, p) for p in patterns)
        )
        names += sorted(rng.sample(keys, min(len(keys), max(3, round(len(keys) * fraction)))))
    return names


def row(name: str, c: Counter[str]) -> str:
    n = c["killed"] + c["survived"] + c["no tests"] + c["other"]
    score = c["killed"] / n if n else 1.0
    return f"{name:36} {n:7} {c['killed']:6} {c['survived']:8} {c['no tests']:7} {score:6.1%}"


def report(table: dict[str, Counter[str]], seconds: float | None) -> None:
    print(f"{'module':36} {'mutants':>7} {'killed':>6} {'survived':>8} {'no test':>7} {'score':>6}")
    totals: dict[str, Counter[str]] = {}
    for module, c in sorted(table.items()):
        if c["killed"] + c["survived"] + c["no tests"] + c["other"]:
            print(row(module, c))
        totals.setdefault(module.split("/")[0] + "/ (all)", Counter()).update(c)
    for package, c in sorted(totals.items()):
        print(row(package, c))
    not_run = sum(c["not run"] for c in table.values())
    if not_run:
        print(f"{not_run} mutants not run (a run stopped early) are left out of the table")
    if seconds is not None:
        print(f"run time: {seconds / 60:.1f} min")
    survivors = sorted(k[6:] for c in table.values() for k in c if k.startswith("names:"))
    (MUTANTS / "survivors.txt").write_text("".join(s + "\n" for s in survivors))
    print(f"{len(survivors)} survivors listed in {MUTANTS.relative_to(ROOT)}/survivors.txt")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "patterns", nargs="*", help="mutant name patterns (fnmatch), e.g. 'tresham.rules.tokens.*'"
    )
    ap.add_argument("--engine", action="store_true", help="mutate src/tresham/engine/ as well")
    ap.add_argument("--jobs", type=int, default=2, help="mutants tested at once (default 2, one per core)")
    ap.add_argument("--keep", action="store_true", help="reuse mutants/ and the results already in it")
    ap.add_argument("--report", action="store_true", help="only print the table of the last run")
    ap.add_argument("--sample", type=float, help="run this fraction of each module's mutants (needs --keep)")
    ap.add_argument("--seed", type=int, default=8, help="the seed of --sample (default 8)")
    args = ap.parse_args()
    patterns = args.patterns or ["tresham.rules.*", *(["tresham.engine.*"] if args.engine else [])]
    if args.sample is not None:
        if not args.keep or not MUTANTS.exists():
            sys.exit("--sample draws from generated mutants: run one module first, then add --keep")
        patterns = sample(patterns, args.sample, args.seed)
    seconds = None if args.report else run(patterns, args.jobs, args.keep)
    report(results(patterns), seconds)


if __name__ == "__main__":
    main()
