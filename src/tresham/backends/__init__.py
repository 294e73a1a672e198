"""Writers of a ``Drawing``: SVG (plain strings), PDF (our own writer, with reportlab's font
metrics and number formatting), PNG (cairosvg from the SVG)."""

from __future__ import annotations

from pathlib import Path

from ..art.drawing import Drawing
from ..errors import OutputError
from ..outfile import write_bytes

FORMATS = (".svg", ".pdf", ".png")


def render(drawing: Drawing, suffix: str, *, dpi: float = 150.0) -> bytes:
    """The bytes of ``drawing`` in the format named by ``suffix`` (.svg, .pdf or .png)."""
    suffix = suffix.lower()
    if suffix == ".svg":
        from .svg import to_svg

        return to_svg(drawing).encode("utf-8")
    if suffix == ".pdf":
        from .pdf import to_pdf

        return to_pdf([drawing], title=drawing.title)
    if suffix == ".png":
        from .png import to_png

        return to_png(drawing, dpi=dpi)
    raise OutputError(f"unknown output format {suffix or '(none)'!r}; use one of {', '.join(FORMATS)}")


def save(drawing: Drawing, path: Path, *, dpi: float = 150.0) -> None:
    path = Path(path)
    if path.suffix.lower() not in FORMATS:
        raise OutputError(f"{path}: unknown output format; the name must end in {', '.join(FORMATS)}")
    write_bytes(path, render(drawing, path.suffix, dpi=dpi))
