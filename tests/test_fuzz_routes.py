"""Fuzz tests for ``tresham routes``: mutated claims, ``--trains`` and ``--extras`` specs,
and layouts whose ``[[train]]`` tables are mutated.

The positions are the benchmark's mid games (one per mapped game) and 18 Lilliput's
revenue example. Each position's best runs, written as a claim, are the claim that gets
mutated, so most mutations still parse and reach the route rules. Whatever the input,
``routes`` answers as ``test_fuzz.assert_clean`` demands: 0 (best runs, or a claim that
is the best), 1 (a claim illegal or not the best) or 2 with one line.
``TRESHAM_FUZZ_EXAMPLES`` deepens the run, as for ``test_fuzz.py``.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from .test_fuzz import FUZZ, assert_clean, files_under, invoke, workdir

ROOT = Path(__file__).resolve().parents[1]
POSITIONS = [
    *sorted((ROOT / "benchmarks" / "positions").glob("*-mid.toml")),
    ROOT / "data" / "games" / "18lilliput" / "examples" / "layout-revenue-1.toml",
]
PIECES = ["", ";", ":", "-", "--", ",", ".c0", ".c1", ".t0", ".o0", ".c99999999999999999999", ".x1",
          "E12", "A1", "Z99", "0,0", "99999999999999999999,0", "2", "4D", "2/3E", "\x00", " ", "x" * 300,
          "a11", "2:", "é"]  # fmt: skip
TRAIN_TABLES = [
    "\n[[train]]\ncompany = '{c}'\nname = 99\n",
    "\n[[train]]\n",
    "\n[[train]]\ncompany = '{c}'\nname = 'ZZ'\n",
    "\n[[train]]\ncompany = '{c}'\nname = '2'\njunk = 1\n",
    "\ntrain = 5\n",
    "\n[[train]]\ncompany = ''\nname = ''\n",
    "\n[[train]]\ncompany = 'nobody'\nname = '2'\n",
]


@cache
def position(path: Path) -> tuple[str, str, str]:
    """The company of the position's first ``[[train]]``, its trains, and its best runs as a claim."""
    company = re.search(r'\[\[train\]\]\s*company = "([^"]+)"', path.read_text("utf-8"))
    assert company is not None
    r = invoke("routes", str(path), "--company", company.group(1), "--json")
    best = json.loads(r.stdout)
    claim = "; ".join(f"{run['train']}: " + "-".join(s["hex"] for s in run["stops"]) for run in best["runs"])
    trains = ",".join(run["train"] for run in best["runs"])
    return company.group(1), trains, claim


Edit = tuple[str, float, float, str]
TEXT_EDITS = st.lists(
    st.tuples(st.sampled_from(["insert", "delete", "replace"]), st.floats(0, 1), st.floats(0, 1),
              st.sampled_from(PIECES)),
    min_size=1,
    max_size=3,
)  # fmt: skip


def mutate_text(text: str, edits: list[Edit]) -> str:
    for kind, a, b, piece in edits:
        i = int(a * len(text))
        j = min(len(text), i + int(b * 6))
        text = (
            text[:i] + piece + text[i:]
            if kind == "insert"
            else text[:i] + (piece if kind == "replace" else "") + text[j:]
        )
    return text


@FUZZ
@given(
    path=st.sampled_from(POSITIONS),
    claim=st.one_of(st.none(), TEXT_EDITS),
    trains=st.one_of(st.none(), st.just([]), TEXT_EDITS),
    extras=st.one_of(st.none(), st.sampled_from(["", "RABA", "SNW,RABA", "x", ",,,", "RABA,RABA"])),
    table=st.one_of(st.none(), st.sampled_from(TRAIN_TABLES)),
    as_json=st.booleans(),
)
def test_mutated_claims_and_trains(path: Path, claim, trains, extras, table, as_json) -> None:
    company, held, best = position(path)
    with workdir() as tmp:
        layout = tmp / "position.toml"
        layout.write_text(path.read_text("utf-8") + (table or "").format(c=company), "utf-8")
        argv = ["routes", str(layout), "--company", company]
        if claim is not None:
            argv += ["--claim", mutate_text(best, claim)]
        if trains is not None:
            argv += ["--trains", mutate_text(held, trains)]
        if extras is not None:
            argv += ["--extras", extras]
        r = invoke(*argv, *(["--json"] if as_json else []))
        assert_clean(r)
        assert files_under(tmp) == {layout}
