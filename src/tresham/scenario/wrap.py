"""Text for an 80-column terminal: the width the stepper, ``example show`` and the
position keep to."""

from __future__ import annotations

import textwrap

WIDTH = 80


def wrapped(text: str, first: str = "", rest: str = "", width: int = WIDTH) -> list[str]:
    """``text`` as lines of at most ``width`` columns, its spacing and line breaks evened out
    (never broken at a hyphen: a rule id or "L958-L976" stays whole);
    ``first`` and ``rest`` indent the first line and the others."""
    return textwrap.wrap(
        " ".join(text.split()), width, initial_indent=first, subsequent_indent=rest, break_on_hyphens=False
    )


def boxed(title: str, paragraphs: list[tuple[str, str]], width: int = WIDTH) -> list[str]:
    """Paragraphs (a heading and its text) framed in a box ``width`` columns wide, under
    ``title``; each paragraph's text follows its heading, wrapped inside the frame."""
    inner = width - 6  # "  │ " ... " │"
    top = f"  ┌─ {title} " + "─" * max(0, width - len(title) - 7) + "┐"
    lines = [top]
    for k, (heading, text) in enumerate(paragraphs):
        if k:
            lines.append("  │" + " " * (inner + 2) + "│")
        lines += [f"  │ {line:<{inner}} │" for line in wrapped(f"{heading}: {text}", width=inner)]
    return [*lines, "  └" + "─" * (inner + 2) + "┘"]
