"""How a game is set up before its first action: the options played and what is drawn.

Some games deal part of their set-up at random: 1862 removes companies, orders the rest and
deals train permits; 1840 deals the tram lines on offer and the majors in play, and deals
more lines during play; 18Mag deals the majors' start prices. ``GameSetup`` records the
seed, the options, the generator's state (``rules.lcg``) and what was drawn; the engine
keeps it on the ``State`` (``State.setup``), so a draw made during play continues the same
sequence and the same seed always sets up the same game.

``SetupHooks`` is mixed into ``Rules``: each game says which options it plays and what it
draws (``rules/games/draws_*``); by default a game has no options and draws nothing. The
options that pick a map (1840's ``three_player_small``) are declared on the maps in the
game's data (``game.toml``, ``export_option``); the others on the game's ``Rules`` class.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from ..model.frozen import freeze_fields, frozen
from ..model.game import GameDef, MapDef


@dataclass(frozen=True)
class GameSetup:
    """A game's set-up: ``seed`` (None when nothing was drawn: a state set up by hand, as a
    scenario's is), the ``options`` played, ``rng`` the generator's state after every draw
    so far, and what was drawn:

    - ``removed``: companies taken out of the game (1862, §2.4.1);
    - ``offer``: the companies in the order they are offered (1862: the first eight from
      the start, the next four from phase B, the last four from phase C, §3.2);
    - ``permits``: each company's train permit, a train kind (1862, §2.4.1);
    - ``lines``: the tram lines dealt so far, in the order dealt: ``players + 1`` at the
      start, then as many at each restock (1840, L527-L535, L2007-L2027);
    - ``in_play``: the companies of a kind of which only some play (1840's majors, one per
      player, L1307-L1311);
    - ``prices``: the majors' start prices (18Mag, L228, L302).

    ``site`` says the game replays a record of 18xx.games: where the site reads the rulebook
    otherwise than tresham does, the record is played as the site played it (the players
    agreed to its rules), and each such hook says so; a game played with tresham follows
    the rulebook.
    """

    seed: int | None = None
    options: tuple[str, ...] = ()
    rng: int = 0
    removed: tuple[str, ...] = ()
    offer: tuple[str, ...] = ()
    permits: Mapping[str, str] = field(default_factory=frozen)
    lines: tuple[str, ...] = ()
    in_play: tuple[str, ...] = ()
    prices: Mapping[str, int] = field(default_factory=frozen)
    site: bool = False

    def __post_init__(self) -> None:
        freeze_fields(self, "permits", "prices")


class SetupHooks:
    """Mixed into ``Rules``: the options a game plays and what its set-up draws."""

    game: GameDef
    map: MapDef

    # Options of the game's own (18xx.games' ``optional_rules``) that tresham plays: name ->
    # what it changes, with its rulebook section. Options that pick a map are on the maps.
    OPTIONS: ClassVar[Mapping[str, str]] = {}

    def players_problem(self, players: int) -> str | None:
        """Why this many players cannot play on this map though the game admits them (None:
        they can; 1824's two players play only the Cisleithania variant)."""
        return None

    def draw_setup(self, setup: GameSetup, players: int) -> GameSetup:
        """``setup`` with what the game draws before play (its ``rng`` advanced): nothing,
        by default."""
        return setup

    def restock_lines(self, setup: GameSetup, players: int) -> GameSetup:
        """``setup`` with the lines dealt during play (1840's company rounds deal more tram
        lines after the line auctions): nothing, by default."""
        return setup

    def option_train_counts(self, options: tuple[str, ...], players: int = 0) -> Mapping[str, int]:
        """Train cards per group (or type) that the ``options`` (or, with ``players``, the
        player count on this map: 1824's Cisleithania) change: none by default."""
        return {}


__all__ = ["GameSetup", "SetupHooks"]
