"""Fuzz tests: random command lines for replay, routes, examples, example show|run and build.

Unlike ``test_fuzz.test_random_command_lines`` (any words in any order), each command line
here follows its command's grammar: the command, a first argument, then a few of its own
options, each with a value drawn from right ones, wrong ones and nonsense. That way most
lines get past click and reach tresham's own checks. Each must answer as
``test_fuzz.assert_clean`` demands and write only what its options name.
``TRESHAM_FUZZ_EXAMPLES`` deepens the run, as for ``test_fuzz.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from tresham.cli import main

from .test_fuzz import FUZZ, assert_clean, files_under, workdir

ROOT = Path(__file__).resolve().parents[1]
EXPORTS = [str(p) for p in sorted((ROOT / "tests" / "data" / "exports").glob("*.json"))]
LAYOUTS = [str(ROOT / "data" / "games" / "18lilliput" / "examples" / "layout-revenue-1.toml"),
           str(ROOT / "benchmarks" / "positions" / "18mag-mid.toml")]  # fmt: skip
SCENARIO = str(ROOT / "data" / "games" / "1862" / "examples" / "ex24-dividend-split.toml")
TINYRAIL = str(ROOT / "docs" / "examples" / "tinyrail")
NONSENSE = ["", "-1", "0", "99999999999999999999", "nan", "x" * 300, "é", "\x01", "..", "/", "--json"]
OUTPUTS = ["out.svg", "out.png", "out.pdf", "out.toml", "out.xyz", "sub/out.svg", "."]


def values(*right: str) -> st.SearchStrategy[str]:
    """Right values three times out of four."""
    return st.one_of(
        st.sampled_from(right), st.sampled_from(right), st.sampled_from(right), st.sampled_from(NONSENSE)
    )


GRAMMAR: dict[str, tuple[list[str], dict[str, st.SearchStrategy[str] | None]]] = {
    "replay": (
        [*EXPORTS, *LAYOUTS, "missing.json"],
        {"--until": values("1", "3", "12"), "--render": values(*OUTPUTS), "--layout": values(*OUTPUTS),
         "--json": None},
    ),
    "routes": (
        [*LAYOUTS, *EXPORTS, "missing.toml"],
        {"--company": values("MR", "SR", "1", "mr", "BK"),
         "--trains": values("3,2", "2", "3,3,3", "4D", ",,"),
         "--claim": values("3: -1,-1-0,-1-1,0-0,0", "2: 0,0-1,0", "3: E12-E14-F13", "2:", ";"),
         "--extras": values("RABA", "SNW,RABA", ",,"), "--json": None, "--svg": values(*OUTPUTS),
         "--png": values(*OUTPUTS), "--pdf": values(*OUTPUTS)},
    ),
    "examples": (["1862", "18mag", "1840", "1824", "18lilliput", "tinyrail", "nope", ""], {"--json": None}),
    "show": (["1862/ex24-dividend-split", SCENARIO, "1862/nope", "nope", "../x.toml"], {"--help": None}),
    "run": (
        ["1862/ex24-dividend-split", "18lilliput/e1-first-stock-round", SCENARIO, "1862/", "x.toml", ""],
        {"--json": None, "--step": None, "--format": values("svg", "png", "pdf")},
    ),
    "build": (
        [TINYRAIL, "nope", "../x", "x" * 300],
        {"--only": values("tiles", "manifest", "tiles,manifest", "papers", "map,map", ",,,"),
         "--map": values("standard", "main"), "--players": values("2", "3", "7"),
         "--backs": values("separate", "duplex"), "--json": None, "--no-svg": None, "--quiet": None,
         "--tile-size": values("20", "80", "15.0", "1e400")},
    ),
}  # fmt: skip


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(sorted(GRAMMAR)))
    firsts, options = GRAMMAR[command]
    argv = [*(["example"] if command in ("show", "run") else []), command, draw(st.sampled_from(firsts))]
    chosen = draw(st.lists(st.sampled_from(sorted(options)), max_size=4, unique=True))
    if command == "routes" and "--company" not in chosen:
        chosen.insert(0, "--company")  # a required option
    for name in chosen:
        value = options[name]
        argv += [name] if value is None else [name, draw(value)]
    if command == "build":
        argv += ["--out", "kit"]
        if argv[2] == TINYRAIL and "--only" not in argv:
            argv += ["--only", "manifest"]  # a whole kit is correct input and takes seconds
    return argv


@FUZZ
@given(argv=command_lines())
def test_command_lines_of_the_new_commands(argv: list[str]) -> None:
    with workdir() as tmp:
        r = CliRunner().invoke(main, argv, input="\n" * 100)
        assert_clean(r)
        named = {Path(os.path.normpath(tmp / a)) for a in argv if a and "\x00" not in a}
        for p in files_under(tmp):  # only files the command line named, or files inside a named folder
            assert p in named or any(q in p.parents for q in named), p
