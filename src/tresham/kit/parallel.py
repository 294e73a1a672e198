"""Run independent renderings on both cores.

Each job is a function returning something small to send back (a PDF's or an SVG's bytes,
a page's operators). Where the platform can fork, the jobs run in a small pool of forked
workers that inherit the drawings already in memory, so nothing but the results crosses
between processes. The results do not depend on which process made them.
``TRESHAM_JOBS=1`` (or a single core) runs them here.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")
_JOBS: list[Callable[[], Any]] = []


def _run(index: int) -> Any:
    return _JOBS[index]()


def workers() -> int:
    setting = os.environ.get("TRESHAM_JOBS", "")
    if setting.isdigit() and int(setting) > 0:
        return int(setting)
    return min(2, os.cpu_count() or 1)


def run_all(jobs: list[Callable[[], T]], on_done: Callable[[], None] | None = None) -> list[T]:
    """The results of ``jobs`` in order; ``on_done`` is called as each one finishes."""
    global _JOBS
    n = workers()
    if n < 2 or len(jobs) < 2 or "fork" not in multiprocessing.get_all_start_methods():
        out: list[T] = []
        for job in jobs:
            out.append(job())
            if on_done:
                on_done()
        return out
    _JOBS = jobs
    try:
        with multiprocessing.get_context("fork").Pool(n) as pool:
            results: list[T] = []
            for data in pool.imap(_run, range(len(jobs))):
                results.append(data)
                if on_done:
                    on_done()
            return results
    finally:
        _JOBS = []
