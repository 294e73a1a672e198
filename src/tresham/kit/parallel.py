"""Run independent renderings on both cores.

Each job is a function returning bytes (a PDF or an SVG). Where the platform can fork,
the jobs run in a small pool of forked workers that inherit the drawings already in
memory, so nothing but the finished bytes crosses between processes. The bytes do not
depend on which process made them. ``TRESHAM_JOBS=1`` (or a single core) runs them here.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable

Job = Callable[[], bytes]
_JOBS: list[Job] = []


def _run(index: int) -> bytes:
    return _JOBS[index]()


def workers() -> int:
    setting = os.environ.get("TRESHAM_JOBS", "")
    if setting.isdigit() and int(setting) > 0:
        return int(setting)
    return min(2, os.cpu_count() or 1)


def run_all(jobs: list[Job], on_done: Callable[[], None] | None = None) -> list[bytes]:
    """The results of ``jobs`` in order; ``on_done`` is called as each one finishes."""
    global _JOBS
    n = workers()
    if n < 2 or len(jobs) < 2 or "fork" not in multiprocessing.get_all_start_methods():
        out = []
        for job in jobs:
            out.append(job())
            if on_done:
                on_done()
        return out
    _JOBS = jobs
    try:
        with multiprocessing.get_context("fork").Pool(n) as pool:
            results = []
            for data in pool.imap(_run, range(len(jobs))):
                results.append(data)
                if on_done:
                    on_done()
            return results
    finally:
        _JOBS = []
