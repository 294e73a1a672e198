"""Printer's marks shared by every sheet: the footer with its 50 mm ruler, registration
crosses, and guillotine crop marks.

Page layout (millimetres, y down): the margins (``settings.margin``) carry only marks
(registration crosses, crop marks); everything a reader needs sits inside the printable
area, the footer in a band of ``FOOT`` mm at its bottom. Registration marks on a duplex
sheet are symmetric under the long-edge flip, (x, y) -> (page width - x, y), so the marks
of the front and of the back line up through the sheet.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import lru_cache

from ..art.component import Component
from ..art.drawing import Group, Item, PathBuilder, Style, Text, line
from ..art.fonts import fit_size
from ..art.palette import INK

FOOT = 6.0  # the footer band at the bottom of the printable area
RULER = 50.0  # mm: measure it to check the print scale
MARK = Style(stroke=INK, width=0.25)
GREY_TEXT = "#444444"
FOOTER_SIZE = 2.6  # mm, about 7.4 pt
CROSS_INSET = 7.5  # mm from the sheet's edges to a corner cross's centre: it keeps 5 mm clear,
# where most printers print (at 6 mm many inkjets cut its outer arm)
CROSS_R = 2.5
REGISTRATION = "registration"  # the role of a registration cross's group
CUT_NOTE_SIZE = 2.6  # mm: the line above a sheet of tiles or tokens that says where to cut


@lru_cache(maxsize=64)
def ruler(x_end: float, y: float) -> tuple[Item, ...]:
    """A 50 mm ruler ending at ``x_end``, ticks every 10 mm, labelled on its left (made once
    per place: every page's ruler is the same objects)."""
    x0 = x_end - RULER
    items: list[Item] = [line(x0, y, x_end, y, MARK)]
    for i in range(0, int(RULER) + 1, 10):
        items.append(line(x0 + i, y - 1.2, x0 + i, y, MARK))
    items.append(Text(x0 - 1.5, y + 0.6, "50 mm at 100 %", 2.4, "end", False, GREY_TEXT))
    return tuple(items)


def footer(
    page_w: float, page_h: float, margin: float, text: str
) -> tuple[tuple[Item, ...], tuple[Item, ...]]:
    """The footer line (fitted to the room left of the ruler), and the ruler, in the foot band."""
    y = page_h - margin - 0.8
    room = page_w - 2 * margin - RULER - 22
    size = fit_size(text, FOOTER_SIZE, room, False, 2.2)
    return (Text(margin, y, text, size, "start", False, GREY_TEXT),), ruler(page_w - margin, y - 1.0)


def cross(x: float, y: float, r: float = CROSS_R) -> list[Item]:
    """A registration cross: two lines and a circle, all centred on (x, y)."""
    circle = PathBuilder().arc(x, y, r * 0.6, 0, 2 * math.pi).close().build(MARK)
    return [
        Group((line(x - r, y, x + r, y, MARK), line(x, y - r, x, y + r, MARK), circle), role=REGISTRATION)
    ]


def corner_crosses(page_w: float, page_h: float) -> list[Item]:
    """Crosses near the four corners, in the margins; the set is its own mirror image."""
    items: list[Item] = []
    for x in (CROSS_INSET, page_w - CROSS_INSET):
        for y in (CROSS_INSET, page_h - CROSS_INSET):
            items.extend(cross(x, y))
    return items


def crop_marks(
    xs: Iterable[float], ys: Iterable[float], area: tuple[float, float, float, float], margin: float
) -> list[Item]:
    """Guillotine marks in the margins, one pair per trim line, outside ``area`` (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = area
    mlen = min(margin - 2, 6.0)
    items: list[Item] = []
    for x in sorted(set(round(v, 3) for v in xs)):
        items += [line(x, y0 - 1 - mlen, x, y0 - 1, MARK), line(x, y1 + 1, x, y1 + 1 + mlen, MARK)]
    for y in sorted(set(round(v, 3) for v in ys)):
        items += [line(x0 - 1 - mlen, y, x0 - 1, y, MARK), line(x1 + 1, y, x1 + 1 + mlen, y, MARK)]
    return items


def stack_marks(trims: list[tuple[float, float, float, float]], bleed: float, margin: float) -> list[Item]:
    """Guillotine marks for cards stacked one above the other, each of its own width (trim
    boxes x0, y0, x1, y1, top to bottom): every top and bottom trim line marked in the side
    margins (cut those first), the first card's sides marked above it and the last card's
    below it. A single card gets the marks ``crop_marks`` would give it."""
    mlen = min(margin - 2, 6.0)
    left = min(t[0] for t in trims) - bleed
    right = max(t[2] for t in trims) + bleed
    items: list[Item] = []
    for y in sorted({round(v, 3) for t in trims for v in (t[1], t[3])}):
        items += [line(left - 1 - mlen, y, left - 1, y, MARK), line(right + 1, y, right + 1 + mlen, y, MARK)]
    top, bottom = trims[0], trims[-1]
    for x in (top[0], top[2]):
        y = top[1] - bleed
        items.append(line(x, y - 1 - mlen, x, y - 1, MARK))
    for x in (bottom[0], bottom[2]):
        y = bottom[3] + bleed
        items.append(line(x, y + 1, x, y + 1 + mlen, MARK))
    return items


def _mm(value: float) -> str:
    return f"{value:.1f}".removesuffix(".0")


def cut_note(pieces: Iterable[Component], bleed: float) -> str:
    """Where to cut the pieces of a sheet of hexes or round pieces, whose cut line is drawn
    (the colour runs ``bleed`` mm past a hex's), and what size they come out: "" for other
    sheets."""
    pieces = list(pieces)
    hexes = sorted({min(c.width, c.height) for c in pieces if c.shape.startswith("hex")})
    rounds = sorted({c.width for c in pieces if c.shape == "circle"})
    if hexes:
        where = f", {_mm(bleed)} mm inside the colour's edge" if bleed else ""
        across = " or ".join(_mm(s) for s in hexes)
        return (
            f"Cut on each hex's thin grey outline{where}, not in the white gap: "
            f"cut, it is {across} mm across the flats"
        )
    if rounds:
        across = ", ".join(_mm(d) for d in rounds)
        where = "Cut or punch on each thin grey circle, not at the colour's edge"
        return f"{where}: the pieces are {across} mm across"
    return ""


def cut_line(page_w: float, margin: float, text: str) -> tuple[Item, ...]:
    """``text`` centred in the top margin, just above the printable area."""
    size = fit_size(text, CUT_NOTE_SIZE, page_w - 2 * margin - 30, False, 2.0)
    return (Text(page_w / 2, margin - 1.6, text, size, "middle", False, GREY_TEXT),)
