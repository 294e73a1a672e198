"""Track on a tile: edge to edge (straight, sharp or gentle arc), edge to a city or town,
between two centres, and the tapering wedges of off-board areas. Tile units.
"""

from __future__ import annotations

import math

from ..model.tile import NodeRef, Path
from .drawing import Group, PathBuilder, PathShape, Style, polygon
from .palette import INK, PAPER
from .proportions import CASING, NARROW, TRACK, unit
from .tile_layout import TileArt

TRACK_STYLE = Style(stroke=INK, width=TRACK)
CASING_STYLE = Style(stroke=PAPER, width=CASING)


def track_shape(art: TileArt, path: Path) -> PathShape | None:
    """The centre line of one path (None for paths drawn with their town)."""
    a, b = path.a, path.b
    if isinstance(a, NodeRef) and not isinstance(b, NodeRef):
        a, b = b, a
    pb = PathBuilder()
    if isinstance(a, int) and isinstance(b, int):
        return edge_track(art, art.edge(a), art.edge(b))
    if isinstance(a, int) and isinstance(b, NodeRef):
        node = art.nodes[b]
        e = art.edge(a)
        if node.on_track is not None:
            return None
        mx, my = art.midpoint(e)
        if abs(node.x) < 1e-6 and abs(node.y) < 1e-6:
            return pb.move(mx, my).line(0.0, 0.0).build(TRACK_STYLE)
        ux, uy = unit(art.angle(e))
        reach = math.hypot(node.x - mx, node.y - my) * 0.5
        pb.move(mx, my).curve(mx - ux * reach, my - uy * reach, node.x, node.y, node.x, node.y)
        return pb.build(TRACK_STYLE)
    na, nb = art.nodes[a], art.nodes[b]  # type: ignore[index]
    return pb.move(na.x, na.y).line(nb.x, nb.y).build(TRACK_STYLE)


def edge_track(art: TileArt, e1: int, e2: int) -> PathShape:
    """Track from edge to edge: straight across, or the arc of a sharp or gentle curve."""
    pb = PathBuilder()
    arc = art.arc(e1, e2)
    if arc is None:
        pb.move(*art.midpoint(e1)).line(*art.midpoint(e2))
    else:
        cx, cy, r, s1, s2 = arc
        pb.arc(cx, cy, r, s1, s2)
    return pb.build(TRACK_STYLE)


def terminal(art: TileArt, path: Path) -> PathShape:
    """A terminal path: a tapering wedge from the edge toward the centre (off-boards)."""
    edge = path.a if isinstance(path.a, int) else path.b
    e = art.edge(edge)  # type: ignore[arg-type]
    mx, my = art.midpoint(e)
    ux, uy = unit(art.angle(e))
    half = TRACK / 2
    px, py = -uy * half, ux * half
    tip = 0.45 * art.ap
    return polygon(
        [(mx + px, my + py), (mx - px, my - py), (ux * (art.ap - tip), uy * (art.ap - tip))],
        Style(fill=INK),
    )


def draw_track(art: TileArt) -> list:
    """Every path of the content: track groups (role "track") and off-board wedges."""
    items: list = []
    drawn_towns: set[NodeRef] = set()
    for path in art.content.paths:
        if path.terminal:
            items.append(Group((terminal(art, path),), role="track"))
            continue
        town = next(
            (n for n in path.nodes() if art.nodes[n].on_track is not None),
            None,
        )
        shape: PathShape | None
        if town is not None:
            if town in drawn_towns:
                continue
            drawn_towns.add(town)
            shape = edge_track(art, *art.nodes[town].on_track)  # type: ignore[misc]
        else:
            shape = track_shape(art, path)
        if shape is None:
            continue
        items.append(Group(tuple(styled_track(shape, path.track)), role="track"))
    return items


def styled_track(shape: PathShape, track: str) -> list:
    """Broad track in a white casing, narrow gauge, or the dashes of future track."""
    if track == "future":
        return [PathShape(shape.commands, Style(stroke=INK, width=NARROW * 0.8, dash=(8, 6)))]
    if track == "narrow":
        return [
            PathShape(shape.commands, Style(stroke=PAPER, width=NARROW + 5)),
            PathShape(shape.commands, Style(stroke=INK, width=NARROW)),
        ]
    return [PathShape(shape.commands, CASING_STYLE), PathShape(shape.commands, TRACK_STYLE)]


def bleed_stubs(art: TileArt, bleed: float) -> list:
    """Track continued straight out of each exit for ``bleed`` units, so a cut a little
    outside the line still shows track running to the edge (role "track-bleed")."""
    items: list = []
    done: set[tuple[int, str]] = set()
    for path in art.content.paths:
        for edge in path.edges():
            e = art.edge(edge)
            kind = "terminal" if path.terminal else path.track
            if (e, kind) in done or kind == "future":
                continue
            done.add((e, kind))
            mx, my = art.midpoint(e)
            ux, uy = unit(art.angle(e))
            stub = (
                PathBuilder().move(mx - ux, my - uy).line(mx + ux * bleed, my + uy * bleed).build(TRACK_STYLE)
            )
            shapes = (
                [PathShape(stub.commands, TRACK_STYLE)] if kind == "terminal" else styled_track(stub, kind)
            )
            items.append(Group(tuple(shapes), role="track-bleed"))
    return items
