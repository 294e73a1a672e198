"""Every line of text a player reads, read back from a Drawing: its size in millimetres at
print scale, its colour and the colour drawn under it, and the words it says."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from tresham.art.drawing import IDENTITY, Circle, Group, Matrix, PathShape, Rect, Text, apply, compose
from tresham.art.fonts import text_width
from tresham.art.palette import contrast

__all__ = ["contrast", "texts", "Seen", "PT6", "LINE_REF", "DATA_ID", "SOURCE_NOTE"]

PT6 = 6 * 25.4 / 72  # mm

LINE_REF = re.compile(r"\bL\d{2,4}\b")
DATA_ID = re.compile(r"\b[a-z]+_[a-z0-9_]+\b|\b[A-Z]{1,2}-[a-z]+(?:-[a-z0-9]+)+\b")
SOURCE_NOTE = re.compile(
    r"18xx\.games|\[ext|\brulebook\b|\bpictures?\b|\blost\b|reconstruct|\binferred\b|§\s?\d|\breference\b"
    r"|\bassumed\b|not explained|not stated|placeholder",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Seen:
    text: str
    size: float  # mm
    ink: str
    under: str  # the fill drawn under the text's middle ("" when nothing is)
    role: str


def _scale(m: Matrix) -> float:
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


def texts(items, m: Matrix = IDENTITY, unit: float = 1.0) -> list[Seen]:
    """Every Text under ``items`` (``unit`` mm per drawing unit), with the fill under it."""
    fills: list[tuple[object, Matrix]] = []
    out: list[Seen] = []
    _walk(items, m, "", fills, out, unit)
    return out


def _walk(items, m, role, fills, out, unit) -> None:
    for item in items:
        if isinstance(item, Group):
            _walk(item.items, compose(m, item.transform), item.role or role, fills, out, unit)
        elif isinstance(item, Text):
            w = text_width(item.text, item.size, item.bold)
            x0 = {"start": item.x, "middle": item.x - w / 2, "end": item.x - w}[item.anchor]
            centre = apply(m, x0 + w / 2, item.y - 0.36 * item.size)
            under = next((f for f, fm in reversed(fills) if _covers(f, fm, centre)), None)
            colour = under.style.fill if under is not None else ""  # type: ignore[attr-defined]
            out.append(Seen(item.text, item.size * _scale(m) * unit, item.fill, colour, role))
        elif getattr(getattr(item, "style", None), "fill", None) and item.style.opacity >= 1:
            fills.append((item, m))


def _covers(shape, m: Matrix, p: tuple[float, float]) -> bool:
    # undo the transform (similarity transforms only: translate, uniform scale, rotation)
    a, b, c, d, e, f = m
    det = a * d - b * c
    if det == 0:
        return False
    x, y = p[0] - e, p[1] - f
    px, py = (d * x - c * y) / det, (-b * x + a * y) / det
    if isinstance(shape, Rect):
        return shape.x <= px <= shape.x + shape.w and shape.y <= py <= shape.y + shape.h
    if isinstance(shape, Circle):
        return math.hypot(px - shape.cx, py - shape.cy) <= shape.r
    if isinstance(shape, PathShape):
        pts = [(c[1], c[2]) for c in shape.commands if c[0] in ("M", "L")]
        return len(pts) >= 3 and _in_polygon(pts, (px, py))
    return False


def _in_polygon(pts: list[tuple[float, float]], p: tuple[float, float]) -> bool:
    inside = False
    for i in range(len(pts)):
        (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % len(pts)]
        if (y1 > p[1]) != (y2 > p[1]) and p[0] < (x2 - x1) * (p[1] - y1) / (y2 - y1) + x1:
            inside = not inside
    return inside
