"""The game engine: a game's state and the actions that change it (docs/DESIGN.md §4).

```python
from tresham.data import load_game
from tresham.engine import new_state, apply
from tresham.model.actions import Par

state = new_state(load_game("1862"), ["Ann", "Bob", "Cy"], seed=1)  # seed 1 keeps ESR in the game
result = apply(state, Par(entity="Ann", entity_type="player", corporation="ESR", share_price="74"))
result.state.player["Ann"].cash   # 800 - 222
result.events                     # what happened, in sentences
result.violations                 # what was wrong (the state is unchanged then)
```
"""

from .apply import Result, apply, check, settle
from .end import GameOver, game_end
from .events import Event
from .legal import legal_actions
from .round_state import RoundState
from .scores import player_value, player_values
from .start import new_state
from .state import Cert, CompanyState, PlayerState, State, TrainCard

__all__ = [
    "Cert",
    "CompanyState",
    "Event",
    "GameOver",
    "PlayerState",
    "Result",
    "RoundState",
    "State",
    "TrainCard",
    "apply",
    "check",
    "game_end",
    "legal_actions",
    "new_state",
    "player_value",
    "player_values",
    "settle",
]
