"""``game_end(state)``: whether the game is over, why, and the final scores.

The game's program decides when the game ends (``engine.program``: a broken bank, 1862's top
of the market and its LNER, 1840's last company round, 18Mag's last phase and one more set,
18 Lilliput's last round); this module reads the outcome off the state. Each player's score
is his value by his game's own scoring (``engine.scores``); the winner is the one with the
most, and players level at the top share the win.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .scores import player_values
from .state import State


@dataclass(frozen=True)
class GameOver:
    """A finished game: ``reason`` a short key ("bank broken", "last round", "market top",
    "lner"...), ``text`` the sentence, ``scores`` by player in seat order, ``winners`` the
    players with the highest score."""

    reason: str
    text: str
    scores: Mapping[str, int]
    winners: tuple[str, ...]


def in_last_round(state: State) -> bool:
    """Whether the round in progress is the last of a game of fixed length, by its player
    count (``GameDef.rounds``: 18 Lilliput's 8th, the 9th with three players); that round's
    own rules are the economy's ``last_round_*`` hooks."""
    last = state.game.rounds.get(len(state.players))
    return last is not None and state.round.number >= last


def game_end(state: State) -> GameOver | None:
    """The end of the game in ``state``, or None while it goes on."""
    if state.end is None:
        return None
    scores = player_values(state)
    best = max(scores.values(), default=0)
    winners = tuple(p for p, v in scores.items() if v == best)
    return GameOver(state.end.reason, state.end.text, scores, winners)


__all__ = ["GameOver", "game_end", "in_last_round"]
