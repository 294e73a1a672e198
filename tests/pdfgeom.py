"""Read back geometry from our PDFs: the stroked polygons of a page, in millimetres.

A small interpreter of the content-stream operators tresham writes (q Q cm m l c h re S f
RG): enough to measure what a ruler would measure on the printed page.
"""

from __future__ import annotations

import math
import re

from pypdf import PdfReader

from tresham.art.drawing import compose

PT = 25.4 / 72


def polygons(
    reader: PdfReader, page_index: int, stroke_rgb: tuple[float, float, float]
) -> list[list[tuple[float, float]]]:
    """Closed straight-sided paths stroked in ``stroke_rgb``, in mm, including form contents."""
    page = reader.pages[page_index]
    out: list[list[tuple[float, float]]] = []
    _run(reader, page, page.get_contents().operations, (1, 0, 0, 1, 0, 0), stroke_rgb, out)
    return out


def _run(reader, holder, operations, ctm, target, out):
    stack = []
    colour: tuple | None = (0.0, 0.0, 0.0)  # the initial stroke colour of a PDF page
    current: list[tuple[float, float]] = []
    subpaths: list[list[tuple[float, float]]] = []
    for operands, op in operations:
        op = op.decode() if isinstance(op, bytes) else op
        if op == "q":
            stack.append((ctm, colour))
        elif op == "Q":
            ctm, colour = stack.pop()
        elif op == "cm":
            ctm = compose(ctm, tuple(float(v) for v in operands))  # cm: the new matrix acts first
        elif op == "RG":
            colour = tuple(round(float(v), 3) for v in operands)
        elif op == "m":
            if current:
                subpaths.append(current)
            x, y = (float(v) for v in operands)
            current = [_apply(ctm, x, y)]
        elif op == "l":
            x, y = (float(v) for v in operands)
            current.append(_apply(ctm, x, y))
        elif op == "c":
            current = []  # curves are not polygons
        elif op in ("S", "s", "B", "b", "f", "F", "n", "f*", "B*"):
            if current:
                subpaths.append(current)
            if op in ("S", "s", "B", "b", "B*") and colour == target:
                out.extend(subpaths)
            current, subpaths = [], []
        elif op == "Do":
            name = operands[0]
            xobj = holder["/Resources"]["/XObject"][name].get_object()
            from pypdf.generic import ContentStream

            content = ContentStream(xobj, reader)
            _run(reader, xobj, content.operations, ctm, target, out)


def _apply(m, x, y):
    a, b, c, d, e, f = m
    return ((a * x + c * y + e) * PT, (b * x + d * y + f) * PT)


def across_flats(poly: list[tuple[float, float]]) -> float:
    """Distance between opposite sides of a hexagon (mean of the three pairs)."""
    pts = poly[:6]
    mids = [((pts[i][0] + pts[(i + 1) % 6][0]) / 2, (pts[i][1] + pts[(i + 1) % 6][1]) / 2) for i in range(6)]
    return sum(math.dist(mids[i], mids[i + 3]) for i in range(3)) / 3


def footer_texts(reader: PdfReader) -> list[str]:
    """Each page's footer line: the text shown with ``page N of M``.

    Our fonts keep printable ASCII readable in the content stream, so the footer can be
    read straight from it (far faster than full text extraction).
    """
    out = []
    for page in reader.pages:
        data = page.get_contents().get_data()
        found = re.findall(rb"\(([^()]*page \d+ of \d+[^()]*)\) Tj", data)
        out.append(found[-1].decode("latin-1") if found else "")
    return out


def placements(reader: PdfReader, page_index: int) -> list[tuple[str, float, float]]:
    """Every form XObject drawn on a page, with the centre (mm, from the top-left corner of
    the page) of the clip path it is drawn in: for an imposed piece, the centre of its bleed
    box, so a back can be matched to its front."""
    page = reader.pages[page_index]
    height = float(page.mediabox.height)
    out: list[tuple[str, float, float]] = []
    stack: list[tuple] = []
    ctm: tuple = (1, 0, 0, 1, 0, 0)
    path: list[tuple[float, float]] = []
    clip_centre: tuple[float, float] | None = None
    pending_clip = False
    for operands, op in page.get_contents().operations:
        op = op.decode() if isinstance(op, bytes) else op
        if op == "q":
            stack.append((ctm, clip_centre))
        elif op == "Q":
            ctm, clip_centre = stack.pop()
        elif op == "cm":
            ctm = compose(ctm, tuple(float(v) for v in operands))
        elif op in ("m", "l"):
            path.append(_apply(ctm, *(float(v) for v in operands)))
        elif op == "c":
            vals = [float(v) for v in operands]
            path.extend(_apply(ctm, vals[i], vals[i + 1]) for i in (0, 2, 4))
        elif op == "re":
            x, y, w, h = (float(v) for v in operands)
            path.extend(_apply(ctm, px, py) for px, py in ((x, y), (x + w, y + h)))
        elif op in ("W", "W*"):
            pending_clip = True
        elif op in ("n", "S", "s", "f", "F", "B", "b", "f*", "B*"):
            if pending_clip and path:
                xs, ys = [p[0] for p in path], [p[1] for p in path]
                clip_centre = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
            pending_clip = False
            path = []
        elif op == "Do" and clip_centre is not None:
            name = str(operands[0]).removeprefix("/FormXob.")
            out.append((name, clip_centre[0], height * PT - clip_centre[1]))
    return out
