"""A map picture cut down to the hexes that matter (``example run --render --crop``, the
handout): the hexes named, a ring of neighbours around them, and nothing else.

The map's hexes lie inside the group ``draw_map`` marks with role ``map``; wherever that
group sits in the picture (under a caption, a title), the hexes' centres are found by
composing the transforms on the way down to it, so a crop lands on the same hexes as the
kit's map.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..grid import cell_corners
from ..model.game import MapDef
from .drawing import IDENTITY, Group, Matrix, Rect, Style, apply, compose, polygon, translate
from .map import MARGIN, MapArt, bounds
from .palette import PAPER
from .tile import cell_size

RING = 1.0  # how many hexes of neighbours are kept around the hexes named, in hex sizes
COORDINATES = MARGIN * 0.8  # the room of the coordinates printed around the hexes


def map_transform(group: Group, above: Matrix = IDENTITY) -> Matrix | None:
    """The transform from the map's own coordinates (the ``map`` group's) to ``group``'s."""
    here = compose(above, group.transform)
    if group.role == "map":
        return here
    for item in group.items:
        if isinstance(item, Group):
            found = map_transform(item, here)
            if found is not None:
                return found
    return None


def crop_box(art: MapArt, mp: MapDef, hexes: Iterable[str]) -> tuple[float, float, float, float] | None:
    """(x, y, w, h) in the picture's units around ``hexes`` (those on the map) and a ring of
    neighbours, kept inside the picture; None when no hex named is on the map."""
    m = map_transform(art.group)
    if m is None:
        return None
    size = cell_size(mp.layout)
    corners = cell_corners(mp.layout, size)
    xs: list[float] = []
    ys: list[float] = []
    for name in hexes:
        if name not in mp.hexes:
            continue
        cx, cy = mp.grid.centre(mp.grid.parse(name), size)
        for dx, dy in corners:
            x, y = apply(m, cx + dx * (1 + 2 * RING), cy + dy * (1 + 2 * RING))
            xs.append(x)
            ys.append(y)
    if not xs:
        return None
    # never beyond the hexes and their coordinates: not into the map's title or legend
    left, top, right, bottom = bounds(mp)
    lx, ty = apply(m, left - COORDINATES, top - COORDINATES)
    rx, by = apply(m, right + COORDINATES, bottom + COORDINATES)
    x0, y0 = max(0.0, lx, min(xs)), max(0.0, ty, min(ys))
    x1, y1 = min(art.width, rx, max(xs)), min(art.height, by, max(ys))
    return x0, y0, x1 - x0, y1 - y0


def cropped(art: MapArt, mp: MapDef, hexes: Iterable[str]) -> MapArt:
    """``art`` cut to ``hexes`` and their neighbours (``crop_box``); the whole picture when
    none of them is on the map."""
    box = crop_box(art, mp, hexes)
    if box is None:
        return art
    x, y, w, h = box
    # the clip is read after the group's transform, in the whole picture's units
    frame = polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], Style(fill=PAPER))
    inner = Group((art.group,), translate(-x, -y), clip=frame, role="cropped")
    return MapArt(Group((Rect(0, 0, w, h, Style(fill=PAPER)), inner)), w, h)


__all__ = ["crop_box", "cropped", "map_transform"]
