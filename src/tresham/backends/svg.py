"""Drawing -> SVG text through svgwrite. Numbers are rounded so output is stable and small."""

from __future__ import annotations

import svgwrite

from ..art.drawing import IDENTITY, Circle, Drawing, Group, Matrix, PathShape, Rect, Style, Text, Use
from ..art.fonts import FAMILY


def _n(v: float) -> str:
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _mm(v: float) -> str:
    """Physical sizes keep more digits: a page must measure what it says."""
    return f"{v:.4f}".rstrip("0").rstrip(".")


def path_data(commands: tuple[tuple, ...]) -> str:
    out = []
    for cmd in commands:
        out.append(cmd[0] + " ".join(_n(v) for v in cmd[1:]))
    return "".join(out)


def _matrix(m: Matrix) -> str:
    if m[:4] == (1.0, 0.0, 0.0, 1.0):
        return f"translate({_n(m[4])} {_n(m[5])})"
    return (
        "matrix("
        + " ".join(_n(v) if i > 3 else f"{v:.5f}".rstrip("0").rstrip(".") for i, v in enumerate(m))
        + ")"
    )


class _Writer:
    def __init__(self, dwg: svgwrite.Drawing) -> None:
        self.dwg = dwg
        self.clip_count = 0

    def style(self, s: Style) -> dict:
        attrs: dict = {"fill": s.fill or "none"}
        if s.stroke:
            attrs["stroke"] = s.stroke
            attrs["stroke_width"] = _n(s.width)
            if s.dash:
                attrs["stroke_dasharray"] = ",".join(_n(d) for d in s.dash)
            if s.cap != "butt":
                attrs["stroke_linecap"] = s.cap
            if s.join != "miter":
                attrs["stroke_linejoin"] = s.join
        if s.opacity != 1.0:
            attrs["opacity"] = _n(s.opacity)
        return attrs

    def item(self, it, parent) -> None:
        d = self.dwg
        if isinstance(it, PathShape):
            parent.add(d.path(d=path_data(it.commands), **self.style(it.style)))
        elif isinstance(it, Circle):
            parent.add(d.circle(center=(_n(it.cx), _n(it.cy)), r=_n(it.r), **self.style(it.style)))
        elif isinstance(it, Rect):
            extra = {"rx": _n(it.rx)} if it.rx else {}
            parent.add(
                d.rect(
                    insert=(_n(it.x), _n(it.y)),
                    size=(_n(it.w), _n(it.h)),
                    **extra,
                    **self.style(it.style),
                )
            )
        elif isinstance(it, Text):
            attrs = {
                "insert": (_n(it.x), _n(it.y)),
                "font_size": _n(it.size),
                "fill": it.fill,
            }
            if it.anchor != "start":
                attrs["text_anchor"] = it.anchor
            if it.bold:
                attrs["font_weight"] = "bold"
            parent.add(d.text(it.text, **attrs))
        elif isinstance(it, Group):
            g = d.g(class_=it.role) if it.role else d.g()
            if it.transform != IDENTITY:
                g["transform"] = _matrix(it.transform)
            if it.clip is not None:
                self.clip_count += 1
                cid = f"clip{self.clip_count}"
                cp = d.clipPath(id=cid)
                cp.add(d.path(d=path_data(it.clip.commands)))
                d.defs.add(cp)
                g["clip-path"] = f"url(#{cid})"
            for sub in it.items:
                self.item(sub, g)
            parent.add(g)
        elif isinstance(it, Use):
            u = d.use(f"#{it.ref}")
            if it.transform != IDENTITY:
                u["transform"] = _matrix(it.transform)
            parent.add(u)
        else:
            raise TypeError(f"cannot draw {type(it).__name__}")


def to_svg(drawing: Drawing) -> str:
    mm = drawing.units_per_mm
    dwg = svgwrite.Drawing(
        size=(f"{_mm(drawing.width / mm)}mm", f"{_mm(drawing.height / mm)}mm"),
        viewBox=f"0 0 {_mm(drawing.width)} {_mm(drawing.height)}",
        debug=False,
        profile="full",
    )
    dwg["font-family"] = f"'{FAMILY}', 'Bitstream Vera Sans', sans-serif"
    if drawing.title:
        dwg.set_desc(title=drawing.title)
    w = _Writer(dwg)
    for sym_id, group in sorted(drawing.symbols.items()):
        g = dwg.g(id=sym_id)
        w.item(group, g)
        dwg.defs.add(g)
    for it in drawing.items:
        w.item(it, dwg)
    return dwg.tostring()
