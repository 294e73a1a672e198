"""Imposition: components onto sheets with bleed, cut marks and duplex backs.

Cards go in a grid (same-size pieces share a sheet) with guillotine crop marks in the
margins; hex tiles go in a honeycomb with their cut outline drawn. Within a batch of
same-size pieces the two-sided ones come first, so they share as few sheets as possible;
one-sided pieces fill the rest of the last such sheet (their backs stay blank) where that
saves a sheet; a card the other way round joins its size, turned. Round
pieces (tokens, markers) of every size share sheets, row by row, two-sided ones on sheets of
their own: their cut line is drawn, so no guillotine cut crosses the sheet. Wide one-off
cards (a phase table, a market legend, a track) go two to a sheet where they fit. A sheet
with any two-sided piece gets a back page, mirrored left to right so that printing duplex
with *flip on long edge* puts each back behind its front, and registration crosses in its
corners that line up through the sheet.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from ..art.component import Component
from ..art.drawing import (
    Drawing,
    Group,
    PathBuilder,
    PathShape,
    Rect,
    Style,
    Use,
    compose,
    polygon,
    rotate,
    translate,
)
from .marks import FOOT, corner_crosses, crop_marks, cut_line, cut_note, stack_marks
from .paper import PrintSettings
from .sheet import Sheet, blank_page

Placed = tuple[Component, float, float, int]  # a piece, its trim origin, its turn (0 or 90)
CUT = Style(stroke="#7f7f7f", width=0.2)
GAP = 2.0  # between the bleed boxes of neighbouring cards


def _clip_for(c: Component, bleed: float) -> PathShape:
    """The bleed outline of a piece, in its own millimetre coordinates."""
    return _outline(c.shape, c.width, c.height, bleed, False)


def _cut_outline(c: Component) -> PathShape | None:
    """The cut line drawn on a round or hexagonal piece (card edges get crop marks instead)."""
    if c.shape in ("circle", "hex-flat", "hex-pointy"):
        return _outline(c.shape, c.width, c.height, 0.0, True)
    return None


@lru_cache(maxsize=256)
def _outline(shape: str, w: float, h: float, grow: float, cut: bool) -> PathShape:
    """A piece's outline grown by ``grow`` mm: made once per shape and size, shared by every copy."""
    style = CUT if cut else Style()
    if shape == "circle":
        return PathBuilder().arc(w / 2, h / 2, w / 2 + grow, 0, 2 * math.pi).close().build(style)
    if shape in ("hex-flat", "hex-pointy"):
        across = (h if shape == "hex-flat" else w) + 2 * grow
        r = across / math.sqrt(3)
        start = 0 if shape == "hex-flat" else 30
        pts = [
            (
                w / 2 + r * math.cos(math.radians(start + 60 * i)),
                h / 2 + r * math.sin(math.radians(start + 60 * i)),
            )
            for i in range(6)
        ]
        return polygon(pts, style)
    b = PathBuilder().move(-grow, -grow).line(w + grow, -grow).line(w + grow, h + grow).line(-grow, h + grow)
    return b.close().build(style)


def _piece(
    c: Component, art: Group, symbol: str, x: float, y: float, bleed: float, page: Drawing, turn: int = 0
) -> Group:
    """A piece's art at trim origin (x, y), clipped to its bleed outline.

    With a ``symbol`` name the art is drawn once per file and used by reference. ``turn`` =
    90 or 270 lays the piece on its side (it then takes h x w on the sheet).
    """
    if symbol:
        page.symbols.setdefault(symbol, art)
        body: tuple[Any, ...] = (Use(symbol),)
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


def _grid_slots(settings: PrintSettings, w: float, h: float, bleed: float) -> list[tuple[float, float]]:
    """Trim origins of a grid of w x h pieces centred in the printable area."""
    px, py, pw, ph = settings.printable
    ph -= FOOT
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
    ph -= FOOT
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


def impose(components: list[Component], settings: PrintSettings, title: str) -> list[Sheet]:
    """Lay out pieces on sheets; same-size pieces share sheets, two-sided ones first. Round
    pieces of every size share sheets too, in shelves (their cut line is drawn, so no
    guillotine cut has to run across the sheet)."""
    batches: dict[tuple, list[Component]] = {}
    for c in components:
        w, h = round(c.width, 3), round(c.height, 3)
        if c.shape == "rect":  # a card of the same size the other way round turns to join
            w, h = min(w, h), max(w, h)
        batches.setdefault((w, h, c.shape), []).append(c)
    sheets: list[Sheet] = []
    rounds: list[list[Component]] = []
    alone: list[Component] = []
    for batch in batches.values():
        ordered = [c for c in batch if c.back is not None] + [c for c in batch if c.back is None]
        if batch[0].shape == "circle":
            if not rounds:
                sheets.append(_ROUNDS)  # the round pieces' sheets go where the first one was
            rounds.append(ordered)
        elif len(batch) == 1 and batch[0].back is None and _wide(batch[0], settings):
            if not alone:
                sheets.append(_ALONE)
            alone.append(batch[0])
        else:
            sheets.extend(_impose_batch(ordered, settings, title, len(sheets)))
    if rounds:
        at = sheets.index(_ROUNDS)
        sheets[at : at + 1] = _impose_rounds(rounds, settings, title, at)
    if alone:
        at = sheets.index(_ALONE)
        sheets[at : at + 1] = _sheets(_pairs(alone, settings), settings, title, at, marks="stack")
    return sheets


_ROUNDS = Sheet(Drawing(1.0, 1.0))  # where the sheets of round pieces go
_ALONE = Sheet(Drawing(1.0, 1.0))  # where the sheets of large one-off cards go


def _wide(c: Component, settings: PrintSettings) -> bool:
    """Is the card wider than half the printable width (one to a row)?"""
    return c.shape == "rect" and c.width + 2 * settings.bleed_for(c.family) > settings.printable[2] / 2


def _pairs(pieces: list[Component], settings: PrintSettings) -> list[list[Placed]]:
    """Wide one-off cards (a phase table, a market legend, a round track), each of which
    would take a sheet alone: two to a sheet, one above the other, where they fit. Their
    crop marks are their own (``stack_marks``), so one cut between them comes first."""
    px, py, pw, ph = settings.printable
    room = ph - FOOT
    sheets: list[list[Component]] = []
    for c in pieces:
        tall = c.height + 2 * settings.bleed_for(c.family)
        pair = next((s for s in sheets if len(s) == 1 and _tall(s[0], settings) + GAP + tall <= room), None)
        if pair is not None:
            pair.append(c)
        else:
            sheets.append([c])
    pages: list[list[Placed]] = []
    for group in sheets:
        used = sum(_tall(c, settings) for c in group) + GAP * (len(group) - 1)
        y = py + (room - used) / 2
        page: list[Placed] = []
        for c in group:
            bleed = settings.bleed_for(c.family)
            page.append((c, px + (pw - c.width) / 2, y + bleed, 0))
            y += _tall(c, settings) + GAP
        pages.append(page)
    return pages


def _tall(c: Component, settings: PrintSettings) -> float:
    return c.height + 2 * settings.bleed_for(c.family)


def _impose_rounds(
    batches: list[list[Component]], settings: PrintSettings, title: str, first: int
) -> list[Sheet]:
    """Round pieces in shelves: each size in full rows, centred across the printable area,
    one size below the other; two-sided pieces on sheets of their own (with backs)."""
    two = [[c for c in b if c.back is not None] for b in batches]
    one = [[c for c in b if c.back is None] for b in batches]
    out: list[Sheet] = []
    for stream in (two, one):
        pages = _shelves([b for b in stream if b], settings)
        out.extend(_sheets(pages, settings, title, first + len(out), marks=""))
    return out


def _shelves(batches: list[list[Component]], settings: PrintSettings) -> list[list[Placed]]:
    """Trim origins of round pieces, page by page: left to right in rows as tall as their
    largest piece, each piece centred on its row's middle line, row under row."""
    px, py, pw, ph = settings.printable
    bottom = py + ph - FOOT
    pages: list[list[Placed]] = []
    rows: list[list[tuple[Component, float]]] = [[]]  # (piece, x of its cell) per row
    for c in (c for batch in batches for c in batch):
        cell = c.width + 2 * settings.bleed_for(c.family)
        x = rows[-1][-1][1] + _cell(rows[-1][-1][0], settings) + GAP if rows[-1] else px
        if x + cell > px + pw:
            rows.append([])
            x = px
        rows[-1].append((c, x))
    y = bottom  # no page open yet
    for row in (r for r in rows if r):
        tall = max(_cell(c, settings) for c, _ in row)
        if y + tall > bottom or not pages:
            pages.append([])
            y = py
        used = row[-1][1] + _cell(row[-1][0], settings) - px
        shift = (pw - used) / 2  # centred across the printable area
        for c, x in row:
            edge = (tall - _cell(c, settings)) / 2 + settings.bleed_for(c.family)
            pages[-1].append((c, x + shift + settings.bleed_for(c.family), y + edge, 0))
        y += tall + GAP
    return pages


def _cell(c: Component, settings: PrintSettings) -> float:
    """A round piece's width with its bleed on both sides."""
    return c.width + 2 * settings.bleed_for(c.family)


def _symbols(c: Component, serial: str) -> tuple[str, str]:
    """Names of a piece's front and back art. Two-sided pieces always get names, so each
    back can be matched to its front in the PDF; shared art (tile copies) keeps its own."""
    if c.symbol:
        return c.symbol, f"{c.symbol}-b"
    if c.back is not None:
        return serial, f"{serial}-b"
    return "", ""


def _impose_batch(batch: list[Component], settings: PrintSettings, title: str, first: int) -> list[Sheet]:
    c0 = batch[0]
    bleed = settings.bleed_for(c0.family)
    turn = 0
    if c0.shape in ("hex-flat", "hex-pointy"):
        slots = _honeycomb_slots(settings, c0, bleed)
    else:
        slots = _grid_slots(settings, c0.width, c0.height, bleed)
        sideways = _grid_slots(settings, c0.height, c0.width, bleed)
        if c0.shape == "rect" and len(sideways) > len(slots):
            slots, turn = sideways, 90  # more pieces fit on their side
    pages = [
        [
            (c, x, y, turn if (c.width, c.height) == (c0.width, c0.height) else 90 - turn)
            for c, (x, y) in zip(chunk, slots, strict=False)
        ]
        for chunk in _chunks(batch, len(slots))
    ]
    hexes = c0.shape in ("hex-flat", "hex-pointy")  # their cut outline is drawn
    return _sheets(pages, settings, title, first, marks="" if hexes else "grid")


def _chunks(batch: list[Component], per_sheet: int) -> list[list[Component]]:
    """The pieces sheet by sheet, two-sided ones first; one-sided pieces fill the free slots
    of the last two-sided sheet (with blank backs) only where that saves a sheet."""
    two = [c for c in batch if c.back is not None]
    one = [c for c in batch if c.back is None]
    free = -len(two) % per_sheet
    if math.ceil((len(one) - free) / per_sheet) < math.ceil(len(one) / per_sheet):
        two, one = two + one[:free], one[free:]
    return [group[i : i + per_sheet] for group in (two, one) for i in range(0, len(group), per_sheet)]


def _sheets(
    pages: list[list[Placed]],
    settings: PrintSettings,
    title: str,
    first: int,
    marks: str,
) -> list[Sheet]:
    """The sheets of pieces placed at trim origins (and turned 0 or 90 degrees), page by
    page: with crop marks (``marks``: "grid" for a grid of cards, "stack" for cards one above
    the other, "" for pieces whose cut line is drawn) and, where a piece is two-sided, a back
    page mirrored for a long-edge flip."""
    w, h = settings.page
    out: list[Sheet] = []
    for chunk in pages:
        front = blank_page(settings, title)
        back = blank_page(settings, title) if any(c.back is not None for c, *_ in chunk) else None
        xs: list[float] = []
        ys: list[float] = []
        bleed = 0.0
        for i, (c, x, y, turn) in enumerate(chunk):
            bleed = settings.bleed_for(c.family)
            pw, ph = (c.height, c.width) if turn else (c.width, c.height)
            front_sym, back_sym = _symbols(c, f"{c.family}-{first + len(out)}-{i}")
            front.add(_piece(c, c.front, front_sym, x, y, bleed, front, turn))
            xs += [x, x + pw]
            ys += [y, y + ph]
            if back is not None and c.back is not None:
                # flip on the long edge: left and right swap, top stays top; a piece on its
                # side turns the other way so its back comes out upright
                back.add(_piece(c, c.back, back_sym, w - x - pw, y, bleed, back, 270 if turn else 0))
        if marks == "stack" and settings.bleed:
            trims = [(x, y, x + c.width, y + c.height) for c, x, y, _ in chunk]
            front.add(*stack_marks(trims, bleed, settings.margin))
        elif marks == "grid" and settings.bleed:
            area = (min(xs) - bleed, min(ys) - bleed, max(xs) + bleed, max(ys) + bleed)
            front.add(*crop_marks(xs, ys, area, settings.margin))
            if back is not None:
                mirrored = (w - area[2], area[1], w - area[0], area[3])
                back.add(*crop_marks([w - x for x in xs], ys, mirrored, settings.margin))
        elif marks:
            for c, x, y, turn in chunk:
                pw, ph = (c.height, c.width) if turn else (c.width, c.height)
                front.add(Rect(x, y, pw, ph, CUT))
                if back is not None:
                    back.add(Rect(w - x - pw, y, pw, ph, CUT))
        note = cut_note((c for c, *_ in chunk), bleed) if not marks else ""
        if note:
            front.add(*cut_line(w, settings.margin, note))
        if back is not None:
            front.add(*corner_crosses(w, h))
            back.add(*corner_crosses(w, h))
        kinds = tuple(dict.fromkeys(c.kind for c, *_ in chunk))
        out.append(Sheet(front, back, len(chunk), kinds))
    return out
