"""Plain summaries of a game for the CLI: the manifest as data, and ``tresham info``."""

from __future__ import annotations

import re
import textwrap
from collections import Counter

from .model.game import GameDef
from .model.tile import COLOR_RANK, tile_order


def _rank(color: str) -> int:
    return COLOR_RANK.get(color, len(COLOR_RANK))


def manifest_report(game: GameDef, players: int | None = None) -> dict:
    """``{"game", "physical", "totals", "tiles"}``; a double-sided tile is listed once per
    side, each naming the other as ``pair``; counts are physical copies. Town variants
    (1862's ``16_1a``...) are not separate tiles and are left out."""
    man = game.manifest_for(players)
    totals: Counter = Counter()
    tiles = []
    entries = sorted(man.physical_entries(), key=lambda e: tile_order(game.tiles[e.name].color, e.name))
    for e in entries:
        color = game.tiles[e.name].color
        totals[color] += e.count
        tiles.append({"name": e.name, "color": color, "count": e.count, "pair": e.back or None})
        if e.back:
            tiles.append(
                {"name": e.back, "color": game.tiles[e.back].color, "count": e.count, "pair": e.name}
            )
    return {
        "game": game.id,
        "physical": man.physical,
        "totals": {c: totals[c] for c in sorted(totals, key=_rank)},
        "tiles": tiles,
    }


def _span(values) -> str:
    values = sorted(values)
    if not values:
        return "?"
    return f"{values[0]}-{values[-1]}" if len(values) > 1 else str(values[0])


def info_lines(game: GameDef) -> list[str]:
    out = [f"{game.title} ({game.id})"]
    if game.designer:
        out.append(
            f"  designer: {game.designer}" + (f"; publisher: {game.publisher}" if game.publisher else "")
        )
    bank = game.money(game.bank) if game.bank else "unlimited"
    out.append(f"  players: {_span(game.players)}; bank: {bank}; layout: {game.layout}")
    for n, setup in sorted(game.player_setup.items()):
        cash = game.money(setup.cash) if setup.cash is not None else "?"
        out.append(f"    {n} players: start with {cash}, certificate limit {setup.cert_limit}")
    for mp in game.maps.values():
        colours = Counter(h.color for h in mp.hexes.values())
        desc = ", ".join(f"{c} {n}" for c, n in sorted(colours.items(), key=lambda kv: _rank(kv[0])))
        who = f" for {_span(mp.players)} players" if mp.players else ""
        n = len(mp.scenarios)
        extra = f"; {n} scenario{'s' if n != 1 else ''}" if mp.scenarios else ""
        if mp.removes:
            extra += f"; leaves out {', '.join(mp.removes)}"
        out.append(
            f"  map {mp.id}{who}: {len(mp.hexes)} {'cells' if not mp.bounded else 'hexes'} ({desc}){extra}"
        )
    kinds = Counter(c.kind for c in game.companies)
    out.append(
        f"  companies: {len(game.companies)} ("
        + ", ".join(f"{n} {k}" for k, n in sorted(kinds.items()))
        + ")"
    )
    for kind in sorted(kinds):
        named = [
            c.id if not c.name or c.name == c.id else f"{c.id} {c.name}"
            for c in game.companies
            if c.kind == kind
        ]
        out += _wrapped(f"{kind}: " + "; ".join(named))
    if game.privates:
        pk = Counter(p.kind for p in game.privates)
        out.append("  other cards: " + ", ".join(f"{n} {k}" for k, n in sorted(pk.items())))
        out.append("    ids: " + ", ".join(p.id for p in game.privates))
    trains = []
    for t in game.trains:
        count = t.count_for(None)
        name = f"{t.name}-train" if t.name.isdigit() else t.name
        many = "unlimited" if count is None else (t.kind if count == 0 and t.kind else str(count))
        trains.append(f"{name}: {game.money(t.cost)}, {many}")
    out.append("  trains (price, how many):")
    out += _wrapped("; ".join(trains))
    out.append("  " + market_line(game))
    for p in game.phases:
        ors = f", {p.operating_rounds} OR" if p.operating_rounds else ""
        on = f" (on {p.on})" if p.on else ""
        out.append(f"  phase {p.name}{on}: tiles {'/'.join(p.tiles)}{ors}, train limit {p.limits.summary}")
        for note in p.events:  # the phase's whole note, as its phase card prints it, minus line numbers
            out += textwrap.wrap(
                unreferenced(note),
                80,
                initial_indent="    - ",
                subsequent_indent="      ",
                break_on_hyphens=False,
            )
    man = game.manifest
    totals: Counter = Counter()
    for e in man.physical_entries():
        totals[game.tiles[e.name].color] += e.count
    out.append(
        f"  tiles: {man.physical} physical ("
        + ", ".join(f"{c} {n}" for c, n in sorted(totals.items(), key=lambda kv: _rank(kv[0])))
        + ")"
    )
    if game.cards:
        out.append(f"  cards: {sum(c.count for c in game.cards)}")
    return out


def market_line(game: GameDef) -> str:
    """The market in a few words: its shape, its prices and its par spaces."""
    market = game.market
    cells = [cell for row in market.rows for cell in row if cell is not None]
    values = sorted({cell.value for cell in cells})
    shape = {
        "2d": f"{len(market.rows)} rows of up to {max(len(r) for r in market.rows)} spaces",
        "1d": f"one row of {len(cells)} spaces",
        "zigzag": f"two zig-zag rows of {len(cells)} spaces",
    }[market.kind]
    pars = sorted({cell.value for cell in cells if "p" in cell.marks})
    par = f"; par at {', '.join(game.money(v) for v in pars)}" if pars else ""
    low, high = (game.money(values[0]), game.money(values[-1])) if values else ("?", "?")
    return f"market: {shape}, {low} to {high}{par}"


_REFERENCE = re.compile(r"\s*\((?:L\d+|Table \d+|§)[^()]*\)")


def unreferenced(note: str) -> str:
    """A note without its rulebook references ("(L236)", "(Table 6)"): those are for the
    manifest's appendix; `info` is read as sentences."""
    return _REFERENCE.sub("", note)


def _wrapped(text: str) -> list[str]:
    return textwrap.wrap(text, 80, initial_indent="    ", subsequent_indent="      ", break_on_hyphens=False)


def info_report(game: GameDef) -> dict:
    """``tresham info --json``: the facts ``info_lines`` prints, as data."""
    man = game.manifest
    totals: Counter = Counter()
    for e in man.physical_entries():
        totals[game.tiles[e.name].color] += e.count
    return {
        "game": game.id,
        "title": game.title,
        "designer": game.designer,
        "publisher": game.publisher,
        "players": sorted(game.players),
        "bank": game.bank or None,
        "layout": game.layout,
        "setup": {
            str(n): {"cash": s.cash, "certificate_limit": s.cert_limit}
            for n, s in sorted(game.player_setup.items())
        },
        "maps": [
            {"id": mp.id, "name": mp.name, "players": sorted(mp.players), "hexes": len(mp.hexes)}
            for mp in game.maps.values()
        ],
        "companies": [{"id": c.id, "name": c.name, "kind": c.kind} for c in game.companies],
        "privates": [{"id": p.id, "kind": p.kind} for p in game.privates],
        "trains": [{"name": t.name, "cost": t.cost, "count": t.count_for(None)} for t in game.trains],
        "phases": [
            {"name": p.name, "on": p.on or None, "tiles": list(p.tiles), "rounds": p.operating_rounds}
            for p in game.phases
        ],
        "tiles": {"physical": man.physical, **{c: totals[c] for c in sorted(totals, key=_rank)}},
        "cards": sum(c.count for c in game.cards),
    }
