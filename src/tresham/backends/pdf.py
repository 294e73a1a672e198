"""PDF files: embedded fonts, shared symbols as forms, page boxes, the same bytes every time.

The operators of each page and form come from ``pdfops`` and are made once; this module
only assembles them into documents (through ``pdfwrite``). ``to_pdf`` does both for a list
of drawings.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from reportlab.lib.units import mm

from ..art.drawing import Drawing, Group
from ..art.memo import memo
from .pdffonts import Glyph, subsets
from .pdfops import Ops, form_name, item_ops, page_ops
from .pdfwrite import PdfWriter, numbers, text_string

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


def form_ops(names: Iterable[str], symbols: dict[str, Group], done: dict[str, Ops]) -> None:
    """Operators of the forms ``names`` and of every form they use, added to ``done``."""
    todo = [n for n in names if n not in done]
    while todo:
        name = todo.pop()
        if name in done:
            continue
        ops = _form(symbols[name])
        done[name] = ops
        todo.extend(n for n in ops.forms if n not in done)


@memo(maxsize=8192, shared=False)  # a worker's forms come back by name: ``known_form``
def _form(symbol: Group) -> Ops:
    """A symbol's operators, by its art (a tile drawn again in a later build is equal, not
    the same object)."""
    return item_ops([symbol])


def symbol_form(symbol: Group) -> tuple[Ops, bool]:
    """The operators of a symbol's form (made once for equal art), and whether they were
    made now."""
    return _form.fresh(symbol)


def known_form(symbol: Group, ops: Ops) -> None:
    """Remember the operators another process made for ``symbol``."""
    _form.remember(ops, symbol)


# a bookmark: its title, the page it opens (0-based) and its depth (0 at the top)
Bookmark = tuple[str, int, int]


def assemble(
    pages: Sequence[PdfPage],
    forms: dict[str, Ops],
    *,
    title: str = "",
    subject: str = "",
    outline: Sequence[Bookmark] = (),
) -> bytes:
    """One PDF from ready operators: each form written once, each font with just the glyphs
    shown, and the ``outline`` as its bookmarks."""
    w = PdfWriter()
    catalog, root, font_dict = w.reserve(), w.reserve(), w.reserve()
    defined: dict[str, int] = {}
    glyphs: set[Glyph] = set()

    def resources(streams: Sequence[Ops]) -> str:
        used = sorted({f for ops in streams for f in ops.forms})
        for form in used:
            define(form)
        parts = [f"/Font {font_dict} 0 R", "/ProcSet [/PDF /Text]"]
        if used:
            parts.append("/XObject << " + " ".join(f"{form_name(f)} {defined[f]} 0 R" for f in used) + " >>")
        states = sorted({g for ops in streams for g in ops.gstates})
        if states:
            gs = " ".join(f"/{n} << /{k} {numbers(v)} >>" for n, k, v in states)
            parts.append(f"/ExtGState << {gs} >>")
        return "<< " + " ".join(parts) + " >>"

    def define(form: str) -> None:
        if form in defined:
            return
        ops = forms[form]
        glyphs.update(ops.glyphs)
        res = resources([ops])  # the forms it uses come first
        b = numbers(-_FORM_BOUND, -_FORM_BOUND, _FORM_BOUND, _FORM_BOUND)
        defined[form] = w.stream(
            f"/Type /XObject /Subtype /Form /FormType 1 /BBox [{b}] /Matrix [1 0 0 1 0 0] /Resources {res}",
            ops.data,
        )

    kids = []
    streams: dict[int, int] = {}
    for page in pages:
        res = resources(page.ops)
        glyphs.update(g for ops in page.ops for g in ops.glyphs)
        for ops in page.ops:  # a stream several pages show (a footer's ruler) is written once
            if id(ops) not in streams:
                streams[id(ops)] = w.stream("", ops.data)
        contents = " ".join(f"{streams[id(ops)]} 0 R" for ops in page.ops)
        width, height = page.width * mm, page.height * mm
        entries = [f"/Type /Page /Parent {root} 0 R /MediaBox [0 0 {numbers(width, height)}]"]
        for box, (x, y, bw, bh) in page.boxes:
            llx, lly = x * mm, height - (y + bh) * mm
            entries.append(f"/{box.capitalize()}Box [{numbers(llx, lly, llx + bw * mm, lly + bh * mm)}]")
        entries.append(f"/Resources {res} /Contents [{contents}]")
        kids.append(w.add("<< " + " ".join(entries) + " >>"))
    w.put(font_dict, _fonts(w, glyphs))
    w.put(root, f"<< /Type /Pages /Count {len(kids)} /Kids [{' '.join(f'{k} 0 R' for k in kids)}] >>")
    marks = outline_objects(w, outline, kids)
    mode = f" /Outlines {marks} 0 R /PageMode /UseOutlines" if marks else ""
    w.put(catalog, f"<< /Type /Catalog /Pages {root} 0 R{mode} >>")
    info = [f"/Title {text_string(title or 'tresham')}", "/Author (tresham)", "/Creator (tresham)"]
    info.append("/Producer (tresham)")
    if subject:
        info.append(f"/Subject {text_string(subject)}")
    return w.output(catalog, w.add("<< " + " ".join(info) + " >>"))


def outline_objects(w: PdfWriter, outline: Sequence[Bookmark], kids: Sequence[int]) -> int:
    """The outline dictionary and one item per bookmark, nested by depth (a bookmark one
    deeper than the one before is its child); 0 where there is no bookmark."""
    if not outline:
        return 0
    top = w.reserve()
    numbers_of = [w.reserve() for _ in outline]
    parent_of: list[int] = []  # each bookmark's parent, by index (-1: the outline itself)
    stack: list[int] = []
    for i, (_, _, depth) in enumerate(outline):
        del stack[max(0, depth) :]
        parent_of.append(stack[-1] if stack else -1)
        stack.append(i)
    children: dict[int, list[int]] = {}
    for i, parent in enumerate(parent_of):
        children.setdefault(parent, []).append(i)

    def ref(i: int) -> str:
        return f"{numbers_of[i] if i >= 0 else top} 0 R"

    for parent, items in children.items():
        for k, i in enumerate(items):
            text, page, _ = outline[i]
            entries = [f"/Title {text_string(text)}", f"/Parent {ref(parent)}"]
            entries.append(f"/Dest [{kids[min(page, len(kids) - 1)]} 0 R /Fit]")
            if k > 0:
                entries.append(f"/Prev {ref(items[k - 1])}")
            if k + 1 < len(items):
                entries.append(f"/Next {ref(items[k + 1])}")
            if i in children:
                entries.append(f"/First {ref(children[i][0])} /Last {ref(children[i][-1])}")
                entries.append(f"/Count -{len(children[i])}")  # closed: the families' own lists
            w.put(numbers_of[i], "<< " + " ".join(entries) + " >>")
    first, last = children[-1][0], children[-1][-1]
    w.put(top, f"<< /Type /Outlines /First {ref(first)} /Last {ref(last)} /Count {len(children[-1])} >>")
    return top


def _fonts(w: PdfWriter, glyphs: set[Glyph]) -> str:
    """Embed the font subsets that show ``glyphs``; return the font resource dictionary."""
    refs = []
    for sub in subsets(glyphs):
        file_ref = w.stream(f"/Length1 {sub.font_file_length}", sub.font_file)
        descriptor = w.add(f"<< {sub.descriptor} /FontFile2 {file_ref} 0 R >>")
        to_unicode = w.stream("", sub.to_unicode)
        font = w.add(
            f"<< /Type /Font /Subtype /TrueType /Name /{sub.name} /BaseFont /{sub.base_font} /FirstChar 0 "
            f"/LastChar {sub.last_char} /Widths [{sub.widths}] /FontDescriptor {descriptor} 0 R "
            f"/ToUnicode {to_unicode} 0 R >>"
        )
        refs.append(f"/{sub.name} {font} 0 R")
    return f"<< {' '.join(refs)} >>"


def to_pdf(pages: list[Drawing], *, title: str = "", subject: str = "") -> bytes:
    """One page per drawing; each page is as large as its drawing's physical size."""
    symbols = symbols_of(pages)
    forms: dict[str, Ops] = {}
    out = []
    for d in pages:
        ops = page_ops(d)
        form_ops(ops.forms, symbols, forms)
        out.append(page_of(d, [ops]))
    return assemble(out, forms, title=title or pages[0].title, subject=subject)
