"""Large art (the map, a big market) at true size: one poster page, or split across sheets.

Split pages overlap by ``settings.map_overlap`` mm. Every seam carries registration
crosses that print on both pages; the later page has a dashed cut line along its inner
edge: cut it there, lay it over its neighbour until the crosses meet, and tape.
"""

from __future__ import annotations

import math

from ..art.drawing import Drawing, Group, PathBuilder, Rect, Style, Text, Use, compose, line, scale, translate
from ..art.palette import INK
from .paper import PrintSettings

MARK = Style(stroke=INK, width=0.3)
CUT = Style(stroke="#555555", width=0.3, dash=(2.0, 1.5))
HEAD = 7.0  # room above the window for the page label
FOOT = 6.0


def poster(art: Group, width: float, height: float, units_per_mm: float, title: str, bleed: float) -> Drawing:
    """The whole art on one page of its own size (plus bleed), trim and bleed boxes set."""
    w_mm, h_mm = width / units_per_mm, height / units_per_mm
    d = Drawing(w_mm + 2 * bleed, h_mm + 2 * bleed, units_per_mm=1.0, title=title)
    d.add(Group((art,), compose(translate(bleed, bleed), scale(1 / units_per_mm))))
    d.boxes = {"trim": (bleed, bleed, w_mm, h_mm), "bleed": (0, 0, w_mm + 2 * bleed, h_mm + 2 * bleed)}
    return d


def _cross(x: float, y: float, r: float = 3.0) -> list:
    circle = PathBuilder().arc(x, y, r * 0.6, 0, 2 * math.pi).close().build(MARK)
    return [line(x - r, y, x + r, y, MARK), line(x, y - r, x, y + r, MARK), circle]


def grid_size(width_mm: float, height_mm: float, settings: PrintSettings) -> tuple[int, int, float, float]:
    """Columns and rows of sheets, and the window (printed part of the art) on each."""
    _, _, pw, ph = settings.printable
    ph -= HEAD + FOOT
    ov = settings.map_overlap
    cols = max(1, math.ceil((width_mm - ov) / (pw - ov))) if width_mm > pw else 1
    rows = max(1, math.ceil((height_mm - ov) / (ph - ov))) if height_mm > ph else 1
    return cols, rows, pw, ph


def split(
    art: Group,
    width: float,
    height: float,
    units_per_mm: float,
    settings: PrintSettings,
    title: str,
    label: str = "Map",
) -> list[Drawing]:
    """The art at true size over as many sheets as it needs, with overlap and marks."""
    w_mm, h_mm = width / units_per_mm, height / units_per_mm
    symbol = "poster-" + "".join(ch if ch.isalnum() else "-" for ch in label.lower())
    cols, rows, pw, ph = grid_size(w_mm, h_mm, settings)
    ov = settings.map_overlap
    page_w, page_h = settings.page
    px, py = settings.margin, settings.margin + HEAD
    pages = []
    for r in range(rows):
        for c in range(cols):
            wx, wy = c * (pw - ov), r * (ph - ov)  # window origin in art millimetres
            d = Drawing(page_w, page_h, units_per_mm=1.0, title=f"{title} {label} {_name(r, c)}")
            d.boxes = {"trim": (0, 0, page_w, page_h), "bleed": (0, 0, page_w, page_h)}
            # the art is one shared symbol: written once per PDF however many sheets show it
            d.symbols[symbol] = art
            body = Group((Use(symbol),), compose(translate(px - wx, py - wy), scale(1 / units_per_mm)))
            clip = PathBuilder().move(px, py).line(px + pw, py).line(px + pw, py + ph).line(px, py + ph)
            d.add(Group((body,), clip=clip.close().build(Style())))
            d.add(Rect(px, py, pw, ph, Style(stroke="#bbbbbb", width=0.2)))
            # seams: crosses in the overlap strips (both neighbours print them)
            for seam_c in (c, c + 1):
                if 0 < seam_c < cols:
                    sx = seam_c * (pw - ov) + ov / 2 - wx + px
                    for fy in (0.15, 0.5, 0.85):
                        d.add(*_cross(sx, py + ph * fy))
            for seam_r in (r, r + 1):
                if 0 < seam_r < rows:
                    sy = seam_r * (ph - ov) + ov / 2 - wy + py
                    for fx in (0.15, 0.5, 0.85):
                        d.add(*_cross(px + pw * fx, sy))
            if c > 0:
                d.add(line(px, py - 2, px, py + ph + 2, CUT))
                d.add(Text(px + 1, py - 1, "cut here", 2.4, "start", False, "#555555"))
            if r > 0:
                d.add(line(px - 2, py, px + pw + 2, py, CUT))
            d.add(
                Text(px, settings.margin + 4.5, f"{title} - {label} sheet {_name(r, c)}", 4.0, "start", True)
            )
            d.add(
                Text(
                    px + pw,
                    settings.margin + 4.5,
                    f"row {r + 1} of {rows}, column {c + 1} of {cols}",
                    3.0,
                    "end",
                )
            )
            d.add(*_overview(px + pw - 4 * cols - 52, settings.margin + 1.2, rows, cols, r, c))
            foot = page_h - settings.margin + 4.2
            d.add(
                Text(
                    px,
                    foot,
                    f"overlap {ov:g} mm: cut the dashed edge, lay it over its neighbour so the crosses meet."
                    " Print at 100 %.",
                    2.6,
                    "start",
                    False,
                    "#444444",
                )
            )
            pages.append(d)
    return pages


def _overview(x: float, y: float, rows: int, cols: int, r: int, c: int) -> list:
    """A tiny map of the sheets with this one filled in."""
    cell = 4.0
    items = []
    for rr in range(rows):
        for cc in range(cols):
            fill = "#333333" if (rr, cc) == (r, c) else None
            items.append(
                Rect(
                    x + cc * cell,
                    y + rr * cell * 0.75,
                    cell,
                    cell * 0.75,
                    Style(fill=fill, stroke=INK, width=0.2),
                )
            )
    return items


def _name(r: int, c: int) -> str:
    return f"{chr(65 + r)}{c + 1}"
