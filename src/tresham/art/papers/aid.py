"""A one-page player aid, 180 x 250 mm (fits A4 and US Letter with margins).

Round order, set-up per player count, what each phase changes, how the game ends and the
rounding rules, set as large as the page allows (the text size is searched so that it all fits).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...model.game import GameDef
from ..component import Component
from ..drawing import Group, Rect, Style
from ..palette import INK, PAPER, PHASE_FILL
from .common import LIGHT, background, box, fit_text, hrule, lines_height, plain, text_block
from .trains import limit_words, trigger_words

WIDTH, HEIGHT = 180.0, 250.0
BLEED = 3.0
MARGIN = 7.0
TITLE_H = 16.0

# Where game.toml has no `round_order` and its notes do not say it (as words for players).


def _sentences(text: str) -> list[str]:
    text = " ".join(text.split())
    return [s.strip() for s in re.split(r"(?<=\.)\s+(?=[A-Z0-9])", text) if s.strip()]


def round_order(game: GameDef) -> list[str]:
    if game.round_order:
        out = list(game.round_order)
    else:
        out = [s for s in _sentences(game.notes) if re.match(r"(Round order|Rounds?\b|Each round|Start:)", s)]
    runs: list[list] = []
    for ph in game.phases:
        if ph.operating_rounds is None:
            continue
        if runs and runs[-1][2] == ph.operating_rounds:
            runs[-1][1] = ph.name
        else:
            runs.append([ph.name, ph.name, ph.operating_rounds])
    if len(runs) > 1:
        fixed = all(not ph.on for ph in game.phases)
        head = "Rounds per cycle" if fixed else "Operating rounds after each stock round"
        parts = [f"{n} (phase {a})" if a == b else f"{n} (phases {a}-{b})" for a, b, n in runs]
        out.append(f"{head}: " + ", ".join(parts) + ".")
    return [plain(s) for s in out]


def _section(title: str, y: float, s: float, items: list) -> float:
    items.append(
        fit_text(title.upper(), MARGIN, y + s * 1.25 * 0.76, s * 1.25, WIDTH - 2 * MARGIN, bold=True)
    )
    y += lines_height(1, s * 1.25) + 0.6
    items.append(hrule(MARGIN, WIDTH - MARGIN, y, INK, 0.35))
    return y + 1.4


def _layout(game: GameDef, s: float) -> tuple[list, float]:
    items: list = []
    W = WIDTH
    tw = W - 2 * MARGIN
    y = MARGIN + TITLE_H + 2.0
    big = 1000.0

    # set-up per player count
    if game.player_setup:
        y = _section("Players", y, s, items)
        counts = sorted(game.player_setup)
        label_w = 30.0
        cw = min(18.0, (tw - label_w) / len(counts))
        rows = [("Players", [str(n) for n in counts])]
        if any(game.player_setup[n].cash is not None for n in counts):
            rows.append(("Starting cash", [game.money(game.player_setup[n].cash or 0) for n in counts]))
        if any(game.player_setup[n].cert_limit is not None for n in counts):
            rows.append(("Certificate limit", [str(game.player_setup[n].cert_limit or "-") for n in counts]))
        for k, (lab, vals) in enumerate(rows):
            h = lines_height(1, s) + 1.4
            if k == 0:
                items.append(box(MARGIN, y, label_w + cw * len(counts), h, fill=LIGHT, stroke=None))
            items.append(fit_text(lab, MARGIN + 1.0, y + 0.7 + 0.76 * s, s, label_w - 2.0, bold=k == 0))
            for i, v in enumerate(vals):
                items.append(
                    fit_text(
                        v,
                        MARGIN + label_w + (i + 0.5) * cw,
                        y + 0.7 + 0.76 * s,
                        s,
                        cw - 1.5,
                        anchor="middle",
                        bold=k == 0,
                    )
                )
            y += h
        notes = [
            f"{n} player{'s' if n != 1 else ''}: {plain(game.player_setup[n].notes)}"
            for n in counts
            if game.player_setup[n].notes
        ]
        if notes:
            texts, used = text_block(notes, MARGIN, y + 0.8, tw, big, s * 0.9, bullet=True, min_size=0.5)
            items += texts
            y += used + 0.8
        y += 2.5

    rounds = round_order(game)
    if rounds:
        y = _section("Round order", y, s, items)
        texts, used = text_block(rounds, MARGIN, y, tw, big, s, bullet=len(rounds) > 1, min_size=0.5)
        items += texts
        y += used + 2.5

    # phases: name, tile colours and limits on the left, the changes on the right
    y = _section("Phases", y, s, items)
    left = 38.0
    for k, ph in enumerate(game.phases):
        events = [plain(e) for e in ph.events if e]
        ev_texts, ev_h = text_block(
            events, MARGIN + left, y + 0.8, tw - left, big, s * 0.92, bullet=True, min_size=0.5
        )
        facts = [f"from: {trigger_words(ph.on)}"]
        if ph.operating_rounds is not None:
            facts.append(f"ORs: {ph.operating_rounds}")
        if ph.limits.given:
            facts.append(f"limit: {limit_words(ph.limits)}")
        f_texts, f_h = text_block(
            facts,
            MARGIN + 1.0,
            y + 0.8 + s * 1.25 + 0.8 + 4.0,
            left - 3.0,
            big,
            s * 0.8,
            min_size=0.5,
            gap=0.1,
        )
        head_h = s * 1.25 + 0.8 + 4.0 + f_h
        h = max(ev_h, head_h) + 1.6
        if k % 2 == 0:
            items.append(box(MARGIN, y, tw, h, fill=LIGHT, stroke=None))
        items.append(
            fit_text(ph.name, MARGIN + 1.0, y + 0.8 + 0.76 * s * 1.25, s * 1.25, left * 0.5, bold=True)
        )
        sq = 3.2
        tiles = list(ph.tiles)
        step = min(sq + 0.7, (left - 4.0 - sq) / max(1, len(tiles) - 1)) if len(tiles) > 1 else 0
        ty = y + 0.8 + s * 1.25 + 0.6
        for j, col in enumerate(tiles):
            items.append(
                box(MARGIN + 1.0 + j * step, ty, sq, sq, fill=PHASE_FILL.get(col, "#ffffff"), stroke=INK)
            )
        items += f_texts + ev_texts
        y += h
    y += 2.5

    if game.end:
        y = _section("End of the game", y, s, items)
        texts, used = text_block(
            [plain(e) for e in game.end], MARGIN, y, tw, big, s, bullet=True, min_size=0.5
        )
        items += texts
        y += used + 2.5
    if game.rounding:
        y = _section("Rounding", y, s, items)
        lines = [f"{k.replace('_', ' ').capitalize()}: {plain(v)}" for k, v in game.rounding.items()]
        texts, used = text_block(lines, MARGIN, y, tw, big, s, bullet=True, min_size=0.5)
        items += texts
        y += used
    return items, y


def player_aids(game: GameDef) -> list[Component]:
    """One player aid per player, for the largest player count (1824's box has 6 help cards)."""
    aid = player_aid(game)
    n = max(game.players, default=1)
    return [replace(aid, name=f"{aid.name} {i + 1}/{n}", symbol=f"aid-{game.id}") for i in range(n)]


def player_aid(game: GameDef) -> Component:
    W, H = WIDTH, HEIGHT
    lo, hi = 1.2, 3.4
    best = None
    for _ in range(14):  # the largest text size at which everything fits the page
        mid = (lo + hi) / 2
        items, bottom = _layout(game, mid)
        if bottom <= H - MARGIN:
            best = items
            lo = mid
        else:
            hi = mid
    if best is None:  # even the smallest size overflows: cut at the page's foot
        items, _ = _layout(game, lo)
        best = [it for it in items if getattr(it, "y", 0) <= H - MARGIN]
    front: list = [background(W, H, BLEED)]
    front.append(Rect(-BLEED, -BLEED, W + 2 * BLEED, MARGIN + TITLE_H - 2.0 + BLEED, Style(fill=INK)))
    front.append(
        fit_text(game.title, MARGIN, MARGIN + 8.0, 7.0, W - 2 * MARGIN - 40.0, bold=True, fill=PAPER)
    )
    front.append(
        fit_text("PLAYER AID", W - MARGIN, MARGIN + 8.0, 3.6, 38.0, anchor="end", bold=True, fill=PAPER)
    )
    front += best
    return Component(
        family="papers",
        kind="player-aid",
        name=f"{game.id} player aid",
        width=W,
        height=H,
        front=Group(tuple(front), role="player-aid"),
        bleed=BLEED,
    )
