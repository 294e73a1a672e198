"""Drawing -> PDF content-stream operators, made (and compressed) once for any number of files.

The operators of a page or of a shared symbol (a form) do not depend on the document they
go into: text is encoded with fixed codes (``pdffonts``), and transparency states are
named after their values. So a sheet drawn for ``GAME-tiles.pdf`` goes into
``GAME-kit.pdf`` as it is, and a tile drawn once serves every file that shows it.

Coordinates are the drawing's, y down; ``page_ops`` adds the flip to PDF's y up. Fill and
clip use the even-odd rule, as reportlab's canvas does.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from reportlab.lib.colors import HexColor
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth

from ..art.drawing import IDENTITY, Circle, Drawing, Group, PathShape, Rect, Style, Text, Use
from ..art.fonts import PDF_BOLD, PDF_REGULAR
from .pdffonts import Glyph, encode
from .pdfwrite import name as pdf_name

_CAP = {"butt": 0, "round": 1, "square": 2}
_JOIN = {"miter": 0, "round": 1, "bevel": 2}
_KAPPA = 4 * (math.sqrt(2) - 1) / 3  # a quarter circle as one cubic
_ROUND = 0.4472  # reportlab's factor for the corners of a rounded rectangle


@dataclass(frozen=True)
class Ops:
    """Operators for one page or form, compressed, with the resources they name."""

    data: bytes  # the content stream, Flate-compressed
    forms: frozenset[str] = frozenset()  # symbols drawn (by name) from this stream
    gstates: frozenset[tuple[str, str, float]] = frozenset()  # (name, key, value)
    glyphs: frozenset[Glyph] = frozenset()  # (bold, character) of every text shown


def form_name(symbol: str) -> str:
    """The resource name under which a symbol's form is drawn."""
    return pdf_name(f"FormXob.{symbol}")


@lru_cache(maxsize=1024)
def _colour(value: str) -> str:
    c = HexColor(value)
    return fp_str(c.red, c.green, c.blue)


@dataclass
class _Stream:
    code: list[str] = field(default_factory=list)
    chars: tuple[set[str], set[str]] = field(default_factory=lambda: (set(), set()))  # regular, bold
    forms: set[str] = field(default_factory=set)
    gstates: set[tuple[str, str, float]] = field(default_factory=set)
    state: dict[str, object] = field(default_factory=dict)
    saved: list[dict[str, object]] = field(default_factory=list)

    def push(self) -> None:
        self.code.append("q")
        self.saved.append(dict(self.state))

    def pop(self) -> None:
        self.code.append("Q")
        self.state = self.saved.pop()

    def _set(self, key: str, value: object, op: str) -> None:
        if self.state.get(key) != value:
            self.code.append(op)
            self.state[key] = value

    def _alpha(self, key: str, value: float) -> None:
        if self.state.get(key, 1.0) != value:
            name = f"A{key}{round(value * 1000)}"
            self.gstates.add((name, key, value))
            self.code.append(f"/{name} gs")
            self.state[key] = value

    def style(self, s: Style) -> str:
        """Set what ``s`` needs; return the painting operator."""
        if s.fill:
            self._set("fill", s.fill, f"{_colour(s.fill)} rg")
            self._alpha("ca", s.opacity)
        if s.stroke:
            self._set("stroke", s.stroke, f"{_colour(s.stroke)} RG")
            self._alpha("CA", s.opacity)
            self._set("width", s.width, f"{fp_str(s.width)} w")
            self._set("cap", s.cap, f"{_CAP[s.cap]} J")
            self._set("join", s.join, f"{_JOIN[s.join]} j")
            self._set("dash", s.dash, f"[{fp_str(*s.dash) if s.dash else ''}] 0 d")
        if s.fill and s.stroke:
            return "B*"
        return "f*" if s.fill else "S" if s.stroke else "n"

    def path(self, commands: Iterable[tuple]) -> None:
        code = self.code
        for cmd in commands:
            op = cmd[0]
            if op == "Z":
                code.append("h")
            else:
                code.append(f"{fp_str(*cmd[1:])} {'m' if op == 'M' else 'l' if op == 'L' else 'c'}")

    def item(self, it) -> None:
        if isinstance(it, PathShape):
            paint = self.style(it.style)
            if paint != "n":
                self.path(it.commands)
                self.code.append(paint)
        elif isinstance(it, Circle):
            paint = self.style(it.style)
            if paint != "n":
                self.path(_circle(it.cx, it.cy, it.r))
                self.code.append(paint)
        elif isinstance(it, Rect):
            paint = self.style(it.style)
            if paint == "n":
                return
            if it.rx:
                self.path(_round_rect(it.x, it.y, it.w, it.h, it.rx))
            else:
                self.code.append(f"{fp_str(it.x, it.y, it.w, it.h)} re")
            self.code.append(paint)
        elif isinstance(it, Text):
            self.text(it)
        elif isinstance(it, Group):
            self.push()
            if it.transform != IDENTITY:
                self.code.append(f"{fp_str(*it.transform)} cm")
            if it.clip is not None:
                self.path(it.clip.commands)
                self.code.append("W* n")
            for sub in it.items:
                self.item(sub)
            self.pop()
        elif isinstance(it, Use):
            self.forms.add(it.ref)
            if it.transform != IDENTITY:
                self.code.append(f"q {fp_str(*it.transform)} cm {form_name(it.ref)} Do Q")
            else:
                self.code.append(f"{form_name(it.ref)} Do")
        else:
            raise TypeError(f"cannot draw {type(it).__name__}")

    def text(self, it: Text) -> None:
        font = PDF_BOLD if it.bold else PDF_REGULAR
        x = it.x
        if it.anchor != "start":
            width = stringWidth(it.text, font, it.size)
            x -= width / 2 if it.anchor == "middle" else width
        self._set("fill", it.fill, f"{_colour(it.fill)} rg")
        self._alpha("ca", 1.0)
        parts = [f"BT 1 0 0 -1 {fp_str(x, it.y)} Tm"]
        for font, chunk in encode(it.text, it.bold):
            parts.append(f"{font} {fp_str(it.size)} Tf ({escapePDF(chunk)}) Tj")
        self.chars[it.bold].update(it.text)
        parts.append("ET")
        self.code.append(" ".join(parts))

    def done(self) -> Ops:
        data = zlib.compress(("\n".join(self.code) + "\n").encode("latin-1"), 3)
        glyphs = frozenset((bold, ch) for bold in (False, True) for ch in self.chars[bold])
        return Ops(data, frozenset(self.forms), frozenset(self.gstates), glyphs)


def _circle(cx: float, cy: float, r: float) -> Iterator[tuple]:
    k = _KAPPA * r
    yield ("M", cx + r, cy)
    yield ("C", cx + r, cy + k, cx + k, cy + r, cx, cy + r)
    yield ("C", cx - k, cy + r, cx - r, cy + k, cx - r, cy)
    yield ("C", cx - r, cy - k, cx - k, cy - r, cx, cy - r)
    yield ("C", cx + k, cy - r, cx + r, cy - k, cx + r, cy)
    yield ("Z",)


def _round_rect(x: float, y: float, w: float, h: float, r: float) -> Iterator[tuple]:
    x0, x1, y0, y1 = min(x, x + w), max(x, x + w), min(y, y + h), max(y, y + h)
    t = _ROUND * r
    yield ("M", x0 + r, y0)
    yield ("L", x1 - r, y0)
    yield ("C", x1 - t, y0, x1, y0 + t, x1, y0 + r)
    yield ("L", x1, y1 - r)
    yield ("C", x1, y1 - t, x1 - t, y1, x1 - r, y1)
    yield ("L", x0 + r, y1)
    yield ("C", x0 + t, y1, x0, y1 - t, x0, y1 - r)
    yield ("L", x0, y0 + r)
    yield ("C", x0, y0 + t, x0 + t, y0, x0 + r, y0)
    yield ("Z",)


def item_ops(items: Iterable) -> Ops:
    """Operators for ``items`` in the coordinates they are drawn in (a form's content)."""
    s = _Stream()
    for it in items:
        s.item(it)
    return s.done()


def page_ops(drawing: Drawing, items: Iterable | None = None) -> Ops:
    """Operators for a page of ``drawing``'s size: its items (or ``items``), y flipped."""
    k = mm / drawing.units_per_mm
    height = drawing.height * k
    s = _Stream()
    s.push()
    s.code.append(f"{fp_str(k, 0, 0, -k, 0, height)} cm")
    for it in drawing.items if items is None else items:
        s.item(it)
    s.pop()
    return s.done()
