"""Free room on a tile: where the revenue, label, terrain mark, name and tile number go.

Everything already drawn (track, cities, towns, tokens) becomes round obstacles; each text
or bubble placed becomes an obstacle for the next. A spot is the candidate position, on
rings around the centre, that stays farthest from the obstacles and inside the tile.
Bubbles are circles; text, value strips and terrain marks are boxes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from ..grid import edge_angle
from .drawing import Group, PathShape
from .proportions import S, unit
from .tile_layout import TileArt
from .untangle import outline

PAD = 1.5  # room kept around placed text
CAP = 12.0  # clearance beyond this counts the same: a spot is simply free
CELL = 32.0  # size of the cells track samples are filed by
FINE = 12.0  # how near the best coarse spot the fine ones are tried
SLACK = 1e-6  # far more than a score's rounding: a spot this close to winning is measured in full


@dataclass(frozen=True)
class Item:
    """Something to place, centred on its spot: a circle of radius ``hw`` or a box."""

    hw: float  # half width (a circle's radius)
    hh: float  # half height
    round: bool = False

    @staticmethod
    def circle(r: float) -> Item:
        return Item(r, r, True)


Box = tuple[float, float, float, float]  # x0, y0, x1, y1


class Spots:
    """Free room on a tile. Stations, tokens and placed text are hard obstacles: nothing is
    put on them while any other spot is free. Track is soft: text may lie over it where
    there is no other room, on a plate of the background colour (``Spot.over_track``)."""

    def __init__(self, art: TileArt, shapes: list) -> None:
        self.art = art
        self.normals = [unit(art.angle(e)) for e in range(art.n)]
        self.hard: list[tuple[float, float, float]] = []
        self.boxes: list[Box] = []
        soft: list[tuple[float, float, float]] = []
        for shape in shapes:
            if isinstance(shape, Group):
                shape = shape.items[-1]
            if isinstance(shape, PathShape) and shape.style.stroke:
                soft.extend((x, y, shape.style.width / 2 + 1) for x, y in samples(shape.commands))
            elif isinstance(shape, PathShape) and shape.style.fill:
                soft.extend((x, y, 3.0) for x, y in samples(shape.commands))
        # track samples are many and small: file them by cell, and look only near a spot
        self.soft_reach = max((r for _, _, r in soft), default=0.0) + CAP
        self.soft: dict[tuple[int, int], list[tuple[float, float, float]]] = {}
        self._near: dict[tuple[int, int, int, int], list[tuple[float, float, float]]] = {}
        for disc in soft:
            self.soft.setdefault((int(disc[0] // CELL), int(disc[1] // CELL)), []).append(disc)
        for ref in art.nodes:
            if ref.kind != "offboard":
                self.add_capsule(*outline(art, ref), pad=1.0)

    def add_capsule(self, ax: float, ay: float, bx: float, by: float, r: float, pad: float = 0.0) -> None:
        """A hard obstacle covering the points within ``r`` of a segment (discs along it)."""
        steps = max(1, math.ceil(math.hypot(bx - ax, by - ay) / (r / 2 or 1)))
        for i in range(steps + 1):
            t = i / steps
            self.hard.append((ax + (bx - ax) * t, ay + (by - ay) * t, r + pad))

    # ---------------------------------------------------------------- scoring
    @staticmethod
    def _disc_gap(x: float, y: float, item: Item, discs: list, stop: float) -> float:
        clear = S
        hw, hh = item.hw, item.hh
        hypot = math.hypot
        if item.round:
            for ox, oy, orad in discs:
                d = hypot(x - ox, y - oy) - orad - hw
                if d < clear:
                    clear = d
                    if clear < stop:
                        return clear
            return clear
        for ox, oy, orad in discs:
            dx = x - ox
            dx = (dx if dx > 0 else -dx) - hw
            dy = y - oy
            dy = (dy if dy > 0 else -dy) - hh
            if dx > 0 and dy > 0:
                d = hypot(dx, dy) - orad
            elif dx > 0 or dy > 0:
                d = (dx if dx > 0 else dy) - orad
            else:
                d = -orad
            if d < clear:
                clear = d
                if clear < stop:
                    return clear
        return clear

    def _box_gap(self, x: float, y: float, item: Item) -> float:
        clear = S
        for x0, y0, x1, y1 in self.boxes:
            dx = max(x0 - (x + item.hw), (x - item.hw) - x1, 0.0)
            dy = max(y0 - (y + item.hh), (y - item.hh) - y1, 0.0)
            if dx == 0.0 and dy == 0.0:
                d = -min(x + item.hw - x0, x1 - (x - item.hw), y + item.hh - y0, y1 - (y - item.hh))
            else:
                d = math.hypot(dx, dy)
            clear = min(clear, d - PAD)
        return clear

    def place(
        self, r: float, near: tuple[float, float] | None = None, outer: bool = False
    ) -> tuple[float, float]:
        """The best spot for a circle of radius ``r``; it becomes an obstacle."""
        spot = self.best(Item.circle(r), near, outer)
        self.take(spot)
        return spot.x, spot.y

    def place_box(
        self, hw: float, hh: float, near: tuple[float, float] | None = None, outer: bool = False
    ) -> Spot:
        """The best spot for a box of half sizes ``hw`` x ``hh``; it becomes an obstacle."""
        spot = self.best(Item(hw, hh), near, outer)
        self.take(spot)
        return spot

    def take(self, spot: Spot) -> None:
        item = spot.item
        if item.round:
            self.hard.append((spot.x, spot.y, item.hw))
        else:
            self.boxes.append((spot.x - item.hw, spot.y - item.hh, spot.x + item.hw, spot.y + item.hh))

    def best(self, item: Item, near: tuple[float, float] | None = None, outer: bool = False) -> Spot:
        """The best spot for ``item``: clear of everything if it can be, else clear of hard
        obstacles, else overlapping least. Coarse spots first, then the fine ones near the
        best of them."""
        ap, normals = self.art.ap, tuple(self.normals)
        coarse = _room(self.art.layout, outer, item, ap, normals)
        best, score = self._best_of(coarse, item, near, Spot(0.0, 0.0, item, -S, -S), -1e9)
        fine = _candidates(self.art.layout, outer, item.round)[1]
        close = [(x, y) for x, y in fine if abs(x - best.x) <= FINE and abs(y - best.y) <= FINE]
        return self._best_of(_within(close, item, ap, normals), item, near, best, score)[0]

    def _best_of(
        self,
        spots: Sequence[tuple[float, float, float]],
        item: Item,
        near: tuple[float, float] | None,
        best: Spot,
        best_score: float,
    ) -> tuple[Spot, float]:
        for x, y, inside in spots:
            bonus = min(inside, 8.0) * 0.05
            far = math.hypot(x - near[0], y - near[1]) * 0.05 if near is not None else 0.0
            # the most a spot can score, clear of everything: when that cannot beat the best
            # so far, the gaps need not be measured (the same spot wins as if they were)
            top = CAP + bonus
            if near is not None:
                top -= far
            if top <= best_score + 1e-9:
                continue
            # to win, 10 * min(hard, 0) + min(hard, soft, CAP) must pass ``need``: a gap
            # measured below what that takes (less a margin for rounding) ends the spot
            need = best_score + 1e-9 - bonus + far
            stop = (need if need >= 0 else need / 11) - SLACK
            hard = min(self._disc_gap(x, y, item, self.hard, stop), self._box_gap(x, y, item))
            if hard < stop:
                continue
            stop = need - 10 * min(hard, 0.0) - SLACK
            soft = self._disc_gap(x, y, item, self._soft_near(x, y, item), stop)
            if soft < stop:
                continue
            score = 10 * min(hard, 0.0) + min(hard, soft, CAP) + bonus
            if near is not None:
                score -= far
            if score > best_score + 1e-9:
                best, best_score = Spot(x, y, item, hard, soft), score
        return best, best_score

    def _soft_near(self, x: float, y: float, item: Item) -> list[tuple[float, float, float]]:
        """The track samples that can come within CAP of an item at (x, y)."""
        rx, ry = item.hw + self.soft_reach, item.hh + self.soft_reach
        window = (int((x - rx) // CELL), int((x + rx) // CELL), int((y - ry) // CELL), int((y + ry) // CELL))
        out = self._near.get(window)
        if out is None:  # many spots share a window of cells: gathered once per window
            out = []
            for i in range(window[0], window[1] + 1):
                for j in range(window[2], window[3] + 1):
                    out.extend(self.soft.get((i, j), ()))
            self._near[window] = out
        return out


@dataclass(frozen=True)
class Spot:
    """Where an item goes, and how clear it is there of hard obstacles and of track."""

    x: float
    y: float
    item: Item
    hard: float
    soft: float

    @property
    def over_track(self) -> bool:
        return self.soft < 0


_DIRECTIONS = [(math.cos(math.radians(a)), math.sin(math.radians(a))) for a in range(5, 360, 10)]
_INNER = (0.3, 0.42, 0.52, 0.6, 0.68, 0.76)
_OUTER = (0.6, 0.68, 0.76, 0.82)
_BOX_RINGS = (0.0, 0.15, 0.3, 0.42, 0.52, 0.6, 0.68, 0.76)


Room = tuple[tuple[float, float, float], ...]  # spots (x, y) and how far an item keeps inside there


@lru_cache(maxsize=4096)
def _room(layout: str, outer: bool, item: Item, ap: float, normals: tuple[tuple[float, float], ...]) -> Room:
    """The coarse spots to try for ``item``: the same for every tile of a layout, so worked
    out once."""
    return _within(_candidates(layout, outer, item.round)[0], item, ap, normals)


def _within(
    spots: Sequence[tuple[float, float]], item: Item, ap: float, normals: Sequence[tuple[float, float]]
) -> Room:
    """The spots where ``item`` keeps at least 2 inside the tile, with how far it keeps
    (the box's support along each normal)."""
    out = []
    if item.round:
        hw = item.hw
        for x, y in spots:
            inside = min([ap - (x * ux + y * uy) for ux, uy in normals]) - hw
            if inside >= 2:
                out.append((x, y, inside))
        return tuple(out)
    terms = [(ux, uy, item.hw * abs(ux), item.hh * abs(uy)) for ux, uy in normals]
    for x, y in spots:
        inside = min([ap - (x * ux + y * uy) - a - b for ux, uy, a, b in terms])
        if inside >= 2:
            out.append((x, y, inside))
    return tuple(out)


@cache
def _candidates(layout: str, outer: bool, round_item: bool) -> tuple[list[tuple[float, float]], ...]:
    """Spots to try, coarse and fine: rings around the centre, along the hobby's directions
    and toward the corners."""
    rings = _OUTER if outer else (_INNER if round_item else _BOX_RINGS)
    n = 4 if layout == "square" else 6
    corners = [unit(edge_angle(layout, e + 0.5)) for e in range(n)]  # type: ignore[arg-type]
    coarse: list[tuple[float, float]] = []
    fine: list[tuple[float, float]] = []
    for frac in rings:
        if frac == 0:
            coarse.append((0.0, 0.0))
            continue
        for i, (ux, uy) in enumerate((*_DIRECTIONS, *corners)):
            spot = (frac * S * ux, frac * S * uy)
            (coarse if i % 3 == 0 or i >= len(_DIRECTIONS) else fine).append(spot)
    return coarse, fine


def samples(commands: tuple[tuple, ...], step: float = 4.0) -> list[tuple[float, float]]:
    """Points along a path's lines and curves, about ``step`` apart."""
    pts: list[tuple[float, float]] = []
    cur = (0.0, 0.0)
    for cmd in commands:
        if cmd[0] == "M":
            cur = (cmd[1], cmd[2])
            pts.append(cur)
        elif cmd[0] == "L":
            n = max(1, math.ceil(math.hypot(cmd[1] - cur[0], cmd[2] - cur[1]) / step))
            for i in range(1, n + 1):
                t = i / n
                pts.append((cur[0] + (cmd[1] - cur[0]) * t, cur[1] + (cmd[2] - cur[1]) * t))
            cur = (cmd[1], cmd[2])
        elif cmd[0] == "C":
            x1, y1, x2, y2, x3, y3 = cmd[1:]
            hull = math.dist(cur, (x1, y1)) + math.dist((x1, y1), (x2, y2)) + math.dist((x2, y2), (x3, y3))
            n = max(1, math.ceil(hull / step))
            for i in range(1, n + 1):
                t = i / n
                u = 1 - t
                pts.append(
                    (
                        u**3 * cur[0] + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                        u**3 * cur[1] + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
                    )
                )
            cur = (x3, y3)
    return pts
