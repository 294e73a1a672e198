"""A sheet of paper: the page printed on its front and, for two-sided pieces, on its back.

Sheets are what the imposer makes and what the print files are assembled from. A sheet's
pages carry no page numbers or footers: the same sheet appears in a family's file and in
the whole kit, numbered differently in each (see ``files``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..art.drawing import Drawing
from .paper import PrintSettings


@dataclass(frozen=True)
class Sheet:
    front: Drawing
    back: Drawing | None = None  # laid out for a flip on the long edge
    pieces: int = 0
    kinds: tuple[str, ...] = ()  # the kinds of piece on it ("charter", "token"), in order

    @property
    def duplex(self) -> bool:
        return self.back is not None


def blank_page(settings: PrintSettings, title: str, size: tuple[float, float] | None = None) -> Drawing:
    """An empty page of the paper size (or ``size``), with trim and bleed boxes on the sheet."""
    w, h = size or settings.page
    d = Drawing(w, h, units_per_mm=1.0, title=title)
    d.boxes = {"trim": (0, 0, w, h), "bleed": (0, 0, w, h)}
    return d
