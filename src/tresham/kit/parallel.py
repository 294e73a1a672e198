"""Run independent renderings on both cores.

Each job is a function returning something small to send back (a PDF's or an SVG's bytes,
a page's operators). Where the platform can fork, the jobs are dealt into one lane per
core, heaviest first onto the least loaded lane; this process runs the first lane and a
forked copy of it runs each other lane. A fork shares the drawings already in memory, so
nothing but the results crosses between processes (pickled, through a pipe), and forking
once per round costs far less than a pool of workers. The results do not depend on which
process made them. ``TRESHAM_JOBS=1`` (or a single core) runs everything here.
"""

from __future__ import annotations

import gc
import os
import pickle
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def workers() -> int:
    setting = os.environ.get("TRESHAM_JOBS", "")
    if setting.isdigit() and int(setting) > 0:
        return int(setting)
    return min(2, os.cpu_count() or 1)


def lanes(weights: Sequence[float], n: int) -> list[list[int]]:
    """Job indexes dealt into ``n`` lanes: heaviest first, each onto the lightest lane."""
    out: list[list[int]] = [[] for _ in range(n)]
    load = [0.0] * n
    for i in sorted(range(len(weights)), key=lambda i: (-weights[i], i)):
        lane = min(range(n), key=lambda k: (load[k], k))
        out[lane].append(i)
        load[lane] += weights[i]
    return out


def run_all(jobs: Sequence[Callable[[], T]], weights: Sequence[float] | None = None) -> list[T]:
    """The results of ``jobs``, in order; ``weights`` guess their relative costs."""
    n = min(workers(), len(jobs))
    if n < 2 or not hasattr(os, "fork"):
        return [job() for job in jobs]
    plan = lanes(weights or [1.0] * len(jobs), n)
    results: dict[int, Any] = {}
    children: list[tuple[int, int]] = []
    # a forked copy shares memory page by page until it writes; a garbage collection there
    # would touch (and so copy) every object, so the objects made so far are set aside
    gc.freeze()
    try:
        for lane in plan[1:]:
            children.append(_fork(jobs, lane))
        for i in plan[0]:
            results[i] = jobs[i]()
        while children:
            pid, fd = children.pop(0)
            results.update(_collect(pid, fd))
    finally:
        for pid, fd in children:  # an error here: do not leave the copies behind
            os.close(fd)
            os.kill(pid, 9)
            os.waitpid(pid, 0)
        gc.unfreeze()
    return [results[i] for i in range(len(jobs))]


def _fork(jobs: Sequence[Callable[[], Any]], lane: list[int]) -> tuple[int, int]:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the copy: run the lane, send the results, leave without cleaning up
        os.close(read)
        gc.disable()
        try:
            data = pickle.dumps(("ok", [(i, jobs[i]()) for i in lane]), pickle.HIGHEST_PROTOCOL)
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
    status, payload = pickle.loads(data)
    if status == "error":
        raise payload
    return payload
