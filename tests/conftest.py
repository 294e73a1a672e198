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
