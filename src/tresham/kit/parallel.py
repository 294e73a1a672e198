"""Run independent renderings on both cores.

Each job is a function returning something small to send back (a PDF's or an SVG's bytes,
a page's operators). Where the platform can fork, this process and a forked copy of it per
extra core take the jobs one at a time, heaviest first, from a shared counter, so the cores
stay busy to the end however rough the guess of each job's weight. (The counter is a
number in shared memory with a byte passed through a pipe as its lock: the
``multiprocessing`` module would do the same but costs tens of milliseconds to import and
set up, in a command that takes a few hundred.) A fork shares the
drawings already in memory, so nothing but the results crosses between processes
(pickled, through a pipe), and forking once per round costs far less than a pool of
workers. The results do not depend on which process made them. The art a copy draws for
the first time (``art.memo``) comes back with its results and is kept here, so a later
build in this process does not draw it again in the next copy. ``TRESHAM_JOBS=1`` (or a
single core) runs everything here.
"""

from __future__ import annotations

import gc
import mmap
import os
import pickle
import struct
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ..art import memo

T = TypeVar("T")


def workers() -> int:
    setting = os.environ.get("TRESHAM_JOBS", "")
    if setting.isdigit() and int(setting) > 0:
        return int(setting)
    return min(2, os.cpu_count() or 1)


def run_all(jobs: Sequence[Callable[[], T]], weights: Sequence[float] | None = None) -> list[T]:
    """The results of ``jobs``, in order; ``weights`` guess their relative costs."""
    n = min(workers(), len(jobs))
    if n < 2 or not hasattr(os, "fork"):
        return [job() for job in jobs]
    w = weights or [1.0] * len(jobs)
    order = sorted(range(len(jobs)), key=lambda i: (-w[i], i))
    counter = _Counter()
    results: dict[int, Any] = {}
    children: list[tuple[int, int]] = []
    # a forked copy shares memory page by page until it writes; a garbage collection there
    # would touch (and so copy) every object, so the objects made so far are set aside
    gc.freeze()
    try:
        for _ in range(n - 1):
            children.append(_fork(jobs, order, counter))
        results.update(_take(jobs, order, counter))
        while children:
            pid, fd = children.pop(0)
            results.update(_collect(pid, fd))
    finally:
        for pid, fd in children:  # an error here: do not leave the copies behind
            os.close(fd)
            os.kill(pid, 9)
            os.waitpid(pid, 0)
        counter.close()
        gc.unfreeze()
    return [results[i] for i in range(len(jobs))]


class _Counter:
    """A count shared by this process and the copies it forks: a number in shared memory,
    changed by one process at a time (the one holding the byte of the lock pipe)."""

    def __init__(self) -> None:
        self.memory = mmap.mmap(-1, 8)  # anonymous and shared: a fork sees the same page
        self.lock_read, self.lock_write = os.pipe()
        os.write(self.lock_write, b"\0")

    def take(self) -> int:
        """The count before this call; it goes up by one."""
        os.read(self.lock_read, 1)  # waits while another process holds the byte
        try:
            (k,) = struct.unpack_from("q", self.memory)
            struct.pack_into("q", self.memory, 0, k + 1)
        finally:
            os.write(self.lock_write, b"\0")
        return k

    def close(self) -> None:
        os.close(self.lock_read)
        os.close(self.lock_write)
        self.memory.close()


def _take(jobs: Sequence[Callable[[], Any]], order: list[int], counter: _Counter) -> list[tuple[int, Any]]:
    """Run jobs, next in ``order`` first, until the shared counter says none are left."""
    done: list[tuple[int, Any]] = []
    while True:
        k = counter.take()
        if k >= len(order):
            return done
        done.append((order[k], jobs[order[k]]()))


def _fork(jobs: Sequence[Callable[[], Any]], order: list[int], counter: _Counter) -> tuple[int, int]:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the copy: take jobs, send the results, leave without cleaning up
        os.close(read)
        gc.disable()
        memo.record()
        try:
            done = _take(jobs, order, counter)
            try:  # one pickle: art in both the results and the memos crosses once
                data = memo.dumps(("ok", (done, memo.recorded())))
            except Exception:  # remembered art that cannot cross: the results go without it
                data = memo.dumps(("ok", (done, [])))
        except BaseException as exc:  # handed to the parent, which raises it
            try:
                data = pickle.dumps(("error", exc), pickle.HIGHEST_PROTOCOL)
            except Exception:
                data = pickle.dumps(("error", RuntimeError(repr(exc))), pickle.HIGHEST_PROTOCOL)
        with os.fdopen(write, "wb") as out:
            out.write(data)
        os._exit(0)
    os.close(write)
    return pid, read


def _collect(pid: int, fd: int) -> list[tuple[int, Any]]:
    try:
        with os.fdopen(fd, "rb") as src:
            data = src.read()
    finally:
        os.waitpid(pid, 0)
    if not data:
        raise RuntimeError("a rendering process ended without a result")
    # a drawing unpickles into many small objects: collecting garbage meanwhile would
    # walk them again and again, and there is none to find
    was_on = gc.isenabled()
    gc.disable()
    try:
        status, payload = pickle.loads(data)
    finally:
        if was_on:
            gc.enable()
    if status == "error":
        raise payload
    done, drawn = payload
    memo.adopt(drawn)
    return done
