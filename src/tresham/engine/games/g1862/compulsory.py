"""1862's compulsory train purchase (§7.11, L1761-L1814): every company owns a train at the
end of its turn (L1763). A directed company without a train that can afford one the bank
sells it (of a kind its permits allow) must buy one, from the bank or another company: it
may not pass its train step, so the moves offered there are the purchases. The book has
no money from the director for it: the company raises its own (L1764-L1766).

Not built here: a trainless company that cannot afford a bank train raises the money, its
director choosing between selling treasury shares at full price (§7.11.1, L1785-L1799) and
refinancing 2 for 1 (§7.11.2, L1800-L1810), and is bankrupt only if it still cannot buy
(L1812-L1814); such a company may still pass. A company in receivership buys by itself
(``receivership.receiver_buys``).
"""

from __future__ import annotations

from ....model.actions import BuyTrain
from ...state import State
from ...steps.base import acting
from ...steps.buy_train import BuyTrainStep
from .receivership import affordable, in_receivership


def must_buy(state: State, cid: str) -> BuyTrain | None:
    """The cheapest-kind bank train ``cid`` must buy (None: it need not): it is directed,
    owns no train and can afford one the bank sells it (L1763-L1766)."""
    if cid not in state.companies or in_receivership(state, cid) or state.trains_of(cid):
        return None
    return affordable(state, cid)


class BuyTrain1862(BuyTrainStep):
    """The train step, whose pass waits while the company must buy a train (``must_buy``)."""

    def can_skip(self, state: State) -> bool:
        return must_buy(state, acting(state)) is None
