"""Hooks of a player's value, the score at the end of a game (``engine.scores`` adds them
up), and of how 18xx.games writes what a player or the bank holds (the replay's trace).
``Economy`` inherits them; each game's economy overrides what its rulebook, or the site,
counts otherwise. Like every economic hook they take plain values, never the engine's state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from ..model.game import Company, Private


class ValueHooks:
    # How 18xx.games names the holder of a company's unsold shares in its traces: "ipo"
    # (whether the site keeps them in the treasury or at the bank), or "pool" where its
    # companies start with every share in the market (18Mag's majors).
    SITE_UNSOLD: ClassVar[str] = "ipo"

    def share_worth(self, price: int, has_trains: bool) -> int:
        """What one share counts for: its market price."""
        return price

    def certificate_worth(self, shares: int, price: int, has_trains: bool) -> int:
        """What a certificate of ``shares`` shares counts for (each share's worth, by
        default; a game that halves a certificate's worth rounds the whole certificate)."""
        return shares * self.share_worth(price, has_trains)

    def card_worth(self, company: Company, paid: int | None) -> int:
        """What a company owned whole and without a share price counts for (none)."""
        return 0

    def private_worth(self, private: Private) -> int:
        """What a private card counts for: its face value (18xx.games counts it)."""
        return private.cost or 0

    def loans_worth(self, loans: int) -> int:
        """What a player's loans count for (negative: a debt); no game lends by default."""
        return 0

    def items_worth(self, items: Mapping[str, int]) -> int:
        """What the things a player holds by kind count for (none by default)."""
        return 0
