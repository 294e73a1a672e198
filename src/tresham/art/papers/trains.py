"""Train cards (44 x 67 mm mini-euro, one per physical card; an 1862 card carries its
express, local and freight faces), 1862's train-manifest cards, and the face symbols the
1862 permits share too. What the cards print, read off the data, is ``train_facts.py``; the
phase table is ``phase_table.py``."""

from __future__ import annotations

import math
import re

from ...model.game import GameDef, Train
from ..component import Component
from ..drawing import Circle, Group, Rect, Style, polygon
from ..palette import INK, PAPER, PHASE_FILL
from .common import (
    FOOT,
    GREY,
    THIN,
    background,
    distance_text,
    fit_text,
    hrule,
    ink_on,
    short_title,
    text_block,
)
from .train_facts import (
    STANDARD,
    cards_for,
    game_lengths,
    group_of,
    is_card,
    length_mark,
    notes_for_card,
    printed_count,
    second_hand,
    train_colours,
    train_label,
)

WIDTH, HEIGHT = 44.0, 67.0
BLEED = 3.0
MARGIN = 3.0
OBSOLETE_GREY = "#9a9a9a"
FACE_FILL = {"express": "#d7262e", "local": "#1f5fbf", "freight": "#7b3fa0"}


# ------------------------------------------------------------------ one card
def face_symbol(kind: str, cx: float, cy: float, r: float) -> object:
    fill = FACE_FILL.get(kind, GREY)
    st = Style(fill=fill, stroke=PAPER, width=0.3)
    if kind == "local":
        return polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], st)
    if kind == "freight":
        pts = [
            (cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
            for a in range(0, 360, 60)
        ]
        return polygon(pts, st)
    return Circle(cx, cy, r, st)


def _card_frame(fill: str, band: float) -> list:
    return [
        background(WIDTH, HEIGHT, BLEED),
        Rect(-BLEED, -BLEED, WIDTH + 2 * BLEED, band + BLEED, Style(fill=fill)),
        Rect(-BLEED, band, WIDTH + 2 * BLEED, THIN, Style(fill=INK)),
    ]


def _foot(game: GameDef, items: list, copy: int, copies: int, ink: str = GREY, mark: str = "") -> None:
    """The foot: the game's title (or, bold, the game lengths a card is for) and the copy number."""
    left = mark or short_title(game)
    width = WIDTH - 2 * MARGIN - 10
    items.append(
        fit_text(left, MARGIN, HEIGHT - 2.4, FOOT, width, fill=INK if mark else ink, bold=bool(mark))
    )
    items.append(fit_text(f"{copy}/{copies}", WIDTH - MARGIN, HEIGHT - 2.4, FOOT, 9, anchor="end", fill=ink))


def _train_front(game: GameDef, t: Train, fill: str, copy: int, copies: int, unlimited: bool) -> list:
    W, H = WIDTH, HEIGHT
    band = 25.0
    ink = ink_on(fill)
    items = _card_frame(fill, band)
    name = train_label(t.name)
    items.append(
        fit_text(
            name,
            W / 2,
            12.5,
            16.0,
            W - 2 * MARGIN,
            anchor="middle",
            bold=True,
            fill=ink,
            middle=True,
            max_height=17.0,
        )
    )
    noun = "tram" if re.search(r"\btram\b", t.notes.split(".")[0]) else "train"
    sub = t.kind or noun
    if unlimited:
        sub += ", unlimited"
    items.append(
        fit_text(sub.upper(), W / 2, band - 2.2, 2.2, W - 2 * MARGIN, anchor="middle", bold=True, fill=ink)
    )

    y = band + 8.5
    items.append(fit_text(game.money(t.cost), W / 2, y, 6.0, W - 2 * MARGIN, anchor="middle", bold=True))
    y += 2.5
    lines = []
    if not t.distance.plain:
        lines.append(distance_text(t.distance))
    elif t.distance.unlimited and not t.kind:
        lines.append("unlimited range")
    for nm, cost in second_hand(game, t):
        lines.append(f"{nm}: {game.money(cost)} second-hand")
    if t.available_on:
        lines.append(f"On sale from phase {t.available_on}")
    for old, off in t.trade_in:
        lines.append(f"Trade in a {old}: {game.money(off)} off")
    if t.obsolete_on:
        lines.append(f"Obsolete when the first {t.obsolete_on} is bought")
    if t.rusts_on:
        verb = game.terms.get("rusts", "Rusts")
        lines.append(f"{verb} when the first {t.rusts_on} is bought")
    note = notes_for_card(t)
    if note and not t.obsolete_on and "physical cards" not in note:
        lines.append(note[0].upper() + note[1:])
    texts, _ = text_block(lines, MARGIN, y + 0.8, W - 2 * MARGIN, H - 5.0 - y - 0.8, 2.4)
    items += texts
    _foot(game, items, copy, copies)
    return items


def _obsolete_back(game: GameDef, t: Train, copy: int, copies: int) -> list:
    """18 Lilliput's grey side: the train after it has become obsolete."""
    W, H = WIDTH, HEIGHT
    items: list = [background(W, H, BLEED, OBSOLETE_GREY)]
    ink = ink_on(OBSOLETE_GREY)
    items.append(
        fit_text(
            train_label(t.name),
            W / 2,
            16.0,
            16.0,
            W - 2 * MARGIN,
            anchor="middle",
            bold=True,
            fill=ink,
            middle=True,
            max_height=17.0,
        )
    )
    items.append(fit_text("OBSOLETE", W / 2, 31.0, 4.2, W - 2 * MARGIN, anchor="middle", bold=True, fill=ink))
    rule = game.rounding.get("obsolete_revenue", "half")
    rule = re.sub(r"\s*:.*$", "", rule)
    lines = [f"Revenue: {rule}."]
    if t.rusts_on:
        lines.append(f"Scrapped with the first {t.rusts_on}.")
    texts, _ = text_block(lines, MARGIN, 35.0, W - 2 * MARGIN, H - 40.0, 2.6, fill=ink)
    items += texts
    _foot(game, items, copy, copies, ink=ink)
    return items


def _group_card(
    game: GameDef, group: str, faces: list[Train], copy: int, copies: int, fill: str
) -> Component:
    """1862: one card, express and local faces on the front, freight on the back."""
    W, H = WIDTH, HEIGHT
    by_kind = {t.kind: t for t in faces}
    cost = faces[0].cost

    def half(t: Train, top: float, h: float) -> list:
        out = []
        sym_r = 3.2
        out.append(face_symbol(t.kind, MARGIN + sym_r, top + 5.0, sym_r))
        out.append(
            fit_text(
                t.name, MARGIN + 2 * sym_r + 2.0, top + 7.2, 7.0, W - 2 * MARGIN - 2 * sym_r - 2.0, bold=True
            )
        )
        out.append(
            fit_text(
                t.kind.upper(),
                MARGIN,
                top + 12.6,
                2.2,
                W - 2 * MARGIN,
                bold=True,
                fill=FACE_FILL.get(t.kind, GREY),
            )
        )
        desc = distance_text(t.distance)
        if t.distance.unit == "hexes":
            desc += " beyond its start"
        elif t.distance.scores is None:
            desc = f"{t.distance.stops} large stations"
        texts, _ = text_block([desc], MARGIN, top + 14.0, W - 2 * MARGIN, h - 15.0, 2.2)
        return out + texts

    def header(items: list) -> None:
        items.append(Rect(-BLEED, -BLEED, W + 2 * BLEED, 9.0 + BLEED, Style(fill=fill)))
        items.append(fit_text(f"Group {group}", MARGIN, 6.0, 3.4, W * 0.5, bold=True, fill=ink_on(fill)))
        items.append(
            fit_text(
                game.money(cost), W - MARGIN, 6.0, 3.4, W * 0.45, anchor="end", bold=True, fill=ink_on(fill)
            )
        )

    mark = length_mark(game, faces[0], copy)

    def footer(items: list) -> None:
        rusts = faces[0].rusts_on
        msg = f"Removed when phase {rusts} starts" if rusts else "Permanent"
        items.append(fit_text(msg, W / 2, H - 6.0, 2.2, W - 2 * MARGIN, anchor="middle", bold=True))
        _foot(game, items, copy, copies, mark=mark)

    front: list = [background(W, H, BLEED)]
    header(front)
    mid = 9.0 + (H - 9.0 - 8.5) / 2
    for i, kind in enumerate(("express", "local")):
        if kind in by_kind:
            top = 10.0 if i == 0 else mid + 0.5
            front += half(by_kind[kind], top, mid - 10.0)
    front.append(hrule(MARGIN, W - MARGIN, mid, GREY))
    footer(front)
    back: list | None = None
    if "freight" in by_kind:
        back = [background(W, H, BLEED)]
        header(back)
        back += half(by_kind["freight"], 10.0, 30.0)
        footer(back)
    names = " / ".join(t.name for t in faces)
    return Component(
        family="papers",
        kind="train",
        name=f"group {group} train card ({names}) {copy}/{copies}" + (f", {mark}" if mark else ""),
        width=W,
        height=H,
        front=Group(tuple(front), role="train"),
        back=Group(tuple(back), role="train-back") if back else None,
        bleed=BLEED,
    )


def manifest_card(game: GameDef, length: str, colours: dict[str, str]) -> Component:
    """1862's train-manifest card of one game length: the cards of each group it uses (L30,
    L186-L196)."""
    W, H = WIDTH, HEIGHT
    band = 14.0
    items = _card_frame(INK, band)
    items.append(
        fit_text("TRAIN MANIFEST", W / 2, 5.6, 2.6, W - 2 * MARGIN, anchor="middle", bold=True, fill=PAPER)
    )
    title = f"{length[0].upper()}{length[1:]} game"
    items.append(fit_text(title, W / 2, 11.4, 5.0, W - 2 * MARGIN, anchor="middle", bold=True, fill=PAPER))
    rows: list[tuple[str, int, int, str]] = []
    seen: set[str] = set()
    for t in game.trains:
        key = group_of(t) or t.name
        if not is_card(t) or key in seen:
            continue
        seen.add(key)
        rows.append(
            (
                key,
                cards_for(game, t, length),
                cards_for(game, t, STANDARD),
                colours.get(t.name, PHASE_FILL["gray"]),
            )
        )
    step = min(4.6, (H - band - 14.0) / max(1, len(rows)))
    y = band + 3.0
    for key, n, standard, fill in rows:
        items.append(Rect(MARGIN, y, 6.0, step - 1.0, Style(fill=fill, stroke=INK, width=THIN)))
        items.append(
            fit_text(
                key,
                MARGIN + 3.0,
                y + (step - 1.0) / 2,
                2.6,
                5.4,
                anchor="middle",
                bold=True,
                middle=True,
                fill=ink_on(fill),
            )
        )
        words = f"{n} card{'s' if n != 1 else ''}"
        items.append(
            fit_text(words, MARGIN + 8.0, y + (step - 1.0) / 2, 2.8, 18.0, bold=n != standard, middle=True)
        )
        if n != standard:
            items.append(
                fit_text(
                    f"standard {standard}",
                    W - MARGIN,
                    y + (step - 1.0) / 2,
                    2.0,
                    14.0,
                    anchor="end",
                    middle=True,
                    fill=GREY,
                )
            )
        y += step
    texts, _ = text_block(
        ["Put it face up on the trains' space: the deck holds these cards."],
        MARGIN,
        y + 0.8,
        W - 2 * MARGIN,
        H - 5.0 - y - 0.8,
        2.2,
    )
    items += texts
    _foot(game, items, 1, 1)
    return Component(
        family="papers",
        kind="train-manifest",
        name=f"train manifest, {length} game",
        width=W,
        height=H,
        front=Group(tuple(items), role="train-manifest"),
        bleed=BLEED,
    )


def train_cards(game: GameDef) -> list[Component]:
    """One card per physical train card (counts for the largest player count), then a
    train-manifest card per game length other than the standard one."""
    colours = train_colours(game)
    out: list[Component] = []
    done_groups: set[str] = set()
    for t in game.trains:
        if not is_card(t):
            continue
        group = group_of(t)
        if group:
            if group in done_groups:
                continue
            done_groups.add(group)
            faces = [x for x in game.trains if group_of(x) == group]
            n, _ = printed_count(game, t)
            fill = colours.get(t.name, PHASE_FILL["gray"])
            out += [_group_card(game, group, faces, i + 1, n, fill) for i in range(n)]
            continue
        n, unlimited = printed_count(game, t)
        fill = colours.get(t.name, PHASE_FILL["yellow"])
        for i in range(n):
            front = _train_front(game, t, fill, i + 1, n, unlimited)
            back = _obsolete_back(game, t, i + 1, n) if t.obsolete_on else None
            tag = f" (unlimited; {n} printed)" if unlimited else ""
            out.append(
                Component(
                    family="papers",
                    kind="train",
                    name=f"{t.name} train{tag} {i + 1}/{n}",
                    width=WIDTH,
                    height=HEIGHT,
                    front=Group(tuple(front), role="train"),
                    back=Group(tuple(back), role="train-obsolete") if back else None,
                    bleed=BLEED,
                )
            )
    out += [manifest_card(game, length, colours) for length in game_lengths(game)]
    return out
