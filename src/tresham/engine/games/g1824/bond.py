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

Its tokens (L953-L956): the home token is on the map from the start (``stacks``); "the third
station token is placed in Wien as soon as the Wien hex is upgraded to brown" (L956):
``wien_token`` puts it down with the lay of Wien's brown tile, free and with no connection
needed, in the first of Wien's cities with a slot free that no other company's home keeps
(the book names no city). Where no slot is free, or the bond railway has no token left, none
goes down. Its second token, placed by the director who buys the last 4-train (L954-L955),
is not played yet.
"""

from __future__ import annotations

from ....model.actions import Action, LayTile
from ....rules.games.draws_cisleithania import bond_railway
from ....rules.tokens import TokenContext, full_problem, reserved_problem
from ...events import Event, event
from ...money import fmt, pay
from ...prices import move_token
from ...state import State
from ...steps.token import place

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


WIEN = "Wien"  # the hex's name on the map (E12)
BROWN = "brown"


def wien_hex(state: State) -> str | None:
    return next((h.at for h in state.board.map.hexes.values() if h.name == WIEN), None)


def wien_token(state: State, action: Action) -> tuple[State, list[Event]]:
    """The bond railway's third token in Wien, if ``action`` laid Wien's brown tile (L956)."""
    bond = bond_railway(state.setup)
    hex = wien_hex(state)
    if bond is None or hex is None or not isinstance(action, LayTile) or action.hex != hex:
        return state, []
    placed = state.board.placed(hex)
    if placed is None or placed.tile.color != BROWN or state.companies[bond].closed:
        return state, []
    if state.companies[bond].tokens <= 0 or any(t.company == bond for t in state.board.tokens_at(hex)):
        return state, []
    for city in range(len(state.board.content(hex).cities)):
        ctx = TokenContext(state.rules, state.board, bond, hex, city)
        if full_problem(ctx) is None and reserved_problem(ctx) is None:
            state = place(state, bond, hex, city)
            text = f"Wien turns brown: the bond railway {bond} places its token there (L956)"
            return state, [event("token", text, company=bond, hex=hex)]
    return state, [event("token", f"Wien turns brown, but has no slot free for {bond}", company=bond)]


__all__ = ["SHARE", "bond_dividend", "per_share", "wien_token"]
