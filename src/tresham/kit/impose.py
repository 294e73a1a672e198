"""Imposition: components onto pages with bleed, cut marks and duplex backs.

Cards go in a grid (same-size pieces share a page) with guillotine crop marks in the
margins; hex tiles go in a honeycomb with their cut outline drawn. When any piece has a
back, each front page is followed by its back page, mirrored left to right so that
printing duplex with *flip on long edge* puts each back behind its front.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from ..art.component import Component
from ..art.drawing import (
    Drawing,
    Group,
    PathBuilder,
    PathShape,
    Rect,
    Style,
    Text,
    Use,
    compose,
    line,
    rotate,
    translate,
)
from ..art.palette import INK
from .paper import PrintSettings

CUT = Style(stroke="#7f7f7f", width=0.2)
MARK = Style(stroke=INK, width=0.25)
GAP = 2.0  # between the bleed boxes of neighbouring cards
FOOTER = 6.0  # room under the grid for the page footer


@dataclass
class Page:
    drawing: Drawing
    pieces: int
    is_back: bool = False


def _clip_for(c: Component, bleed: float) -> PathShape:
    """The bleed outline of a piece, in its own millimetre coordinates."""
    if c.shape == "circle":
        r = c.width / 2 + bleed
        return PathBuilder().arc(c.width / 2, c.height / 2, r, 0, 2 * math.pi).close().build(Style())
    if c.shape in ("hex-flat", "hex-pointy"):
        return _hex_path(c, bleed)
    b = PathBuilder().move(-bleed, -bleed).line(c.width + bleed, -bleed)
    b.line(c.width + bleed, c.height + bleed).line(-bleed, c.height + bleed)
    return b.close().build(Style())


def _hex_path(c: Component, grow: float, style: Style | None = None) -> PathShape:
    cx, cy = c.width / 2, c.height / 2
    across = (c.height if c.shape == "hex-flat" else c.width) + 2 * grow
    r = across / math.sqrt(3)
    start = 0 if c.shape == "hex-flat" else 30
    pts = [
        (cx + r * math.cos(math.radians(start + 60 * i)), cy + r * math.sin(math.radians(start + 60 * i)))
        for i in range(6)
    ]
    b = PathBuilder().move(*pts[0])
    for p in pts[1:]:
        b.line(*p)
    return b.close().build(style or Style())


def _cut_outline(c: Component) -> PathShape | None:
    if c.shape == "circle":
        r = c.width / 2
        return PathBuilder().arc(c.width / 2, c.height / 2, r, 0, 2 * math.pi).close().build(CUT)
    if c.shape in ("hex-flat", "hex-pointy"):
        return _hex_path(c, 0.0, CUT)
    return None


def _piece(
    c: Component, art: Group | None, x: float, y: float, bleed: float, symbols: dict, turn: int = 0
) -> Group:
    """A piece's art at trim origin (x, y), clipped to its bleed outline.

    ``turn`` = 90 or 270 lays the piece on its side (it then takes h x w on the sheet).
    """
    if art is None:
        return Group((), translate(x, y))
    if c.symbol:
        key = f"{c.symbol}{'-b' if art is c.back else ''}"
        symbols.setdefault(key, art)
        body = (Use(key),)
    else:
        body = (art,)
    items: list = [Group(body, clip=_clip_for(c, bleed))]
    outline = _cut_outline(c)
    if outline is not None:
        items.append(outline)
    if turn == 90:
        return Group(tuple(items), compose(translate(x + c.height, y), rotate(90)))
    if turn == 270:
        return Group(tuple(items), compose(translate(x, y + c.width), rotate(270)))
    return Group(tuple(items), translate(x, y))


def _footer(d: Drawing, settings: PrintSettings, text: str) -> None:
    w, h = settings.page
    y = h - settings.margin + 4.2
    d.add(Text(settings.margin, y, text, 2.6, "start", False, "#444444"))
    # a 50 mm ruler: measure it to check the print scale is 100 %
    x0 = w - settings.margin - 50
    d.add(line(x0, y - 1, x0 + 50, y - 1, MARK))
    for i in range(0, 51, 10):
        d.add(line(x0 + i, y - 2.2, x0 + i, y - 1, MARK))
    d.add(Text(x0 - 1.5, y - 0.4, "50 mm at 100 %", 2.4, "end", False, "#444444"))


def _new_page(settings: PrintSettings, title: str) -> Drawing:
    w, h = settings.page
    d = Drawing(w, h, units_per_mm=1.0, title=title)
    d.boxes = {"trim": (0, 0, w, h), "bleed": (0, 0, w, h)}
    return d


def _crop_marks(
    d: Drawing,
    settings: PrintSettings,
    xs: Iterable[float],
    ys: Iterable[float],
    area: tuple[float, float, float, float],
) -> None:
    """Guillotine marks in the margins, one per trim line."""
    x0, y0, x1, y1 = area
    mlen = min(settings.margin - 2, 6.0)
    for x in sorted(set(round(v, 3) for v in xs)):
        d.add(line(x, y0 - 1 - mlen, x, y0 - 1, MARK), line(x, y1 + 1, x, y1 + 1 + mlen, MARK))
    for y in sorted(set(round(v, 3) for v in ys)):
        d.add(line(x0 - 1 - mlen, y, x0 - 1, y, MARK), line(x1 + 1, y, x1 + 1 + mlen, y, MARK))


def _grid_slots(settings: PrintSettings, w: float, h: float, bleed: float) -> list[tuple[float, float]]:
    """Trim origins of a grid of w x h pieces centred in the printable area."""
    px, py, pw, ph = settings.printable
    ph -= FOOTER
    cw, ch = w + 2 * bleed + GAP, h + 2 * bleed + GAP
    cols = max(1, int((pw + GAP) // cw))
    rows = max(1, int((ph + GAP) // ch))
    used_w, used_h = cols * cw - GAP, rows * ch - GAP
    ox = px + (pw - used_w) / 2 + bleed
    oy = py + (ph - used_h) / 2 + bleed
    return [(ox + c * cw, oy + r * ch) for r in range(rows) for c in range(cols)]


def _honeycomb_slots(settings: PrintSettings, c: Component, bleed: float) -> list[tuple[float, float]]:
    """Trim-box origins of hex pieces nested in a honeycomb, bleed to bleed with a small gap."""
    px, py, pw, ph = settings.printable
    ph -= FOOTER
    gap = 1.0
    across = (c.height if c.shape == "hex-flat" else c.width) + 2 * bleed + gap
    r = across / math.sqrt(3)
    slots = []
    if c.shape == "hex-flat":
        step_x, step_y = 1.5 * r, across
        cols = max(1, int((pw - 2 * r) // step_x) + 1)
        rows = max(1, int((ph - across / 2 - across) // step_y) + 1)
        used_w = (cols - 1) * step_x + 2 * r
        ox = px + (pw - used_w) / 2 + r
        oy = py + across / 2
        for col in range(cols):
            for row in range(rows):
                cx, cy = ox + col * step_x, oy + row * step_y + (across / 2 if col % 2 else 0)
                slots.append((cx - c.width / 2, cy - c.height / 2))
        slots.sort(key=lambda p: (round(p[1], 3), p[0]))
    else:
        # rows alternate: an offset row holds one tile fewer when a full one would not fit
        step_x, step_y = across, 1.5 * r
        cols = max(1, int(pw // across))
        rows = max(1, int((ph - 2 * r) // step_y) + 1)
        ox = px + (pw - cols * across) / 2 + across / 2
        oy = py + r
        for row in range(rows):
            shift = across / 2 if row % 2 else 0.0
            n = cols if cols * across + shift <= pw else cols - 1
            for col in range(n):
                cx, cy = ox + col * step_x + shift, oy + row * step_y
                slots.append((cx - c.width / 2, cy - c.height / 2))
    return slots


def impose(components: list[Component], settings: PrintSettings, title: str) -> list[Page]:
    """Lay out pieces on pages; same-size pieces share pages, in the order given."""
    batches: dict[tuple, list[Component]] = {}
    for c in components:
        batches.setdefault((round(c.width, 3), round(c.height, 3), c.shape), []).append(c)
    pages: list[Page] = []
    for batch in batches.values():
        pages.extend(_impose_batch(batch, settings, title))
    return _number(pages, settings, title)


def _impose_batch(batch: list[Component], settings: PrintSettings, title: str) -> list[Page]:
    first = batch[0]
    bleed = settings.bleed_for(first.family)
    honeycomb = first.shape in ("hex-flat", "hex-pointy")
    turn = 0
    if honeycomb:
        slots = _honeycomb_slots(settings, first, bleed)
    else:
        slots = _grid_slots(settings, first.width, first.height, bleed)
        sideways = _grid_slots(settings, first.height, first.width, bleed)
        if first.shape == "rect" and len(sideways) > len(slots):
            slots, turn = sideways, 90  # more pieces fit on their side
    pw, ph = (first.height, first.width) if turn else (first.width, first.height)
    w, _ = settings.page
    out: list[Page] = []
    for start in range(0, len(batch), len(slots)):
        chunk = batch[start : start + len(slots)]
        front = _new_page(settings, title)
        back = _new_page(settings, title) if any(c.back is not None for c in chunk) else None
        xs: list[float] = []
        ys: list[float] = []
        for c, (x, y) in zip(chunk, slots, strict=False):
            front.add(_piece(c, c.front, x, y, bleed, front.symbols, turn))
            xs += [x, x + pw]
            ys += [y, y + ph]
            if back is not None:
                # flip on the long edge: left and right swap, top stays top; a piece on its
                # side turns the other way so its back comes out upright
                back.add(_piece(c, c.back, w - x - pw, y, bleed, back.symbols, 270 if turn else 0))
        if not honeycomb and settings.bleed:
            area = (min(xs) - bleed, min(ys) - bleed, max(xs) + bleed, max(ys) + bleed)
            _crop_marks(front, settings, xs, ys, area)
            if back is not None:
                mirrored = (w - area[2], area[1], w - area[0], area[3])
                _crop_marks(back, settings, [w - x for x in xs], ys, mirrored)
        elif not honeycomb:
            for x, y in slots[: len(chunk)]:
                front.add(Rect(x, y, pw, ph, CUT))
                if back is not None:
                    back.add(Rect(w - x - pw, y, pw, ph, CUT))
        out.append(Page(front, len(chunk)))
        if back is not None:
            out.append(Page(back, len(chunk), is_back=True))
    return out


def _number(pages: list[Page], settings: PrintSettings, title: str) -> list[Page]:
    total = len(pages)
    for i, page in enumerate(pages, 1):
        side = " (back)" if page.is_back else ""
        _footer(page.drawing, settings, f"{title} - page {i} of {total}{side} - print at 100 %, no scaling")
        if page.is_back:
            page.drawing.add(
                Text(
                    settings.margin,
                    settings.margin - 3,
                    "BACK of the page before: print duplex, flip on long edge",
                    3.0,
                    "start",
                    True,
                    "#444444",
                )
            )
    return pages
