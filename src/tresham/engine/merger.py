"""Mergers and acquisitions: two companies become one (1862 §5, §7.5).

A company may merge with another at the start of its turn, or acquire one at the end
(``steps.merge``). Then, in the rulebook's order:

1. the active company's director names the survivor: ``choose`` ``"first"`` (the active
   company) or ``"last"`` (the other) (§5.2.1 L463-L474, §7.5.1 L1076-L1078);
2. both companies' shares in the initial offering go to the pool (§5.2.2 L476-L479);
3. the survivor's new price and par (§5.2.3, §7.5.3-7.5.4: ``Rules.merger_price``, rounded
   down to a price on the market; par the highest par space not above it);
4. the treasuries, trains and train permits go to the survivor now, since the merged
   company pays for its option share from the money of both (L495-L503, §7.5.6
   L1150-L1152, L1166-L1168); then each holder exchanges its shares two for one
   (``share_merge``). A replay moves them once the shares are exchanged, as 18xx.games
   does (``GameSetup.site``);
5. the director: the player with the most shares, ties to the director who started the
   merger and then clockwise; he takes the director's certificate for three ordinary
   shares. With nobody holding three, the company has no director (§5.2.5 L558-L566,
   L584-L586: the text says "bankrupt" but sends the company to receivership);
6. station tokens: where both had one in the same place the other's is lost; the survivor
   receives the unused tokens of both, up to the game's limit on tokens owned; the other's
   tokens on the map become the survivor's while it has markers left (out of play first,
   then from its card); those beyond stay the other's until the director has removed as
   many tokens from the map, each of the survivor's removed freeing a marker for one of
   them (``remove_token``), so the survivor never owns more than the limit (§7.5.6
   L1152-L1163);
7. the company that did not survive returns to the bank with its certificates and may be
   started again (§7.5.7 L1176-L1182). After a merger the survivor goes on with the turn if
   the other had not yet operated this round, else the turn ends (§7.5 L1058-L1070); after
   an acquisition the turn ends (L1858-L1866).

Not modelled: the par chart's chartered and non-chartered areas (the survivor turns to its
non-chartered side, L1171-L1173).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from ..rules.board import Board, Token
from . import market as mk
from .decisions import answered, ask, asking
from .events import Event, event
from .money import fmt, pay
from .round_state import Merger
from .seats import seats_from
from .share_merge import (
    deal_other,
    exchange_queue,
    merger_of,
    return_together,
    take_answer,
    units,
    with_merger,
)
from .shares import director_cert, move_certs, ordinary_certs, swap_director
from .state import CompanyState, State
from .steps.base import next_step
from .trains import give_train


def start(state: State, kind: str, active: str, partner: str) -> tuple[State, list[Event]]:
    director = state.director(active) or ""
    operated = state.companies[partner].operated
    state = state.with_merger(Merger(kind, active, partner, director, partner_operated=operated))
    verb = "merge with" if kind == "merge" else "acquire"
    text = (
        f"{state.label(active)} proposes to {verb} {state.label(partner)}; {director} chooses which survives"
    )
    return state, [event("merger", text, company=active, partner=partner)]


def choose_survivor(state: State, choice: str, together: bool = False) -> tuple[State, list[Event]]:
    """``first``: the active company survives, ``last``: the other. With ``together`` every
    holder returns its half at once before the exchanges (L512-L514)."""
    m = merger_of(state)
    survivor = m.active if choice == "first" else m.partner
    gone = m.partner if survivor == m.active else m.active
    events = [event("merger", f"{survivor} survives; {gone} merges into it", survivor=survivor)]
    for cid in (survivor, gone):
        ipo = [c for c in state.certs_of(cid) if c.owner == "ipo"]
        if ipo:
            state = move_certs(state, ipo, "pool")
            events.append(
                event("shares", f"{len(ipo)} {cid} share(s) go from the IPO to the pool", company=cid)
            )
    state, more = _new_price(state, survivor, gone)
    events += more
    if not state.setup.site:
        state, more = _take_treasury(state, survivor, gone)
        events += more
    other: dict[str, int] = {}
    for c in list(state.certs_of(gone)):
        holder = survivor if c.owner in (survivor, gone) else c.owner
        if holder in state.player or holder == survivor:
            other[holder] = other.get(holder, 0) + c.percent // state.rules.share_unit(
                state.company_def(gone)
            )
    state = move_certs(state, list(state.certs_of(gone)), "pool")
    seats = [p for p in seats_from(state, m.initiator) if other.get(p) or units(state, p, survivor)]
    if other.get(survivor) or units(state, survivor, survivor):
        seats.append(survivor)
    state = with_merger(
        state,
        survivor=survivor,
        queue=tuple(seats),
        other=MappingProxyType(other),
        option=MappingProxyType({}),
    )
    if together:
        state, more = return_together(state)
        events += more
    state, more = advance(state)
    return _dealt(state), events + more


def _new_price(state: State, survivor: str, gone: str) -> tuple[State, list[Event]]:
    a, b = (state.price(c) or 0 for c in (survivor, gone))
    ta, tb = (bool(state.companies[c].trains) for c in (survivor, gone))
    raw = state.rules.merger_price(a, ta, b, tb)
    cell = mk.cell_at_or_below(state.market, raw)
    price = mk.value(state.market, cell)
    par = mk.value(state.market, mk.cell_at_or_below(state.market, price, mark="p"))
    state = state.update_company(survivor, cell=cell, par=par, stack=state.stack_counter).next_stack()
    state = with_merger(state, price=price)
    said = [
        f"{c} {fmt(state, p)}{'' if t else ' (no train: counts half)'}"
        for c, p, t in ((survivor, a, ta), (gone, b, tb))
    ]
    text = (
        f"New price: {' and '.join(said)} give {fmt(state, raw)}, "
        f"rounded down to {fmt(state, price)}; par {fmt(state, par)}"
    )
    return state, [event("price", text, company=survivor, price=price, par=par)]


def _take_treasury(state: State, survivor: str, gone: str) -> tuple[State, list[Event]]:
    cs = state.companies[gone]
    events: list[Event] = []
    if cs.cash:
        state = pay(state, gone, survivor, cs.cash)
        events.append(event("cash", f"{gone}'s {fmt(state, cs.cash)} go to {survivor}", amount=cs.cash))
    for tid in cs.trains:
        state = give_train(state, state.trains[tid], survivor)
    if cs.trains:
        names = ", ".join(state.trains[t].name for t in cs.trains)
        events.append(event("train", f"{gone}'s trains ({names}) go to {survivor}", company=survivor))
    mine = state.companies[survivor].permits
    new = tuple(k for k in cs.permits if k not in mine)
    if new:
        state = state.update_company(survivor, permits=mine + new)
        kinds = " and ".join(mine + new)
        text = f"{survivor} takes {gone}'s {' and '.join(new)} permit: it may now run {kinds} trains"
        events.append(event("permit", text, company=survivor))
    return state, events


def advance(state: State) -> tuple[State, list[Event]]:
    """Let the holders take their turns until one must answer, then finish the merger."""
    state, events = exchange_queue(state)
    if asking(state) is None:
        state, more = _finish_shares(state)
        events += more
    return state, events


def answer(state: State, choice: str) -> tuple[State, list[Event]]:
    """The deciding holder's ``redeem`` or ``sell``; the merger goes on."""
    state, events = take_answer(state, choice)
    state, more = advance(state)
    return _dealt(state), events + more


def _dealt(state: State) -> State:
    return deal_other(state) if state.merger is not None else state


def _finish_shares(state: State) -> tuple[State, list[Event]]:
    m = merger_of(state)
    events: list[Event] = []
    if state.setup.site:  # 18xx.games moves them once the shares are exchanged
        state, events = _take_treasury(state, m.survivor, m.gone)
    state, more = choose_director(state, m.survivor, m.initiator)
    events += more
    state, more = _move_tokens(state, m.survivor, m.gone)
    events += more
    if asking(state) is not None:
        return state, events
    state, more = close(state)
    return state, events + more


def choose_director(state: State, cid: str, initiator: str) -> tuple[State, list[Event]]:
    held = {p: units(state, p, cid) for p in state.players}
    top = max(held.values(), default=0)
    cert = director_cert(state, cid)
    if cert is None:
        return state, []
    if top < cert.percent // state.rules.share_unit(state.company_def(cid)):
        if cert.owner in state.player:
            state = move_certs(state, [cert], "pool")
        return state, [event("director", f"nobody holds three {cid} shares: it has no director", company=cid)]
    chosen = next(p for p in seats_from(state, initiator) if held[p] == top)
    if cert.owner == chosen:
        return state, [event("director", f"{chosen} stays director of {cid}", company=cid, director=chosen)]
    if cert.owner in state.player:
        return swap_director(state, cid, cert.owner, chosen)
    given = ordinary_certs(state, chosen, cid)[
        : cert.percent // state.rules.share_unit(state.company_def(cid))
    ]
    state = move_certs(move_certs(state, given, cert.owner), [cert], chosen)
    text = (
        f"{chosen} holds the most {cid} shares and takes the director's certificate for {len(given)} shares"
    )
    return state, [event("director", text, company=cid, director=chosen)]


def _move_tokens(state: State, survivor: str, gone: str) -> tuple[State, list[Event]]:
    """§7.5.6 (L1152-L1163): where both had a token the other's is lost; the survivor takes
    the unused tokens of both, up to the limit on tokens it may own (map and card
    together); the other's tokens left on the map are replaced by the survivor's, from its
    supply out of play first, then from its card, up to that limit. The other's tokens that
    no marker is left for (``pending``) stay the other's until the director has removed as
    many tokens from the map as there are of them (``remove_token``)."""
    board = state.board
    kept = [t for t in board.tokens if t.company != gone]
    mine = {t.hex for t in kept if t.company == survivor}
    lost: list[str] = []
    others: list[Token] = []
    for t in board.tokens_of(gone):
        if t.hex in mine:
            lost.append(t.hex)
        else:
            others.append(t)
            mine.add(t.hex)
    own = len(board.tokens_of(survivor))
    card = state.companies[survivor].tokens + state.companies[gone].tokens
    limit = state.rules.TOKEN_LIMIT
    free = len(others)  # markers out of play the replacements take (no limit: as many as needed)
    if limit is not None:
        card = max(min(card, limit - own), 0)
        free = max(limit - own - card, 0)
    used_card = min(max(len(others) - free, 0), card)
    replaced = others[: min(len(others), free + card)]
    pending = others[len(replaced) :]
    card -= used_card
    kept += [Token(survivor, t.hex, t.city) for t in replaced] + pending
    state = replace(state, board=Board(board.map, dict(board.tiles), tuple(kept), board.homes))
    state = state.update_company(survivor, tokens=card).update_company(gone, tokens=0)
    events = []
    if replaced:
        taken = ", ".join(t.hex for t in replaced)
        events.append(
            event("token", f"{survivor} replaces {gone}'s tokens in {taken} with its own", company=survivor)
        )
    if lost:
        events.append(
            event(
                "token",
                f"{gone}'s token in {', '.join(lost)} is lost: {survivor} has one there",
                company=survivor,
            )
        )
    on_map = own + len(replaced)
    events.append(
        event(
            "token",
            f"{survivor} has {on_map} token(s) on the map and {card} on its charter",
            company=survivor,
        )
    )
    if pending:
        state = ask(state, survivor, "tokens", merger_of(state).kind)
        where = ", ".join(t.hex for t in pending)
        text = (
            f"{survivor} may own {limit} tokens: none is left to replace {gone}'s in {where}; "
            f"its director removes {len(pending)} token(s) from the map"
        )
        events.append(event("token", text, company=survivor))
    return state, events


def removable(state: State) -> list[Token]:
    """The tokens the survivor's director may remove now: its own on the map and the other
    company's still waiting for a marker."""
    m = merger_of(state)
    return [t for t in state.board.tokens if t.company in (m.survivor, m.gone)]


def remove_token(state: State, hex: str, city: int) -> tuple[State, list[Event]]:
    """The survivor's director removes a token from the map; a marker of the survivor so
    freed replaces one of the other's that waited for one (§7.5.6, L1161-L1163)."""
    m = merger_of(state)
    board = state.board
    tokens = list(board.tokens)
    token = next(t for t in tokens if (t.hex, t.city) == (hex, city) and t.company in (m.survivor, m.gone))
    tokens.remove(token)
    waiting = [t for t in tokens if t.company == m.gone]
    if token.company == m.survivor and waiting:
        at = tokens.index(waiting[0])
        tokens[at] = Token(m.survivor, waiting[0].hex, waiting[0].city)
    state = replace(state, board=Board(board.map, dict(board.tiles), tuple(tokens), board.homes))
    events = [event("token", f"{m.survivor} removes the token in {hex}", company=m.survivor, hex=hex)]
    if not any(t.company == m.gone for t in state.board.tokens):
        state, more = close(answered(state))
        events += more
    return state, events


def close(state: State) -> tuple[State, list[Event]]:
    """The company that did not survive goes back to the bank; play goes on."""
    m = merger_of(state)
    gone = m.gone
    state = move_certs(state, list(state.certs_of(gone)), "ipo")
    # as before it was started, with a new permit of the kind it first had (L1176-L1182)
    state = state.with_company(CompanyState(gone, permits=state.companies[gone].permits[:1]))
    events = [
        event("merger", f"{gone}'s certificates go back to the bank: it may be started again", company=gone)
    ]
    state = state.with_merger(None).with_round(entity=m.survivor)
    if m.kind == "merge" and not m.partner_operated:
        return next_step(state, "merge"), events
    return state.with_round(step=""), events + [
        event("turn", f"{m.survivor} has operated this round: its turn ends", company=m.survivor)
    ]


__all__ = ["advance", "answer", "choose_survivor", "close", "removable", "remove_token", "start"]
