"""Station tokens, as hooks of ``Rules``: where each company's home is and how it starts the
game, which homes keep a slot free, and the token checks. The answers are ``rules/tokens.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

from ..model.game import Company, GameDef, MapDef
from . import tokens
from .board import Board, Token
from .lay import TurnState
from .ownership import Ownership
from .tokens import TokenContext


class TokenHooks:
    """Mixed into ``Rules``: homes and the token checks."""

    game: GameDef
    map: MapDef

    # kinds of company whose home stations are on the map from the start of the game
    SETUP_KINDS: tuple[str, ...] = ()

    company: Callable[[str], Company | None]

    # how many station tokens a company may place in one turn, its home apart (None: as
    # many as it can pay for; 1862: one, L1332-L1334); the token step is over after them
    TOKENS_PER_TURN: int | None = None
    # whether the token step passes by itself when no city of the map would take the
    # company's token (1862, as 18xx.games skips it; 18Mag's records ask a minor to pass)
    TOKEN_STEP_SKIPS_WITHOUT_A_CITY: bool = False

    def token_turn_problem(self, hex: str, turn: TurnState) -> str | None:
        """What the company's turn so far forbids of a token in ``hex`` (None: nothing;
        1862's London link is a turn's whole build)."""
        return None

    def home_start(self, cid: str, owners: Ownership) -> tokens.HomeStart:
        """How the company's home starts the game (see ``tokens.HomeStart``): on the map from
        the start for the kinds of company in ``SETUP_KINDS``, else placed when it first
        operates; a company left out of the game on this map has no home."""
        comp = self.company(cid)
        if cid in self.map.removes:
            return "none"
        return "token" if comp is not None and comp.kind in self.SETUP_KINDS else "pending"

    def reserves_home(self, cid: str) -> bool:
        """Whether the company's home keeps a slot free until its home token is placed."""
        return False

    def setup_companies(self) -> list[str]:
        """Companies whose home stations the map carries from the start (``SETUP_KINDS``)."""
        printed = self.printed_homes
        return [c.id for c in self.game.companies if c.kind in self.SETUP_KINDS and c.id in printed]

    def token_replaces(self, occupant: Token, token: Token) -> bool:
        """Whether ``token`` may take the slot ``occupant`` holds (1840's bonus token)."""
        return False

    def displaced_by(self, board: Board, token: Token) -> Token | None:
        """The token that placing ``token`` takes off the board (None in most games; 1862's
        home token in a full home city)."""
        return None

    @cached_property
    def printed_homes(self) -> dict[str, list[tuple[str, int | None]]]:
        """Company -> (hex, city index) of the homes printed on this map."""
        return tokens.homes_on_map(self.map)

    def homes(self, cid: str) -> list[tuple[str, int | None]]:
        """(hex, city index) of a company's home station(s) on this map."""
        return tokens.home_of(self.game, self.map, self.printed_homes, cid)

    def token_off_map_problem(self, ctx: TokenContext) -> str | None:
        return tokens.off_map_problem(ctx)

    def token_no_city_problem(self, ctx: TokenContext) -> str | None:
        return tokens.no_city_problem(ctx)

    def token_same_hex_problem(self, ctx: TokenContext) -> str | None:
        return tokens.same_hex_problem(ctx)

    def token_full_problem(self, ctx: TokenContext) -> str | None:
        return tokens.full_problem(ctx)

    def token_reserved_problem(self, ctx: TokenContext) -> str | None:
        return tokens.reserved_problem(ctx)

    def token_connection_problem(self, ctx: TokenContext) -> str | None:
        return tokens.connection_problem(ctx)
