"""Shared fixtures: bundled games are loaded once per session."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

from tresham.data import load_game
from tresham.data.games import clear_cache

# The suite's property tests draw the same examples every run, so CI never meets a new
# counterexample by chance; TRESHAM_HYPOTHESIS=explore draws fresh ones (run it on demand).
settings.register_profile("suite", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("TRESHAM_HYPOTHESIS", "suite"))

GAMES = ("18mag", "1824", "1840", "1862", "18lilliput")

# The user's own defaults (tresham.config) never reach the suite: a developer who prints on
# Letter must get the same kits, bytes and all, as CI does.
os.environ.pop("TRESHAM_PAPER", None)
os.environ["XDG_CONFIG_HOME"] = os.path.join(os.path.dirname(__file__), "data", "no-config")

# Under mutmut (benchmarks/mutation.py) every test builds its own rules objects. The suite
# shares the games, and each game keeps its rules object (rules_for); a rules object made
# by one test would run its constructor and its once-made check lists for that test alone,
# so mutmut would tie those functions to one test and judge their mutants by it.
# (The fork server imports this file before mutmut names a mutant: ask at each test.)
_SHARED_GAMES: list = []


@pytest.fixture(autouse=True)
def _fresh_rules_per_test():
    if "MUTANT_UNDER_TEST" not in os.environ:
        return
    clear_cache()
    for shared in _SHARED_GAMES:
        shared.__dict__.pop("_rules", None)


@pytest.fixture(scope="session", params=GAMES)
def game(request):
    loaded = load_game(request.param)
    _SHARED_GAMES.append(loaded)
    return loaded


@pytest.fixture(scope="session")
def games():
    loaded = {g: load_game(g) for g in GAMES}
    _SHARED_GAMES.extend(loaded.values())
    return loaded


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
