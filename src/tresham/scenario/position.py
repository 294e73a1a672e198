"""The whole position, as a teacher reads it off the table: money, shares, the market,
treasuries, trains and station tokens.

``position(state)`` gives the lines ``tresham example run --step`` prints before step 1,
after the last step and whenever the teacher asks (``s``); every line fits 80 columns.

- **Money**: each player's cash, then the bank's ("unlimited" where the game's bank never
  runs out, as 18Mag's, 1840's and 18 Lilliput's).
- **Shares**: per holder (players, companies holding shares, the pool, the IPO), each
  company's percentage; the director's certificate is marked ``*``.
- **Companies**: those in play (floated, priced, holding money, trains or stations, or
  held by someone): the price as the printed market shows it (``cell_name``), the
  treasury, the trains (``*``: obsolete), the stations on the map and the tokens left.

A price names its cell the way one points at the printed market: its value, then where the
space is: "space 24 of 67" on a one-row track (1862, 18Mag), "row 2, column 3" on a grid
(1824, 1840), "bottom row, space 2" on 18 Lilliput's two zig-zag rows. No book numbers the
spaces; the value alone is ambiguous where a grid prints it twice (1840's 100, L1457-L1459).
"""

from __future__ import annotations

from ..engine.state import State
from .diff import cell_name, held
from .vocabulary import phase_name
from .words import place
from .wrap import wrapped

INDENT = "  "


def position(state: State, heading: str = "Position") -> list[str]:
    """The whole position as lines of at most 80 columns, under ``heading``."""
    who = state.label(state.to_act or "-")
    phase = phase_name(state.game.id, state.phase)
    lines = wrapped(f"{heading}: {state.round.label}, {phase}, {who} to act.")
    lines += _money(state)
    lines += _shares(state)
    lines += _companies(state)
    lines += _privates(state)
    return lines


def in_play(state: State) -> list[str]:
    """The companies a teacher needs to see: those anyone has started, in charter order."""
    on_map = {t.company for t in state.board.tokens}
    out = []
    for cid, cs in state.companies.items():
        held = any(c.owner in state.player or c.owner == "pool" for c in state.certs_of(cid))
        if cs.closed and not held:
            continue
        if cs.floated or cs.cell is not None or cs.cash or cs.trains or cid in on_map or held:
            out.append(cid)
    return out


def _money(state: State) -> list[str]:
    money = state.game.money
    parts = [f"{name} {money(state.player[name].cash)}" for name in state.players]
    parts += [f"{n} loans {state.player[n].loans}" for n in state.players if state.player[n].loans]
    parts.append("bank " + ("unlimited" if state.bank is None else money(state.bank)))
    return wrapped("; ".join(parts), f"{INDENT}Cash: ", INDENT * 3)


def _shares(state: State) -> list[str]:
    playing = set(in_play(state))
    holders = [*state.players, *(c for c in state.companies if state.holdings(c)), "pool", "ipo"]
    lines = [f"{INDENT}Shares (* the director's certificate):"]
    for holder in holders:
        owned = {c: p for c, p in held(state, holder).items() if c in playing}
        if not owned:
            continue
        directing = {c.company for c in state.certs.values() if c.owner == holder and c.director}
        parts = [f"{state.label(c)} {p}%{'*' if c in directing else ''}" for c, p in owned.items()]
        name = {"ipo": "IPO", "pool": "pool"}.get(holder, state.label(holder))
        lines += wrapped(", ".join(parts), f"{INDENT * 2}{name}: ", INDENT * 4)
    return lines if len(lines) > 1 else [f"{INDENT}Shares: none held"]


def _companies(state: State) -> list[str]:
    money = state.game.money
    lines = []
    for cid in in_play(state):
        cs = state.companies[cid]
        parts = []
        if cs.closed:
            parts.append("closed")
        if cs.cell is not None:
            parts.append(f"price {money(state.cell_value(cs.cell))} ({cell_name(state.market, cs.cell)})")
        if cs.par is not None and (cs.cell is None or cs.par != state.cell_value(cs.cell)):
            parts.append(f"par {money(cs.par)}")
        owner = f", owned by {state.label(cs.owner)}" if cs.owner else ""
        parts.append(f"treasury {money(cs.cash)}{owner}")
        trains = [state.trains[t].name + ("*" if state.trains[t].obsolete else "") for t in cs.trains]
        parts.append("trains " + (" ".join(trains) or "none"))
        stations = [place(state, t.hex) for t in state.board.tokens if t.company == cid]
        parts.append("stations " + (", ".join(stations) or "none") + f"; {_count(cs.tokens, 'token')} left")
        if cs.permits:
            parts.append("permits " + " ".join(cs.permits))
        items = state.items_of(cid)
        parts += [_count(n, kind) for kind, n in items.items() if n]
        lines += wrapped("; ".join(parts), f"{INDENT * 2}{state.label(cid)}: ", INDENT * 4)
    head = [f"{INDENT}Companies (* an obsolete train):"] if lines else [f"{INDENT}Companies: none in play"]
    return head + lines


def _privates(state: State) -> list[str]:
    owned = [f"{p} ({state.label(o)})" for p, o in state.private_owners.items() if o]
    items = [
        f"{name} {_count(n, kind)}"
        for name in state.players
        for kind, n in state.items_of(name).items()
        if n
    ]
    out = wrapped(", ".join(owned), f"{INDENT}Privates: ", INDENT * 3) if owned else []
    return out + (wrapped(", ".join(items), f"{INDENT}Players hold: ", INDENT * 3) if items else [])


def _count(n: int, thing: str) -> str:
    return f"{n} {thing}" + ("" if n == 1 else "s")
