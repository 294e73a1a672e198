"""Text for an 80-column terminal: the width the stepper, ``example show`` and the
position keep to."""

from __future__ import annotations

import textwrap

WIDTH = 80


def wrapped(text: str, first: str = "", rest: str = "", width: int = WIDTH) -> list[str]:
    """``text`` as lines of at most ``width`` columns, its spacing and line breaks evened out;
    ``first`` and ``rest`` indent the first line and the others."""
    return textwrap.wrap(" ".join(text.split()), width, initial_indent=first, subsequent_indent=rest)
