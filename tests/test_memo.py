"""art.memo: results remembered by their arguments, and handed from a forked copy to its parent."""

from __future__ import annotations

import os
import pickle
import select
from types import MappingProxyType

from tresham.art import memo as memo_module
from tresham.art.memo import memo
from tresham.kit.parallel import run_all

calls: list[tuple] = []


@memo(maxsize=3)
def _scaled(n: int, *, by: int = 1) -> int:
    calls.append((n, by))
    return n * by


@memo(shared=False)
def _private(n: int) -> int:
    return -n


def test_a_result_is_made_once_per_arguments_and_dropped_oldest_first():
    _scaled.clear()
    calls.clear()
    assert [_scaled(2), _scaled(2), _scaled(2, by=3), _scaled(2, by=3)] == [2, 2, 6, 6]
    assert calls == [(2, 1), (2, 3)]
    assert _scaled.fresh(5) == (5, True) and _scaled.fresh(5) == (5, False)
    _scaled(7)  # a fourth entry: the oldest, _scaled(2), goes
    assert _scaled(2) == 2 and calls[-1] == (2, 1)


def test_entries_made_while_recording_go_back_through_a_pickle():
    _scaled.clear()
    _private.clear()
    memo_module.record()  # as a forked copy does before taking its jobs
    try:
        _scaled(4, by=2)
        _private(4)
        sent = pickle.loads(pickle.dumps(memo_module.recorded()))
    finally:
        for m in memo_module._MEMOS.values():
            m.made = None
    assert [(name.rsplit(".", 1)[1], value) for name, _, value in sent] == [("_scaled", 8)]
    _scaled.clear()
    memo_module.adopt(sent)  # as the parent does with the copy's results
    calls.clear()
    assert _scaled(4, by=2) == 8 and calls == []
    _private.clear()
    _private.remember(-9, 4)  # what another process made, taken as it is
    assert _private(4) == -9


def test_a_tile_value_crosses_as_its_fields_without_what_the_rules_keep_on_it(game):
    tile = next(t for t in game.tiles.values() if t.content.paths)
    tile.content.exits()  # a cache the model keeps on the content
    tile.content.__dict__["_kept_by_rules"] = MappingProxyType({"a": 1})  # cannot be pickled
    try:
        copy = pickle.loads(memo_module.dumps(tile))
    finally:
        del tile.content.__dict__["_kept_by_rules"]
    assert copy == tile and hash(copy) == hash(tile)
    assert not [k for k in copy.content.__dict__ if k.startswith("_")]


def _at_once(work):
    """``work(0)`` and ``work(1)`` as two jobs of a parallel round that wait for each other,
    so that one runs in this process and one in the forked copy."""
    pipes = [os.pipe(), os.pipe()]

    def job(n: int):
        def run():
            os.write(pipes[n][1], b"x")  # this job has started...
            other, _, _ = select.select([pipes[1 - n][0]], [], [], 5.0)  # ...and so has the other
            return os.getpid(), bool(other), work(n)

        return run

    try:
        done = run_all([job(0), job(1)])
    finally:
        for fd in (fd for pipe in pipes for fd in pipe):
            os.close(fd)
    assert all(together for _, together, _ in done), "the two jobs did not run at once"
    assert len({pid for pid, _, _ in done}) == 2 and os.getpid() in {pid for pid, _, _ in done}
    return [value for _, _, value in done]


@memo()
def _square(n: int) -> int:
    return n * n


def test_what_a_forked_copy_remembers_comes_back(monkeypatch):
    """Art drawn in a forked worker is kept by this process, so the next build's worker
    starts with it instead of drawing it again."""
    monkeypatch.setenv("TRESHAM_JOBS", "2")
    _square.clear()
    assert _at_once(lambda n: _square(n + 2)) == [4, 9]
    assert _square.table[(2,)] == 4 and _square.table[(3,)] == 9  # the copy's result, kept here


@memo()
def _unsendable(n: int) -> object:
    return lambda: n  # a lambda cannot be pickled


def test_results_still_come_back_when_what_a_copy_remembers_cannot(monkeypatch):
    monkeypatch.setenv("TRESHAM_JOBS", "2")
    _unsendable.clear()
    assert _at_once(lambda n: (_unsendable(n), n * 10)[1]) == [0, 10]
