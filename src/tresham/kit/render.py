"""Rendering a build's files on both cores, each page and each shared form drawn once.

A sheet appears in its family's file and again in the whole kit, and a tile's art is
shared by every sheet that shows it. So rendering goes in two rounds: first the operators
of every distinct page body and form (one job per family), then each PDF is assembled
from those operators plus its own footers, while the SVGs are written alongside.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..art.drawing import Drawing
from ..backends.pdf import PdfPage, assemble, form_ops, page_of, symbols_of
from ..backends.pdfops import Ops, page_ops
from ..backends.svg import to_svg
from .files import FilePage, PrintFile
from .parallel import run_all

SUBJECT = "tresham kit"


def _frame(page: FilePage) -> Drawing:
    """The page's size and boxes (its body's, or a blank sheet's)."""
    if page.body is not None:
        return page.body
    d = Drawing(page.width, page.height, units_per_mm=1.0)
    d.boxes = {"trim": (0, 0, page.width, page.height), "bleed": (0, 0, page.width, page.height)}
    return d


def render(files: list[PrintFile], svgs: list[tuple[Path, Drawing]]) -> tuple[list[bytes], list[bytes]]:
    """The bytes of every PDF in ``files`` and of every SVG, in order."""
    bodies: dict[int, Drawing] = {}
    by_family: dict[str, list[int]] = {}
    for f in files:
        for p in f.pages:
            if p.body is not None and id(p.body) not in bodies:
                bodies[id(p.body)] = p.body
                by_family.setdefault(f.family, []).append(id(p.body))
    symbols = symbols_of(bodies.values())

    def operators(keys: list[int]) -> Callable[[], tuple[list[Ops], dict[str, Ops]]]:
        def job() -> tuple[list[Ops], dict[str, Ops]]:
            forms: dict[str, Ops] = {}
            out = []
            for key in keys:
                ops = page_ops(bodies[key])
                form_ops(ops.forms, symbols, forms)
                out.append(ops)
            return out, forms

        return job

    groups = sorted(by_family.values(), key=len, reverse=True)
    body_ops: dict[int, Ops] = {}
    forms: dict[str, Ops] = {}
    for keys, (ops, made) in zip(groups, run_all([operators(k) for k in groups]), strict=True):
        body_ops.update(zip(keys, ops, strict=True))
        forms.update(made)

    def pdf(f: PrintFile) -> Callable[[], bytes]:
        def job() -> bytes:
            pages: list[PdfPage] = []
            for p in f.pages:
                frame = _frame(p)
                ops = [body_ops[id(p.body)]] if p.body is not None else []
                if p.overlay:  # footers are drawn in millimetres
                    ops.append(page_ops(Drawing(p.width, p.height), p.overlay))
                pages.append(page_of(frame, ops))
            return assemble(pages, forms, title=f.title, subject=SUBJECT)

        return job

    def svg(d: Drawing) -> Callable[[], bytes]:
        return lambda: to_svg(d).encode("utf-8")

    # the longest job (the kit) first keeps both cores busy to the end
    order = sorted(range(len(files)), key=lambda i: -len(files[i].pages))
    done = run_all([pdf(files[i]) for i in order] + [svg(d) for _, d in svgs])
    pdfs: list[bytes] = [b""] * len(files)
    for i, blob in zip(order, done, strict=False):
        pdfs[i] = blob
    return pdfs, done[len(files) :]
