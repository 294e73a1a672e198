"""Drawing -> PNG: the SVG rasterised by cairosvg."""

from __future__ import annotations

from ..art.drawing import Drawing
from .svg import to_svg


def to_png(drawing: Drawing, *, dpi: float = 150.0) -> bytes:
    import cairosvg

    width_px = max(1, round(drawing.width / drawing.units_per_mm / 25.4 * dpi))
    return cairosvg.svg2png(
        bytestring=to_svg(drawing).encode("utf-8"), output_width=width_px, background_color="white"
    )
