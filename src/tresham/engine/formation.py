"""Companies formed from others at the end of an operating round (1824's Staatsbahnen).

A company with ``formed_from`` precursors (``Company.formed_from``, the director's
precursor first) is formed at the end of the operating round in which the train that calls
for it was first bought (``Economy.forms_after``; 1824 L176-L179, L273, L794, L810, L815):

- each precursor's owner exchanges its card for the certificate reserved for it
  (``Economy.reserved_for``: the first precursor's is the director's certificate, the
  others' one ordinary share each; 1824 L176-L178, L292). The precursor closes; a
  precursor nobody owns gives its certificate back to the bank (it is no longer reserved);
- the new company receives par for every share not reserved for a precursor's owner, and
  the starting capital of every precursor nobody owned (``Economy.formation_capital``;
  1824 L299, L302; a replay of 18xx.games, ``GameSetup.site``, pays no starting capital
  for a precursor nobody owned, as the site does not), then all the precursors' cash,
  trains and station tokens (L300). A
  precursor's token in a hex where the company already has one goes back to the charter,
  since a company has one token per hex (L607): the first precursor's stays (the rulebook
  does not say which; 18xx.games lets the director choose). If no precursor had a token
  on the map, the company places its home token free of charge (L300);
- its market token goes on its par price, and the player holding the most becomes
  director; ties go to the owner of the first, second, third precursor, then to the
  priority holder and the players after him clockwise (L292-L298). It operates from the
  next operating round on (L303).
"""

from __future__ import annotations

from dataclasses import replace

from ..rules.board import Board, Token
from . import market as mk
from .events import Event, event
from .money import fmt, pay
from .seats import seats_from
from .shares import director_cert, move_certs, swap_director
from .state import State
from .steps.token import place_home
from .trains import give_train, spoken


def form_pending(state: State) -> tuple[State, list[Event]]:
    """Form every company waiting for the end of this operating round."""
    events: list[Event] = []
    for cid in state.pending:
        state, more = form(state, cid)
        events += more
    return replace(state, pending=()), events


def form(state: State, cid: str) -> tuple[State, list[Event]]:
    comp = state.company_def(cid)
    precursors = comp.formed_from
    events = [event("formation", f"{cid} is formed from {', '.join(precursors)}", company=cid)]
    owners = {p: state.director(p) for p in precursors}
    unit = state.rules.share_unit(comp)
    reserved_units = 0
    idle = 0
    for p in precursors:
        certs = [c for c in state.certs_of(cid) if c.owner == p]
        owner = owners[p]
        if owner is None:
            if not state.setup.site:  # 18xx.games pays nothing for a precursor nobody bought
                idle += state.company_def(p).capital or 0
            state = move_certs(state, certs, "ipo")
            continue
        state = move_certs(state, certs, owner)
        reserved_units += sum(c.percent for c in certs) // unit
        pct = sum(c.percent for c in certs)
        kind = "the director's certificate" if any(c.director for c in certs) else "a share"
        events.append(
            event(
                "shares",
                f"{owner} exchanges {p} for {kind} of {cid} ({pct}%)",
                player=owner,
                company=cid,
                percent=pct,
            )
        )
    par = comp.par or 0
    capital = state.rules.formation_capital(par, 100 // unit - reserved_units, idle)
    state = pay(state, "bank", cid, capital)
    events.append(
        event("cash", f"{cid} receives {fmt(state, capital)} of capital", company=cid, amount=capital)
    )
    state, more = _take_assets(state, cid, precursors)
    events += more
    cell = mk.cell_of_value(state.market, par, mark=state.rules.start_mark(comp)) if par else None
    state = state.update_company(cid, par=par or None, cell=cell, stack=state.stack_counter, floated=True)
    state = state.next_stack()
    state, more = _choose_director(state, cid, precursors, owners)
    return state, events + more


def _take_assets(state: State, cid: str, precursors: tuple[str, ...]) -> tuple[State, list[Event]]:
    events: list[Event] = []
    board = state.board
    kept: list[Token] = [t for t in board.tokens if t.company not in precursors]
    returned: list[str] = []
    took_tokens = False
    for p in precursors:
        ps = state.companies[p]
        if ps.cash:
            events.append(
                event("cash", f"{p}'s {fmt(state, ps.cash)} go to {cid}", company=cid, amount=ps.cash)
            )
            state = pay(state, p, cid, ps.cash)
        for train in list(state.companies[p].trains):
            card = state.trains[train]
            state = give_train(state, card, cid)
            events.append(
                event(
                    "train",
                    f"{p}'s {spoken(card.name)} ({card.id}) goes to {cid}",
                    company=cid,
                    train=card.id,
                )
            )
        for t in board.tokens_of(p):
            took_tokens = True
            if any(k.company == cid and k.hex == t.hex for k in kept):
                returned.append(f"{p}'s in {t.hex}")
                continue
            kept.append(Token(cid, t.hex, t.city))
        state = state.update_company(p, closed=True, cash=0)
        state = move_certs(state, [c for c in state.certs_of(p)], "removed")
    board = Board(board.map, dict(board.tiles), tuple(kept), board.homes)
    state = replace(state, board=board)
    on_map = len(board.tokens_of(cid))
    if on_map:
        events.append(event("token", f"{cid} takes over {on_map} station token(s) on the map", company=cid))
    if returned:
        events.append(
            event("token", f"{cid} may have one token per hex: {', '.join(returned)} goes back", company=cid)
        )
    state = state.update_company(cid, tokens=max(len(state.company_def(cid).tokens) - on_map, 0))
    if not took_tokens:
        state, more = place_home(state, cid)
        events += more
    return state, events


def _choose_director(
    state: State, cid: str, precursors: tuple[str, ...], owners: dict[str, str | None]
) -> tuple[State, list[Event]]:
    held = {p: state.percent(p, cid) for p in state.players}
    top = max(held.values(), default=0)
    if top == 0:
        return state, []
    order = [o for o in (owners[p] for p in precursors) if o is not None]
    order += [p for p in seats_from(state, state.priority) if p not in order]
    chosen = next(p for p in order if held[p] == top)
    cert = director_cert(state, cid)
    if cert is None or cert.owner == chosen:
        return state, []
    if cert.owner in state.player:
        return swap_director(state, cid, cert.owner, chosen)
    return state, []
