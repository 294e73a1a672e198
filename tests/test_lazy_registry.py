"""A game's rules and program of rounds are imported when that game is first asked for
(``exports.LazyRegistry``): a replay of one game does not load the other games' modules."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tresham.engine.games import PROGRAMS
from tresham.exports import LazyRegistry
from tresham.rules.base import Rules
from tresham.rules.games import MAP_RULES, REGISTRY

GAMES = {"18mag", "1824", "1840", "1862", "18lilliput"}


def _loaded_after(code: str) -> set[str]:
    """The game modules of ``rules.games`` and ``engine.games`` a fresh Python has loaded
    after running ``code``."""
    probe = (
        f"{code}\nimport sys\n"
        "print(' '.join(m for m in sys.modules if m.startswith(('tresham.rules.games.', "
        "'tresham.engine.games.'))))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return set(done.stdout.split())


def test_a_replay_of_one_game_loads_that_games_modules_only():
    loaded = _loaded_after(
        "from tresham.data import load_game\n"
        "from tresham.rules.games import rules_for\n"
        "from tresham.engine.games import PROGRAMS\n"
        "rules_for(load_game('1840')); PROGRAMS['1840']"
    )
    assert "tresham.rules.games.g1840" in loaded and "tresham.engine.games.g1840" in loaded
    others = {m for m in loaded if any(f".{g}" in m for g in ("g1862", "g1824", "g18mag", "g18lilliput"))}
    assert not others, others


def test_the_registries_list_every_game_without_importing_and_give_its_class():
    assert set(REGISTRY) == GAMES and set(PROGRAMS) == GAMES and len(REGISTRY) == 5
    assert type(PROGRAMS["1862"]).__name__ == "Program1862" and PROGRAMS["1862"] is PROGRAMS["1862"]
    assert issubclass(REGISTRY["1824"], Rules) and REGISTRY["1824"].__name__ == "Rules1824"
    assert MAP_RULES["1824/cisleithania"].__name__ == "RulesCisleithania"


def test_an_unknown_game_is_not_in_the_registries():
    assert "1830" not in REGISTRY and REGISTRY.get("1830", Rules) is Rules
    with pytest.raises(KeyError):
        PROGRAMS["1830"]
    with pytest.raises(ModuleNotFoundError):
        LazyRegistry("tresham.rules.games", {"x": ".g1830:Rules1830"})["x"]
