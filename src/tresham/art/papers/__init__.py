"""The papers family of the print kit: every component that is neither a tile nor the map.

Each module draws one kind of piece; ``papers(game)`` returns them all in kit order:
charters, certificates, private cards, train cards, the phase table, the stock market(s),
the round and revenue tracks, the game's cards, tokens and markers, and a player aid for
each player. Every piece is an ``art.component.Component`` of family "papers", drawn in
millimetres.
"""

from __future__ import annotations

from ...model.game import GameDef
from ..component import Component
from .aid import aid_height, player_aid, player_aids
from .cards import game_cards
from .certificates import certificates
from .charters import charters
from .market import market, markets
from .phase_table import phase_table
from .privates import private_cards
from .tokens import tokens
from .tracks import tracks
from .trains import train_cards

__all__ = [
    "papers",
    "certificates",
    "charters",
    "private_cards",
    "train_cards",
    "phase_table",
    "market",
    "markets",
    "tokens",
    "tracks",
    "game_cards",
    "player_aid",
    "player_aids",
]


def papers(
    game: GameDef, tile_size: float = 38.1, page: tuple[float, float] | None = None
) -> list[Component]:
    """Every papers component of ``game``, in a sensible printing order; station tokens fit
    the slots of tiles ``tile_size`` mm across the flats; stock markets are laid out for
    ``page``, the printable area (width, height in mm) of a portrait sheet."""
    out: list[Component] = []
    out += charters(game)
    out += certificates(game)
    out += private_cards(game)
    out += train_cards(game)
    out.append(phase_table(game))
    out += markets(game, page)
    out += tracks(game, tile_size)
    out += game_cards(game)
    out += tokens(game, tile_size)
    out += player_aids(game, aid_height(page))
    return out
