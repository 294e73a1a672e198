"""Cities, towns and the values printed beside them: slot circles, town bars and dots,
revenue bubbles and per-phase value strips. Tile units.
"""

from __future__ import annotations

import math

from ..model.tile import City
from .drawing import Circle, Group, PathShape, Rect, Style, Text, polygon
from .palette import INK, PAPER, PHASE_FILL
from .proportions import BUBBLE_R, TOWN_BAR, TOWN_DOT_R, city_slot_centres
from .tile_layout import TileArt

__all__ = ["city_shapes", "city_slot_centres", "draw_nodes", "phase_strip", "revenue_bubble", "town_bar"]


def draw_nodes(art: TileArt) -> list:
    """Every city (role "city") and town (role "town") of the content, where art placed them."""
    items: list = []
    c = art.content
    for ref, node in art.nodes.items():
        if ref.kind == "city":
            items.append(Group(tuple(city_shapes(c.cities[ref.index], node.x, node.y)), role="city"))
        elif ref.kind == "town":
            town = c.towns[ref.index]
            shape: PathShape | Circle
            if node.on_track is not None and town.style == "bar":
                shape = town_bar(node.x, node.y, node.tangent)
            else:
                shape = Circle(node.x, node.y, TOWN_DOT_R, Style(fill=INK, stroke=PAPER, width=2))
            items.append(Group((shape,), role="town"))
    return items


def town_bar(x: float, y: float, tangent: float) -> PathShape:
    """A town's black bar lying across the track, whose direction at (x, y) is ``tangent``."""
    w, h = TOWN_BAR
    # the bar lies across the track: its long side is perpendicular to the tangent
    ux, uy = math.cos(tangent), math.sin(tangent)
    px, py = -uy, ux
    pts = [
        (x + px * w / 2 + ux * h / 2, y + py * w / 2 + uy * h / 2),
        (x - px * w / 2 + ux * h / 2, y - py * w / 2 + uy * h / 2),
        (x - px * w / 2 - ux * h / 2, y - py * w / 2 - uy * h / 2),
        (x + px * w / 2 - ux * h / 2, y + py * w / 2 - uy * h / 2),
    ]
    return polygon(pts, Style(fill=INK))


def city_shapes(city: City, x: float, y: float) -> list:
    """A city centred at (x, y): one white circle per slot, in a lozenge or a ring."""
    r, centres = city_slot_centres(city.slots)
    white = Style(fill=PAPER, stroke=INK, width=2)
    items: list = []
    if city.slots == 2:
        items.append(Rect(x - 2 * r, y - r, 4 * r, 2 * r, white, rx=r))
    elif city.slots >= 3:
        span = max(math.hypot(cx, cy) for cx, cy in centres) + r
        items.append(Circle(x, y, span, white))
    for cx, cy in centres:
        items.append(Circle(x + cx, y + cy, r, white))
    return items


def revenue_bubble(x: float, y: float, value: int) -> list:
    """A revenue value in a white bubble (role "revenue")."""
    size = 16 if value < 100 else 13
    return [
        Group(
            (
                Circle(x, y, BUBBLE_R, Style(fill=PAPER, stroke=INK, width=1.5)),
                Text(x, y + size * 0.36, str(value), size, "middle", True),
            ),
            role="revenue",
        )
    ]


def phase_strip(x: float, y: float, values: tuple[tuple[str, int], ...], box: float = 22.0) -> list:
    """A row of boxes, one per phase colour, each with its value, centred on (x, y) (role "values")."""
    items: list = []
    total = box * len(values)
    left = x - total / 2
    for i, (column, value) in enumerate(values):
        fill = PHASE_FILL.get(column, "#ffffff")
        items.append(Rect(left + i * box, y - box / 2, box, box, Style(fill=fill, stroke=INK, width=1.2)))
        size = 12 if value < 100 else 10
        items.append(Text(left + i * box + box / 2, y + size * 0.36, str(value), size, "middle", True))
    return [Group(tuple(items), role="values")]
