"""Fuzz tests for scenario files: ``tresham example show|run FILE.toml`` on mutated copies of
the bundled examples.

Two kinds of mutation: in the bytes (``test_fuzz.mutate``: broken TOML, non-UTF-8, deep
nesting) and in the values (a value of an inline table or a ``key = value`` line replaced
by another value of the same file, a wrong type, a huge number or a name of nothing), so
that most files still parse and reach the setup, the actions and the expectations.
``TRESHAM_FUZZ_EXAMPLES`` deepens the run, as for ``test_fuzz.py``.
"""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from tresham.cli import main

from .test_fuzz import FUZZ, assert_clean, files_under, mutate, mutations, workdir

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = sorted(
    p for p in (ROOT / "data" / "games").glob("*/examples/*.toml") if "[[step]]" in p.read_text()
)
VALUE = re.compile(rb'(?<== )("[^"\n]*"|-?\d+|true|false)')
ODD = [
    b"-1",
    b"99999999999999999999",
    b'""',
    b"[]",
    b"{}",
    b"1.5",
    b'"Z99"',
    b'"nope"',
    b'"' + b"x" * 300 + b'"',
    b'{ type = "pass" }',
    b'{ type = "nope", entity = "Ann" }',
    b'[1, "a"]',
    b'"1e400"',
    b"nan",
    b"inf",
]


def swap_values(data: bytes, picks: list[tuple[float, float, bool, bytes]]) -> bytes:
    """Replace values: each pick chooses a value (by its fraction of all values) and puts in
    another value of the file, or an odd one."""
    for where, other, odd, piece in picks:
        found = list(VALUE.finditer(data))
        if not found:
            break
        m = found[int(where * (len(found) - 1))]
        new = piece if odd else found[int(other * (len(found) - 1))].group(0)
        data = data[: m.start()] + new + data[m.end() :]
    return data


PICKS = st.lists(
    st.tuples(st.floats(0, 1), st.floats(0, 1), st.booleans(), st.sampled_from(ODD)), min_size=1, max_size=3
)
COMMANDS = st.sampled_from([("show",), ("run",), ("run", "--json"), ("run", "--step")])


def run_clean(tmp: Path, content: bytes, command: tuple[str, ...]) -> None:
    path = tmp / "mine.toml"
    path.write_bytes(content)
    r = CliRunner().invoke(main, ["example", command[0], str(path), *command[1:]], input="\n" * 200)
    assert_clean(r)
    assert files_under(tmp) == {path}


@FUZZ
@given(scenario=st.sampled_from(SCENARIOS), picks=PICKS, command=COMMANDS)
def test_scenarios_with_swapped_values(scenario: Path, picks, command) -> None:
    with workdir() as tmp:
        run_clean(tmp, swap_values(scenario.read_bytes(), picks), command)


@FUZZ
@given(scenario=st.sampled_from(SCENARIOS), edits=mutations(), command=COMMANDS)
def test_scenarios_with_mutated_bytes(scenario: Path, edits, command) -> None:
    with workdir() as tmp:
        run_clean(tmp, mutate(scenario.read_bytes(), edits), command)
