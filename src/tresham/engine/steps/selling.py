"""Selling shares: where they go, what the seller gets, the director's certificate, the price.

A player sells shares of one company at a time. They go to the pool (or back to the bank,
per game) up to the pool limit; the seller is paid the sale price of each; he may not sell
what he bought this round beyond what he held before; a director who would keep less than
his certificate hands it to the player holding the most (1824 VI.6 L398-L413) or, where
nobody can take it, cannot sell so far, except in 1862, where it goes to the pool and he
keeps ordinary certificates, his own first, then the pool's (§6.3 L742-L755). Each sale
then moves the price as the game's ``sale_moves`` say.
"""

from __future__ import annotations

from ...model.actions import SellShares
from ...rules.violation import Violation
from ..events import Event, event
from ..money import fmt, pay
from ..prices import move_price_after_sale
from ..round_state import Dealings, dealings
from ..shares import (
    best_challenger,
    director_cert,
    move_certs,
    ordinary_certs,
    pick_certs,
    recheck_director,
    swap_director,
)
from ..state import State
from .base import PLACE, bundle, skipped, violation


def check_sell(state: State, action: SellShares) -> list[Violation]:
    certs, bad = bundle(state, action)
    if bad:
        return bad
    seller, company = action.entity, certs[0].company
    if certs[0].owner != seller:
        return [violation(state, "stock.not-held", f"{seller} does not hold {', '.join(action.shares)}")]
    comp = state.company_def(company)
    cs = state.companies[company]
    why = state.rules.sell_problem(state.round.kind, state.round.number, comp, cs.has_operated)
    if why:
        return [violation(state, "stock.no-sale", why)]
    unit = state.rules.share_unit(comp)
    pct = action.percent if action.percent is not None else sum(c.percent for c in certs)
    why = _size_problem(state, seller, company, pct)
    if why:
        return [violation(state, "stock.sale-size", why)]
    held = state.percent(seller, company)
    out: list[Violation] = []
    bought = dealings(state.round).bought.count(f"{seller}:{company}")
    if (held - pct) // unit < bought and not state.rules.SELL_BOUGHT_THIS_ROUND:
        out.append(
            violation(
                state,
                "stock.sell-bought",
                f"{seller} bought {bought} share(s) of {company} this round and must keep at least that many",
            )
        )
    dest = state.rules.sale_destination(comp, len(state.players))
    limit = state.rules.POOL_LIMIT
    if limit is not None and state.percent(dest, company) + pct > limit:
        out.append(
            violation(
                state,
                "stock.pool-limit",
                f"{PLACE.get(dest, dest)} would hold {state.percent(dest, company) + pct}% of {company}; "
                f"at most {limit}%",
            )
        )
    plan = _director_plan(state, seller, company, held - pct)
    if isinstance(plan, str):
        out.append(violation(state, "stock.director-sale", plan))
    return out


def _size_problem(state: State, seller: str, company: str, percent: int) -> str | None:
    """A sale is of whole shares, at least one, and at most what the seller holds."""
    unit = state.rules.share_unit(state.company_def(company))
    held = state.percent(seller, company)
    if 0 < percent <= held and percent % unit == 0:
        return None
    return f"{seller} holds {held}% of {company} in shares of {unit}%: there is no sale of {percent}%"


def _director_plan(state: State, seller: str, company: str, remaining: int) -> str | tuple[str, str] | None:
    """How the seller gives up the director's certificate, if he must: ``("swap", player)``,
    ``("pool", "")``, ``None`` (he need not), or a sentence saying why he cannot."""
    cert = director_cert(state, company)
    if cert is None or cert.owner != seller or remaining >= cert.percent:
        return None
    heir = best_challenger(state, company, seller, at_least=max(cert.percent, remaining + 1))
    if heir is not None:
        return ("swap", heir)
    if not state.rules.DIRECTOR_CERT_TO_POOL:
        return f"no other player holds {cert.percent}% of {company} to take over the director's certificate"
    unit = state.rules.share_unit(state.company_def(company))
    keep = remaining // unit
    have = len(ordinary_certs(state, seller, company)) + len(ordinary_certs(state, "pool", company))
    if have < keep:
        return (
            f"{seller} would keep {keep} share(s) of {company} but only {have} ordinary certificate(s) "
            "are his or in the pool to exchange for the director's certificate"
        )
    return ("pool", "")


def sell(state: State, action: SellShares) -> tuple[State, list[Event]]:
    certs, bad = bundle(state, action)
    if bad:
        return skipped(state, action, bad[0].message)
    seller, company = action.entity, certs[0].company
    comp = state.company_def(company)
    unit = state.rules.share_unit(comp)
    pct = action.percent if action.percent is not None else sum(c.percent for c in certs)
    why = _size_problem(state, seller, company, pct)
    if why:
        return skipped(state, action, why)
    shares = pct // unit
    was_director = state.director(company) == seller
    dest = state.rules.sale_destination(comp, len(state.players))
    events: list[Event] = []
    plan = _director_plan(state, seller, company, state.percent(seller, company) - pct)
    if isinstance(plan, tuple) and plan[0] == "swap":
        state, events = swap_director(state, company, seller, plan[1])
    if isinstance(plan, tuple) and plan[0] == "pool":
        state = _director_cert_to_pool(state, seller, company, state.percent(seller, company) - pct)
    else:
        sold = pick_certs(ordinary_certs(state, seller, company), pct) or []
        state = move_certs(state, sold, dest)
    price = state.price(company) or state.companies[company].par or 0
    has_trains = bool(state.companies[company].trains)
    each = action.share_price if action.share_price is not None else state.rules.sale_price(price, has_trains)
    state = pay(state, "bank", seller, each * shares)
    events.append(
        event(
            "shares",
            f"{seller} sells {pct}% of {company} to {PLACE.get(dest, dest)} for {fmt(state, each * shares)}",
            player=seller,
            company=company,
            percent=pct,
            price=each * shares,
        )
    )
    if isinstance(state.round.data, Dealings):
        state = state.with_round_data(sold=(*state.round.data.sold, f"{seller}:{company}"))
    state, more = move_price_after_sale(state, company, shares, was_director)
    events += more
    state, more = recheck_director(state, company)
    return state, events + more


def _director_cert_to_pool(state: State, seller: str, company: str, remaining: int) -> State:
    """1862 §6.3 (L742-L755): the director's certificate goes to the pool; the seller keeps
    his remaining shares as ordinary certificates, his own first, then the pool's."""
    unit = state.rules.share_unit(state.company_def(company))
    keep = remaining // unit
    own = ordinary_certs(state, seller, company)
    kept_own = own[:keep]
    from_pool = ordinary_certs(state, "pool", company)[: keep - len(kept_own)]
    cert = director_cert(state, company)
    assert cert is not None
    state = move_certs(state, [cert, *own[len(kept_own) :]], "pool")
    return move_certs(state, from_pool, seller)
