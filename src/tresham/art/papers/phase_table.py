"""The phase table: one card listing each phase, what starts it, its tile colours, its
operating rounds, its train limit and what changes with it."""

from __future__ import annotations

from ...model.game import GameDef, Phase, TrainLimits
from ..component import Component
from ..drawing import Group, Rect, Style
from ..palette import INK, PAPER, PHASE_FILL
from .common import GREY, LIGHT, THIN, background, box, fit_text, hrule, lines_height, plain, text_block


def limit_words(limits: TrainLimits) -> str:
    if limits.every is not None:
        return str(limits.every)
    table = limits.by_company_kind or limits.by_train_kind
    if not table:
        return "-"
    vals = set(table.values())
    if len(vals) == 1 and len(table) > 2:
        return f"{vals.pop()} per {'/'.join(table)}"
    return ", ".join(f"{k} {v}" for k, v in table.items())


def trigger_words(on: str) -> str:
    if not on:
        return "start"
    parts = on.split("|")
    return "first " + (parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " or " + parts[-1])


def _events(ph: Phase) -> list[str]:
    return [p[0].upper() + p[1:] for e in ph.events if e and (p := plain(e))]


PT_WIDTH = 180.0
PT_COLS = (("Phase", 16.0), ("Starts", 20.0), ("Tiles", 30.0), ("ORs", 10.0), ("Train limit", 30.0))
PT_SIZE = 2.5


def phase_table(game: GameDef) -> Component:
    """A phase table card: phase, trigger, tile colours, ORs, train limit, events."""
    W = PT_WIDTH
    bleed = 3.0
    margin = 5.0
    head_h = 12.0
    events_w = W - 2 * margin - sum(w for _, w in PT_COLS) - 2.0
    size = PT_SIZE
    rows = []
    for ph in game.phases:
        _, lim_h = text_block([limit_words(ph.limits)], 0, 0, PT_COLS[4][1] - 2.0, 100.0, size)
        _, ev_h = text_block(_events(ph), 0, 0, events_w, 400.0, size, bullet=True)
        h = max(lim_h, ev_h, lines_height(1, size) + 2.5, 7.0) + 2.4
        rows.append((ph, h))
    col_head_h = 6.0
    H = margin + head_h + col_head_h + sum(h for _, h in rows) + margin
    items: list = [background(W, H, bleed)]
    items.append(Rect(-bleed, -bleed, W + 2 * bleed, head_h + margin - 1.0 + bleed, Style(fill=INK)))
    items.append(
        fit_text(f"{game.title}: phases", margin, margin + 6.5, 5.0, W - 2 * margin, bold=True, fill=PAPER)
    )
    y = margin + head_h
    xs = [margin]
    for _, w in PT_COLS:
        xs.append(xs[-1] + w)
    headers = [h for h, _ in PT_COLS] + ["What changes"]
    for i, lab in enumerate(headers):
        w = PT_COLS[i][1] if i < len(PT_COLS) else events_w
        items.append(fit_text(lab, xs[i] + 1.0, y + 4.2, 2.6, w - 2.0, bold=True))
    y += col_head_h
    items.append(hrule(margin, W - margin, y, INK, 0.4))
    for k, (ph, h) in enumerate(rows):
        if k % 2 == 1:
            items.append(box(margin, y, W - 2 * margin, h, fill=LIGHT, stroke=None))
        top = y + 1.2
        items.append(fit_text(ph.name, xs[0] + 1.0, top + 4.6, 4.4, PT_COLS[0][1] - 2.0, bold=True))
        trig, _ = text_block([trigger_words(ph.on)], xs[1] + 1.0, top, PT_COLS[1][1] - 2.0, h - 2.0, size)
        items += trig
        sq = 4.2
        n = len(ph.tiles)
        step = min(sq + 1.0, (PT_COLS[2][1] - 2.0 - sq) / max(1, n - 1)) if n > 1 else 0
        for j, col in enumerate(ph.tiles):
            items.append(
                box(
                    xs[2] + 1.0 + j * step, top + 0.6, sq, sq, fill=PHASE_FILL.get(col, "#ffffff"), stroke=INK
                )
            )
        ors = "" if ph.operating_rounds is None else str(ph.operating_rounds)
        items.append(
            fit_text(
                ors,
                xs[3] + PT_COLS[3][1] / 2,
                top + 3.4,
                size * 1.2,
                PT_COLS[3][1] - 2.0,
                anchor="middle",
                bold=True,
            )
        )
        lim_texts, _ = text_block(
            [limit_words(ph.limits)], xs[4] + 1.0, top, PT_COLS[4][1] - 2.0, h - 2.0, size
        )
        items += lim_texts
        ev_texts, _ = text_block(_events(ph), xs[5] + 1.0, top, events_w, h - 2.0, size, bullet=True)
        items += ev_texts
        y += h
        items.append(hrule(margin, W - margin, y, GREY, THIN))
    return Component(
        family="papers",
        kind="phase-table",
        name=f"{game.id} phase table",
        width=W,
        height=H,
        front=Group(tuple(items), role="phase-table"),
        bleed=bleed,
    )
