"""Fuzz tests: mutated layouts, tile files and game folders, and random command lines.

Whatever the input, tresham must answer without a traceback: exit 0 or 1 with its normal
output, or exit 2 with exactly one line on stderr; and it writes only where it was asked.
The suite runs a few examples of each (a few seconds); for a deeper run set
``TRESHAM_FUZZ_EXAMPLES``, e.g. ``TRESHAM_FUZZ_EXAMPLES=2000 python -m pytest tests/test_fuzz.py``.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from click.testing import CliRunner, Result
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tresham.cli import main
from tresham.data.games import clear_cache

ROOT = Path(__file__).resolve().parents[1]
LAYOUTS = sorted((ROOT / "data" / "games").glob("*/examples/*.toml"))
TINYRAIL = ROOT / "docs" / "examples" / "tinyrail"
TILES = (ROOT / "data" / "tiles" / "common.toml").read_text("utf-8").split("\n\n")[1:8]

EXAMPLES = int(os.environ.get("TRESHAM_FUZZ_EXAMPLES", "12"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=EXAMPLES <= 12,  # the suite's run is the same every time; a deep run explores
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

# Pieces that broke parsers before, or are likely to: TOML syntax, huge and negative numbers,
# long names, non-UTF-8 bytes, deep nesting, paths.
HOSTILE = [
    b'"',
    b"[",
    b"]]",
    b"=",
    b"{",
    b"\n[[lay]]\n",
    b"\n[[token]]\n",
    b"\nhex = 5\n",
    b'\ntile = "' + b"x" * 300 + b'"\n',
    b"\nrotation = -1\n",
    b"\nrotation = 99999999999999999999\n",
    b'\ngame = "../x"\n',
    b'\ngame = "/etc"\n',
    b"\nx = " + b"[" * 2000 + b"]" * 2000 + b"\n",
    b"\xff\xfe",
    b"\x00",
    b"\xc3\x28",
    "Ωμέγα".encode(),
    b'\ncolor = "ultraviolet"\n',
    b'\npaths = ["0-c9"]\n',
    b"\ncount = -5\n",
    b"\ndistance = { visit = 2, pay = 9 }\n",
    b"\ntrain_limit = { nobody = 2 }\n",
    b'\nhome = ["Z99"]\n',
    b'\nfile = "../../etc/passwd"\n',
]


def mutations() -> st.SearchStrategy[list[tuple[str, float, float, bytes]]]:
    edit = st.tuples(
        st.sampled_from(["insert", "delete", "replace", "duplicate"]),
        st.floats(0, 1),
        st.floats(0, 1),
        st.one_of(st.sampled_from(HOSTILE), st.binary(max_size=12)),
    )
    return st.lists(edit, min_size=1, max_size=4)


def mutate(data: bytes, edits: list[tuple[str, float, float, bytes]]) -> bytes:
    for kind, a, b, piece in edits:
        i = int(a * len(data))
        j = min(len(data), i + int(b * 40))
        if kind == "insert":
            data = data[:i] + piece + data[i:]
        elif kind == "delete":
            data = data[:i] + data[j:]
        elif kind == "replace":
            data = data[:i] + piece + data[j:]
        else:
            data = data[:i] + data[i:j] + data[i:]
    return data


def files_under(folder: Path) -> set[Path]:
    return {p for p in folder.rglob("*") if p.is_file()}


@contextmanager
def workdir() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as tmp:
        here = os.getcwd()
        os.chdir(tmp)
        try:
            yield Path(tmp).resolve()
        finally:
            os.chdir(here)
            clear_cache()


def assert_clean(r: Result) -> None:
    """No traceback; 0/1 as a normal answer, or 2 with exactly one stderr line."""
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert "Traceback" not in r.stdout + r.stderr
    assert r.exit_code in (0, 1, 2), r.exit_code
    if r.exit_code == 2:
        lines = r.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("tresham: error: "), r.stderr


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


@FUZZ
@given(layout=st.sampled_from(LAYOUTS), edits=mutations(), as_json=st.booleans())
def test_mutated_layouts(layout: Path, edits, as_json: bool) -> None:
    with workdir() as tmp:
        path = tmp / "layout.toml"
        path.write_bytes(mutate(layout.read_bytes(), edits))
        r = invoke("check", str(path), *(["--json"] if as_json else []))
        assert_clean(r)
        assert files_under(tmp) == {path}


@FUZZ
@given(tiles=st.lists(st.sampled_from(TILES), min_size=1, max_size=3, unique=True), edits=mutations())
def test_mutated_tile_files(tiles: list[str], edits) -> None:
    with workdir() as tmp:
        path = tmp / "mine.toml"
        path.write_bytes(mutate("\n\n".join(tiles).encode(), edits))
        out = tmp / "out" / "sheet.svg"
        out.parent.mkdir()
        r = invoke("tiles", "--tiles", str(path), "-o", str(out))
        assert_clean(r)
        assert files_under(tmp) - {path} <= {out}
        assert (r.exit_code == 0) == out.exists()


GAME_FILES = sorted(p.name for p in TINYRAIL.glob("*.toml"))


@FUZZ
@given(file=st.sampled_from(GAME_FILES), edits=mutations())
def test_mutated_game_folders(file: str, edits) -> None:
    with workdir() as tmp:
        game = tmp / "game"
        shutil.copytree(TINYRAIL, game)
        (game / file).write_bytes(mutate((game / file).read_bytes(), edits))
        before = files_under(tmp)
        assert_clean(invoke("validate", "./game"))
        kit = tmp / "kit"
        r = invoke("build", "./game", "--out", str(kit), "--only", "tiles,manifest", "--no-svg", "--quiet")
        assert_clean(r)
        assert r.exit_code in (0, 2)
        assert files_under(tmp) - before <= files_under(kit)


WORDS = [
    "games",
    "info",
    "manifest",
    "validate",
    "tile",
    "check",
    "legal",
    "build",
    "proof",
    "--game",
    "-g",
    "--json",
    "--players",
    "--hex",
    "--rotation",
    "--size",
    "--layout",
    "--paper",
    "--tile-size",
    "-o",
    "--out",
    "--only",
    "1824",
    "18mag",
    "18MAG",
    "./nowhere",
    "../x",
    "/etc",
    "x" * 300,
    "57",
    "8858",
    "-1",
    "0",
    "nan",
    "1e400",
    "flat",
    "out.svg",
    "out.pdf",
    "out.xyz",
    "",
    "--",
]
SLOW = {("build", "1824"), ("build", "18mag"), ("proof", "1824"), ("proof", "18mag")}


@FUZZ
@given(argv=st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=8)), min_size=1, max_size=6))
def test_random_command_lines(argv: list[str]) -> None:
    if tuple(argv[:2]) in SLOW:  # a whole kit or proof is correct input and takes seconds
        argv = [argv[0], "nope", *argv[2:]]
    with workdir() as tmp:
        r = invoke(*argv)
        assert_clean(r)
        named = {Path(os.path.normpath(tmp / a)) for a in argv if a and "\x00" not in a}
        for p in files_under(tmp):  # only files the command line named, or files inside a named folder
            assert p in named or any(q in p.parents for q in named), p
