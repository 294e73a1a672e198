"""Rendering a build's files on both cores, each page and each shared form drawn once.

A sheet appears in its family's file and again in the whole kit, and a tile's art is
shared by every sheet that shows it. So rendering goes in two steps: first the operators
of every distinct page body and form, then each PDF is assembled from those operators plus
its own footers, while the SVGs are written alongside (``write``). The operators are made
by the process that drew the family (``made_here``, handed over with ``adopt``), so that
its drawings never cross between processes for them.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from ..art.drawing import Drawing
from ..backends.pdf import PdfPage, assemble, known_form, page_of, symbol_form, symbols_of
from ..backends.pdfops import Ops, page_ops
from ..backends.svg import to_svg
from .files import FilePage, PrintFile
from .parallel import run_all

SUBJECT = "tresham kit"
# rough costs in milliseconds, for dealing the jobs between the cores: a PDF page is put
# together from ready operators, an SVG is written whole
PDF_PAGE, SVG_PAGE = 1.0, 1.7


def _frame(page: FilePage) -> Drawing:
    """The page's size and boxes (its body's, or a blank sheet's)."""
    if page.body is not None:
        return page.body
    d = Drawing(page.width, page.height, units_per_mm=1.0)
    d.boxes = {"trim": (0, 0, page.width, page.height), "bleed": (0, 0, page.width, page.height)}
    return d


def _svg(d: Drawing) -> Callable[[], bytes]:
    return lambda: to_svg(d).encode("utf-8")


# the operators of a family's pages, and of its forms by name with whether a forked copy
# made each now
Made = tuple[list[Ops], dict[str, tuple[Ops, bool]]]


def _distinct_bodies(files: Sequence[PrintFile]) -> list[Drawing]:
    """The page bodies of ``files``, each once, in order."""
    seen: dict[int, Drawing] = {}
    for f in files:
        for p in f.pages:
            if p.body is not None:
                seen.setdefault(id(p.body), p.body)
    return list(seen.values())


def made_here(files: Sequence[PrintFile], parent: int) -> Made:
    """The operators of the bodies of ``files`` (in ``_distinct_bodies`` order) and of every
    form they draw, made in this process; a form counts as fresh only where this is not the
    ``parent`` process (which already remembers the forms it made)."""
    bodies = _distinct_bodies(files)
    copy = os.getpid() != parent
    made = {name: symbol_form(group) for name, group in symbols_of(bodies).items()}
    return [page_ops(b) for b in bodies], {name: (ops, fresh and copy) for name, (ops, fresh) in made.items()}


class Renderer:
    """Operators of page bodies and forms, made once and kept for every file that needs them."""

    def __init__(self) -> None:
        self.body_ops: dict[int, Ops] = {}
        self.forms: dict[str, Ops] = {}
        self._bodies: dict[int, Drawing] = {}  # keeps each body alive while its id is a key

    def adopt(self, files: Sequence[PrintFile], made: Made) -> None:
        """Keep the operators ``made_here`` made of ``files`` (drawn equal in another process)."""
        ops, forms = made
        bodies = _distinct_bodies(files)
        for body, body_ops in zip(bodies, ops, strict=True):
            self._bodies.setdefault(id(body), body)
            self.body_ops.setdefault(id(body), body_ops)
        symbols = symbols_of(bodies)
        for name, (form, fresh) in forms.items():
            self.forms.setdefault(name, form)
            if fresh:  # made by a worker: kept here too, for a later build
                known_form(symbols[name], form)

    def _own(self, files: Sequence[PrintFile]) -> None:
        """Operators for the bodies of ``files`` made in this process, and their forms."""
        fresh = [b for b in _distinct_bodies(files) if id(b) not in self.body_ops]
        for body in fresh:
            self._bodies[id(body)] = body
            self.body_ops[id(body)] = page_ops(body)
        for name, group in symbols_of(fresh).items():
            self.forms.setdefault(name, symbol_form(group)[0])

    def _pdf(self, f: PrintFile) -> Callable[[], bytes]:
        def job() -> bytes:
            pages: list[PdfPage] = []
            shared: dict[int, tuple[tuple, Ops]] = {}  # marks common to pages, drawn once
            for p in f.pages:
                ops = [self.body_ops[id(p.body)]] if p.body is not None else []
                frame = Drawing(p.width, p.height)  # footers are drawn in millimetres
                if p.overlay:
                    ops.append(page_ops(frame, p.overlay))
                if p.shared:
                    if id(p.shared) not in shared:
                        shared[id(p.shared)] = (p.shared, page_ops(frame, p.shared))
                    ops.append(shared[id(p.shared)][1])
                pages.append(page_of(_frame(p), ops))
            return assemble(pages, self.forms, title=f.title, subject=SUBJECT, outline=f.outline)

        return job

    def write(
        self, files: Sequence[PrintFile], svgs: Sequence[Drawing] = ()
    ) -> tuple[list[bytes], list[bytes]]:
        """The bytes of every PDF in ``files`` and of every SVG, in order. Bodies not adopted
        (the kit's first pages, drawn here) get their operators now."""
        self._own(files)
        jobs: list[Callable[[], bytes]] = [self._pdf(f) for f in files] + [_svg(d) for d in svgs]
        # rough costs: a PDF page is assembled from ready operators, an SVG is written whole
        weights = [PDF_PAGE * len(f.pages) for f in files] + [
            SVG_PAGE * max(1.0, d.width / 300) for d in svgs
        ]
        done = run_all(jobs, weights)
        return done[: len(files)], done[len(files) :]
