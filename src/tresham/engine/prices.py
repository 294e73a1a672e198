"""Moving a company's token on the market, and saying so.

A token that arrives on a cell goes under the tokens already there (1824 L841, 1840
L1289-L1293, 1862 L818-L819, 18Mag §VIII.1): ``CompanyState.stack`` counts arrivals.
"""

from __future__ import annotations

from . import market as mk
from .events import Event, event
from .money import fmt
from .state import State


def move_price_after_sale(
    state: State, company: str, shares: int, by_director: bool
) -> tuple[State, list[Event]]:
    cs = state.companies[company]
    if cs.cell is None or shares == 0:
        return state, []
    market = state.market
    moves = state.rules.sale_moves(shares, mk.value(market, cs.cell), mk.marks(market, cs.cell), by_director)
    return move_token(state, company, moves, "after the sale")


def move_token(state: State, company: str, moves: list[str], why: str) -> tuple[State, list[Event]]:
    """Move ``company``'s market token; a token that arrives on a cell goes under the others."""
    cs = state.companies[company]
    if cs.cell is None:
        return state, []
    old = cs.cell
    new = mk.apply_moves(state.market, old, moves, edge_turns=state.rules.EDGE_TURNS)
    if new == old:
        return state, [
            event(
                "price",
                f"{company} stays at {fmt(state, mk.value(state.market, old))} {why}",
                company=company,
                price=mk.value(state.market, old),
            )
        ]
    state = state.update_company(company, cell=new, stack=state.stack_counter).next_stack()
    before, after = mk.value(state.market, old), mk.value(state.market, new)
    return state, [
        event(
            "price",
            f"{company} moves from {fmt(state, before)} to {fmt(state, after)} {why}",
            company=company,
            old=before,
            price=after,
            row=new[0],
            col=new[1],
        )
    ]
