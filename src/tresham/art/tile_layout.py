"""Where things sit on a tile: the revenue centres of one content at one rotation, and the
arcs that join its edges. Pure geometry in tile units; drawing is in track.py/stations.py.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..grid import apothem, edge_angle, edge_midpoint
from ..model.tile import Content, NodeRef
from .memo import memo
from .proportions import CITY_R, NODE_OFFSET, cell_size, unit
from .untangle import untangle

Arc = tuple[float, float, float, float, float]  # centre x, centre y, radius, start, end (radians)


@dataclass
class Node:
    """A city or town placed on the tile."""

    ref: NodeRef
    x: float
    y: float
    on_track: tuple[int, int] | None = None  # a town drawn on the curve between two edges
    tangent: float = 0.0  # track direction at an on-track town (radians)
    along: float = 0.5  # where on that curve, from its first edge (0) to its second (1)


class TileArt:
    """The geometry of one content at one rotation: node positions, edge points, arcs."""

    def __init__(self, content: Content, layout: str, rotation: int = 0) -> None:
        self.content = content
        self.layout = layout
        self.n = 4 if layout == "square" else 6
        self.rotation = rotation
        self.ap = apothem(layout, cell_size(layout))  # type: ignore[arg-type]
        self.nodes: dict[NodeRef, Node] = {}
        self._place_nodes()
        untangle(self)

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
                ux, uy = unit(ang)
                dist = NODE_OFFSET if ref.kind != "town" else NODE_OFFSET * 1.1
                self.nodes[ref] = Node(ref, ux * dist, uy * dist)
            elif ref.kind == "town" and len(edges) == 2 and not linked_nodes:
                x, y, tangent = self.curve_midpoint(edges[0], edges[1])
                self.nodes[ref] = Node(ref, x, y, (edges[0], edges[1]), tangent)
            else:
                pending.append(ref)
        centre_free = not any(abs(n.x) < 1 and abs(n.y) < 1 for n in self.nodes.values())
        if len(pending) == 1 and centre_free:
            self.nodes[pending[0]] = Node(pending[0], 0.0, 0.0)
            return
        spread = 0
        for ref in pending:
            edges = self._node_edges(ref)
            vx = sum(unit(self.angle(e))[0] for e in edges)
            vy = sum(unit(self.angle(e))[1] for e in edges)
            length = math.hypot(vx, vy)
            if edges and length > 0.3:
                x, y = vx / length * NODE_OFFSET, vy / length * NODE_OFFSET
            elif len(edges) == 2:  # straight through: along its own track, toward its first edge
                ux, uy = unit(self.angle(edges[0]))
                x, y = ux * NODE_OFFSET, uy * NODE_OFFSET
            else:
                base = self.angle(edges[0]) if edges else self.angle(0)
                side = 90 if spread % 2 == 0 else -90
                ux, uy = unit(base + side)
                x, y = ux * NODE_OFFSET, uy * NODE_OFFSET
                spread += 1
            self.nodes[ref] = Node(ref, x, y)
        self._spread(list(self.nodes.values()))

    def _spread(self, nodes: list[Node]) -> None:
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

    def curve_midpoint(self, e1: int, e2: int) -> tuple[float, float, float]:
        """Midpoint and tangent direction of the edge-to-edge track between e1 and e2."""
        return self.curve_point(e1, e2, 0.5)

    def curve_point(self, e1: int, e2: int, t: float) -> tuple[float, float, float]:
        """The point a fraction ``t`` along the edge-to-edge track from e1 to e2, and the
        track's direction there."""
        arc = self.arc(e1, e2)
        if arc is None:
            (x1, y1), (x2, y2) = self.midpoint(e1), self.midpoint(e2)
            return x1 + (x2 - x1) * t, y1 + (y2 - y1) * t, math.atan2(y2 - y1, x2 - x1)
        cx, cy, r, a1, a2 = arc
        at = a1 + (a2 - a1) * t
        return cx + r * math.cos(at), cy + r * math.sin(at), at + math.pi / 2

    def arc(self, e1: int, e2: int) -> Arc | None:
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


@memo(maxsize=4096)
def tile_art(content: Content, layout: str, rotation: int = 0) -> TileArt:
    """The geometry of a content at a rotation, computed once (treat it as read-only)."""
    return TileArt(content, layout, rotation)
