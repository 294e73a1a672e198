"""Drawings -> one PDF through reportlab's canvas: embedded fonts, shared symbols as forms,
page boxes, and byte-reproducible output (``invariant=1``)."""

from __future__ import annotations

import io
from functools import cache

from reportlab.lib.colors import HexColor
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from ..art.drawing import IDENTITY, Circle, Drawing, Group, PathShape, Rect, Style, Text, Use
from ..art.fonts import PDF_BOLD, PDF_REGULAR, register_pdf_fonts

_CAP = {"butt": 0, "round": 1, "square": 2}
_JOIN = {"miter": 0, "round": 1, "bevel": 2}
_FORM_BOUND = 4000.0
_UNSET = object()


@cache
def _colour(value: str) -> HexColor:
    return HexColor(value)


class _PageWriter:
    def __init__(self, canvas: Canvas, symbols: dict[str, Group], defined: set[str]) -> None:
        self.c = canvas
        self.symbols = symbols
        self.defined = defined
        # graphics state already set on the canvas, so repeated styles cost nothing
        self.state: dict[str, object] = {}
        self.saved: list[dict[str, object]] = []

    def _save(self) -> None:
        self.c.saveState()
        self.saved.append(dict(self.state))

    def _restore(self) -> None:
        self.c.restoreState()
        self.state = self.saved.pop()

    def _set(self, key: str, value: object, setter) -> None:
        if self.state.get(key, _UNSET) != value:
            setter()
            self.state[key] = value

    def _apply_style(self, s: Style) -> tuple[bool, bool]:
        c = self.c
        alpha = s.opacity if s.opacity != 1.0 else None
        if s.fill:
            self._set("fill", (s.fill, alpha), lambda: c.setFillColor(_colour(s.fill), alpha=alpha))
        if s.stroke:
            self._set("stroke", (s.stroke, alpha), lambda: c.setStrokeColor(_colour(s.stroke), alpha=alpha))
            self._set("width", s.width, lambda: c.setLineWidth(s.width))
            self._set("cap", s.cap, lambda: c.setLineCap(_CAP[s.cap]))
            self._set("join", s.join, lambda: c.setLineJoin(_JOIN[s.join]))
            self._set("dash", s.dash, lambda: c.setDash(list(s.dash) if s.dash else []))
        return bool(s.fill), bool(s.stroke)

    def item(self, it) -> None:
        c = self.c
        if isinstance(it, PathShape):
            p = c.beginPath()
            for cmd in it.commands:
                op = cmd[0]
                if op == "M":
                    p.moveTo(cmd[1], cmd[2])
                elif op == "L":
                    p.lineTo(cmd[1], cmd[2])
                elif op == "C":
                    p.curveTo(*cmd[1:])
                elif op == "Z":
                    p.close()
            fill, stroke = self._apply_style(it.style)
            if fill or stroke:
                c.drawPath(p, stroke=int(stroke), fill=int(fill))
        elif isinstance(it, Circle):
            fill, stroke = self._apply_style(it.style)
            c.circle(it.cx, it.cy, it.r, stroke=int(stroke), fill=int(fill))
        elif isinstance(it, Rect):
            fill, stroke = self._apply_style(it.style)
            if it.rx:
                c.roundRect(it.x, it.y, it.w, it.h, it.rx, stroke=int(stroke), fill=int(fill))
            else:
                c.rect(it.x, it.y, it.w, it.h, stroke=int(stroke), fill=int(fill))
        elif isinstance(it, Text):
            font = PDF_BOLD if it.bold else PDF_REGULAR
            x = it.x
            if it.anchor != "start":
                width = stringWidth(it.text, font, it.size)
                x -= width / 2 if it.anchor == "middle" else width
            self._set("fill", (it.fill, None), lambda: c.setFillColor(_colour(it.fill)))
            t = c.beginText()
            t.setTextTransform(1, 0, 0, -1, x, it.y)
            t.setFont(font, it.size)
            t.textOut(it.text)
            c.drawText(t)
        elif isinstance(it, Group):
            self._save()
            if it.transform != IDENTITY:
                c.transform(*it.transform)
            if it.clip is not None:
                p = c.beginPath()
                for cmd in it.clip.commands:
                    if cmd[0] == "M":
                        p.moveTo(cmd[1], cmd[2])
                    elif cmd[0] == "L":
                        p.lineTo(cmd[1], cmd[2])
                    elif cmd[0] == "C":
                        p.curveTo(*cmd[1:])
                    else:
                        p.close()
                c.clipPath(p, stroke=0, fill=0)
            for sub in it.items:
                self.item(sub)
            self._restore()
        elif isinstance(it, Use):
            self.define(it.ref)
            self._save()
            if it.transform != IDENTITY:
                c.transform(*it.transform)
            c.doForm(it.ref)
            self._restore()
        else:
            raise TypeError(f"cannot draw {type(it).__name__}")

    def define(self, ref: str) -> None:
        if ref in self.defined:
            return
        self.defined.add(ref)
        group = self.symbols[ref]
        c = self.c
        outer, self.state, self.saved = (self.state, self.saved), {}, []
        c.beginForm(ref, -_FORM_BOUND, -_FORM_BOUND, _FORM_BOUND, _FORM_BOUND)
        self.item(group)
        c.endForm()
        self.state, self.saved = outer


def to_pdf(pages: list[Drawing], *, title: str = "", subject: str = "") -> bytes:
    """One page per drawing; each page is as large as its drawing's physical size."""
    register_pdf_fonts()
    buf = io.BytesIO()
    first = pages[0]
    c = Canvas(buf, pagesize=_page_size(first), invariant=1, pageCompression=1, initialFontName=PDF_REGULAR)
    c.setTitle(title or first.title or "tresham")
    c.setAuthor("tresham")
    c.setCreator("tresham")
    if subject:
        c.setSubject(subject)
    defined: set[str] = set()
    for page in pages:
        width, height = _page_size(page)
        c.setPageSize((width, height))
        k = mm / page.units_per_mm
        for box, (x, y, w, h) in page.boxes.items():
            llx, lly = x * k, height - (y + h) * k
            setter = {"trim": c.setTrimBox, "bleed": c.setBleedBox, "art": c.setArtBox}[box]
            setter((llx, lly, llx + w * k, lly + h * k))
        c.saveState()
        c.translate(0, height)
        c.scale(k, -k)
        writer = _PageWriter(c, page.symbols, defined)
        for it in page.items:
            writer.item(it)
        c.restoreState()
        c.showPage()
    c.save()
    return buf.getvalue()


def _page_size(d: Drawing) -> tuple[float, float]:
    return d.width / d.units_per_mm * mm, d.height / d.units_per_mm * mm
