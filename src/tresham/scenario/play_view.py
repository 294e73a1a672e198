"""What ``tresham play`` shows, as lines of at most 80 columns: whose turn it is and the
round, a compact state (players' cash and certificates; companies' treasuries, prices,
trains and tokens; the next train), the actions offered, numbered, and on request the
market, the board and the best run.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from ..engine.end import game_end
from ..engine.scores import player_values, share_price
from ..engine.state import State
from ..engine.trains import available_groups, depot_cards, train_def, unlimited
from ..errors import TreshamError
from ..model.actions import Action, LayTile, RunRoutes
from .shorthand import describe, run_revenue

WIDTH = 80
SHOWN_ACTIONS = 40  # more offered than this: the rest by `list`
GROUPED = frozenset({"lay_tile", "par", "sell_shares", "bid", "dividend"})  # listed as ranges (``grouped``)


def wrap(text: str, indent: str = "  ") -> list[str]:
    return textwrap.wrap(text, WIDTH, subsequent_indent=indent, break_on_hyphens=False) or [""]


def money(state: State, amount: int) -> str:
    return state.game.money(amount)


def who_acts(state: State, offered: Sequence[Action] = ()) -> str:
    """Whose turn it is, in which round and step: "OR 1.1, phase 2: SD (Ann) to act, step
    track"; "for GVR" where what is offered is another's to do (a player lays his
    company's home tile)."""
    who = state.to_act
    if who is None:
        return f"{state.round.label}: the game is over"
    name = state.label(who)
    if who in state.companies:
        director = state.director(who)
        name += f" ({state.player_name(director)})" if director else ""
    step = f", step {state.round.step}" if state.round.step else ""
    asked = f", answering {state.decisions[-1].question}" if state.decisions else ""
    others = sorted({a.entity for a in offered if a.entity != who})
    acting_for = f", for {', '.join(state.label(e) for e in others)}" if others else ""
    return f"{state.round.label}, phase {state.phase}: {name} to act{acting_for}{step}{asked}"


def state_lines(state: State) -> list[str]:
    """The compact state (see the module docstring)."""
    values = player_values(state)
    bank = "unlimited" if state.bank is None else money(state, state.bank)
    lines = [f"bank {bank}; priority {state.player_name(state.priority)}; {next_train(state)}"]
    for p in state.players:
        ps = state.player[p]
        certs = " ".join(f"{c} {pct}%" for c, pct in state.holdings(p).items())
        extra = " ".join(state.privates_of(p))
        loans = f" loans {ps.loans}" if ps.loans else ""
        text = f"{ps.shown}: {money(state, ps.cash)} (worth {values[p]}){loans}  {certs} {extra}"
        lines += wrap(text.rstrip(), "      ")
    texts = []
    for cid, cs in state.companies.items():
        if cs.closed or not (cs.floated or cs.cell is not None or cs.par is not None or cs.cash or cs.trains):
            continue
        price = share_price(state, cid)
        trains = "trains " + " ".join(state.trains[t].name for t in cs.trains) if cs.trains else "no train"
        ipo = state.percent("ipo", cid)
        texts.append(
            f"{cid}: {money(state, cs.cash)}"
            + (f" @{price}" if price is not None else "")
            + f", {trains}, {cs.tokens} token{'s' if cs.tokens != 1 else ''} left"
            + (f", IPO {ipo}%" if ipo else "")
            + ("" if cs.floated else ", not floated")
        )
    half = (WIDTH - 2) // 2 - 2
    i = 0
    while i < len(texts):  # short lines side by side (18Mag's minors), long ones alone
        j = i
        while j < len(texts) and (len(texts[j]) <= half) == (len(texts[i]) <= half):
            j += 1
        lines += ["  " + line for line in columns(texts[i:j], WIDTH - 2)]
        i = j
    pool = " ".join(f"{c} {pct}%" for c, pct in state.holdings("pool").items())
    if pool:
        lines += wrap(f"  pool: {pool}")
    return lines


def next_train(state: State) -> str:
    """The next train the depot sells, its price and how many are left."""
    try:
        groups = available_groups(state)
    except (TreshamError, KeyError):
        return "no train for sale"
    if not groups:
        return "no train for sale"
    group = groups[0]
    cards = depot_cards(state, group)
    try:
        cost = money(state, train_def(state, cards[0].name).cost)
    except (TreshamError, KeyError):
        cost = "?"
    left = "unlimited" if unlimited(state, group) else f"{len(cards)} left"
    return f"next train {cards[0].name} at {cost} ({left})"


def action_lines(state: State, offered: Sequence[Action], limit: int = SHOWN_ACTIONS) -> list[str]:
    """The actions offered, numbered from 1, in columns; the lays last and, past ``limit``,
    cut short with a word on how to see them all."""
    entries = grouped(state, numbered(offered))
    shown = entries[:limit] if limit else entries
    if len(entries) > limit > 0:
        shown = entries[: limit - 1]
    lines = columns([text for text, _ in shown])
    left = sum(n for _, n in entries[len(shown) :])
    if left:
        lines.append(f"  ... {left} more: `list` shows them all, `list E12` those naming E12")
    return lines


def grouped(state: State, pairs: Sequence[tuple[int, Action]]) -> list[tuple[str, int]]:
    """Each entry of the list and how many actions it stands for: actions numbered one
    after the other whose short forms differ only in their last word (a tile's rotations,
    a company's par prices, the sizes of a sale) are one entry, "5-8 lay E12 57 r0..r3"."""
    out: list[tuple[str, int]] = []
    words = [(n, describe(state, a).split()) for n, a in pairs]
    kinds = [a.TYPE for _, a in pairs]
    i = 0
    while i < len(words):
        n, first = words[i]
        j = i
        while (
            kinds[i] in GROUPED
            and j + 1 < len(words)
            and kinds[j + 1] == kinds[i]
            and words[j + 1][0] == words[j][0] + 1
            and words[j + 1][1][:-1] == first[:-1]
            and len(words[j + 1][1]) == len(first)
            and words[j + 1][1][-1] not in {w[-1] for _, w in words[i : j + 1]}
            and _counted(first[-1])
            and _counted(words[j + 1][1][-1])
        ):
            j += 1
        if j > i:
            last = words[j]
            span = f"{first[-1]}..{last[1][-1]}"
            turns = [w[-1] for _, w in words[i : j + 1]]
            if turns[0].startswith("r") and not _consecutive(turns):  # r0,r2,r4, not r0..r4
                span = ",".join(turns)
            out.append((f"{n:>3}-{last[0]} {' '.join(first[:-1])} {span}", j - i + 1))
        else:
            out.append((f"{n:>3} {' '.join(first)}", 1))
        i = j + 1
    return out


def _consecutive(rotations: Sequence[str]) -> bool:
    """Rotations one after the other (r1 r2 r3): a range then says exactly which."""
    turns = [int(r[1:]) for r in rotations]
    return turns == list(range(turns[0], turns[0] + len(turns)))


def _counted(word: str) -> bool:
    """A word that counts something: a price, a rotation (``r2``), a percentage."""
    return word.removeprefix("r").removesuffix("%").isdigit()


def numbered(offered: Sequence[Action]) -> list[tuple[int, Action]]:
    """The offered actions with their numbers (their places in ``offered``, from 1), lays last."""
    pairs = list(enumerate(offered, 1))
    return [p for p in pairs if not isinstance(p[1], LayTile)] + [
        p for p in pairs if isinstance(p[1], LayTile)
    ]


def columns(texts: Sequence[str], width_of_line: int = WIDTH) -> list[str]:
    """``texts`` in as many columns as fit; a text longer than a line is wrapped alone."""
    if not texts:
        return []
    if max(len(t) for t in texts) > width_of_line:
        out: list[str] = []
        for t in texts:
            out += textwrap.wrap(t, width_of_line, subsequent_indent="    ", break_on_hyphens=False)
        return out
    width = max(len(t) for t in texts) + 2
    per_line = max(1, width_of_line // width)
    return [
        "".join(t.ljust(width) for t in texts[i : i + per_line]).rstrip()
        for i in range(0, len(texts), per_line)
    ]


def market_lines(state: State) -> list[str]:
    """The market, row by row, each cell's price with the companies on it."""
    where: dict[tuple[int, int], list[str]] = {}
    for cid, cs in state.companies.items():
        if cs.cell is not None and not cs.closed:
            where.setdefault(cs.cell, []).append(cid)
    lines = [f"market of {state.game.title} ({state.market.kind}); companies after their price:"]
    for r, row in enumerate(state.market.rows):
        cells = []
        for c, cell in enumerate(row):
            if cell is None:
                continue
            here = where.get((r, c))
            cells.append(f"{cell.value}" + (f"[{','.join(here)}]" if here else ""))
        if cells:
            lines += wrap(f"row {r + 1}: " + " ".join(cells), "       ")
    return lines


def board_lines(state: State) -> list[str]:
    """Every tile laid (hex, tile, rotation) and every station token, by hex."""
    board = state.board
    tiles = [f"{h} {p.tile.name} r{p.rotation}" for h, p in board.tiles.items()]
    tokens: dict[str, list[str]] = {}
    for t in board.tokens:
        tokens.setdefault(t.hex, []).append(t.company)
    lines = wrap(f"tiles laid ({len(tiles)}): " + (", ".join(tiles) or "none"))
    lines += wrap("tokens: " + (", ".join(f"{h} {'+'.join(cs)}" for h, cs in tokens.items()) or "none"))
    return lines


def best_lines(state: State, offered: Sequence[Action]) -> list[str]:
    """The best run offered, train by train with its stops and revenue."""
    best = next((a for a in offered if isinstance(a, RunRoutes) and any(r.revenue for r in a.routes)), None)
    if best is None:
        return wrap("no run is offered now (only in a company's turn, up to its route step, with trains)")
    lines = [f"the best run: {run_revenue(best)} in all (type `run {run_revenue(best)}` to run it)"]
    for route in best.routes:
        card = state.trains.get(route.train)
        name = card.name if card is not None else route.train
        stops = " - ".join(route.nodes or ()) or "does not run"
        lines += wrap(f"  {name}-train ({route.train}): {stops}: {route.revenue or 0}", "      ")
    return lines


def end_lines(state: State) -> list[str]:
    over = game_end(state)
    if over is None:
        return []
    ranked = sorted(over.scores.items(), key=lambda kv: -kv[1])
    lines = wrap(f"GAME OVER: {over.text}")
    lines += [f"  {state.player_name(p)}: {v}" for p, v in ranked]
    lines.append("winner: " + " and ".join(state.player_name(w) for w in over.winners))
    lines += wrap(
        "the game is over and saved: state, market and board show how it ended, undo takes "
        "back the last action, quit leaves"
    )
    return lines


__all__ = [
    "WIDTH",
    "action_lines",
    "best_lines",
    "board_lines",
    "end_lines",
    "market_lines",
    "grouped",
    "numbered",
    "state_lines",
    "who_acts",
]
