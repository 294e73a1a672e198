"""Small symbols shared by tiles, map hexes and the legend."""

from __future__ import annotations

import math

from ..model.game import Icon
from .drawing import Circle, PathBuilder, Style, polygon
from .palette import INK, PAPER, TERRAIN, TILE_FILL


def terrain_symbol(kind: str, x: float, y: float, size: float = 14.0) -> list:
    """A small mountain (triangle) and/or water (wave) symbol centred at (x, y)."""
    items: list = []
    parts = kind.split("+") if kind else []
    dx = -size * 0.7 * (len(parts) - 1)
    for part in parts:
        cx = x + dx
        colour = TERRAIN.get(part, INK)
        if part in ("mountain", "hill"):
            pts = [(cx - size, y + size * 0.6), (cx, y - size * 0.8), (cx + size, y + size * 0.6)]
            items.append(polygon(pts, Style(fill=colour, stroke=INK, width=1)))
        elif part in ("water", "river", "lake"):
            b = PathBuilder().move(cx - size, y)
            for i in range(4):
                x0 = cx - size + i * size / 2
                b.curve(x0 + size / 8, y - size / 3, x0 + size * 3 / 8, y - size / 3, x0 + size / 2, y)
            items.append(b.build(Style(stroke=colour, width=3.2, cap="round")))
        else:
            items.append(Circle(cx, y, size * 0.5, Style(fill=colour)))
        dx += size * 1.4
    return items


def icon_symbol(icon: Icon, x: float, y: float, r: float = 11.0) -> list:
    """A map icon centred at (x, y) within radius ``r``: a small hexagon in the icon's colour,
    or a small station token."""
    fill = TILE_FILL.get(icon.color, icon.color)
    if icon.symbol == "hex":
        corners = [
            (x + r * math.cos(math.radians(a)), y + r * math.sin(math.radians(a))) for a in range(30, 390, 60)
        ]
        return [polygon(corners, Style(fill=fill, stroke=INK, width=1.5))]
    return [
        Circle(x, y, r, Style(fill=fill, stroke=INK, width=1.5)),
        Circle(x, y, r * 0.62, Style(stroke=PAPER, width=1.5)),
    ]
