"""Large art (the map) on one page of its own, for a print shop.

The poster's trim is the art's paper, unless trimming the empty paper around the ink (down
to a margin of ``MIN_MARGIN`` mm) lets it fit a smaller standard sheet: then it is cut to
that sheet, with the ink centred. The trim and bleed boxes are set, and the build reports
the trim size and the smallest standard paper it fits (A2, A1... or the ANSI sizes for
Letter builds).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..art.drawing import Drawing, Group, Item, Text, compose, scale, translate
from .bounds import Box, ink_boxes, union
from .marks import RULER, ruler
from .paper import PrintSettings, paper_series, smallest_paper

MIN_MARGIN = 5.0  # mm of paper kept around the ink when a poster is trimmed to fit
RULER_LABEL = 20.0  # mm left of the ruler for its label ("50 mm at 100 %")


@dataclass(frozen=True)
class Poster:
    drawing: Drawing
    trim: tuple[float, float]  # mm
    paper: str  # the smallest standard paper it fits, "" if none

    def describe(self) -> str:
        size = f"trim {self.trim[0]:.0f} x {self.trim[1]:.0f} mm"
        return f"{size}, fits {self.paper}" if self.paper else f"{size}, larger than any standard paper"


def _crop(ink: Box, full: tuple[float, float], series: str) -> Box:
    """The part of the art to print: all of it, or less paper if that fits a smaller sheet."""
    fw, fh = full
    x0, y0, x1, y1 = max(0.0, ink[0] - MIN_MARGIN), max(0.0, ink[1] - MIN_MARGIN), ink[2], ink[3]
    x1, y1 = min(fw, x1 + MIN_MARGIN), min(fh, y1 + MIN_MARGIN)
    whole, tight = smallest_paper(fw, fh, series), smallest_paper(x1 - x0, y1 - y0, series)
    if tight is None or tight == whole:
        return 0.0, 0.0, fw, fh
    _, pw, ph = tight
    if not (x1 - x0 <= pw and y1 - y0 <= ph):
        pw, ph = ph, pw  # the paper turned to hold the tight box
    w, h = min(fw, pw), min(fh, ph)  # as much of the art as the sheet holds, ink centred
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    left = min(max(0.0, cx - w / 2), fw - w)
    top = min(max(0.0, cy - h / 2), fh - h)
    return left, top, left + w, top + h


def scale_check(left: float, bottom: float) -> tuple[Item, ...]:
    """A 50 mm ruler and "print at 100 %" in the corner at (``left``, ``bottom``) of the trim,
    for the print shop and the player to check the scale."""
    y = bottom - 2.5
    note = Text(left + 3.0 + RULER_LABEL + RULER + 2.0, y + 0.6, "print at 100 %, no scaling", 2.4, "start")
    return (*ruler(left + 3.0 + RULER_LABEL + RULER, y), note)


def poster(
    art: Group,
    width: float,
    height: float,
    units_per_mm: float,
    title: str,
    settings: PrintSettings,
    boxes: list[Box] | None = None,
) -> Poster:
    """The art on one page: trim as ``_crop`` decides, plus the card bleed on every side.
    ``boxes`` are the art's ink boxes in mm, if already known."""
    bleed = settings.card_bleed
    series = paper_series(settings.paper)
    full = (width / units_per_mm, height / units_per_mm)
    if boxes is None:
        boxes = ink_boxes([art], None, scale(1 / units_per_mm))
    ink = union(boxes) or (0.0, 0.0, *full)
    x0, y0, x1, y1 = _crop(ink, full, series)
    w, h = x1 - x0, y1 - y0
    d = Drawing(w + 2 * bleed, h + 2 * bleed, units_per_mm=1.0, title=title)
    d.add(Group((art,), compose(translate(bleed - x0, bleed - y0), scale(1 / units_per_mm))))
    d.add(*scale_check(bleed, bleed + h))
    d.boxes = {"trim": (bleed, bleed, w, h), "bleed": (0, 0, w + 2 * bleed, h + 2 * bleed)}
    fits = smallest_paper(w, h, series)
    return Poster(d, (w, h), fits[0] if fits else "")
