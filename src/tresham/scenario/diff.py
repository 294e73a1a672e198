"""What changed between two states, as rows a teacher reads: money (and loans, and what a
company's trains earned until it is paid out or kept), shares, prices, trains, the phase,
the step of a turn that goes on, a merger under way, tiles and tokens.

``changes(before, after)`` lists ``Change(what, before, after)`` rows; ``table(rows)``
lays them out in at most 80 columns.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.decisions import asking
from ..engine.state import State
from ..model.market import Market
from .vocabulary import phase_name
from .words import place, tile_words


@dataclass(frozen=True)
class Change:
    what: str
    before: str
    after: str


def changes(before: State, after: State) -> list[Change]:
    out: list[Change] = []
    money = before.game.money
    for name in after.players:
        _add(out, f"{name} cash", money(before.player[name].cash), money(after.player[name].cash))
    for name in after.players:
        _add(out, f"{name} loans", str(before.player[name].loans), str(after.player[name].loans))
    for private in sorted(set(before.private_owners) | set(after.private_owners)):
        _add(
            out, f"{private} owner", before.private_owner(private) or "-", after.private_owner(private) or "-"
        )
    for cid, cs in after.companies.items():
        old = before.companies[cid]
        _add(out, f"{after.label(cid)} treasury", money(old.cash), money(cs.cash))
        _add(
            out,
            f"{after.label(cid)} revenue",
            _money_or_dash(before, old.revenue),
            _money_or_dash(after, cs.revenue),
        )
    if before.bank != after.bank and after.bank is not None and before.bank is not None:
        _add(out, "bank", money(before.bank), money(after.bank))
    holders = [*after.players, *after.companies, "pool", "ipo"]
    for holder in holders:
        old_h, new_h = held(before, holder), held(after, holder)
        for cid in sorted(set(old_h) | set(new_h)):
            label = "IPO" if holder == "ipo" else after.label(holder)
            _add(out, f"{label} {after.label(cid)} shares", f"{old_h.get(cid, 0)}%", f"{new_h.get(cid, 0)}%")
    for cid in after.companies:
        name = after.label(cid)
        _add(out, f"{name} price", _price(before, cid), _price(after, cid))
        _add(out, f"{name} trains", _trains(before, cid), _trains(after, cid))
        _add(out, f"{name} director", before.director(cid) or "-", after.director(cid) or "-")
        permits = (" ".join(s.companies[cid].permits) or "-" for s in (before, after))
        _add(out, f"{name} permits", *permits)
    for who in [*after.players, *after.companies]:
        old_i, new_i = before.items_of(who), after.items_of(who)
        for kind in sorted(set(old_i) | set(new_i)):
            _add(out, f"{after.label(who)} {kind}s", str(old_i.get(kind, 0)), str(new_i.get(kind, 0)))
    for key in sorted(set(before.markers) | set(after.markers)):
        _add(out, key, str(before.markers.get(key, 0)), str(after.markers.get(key, 0)))
    _add(out, "phase", _phase(before), _phase(after))
    _add(out, "round", before.round.label, after.round.label)
    _add(out, "priority", before.priority, after.priority)
    taken = [", ".join(getattr(s.round.data, "cards", ())) or "-" for s in (before, after)]
    _add(out, "cards taken", taken[0], taken[1])
    _add(out, "to act", before.label(before.to_act or "-"), after.label(after.to_act or "-"))
    if before.round.entity == after.round.entity and before.round.kind == after.round.kind:
        # the same company goes on with its turn: its next step (track, token, route, ...)
        steps = (s.round.step.replace("_", " ") or "-" for s in (before, after))
        _add(out, "step of the turn", *steps)
    _add(out, "merger", _merger(before), _merger(after))
    for hex_, placed in after.board.tiles.items():
        old_p = before.board.placed(hex_)
        old_s = _tile(before, old_p.name, old_p.rotation) if old_p is not None else "-"
        _add(out, f"tile {place(after, hex_)}", old_s, _tile(after, placed.name, placed.rotation))
    for hex_, printed in after.board.map.hexes.items():  # town tokens (1824's Goods Time)
        was = before.board.map.hexes.get(hex_)
        if was is not None and len(was.content.towns) != len(printed.content.towns):
            _add(out, f"towns on {hex_}", str(len(was.content.towns)), str(len(printed.content.towns)))
    old_t = {(t.company, t.hex, t.city) for t in before.board.tokens}
    new_t = {(t.company, t.hex, t.city) for t in after.board.tokens}
    for t in after.board.tokens:
        if (t.company, t.hex, t.city) not in old_t:
            _add(out, f"station {after.label(t.company)}", "-", _city(after, t.hex, t.city))
    for t in before.board.tokens:
        if (t.company, t.hex, t.city) not in new_t:
            _add(out, f"station {after.label(t.company)}", _city(before, t.hex, t.city), "-")
    out.extend(_option_shares(before, after))
    return out


def held(state: State, holder: str) -> dict[str, int]:
    """What ``holder`` owns of each company, as the rulebook counts it: while a director's
    certificate lies on its option side in a merger, its holder owns half of what he held
    before (1862 footnote 6, L568-L583: "su 50% se convierte en un 25%"), not the
    certificate's 30%, until he redeems or sells it."""
    out = state.holdings(holder)
    merger, asked = state.merger, asking(state)
    if merger is not None and asked is not None and (asked.question, asked.who) == ("director", holder):
        out[merger.survivor] = merger.units * 10 // 2
    return out


def _option_shares(before: State, after: State) -> list[Change]:
    """Who holds a certificate turned to its option side during a merger (1862 §5.2.4,
    L536-L583, L589-L640): whose share it still is, until it is redeemed or sold ("-")."""
    held = [_options(before), _options(after)]
    out: list[Change] = []
    for holder in sorted(set(held[0]) | set(held[1])):
        was, now = (h.get(holder, "-") for h in held)
        _add(out, f"{after.label(holder)} option side", was, now)
    return out


def _options(state: State) -> dict[str, str]:
    merger = state.merger
    if merger is None:
        return {}
    out = {
        holder: f"{state.label(state.certs[cert].company if cert else merger.gone)} share"
        for holder, cert in merger.option.items()
    }
    asked = asking(state)
    if asked is not None and asked.question == "director":
        out[asked.who] = f"{state.label(merger.survivor)} director's certificate"
    return out


def _merger(state: State) -> str:
    """A merger under way (1862 §5.2, §7.5): who merges with whom, and the survivor."""
    m = state.merger
    if m is None:
        return "-"
    if m.survivor:
        return f"{state.label(m.gone)} into {state.label(m.survivor)}"
    return f"{state.label(m.active)} with {state.label(m.partner)}"


def _tile(state: State, name: str, rotation: int) -> str:
    words = tile_words(state, name).removeprefix("the ").removeprefix("a ").replace(" tile ", " ")
    return f"{words}, rotation {rotation}"


def _city(state: State, hex_: str, city: int) -> str:
    """A station's place: the hex by its name, and which city where the hex has several."""
    placed, printed = state.board.placed(hex_), state.board.map.hexes.get(hex_)
    content = placed.tile.content if placed is not None else printed.content if printed is not None else None
    several = content is not None and len(content.cities) > 1
    return place(state, hex_) + (f", city {city + 1}" if several else "")


def _phase(state: State) -> str:
    """The phase as tresham and the book name it ("3 (the book's fase 3)")."""
    return phase_name(state.game.id, state.phase).removeprefix("phase ")


def _add(out: list[Change], what: str, before: str, after: str) -> None:
    if before != after:
        out.append(Change(what, before, after))


def _money_or_dash(state: State, amount: int | None) -> str:
    return "-" if amount is None else state.game.money(amount)


def _price(state: State, cid: str) -> str:
    cs = state.companies[cid]
    if cs.cell is None:
        return "-"
    return f"{state.game.money(state.cell_value(cs.cell))} ({cell_name(state.market, cs.cell)})"


def cell_name(market: Market, cell: tuple[int, int]) -> str:
    """Where a price's space is on the printed market, in words a teacher points with:
    "space 24 of 67" on a one-row track, "row 2, column 3" on a grid (rows from the top),
    "bottom row, space 2" on 18 Lilliput's two zig-zag rows."""
    row, col = cell
    if market.kind == "1d":
        spaces = [c for c in market.rows[row] if c is not None]
        k = sum(1 for c in market.rows[row][: col + 1] if c is not None)
        return f"space {k} of {len(spaces)}"
    if market.kind == "zigzag":
        return f"{'top' if row == 0 else 'bottom'} row, space {col + 1}"
    return f"row {row + 1}, column {col + 1}"


def _trains(state: State, cid: str) -> str:
    names = [
        state.trains[t].name + ("*" if state.trains[t].obsolete else "") for t in state.companies[cid].trains
    ]
    return " ".join(names) or "-"


def table(rows: list[Change], width: int = 80) -> list[str]:
    """Rows as ``what | before | after`` lines of at most ``width`` characters."""
    if not rows:
        return ["  (nothing changed)"]
    what_w = min(max(len(r.what) for r in rows), 28)
    rest = width - what_w - 8
    col = max(rest // 2, 8)
    lines = [f"  {'':<{what_w}}  {'before':<{col}}  {'after'}"]
    for r in rows:
        lines.append(
            f"  {_cut(r.what, what_w):<{what_w}}  {_cut(r.before, col):<{col}}  {_cut(r.after, col)}"
        )
    return [line.rstrip() for line in lines]


def _cut(text: str, n: int) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"
