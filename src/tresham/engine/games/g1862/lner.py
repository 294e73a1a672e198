"""The London & North Eastern Railway (§10.3, L1973-L2012).

The LNER forms at the end of the set of operating rounds in which the first H train was
bought. From then on (L1979-L2003): no more parliament rounds; no track and no stations;
no company may start, and the certificates of those never started leave the game; no
mergers or acquisitions; every share still in the initial offering goes to the pool (shares
on a company's card stay there); trains are bought only from the bank; a broken bank no
longer ends the game (the top of the market still does); selling no longer lowers a price;
and the certificate limit becomes the largest number of shares any player holds then,
with no forced sales above it. Then each company operates three more times (L2009-L2012):
its runs and train purchases, its price moving as it pays.

18xx.games plays a stock round before those last three operating rounds (its record of a
whole game: the three players pass in it), and so does a replay; the book leaves it open
(the rulebook notes' §6.2, item 12), and a game played with tresham plays it too, as the
bullets about buying shares at the market price after the formation expect one.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from ...events import Event, event
from ...shares import move_certs
from ...state import State

FORMED = "LNER formed"  # a State.markers key, 1 once the LNER has formed
LIMIT = "LNER certificate limit"  # the limit it sets (L1998-L2003)
IDLE_STEPS = frozenset({"merge", "track", "token", "redeem", "acquire"})  # L1980-L1984


def formed(state: State) -> bool:
    return bool(state.markers.get(FORMED))


def form(state: State) -> tuple[State, list[Event]]:
    """The LNER forms (L1976-L2003)."""
    started = {cid for cid, cs in state.companies.items() if cs.floated or cs.par is not None}
    ipo = [c for c in state.certs.values() if c.owner == "ipo" and c.company in started]
    state = move_certs(state, ipo, "pool")
    never = [c for c in state.certs.values() if c.owner == "ipo" and c.company not in started]
    state = move_certs(state, never, "removed")
    held = {p: sum(c.percent for c in state.certs.values() if c.owner == p) // 10 for p in state.players}
    limit = max(held.values(), default=0)
    markers = {**state.markers, FORMED: 1, LIMIT: limit}
    state = replace(state, markers=MappingProxyType(markers))
    text = (
        "The LNER forms: no more parliament rounds, track, stations or mergers; the initial "
        f"offering's shares go to the pool; the certificate limit is now {limit} shares"
    )
    return state, [event("lner", text, limit=limit)]
