"""1824 Cisleithania with 2 players: the two construction railways of stack 1 close
(X.3 L931-L933).

"Both construction railways close with the purchase of the first 4-train if one of them is
SD's, or with the purchase of the first 5-train if one of them is k&k's" (L931): stack 1
holds one small pre-Staatsbahn (SD2, SD3 or KK2) and one coal railway, so SD2 or SD3 closes
them at the first 4-train, KK2 at the first 5-train. They close before anything else that
train sets off: the coal railways' forced exchange at the first 5-train (IV.2 L165) does not
reach the construction coal railway, whose regional is the bond railway (L943).

"When the construction railway closes, the corresponding state railway receives 120 G in its
treasury" (L933). The state railway is formed at the end of that operating round (SD with the
first 4-train, L176; KK with the first 5-train in this variant, L939); the closed
pre-Staatsbahn's card leaves the game, so at the formation nobody owns it, its reserved
certificate goes back to the bank and the state railway receives its 120 G of starting capital
(the formation's rule for a precursor nobody owns, L299, L302; ``engine.formation``). The
owners get nothing for the closed railways: the book gives them nothing.
"""

from __future__ import annotations

from ....rules.games.draws_cisleithania import construction_railways
from ...events import Event, event
from ...shares import move_certs
from ...state import State

# the train whose first purchase closes them, by the state railway of stack 1's pre-Staatsbahn
CLOSED_BY = {"SD": "4", "KK": "5"}  # L931


def closing_train(state: State) -> str | None:
    """The train whose first purchase closes the construction railways, or None (no stacks)."""
    for cid in construction_railways(state.setup):
        for national, train in CLOSED_BY.items():
            comp = state.game.company(national)
            if comp is not None and cid in comp.formed_from:
                return train
    return None


def close_construction(state: State, bought: str) -> tuple[State, list[Event]]:
    """Close both construction railways if ``bought`` is the first train that closes them."""
    if bought != closing_train(state):
        return state, []
    events: list[Event] = []
    for cid in construction_railways(state.setup):
        if state.companies[cid].closed:
            continue
        owner = next((c.owner for c in state.certs_of(cid) if c.owner in state.player), None)
        state = move_certs(state, list(state.certs_of(cid)), "removed")
        state = state.update_company(cid, closed=True, cash=0)
        whose = f"{owner}'s " if owner else ""
        text = f"The first {bought}-train closes {whose}construction railway {cid} (L931)"
        events.append(event("close", text, company=cid))
    return state, events


__all__ = ["CLOSED_BY", "close_construction", "closing_train"]
