"""tresham: print-and-play kits and a rules checker for 18xx railway games.

The Python API (README "Python API"): load a game, build a state, apply actions, read
money, shares, prices, trains and the board.

```python
import tresham

game = tresham.load_game("1862")
state = tresham.new_state(game, ["Ann", "Bob", "Cy"], seed=1)   # the set-up 18xx.games deals from seed 1
result = tresham.apply(state, {"type": "par", "entity": "Ann", "corporation": "ESR", "share_price": "74"})
result.state.player["Ann"].cash      # 578
[e.text for e in result.events]      # ["Ann starts ESR at £74 and buys the director's certificate ..."]
```

Everything heavy is imported when first used, so ``tresham --help`` stays quick.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .engine import GameOver, Result, State
    from .model.actions import Action
    from .model.game import GameDef
    from .scenario import RunReport, Scenario

__version__ = "0.1.0"


def load_game(game_id: str) -> GameDef:
    """A bundled game by id (``"1862"``, ``"18mag"`` ...), or a game folder's path."""
    from .data import load_game as _load

    return _load(game_id)


def new_state(
    game: GameDef | str,
    players: Sequence[str],
    *,
    seed: int | None = None,
    options: Sequence[str] = (),
    site: bool = False,
) -> State:
    """The state at the start of a game: starting cash, the first round, the first phase, and
    what the set-up draws from ``seed`` as 18xx.games draws it (1862's removed companies,
    offer order and permits; 1840's lines and majors; 18Mag's start prices). Without a seed
    a random one is drawn; ``state.setup.seed`` shows it, so the game can be set up again.
    ``options`` are 18xx.games' optional rules: those tresham plays (1862's ``long_length``
    and ``short_length``, 1840's ``three_player_small``) change the game; any other raises
    ``SetupError`` naming it. ``site``: the game replays a record of 18xx.games, so where the
    site reads the rulebook otherwise than tresham, it is played as the site played it
    (1824's first go-round)."""
    from .engine import new_state as _new

    g = load_game(game) if isinstance(game, str) else game
    return _new(g, players, seed=seed, options=options, site=site)


def game_end(state: State) -> GameOver | None:
    """None while the game goes on; once it is over, why (``reason``, ``text``), every
    player's score by his game's scoring (``scores``) and the ``winners``."""
    from .engine import game_end as _end

    return _end(state)


def state_from_setup(game: GameDef | str, players: Sequence[str], setup: Mapping[str, Any]) -> State:
    """A state from a partial setup, written as a scenario's ``[setup]`` table (data/README.md)."""
    from .scenario.load import setup_from_mapping
    from .scenario.setup import initial_state

    g = load_game(game) if isinstance(game, str) else game
    return initial_state(g, tuple(players), setup_from_mapping(setup))


def load_example(example_id: str) -> Scenario:
    """A bundled worked example by id (``tresham examples`` lists them)."""
    from .scenario import load_example as _load

    return _load(example_id)


def example_state(scenario: Scenario | str) -> State:
    """The state a scenario (or a bundled example, by id) starts from."""
    from .scenario import scenario_state

    s = load_example(scenario) if isinstance(scenario, str) else scenario
    return scenario_state(load_game(s.game), s)


def run_example(example_id: str) -> RunReport:
    """Run every step of a bundled example and check what each should do."""
    from .scenario import run_example as _run

    return _run(example_id)


def action(data: Mapping[str, Any]) -> Action:
    """An action from its 18xx.games JSON form (``{"type": "pass", "entity": "Ann", ...}``).

    ``entity_type`` may be left out for a player's action."""
    from .model.actions import action_from_dict

    d = dict(data)
    d.setdefault("entity_type", "player")
    return action_from_dict(d)


def apply(state: State, act: Action | Mapping[str, Any], *, force: bool = False) -> Result:
    """The state after an action, with the events it caused and any violations (then the
    state is unchanged, unless ``force``)."""
    from .engine import apply as _apply
    from .model.actions import Action as _Action

    if not isinstance(act, _Action):
        d = dict(act)
        if "entity_type" not in d:
            entity = str(d.get("entity", ""))
            d["entity_type"] = (
                state.rules.entity_type(state.company_def(entity)) if entity in state.companies else "player"
            )
        act = action(d)
    return _apply(state, act, force=force)


def legal_actions(state: State) -> list[Action]:
    """Every action the entity to act may take now, each one ``apply`` accepts: stock-round
    buys, sales, pars and cards; tile lays, station tokens, the best run and the run of nothing,
    dividends, trains; draft picks, action cards and the answers a decision asks for."""
    from .engine import legal_actions as _legal

    return list(_legal(state))


__all__ = [
    "__version__",
    "action",
    "apply",
    "example_state",
    "game_end",
    "legal_actions",
    "load_example",
    "load_game",
    "new_state",
    "run_example",
    "state_from_setup",
]
