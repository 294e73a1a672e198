"""Shared fixtures: bundled games are loaded once per session."""

from __future__ import annotations

import pytest

from tresham.data import load_game

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
