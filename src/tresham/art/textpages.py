"""Pages of plain text in sections (the manifest's appendix of sources)."""

from __future__ import annotations

from .drawing import Drawing, Text
from .fonts import fit_size, wrap

HEAD = 4.0  # mm
BODY = 2.4  # mm, about 6.8 pt
LEADING = 1.25


def text_pages(
    title: str,
    sections: list[tuple[str, list[str]]],
    page: tuple[float, float],
    printable: tuple[float, float, float, float],
    foot: float = 0.0,
    body: float = BODY,
) -> list[Drawing]:
    """``sections`` (heading, paragraphs) set in the printable area, page after page, leaving
    ``foot`` mm free at the bottom; ``body`` is the text's size (mm)."""
    w, h = page
    x0, y0, pw, ph = printable
    bottom = y0 + ph - foot
    pages: list[Drawing] = []

    def new_page(heading: str) -> float:
        d = Drawing(w, h, units_per_mm=1.0, title=title)
        d.boxes = {"trim": (0, 0, w, h), "bleed": (0, 0, w, h)}
        d.add(Text(x0, y0 + 5.0, heading, fit_size(heading, 5.0, pw, True, 3.0), "start", True))
        pages.append(d)
        return y0 + 11.0

    y = new_page(title)
    for head, paragraphs in sections:
        if y + HEAD * 2 + body * LEADING > bottom:
            y = new_page(f"{title} (continued)")
        pages[-1].add(Text(x0, y + HEAD, head, HEAD, "start", True))
        y += HEAD * 1.7
        for para in paragraphs:
            for line in wrap(para, body, pw):
                if y + body * LEADING > bottom:
                    y = new_page(f"{title} (continued)")
                pages[-1].add(Text(x0, y + body, line, body, "start"))
                y += body * LEADING
            y += body * 0.4
        y += body
    return pages
