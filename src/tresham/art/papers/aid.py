"""A player aid card, 180 x 250 mm, or shorter where the page is (US Letter: 247 mm), so
that it always prints whole on one sheet, with its back where it has one.

Round order, set-up per player count, what each phase changes, how the game ends and the
rounding rules, set as large as the page allows (the text size is searched so that it all
fits); where one side cannot hold it all at 6 pt, the end and rounding go on the back.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from ...model.game import GameDef
from ..component import Component
from ..drawing import Group, Rect, Style
from ..palette import INK, PAPER, PHASE_FILL
from .common import LIGHT, READ_MIN, background, box, fit_text, hrule, lines_height, plain, text_block
from .phase_table import limit_words, trigger_words

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


FRONT = ("players", "rounds", "phases")
BACK = ("end", "rounding")


def _layout(game: GameDef, s: float, parts: tuple[str, ...] = FRONT + BACK) -> tuple[list, float]:
    items: list = []
    W = WIDTH
    tw = W - 2 * MARGIN
    y = MARGIN + TITLE_H + 2.0
    big = 1000.0

    # set-up per player count
    if game.player_setup and "players" in parts:
        y = _section("Players", y, s, items)
        counts = sorted(game.player_setup)
        label_w = 30.0
        cw = min(18.0, (tw - label_w) / len(counts))
        rows = [("Players", [str(n) for n in counts])]
        if any(game.player_setup[n].bank is not None for n in counts):  # a bank by player count
            rows.append(("Bank", [game.money(game.player_setup[n].bank or game.bank) for n in counts]))
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

    rounds = round_order(game) if "rounds" in parts else []
    if rounds:
        y = _section("Round order", y, s, items)
        texts, used = text_block(rounds, MARGIN, y, tw, big, s, bullet=len(rounds) > 1, min_size=0.5)
        items += texts
        y += used + 2.5

    # phases: name, tile colours and limits on the left, the changes on the right
    phases = game.phases if "phases" in parts else ()
    if phases:
        y = _section("Phases", y, s, items)
    left = 38.0
    for k, ph in enumerate(phases):
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
    if phases:
        y += 2.5

    if game.end and "end" in parts:
        y = _section("End of the game", y, s, items)
        texts, used = text_block(
            [plain(e) for e in game.end], MARGIN, y, tw, big, s, bullet=True, min_size=0.5
        )
        items += texts
        y += used + 2.5
    if game.rounding and "rounding" in parts:
        y = _section("Rounding", y, s, items)
        lines = [f"{k.replace('_', ' ').capitalize()}: {plain(v)}" for k, v in game.rounding.items()]
        texts, used = text_block(lines, MARGIN, y, tw, big, s, bullet=True, min_size=0.5)
        items += texts
        y += used
    return items, y


def aid_height(page: tuple[float, float] | None, foot: float = 6.0) -> float:
    """The aid's height for a printable area ``page`` (width, height in mm): 250 mm, or less
    where that with its bleed and the page's footer (``foot``) would not fit."""
    if page is None:
        return HEIGHT
    return min(HEIGHT, math.floor((page[1] - foot - 2 * BLEED - 0.05) * 10) / 10)  # (0.1 mm spare)


def player_aids(game: GameDef, height: float = HEIGHT) -> list[Component]:
    """One player aid per player, for the largest player count (1824's box has 6 help cards)."""
    aid = player_aid(game, height)
    n = max(game.players, default=1)
    return [replace(aid, name=f"{aid.name} {i + 1}/{n}", symbol=f"aid-{game.id}") for i in range(n)]


def _fitted(
    game: GameDef, sides: tuple[tuple[str, ...], ...], height: float = HEIGHT
) -> tuple[float, list[list]]:
    """The largest text size (mm) at which every side's sections fit a card ``height`` mm
    tall, and the sides (none when even 6 pt does not fit)."""

    def laid_out(size: float) -> list[list] | None:
        laid = [_layout(game, size, parts) for parts in sides]
        return [items for items, _ in laid] if all(b <= height - MARGIN for _, b in laid) else None

    best = laid_out(READ_MIN)
    if best is None:
        return 0.0, []
    size, lo, hi = READ_MIN, READ_MIN, 3.4
    for _ in range(12):
        mid = (lo + hi) / 2
        got = laid_out(mid)
        if got is not None:
            best, size, lo = got, mid, mid
        else:
            hi = mid
    return size, best


def player_aid(game: GameDef, height: float = HEIGHT) -> Component:
    """The aid, ``height`` mm tall, on one side; on two (the end of the game and rounding on
    the back) where one side could not hold it all at 6 pt or more."""
    W, H = WIDTH, height
    _, sides = _fitted(game, (FRONT + BACK,), H)
    if not sides:
        _, sides = _fitted(game, (FRONT, BACK), H)
    if not sides:  # even two sides overflow at 6 pt: cut at the page's foot
        sides = [
            [it for it in _layout(game, READ_MIN, parts)[0] if getattr(it, "y", 0) <= H - MARGIN]
            for parts in (FRONT, BACK)
        ]
    faces = []
    for k, items in enumerate(sides):
        face: list = [background(W, H, BLEED)]
        face.append(Rect(-BLEED, -BLEED, W + 2 * BLEED, MARGIN + TITLE_H - 2.0 + BLEED, Style(fill=INK)))
        face.append(
            fit_text(game.title, MARGIN, MARGIN + 8.0, 7.0, W - 2 * MARGIN - 40.0, bold=True, fill=PAPER)
        )
        head = "PLAYER AID" if k == 0 else "PLAYER AID (BACK)"
        face.append(fit_text(head, W - MARGIN, MARGIN + 8.0, 3.6, 38.0, anchor="end", bold=True, fill=PAPER))
        faces.append(Group(tuple(face + items), role="player-aid"))
    return Component(
        family="papers",
        kind="player-aid",
        name=f"{game.id} player aid",
        width=W,
        height=H,
        front=faces[0],
        back=faces[1] if len(faces) > 1 else None,
        bleed=BLEED,
    )
