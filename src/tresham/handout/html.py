"""The teacher's handout as one HTML file (``tresham example handout ID -o lesson.html``).

The same sections as the PDF (``pages.py``), one ``<section>`` per step: it opens in any
browser and prints one step to a page (``@page`` A4 or Letter; each section breaks the page
before it). Pictures are SVG inside the file (as ``data:`` images, so that the ids of one
picture never meet another's): nothing else is needed to open it.
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from html import escape

from ..backends.svg import to_svg
from ..scenario.diff import Change
from ..scenario.lesson import Lesson, LessonStep
from .pages import Pictures

PAGE_SIZE = {"a4": "A4", "letter": "letter"}

STYLE = """
@page { size: %(size)s portrait; margin: 14mm; }
body { font-family: "DejaVu Sans", "Bitstream Vera Sans", sans-serif; font-size: 10.5pt;
  line-height: 1.35; color: #000; max-width: 190mm; margin: 0 auto; padding: 8mm; }
section { break-before: page; page-break-before: always; }
section:first-of-type { break-before: auto; page-break-before: auto; }
h1 { font-size: 16pt; margin: 0 0 2mm; } h2 { font-size: 13pt; margin: 0 0 2mm; }
h3 { font-size: 11pt; color: #1f3a5f; margin: 4mm 0 1mm; }
.source { color: #333; font-size: 9pt; margin: 0; }
.box { border: 0.35mm solid #7a5c00; background: #fff8e1; padding: 2mm 3mm; margin: 3mm 0; }
.box h4 { color: #7a5c00; margin: 0 0 1mm; font-size: 10.5pt; }
.box p { margin: 1mm 0; }
table.changed { border-collapse: collapse; width: 100%%; font-size: 9pt; }
table.changed th, table.changed td { border-bottom: 0.2mm solid #999; text-align: left;
  vertical-align: top; padding: 0.6mm 1.5mm; }
table.changed td:first-child { width: 30%%; }
.pictures { display: flex; gap: 3mm; align-items: flex-start; margin: 3mm 0; break-inside: avoid; }
figure { margin: 0; min-width: 0; }
figure img { width: 100%%; border: 0.2mm solid #999; }
@media screen { section + section { border-top: 1px solid #999; margin-top: 8mm; padding-top: 4mm; } }
.position { font-size: 8.5pt; } .position p { margin: 0.4mm 0; }
.mismatch { color: #b00020; font-weight: bold; }
"""


def handout_html(lesson: Lesson, pictures: Pictures, paper: str = "a4") -> str:
    """The handout of ``lesson`` as a page of HTML, printing on ``paper`` ("a4" or "letter")."""
    body = [_section(lesson, step, pictures) for step in lesson.pages]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{escape(lesson.title)} ({escape(lesson.id)})</title>"
        f"<style>{STYLE % {'size': PAGE_SIZE[paper]}}</style></head><body>\n"
        + "\n".join(body)
        + "\n</body></html>\n"
    )


def _section(lesson: Lesson, step: LessonStep, pictures: Pictures) -> str:
    out = [f'<section id="step-{step.n}">']
    if step.n == 0:
        out.append(f"<h1>{escape(lesson.title)}</h1>")
        out.append(f'<p class="source">Example {escape(lesson.id)}; source: {escape(lesson.source)}</p>')
        out.append(f'<p class="source">Players: {escape(", ".join(lesson.players))}</p>')
        out += [f"<p>{escape(p)}</p>" for p in lesson.introduction]
    else:
        out.append(f"<h2>{escape(step.heading)}</h2>")
        if step.explain:
            out.append(f"<p>{escape(step.explain)}</p>")
    if step.notes:
        notes = "".join(f"<p><b>{escape(h)}:</b> {escape(t)}</p>" for h, t in step.notes)
        out.append(f'<div class="box"><h4>{escape(lesson.box_title)}</h4>{notes}</div>')
    if step.n == 0 and lesson.words:
        words = "".join(f"<p><b>{escape(h)}:</b> {escape(t)}</p>" for h, t in lesson.words)
        out.append(f'<div class="box"><h4>{escape(lesson.words_title)}</h4>{words}</div>')
    if step.said:
        out.append(
            "<h3>What happened</h3><ul>" + "".join(f"<li>{escape(s)}</li>" for s in step.said) + "</ul>"
        )
    if step.mismatch:
        out.append(f'<p class="mismatch">MISMATCH: this step did not do what the example expects '
                   f'({escape(", ".join(step.mismatch))})</p>')  # fmt: skip
    if step.n:
        out.append("<h3>What changed</h3>" + _table(step.changed))
    caption = "The start, before step 1" if step.n == 0 else step.heading
    figures = []
    for name, drawing in pictures(step, caption):
        data = base64.b64encode(to_svg(drawing).encode("utf-8")).decode("ascii")
        alt = f"The {name} {'at the start' if step.n == 0 else f'after step {step.n}'}"
        across = drawing.width / drawing.height  # side by side at one height: widths as the shapes
        figures.append(f'<figure style="flex: {across:.3f} 1 0"><img alt="{escape(alt)}" '
                       f'src="data:image/svg+xml;base64,{data}"></figure>')  # fmt: skip
    if figures:
        out.append('<div class="pictures">' + "".join(figures) + "</div>")
    out.append(f"<h3>{'The position' if step.n else 'The position before step 1'}</h3>")
    out.append(
        '<div class="position">' + "".join(_position_line(d, t) for d, t in step.position[1:]) + "</div>"
    )
    out.append("</section>")
    return "\n".join(out)


def _table(rows: Sequence[Change]) -> str:
    if not rows:
        return "<p>Nothing changed.</p>"
    cells = "".join(
        f"<tr><td>{escape(r.what)}</td><td>{escape(r.before)}</td><td>{escape(r.after)}</td></tr>"
        for r in rows
    )
    return f'<table class="changed"><tr><th></th><th>before</th><th>after</th></tr>{cells}</table>'


def _position_line(depth: int, line: str) -> str:
    return f'<p style="margin-left: {4 * max(0, depth - 1)}mm">{escape(line)}</p>'


__all__ = ["handout_html"]
