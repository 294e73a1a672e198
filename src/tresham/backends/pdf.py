"""Drawings -> one PDF through reportlab's canvas: embedded fonts, shared symbols as forms,
page boxes, and byte-reproducible output (``invariant=1``)."""

from __future__ import annotations

import io
from functools import cache

from reportlab.lib.colors import HexColor
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from ..art.drawing import IDENTITY, Circle, Drawing, Group, PathShape, Rect, Style, Text, Use
from ..art.fonts import PDF_BOLD, PDF_REGULAR, register_pdf_fonts

_CAP = {"butt": 0, "round": 1, "square": 2}
_JOIN = {"miter": 0, "round": 1, "bevel": 2}
_FORM_BOUND = 4000.0


@cache
def _colour(value: str) -> HexColor:
    return HexColor(value)


class _PageWriter:
    def __init__(self, canvas: Canvas, symbols: dict[str, Group], defined: set[str]) -> None:
        self.c = canvas
        self.symbols = symbols
        self.defined = defined

    def _apply_style(self, s: Style) -> tuple[bool, bool]:
        c = self.c
        if s.fill:
            c.setFillColor(_colour(s.fill), alpha=s.opacity if s.opacity != 1.0 else None)
        if s.stroke:
            c.setStrokeColor(_colour(s.stroke), alpha=s.opacity if s.opacity != 1.0 else None)
            c.setLineWidth(s.width)
            c.setLineCap(_CAP[s.cap])
            c.setLineJoin(_JOIN[s.join])
            c.setDash(list(s.dash) if s.dash else [])
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
            c.saveState()
            c.translate(it.x, it.y)
            c.scale(1, -1)
            c.setFont(PDF_BOLD if it.bold else PDF_REGULAR, it.size)
            c.setFillColor(_colour(it.fill))
            if it.anchor == "middle":
                c.drawCentredString(0, 0, it.text)
            elif it.anchor == "end":
                c.drawRightString(0, 0, it.text)
            else:
                c.drawString(0, 0, it.text)
            c.restoreState()
        elif isinstance(it, Group):
            c.saveState()
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
            c.restoreState()
        elif isinstance(it, Use):
            self.define(it.ref)
            c.saveState()
            if it.transform != IDENTITY:
                c.transform(*it.transform)
            c.doForm(it.ref)
            c.restoreState()
        else:
            raise TypeError(f"cannot draw {type(it).__name__}")

    def define(self, ref: str) -> None:
        if ref in self.defined:
            return
        self.defined.add(ref)
        group = self.symbols[ref]
        c = self.c
        c.beginForm(ref, -_FORM_BOUND, -_FORM_BOUND, _FORM_BOUND, _FORM_BOUND)
        self.item(group)
        c.endForm()


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
