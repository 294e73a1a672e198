"""The cards of cards.toml: action cards, copies, start-price, order, loan, permit cards ...

Poker size (63 x 88 mm) for cards with much to say (18 Lilliput's action cards), mini-euro
(44 x 67 mm) for the rest; ``count`` copies each. Tokens and markers listed in cards.toml are
round pieces (tokens.py); cards that repeat a private company (18 Lilliput's characters) are
printed once, by privates.py.
"""

from __future__ import annotations

from ...model.game import Card, GameDef
from ..component import Component
from ..drawing import Circle, Group, Rect, Style
from ..palette import INK, PAPER
from .common import (
    FOOT,
    GREY,
    background,
    fit_lines,
    fit_text,
    hrule,
    ink_on,
    plain,
    short_title,
    text_block,
    text_lines,
)
from .trains import FACE_FILL, face_symbol

POKER = (63.0, 88.0)
MINI = (44.0, 67.0)
BLEED = 3.0
LARGE_KINDS = {"action", "character", "pool", "scrapped", "treasury"}
ROUND_KINDS = {"token", "marker"}

KIND_FILL = {
    "action": "#2f5d8a",
    "copy": "#8a6d2f",
    "character": "#5a3d8a",
    "start-price": "#f7931e",
    "play-order": "#4a4a4a",
    "priority": "#b3121a",
    "first-player": "#b3121a",
    "subscription": "#2e7d32",
    "loan": "#8c1d2c",
    "turn": "#4a4a4a",
    "pool": "#6b6b6b",
    "scrapped": "#6b3e26",
    "treasury": "#2e7d32",
}


def card_fill(card: Card) -> str:
    if card.kind == "permit":
        for face, fill in FACE_FILL.items():
            if face in card.id or face in card.title.lower():
                return fill
    return KIND_FILL.get(card.kind, "#3c3c3c")


def card_size(card: Card, game: GameDef | None = None) -> tuple[float, float]:
    """Poker for kinds with much text (judged over every card of the kind, so a set matches)."""
    same = [c for c in game.cards if c.kind == card.kind] if game is not None else [card]
    words = max(len(c.text) + len(c.alt_text) for c in same or [card])
    if card.kind in LARGE_KINDS or words > 260:
        return POKER
    return MINI


def _player_marks(game: GameDef, card: Card, cx: float, y: float, width: float) -> list:
    """Circles numbered with the game's player counts, filled where the card is in play."""
    counts = sorted(game.players)
    r = min(2.6, width / (len(counts) * 2.6))
    step = r * 2.5
    x0 = cx - step * (len(counts) - 1) / 2
    items: list = []
    for i, n in enumerate(counts):
        on = n in card.players
        fill = INK if on else PAPER
        items.append(Circle(x0 + i * step, y, r, Style(fill=fill, stroke=INK, width=0.3)))
        items.append(
            fit_text(
                str(n),
                x0 + i * step,
                y,
                r * 1.3,
                r * 1.3,
                anchor="middle",
                bold=True,
                fill=PAPER if on else GREY,
                middle=True,
            )
        )
    return items


def game_card(game: GameDef, card: Card, copy: int, copies: int) -> Component:
    W, H = card_size(card, game)
    margin = 3.5 if W > 50 else 3.0
    fill = card_fill(card)
    ink = ink_on(fill)
    band = 20.0 if W > 50 else 17.0
    items: list = [
        background(W, H, BLEED),
        Rect(-BLEED, -BLEED, W + 2 * BLEED, band + BLEED, Style(fill=fill)),
    ]
    kind = card.kind.replace("-", " ").upper()
    items.append(fit_text(kind, margin, 4.6, 2.2, W * 0.6, bold=True, fill=ink))
    cid = card.id.lower()
    if card.kind.lower() not in cid and cid not in card.title.lower():
        items.append(fit_text(card.id, W - margin, 4.6, 2.2, W * 0.35, anchor="end", bold=True, fill=ink))
    lines, size = fit_lines(plain(card.title), W - 2 * margin, band - 7.5, 5.0, max_lines=3, bold=True)
    h = size * (0.76 + 0.24 + (len(lines) - 1) * 1.18)
    items += text_lines(lines, W / 2, 6.2 + (band - 6.2 - h) / 2, size, anchor="middle", bold=True, fill=ink)

    y = band + 2.5
    if card.money is not None and card.kind != "action":
        items.append(
            fit_text(game.money(card.money), W / 2, y + 8.0, 9.0, W - 2 * margin, anchor="middle", bold=True)
        )
        y += 11.5
    marks = (
        bool(card.players) and len(game.players) > 1 and tuple(sorted(card.players)) != tuple(game.players)
    )
    marks = marks or (card.kind == "action" and bool(card.players))
    foot = H - (10.5 if marks else 5.0)
    avail = foot - y
    if card.alt_text:
        top_h = avail * 0.55
        texts, used = text_block([plain(card.text)], margin, y, W - 2 * margin, top_h - 4.0, 3.2)
        items += texts
        mid = y + max(used, top_h * 0.5) + 2.0
        items.append(hrule(margin, W - margin, mid, GREY))
        label = "or instead" if card.kind == "action" else "other side"
        lw = min(W * 0.5, 22.0)
        items.append(Rect(W / 2 - lw / 2, mid - 1.8, lw, 3.6, Style(fill=PAPER)))
        items.append(fit_text(label, W / 2, mid, 2.4, lw - 1.0, anchor="middle", fill=GREY, middle=True))
        texts, _ = text_block(
            [plain(card.alt_text)], margin, mid + 2.6, W - 2 * margin, foot - mid - 2.6, 3.0
        )
        items += texts
    else:
        texts, used = text_block([plain(card.text)], margin, y, W - 2 * margin, avail, 3.0 if W > 50 else 2.6)
        items += texts
        face = next((f for f in FACE_FILL if card.kind == "permit" and f in cid), None)
        room = foot - (y + used) - 4.0
        if face and room > 12.0:  # 1862's permits: the face symbol of the train type
            r = min(room / 2 - 1.0, W / 4)
            items.append(face_symbol(face, W / 2, y + used + 2.0 + room / 2, r))
    if marks:
        items += _player_marks(game, card, W / 2, H - 7.5, W - 2 * margin)
    items.append(fit_text(short_title(game), margin, H - 2.4, FOOT, W - 2 * margin - 10, fill=GREY))
    if copies > 1:
        items.append(fit_text(f"{copy}/{copies}", W - margin, H - 2.4, FOOT, 9, anchor="end", fill=GREY))
    return Component(
        family="papers",
        kind="card",
        name=f"{card.id} {card.title} {copy}/{copies}",
        width=W,
        height=H,
        front=Group(tuple(items), role="card"),
        bleed=BLEED,
    )


def game_cards(game: GameDef) -> list[Component]:
    """Every card of cards.toml (``count`` copies each) but round pieces and repeated privates."""
    private_ids = {p.id for p in game.privates}
    out: list[Component] = []
    for card in game.cards:
        if card.kind in ROUND_KINDS or card.id in private_ids or card.count <= 0:
            continue
        out += [game_card(game, card, i + 1, card.count) for i in range(card.count)]
    return out
