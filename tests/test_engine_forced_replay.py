"""Real games forced through the engine, as a replay of recorded history applies them:
whatever an action names, the engine answers with a ``Result``, never an exception, and
every refusal says its rule, its sentence and the rulebook section.

The records (tests/data/games/, sources in its README) are 18xx.games exports whose
actions once raised: 1862's starred trains (``2E*``), 1824's mountain railways recorded as
share buyers, 18Mag draft picks of cards not in the game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tresham
from tresham.model.history import effective_actions
from tresham.scenario.export import Unread, load_export, played_options

GAMES = Path(__file__).parent / "data" / "games"
FILES = sorted(GAMES.glob("*/*.json"))


def forced(path: Path):
    export = load_export(path)
    played = played_options(export.game, export.map)  # an option may pick a map (1824 Cisleithania)
    options = [o for o in export.optional_rules if o in played]
    # the site's draws, on the map the record plays
    state = tresham.new_state(export.game, export.players, seed=export.seed, options=options)
    for action in effective_actions(export.actions):
        if isinstance(action, Unread):
            continue
        result = tresham.engine.apply(state, state.keyed(action), force=True)
        yield action, result
        state = result.state


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_every_recorded_action_is_applied_or_refused_never_raised(path):
    results = list(forced(path))
    assert results
    for action, result in results:
        for v in result.violations:
            assert v.rule and v.message and v.source, (action.id, v)


def test_the_1862_record_buys_its_starred_trains_as_the_games_own():
    bought = {
        a.id: r.state.trains[a.train].name
        for a, r in forced(GAMES / "1862" / "standard-3p.json")
        if a.TYPE == "buy_train" and a.id in (59, 60) and a.train in r.state.trains
    }
    assert bought == {59: "2E", 60: "1F"}
