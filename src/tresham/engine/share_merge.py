"""Each holder's part of a merger: every two shares become one (1862 §5.2.4, L492-L555).

Holders take their turn one after the other, clockwise from the director who started the
merger; the shares the merging companies hold count as one holder, seated last (L495-L503).
In its turn a holder

1. returns half its shares of both companies to the pool, rounded down, those of the
   company that does not survive first; of an odd number, one share it keeps becomes an
   *option share* (L505-L514);
2. exchanges its remaining shares of the other company one for one for survivor shares,
   from the pool first, then from the nearest holder after it who has not yet taken its
   turn; the option share last (L516-L522);
3. sells to the bank what it could not exchange: a share at the new price, an option share
   at half of it, rounded up (L524-L528);
4. redeems its option share (pays half the price, rounded down, and keeps a whole share)
   or sells it (is paid that much; the share goes to the pool) (L529-L534). A holder who
   cannot pay sells.

A director holding fewer than six shares of the two companies first exchanges the
director's certificate for three survivor shares from the pool; with fewer than three
there, he puts his ordinary shares in the pool and turns the certificate to its option
side, to redeem or sell for what his holding says (L536-L555, footnote 6 L568-L583).

Shares of the company that does not survive are counted (``Merger.other``), not moved one
by one: they all end in the pool, and then back with the bank (§7.5.7 L1176-L1182).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from .decisions import answered, ask, asking
from .events import Event, event
from .money import fmt, pay
from .round_state import Merger
from .shares import director_cert, move_certs, ordinary_certs
from .state import Cert, State


def merger_of(state: State) -> Merger:
    m = state.merger
    assert m is not None
    return m


def with_merger(state: State, **changes: object) -> State:
    return state.with_merger(replace(merger_of(state), **changes))  # type: ignore[arg-type]


def deal_other(state: State) -> State:
    """Lay the other company's certificates where ``Merger.other`` counts them, the rest in
    the pool, so that holdings show what each holder still has to exchange. The director's
    certificate goes to a holder of three or more only when the ordinary ones run short."""
    m = merger_of(state)
    certs = sorted(state.certs_of(m.gone), key=lambda c: c.id)
    state = move_certs(state, certs, "pool")
    unit = state.rules.share_unit(state.company_def(m.gone))
    ordinary = [c for c in certs if not c.director]
    director = [c for c in certs if c.director]
    wanted = sorted(((n, h) for h, n in m.other.items() if n), reverse=True)
    need = sum(n for n, _ in wanted)
    for n, holder in wanted:
        given = []
        if director and need > len(ordinary) and n * unit >= director[0].percent:
            given.append(director.pop())
        while sum(c.percent for c in given) < n * unit and ordinary:
            given.append(ordinary.pop(0))
        need -= n
        state = move_certs(state, given, holder)
    return state


def with_article(name: str) -> str:
    """``"a WStI"``, ``"an N&E"``: abbreviations are read letter by letter."""
    return f"{'an' if name[:1] in 'AEFHILMNORSX' else 'a'} {name}"


def _unit(state: State, company: str) -> int:
    return state.rules.share_unit(state.company_def(company))


def units(state: State, holder: str, company: str) -> int:
    """Shares (not percent) of ``company`` held by ``holder``."""
    return state.percent(holder, company) // _unit(state, company)


def exchange(state: State, holder: str) -> tuple[State, list[Event]]:
    """``holder``'s turn in the merger, up to the question it must answer, if any."""
    events: list[Event] = []
    if holder not in merger_of(state).returned:
        state, events, mine = _director_first(state, holder)
        if mine:
            return _director_option(state, holder, mine)
        state, more = return_half(state, holder)
        events += more
    state, more = _swap(state, holder)
    events += more
    state, more = _sell_unswapped(state, holder)
    events += more
    return _ask_option(state, holder, events)


def exchange_queue(state: State) -> tuple[State, list[Event]]:
    """The holders still in the queue take their turns in order, until one must answer a
    question (``asking``) or none is left."""
    events: list[Event] = []
    while asking(state) is None and merger_of(state).queue:
        state, more = exchange(state, merger_of(state).queue[0])
        events += more
        if asking(state) is None:
            state = with_merger(state, queue=merger_of(state).queue[1:])
    return state, events


def take_answer(state: State, choice: str) -> tuple[State, list[Event]]:
    """The deciding holder's answer (``resolve``); his turn is over."""
    state, events = resolve(state, choice, [])
    return with_merger(state, queue=merger_of(state).queue[1:]), events


def return_together(state: State) -> tuple[State, list[Event]]:
    """Every holder returns its half at once (the players may agree to, L512-L514); a
    director who must turn his certificate to its option side does so in his turn."""
    events: list[Event] = []
    for holder in merger_of(state).queue:
        state, more, mine = _director_first(state, holder)
        events += more
        if not mine:
            state, more = return_half(state, holder)
            events += more
    return state, events


def _director_first(state: State, holder: str) -> tuple[State, list[Event], int]:
    """A director with fewer than six merging shares exchanges his certificate for three
    pool shares; when the pool lacks them, his holding (the option side's value) is returned."""
    m = merger_of(state)
    mine = units(state, holder, m.survivor) + m.other.get(holder, 0)
    cert = director_cert(state, m.survivor)
    # fewer than twice the certificate's shares: halved, the holding could not keep it
    if cert is None or cert.owner != holder or mine >= 2 * cert.percent // _unit(state, m.survivor):
        return state, [], 0
    pool = _pool_ordinary(state, m.survivor)
    if len(pool) < 3:
        return state, [], mine
    state = move_certs(move_certs(state, [cert], "pool"), pool[:3], holder)
    text = (
        f"{holder} holds fewer than six merging shares and exchanges the director's certificate "
        f"for three {m.survivor} shares from the pool"
    )
    return state, [event("shares", text, player=holder, company=m.survivor)], 0


def _set_other(state: State, holder: str, n: int) -> State:
    other = dict(merger_of(state).other)
    other[holder] = n
    return with_merger(state, other=MappingProxyType(other))


def _set_option(state: State, holder: str, cert: str | None) -> State:
    option = dict(merger_of(state).option)
    if cert is None:
        option.pop(holder, None)
    else:
        option[holder] = cert
    return with_merger(state, option=MappingProxyType(option))


def _pool_ordinary(state: State, company: str) -> list[Cert]:
    return ordinary_certs(state, "pool", company)


def _director_option(state: State, holder: str, mine: int) -> tuple[State, list[Event]]:
    """The director's certificate turns to its option side; his turn ends with the answer."""
    m = merger_of(state)
    state = move_certs(state, ordinary_certs(state, holder, m.survivor), "pool")
    state = _set_other(state, holder, 0)
    state = ask(with_merger(state, units=mine), holder, "director", m.kind)
    redeem, sell = state.rules.director_option(m.price, mine)
    text = (
        f"{holder} holds {mine} merging shares, fewer than six, "
        f"and the pool lacks three {m.survivor} shares: "
        f"{holder}'s other shares go to the pool and the director's certificate turns to its option side "
        f"(redeem for {fmt(state, redeem)} or sell for {fmt(state, sell)})"
    )
    events = [event("shares", text, player=holder, company=m.survivor)]
    if state.cash_of(holder) < redeem:
        return resolve(state, "sell", events)
    return state, events


def return_half(state: State, holder: str) -> tuple[State, list[Event]]:
    m = merger_of(state)
    s, gone = m.survivor, m.gone
    have_o = m.other.get(holder, 0)
    have_s = units(state, holder, s)
    back = (have_o + have_s) // 2
    back_o = min(have_o, back)
    back_s = back - back_o
    state = _set_other(state, holder, have_o - back_o)
    state = with_merger(state, returned=(*merger_of(state).returned, holder))
    state = move_certs(state, ordinary_certs(state, holder, s)[::-1][:back_s], "pool")
    parts = [f"{n} {c}" for n, c in ((back_o, gone), (back_s, s)) if n]
    text = f"{state.label(holder)} returns {' and '.join(parts) or 'nothing'} to the pool"
    if (have_o + have_s) % 2:
        left = merger_of(state).other.get(holder, 0)
        if left:
            state = _set_option(state, holder, "")
            text += f" and turns {with_article(gone)} share to its option side"
        else:
            option = ordinary_certs(state, holder, s)[-1]
            state = _set_option(state, holder, option.id)
            text += f" and turns {with_article(s)} share to its option side"
    return state, [event("shares", text, holder=holder, returned=back)]


def _take_survivor_share(state: State, holder: str) -> tuple[State, Cert | None, str]:
    """A survivor share for ``holder``: from the pool, else from the nearest holder after it."""
    m = merger_of(state)
    pool = _pool_ordinary(state, m.survivor)
    if pool:
        return move_certs(state, [pool[0]], holder), pool[0], "the pool"
    for other in m.queue[1:]:
        if other in m.returned:
            continue
        certs = ordinary_certs(state, other, m.survivor)
        if certs:
            state = move_certs(state, [certs[-1]], holder)
            return _set_other(state, other, m.other.get(other, 0) + 1), certs[-1], state.label(other)
    return state, None, ""


def _swap(state: State, holder: str) -> tuple[State, list[Event]]:
    events: list[Event] = []
    m = merger_of(state)
    while merger_of(state).other.get(holder, 0):
        state, cert, source = _take_survivor_share(state, holder)
        if cert is None:
            break
        left = merger_of(state).other[holder] - 1
        state = _set_other(state, holder, left)
        kind = "share"
        if left == 0 and merger_of(state).option.get(holder) == "":
            state = _set_option(state, holder, cert.id)
            kind = "option share"
        events.append(
            event(
                "shares",
                f"{state.label(holder)} exchanges {with_article(m.gone)} {kind} "
                f"for {with_article(m.survivor)} share from {source}",
                holder=holder,
                source=source,
            )
        )
    return state, events


def _sell_unswapped(state: State, holder: str) -> tuple[State, list[Event]]:
    m = merger_of(state)
    left = m.other.get(holder, 0)
    if not left:
        return state, []
    is_option = m.option.get(holder) == ""
    rules = state.rules
    amount = (left - is_option) * m.price + (rules.unswapped_option_value(m.price) if is_option else 0)
    state = pay(_set_other(state, holder, 0), "bank", holder, amount)
    if is_option:
        state = _set_option(state, holder, None)
    text = (
        f"No {m.survivor} share is left to exchange: "
        f"{state.label(holder)} sells {left} {m.gone} to the bank for {fmt(state, amount)}"
    )
    return state, [event("cash", text, holder=holder, amount=amount)]


def _ask_option(state: State, holder: str, events: list[Event]) -> tuple[State, list[Event]]:
    m = merger_of(state)
    if not m.option.get(holder):
        return state, events
    state = ask(state, holder, "option", m.kind)
    if state.cash_of(holder) < state.rules.option_value(m.price):
        return resolve(state, "sell", events)
    return state, events


def resolve(state: State, choice: str, events: list[Event]) -> tuple[State, list[Event]]:
    """The deciding holder redeems or sells its option share (or director's certificate)."""
    m = merger_of(state)
    decision = asking(state)
    assert decision is not None
    holder = decision.who
    name = state.label(holder)
    if decision.question == "director":
        redeem, sell = state.rules.director_option(m.price, m.units)
        cert = director_cert(state, m.survivor)
        assert cert is not None
        what = "the director's certificate"
    elif not m.option.get(holder):  # (a recorded answer where no option share is left)
        return answered(state), events
    else:
        redeem = sell = state.rules.option_value(m.price)
        cert = state.certs[m.option[holder]]
        what = "the option share"
        state = _set_option(state, holder, None)
    if choice == "redeem":
        state = pay(state, holder, "bank", redeem)
        text = f"{name} pays {fmt(state, redeem)} to redeem {what} and keeps it"
        amount = -redeem
    else:
        state = move_certs(pay(state, "bank", holder, sell), [cert], "pool")
        poor = "cannot pay, so " if state.cash_of(holder) - sell < redeem else ""
        text = f"{name} {poor}sells {what} for {fmt(state, sell)}; the {m.survivor} share goes to the pool"
        amount = sell
    state = answered(state)
    return state, [*events, event("cash", text, holder=holder, amount=amount, choice=choice)]
