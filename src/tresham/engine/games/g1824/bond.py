"""1824 Cisleithania with 2 players: the bond railway's dividend (X.4 L943-L951).

The regional of stack 1's coal railway (``rules.games.draws_cisleithania.bond_railway``)
starts at 50 G in the market's bottom row with all its certificates in the bank pool
(``stacks.start_bond``). It has no director, no runs and no treasury; "every OR it pays a
dividend of an amount equal to its price per share; odd amounts are rounded up" (L947).

The text leaves open whether the amount is what each 10 % share earns or what the whole
company pays out. tresham follows the site (the digest's §4.12, variant A): the company pays
out its share price in all, so each 10 % share earns a tenth of it, rounded up to a whole
gulden ("odd amounts rounded up"), and a 20 % certificate twice that (L950: it counts as two
shares); and its price moves one cell right, as a dividend does (VIII L846). Shares in the
bank pool earn nothing: the bank would pay itself. It pays at the end of every operating
round, once the round's companies have all acted, before a Staatsbahn forms.
"""

from __future__ import annotations

from ....rules.games.draws_cisleithania import bond_railway
from ...events import Event, event
from ...money import fmt, pay
from ...prices import move_token
from ...state import State

SHARE = 10  # percent in a share: a certificate earns its percent / SHARE dividends


def per_share(price: int) -> int:
    """What one 10 % share earns: a tenth of the share price, rounded up (L947)."""
    return -(-price // SHARE)


def bond_dividend(state: State) -> tuple[State, list[Event]]:
    """The bond railway's dividend at the end of an operating round, and its price's move."""
    bond = bond_railway(state.setup)
    if bond is None or state.companies[bond].closed:
        return state, []
    price = state.price(bond)
    if price is None:
        return state, []
    each = per_share(price)
    events: list[Event] = []
    for player in state.players:
        shares = state.percent(player, bond) // SHARE
        if shares == 0:
            continue
        state = pay(state, "bank", player, each * shares)
        paid = f"{fmt(state, each * shares)} ({shares} x {fmt(state, each)})"
        text = f"{player} receives {paid} from the bond railway {bond}"
        events.append(event("dividend", text, player=player, company=bond, amount=each * shares))
    head = f"The bond railway {bond} pays {fmt(state, each)} a share (its price {fmt(state, price)}, L947)"
    state, moved = move_token(state, bond, ["right"], "after its dividend")
    return state, [event("dividend", head, company=bond, amount=each), *events, *moved]


__all__ = ["SHARE", "bond_dividend", "per_share"]
