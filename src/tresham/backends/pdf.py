"""PDF files through reportlab's canvas: embedded fonts, shared symbols as forms, page
boxes, and byte-reproducible output (``invariant=1``).

The operators of each page and form come from ``pdfops`` and are made once; this module
only assembles them into documents. ``to_pdf`` does both for a list of drawings.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from ..art.drawing import Drawing, Group
from ..art.fonts import PDF_REGULAR
from .pdfops import Fonts, Ops, characters, item_ops, page_ops

_FORM_BOUND = 4000.0

Box = tuple[float, float, float, float]  # x, y, w, h in mm, y down


@dataclass(frozen=True)
class PdfPage:
    """A page to assemble: its size and boxes in mm, and its operator streams in order."""

    width: float
    height: float
    boxes: tuple[tuple[str, Box], ...]
    ops: tuple[Ops, ...]


def page_of(drawing: Drawing, ops: Sequence[Ops]) -> PdfPage:
    k = 1 / drawing.units_per_mm
    boxes = tuple(
        (name, (x * k, y * k, w * k, h * k)) for name, (x, y, w, h) in sorted(drawing.boxes.items())
    )
    return PdfPage(drawing.width * k, drawing.height * k, boxes, tuple(ops))


def symbols_of(drawings: Iterable[Drawing]) -> dict[str, Group]:
    """The shared symbols of several drawings (a name means the same art everywhere)."""
    out: dict[str, Group] = {}
    for d in drawings:
        for name, group in d.symbols.items():
            out.setdefault(name, group)
    return out


def form_ops(names: Iterable[str], symbols: dict[str, Group], fonts: Fonts, done: dict[str, Ops]) -> None:
    """Operators of the forms ``names`` and of every form they use, added to ``done``."""
    todo = [n for n in names if n not in done]
    while todo:
        name = todo.pop()
        if name in done:
            continue
        ops = item_ops([symbols[name]], fonts)
        done[name] = ops
        todo.extend(n for n in ops.forms if n not in done)


def assemble(
    pages: Sequence[PdfPage], forms: dict[str, Ops], fonts: Fonts, *, title: str = "", subject: str = ""
) -> bytes:
    """One PDF from ready operators: each form is written once, before the page that first uses it."""
    buf = io.BytesIO()
    first = pages[0]
    c = Canvas(
        buf,
        pagesize=(first.width * mm, first.height * mm),
        invariant=1,
        pageCompression=1,
        initialFontName=PDF_REGULAR,
    )
    fonts.seed(c._doc)
    c.setTitle(title or "tresham")
    c.setAuthor("tresham")
    c.setCreator("tresham")
    if subject:
        c.setSubject(subject)
    defined: set[str] = set()
    for page in pages:
        width, height = page.width * mm, page.height * mm
        c.setPageSize((width, height))
        for box, (x, y, w, h) in page.boxes:
            llx, lly = x * mm, height - (y + h) * mm
            setter = {"trim": c.setTrimBox, "bleed": c.setBleedBox, "art": c.setArtBox}[box]
            setter((llx, lly, llx + w * mm, lly + h * mm))
        for ops in page.ops:
            _define(c, ops.forms, forms, defined)
        for ops in page.ops:
            _emit(c, ops)
        c.showPage()
    c.save()
    return buf.getvalue()


def _define(c: Canvas, names: Iterable[str], forms: dict[str, Ops], defined: set[str]) -> None:
    """Write the forms ``names`` (those they use first) unless the document has them."""
    for name in sorted(names):
        if name in defined:
            continue
        defined.add(name)
        ops = forms[name]
        _define(c, ops.forms, forms, defined)
        c.beginForm(name, -_FORM_BOUND, -_FORM_BOUND, _FORM_BOUND, _FORM_BOUND)
        _emit(c, ops)
        c.endForm()


def _emit(c: Canvas, ops: Ops) -> None:
    """Append operators to the current page or form, with the resources they name."""
    c._code.append(ops.code)
    c._formsinuse.extend(sorted(ops.forms))
    if ops.gstates:
        c._doc.ensureMinPdfVersion("transparency")
        for name, key, value in sorted(ops.gstates):
            c._extgstate._c[(key, value)] = name


def to_pdf(pages: list[Drawing], *, title: str = "", subject: str = "") -> bytes:
    """One page per drawing; each page is as large as its drawing's physical size."""
    symbols = symbols_of(pages)
    fonts = Fonts(characters([it for p in pages for it in p.items], symbols))
    forms: dict[str, Ops] = {}
    out = []
    for d in pages:
        ops = page_ops(d, fonts)
        form_ops(ops.forms, symbols, fonts, forms)
        out.append(page_of(d, [ops]))
    return assemble(out, forms, fonts, title=title or pages[0].title, subject=subject)
