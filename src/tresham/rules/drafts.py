"""The mechanism of a certificate draft that starts companies and deals private cards.

The shared draft step (``engine/steps/cert_draft.py``) takes minors whole and shares one at
a time (18Mag, §V L357-L397). A game whose draft also offers a company's director's
certificate, starting it at once, with a home tile its owner lays then and a bonus to its
owner, and deals private cards beside the companies (18 Lilliput, L13-L43), sets a
``StartingDraft`` in ``Rules.MECHANISMS``; the step looks it up (``Rules.find``) and, in a
game without one, starts only what it takes whole, lays no home tiles and deals no private
cards. The kind has no behaviour of its own.
"""

from __future__ import annotations

from ..model.game import Company, Private
from ..model.tile import TileDef
from .board import Board


class StartingDraft:
    """What the draft offers besides minors and shares, and what a pick then starts."""

    def offers_private(self, private: Private, players: int) -> bool:
        """Whether the draft of a ``players``-player game offers the private card ``private``."""
        raise NotImplementedError

    def starts_company(self, company: Company) -> bool:
        """Whether a pick of ``company`` takes its director's certificate and starts it,
        rather than one share."""
        raise NotImplementedError

    def lays_home(self, company: Company) -> bool:
        """Whether the player who takes ``company`` lays its home tile at once."""
        raise NotImplementedError

    def home_tile_problem(
        self, board: Board, hex: str, tile: TileDef, rotation: int, company: str
    ) -> str | None:
        """Why ``tile`` at ``rotation`` in ``hex`` is no home tile for ``company`` (None: it is)."""
        raise NotImplementedError

    def owner_bonus(self, company: Company) -> int:
        """Cash the player who starts ``company`` receives besides."""
        raise NotImplementedError
