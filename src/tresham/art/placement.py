"""Free room on a tile: where the revenue, label, terrain mark and tile number go.

Everything already drawn (track, cities, towns) becomes circular obstacles; a spot is the
candidate position, on rings around the centre, that stays farthest from them and inside
the tile.
"""

from __future__ import annotations

import math

from .drawing import Group, PathShape
from .proportions import TOWN_BAR, S
from .stations import city_slot_centres
from .tile_layout import TileArt


class Spots:
    """Free room on a tile: obstacles are circles; a spot is the candidate farthest from them."""

    def __init__(self, art: TileArt, shapes: list) -> None:
        self.art = art
        self.normals = [
            (math.cos(math.radians(art.angle(e))), math.sin(math.radians(art.angle(e)))) for e in range(art.n)
        ]
        self.obstacles: list[tuple[float, float, float]] = []
        for shape in shapes:
            if isinstance(shape, Group):
                shape = shape.items[-1]
            if isinstance(shape, PathShape) and shape.style.stroke:
                for x, y in samples(shape.commands):
                    self.obstacles.append((x, y, shape.style.width / 2 + 1))
            elif isinstance(shape, PathShape) and shape.style.fill:
                for x, y in samples(shape.commands):
                    self.obstacles.append((x, y, 3.0))
        for ref, node in art.nodes.items():
            if ref.kind == "city":
                city = art.content.cities[ref.index]
                r, centres = city_slot_centres(city.slots)
                for cx, cy in centres:
                    self.obstacles.append((node.x + cx, node.y + cy, r + 1))
            else:
                self.obstacles.append((node.x, node.y, TOWN_BAR[0] / 2))

    def _inside(self, x: float, y: float, r: float) -> float:
        ap = self.art.ap
        return min(ap - (x * ux + y * uy) for ux, uy in self.normals) - r

    def place(
        self, r: float, near: tuple[float, float] | None = None, outer: bool = False
    ) -> tuple[float, float]:
        best, best_score = (0.0, 0.0), -1e9
        for frac in (0.6, 0.68, 0.76, 0.82) if outer else (0.3, 0.42, 0.52, 0.6, 0.68, 0.76):
            for ux, uy in _DIRECTIONS:
                x, y = frac * S * ux, frac * S * uy
                inside = self._inside(x, y, r)
                if inside < 2:
                    continue
                clear = S
                for ox, oy, orad in self.obstacles:
                    d = math.hypot(x - ox, y - oy) - orad - r
                    if d < clear:
                        clear = d
                        if clear < -20:
                            break
                score = min(clear, 12.0) + min(inside, 8.0) * 0.05
                if near is not None:
                    score -= math.hypot(x - near[0], y - near[1]) * 0.05
                if score > best_score + 1e-9:
                    best, best_score = (x, y), score
        self.obstacles.append((best[0], best[1], r))
        return best


_DIRECTIONS = [(math.cos(math.radians(a)), math.sin(math.radians(a))) for a in range(5, 360, 10)]


def samples(commands: tuple[tuple, ...]) -> list[tuple[float, float]]:
    """Points along a path's lines and curves, eight per segment."""
    pts: list[tuple[float, float]] = []
    cur = (0.0, 0.0)
    for cmd in commands:
        if cmd[0] == "M":
            cur = (cmd[1], cmd[2])
            pts.append(cur)
        elif cmd[0] == "L":
            for i in range(1, 9):
                t = i / 8
                pts.append((cur[0] + (cmd[1] - cur[0]) * t, cur[1] + (cmd[2] - cur[1]) * t))
            cur = (cmd[1], cmd[2])
        elif cmd[0] == "C":
            x1, y1, x2, y2, x3, y3 = cmd[1:]
            for i in range(1, 9):
                t = i / 8
                u = 1 - t
                pts.append(
                    (
                        u**3 * cur[0] + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                        u**3 * cur[1] + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
                    )
                )
            cur = (x3, y3)
    return pts
