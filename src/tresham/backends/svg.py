"""Drawing -> SVG text, written directly as strings (the handful of elements we use).

Numbers are rounded so output is stable and small. Shared symbols and clip paths go in
``<defs>``; a ``Use`` is an ``<use xlink:href>``. Writing strings ourselves is several times
faster than building an element tree (as svgwrite did) and gives the same SVG.
"""

from __future__ import annotations

from functools import lru_cache

from ..art.drawing import IDENTITY, Circle, Drawing, Group, Matrix, PathShape, Rect, Style, Text, Use
from ..art.fonts import FAMILY
from ..art.memo import memo

_NS = (
    'xmlns="http://www.w3.org/2000/svg" xmlns:ev="http://www.w3.org/2001/xml-events" '
    'xmlns:xlink="http://www.w3.org/1999/xlink"'
)


@lru_cache(maxsize=1 << 16)
def _n(v: float) -> str:
    """A coordinate to two decimals, trailing zeros dropped (the same values recur a lot)."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _mm(v: float) -> str:
    """Physical sizes keep more digits: a page must measure what it says."""
    return f"{v:.4f}".rstrip("0").rstrip(".")


def path_data(commands: tuple[tuple, ...]) -> str:
    return "".join(cmd[0] + " ".join(map(_n, cmd[1:])) for cmd in commands)


def _matrix(m: Matrix) -> str:
    if m[:4] == (1.0, 0.0, 0.0, 1.0):
        return f"translate({_n(m[4])} {_n(m[5])})"
    return (
        "matrix("
        + " ".join(_n(v) if i > 3 else f"{v:.5f}".rstrip("0").rstrip(".") for i, v in enumerate(m))
        + ")"
    )


def _text(value: str) -> str:
    """Character data with &, > and < escaped (as xml.sax.saxutils.escape does; importing
    that module would import urllib and ssl, a noticeable part of a cold start)."""
    return value.replace("&", "&amp;").replace(">", "&gt;").replace("<", "&lt;")


def _attr(value: str) -> str:
    """An attribute's value, to go between double quotes."""
    return _text(value).replace('"', "&quot;")


@lru_cache(maxsize=1024)
def _style(s: Style) -> str:
    out = f' fill="{s.fill or "none"}"'
    if s.opacity != 1.0:
        out += f' opacity="{_n(s.opacity)}"'
    if s.stroke:
        out += f' stroke="{s.stroke}"'
        if s.dash:
            out += f' stroke-dasharray="{",".join(_n(d) for d in s.dash)}"'
        if s.cap != "butt":
            out += f' stroke-linecap="{s.cap}"'
        if s.join != "miter":
            out += f' stroke-linejoin="{s.join}"'
        out += f' stroke-width="{_n(s.width)}"'
    return out


class _Writer:
    def __init__(self) -> None:
        self.defs: list[str] = []
        self.clips = 0

    def item(self, it, out: list[str]) -> None:
        if isinstance(it, PathShape):
            out.append(f'<path d="{path_data(it.commands)}"{_style(it.style)} />')
        elif isinstance(it, Circle):
            out.append(f'<circle cx="{_n(it.cx)}" cy="{_n(it.cy)}" r="{_n(it.r)}"{_style(it.style)} />')
        elif isinstance(it, Rect):
            rx = f' rx="{_n(it.rx)}"' if it.rx else ""
            out.append(
                f'<rect x="{_n(it.x)}" y="{_n(it.y)}" width="{_n(it.w)}" height="{_n(it.h)}"{rx}'
                f"{_style(it.style)} />"
            )
        elif isinstance(it, Text):
            anchor = f' text-anchor="{it.anchor}"' if it.anchor != "start" else ""
            weight = ' font-weight="bold"' if it.bold else ""
            out.append(
                f'<text x="{_n(it.x)}" y="{_n(it.y)}" font-size="{_n(it.size)}" fill="{it.fill}"'
                f"{weight}{anchor}>{_text(it.text)}</text>"
            )
        elif isinstance(it, Group):
            attrs = f' class="{_attr(it.role)}"' if it.role else ""
            if it.transform != IDENTITY:
                attrs += f' transform="{_matrix(it.transform)}"'
            if it.clip is not None:
                self.clips += 1
                cid = f"clip{self.clips}"
                self.defs.append(
                    f'<clipPath id="{cid}"><path d="{path_data(it.clip.commands)}" /></clipPath>'
                )
                attrs += f' clip-path="url(#{cid})"'
            out.append(f"<g{attrs}>")
            for sub in it.items:
                self.item(sub, out)
            out.append("</g>")
        elif isinstance(it, Use):
            tf = f' transform="{_matrix(it.transform)}"' if it.transform != IDENTITY else ""
            out.append(f'<use xlink:href="#{_attr(it.ref)}"{tf} />')
        else:
            raise TypeError(f"cannot draw {type(it).__name__}")


@memo(maxsize=8192, shared=False)  # its key is a whole drawing: costly to send back
def _symbol(sym_id: str, group: Group) -> str | None:
    """A symbol's definition, made once for every file that shows it (None where it clips)."""
    w = _Writer()
    made = _define(w, sym_id, group)
    return None if w.clips or w.defs else made


def _define(w: _Writer, sym_id: str, group: Group) -> str:
    body = [f'<g id="{_attr(sym_id)}">']
    w.item(group, body)
    body.append("</g>")
    return "".join(body)


def to_svg(drawing: Drawing) -> str:
    mm = drawing.units_per_mm
    fonts = f"'{FAMILY}', 'Bitstream Vera Sans', sans-serif"
    font = '"' + _attr(fonts) + '"'
    head = (
        f'<svg baseProfile="full" font-family={font} height="{_mm(drawing.height / mm)}mm" version="1.1" '
        f'viewBox="0 0 {_mm(drawing.width)} {_mm(drawing.height)}" width="{_mm(drawing.width / mm)}mm" {_NS}>'
    )
    w = _Writer()
    for sym_id, group in sorted(drawing.symbols.items()):
        made = _symbol(sym_id, group)
        # a symbol that clips is made for each file: its clip paths are numbered there
        w.defs.append(made if made is not None else _define(w, sym_id, group))
    main: list[str] = []
    for it in drawing.items:
        w.item(it, main)
    title = f"<title>{_text(drawing.title)}</title>" if drawing.title else ""
    defs = f"<defs>{''.join(w.defs)}</defs>" if w.defs else "<defs />"
    return head + title + defs + "".join(main) + "</svg>"
