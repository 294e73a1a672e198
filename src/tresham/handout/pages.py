"""The teacher's handout as PDF pages (``tresham example handout ID -o lesson.pdf``).

One page per step, and one for the start, each flowing onto a second page only when it must:
the step in words, the file's explanation, the box "The book and our choices", what
happened, the table of what changed, the board (cut to the hexes the example plays on) and
the market, then the whole position. A4 or Letter, portrait, with a foot naming the example
and the page. The pictures come from ``pictures`` (a state and a caption in, named drawings
out), so this module lays out and never plays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..art.drawing import Drawing, Group, Rect, Style, Text, compose, scale, translate
from ..art.fonts import text_width, wrap
from ..scenario.diff import Change
from ..scenario.lesson import Lesson, LessonStep

PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}  # mm
MARGIN = 14.0  # mm on every side
FOOT = 8.0  # mm kept at the bottom for the foot
TITLE = 5.0  # text sizes, mm (5 mm is about 14 pt)
HEAD = 3.6
BODY = 3.0
SMALL = 2.5
LEADING = 1.3
BOX_INK = "#7a5c00"
BOX_FILL = "#fff8e1"
RULE = "#999999"
PICTURE_MIN = 70.0  # mm: the pictures get at least this height, or go to the next page
PICTURE_MOST = 115.0  # mm: and at most this

Pictures = Callable[[LessonStep, str], list[tuple[str, Drawing]]]


@dataclass
class _Flow:
    """Items set down a column, page after page."""

    paper: tuple[float, float]
    title: str
    pages: list[Drawing]
    y: float = 0.0

    @property
    def width(self) -> float:
        return self.paper[0] - 2 * MARGIN

    @property
    def bottom(self) -> float:
        return self.paper[1] - MARGIN - FOOT

    def new_page(self) -> None:
        w, h = self.paper
        page = Drawing(w, h, units_per_mm=1.0, title=self.title)
        page.boxes = {"trim": (0, 0, w, h)}
        page.add(Rect(0, 0, w, h, Style(fill="#ffffff")))
        self.pages.append(page)
        self.y = MARGIN

    def room(self, height: float) -> None:
        """A new page unless ``height`` mm still fit on this one."""
        if self.y + height > self.bottom:
            self.new_page()

    def add(self, *items: object) -> None:
        self.pages[-1].add(*items)  # type: ignore[arg-type]

    def text(self, text: str, size: float = BODY, *, bold: bool = False, indent: float = 0.0,
             fill: str = "#000000", hanging: str = "") -> None:  # fmt: skip
        """A paragraph, wrapped to the column; ``hanging`` (a bullet) hangs before its first line."""
        lead = text_width(hanging, size) if hanging else 0.0
        for k, line in enumerate(wrap(text, size, self.width - indent - lead, bold)):
            self.room(size * LEADING)
            if k == 0 and hanging:
                self.add(Text(MARGIN + indent, self.y + size, hanging, size, "start", bold, fill))
            self.add(Text(MARGIN + indent + lead, self.y + size, line, size, "start", bold, fill))
            self.y += size * LEADING
        self.y += size * 0.3

    def gap(self, mm: float) -> None:
        self.y += mm


def handout_pages(lesson: Lesson, pictures: Pictures, paper: str = "a4") -> list[Drawing]:
    """The handout of ``lesson`` as pages of ``paper`` ("a4" or "letter")."""
    flow = _Flow(PAPERS[paper], f"{lesson.title} ({lesson.id})", [])
    for step in lesson.pages:
        flow.new_page()
        _step_page(flow, lesson, step, pictures)
    for k, page in enumerate(flow.pages, 1):
        foot = f"{lesson.id}: {lesson.title}"
        y = flow.paper[1] - MARGIN + 2.0
        page.add(Text(MARGIN, y, _fit(foot, SMALL, flow.width - 25), SMALL, "start", False, "#555555"))
        page.add(
            Text(flow.paper[0] - MARGIN, y, f"page {k} of {len(flow.pages)}", SMALL, "end", False, "#555555")
        )
    return flow.pages


def _step_page(flow: _Flow, lesson: Lesson, step: LessonStep, pictures: Pictures) -> None:
    if step.n == 0:
        flow.text(lesson.title, TITLE, bold=True)
        flow.text(f"Example {lesson.id}; source: {lesson.source}", SMALL, fill="#333333")
        flow.text(f"Players: {', '.join(lesson.players)}", SMALL, fill="#333333")
        flow.gap(1.5)
        for paragraph in lesson.introduction:
            flow.text(paragraph)
    else:
        flow.text(step.heading, HEAD, bold=True)
        if step.explain:
            flow.text(step.explain)
    if step.notes:
        _box(flow, lesson.box_title, step.notes)
    if step.n == 0 and lesson.words:
        _box(flow, lesson.words_title, lesson.words)
    if step.said:
        _heading(flow, "What happened")
        for line in step.said:
            flow.text(line, BODY, indent=2.0, hanging="• ")
    if step.mismatch:
        flow.text(f"MISMATCH: this step did not do what the example expects ({', '.join(step.mismatch)})",
                  BODY, bold=True, fill="#b00020")  # fmt: skip
    if step.n:
        _heading(flow, "What changed")
        _table(flow, step.changed)
    caption = "The start, before step 1" if step.n == 0 else step.heading
    _pictures(flow, [d for _, d in pictures(step, caption)])
    _heading(flow, "The position" if step.n else "The position before step 1")
    for depth, line in step.position[1:]:
        flow.text(line, SMALL, indent=4.0 * max(0, depth - 1))


def _heading(flow: _Flow, text: str) -> None:
    flow.gap(1.0)
    flow.room(HEAD * LEADING + BODY * LEADING * 2)
    flow.text(text, HEAD * 0.85, bold=True, fill="#1f3a5f")


def _box(flow: _Flow, title: str, notes: Sequence[tuple[str, str]]) -> None:
    """The box of the book against our choices: a tinted frame around its notes."""
    pad = 2.5
    inner = flow.width - 2 * pad
    lines: list[tuple[str, bool]] = [(title, True)]
    for heading, text in notes:
        lines += [(line, False) for line in wrap(f"{heading}: {text}", BODY, inner)]
    height = len(lines) * BODY * LEADING + 2 * pad
    flow.gap(1.0)
    if height <= flow.bottom - MARGIN:
        flow.room(height)
    top = flow.y
    frame = Style(fill=BOX_FILL, stroke=BOX_INK, width=0.35)
    flow.add(Rect(MARGIN, top, flow.width, min(height, flow.bottom - top), frame))
    flow.y += pad
    for line, bold in lines:
        flow.room(BODY * LEADING)
        flow.add(Text(MARGIN + pad, flow.y + BODY, line, BODY, "start", bold, BOX_INK if bold else "#000000"))
        flow.y += BODY * LEADING
    flow.y += pad + 1.0


def _table(flow: _Flow, rows: Sequence[Change]) -> None:
    """What changed, in three columns: what, before, after."""
    if not rows:
        flow.text("Nothing changed.", BODY, indent=2.0)
        return
    widths = (flow.width * 0.3, flow.width * 0.35, flow.width * 0.35)
    size = SMALL * 1.1

    def row(cells: Sequence[str], bold: bool) -> None:
        wrapped = [wrap(c, size, w - 2.0, bold) for c, w in zip(cells, widths, strict=True)]
        height = max(len(w) for w in wrapped) * size * LEADING + 0.8
        flow.room(height)
        x = MARGIN
        for lines, w in zip(wrapped, widths, strict=True):
            for k, line in enumerate(lines):
                flow.add(Text(x + 1.0, flow.y + size * (1 + LEADING * k), line, size, "start", bold))
            x += w
        flow.y += height
        flow.add(Rect(MARGIN, flow.y - 0.4, flow.width, 0.15, Style(fill=RULE)))

    row(("", "before", "after"), True)
    for r in rows:
        row((r.what, r.before, r.after), False)
    flow.gap(1.5)


def _pictures(flow: _Flow, drawings: Sequence[Drawing]) -> None:
    """The pictures side by side, as high as the column's width lets them be, at most
    PICTURE_MOST mm (one under the other when side by side they would be lower than
    PICTURE_MIN); on the next page when less than PICTURE_MIN is left on this one."""
    if not drawings:
        return
    gap = 3.0
    sizes = [(d.width / d.units_per_mm, d.height / d.units_per_mm) for d in drawings]
    across = sum(w / h for w, h in sizes)  # the row's width per mm of its height
    height = min(PICTURE_MOST, (flow.width - gap * (len(sizes) - 1)) / across)
    if len(drawings) > 1 and height < PICTURE_MIN:  # a wide market: one under the other
        for drawing in drawings:
            _pictures(flow, [drawing])
        return
    flow.gap(1.5)
    room = flow.bottom - flow.y
    if room < min(height, PICTURE_MIN):
        flow.new_page()
        room = flow.bottom - flow.y
    height = min(height, room)
    x = MARGIN + (flow.width - height * across - gap * (len(sizes) - 1)) / 2
    for drawing, (w, h) in zip(drawings, sizes, strict=True):
        k = height / h
        for sym, group in drawing.symbols.items():
            flow.pages[-1].symbols.setdefault(sym, group)
        unit = k / drawing.units_per_mm
        flow.add(Group(tuple(drawing.items), compose(translate(x, flow.y), scale(unit)), role="picture"))
        flow.add(Rect(x, flow.y, w * k, height, Style(stroke=RULE, width=0.2)))
        x += w * k + gap
    flow.y += height + 1.5


def _fit(text: str, size: float, width: float) -> str:
    """``text`` cut with an ellipsis to fit ``width``."""
    if text_width(text, size) <= width:
        return text
    while text and text_width(text + "…", size) > width:
        text = text[:-1]
    return text + "…"


__all__ = ["PAPERS", "handout_pages"]
