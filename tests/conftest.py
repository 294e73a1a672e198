"""Shared fixtures: bundled games are loaded once per session."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

from tresham.data import load_game

# The suite's property tests draw the same examples every run, so CI never meets a new
# counterexample by chance; TRESHAM_HYPOTHESIS=explore draws fresh ones (run it on demand).
settings.register_profile("suite", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("TRESHAM_HYPOTHESIS", "suite"))

GAMES = ("18mag", "1824", "1840", "1862", "18lilliput")


@pytest.fixture(scope="session", params=GAMES)
def game(request):
    return load_game(request.param)


@pytest.fixture(scope="session")
def games():
    return {g: load_game(g) for g in GAMES}


@pytest.fixture(scope="session")
def kits(tmp_path_factory, games):
    """Every game's whole kit (PDFs only) on A4 and on Letter, built once per session."""
    from tresham.kit.build import build
    from tresham.kit.paper import PrintSettings

    out = {}
    for gid, g in games.items():
        for paper in ("a4", "letter"):
            folder = tmp_path_factory.mktemp(f"kit-{gid}-{paper}")
            out[(gid, paper)] = build(g, PrintSettings(paper=paper), folder, svg=False)
    return out
