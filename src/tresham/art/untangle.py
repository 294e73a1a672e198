"""Untangle a crowded tile: move its cities and towns until each one is clear of the others,
of the cut line, and of every track that does not serve it.

The first placement (tile_layout.py) puts a centre toward its exits, or where its ``loc``
says. Most tiles are fine that way and keep it. On a crowded one (three cities of Wien,
two cities whose tracks must cross, two towns on crossing track) each movable centre in
turn tries a set of candidate spots and keeps the one that leaves the least overlap,
preferring short track and spots near where it started. A centre with a ``loc`` keeps its
direction and only moves in or out; a town drawn on its track slides along that track.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING

from ..grid import edge_angle
from ..model.tile import NodeRef
from .proportions import TOWN_BAR, TOWN_DOT_R, TRACK, Capsule, city_outline, unit

if TYPE_CHECKING:
    from .tile_layout import TileArt

MARGIN = 4.0  # room between a city and the cut line
GAP = 3.0  # room between two cities or towns
CLEAR = TRACK / 2 + 2.0  # how far a track's centre line keeps from a centre it does not serve
PREFER = 0.02  # cost per unit moved away from the first placement
SHORT = 0.05  # cost per unit of track from an edge to a centre: keeps track straight
WRONG = 1000.0  # cost per unit of overlap
ROUNDS = 4

_RINGS = (15.0, 25.0, 35.0, 45.0, 55.0, 65.0)
_ANGLES = tuple(range(0, 360, 15))
_OUTWARD = (30.0, 35.0, 40.0, 45.0, 50.0, 55.0, 60.0, 65.0, 70.0)
_ALONG = (0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74)

Point = tuple[float, float]
Spot = tuple[float, float, float, float]  # x, y, tangent, along


def untangle(art: TileArt) -> None:
    """Move ``art``'s movable centres until nothing overlaps (or as little as can be)."""
    refs = [r for r in art.nodes if r.kind != "offboard"]
    if not refs or overlap(art) <= 0:
        return
    start = {ref: (n.x, n.y) for ref, n in art.nodes.items()}
    fixed = [(served, pts) for served, pts, moves in _tracks(art) if not moves]
    for _ in range(ROUNDS):
        moved = False
        for ref in refs:
            node = art.nodes[ref]
            best = _local_cost(art, ref, start[ref], fixed)
            here: Spot = (node.x, node.y, node.tangent, node.along)
            coarse = list(_candidates(art, ref, coarse=True))
            for spots in (coarse, list(_near(art, ref, here, coarse))):
                for spot in spots:
                    node.x, node.y, node.tangent, node.along = spot
                    cost = _local_cost(art, ref, start[ref], fixed, best)
                    if cost < best - 1e-9:
                        best, here, moved = cost, spot, True
                node.x, node.y, node.tangent, node.along = here
        if not moved or overlap(art) <= 0:
            break


def _candidates(art: TileArt, ref: NodeRef, coarse: bool = False) -> Iterator[Spot]:
    node = art.nodes[ref]
    if node.on_track is not None:
        e1, e2 = node.on_track
        for t in _ALONG:
            x, y, tangent = art.curve_point(e1, e2, t)
            yield x, y, tangent, t
        return
    loc = art.content.node(ref).loc
    if loc is not None:
        ux, uy = unit(art.angle(loc + art.rotation))
        for d in _OUTWARD:
            yield ux * d, uy * d, 0.0, 0.5
        return
    yield 0.0, 0.0, 0.0, 0.5
    for r in _RINGS:
        for a in _ANGLES[:: 2 if coarse else 1]:
            ux, uy = unit(a)
            yield ux * r, uy * r, 0.0, 0.5


def _near(art: TileArt, ref: NodeRef, here: Spot, tried: list[Spot]) -> Iterator[Spot]:
    """The fine candidates close to the best coarse one (free centres only)."""
    node = art.nodes[ref]
    if node.on_track is not None or art.content.node(ref).loc is not None:
        return
    for spot in _candidates(art, ref):
        if spot not in tried and math.hypot(spot[0] - here[0], spot[1] - here[1]) <= 16.0:
            yield spot


# ------------------------------------------------------------------ scoring
def outline(art: TileArt, ref: NodeRef) -> Capsule:
    """The shape a centre covers, where it now stands."""
    node = art.nodes[ref]
    if ref.kind == "city":
        shape = city_outline(art.content.cities[ref.index].slots)
    elif ref.kind == "town" and node.on_track is not None:
        # a bar across the track: a capsule perpendicular to the track's direction
        w, h = TOWN_BAR
        half = (w - h) / 2
        px, py = -math.sin(node.tangent) * half, math.cos(node.tangent) * half
        shape = Capsule(-px, -py, px, py, h / 2)
    else:
        shape = Capsule(0.0, 0.0, 0.0, 0.0, TOWN_DOT_R)
    return shape.moved(node.x, node.y)


def _outside(art: TileArt, shape: Capsule) -> float:
    total = 0.0
    for ux, uy in _normals(art.layout, art.n):
        for px, py in ((shape.ax, shape.ay), (shape.bx, shape.by)):
            total += max(0.0, px * ux + py * uy + shape.r + MARGIN - art.ap)
    return total


def _under(points: list[Point], shape: Capsule) -> float:
    # _seg_point for each point, its segment's terms worked out once (the same arithmetic)
    ax, ay = shape.ax, shape.ay
    dx, dy = shape.bx - ax, shape.by - ay
    length2 = dx * dx + dy * dy
    hypot = math.hypot
    nearest = math.inf
    for px, py in points:
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
        d = hypot(px - ax - t * dx, py - ay - t * dy)
        if d < nearest:
            nearest = d
    return max(0.0, CLEAR - (nearest - shape.r))


@cache
def _normals(layout: str, n: int) -> tuple[tuple[float, float], ...]:
    """The unit vectors toward a cell's edges."""
    return tuple(unit(edge_angle(layout, e)) for e in range(n))  # type: ignore[arg-type]


def overlap(art: TileArt) -> float:
    """How much is wrong, summed: centres outside the cut line, on each other, under track."""
    refs = [r for r in art.nodes if r.kind != "offboard"]
    shapes = {r: outline(art, r) for r in refs}
    total = sum(_outside(art, s) for s in shapes.values())
    for i, a in enumerate(refs):
        for b in refs[i + 1 :]:
            total += max(0.0, GAP - capsule_gap(shapes[a], shapes[b]))
    for served, points in track_lines(art):
        total += sum(_under(points, shapes[r]) for r in refs if r not in served)
    return total


def _local_cost(
    art: TileArt,
    ref: NodeRef,
    start: Point,
    fixed: list[tuple[set[NodeRef], list[Point]]],
    bound: float = math.inf,
) -> float:
    """The part of the cost that moving ``ref`` can change (stops early above ``bound``)."""
    node = art.nodes[ref]
    refs = [r for r in art.nodes if r.kind != "offboard"]
    shapes = {r: outline(art, r) for r in refs}
    mine = shapes[ref]
    wrong = _outside(art, mine)
    wrong += sum(max(0.0, GAP - capsule_gap(mine, shapes[r])) for r in refs if r != ref)
    cost = WRONG * wrong + PREFER * math.hypot(node.x - start[0], node.y - start[1])
    if cost >= bound:
        return cost
    for served, points in fixed:
        if ref not in served:
            cost += WRONG * _under(points, mine)
    for served, points, _ in _tracks(art, moving=True):
        if ref in served:
            cost += WRONG * sum(_under(points, shapes[r]) for r in refs if r not in served)
            if node.on_track is None and len(served) == 1:
                cost += SHORT * _length(points)
        else:
            cost += WRONG * _under(points, mine)
        if cost >= bound:
            return cost
    return cost


def track_lines(art: TileArt) -> Iterator[tuple[set[NodeRef], list[Point]]]:
    """Each piece of track as the centres it serves and points along its centre line."""
    for served, points, _ in _tracks(art):
        yield served, points


def _tracks(art: TileArt, moving: bool | None = None) -> Iterator[tuple[set[NodeRef], list[Point], bool]]:
    """Each piece of track: the centres it serves, points along it, and whether it moves
    with a centre (track to a city or town does; edge-to-edge track never does). With
    ``moving`` given, only the pieces that do (True) or do not (False)."""
    towns_done: set[NodeRef] = set()
    for path in art.content.paths:
        nodes = set(path.nodes())
        on_track = [n for n in nodes if art.nodes[n].on_track is not None]
        edges = [art.edge(e) for e in path.edges()]
        if path.terminal:
            continue  # an off-board wedge ends short of the centre
        moves = not on_track and len(edges) < 2
        if moving is not None and moves != moving:
            continue
        if on_track:
            town = on_track[0]
            if town in towns_done:
                continue
            towns_done.add(town)
            e1, e2 = art.nodes[town].on_track  # type: ignore[misc]
            yield {town}, _edge_to_edge(art, e1, e2), False
        elif len(edges) == 2:
            yield set(), _edge_to_edge(art, edges[0], edges[1]), False
        elif len(edges) == 1:
            node = art.nodes[next(iter(nodes))]
            yield nodes, _edge_to_node(art, edges[0], (node.x, node.y)), True
        else:
            a, b = (art.nodes[n] for n in path.nodes())
            yield nodes, [_lerp((a.x, a.y), (b.x, b.y), i / 12) for i in range(13)], True


def _edge_to_edge(art: TileArt, e1: int, e2: int) -> list[Point]:
    arc = art.arc(e1, e2)
    if arc is None:
        return [_lerp(art.midpoint(e1), art.midpoint(e2), i / 12) for i in range(13)]
    cx, cy, r, s1, s2 = arc
    angles = [s1 + (s2 - s1) * i / 12 for i in range(13)]
    return [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in angles]


def _edge_to_node(art: TileArt, e: int, node: Point) -> list[Point]:
    """The curve track.py draws from an edge to a centre: it leaves the edge square on."""
    mx, my = art.midpoint(e)
    if abs(node[0]) < 1e-6 and abs(node[1]) < 1e-6:
        return [_lerp((mx, my), node, i / 12) for i in range(13)]
    ux, uy = unit(art.angle(e))
    reach = math.hypot(node[0] - mx, node[1] - my) * 0.5
    c1 = (mx - ux * reach, my - uy * reach)
    out = []
    for i in range(13):
        t = i / 12
        u = 1 - t
        out.append(
            (
                u**3 * mx + 3 * u * u * t * c1[0] + 3 * u * t * t * node[0] + t**3 * node[0],
                u**3 * my + 3 * u * u * t * c1[1] + 3 * u * t * t * node[1] + t**3 * node[1],
            )
        )
    return out


def _length(points: list[Point]) -> float:
    return sum(math.dist(points[i], points[i + 1]) for i in range(len(points) - 1))


def _lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _seg_point(c: Capsule, p: Point) -> float:
    dx, dy = c.bx - c.ax, c.by - c.ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - c.ax) * dx + (p[1] - c.ay) * dy) / length2))
    return math.hypot(p[0] - c.ax - t * dx, p[1] - c.ay - t * dy)


def _cross(o: Point, a: Point, b: Point) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def capsule_gap(a: Capsule, b: Capsule) -> float:
    """Room between two capsules (negative when they overlap)."""
    p, q, r, s = (a.ax, a.ay), (a.bx, a.by), (b.ax, b.ay), (b.bx, b.by)
    if _cross(r, s, p) * _cross(r, s, q) < 0 and _cross(p, q, r) * _cross(p, q, s) < 0:
        return -a.r - b.r  # the two segments cross
    d = min(_seg_point(a, r), _seg_point(a, s), _seg_point(b, p), _seg_point(b, q))
    return d - a.r - b.r
