"""Tile art in the hobby's look (DESIGN.md §3), in tile units: circumradius 100, centre (0, 0).

The same definition serves flat and pointy games: edges are placed by the layout's edge
angles, so a tile turns with the map while its text stays upright.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from ..grid import apothem, cell_corners, edge_angle, edge_midpoint
from ..model.tile import City, Content, NodeRef, Path, TileDef
from .drawing import Circle, Group, PathBuilder, PathShape, Rect, Style, Text, polygon
from .palette import FRAME, INK, PAPER, PHASE_FILL, TILE_FILL
from .symbols import terrain_symbol

S = 100.0  # hex side = circumradius, in tile units
ACROSS = math.sqrt(3) * S  # across the flats of every tile; a square tile's side too


def cell_size(layout: str) -> float:
    """The grid's size parameter for a tile: a hex's circumradius, a square's side.

    Squares get the same across-the-flats as hexes, so track, cities and text keep one
    scale whatever the tile's shape.
    """
    return ACROSS if layout == "square" else S


TRACK = 0.14 * S
CASING = TRACK + 0.06 * S
NARROW = 0.065 * S
CITY_R = 0.29 * S
TOWN_BAR = (0.32 * S, 0.12 * S)
TOWN_DOT_R = 0.1 * S
NODE_OFFSET = 0.45 * S
BUBBLE_R = 0.15 * S

TRACK_STYLE = Style(stroke=INK, width=TRACK)
CASING_STYLE = Style(stroke=PAPER, width=CASING)
OUTLINE = Style(stroke=INK, width=1.2)


@dataclass
class _Node:
    ref: NodeRef
    x: float
    y: float
    on_track: tuple[int, int] | None = None  # a town drawn on the curve between two edges
    tangent: float = 0.0  # track direction at an on-track town (radians)


def _unit(angle_deg: float) -> tuple[float, float]:
    r = math.radians(angle_deg)
    return math.cos(r), math.sin(r)


class TileArt:
    """Computes the geometry of one content at one rotation and draws it."""

    def __init__(self, content: Content, layout: str, rotation: int = 0) -> None:
        self.content = content
        self.layout = layout
        self.n = 4 if layout == "square" else 6
        self.rotation = rotation
        self.ap = apothem(layout, cell_size(layout))  # type: ignore[arg-type]
        self.nodes: dict[NodeRef, _Node] = {}
        self._place_nodes()

    # ------------------------------------------------------------- geometry
    def edge(self, e: int) -> int:
        return (e + self.rotation) % self.n

    def angle(self, e: float) -> float:
        return edge_angle(self.layout, e)  # type: ignore[arg-type]

    def midpoint(self, e: int) -> tuple[float, float]:
        return edge_midpoint(self.layout, e, cell_size(self.layout))  # type: ignore[arg-type]

    def exits(self) -> set[int]:
        return {self.edge(e) for e in self.content.exits()}

    def _node_edges(self, ref: NodeRef) -> list[int]:
        return [self.edge(e) for e in self.content.edges_of(ref)]

    def _place_nodes(self) -> None:
        c = self.content
        pending: list[NodeRef] = []
        for ref in c.node_refs():
            node = c.node(ref)
            edges = self._node_edges(ref)
            linked_nodes = any(ref in p.nodes() and len(p.nodes()) == 2 for p in c.paths)
            if node.loc is not None:
                ang = self.angle(node.loc + self.rotation)
                ux, uy = _unit(ang)
                dist = NODE_OFFSET if ref.kind != "town" else NODE_OFFSET * 1.1
                self.nodes[ref] = _Node(ref, ux * dist, uy * dist)
            elif ref.kind == "town" and len(edges) == 2 and not linked_nodes:
                x, y, tangent = self._curve_midpoint(edges[0], edges[1])
                self.nodes[ref] = _Node(ref, x, y, (edges[0], edges[1]), tangent)
            else:
                pending.append(ref)
        centre_free = not any(abs(n.x) < 1 and abs(n.y) < 1 for n in self.nodes.values())
        if len(pending) == 1 and centre_free:
            self.nodes[pending[0]] = _Node(pending[0], 0.0, 0.0)
            return
        spread = 0
        for ref in pending:
            edges = self._node_edges(ref)
            vx = sum(_unit(self.angle(e))[0] for e in edges)
            vy = sum(_unit(self.angle(e))[1] for e in edges)
            length = math.hypot(vx, vy)
            if edges and length > 0.3:
                x, y = vx / length * NODE_OFFSET, vy / length * NODE_OFFSET
            else:
                base = self.angle(edges[0]) if edges else self.angle(0)
                side = 90 if spread % 2 == 0 else -90
                ux, uy = _unit(base + side)
                x, y = ux * NODE_OFFSET, uy * NODE_OFFSET
                spread += 1
            self.nodes[ref] = _Node(ref, x, y)
        self._spread(list(self.nodes.values()))

    def _spread(self, nodes: list[_Node]) -> None:
        """Turn off-centre cities apart around the centre until their circles clear."""
        cities = [n for n in nodes if n.ref.kind == "city"]
        if len(cities) < 2 or any(math.hypot(n.x, n.y) < 1 for n in cities):
            return
        need = 2 * math.asin(min(1.0, (CITY_R + 3) / NODE_OFFSET))
        for _ in range(6):
            moved = False
            for i, a in enumerate(cities):
                for b in cities[i + 1 :]:
                    aa, ab = math.atan2(a.y, a.x), math.atan2(b.y, b.x)
                    gap = (ab - aa + math.pi) % (2 * math.pi) - math.pi
                    if abs(gap) >= need - 1e-6:
                        continue
                    mid = aa + gap / 2
                    sign = 1 if gap >= 0 else -1
                    ra, rb = math.hypot(a.x, a.y), math.hypot(b.x, b.y)
                    na, nb = mid - sign * need / 2, mid + sign * need / 2
                    a.x, a.y = ra * math.cos(na), ra * math.sin(na)
                    b.x, b.y = rb * math.cos(nb), rb * math.sin(nb)
                    moved = True
            if not moved:
                break

    def _curve_midpoint(self, e1: int, e2: int) -> tuple[float, float, float]:
        """Midpoint and tangent direction of the edge-to-edge track between e1 and e2."""
        arc = self._arc(e1, e2)
        if arc is None:
            (x1, y1), (x2, y2) = self.midpoint(e1), self.midpoint(e2)
            return (x1 + x2) / 2, (y1 + y2) / 2, math.atan2(y2 - y1, x2 - x1)
        cx, cy, r, a1, a2 = arc
        mid = (a1 + a2) / 2
        return cx + r * math.cos(mid), cy + r * math.sin(mid), mid + math.pi / 2

    def _arc(self, e1: int, e2: int) -> tuple[float, float, float, float, float] | None:
        """Centre, radius and start/end angles of the arc joining two edges, None if straight.

        The centre is where the two edges' lines meet: their shared corner for a sharp
        curve (radius s/2), a point beyond the middle edge for a gentle one (radius 1.5 s).
        """
        if (e1 - e2) % self.n == self.n // 2:
            return None
        a1, a2 = math.radians(self.angle(e1)), math.radians(self.angle(e2))
        # Edge line i: points p with p . u_i = ap. Solve the 2x2 system.
        u1 = (math.cos(a1), math.sin(a1))
        u2 = (math.cos(a2), math.sin(a2))
        det = u1[0] * u2[1] - u1[1] * u2[0]
        cx = self.ap * (u2[1] - u1[1]) / det
        cy = self.ap * (u1[0] - u2[0]) / det
        (x1, y1), (x2, y2) = self.midpoint(e1), self.midpoint(e2)
        r = math.hypot(x1 - cx, y1 - cy)
        s1 = math.atan2(y1 - cy, x1 - cx)
        s2 = math.atan2(y2 - cy, x2 - cx)
        while s2 - s1 > math.pi:
            s2 -= 2 * math.pi
        while s1 - s2 > math.pi:
            s2 += 2 * math.pi
        return cx, cy, r, s1, s2

    # ------------------------------------------------------------ drawing
    def track_shape(self, path: Path) -> PathShape | None:
        """The centre line of one path (None for paths drawn with their town)."""
        a, b = path.a, path.b
        if isinstance(a, NodeRef) and not isinstance(b, NodeRef):
            a, b = b, a
        pb = PathBuilder()
        if isinstance(a, int) and isinstance(b, int):
            return self._edge_track(self.edge(a), self.edge(b))
        if isinstance(a, int) and isinstance(b, NodeRef):
            node = self.nodes[b]
            e = self.edge(a)
            if node.on_track is not None:
                return None
            mx, my = self.midpoint(e)
            if abs(node.x) < 1e-6 and abs(node.y) < 1e-6:
                return pb.move(mx, my).line(0.0, 0.0).build(TRACK_STYLE)
            ux, uy = _unit(self.angle(e))
            reach = math.hypot(node.x - mx, node.y - my) * 0.5
            pb.move(mx, my).curve(mx - ux * reach, my - uy * reach, node.x, node.y, node.x, node.y)
            return pb.build(TRACK_STYLE)
        na, nb = self.nodes[a], self.nodes[b]  # type: ignore[index]
        return pb.move(na.x, na.y).line(nb.x, nb.y).build(TRACK_STYLE)

    def _edge_track(self, e1: int, e2: int) -> PathShape:
        """Track from edge to edge: straight across, or the arc of a sharp or gentle curve."""
        pb = PathBuilder()
        arc = self._arc(e1, e2)
        if arc is None:
            pb.move(*self.midpoint(e1)).line(*self.midpoint(e2))
        else:
            cx, cy, r, s1, s2 = arc
            pb.arc(cx, cy, r, s1, s2)
        return pb.build(TRACK_STYLE)

    def _terminal(self, path: Path) -> PathShape:
        """A terminal path: a tapering wedge from the edge toward the centre (off-boards)."""
        edge = path.a if isinstance(path.a, int) else path.b
        e = self.edge(edge)  # type: ignore[arg-type]
        mx, my = self.midpoint(e)
        ux, uy = _unit(self.angle(e))
        half = TRACK / 2
        px, py = -uy * half, ux * half
        tip = 0.45 * self.ap
        return polygon(
            [(mx + px, my + py), (mx - px, my - py), (ux * (self.ap - tip), uy * (self.ap - tip))],
            Style(fill=INK),
        )

    def draw_track(self) -> list:
        items: list = []
        drawn_towns: set[NodeRef] = set()
        for path in self.content.paths:
            if path.terminal:
                items.append(self._terminal(path))
                continue
            town = next(
                (n for n in path.nodes() if self.nodes[n].on_track is not None),
                None,
            )
            if town is not None:
                if town in drawn_towns:
                    continue
                drawn_towns.add(town)
                shape = self._edge_track(*self.nodes[town].on_track)  # type: ignore[misc]
            else:
                shape = self.track_shape(path)
            if shape is None:
                continue
            items.append(Group(tuple(_styled_track(shape, path.track)), role="track"))
        return items

    def draw_nodes(self, revenue_column: str | None = None) -> list:
        items: list = []
        c = self.content
        for ref, node in self.nodes.items():
            if ref.kind == "city":
                items.append(Group(tuple(_city(c.cities[ref.index], node.x, node.y)), role="city"))
            elif ref.kind == "town":
                town = c.towns[ref.index]
                if node.on_track is not None and town.style == "bar":
                    shape = _bar(node.x, node.y, node.tangent)
                else:
                    shape = Circle(node.x, node.y, TOWN_DOT_R, Style(fill=INK, stroke=PAPER, width=2))
                items.append(Group((shape,), role="town"))
        return items


def _styled_track(shape: PathShape, track: str) -> list:
    if track == "future":
        return [PathShape(shape.commands, Style(stroke=INK, width=NARROW * 0.8, dash=(8, 6)))]
    if track == "narrow":
        return [
            PathShape(shape.commands, Style(stroke=PAPER, width=NARROW + 5)),
            PathShape(shape.commands, Style(stroke=INK, width=NARROW)),
        ]
    return [PathShape(shape.commands, CASING_STYLE), PathShape(shape.commands, TRACK_STYLE)]


def _bar(x: float, y: float, tangent: float) -> PathShape:
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


def city_slot_centres(slots: int) -> tuple[float, list[tuple[float, float]]]:
    """Radius of each slot circle and their centres around the city's centre."""
    if slots == 1:
        return CITY_R, [(0.0, 0.0)]
    if slots == 2:
        return CITY_R, [(-CITY_R, 0.0), (CITY_R, 0.0)]
    if slots == 3:
        r = CITY_R * 0.85
        d = r / math.sin(math.radians(60))
        return r, [(d * math.cos(math.radians(a)), d * math.sin(math.radians(a))) for a in (-90, 30, 150)]
    r = CITY_R * 0.8
    if slots == 4:
        return r, [(-r, -r), (r, -r), (-r, r), (r, r)]
    d = r * 1.5
    return r * 0.8, [
        (d * math.cos(math.radians(a)), d * math.sin(math.radians(a))) for a in range(-90, 270, 360 // slots)
    ]


def _city(city: City, x: float, y: float) -> list:
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
    """A row of boxes, one per phase colour, each with its value, centred on (x, y)."""
    items: list = []
    total = box * len(values)
    left = x - total / 2
    for i, (column, value) in enumerate(values):
        fill = PHASE_FILL.get(column, "#ffffff")
        items.append(Rect(left + i * box, y - box / 2, box, box, Style(fill=fill, stroke=INK, width=1.2)))
        size = 12 if value < 100 else 10
        items.append(Text(left + i * box + box / 2, y + size * 0.36, str(value), size, "middle", True))
    return items


class _Spots:
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
                for x, y in _samples(shape.commands):
                    self.obstacles.append((x, y, shape.style.width / 2 + 1))
            elif isinstance(shape, PathShape) and shape.style.fill:
                for x, y in _samples(shape.commands):
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


def _samples(commands: tuple[tuple, ...]) -> list[tuple[float, float]]:
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


def draw_content(
    content: Content,
    layout: str,
    rotation: int = 0,
    *,
    fill: str | None = None,
    name: str = "",
    cost: int = 0,
    terrain: str = "",
    outline: bool = True,
    extra_obstacles: list[tuple[float, float, float]] | None = None,
) -> list:
    """Everything printed on a tile or hex, background included, in tile units."""
    art = TileArt(content, layout, rotation)
    corners = cell_corners(layout, cell_size(layout))  # type: ignore[arg-type]
    background = fill or TILE_FILL.get(content.color, "#ffffff")
    items: list = [polygon(corners, Style(fill=background))]
    if content.frame:
        inset = [(x * 0.9, y * 0.9) for x, y in corners]
        items.append(polygon(inset, Style(stroke=FRAME.get(content.frame, "#f7931e"), width=0.1 * S)))
    track = art.draw_track()
    items.extend(track)
    items.extend(art.draw_nodes())
    spots = _Spots(art, track)
    spots.obstacles.extend(extra_obstacles or [])

    phased = [n for n in (*content.cities, *content.towns, *content.offboards) if n.revenues]
    if phased:
        values = phased[0].revenues
        box = min(22.0, 1.5 * art.ap / max(1, len(values)))
        x, y = spots.place(box * len(values) / 2)
        if content.offboards and not content.cities and not content.towns:
            x, y = 0.0, (-0.25 if layout != "square" else -0.2) * S
        items.extend(phase_strip(x, y, values, box))
    flat = [
        (ref, content.node(ref).revenue)
        for ref in art.nodes
        if not content.node(ref).revenues and content.node(ref).revenue > 0
    ]
    values = {v for _, v in flat}
    if len(values) == 1:
        x, y = spots.place(BUBBLE_R + 2)
        items.extend(revenue_bubble(x, y, values.pop()))
    elif values:
        for ref, value in flat:
            node = art.nodes[ref]
            x, y = spots.place(BUBBLE_R + 2, near=(node.x, node.y))
            items.extend(revenue_bubble(x, y, value))
    if content.label:
        size = 26 if len(content.label) <= 2 else 20
        from .fonts import text_width

        half = max(text_width(content.label, size, True) / 2, size * 0.45)
        x, y = spots.place(half)
        items.append(Group((Text(x, y + size * 0.36, content.label, size, "middle", True),), role="label"))
    if cost or terrain:
        # the terrain (a mountain, a wave) and what building here costs
        x, y = spots.place(22 if cost and terrain else 14)
        mark: list = []
        if terrain:
            mark.extend(terrain_symbol(terrain, x - (13 if cost else 0), y - 1, 10))
        if cost:
            mark.append(Text(x + (13 if terrain else 0), y + 5.5, str(cost), 15, "middle", True))
        items.append(Group(tuple(mark), role="terrain"))
    if name:
        from .fonts import text_width

        x, y = spots.place(max(text_width(name, 11) / 2, 7), outer=True)
        items.append(Group((Text(x, y + 4, name, 11, "middle", False),), role="tile-name"))
    if outline:
        items.append(polygon(corners, Style(stroke=INK, width=1.0)))
    return items


@lru_cache(maxsize=4096)
def tile_group(tile: TileDef, layout: str, rotation: int = 0, *, show_name: bool = True) -> Group:
    """A tile at ``rotation``, centred on (0, 0), in tile units (cached: art is immutable)."""
    grid_layout = "square" if tile.shape == "square" else layout
    if grid_layout == "square" and tile.shape != "square":
        grid_layout = "flat"
    return Group(
        tuple(
            draw_content(
                tile.content,
                grid_layout,
                rotation,
                name=tile.name if show_name else "",
                cost=tile.cost,
                terrain=tile.terrain,
            )
        ),
        role="tile",
    )


def tile_extent(layout: str) -> tuple[float, float]:
    """Width and height of a tile's bounding box in tile units."""
    if layout == "square":
        return ACROSS, ACROSS
    if layout == "pointy":
        return math.sqrt(3) * S, 2 * S
    return 2 * S, math.sqrt(3) * S
