"""What a company buys with a ``special_buy`` in the middle of its turn: the mechanisms of
the track step (an item spent before a lay, so the bank pays that lay's costs) and of the
route step (a purchase paid to another company while running trains).

Only some games sell such things (18Mag: the minors' terrain tokens, §VI.3.2 L464-L466,
and the rail cars, Table 6 L559-L579). Such a game sets an object of these kinds in
``Rules.MECHANISMS``; the track and route steps look it up (``Rules.find``) and, in a game
without one, refuse every ``special_buy`` there: nothing is on sale in the step. The kinds
here have no behaviour of their own.
"""

from __future__ import annotations

from ..model.game import Phase


class TrackPurchases:
    """Items a company spends before a tile lay (the track step)."""

    def track_purchase(self, description: str, cost: int) -> tuple[str, tuple[str, ...]] | str:
        """A ``special_buy`` named ``description`` at ``cost``: the item the company spends
        and the cost rules (``Cost.rule``) whose money the bank then pays for its next lay,
        or why it is refused."""
        raise NotImplementedError


class RoutePurchases:
    """What a company buys from another while running its trains (the route step)."""

    def route_purchase(
        self, description: str, cost: int, phase: Phase, bought: int
    ) -> tuple[str | None, str | None]:
        """A ``special_buy`` named ``description`` at ``cost`` in ``phase``: (who is paid, why
        it is refused); ``bought`` counts what the company has already bought this turn."""
        raise NotImplementedError
