"""A backend-neutral drawing: a short list of primitives that SVG and PDF both write.

Coordinates are y-down (as in SVG); the PDF backend flips the page once. Arcs are turned
into cubic Béziers when a path is built, so both backends trace exactly the same curves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

Matrix = tuple[float, float, float, float, float, float]
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Anchor = Literal["start", "middle", "end"]


@dataclass(frozen=True)
class Style:
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    dash: tuple[float, ...] = ()
    cap: Literal["butt", "round", "square"] = "butt"
    join: Literal["miter", "round", "bevel"] = "miter"
    opacity: float = 1.0


@dataclass(frozen=True)
class PathShape:
    """Commands: ("M", x, y), ("L", x, y), ("C", x1, y1, x2, y2, x, y), ("Z",)."""

    commands: tuple[tuple, ...]
    style: Style


@dataclass(frozen=True)
class Circle:
    cx: float
    cy: float
    r: float
    style: Style


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float
    style: Style
    rx: float = 0.0


@dataclass(frozen=True)
class Text:
    x: float
    y: float  # baseline
    text: str
    size: float
    anchor: Anchor = "middle"
    bold: bool = False
    fill: str = "#000000"


@dataclass(frozen=True)
class Group:
    items: tuple
    transform: Matrix = IDENTITY
    clip: PathShape | None = None
    role: str = ""  # what the group is ("track", "city", "tile"...): an SVG class, for tests and tools


@dataclass(frozen=True)
class Use:
    """Draw a shared symbol (defined once in ``Drawing.symbols``) under a transform."""

    ref: str
    transform: Matrix = IDENTITY


Item = PathShape | Circle | Rect | Text | Group | Use


@dataclass
class Drawing:
    """A page or a component: its size in its own units, and what is on it."""

    width: float
    height: float
    items: list = field(default_factory=list)
    symbols: dict[str, Group] = field(default_factory=dict)
    units_per_mm: float = 1.0  # how the backends scale it to physical size
    title: str = ""
    # PDF page boxes ("trim", "bleed", "art") as (x, y, w, h) in drawing units, y down
    boxes: dict[str, tuple[float, float, float, float]] = field(default_factory=dict)

    def add(self, *items: Item) -> None:
        self.items.extend(items)


# ------------------------------------------------------------------ builders
class PathBuilder:
    def __init__(self) -> None:
        self.cmds: list[tuple] = []
        self._pos = (0.0, 0.0)

    def move(self, x: float, y: float) -> PathBuilder:
        self.cmds.append(("M", x, y))
        self._pos = (x, y)
        return self

    def line(self, x: float, y: float) -> PathBuilder:
        self.cmds.append(("L", x, y))
        self._pos = (x, y)
        return self

    def curve(self, x1: float, y1: float, x2: float, y2: float, x: float, y: float) -> PathBuilder:
        self.cmds.append(("C", x1, y1, x2, y2, x, y))
        self._pos = (x, y)
        return self

    def arc(self, cx: float, cy: float, r: float, start: float, end: float) -> PathBuilder:
        """Arc of radius r around (cx, cy) from angle ``start`` to ``end`` (radians, y-down)."""
        sweep = end - start
        pieces = max(1, math.ceil(abs(sweep) / (math.pi / 2) - 1e-9))
        step = sweep / pieces
        k = 4.0 / 3.0 * math.tan(step / 4.0)
        a = start
        if not self.cmds:
            self.move(cx + r * math.cos(a), cy + r * math.sin(a))
        for _ in range(pieces):
            b = a + step
            x0, y0 = cx + r * math.cos(a), cy + r * math.sin(a)
            x3, y3 = cx + r * math.cos(b), cy + r * math.sin(b)
            x1, y1 = x0 - k * r * math.sin(a), y0 + k * r * math.cos(a)
            x2, y2 = x3 + k * r * math.sin(b), y3 - k * r * math.cos(b)
            self.curve(x1, y1, x2, y2, x3, y3)
            a = b
        return self

    def close(self) -> PathBuilder:
        self.cmds.append(("Z",))
        return self

    def build(self, style: Style) -> PathShape:
        return PathShape(tuple(self.cmds), style)


def polygon(points: list[tuple[float, float]], style: Style) -> PathShape:
    b = PathBuilder().move(*points[0])
    for p in points[1:]:
        b.line(*p)
    return b.close().build(style)


def line(x1: float, y1: float, x2: float, y2: float, style: Style) -> PathShape:
    return PathBuilder().move(x1, y1).line(x2, y2).build(style)


# ---------------------------------------------------------------- transforms
def translate(dx: float, dy: float) -> Matrix:
    return (1.0, 0.0, 0.0, 1.0, dx, dy)


def scale(sx: float, sy: float | None = None) -> Matrix:
    return (sx, 0.0, 0.0, sx if sy is None else sy, 0.0, 0.0)


def rotate(degrees: float) -> Matrix:
    r = math.radians(degrees)
    c, s = math.cos(r), math.sin(r)
    return (c, s, -s, c, 0.0, 0.0)


def compose(*ms: Matrix) -> Matrix:
    """compose(A, B) applies B first, then A (like SVG's "A B")."""
    out = IDENTITY
    for m in ms:
        a1, b1, c1, d1, e1, f1 = out
        a2, b2, c2, d2, e2, f2 = m
        out = (
            a1 * a2 + c1 * b2,
            b1 * a2 + d1 * b2,
            a1 * c2 + c1 * d2,
            b1 * c2 + d1 * d2,
            a1 * e2 + c1 * f2 + e1,
            b1 * e2 + d1 * f2 + f1,
        )
    return out


def apply(m: Matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f
