"""Read back geometry from our PDFs: the stroked polygons of a page, in millimetres.

A small interpreter of the content-stream operators tresham writes (q Q cm m l c h re S f
RG): enough to measure what a ruler would measure on the printed page.
"""

from __future__ import annotations

import math

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
    colour = None
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
