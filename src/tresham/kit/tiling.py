"""Large art (a map, a big market) at true size over as few sheets as possible.

Neighbouring sheets overlap by ``settings.map_overlap`` mm. The split is chosen among both
page orientations and a few placements of the sheet grid over the art's ink (left, centre
or right; top, centre or bottom): the one needing the fewest sheets wins, and a sheet with
no ink on it is not printed at all, nor one whose ink all lies in the strips it shares with printed neighbours
(their windows print it).

Each sheet shows its window of the art, clipped, with its name (A1, A2... rows by
letter, columns by number), a small plan of the sheets, and these marks, all outside the
art: where a later sheet overlaps an earlier one, the later one has a dashed cut line along
its edge, and both carry a registration cross on the seam in their margins; cut the
dashed edge, lay the sheet over its neighbour so the two halves of each cross meet, tape.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..art.drawing import Drawing, Group, PathBuilder, Rect, Style, Text, Use, compose, line, scale, translate
from ..art.fonts import fit_size
from ..art.palette import INK
from .bounds import Box, InkMap, ink_boxes, union
from .marks import FOOT, GREY_TEXT, cross
from .paper import PrintSettings
from .sheet import blank_page

CUT = Style(stroke="#555555", width=0.3, dash=(2.0, 1.5))
HEAD = 7.0  # room above the window for the sheet's name
NOTE = 4.0  # room under the window for the instructions
CELL = 4.0  # mm: the grain of the ink map
ANCHORS = (0.5, 0.0, 1.0)  # where the grid's slack goes: centred first, then either side


@dataclass(frozen=True)
class Plan:
    """A split: page orientation, window size, grid origin (art mm) and the sheets printed."""

    landscape: bool
    window: tuple[float, float]  # width, height in mm
    origin: tuple[float, float]  # art mm at the top-left of sheet A1's window
    rows: int
    cols: int
    sheets: tuple[tuple[int, int], ...]  # (row, col) of each printed sheet, in reading order

    def window_at(self, r: int, c: int, overlap: float) -> Box:
        ww, wh = self.window
        x0 = self.origin[0] + c * (ww - overlap)
        y0 = self.origin[1] + r * (wh - overlap)
        return x0, y0, x0 + ww, y0 + wh


def page_size(settings: PrintSettings, landscape: bool) -> tuple[float, float]:
    w, h = settings.page
    return (h, w) if landscape else (w, h)


def _window(settings: PrintSettings, landscape: bool) -> tuple[float, float]:
    w, h = page_size(settings, landscape)
    return w - 2 * settings.margin, h - 2 * settings.margin - HEAD - NOTE - FOOT


def _count(length: float, window: float, overlap: float) -> int:
    return 1 if length <= window else math.ceil((length - overlap) / (window - overlap))


def choose(ink: Box, inked: InkMap, settings: PrintSettings, boxes: list[Box] | None = None) -> Plan:
    """The split with the fewest printed sheets, then the fewest left out as slivers a
    neighbour prints (ties: portrait, then centred)."""
    ov = settings.map_overlap
    x0, y0, x1, y1 = ink
    best: Plan | None = None
    best_key = (0, 0)
    for landscape in (False, True):
        ww, wh = _window(settings, landscape)
        cols, rows = _count(x1 - x0, ww, ov), _count(y1 - y0, wh, ov)
        slack_x = cols * (ww - ov) + ov - (x1 - x0)
        slack_y = rows * (wh - ov) + ov - (y1 - y0)
        for ax in ANCHORS:
            for ay in ANCHORS:
                plan = Plan(landscape, (ww, wh), (x0 - ax * slack_x, y0 - ay * slack_y), rows, cols, ())
                cells = [(r, c) for r in range(rows) for c in range(cols)]
                inky = [rc for rc in cells if inked.any_in(*plan.window_at(*rc, ov))]
                sheets = _needed(plan, inky, inked, ov, boxes)
                # fewest sheets; of those, the one that leaves out fewest slivers
                key = (len(sheets), len(inky))
                if best is None or key < best_key:
                    best, best_key = Plan(landscape, (ww, wh), plan.origin, rows, cols, sheets), key
    assert best is not None
    return best


Cell = tuple[int, int]


def _needed(
    plan: Plan, sheets: list[Cell], inked: InkMap, ov: float, boxes: list[Box] | None = None
) -> tuple[Cell, ...]:
    """``sheets`` without those whose ink all lies in the strips they share with printed
    neighbours (a sliver of a hex along the seam): each sheet keeps its whole window after
    cutting, so that ink is printed on the neighbour. The last sheets go first. The ink is
    the ``boxes`` themselves where given (the ink map's cells may reach a strip's edge)."""

    def any_ink(x0: float, y0: float, x1: float, y1: float) -> bool:
        if boxes is None:
            return inked.any_in(x0, y0, x1, y1)
        return any(a < x1 and c > x0 and b < y1 and d > y0 for a, b, c, d in boxes)

    kept = list(sheets)
    for rc in reversed(sheets):
        r, c = rc
        x0, y0, x1, y1 = plan.window_at(r, c, ov)
        others = set(kept) - {rc}
        x0 += ov if (r, c - 1) in others else 0.0
        x1 -= ov if (r, c + 1) in others else 0.0
        y0 += ov if (r - 1, c) in others else 0.0
        y1 -= ov if (r + 1, c) in others else 0.0
        if x0 >= x1 or y0 >= y1 or not any_ink(x0, y0, x1, y1):
            kept.remove(rc)
    return tuple(kept)


def split(
    art: Group,
    width: float,
    height: float,
    units_per_mm: float,
    settings: PrintSettings,
    title: str,
    label: str = "Map",
    boxes: list[Box] | None = None,
    content: list[Box] | None = None,
) -> list[Drawing]:
    """The art at true size over as few sheets as it needs, with overlap and marks.
    ``boxes`` are the art's ink boxes in mm, if already known; a sheet is printed where
    ``content`` (by default all of them) has ink: a sheet holding only the map's coordinates
    along an empty corner is left out."""
    w_mm, h_mm = width / units_per_mm, height / units_per_mm
    if boxes is None:
        boxes = ink_boxes([art], None, scale(1 / units_per_mm))
    ink = union(boxes) or (0.0, 0.0, w_mm, h_mm)
    shown = boxes if content is None else content
    plan = choose(ink, InkMap(shown, w_mm, h_mm, CELL), settings, shown)
    symbol = "poster-" + "".join(ch if ch.isalnum() else "-" for ch in label.lower())
    return [_sheet(art, symbol, units_per_mm, plan, r, c, settings, title, label) for r, c in plan.sheets]


def _sheet(
    art: Group,
    symbol: str,
    units_per_mm: float,
    plan: Plan,
    r: int,
    c: int,
    settings: PrintSettings,
    title: str,
    label: str,
) -> Drawing:
    ov, m = settings.map_overlap, settings.margin
    page_w, page_h = page_size(settings, plan.landscape)
    ww, wh = plan.window
    px, py = m, m + HEAD  # the window's top-left on the page
    wx0, wy0, _, _ = plan.window_at(r, c, ov)
    d = blank_page(settings, f"{title} {label} {sheet_name(r, c)}", (page_w, page_h))
    # the art is one shared symbol: written once per PDF however many sheets show it
    d.symbols[symbol] = art
    body = Group((Use(symbol),), compose(translate(px - wx0, py - wy0), scale(1 / units_per_mm)))
    clip = PathBuilder().move(px, py).line(px + ww, py).line(px + ww, py + wh).line(px, py + wh)
    d.add(Group((body,), clip=clip.close().build(Style())))
    d.add(Rect(px, py, ww, wh, Style(stroke="#bbbbbb", width=0.2)))
    # seams: the cut edge of the later sheet, at art x (or y) = its window's start
    printed = set(plan.sheets)
    for seam_c, other in ((c, c - 1), (c + 1, c + 1)):
        if 0 < seam_c < plan.cols and (r, other) in printed:
            x = px + plan.window_at(r, seam_c, ov)[0] - wx0
            d.add(*cross(x, m / 2 + 0.5), *cross(x, page_h - m / 2 - 0.5))
    for seam_r, other in ((r, r - 1), (r + 1, r + 1)):
        if 0 < seam_r < plan.rows and (other, c) in printed:
            y = py + plan.window_at(seam_r, c, ov)[1] - wy0
            d.add(*cross(m / 2 + 0.5, y), *cross(page_w - m / 2 - 0.5, y))
    if c > 0:
        d.add(line(px, 0, px, page_h, CUT))
        d.add(Text(px + 1, py - 1, "cut here", 2.4, "start", False, "#555555"))
    if r > 0:
        d.add(line(0, py, page_w, py, CUT))
    if len(plan.sheets) == 1:
        name = f"{title} - {label}"
        d.add(Text(px, m + 4.5, name, fit_size(name, 4.0, ww, True, 2.2), "start", True))
        return d
    name = f"{title} - {label} sheet {sheet_name(r, c)}"
    where = f"row {r + 1} of {plan.rows}, column {c + 1} of {plan.cols}"
    plan_w = 4.0 * plan.cols
    d.add(Text(px, m + 4.5, name, fit_size(name, 4.0, ww - plan_w - 60, True, 2.2), "start", True))
    d.add(Text(px + ww - plan_w - 2, m + 4.5, where, 3.0, "end"))
    d.add(*_overview(px + ww - plan_w, m + 1.2, plan, r, c))
    note = (
        f"Sheets overlap by {ov:g} mm: cut the dashed edge, lay it over its neighbour so the halves of "
        "each cross meet, and tape. Print at 100 %."
    )
    d.add(Text(px, py + wh + 3.2, note, fit_size(note, 2.6, ww, False, 2.2), "start", False, GREY_TEXT))
    return d


def _overview(x: float, y: float, plan: Plan, r: int, c: int) -> list:
    """A tiny map of the printed sheets with this one filled in."""
    cell = 4.0
    cell_h = min(cell * 0.75, (HEAD - 1.6) / plan.rows)
    items = []
    for rr, cc in plan.sheets:
        fill = "#333333" if (rr, cc) == (r, c) else None
        style = Style(fill=fill, stroke=INK, width=0.2)
        items.append(Rect(x + cc * cell, y + rr * cell_h, cell, cell_h, style))
    return items


def sheet_name(r: int, c: int) -> str:
    return f"{chr(65 + r)}{c + 1}"
