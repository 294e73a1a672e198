"""The bundled fonts (DejaVu Sans, regular and bold) and text measurement."""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources
from pathlib import Path

FAMILY = "DejaVu Sans"
PDF_REGULAR = "DejaVuSans"
PDF_BOLD = "DejaVuSans-Bold"


def font_path(bold: bool = False) -> Path:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return Path(str(resources.files("tresham") / "fonts" / name))


@cache
def register_pdf_fonts() -> None:
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    pdfmetrics.registerFont(TTFont(PDF_REGULAR, str(font_path(False))))
    pdfmetrics.registerFont(TTFont(PDF_BOLD, str(font_path(True))))


@cache
def _font(bold: bool):
    from reportlab.pdfbase import pdfmetrics

    register_pdf_fonts()
    return pdfmetrics.getFont(PDF_BOLD if bold else PDF_REGULAR)


def load_fonts() -> None:
    """Load both fonts now (before forking, so that every process has them)."""
    for bold in (False, True):
        _font(bold)


@lru_cache(maxsize=1 << 15)
def text_width(text: str, size: float, bold: bool = False) -> float:
    """Advance width of ``text`` at ``size`` in the same units as ``size`` (remembered: the
    same words are measured again and again while text is fitted)."""
    return _font(bold).stringWidth(text, size)


def fit_size(text: str, size: float, max_width: float, bold: bool = False, min_size: float = 1.0) -> float:
    """The largest size not above ``size`` at which ``text`` fits in ``max_width``."""
    width = text_width(text, size, bold)
    if width <= max_width or width == 0:
        return size
    return max(min_size, size * max_width / width)


def wrap(text: str, size: float, max_width: float, bold: bool = False) -> list[str]:
    """Greedy word wrap to ``max_width``; a word longer than the line stays whole."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split()
        current = ""
        for w in words:
            trial = f"{current} {w}".strip()
            if current and text_width(trial, size, bold) > max_width:
                lines.append(current)
                current = w
            else:
                current = trial
        lines.append(current)
    return lines
