"""1824's mountain railways exchanged for shares (IV.1 L107-L121).

From the first 3-train on, a player may exchange a mountain railway, in a stock round and
instead of his purchase, for a 10 % share of any regional railway (BK, MS, CL, SB, BH) from
the bank, never a director's certificate (L112-L118). 18xx.games records the exchange as a
``buy_shares`` by the mountain railway, at no price. The share counts toward floating
(L371: the company then floats with its full capital, as on the site). The mountain
railway leaves the game.

When the first 4-train is bought, every mountain railway still owned must be exchanged, in
the order B1 to B6; with no share left it is removed without compensation (L113-L117).
(The forced exchange is not played yet.)
"""

from __future__ import annotations

from collections.abc import Iterator

from ....model.actions import Action, BuyShares, Par, PayoffPlayerDebt, PayoffPlayerDebtPartial, SpecialBuy
from ....rules.violation import Violation
from ... import trains as tr
from ...events import Event, event
from ...shares import check_float, move_certs, ordinary_certs, recheck_director
from ...state import State
from ...steps.base import bundle, skipped, violation
from ...steps.stock import StockStep
from .coal import coal_exchange, coal_exchange_problems
from .emergency import debt_of, payoff, payoff_problems

MOUNTAIN = "mountain-railway"
REGIONAL = "regional"
# mountain railways may be exchanged from the first 3-train (L112), until the first
# 4-train forces the rest (L113)
EXCHANGE_FROM_PHASE = "3"


def is_mountain(state: State, eid: str) -> bool:
    return any(p.id == eid and p.kind == MOUNTAIN for p in state.game.privates)


class Stock1824(StockStep):
    """The stock step, with the exchanges of mountain railways (here) and of coal railways
    (``coal``)."""

    ACTIONS = StockStep.ACTIONS | {"special_buy", "payoff_player_debt", "payoff_player_debt_partial"}

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, (PayoffPlayerDebt, PayoffPlayerDebtPartial)):
            return payoff_problems(state, action)
        if isinstance(action, BuyShares) and is_mountain(state, action.entity):
            return exchange_problems(state, action)
        if isinstance(action, SpecialBuy):
            return coal_exchange_problems(state, action)
        out = super().check(state, action)
        if isinstance(action, (BuyShares, Par)) and debt_of(state, action.entity):
            why = f"{action.entity} owes the bank {debt_of(state, action.entity)} G and may buy no share"
            out.append(violation(state, "g1824.debt", why))
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, (PayoffPlayerDebt, PayoffPlayerDebtPartial)):
            return payoff(state, action)  # (not a purchase: the turn goes on)
        if isinstance(action, BuyShares) and is_mountain(state, action.entity):
            return exchange(state, action)
        if isinstance(action, SpecialBuy):
            return coal_exchange(state, action)
        return super().apply(state, action)


def exchange_problems(state: State, action: BuyShares) -> list[Violation]:
    owner = state.private_owner(action.entity)
    if owner is None:
        return [violation(state, "g1824.mountain-exchange", f"{action.entity} is no longer in the game")]
    out: list[Violation] = []
    if owner != state.round.entity:
        why = f"{action.entity} belongs to {owner}, not to the player to act"
        out.append(violation(state, "turn.out-of-turn", why))
    if tr.phase_index(state, state.phase) < tr.phase_index(state, EXCHANGE_FROM_PHASE):
        why = f"a mountain railway is exchanged only from the first 3-train on (phase {state.phase} now)"
        out.append(violation(state, "g1824.mountain-exchange", why))
    if "buy" in state.round.turn:
        out.append(violation(state, "stock.one-buy", f"{owner} has already bought this turn"))
    return out + share_problems(state, action)


def share_problems(state: State, action: BuyShares) -> list[Violation]:
    """What is wrong with the share a mountain railway is exchanged for."""
    certs, bad = bundle(state, action)
    if bad:
        return bad
    company = certs[0].company
    out: list[Violation] = []
    if state.company_def(company).kind != REGIONAL:
        out.append(violation(state, "g1824.mountain-exchange", f"{company} is no regional railway"))
    if any(c.director or c.owner != "ipo" for c in certs) or sum(c.percent for c in certs) != 10:
        why = "a mountain railway brings one 10 % share from the bank"
        out.append(violation(state, "g1824.mountain-exchange", why))
    return out


def exchange(state: State, action: BuyShares, in_turn: bool = True) -> tuple[State, list[Event]]:
    """The exchange: in a stock turn (``in_turn``) it is the turn's purchase."""
    owner = state.private_owner(action.entity)
    certs, bad = bundle(state, action)
    if owner is None or bad:
        return skipped(state, action, bad[0].message if bad else f"{action.entity} is not in the game")
    company = certs[0].company
    state = move_certs(state, certs, owner).with_private(action.entity, None)
    if in_turn:
        state = state.with_round(turn=(*state.round.turn, "buy"), acted=True)
    text = f"{owner} exchanges {action.entity} for a 10% share of {company}; {action.entity} leaves the game"
    events = [event("exchange", text, player=owner, company=company, private=action.entity)]
    state, more = recheck_director(state, company)
    events += more
    state, more = check_float(state, company)
    return state, events + more


def mountain_exchanges(state: State, player: str) -> Iterator[BuyShares]:
    """Each exchange ``player``'s mountain railways could make: one for the first share of
    each regional in the bank."""
    mine = [p.id for p in state.game.privates if p.kind == MOUNTAIN and state.private_owner(p.id) == player]
    if not mine:
        return
    for cid in state.companies:
        if state.company_def(cid).kind != REGIONAL:
            continue
        certs = ordinary_certs(state, "ipo", cid)
        if certs:
            for private in mine:
                yield BuyShares(entity=private, entity_type="company", shares=(certs[0].id,), percent=10)
