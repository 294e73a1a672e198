"""Players that need no one at the table: bots that choose among ``legal_actions``, the
invariants every state of a game must keep, and self-play, which plays whole games with
the two and reports how each ended and anything broken on the way (issue 26).

```python
from tresham.bots import GreedyBot, play_game

game = play_game("18lilliput", 3, seed=1, bot=GreedyBot)
print(game.ended, game.reason, game.actions, game.broken)  # True 'last round' ... ()
```
"""

from .invariants import Box, Broken, invariant_problems, probe_unoffered
from .players import BOTS, Bot, GreedyBot, RandomBot, bot_named
from .selfplay import SelfPlay, play_game

__all__ = [
    "BOTS",
    "Bot",
    "Box",
    "Broken",
    "GreedyBot",
    "RandomBot",
    "SelfPlay",
    "bot_named",
    "invariant_problems",
    "play_game",
    "probe_unoffered",
]
