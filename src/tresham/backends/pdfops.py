"""Drawing -> PDF content-stream operators, made (and compressed) once for any number of files.

The operators of a page or of a shared symbol (a form) do not depend on the document they
go into: text is encoded through a ``Fonts`` whose codes are fixed by a character set that
every document of a build is seeded with, and transparency states are named after their
values. So a sheet drawn for ``GAME-tiles.pdf`` goes into ``GAME-kit.pdf`` as it is, and a
tile drawn once serves every file that shows it. The fonts' embedded subsets are made once
too (``Fonts.objects``), exactly as reportlab would embed them.

Coordinates are the drawing's, y down; ``page_ops`` adds the flip to PDF's y up. Fill and
clip use the even-odd rule, as reportlab's canvas does.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from reportlab.lib.colors import HexColor
from reportlab.lib.rl_accel import escapePDF, fp_str
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import FF_NONSYMBOLIC, FF_SYMBOLIC, SUBSETN, makeToUnicodeCMap

from ..art.drawing import IDENTITY, Circle, Drawing, Group, PathShape, Rect, Style, Text, Use
from ..art.fonts import PDF_BOLD, PDF_REGULAR, register_pdf_fonts
from .pdfwrite import name as pdf_name

_CAP = {"butt": 0, "round": 1, "square": 2}
_JOIN = {"miter": 0, "round": 1, "bevel": 2}
_KAPPA = 4 * (math.sqrt(2) - 1) / 3  # a quarter circle as one cubic
_ROUND = 0.4472  # reportlab's factor for the corners of a rounded rectangle
FONT_NAMES = ("F1", "F2")  # regular, bold: the order every document is seeded in


@dataclass(frozen=True)
class Ops:
    """Operators for one page or form, compressed, with the resources they name."""

    data: bytes  # the content stream, Flate-compressed
    forms: frozenset[str] = frozenset()  # symbols drawn (by name) from this stream
    gstates: frozenset[tuple[str, str, float]] = frozenset()  # (name, key, value)


def form_name(symbol: str) -> str:
    """The resource name under which a symbol's form is drawn."""
    return pdf_name(f"FormXob.{symbol}")


class _Key:
    """Stands for a document in reportlab's per-document font state."""


class Fonts:
    """Text -> PDF strings in the two bundled fonts, with codes fixed by ``charset``."""

    def __init__(self, charset: Iterable[str]) -> None:
        register_pdf_fonts()
        self.fonts = (pdfmetrics.getFont(PDF_REGULAR), pdfmetrics.getFont(PDF_BOLD))
        self.charset = "".join(sorted(set(charset) - {"\xa0"}))
        self.known = set(self.charset)
        self._key = _Key()
        for font in self.fonts:
            font.splitString(self.charset, self._key)
        self._objects: list[tuple[str, FontSubset]] | None = None

    def objects(self) -> list[tuple[str, FontSubset]]:
        """Each subset of each font as it is embedded: resource name and parts, made once."""
        if self._objects is None:
            self._objects = []
            for font, fname in zip(self.fonts, FONT_NAMES, strict=True):
                for n, subset in enumerate(font.state[self._key].subsets):
                    self._objects.append((f"{fname}+{n}", _subset(font, n, subset)))
        return self._objects

    def encode(self, text: str, bold: bool) -> list[tuple[str, bytes]]:
        unknown = set(text) - self.known - {"\xa0"}
        if unknown:
            raise ValueError(f"characters {''.join(sorted(unknown))!r} are not in this build's character set")
        font = self.fonts[bold]
        name = FONT_NAMES[bold]
        return [(f"/{name}+{subset}", chunk) for subset, chunk in font.splitString(text, self._key)]


@dataclass(frozen=True)
class FontSubset:
    """One embedded subset of a TrueType font (at most 256 characters), as PDF parts."""

    base_font: str  # "AAAAAA+DejaVuSans"
    widths: str
    last_char: int
    descriptor: str  # the descriptor's entries, without /FontFile2
    font_file: bytes  # the subset font program, compressed
    font_file_length: int
    to_unicode: bytes  # the ToUnicode CMap, compressed


def _subset(font, n: int, subset: list[int]) -> FontSubset:
    """What reportlab would embed for subset ``n`` of ``font``."""
    face = font.face
    base = (SUBSETN(n) + b"+" + face.name + face.subfontNameX).decode("latin-1")
    program = face.makeSubset(subset)
    flags = (face.flags & ~FF_NONSYMBOLIC) | FF_SYMBOLIC
    descriptor = (
        f"/Type /FontDescriptor /Ascent {fp_str(face.ascent)} /CapHeight {fp_str(face.capHeight)} "
        f"/Descent {fp_str(face.descent)} /Flags {flags} /FontBBox [{fp_str(*face.bbox)}] /FontName /{base} "
        f"/ItalicAngle {fp_str(face.italicAngle)} /StemV {fp_str(face.stemV)} "
        f"/MissingWidth {fp_str(face.defaultWidth)}"
    )
    return FontSubset(
        base,
        fp_str(*(face.getCharWidth(c) for c in subset)),
        len(subset) - 1,
        descriptor,
        zlib.compress(program, 6),
        len(program),
        zlib.compress(makeToUnicodeCMap(base, subset).encode("latin-1"), 6),
    )


def characters(items: Iterable, symbols: dict[str, Group]) -> set[str]:
    """Every character of every text in ``items`` and in the symbols they use."""
    chars: set[str] = set()
    seen: set[str] = set()
    stack = list(items)
    while stack:
        it = stack.pop()
        if isinstance(it, Text):
            chars.update(it.text)
        elif isinstance(it, Group):
            stack.extend(it.items)
        elif isinstance(it, Use) and it.ref not in seen:
            seen.add(it.ref)
            stack.append(symbols[it.ref])
    return chars


def _colour(value: str) -> str:
    c = HexColor(value)
    return fp_str(c.red, c.green, c.blue)


@dataclass
class _Stream:
    fonts: Fonts
    code: list[str] = field(default_factory=list)
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
        for font, chunk in self.fonts.encode(it.text, it.bold):
            parts.append(f"{font} {fp_str(it.size)} Tf ({escapePDF(chunk)}) Tj")
        parts.append("ET")
        self.code.append(" ".join(parts))

    def done(self) -> Ops:
        data = zlib.compress(("\n".join(self.code) + "\n").encode("latin-1"), 6)
        return Ops(data, frozenset(self.forms), frozenset(self.gstates))


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


def item_ops(items: Iterable, fonts: Fonts) -> Ops:
    """Operators for ``items`` in the coordinates they are drawn in (a form's content)."""
    s = _Stream(fonts)
    for it in items:
        s.item(it)
    return s.done()


def page_ops(drawing: Drawing, fonts: Fonts, items: Iterable | None = None) -> Ops:
    """Operators for a page of ``drawing``'s size: its items (or ``items``), y flipped."""
    k = mm / drawing.units_per_mm
    height = drawing.height * k
    s = _Stream(fonts)
    s.push()
    s.code.append(f"{fp_str(k, 0, 0, -k, 0, height)} cm")
    for it in drawing.items if items is None else items:
        s.item(it)
    s.pop()
    return s.done()
