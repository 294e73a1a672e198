"""Private companies, mountain railways, landmarks, characters: 63 x 88 mm portrait cards."""

from __future__ import annotations

from ...model.game import GameDef, Private
from ..component import Component
from ..drawing import Group, Rect, Style
from .common import (
    FOOT,
    GREY,
    LIGHT,
    background,
    box,
    fit_lines,
    fit_text,
    ink_on,
    plain,
    player_range,
    short_title,
    text_block,
    text_lines,
)

WIDTH, HEIGHT = 63.0, 88.0
BLEED = 3.0
BAND = 26.0
MARGIN = 4.0

KIND_FILL = {
    "private": "#24467a",
    "mountain-railway": "#7a4a21",
    "landmark": "#8c1d2c",
    "character": "#5a3d8a",
    "purchase": "#2f6b3a",
}
KIND_WORDS = {
    "private": "Private company",
    "mountain-railway": "Mountain railway",
    "landmark": "Landmark",
    "character": "Character",
}


def private_card(game: GameDef, p: Private) -> Component:
    W, H = WIDTH, HEIGHT
    fill = KIND_FILL.get(p.kind, "#3c3c3c")
    ink = ink_on(fill)
    items: list = [
        background(W, H, BLEED),
        Rect(-BLEED, -BLEED, W + 2 * BLEED, BAND + BLEED, Style(fill=fill)),
    ]
    kind = KIND_WORDS.get(p.kind, p.kind.replace("-", " ").capitalize())
    items.append(fit_text(kind.upper(), MARGIN, 5.2, 2.4, W * 0.62, bold=True, fill=ink))
    items.append(fit_text(p.id, W - MARGIN, 5.2, 2.6, W * 0.3, anchor="end", bold=True, fill=ink))
    lines, size = fit_lines(p.name, W - 2 * MARGIN, BAND - 9.0, 5.5, max_lines=4, bold=True)
    block_h = size * (0.76 + 0.24 + (len(lines) - 1) * 1.18)
    top = 7.5 + (BAND - 8.5 - block_h) / 2
    items += text_lines(lines, W / 2, top, size, anchor="middle", bold=True, fill=ink)

    y = BAND + 3.0
    facts = []
    if p.cost:
        facts.append(("Cost", game.money(p.cost)))
    if p.revenue is not None:
        facts.append(("Revenue", game.money(p.revenue)))
    if facts:
        bw = (W - 2 * MARGIN - 3.0 * (len(facts) - 1)) / len(facts)
        for i, (lab, val) in enumerate(facts):
            x = MARGIN + i * (bw + 3.0)
            items.append(box(x, y, bw, 11.0, fill=LIGHT, rx=1.2))
            items.append(fit_text(lab, x + bw / 2, y + 3.6, 2.3, bw - 2, anchor="middle", fill=GREY))
            items.append(fit_text(val, x + bw / 2, y + 8.9, 4.4, bw - 2, anchor="middle", bold=True))
        y += 14.0

    limited = bool(p.players) and tuple(sorted(p.players)) != tuple(sorted(game.players))
    foot = H - (10.0 if limited else 6.5)
    texts, _ = text_block(
        [plain(a) for a in p.abilities], MARGIN, y, W - 2 * MARGIN, foot - y, 2.8, bullet=len(p.abilities) > 1
    )
    items += texts
    if limited:
        items.append(
            fit_text(
                "Only with " + player_range(p.players),
                W / 2,
                H - 6.2,
                2.3,
                W - 2 * MARGIN,
                anchor="middle",
                bold=True,
            )
        )
    items.append(
        fit_text(short_title(game), W / 2, H - 2.8, FOOT, W - 2 * MARGIN, anchor="middle", fill=GREY)
    )
    return Component(
        family="papers",
        kind="private",
        name=f"{p.id} {p.name}",
        width=W,
        height=H,
        front=Group(tuple(items), role="private"),
        bleed=BLEED,
    )


def private_cards(game: GameDef) -> list[Component]:
    """One card per private company, mountain railway, landmark or character."""
    return [private_card(game, p) for p in game.privates]
