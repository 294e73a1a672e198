"""Round tracks, revenue tracks and charts of spaces (cards.toml ``[[track]]``).

A ``strip`` is a board of square spaces, wrapped into rows that fit a page, one row of
spaces per named row where the track has ``rows`` (1862's par chart). A ``hex`` is a
tile-sized piece (18Mag's round track and its round-indicator tiles), with its ``back``
track on the other side. Spaces are large enough for a 12 mm marker.
"""

from __future__ import annotations

import math
from dataclasses import replace

from ...model.game import GameDef, Track
from ..component import Component
from ..drawing import Circle, Group, Style, polygon
from ..palette import INK, PAPER, TILE_FILL
from .common import (
    COLOR_WORDS,
    background,
    border,
    box,
    fit_text,
    ink_on,
    plain,
    text_block,
)

SPACE = 15.0  # a space: a 12 mm marker fits
MAX_WIDTH = 180.0  # fits A4 and Letter with bleed
MARGIN = 5.0
TITLE = 5.0
TEXT = 2.6
ROW_LABEL = 30.0
BLEED = 3.0
RED = "#d62718"


def tracks(game: GameDef, across_mm: float = 38.1) -> list[Component]:
    """Every track of the game: ``count`` pieces each (hex pieces ``across_mm`` across);
    strips stacked into as few boards as fit a page."""
    by_id = {t.id: t for t in game.tracks}
    out: list[Component] = []
    strips: list[Component] = []
    for t in game.tracks:
        for i in range(t.count):
            piece = hex_piece(game, t, by_id, across_mm) if t.shape == "hex" else strip(game, t)
            if t.count > 1:  # copies share one drawing
                piece = replace(
                    piece, name=f"{piece.name} {i + 1}/{t.count}", symbol=f"track-{game.id}-{t.id}"
                )
            (strips if t.shape == "strip" else out).append(piece)
    return _boards(strips) + out


BOARD_HEIGHT = 247.0  # what a page of A4 or Letter holds with bleed and footer


def _boards(strips: list[Component]) -> list[Component]:
    """Strips stacked, in order, into boards no taller than a page (one cut, fewer sheets)."""
    boards: list[list[Component]] = []
    for piece in strips:
        if boards and sum(p.height for p in boards[-1]) + piece.height <= BOARD_HEIGHT:
            boards[-1].append(piece)
        else:
            boards.append([piece])
    out = []
    for group in boards:
        if len(group) == 1:
            out.append(group[0])
            continue
        items: list = []
        y = 0.0
        for piece in group:
            items.append(Group((piece.front,), (1.0, 0.0, 0.0, 1.0, 0.0, y)))
            y += piece.height
        width = max(p.width for p in group)
        name = " + ".join(p.name for p in group)
        out.append(
            replace(group[0], name=name, width=width, height=y, front=Group(tuple(items), role="track-board"))
        )
    return out


def _fill(track: Track) -> str:
    if not track.color:
        return PAPER
    word = track.color.lower()
    return TILE_FILL.get(word, COLOR_WORDS.get(word, track.color))


def _space(x: float, y: float, s: float, word: str, fill: str, marked: bool, h: float | None = None) -> list:
    """A square space ``s`` across (or ``s`` by ``h``, for cards), its word in the middle."""
    h = s if h is None else h
    items: list = [box(x, y, s, h, fill, INK, 0.35)]
    if marked:  # a red ring: the marker goes here on a phase change
        items.append(Circle(x + s / 2, y + h / 2, min(s, h) * 0.42, Style(stroke=RED, width=0.8)))
    size = min(min(s, h) * 0.34, 4.2)
    items.append(
        fit_text(
            word,
            x + s / 2,
            y + h / 2,
            size,
            s * 0.8,
            anchor="middle",
            bold=True,
            fill=ink_on(fill),
            middle=True,
            min_size=2.2,
        )
    )
    return items


# ------------------------------------------------------------------------ strip
def strip(game: GameDef, track: Track) -> Component:
    """A board: the title, the spaces in rows (left to right, row after row), the words."""
    rows = track.rows or ("",)
    label = ROW_LABEL if track.rows else 0.0
    sw, sh = track.space or (SPACE, SPACE)
    per_row = max(1, min(len(track.spaces), math.floor((MAX_WIDTH - 2 * MARGIN - label) / sw)))
    lines = math.ceil(len(track.spaces) / per_row)
    width = 2 * MARGIN + label + per_row * sw
    top = MARGIN + TITLE + 3.0
    below = top + len(rows) * (lines * sh + 2.0) + 1.0  # where the words start
    words: list = []
    if track.text:
        words, text_h = text_block([plain(track.text)], MARGIN, below, width - 2 * MARGIN, 30.0, TEXT)
        below += text_h
    height = below + MARGIN
    fill = _fill(track)
    items: list = [background(width, height, BLEED), border(width, height, 1.0)]
    items.append(fit_text(track.title, MARGIN, MARGIN + TITLE * 0.8, TITLE, width - 2 * MARGIN, bold=True))
    y = top
    for name in rows:
        if name:
            items += text_block([name], MARGIN, y + 1.0, label - 2.0, lines * sh, 2.6, bold=True)[0]
        for i, word in enumerate(track.spaces):
            x = MARGIN + label + (i % per_row) * sw
            items += _space(x, y + (i // per_row) * sh, sw, word, fill, i + 1 in track.marked, sh)
        y += lines * sh + 2.0
    items += words
    return Component(
        family="papers",
        kind="track",
        name=f"{track.title} ({track.id})",
        width=width,
        height=height,
        front=Group(tuple(items), role="track-board"),
        bleed=BLEED,
    )


# -------------------------------------------------------------------------- hex
def hex_piece(game: GameDef, track: Track, by_id: dict[str, Track], across_mm: float) -> Component:
    """A tile-sized hex piece in the game's layout, double-sided when the track has a back."""
    layout = "flat" if game.layout == "flat" else "pointy"
    r = across_mm / math.sqrt(3)
    w, h = (2 * r, across_mm) if layout == "flat" else (across_mm, 2 * r)
    back = by_id.get(track.back)
    return Component(
        family="papers",
        kind="track-piece",
        name=f"{track.title} ({track.id}{' / ' + back.id if back else ''})",
        width=w,
        height=h,
        front=_hex_face(track, layout, w, h, r),
        back=_hex_face(back, layout, w, h, r) if back else None,
        bleed=BLEED,
        shape="hex-flat" if layout == "flat" else "hex-pointy",
    )


def _hex_face(track: Track, layout: str, w: float, h: float, r: float) -> Group:
    fill = _fill(track)
    ink = ink_on(fill)
    grow = r + BLEED / math.cos(math.radians(30))
    start = 0 if layout == "flat" else 30
    corners = [
        (
            w / 2 + grow * math.cos(math.radians(start + 60 * i)),
            h / 2 + grow * math.sin(math.radians(start + 60 * i)),
        )
        for i in range(6)
    ]
    items: list = [polygon(corners, Style(fill=fill))]
    usable = min(w, h) * 0.72
    n = len(track.spaces)
    per_row = 3 if n > 4 else n
    rows = math.ceil(n / per_row)
    s = min(7.5, usable / per_row)
    top = h / 2 - rows * s / 2 - 1.0
    items.append(
        fit_text(
            track.title, w / 2, top - 2.0, 2.4, usable, anchor="middle", bold=True, fill=ink, min_size=2.2
        )
    )
    for i, word in enumerate(track.spaces):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        x = w / 2 - in_row * s / 2 + col * s
        items += _space(x, top + row * s, s, word, PAPER, i + 1 in track.marked)
    if track.text:
        words, _ = text_block(
            [plain(track.text)],
            w / 2 - usable / 2,
            top + rows * s + 1.0,
            usable,
            9.0,
            2.2,
            anchor="middle",
            fill=ink,
            min_size=2.2,
        )
        items += words
    return Group(tuple(items), role="track-piece")
