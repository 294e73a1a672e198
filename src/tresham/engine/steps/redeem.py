"""The redeem step: a company buys back one of its own shares from the pool.

Once in each operating round a company may buy one of its own shares lying in the bank
pool, at the current share price, from its treasury; the share goes on its charter and
pays the company dividends from then on. It may not buy another company's shares, and it
redeems before it acquires (1862 §7.13, L1846-L1855). 18xx.games records it as the
company's ``buy_shares`` of its own share (export-actions.md §8.3). With no share of its
own in the pool, or too little money for one, the step passes by itself.
"""

from __future__ import annotations

from ...model.actions import Action, BuyShares
from ...rules.violation import Violation
from ..events import Event, event
from ..money import fmt, pay
from ..shares import move_certs, ordinary_certs
from ..state import Cert, State
from .base import Step, acting, bundle, next_step, skipped, violation


def _pool_share(state: State, cid: str) -> Cert | None:
    certs = ordinary_certs(state, "pool", cid)
    return certs[0] if certs else None


class RedeemStep(Step):
    NAME = "redeem"
    ACTIONS = frozenset({"buy_shares"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, BuyShares)
        cid = acting(state)
        certs, bad = bundle(state, action)
        if bad:
            return bad
        if len(certs) != 1 or certs[0].company != cid or certs[0].owner != "pool":
            return [violation(state, "redeem.share", f"{cid} may redeem one of its own shares from the pool")]
        price = state.price(cid) or 0
        if state.companies[cid].cash < price:
            return [
                violation(
                    state,
                    "redeem.cash",
                    f"{cid} has {fmt(state, state.companies[cid].cash)}; a share costs {fmt(state, price)}",
                )
            ]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, BuyShares)
        cid = acting(state)
        certs, bad = bundle(state, action)
        if bad or len(certs) != 1:
            return skipped(state, action, bad[0].message if bad else "a redemption is of one share")
        cert = certs[0]
        price = state.price(cid) or 0
        state = move_certs(pay(state, cid, "bank", price), [cert], cid)
        text = f"{cid} redeems one of its shares from the pool for {fmt(state, price)}"
        return next_step(state, self.NAME), [event("shares", text, company=cid, amount=price)]

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = acting(state)
        if _pool_share(state, cid) is None or state.companies[cid].cash < (state.price(cid) or 0):
            return next_step(state, self.NAME), []
        return None


__all__ = ["RedeemStep"]
