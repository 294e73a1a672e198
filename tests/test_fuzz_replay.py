"""Fuzz tests for ``tresham replay``: mutated 18xx.games exports and random option lists.

The exports in tests/data/exports are mutated two ways: in their JSON tree (a value
replaced by one of the wrong type, a huge or negative id, an unknown action type, a key
removed or added, an action duplicated, deep nesting) and in their bytes (broken JSON,
non-UTF-8). Whatever the file, ``replay`` answers as ``test_fuzz.assert_clean`` demands
and writes nothing but the files its options name. ``TRESHAM_FUZZ_EXAMPLES`` deepens the
run, as for ``test_fuzz.py``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tresham.cli_replay import market_path

from .test_fuzz import FUZZ, assert_clean, files_under, invoke, mutate, mutations, workdir

EXPORTS = sorted((Path(__file__).parent / "data" / "exports").glob("*.json"))
DEEP = "\x00deep\x00"  # stands for 3,000 nested lists, spliced into the JSON text

# Values that broke readers before, or are likely to: wrong types, huge and negative numbers,
# ids that look right but name nothing, paths, control characters.
VALUES: list[Any] = [
    None,
    True,
    0,
    -1,
    2**63,
    10**30,
    1.5,
    1e308,
    "",
    "x" * 300,
    "\x00",
    "\n",
    "../x",
    [],
    {},
    [1],
    {"a": 1},
    [[[[[]]]]],
    "57",
    "57-0",
    "57-0-0",
    "57-99999999999999999999-0",
    "E12",
    "E12-0-0",
    "Z99",
    "0,0",
    "corporation",
    "player",
    "lay_tile",
    "place_token",
    "remove_token",
    "undo",
    "redo",
    "message",
    "convert",
    DEEP,
]
KEYS = ["type", "id", "entity", "entity_type", "hex", "tile", "rotation", "city", "slot", "action_id",
        "auto_actions", "tokener", "corporation", "choice", "junk"]  # fmt: skip


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        value = value[p]
    return value


Edit = tuple[str, float, Any, str]
EDITS = st.lists(
    st.tuples(
        st.sampled_from(["set", "delete", "duplicate", "add", "nudge"]),
        st.floats(0, 1),
        st.sampled_from(VALUES),
        st.sampled_from(KEYS),
    ),
    min_size=1,
    max_size=4,
)


def mutate_tree(data: Any, edits: list[Edit]) -> Any:
    """``data`` with each edit made at a node chosen by its fraction of the tree's nodes."""
    data = copy.deepcopy(data)
    for kind, where, value, key in edits:
        nodes = _paths(data)[1:]
        if not nodes:
            break
        path = nodes[int(where * (len(nodes) - 1))]
        parent, last = _at(data, path[:-1]), path[-1]
        value = copy.deepcopy(value)
        old = parent[last]
        if kind == "set":
            parent[last] = value
        elif kind == "delete":
            del parent[last]
        elif kind == "duplicate" and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(old))
        elif kind == "add" and isinstance(old, dict):
            old[key] = value
        elif isinstance(old, int) and not isinstance(old, bool):
            parent[last] = old + 10**6
        elif isinstance(old, str):
            parent[last] = old + "-0"
    return data


def export_text(data: Any) -> bytes:
    return json.dumps(data).replace(json.dumps(DEEP), "[" * 3000 + "]" * 3000).encode()


OPTIONS = st.lists(
    st.one_of(
        st.tuples(st.just("--until"), st.sampled_from(["0", "1", "3", "9", "12", str(10**20), "-1", "x"])),
        st.tuples(st.just("--json")),
        st.tuples(st.just("--layout"), st.sampled_from(["at.toml", "out/at.toml", "at.svg"])),
        st.tuples(st.just("--render"), st.sampled_from(["at.svg", "at.txt", "."])),
    ),
    max_size=3,
)


def replay_clean(tmp: Path, content: bytes, options: list[tuple[str, ...]]) -> None:
    path = tmp / "game.json"
    path.write_bytes(content)
    argv = [a for option in options for a in option]
    r = invoke("replay", str(path), *argv)
    assert_clean(r)
    named = {tmp / a for a in argv if a.endswith((".toml", ".svg", ".txt"))}
    named |= {market_path(tmp / b) for a, b in zip(argv, argv[1:], strict=False) if a == "--render"}
    assert files_under(tmp) - {path} <= named
    if r.exit_code == 2:
        assert files_under(tmp) == {path}


@FUZZ
@given(export=st.sampled_from(EXPORTS), edits=EDITS, options=OPTIONS)
def test_mutated_export_trees(export: Path, edits: list[Edit], options) -> None:
    data = mutate_tree(json.loads(export.read_text("utf-8")), edits)
    with workdir() as tmp:
        replay_clean(tmp, export_text(data), options)


@FUZZ
@given(export=st.sampled_from(EXPORTS), edits=mutations(), options=OPTIONS)
def test_mutated_export_bytes(export: Path, edits, options) -> None:
    with workdir() as tmp:
        replay_clean(tmp, mutate(export.read_bytes(), edits), options)
