"""Where a drawing puts ink: the boxes of its visible primitives, and a coarse map of them.

A map's art is a large sheet of paper with the board on it; what must be printed is the
ink, not the paper around it. ``ink_boxes`` walks a group (through transforms and shared
symbols) and returns a bounding box per visible primitive: anything stroked, filled in a
colour other than the paper's, or any text. ``InkMap`` rasterises those boxes into cells
a few millimetres wide so that "is there anything in this window?" is a constant-time
question when the build tries many ways to split a map over sheets.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from itertools import accumulate
from operator import add

from ..art.drawing import IDENTITY, Circle, Group, Matrix, PathShape, Rect, Style, Text, Use, compose
from ..art.fonts import text_width
from ..art.palette import PAPER

Box = tuple[float, float, float, float]  # x0, y0, x1, y1
_BLANK = {None, PAPER, "#ffffff", "#fff", "white", "none"}


def _visible(style: Style) -> bool:
    return bool(style.stroke) or style.fill not in _BLANK


def _grow(box: Box, by: float) -> Box:
    return box[0] - by, box[1] - by, box[2] + by, box[3] + by


def _path_box(commands: tuple[tuple, ...]) -> Box | None:
    """The box of a path's points (control points included: never too small)."""
    xs = [v for cmd in commands for v in cmd[1::2]]
    ys = [v for cmd in commands for v in cmd[2::2]]
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


def _own_box(it) -> Box | None:
    """The box of one primitive in its own coordinates, or None if it puts no ink."""
    if isinstance(it, PathShape):
        box = _path_box(it.commands) if _visible(it.style) else None
        return _grow(box, it.style.width / 2 if it.style.stroke else 0.0) if box else None
    if isinstance(it, Circle):
        if not _visible(it.style):
            return None
        r = it.r + (it.style.width / 2 if it.style.stroke else 0.0)
        return it.cx - r, it.cy - r, it.cx + r, it.cy + r
    if isinstance(it, Rect):
        if not _visible(it.style):
            return None
        x0, x1 = sorted((it.x, it.x + it.w))
        y0, y1 = sorted((it.y, it.y + it.h))
        return _grow((x0, y0, x1, y1), it.style.width / 2 if it.style.stroke else 0.0)
    if isinstance(it, Text):
        if not it.text.strip():
            return None
        w = text_width(it.text, it.size, it.bold)
        x0 = it.x - (w / 2 if it.anchor == "middle" else w if it.anchor == "end" else 0.0)
        return x0, it.y - 0.8 * it.size, x0 + w, it.y + 0.25 * it.size
    return None


def _transform(m: Matrix, box: Box) -> Box:
    a, b, c, d, e, f = m
    xs, ys = [], []
    for x, y in ((box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])):
        xs.append(a * x + c * y + e)
        ys.append(b * x + d * y + f)
    return min(xs), min(ys), max(xs), max(ys)


def ink_boxes(
    items: Iterable,
    symbols: dict[str, Group] | None = None,
    m: Matrix = IDENTITY,
    skip: frozenset[str] = frozenset(),
) -> list[Box]:
    """One box per visible primitive of ``items``, in the coordinates ``m`` maps them to,
    leaving out groups whose role is in ``skip``."""
    out: list[Box] = []
    for it in items:
        if isinstance(it, Group):
            if it.role in skip:
                continue
            inner = compose(m, it.transform) if it.transform != IDENTITY else m
            boxes = ink_boxes(it.items, symbols, inner, skip)
            if it.clip is not None and boxes:
                clip = _path_box(it.clip.commands)
                if clip is not None:
                    cx0, cy0, cx1, cy1 = _transform(inner, clip)
                    boxes = [
                        (max(b[0], cx0), max(b[1], cy0), min(b[2], cx1), min(b[3], cy1))
                        for b in boxes
                        if b[0] < cx1 and b[2] > cx0 and b[1] < cy1 and b[3] > cy0
                    ]
            out.extend(boxes)
        elif isinstance(it, Use):
            if symbols is None or it.ref not in symbols:
                raise KeyError(f"symbol {it.ref!r} is not defined")
            out.extend(ink_boxes([symbols[it.ref]], symbols, compose(m, it.transform), skip))
        else:
            box = _own_box(it)
            if box is not None:
                out.append(_transform(m, box) if m != IDENTITY else box)
    return out


def union(boxes: Iterable[Box]) -> Box | None:
    bs = list(boxes)
    if not bs:
        return None
    return min(b[0] for b in bs), min(b[1] for b in bs), max(b[2] for b in bs), max(b[3] for b in bs)


class InkMap:
    """Boxes rasterised to square cells of ``cell`` units, with running sums for fast queries."""

    def __init__(self, boxes: Iterable[Box], width: float, height: float, cell: float) -> None:
        self.cell = cell
        self.cols = max(1, math.ceil(width / cell))
        self.rows = max(1, math.ceil(height / cell))
        grid = [bytearray(self.cols) for _ in range(self.rows)]
        last_c, last_r = self.cols - 1, self.rows - 1
        spans = set()  # boxes as cell ranges: the many small overlapping ones collapse
        for x0, y0, x1, y1 in boxes:
            c0, c1 = max(0, min(last_c, int(x0 // cell))), max(0, min(last_c, int(x1 // cell)))
            r0, r1 = max(0, min(last_r, int(y0 // cell))), max(0, min(last_r, int(y1 // cell)))
            spans.add((r0, r1, c0, c1))
        for r0, r1, c0, c1 in spans:
            ink = b"\x01" * (c1 - c0 + 1)
            for r in range(r0, r1 + 1):
                grid[r][c0 : c1 + 1] = ink
        # sums[r][c]: inked cells above and left of (r, c)
        self.sums = [[0] * (self.cols + 1)]
        for row in grid:
            above = self.sums[-1]
            self.sums.append([0, *map(add, above[1:], accumulate(row))])

    def _col(self, x: float) -> int:
        return min(self.cols - 1, max(0, int(x // self.cell)))

    def _row(self, y: float) -> int:
        return min(self.rows - 1, max(0, int(y // self.cell)))

    def any_in(self, x0: float, y0: float, x1: float, y1: float) -> bool:
        """Is any inked cell inside the window (x0, y0)-(x1, y1)?"""
        if x1 <= 0 or y1 <= 0 or x0 >= self.cols * self.cell or y0 >= self.rows * self.cell:
            return False
        c0, c1 = self._col(x0), self._col(x1 - 1e-9)
        r0, r1 = self._row(y0), self._row(y1 - 1e-9)
        s = self.sums
        return s[r1 + 1][c1 + 1] - s[r0][c1 + 1] - s[r1 + 1][c0] + s[r0][c0] > 0
