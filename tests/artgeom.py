"""Read back the geometry of tile and map-hex art from its Drawing primitives.

Every group with a role ("city", "town", "track", "revenue", "label", ...) becomes a
``Feature``: the capsules (circles are capsules of length 0) and boxes it covers, and for
track its centre line. ``problems`` then checks a tile or hex as a printer would see it:
cities apart, stations inside the cut line, track only through the stations it serves,
and text clear of stations, tokens, other text and (names, costs) track.

Units are the art's own (a hex's circumradius is 100). Text boxes come from the font's
advance widths; a line's box runs from the cap height above the baseline to the
descenders below it (when the text has any).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from tresham.art.drawing import IDENTITY, Circle, Group, Matrix, PathShape, Rect, Text, apply, compose
from tresham.art.fonts import text_width
from tresham.art.placement import samples

Point = tuple[float, float]
CAP = 0.73  # DejaVu Sans cap height, in em
DESC = 0.23  # descender depth, in em
DESCENDERS = set("gjpqy,;()[]")

STATIONS = ("city", "town")
TEXTS = ("revenue", "values", "label", "terrain", "tile-name", "hex-name", "icon", "border-cost")


@dataclass(frozen=True)
class Capsule:
    """The points within ``r`` of the segment a-b (a circle when a == b)."""

    a: Point
    b: Point
    r: float


@dataclass(frozen=True)
class Box:
    x0: float
    y0: float
    x1: float
    y1: float


Shape = Capsule | Box


@dataclass
class Feature:
    role: str
    index: int
    shapes: list[Shape] = field(default_factory=list)
    line: list[Point] = field(default_factory=list)  # a track's centre line, densely sampled
    width: float = 0.0  # a track's stroke width
    ends: list[Point] = field(default_factory=list)  # where a track's pieces start and stop
    text: str = ""
    text_boxes: list[Box] = field(default_factory=list)
    fills: list[Shape] = field(default_factory=list)  # opaque shapes: plates under text

    @property
    def plated(self) -> bool:
        """Every line of text sits on an opaque shape of its own group (a plate, a bubble)."""
        return all(any(_covers(f, b) for f in self.fills) for b in self.text_boxes)

    def __str__(self) -> str:
        return f"{self.role}{'(' + self.text + ')' if self.text else ''}#{self.index}"


# ------------------------------------------------------------------ reading
CONTAINERS = ("", "tile", "hex", "map")


def features(items: list | tuple, m: Matrix = IDENTITY) -> list[Feature]:
    """Every role group under ``items`` as a Feature, transforms applied."""
    out: list[Feature] = []
    _walk(items, m, None, out)
    return out


def _walk(items, m: Matrix, current: Feature | None, out: list[Feature]) -> None:
    for item in items:
        if isinstance(item, Group):
            mm = compose(m, item.transform)
            if item.role and item.role not in CONTAINERS:
                feat = Feature(item.role, len(out))
                out.append(feat)
                _walk(item.items, mm, feat, out)
            else:
                _walk(item.items, mm, current, out)
        elif current is not None:
            _add(current, item, m)


def _scale(m: Matrix) -> float:
    return math.sqrt(abs(m[0] * m[3] - m[1] * m[2]))


def _add(feat: Feature, item, m: Matrix) -> None:
    k = _scale(m)
    opaque = getattr(getattr(item, "style", None), "fill", None) and item.style.opacity >= 1
    if isinstance(item, Circle):
        c = apply(m, item.cx, item.cy)
        feat.shapes.append(Capsule(c, c, item.r * k))
        if opaque:
            feat.fills.append(feat.shapes[-1])
    elif isinstance(item, Rect):
        corners = [apply(m, x, y) for x, y in _rect_corners(item)]
        if item.rx > 0 and abs(item.rx - item.h / 2) < 1e-6:  # a lozenge: a capsule
            r = item.h / 2
            a = apply(m, item.x + r, item.y + r)
            b = apply(m, item.x + item.w - r, item.y + r)
            feat.shapes.append(Capsule(a, b, r * k))
        else:
            feat.shapes.append(_bbox(corners))
        if opaque:
            feat.fills.append(feat.shapes[-1])
    elif isinstance(item, Text):
        feat.shapes.append(_text_box(item, m))
        feat.text_boxes.append(feat.shapes[-1])  # type: ignore[arg-type]
        feat.text = (feat.text + " " + item.text).strip()
    elif isinstance(item, PathShape):
        pts = [apply(m, x, y) for x, y in samples(item.commands, step=6.0)]
        vertices = [apply(m, c[1], c[2]) for c in item.commands if c[0] in ("M", "L")]
        if feat.role == "track" and item.style.stroke:
            # the last stroke of a track group is the black rail; the white casing comes first
            feat.line = pts
            feat.width = item.style.width * k
            feat.ends = [pts[0], pts[-1]]
        elif feat.role == "track":  # an off-board's tapering wedge: from its base to its tip
            base = _lerp(vertices[0], vertices[1], 0.5)
            tip = vertices[2]
            feat.line = [_lerp(base, tip, i / 16) for i in range(17)]
            feat.width = math.dist(vertices[0], vertices[1])
            feat.ends = [base, tip]
        elif feat.role == "town" and item.style.fill:  # a bar: a short thick capsule
            feat.shapes.append(_bar_capsule(vertices))
        elif pts:
            feat.shapes.append(_bbox(pts))


def _covers(fill: Shape, box: Box) -> bool:
    """Does an opaque shape cover a text box (to within a unit)?"""
    return all(point_gap(fill, p) <= 1.0 for p in _box_corners(box))


def _lerp(a: Point, b: Point, t: float) -> Point:
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def _rect_corners(r: Rect) -> list[Point]:
    return [(r.x, r.y), (r.x + r.w, r.y), (r.x + r.w, r.y + r.h), (r.x, r.y + r.h)]


def _bbox(pts: list[Point]) -> Box:
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return Box(min(xs), min(ys), max(xs), max(ys))


def _bar_capsule(pts: list[Point]) -> Capsule:
    """A town bar (a rotated rectangle) as the capsule along its long axis."""
    corners = pts[:4]
    sides = [(corners[i], corners[(i + 1) % 4]) for i in range(4)]
    short = min(sides, key=lambda s: math.dist(*s))
    half = math.dist(*short) / 2
    i = sides.index(short)
    a = _lerp(*sides[i], 0.5)
    b = _lerp(*sides[(i + 2) % 4], 0.5)
    return Capsule(_lerp(a, b, half / math.dist(a, b)), _lerp(b, a, half / math.dist(a, b)), half)


def _text_box(t: Text, m: Matrix) -> Box:
    w = text_width(t.text, t.size, t.bold)
    x0 = {"start": t.x, "middle": t.x - w / 2, "end": t.x - w}[t.anchor]
    down = DESC * t.size if DESCENDERS & set(t.text) else 0.0
    corners = [(x0, t.y - CAP * t.size), (x0 + w, t.y + down)]
    return _bbox([apply(m, x, y) for x, y in (corners[0], corners[1], (x0, t.y + down), (x0 + w, t.y))])


# ---------------------------------------------------------------- distances
def _seg_point(a: Point, b: Point, p: Point) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _cross(o: Point, a: Point, b: Point) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    d1, d2 = _cross(c, d, a), _cross(c, d, b)
    d3, d4 = _cross(a, b, c), _cross(a, b, d)
    return d1 * d2 < 0 and d3 * d4 < 0


def _seg_seg(a: Point, b: Point, c: Point, d: Point) -> float:
    if _segments_cross(a, b, c, d):
        return 0.0
    return min(_seg_point(c, d, a), _seg_point(c, d, b), _seg_point(a, b, c), _seg_point(a, b, d))


def _box_point(box: Box, p: Point) -> float:
    """Signed distance from a point to a box (negative inside)."""
    dx = max(box.x0 - p[0], p[0] - box.x1)
    dy = max(box.y0 - p[1], p[1] - box.y1)
    if dx <= 0 and dy <= 0:
        return max(dx, dy)
    return math.hypot(max(dx, 0.0), max(dy, 0.0))


def _box_corners(box: Box) -> list[Point]:
    return [(box.x0, box.y0), (box.x1, box.y0), (box.x1, box.y1), (box.x0, box.y1)]


def _box_seg(box: Box, a: Point, b: Point) -> float:
    """Distance from a segment to a box; 0 or less when they meet."""
    inside = min(_box_point(box, a), _box_point(box, b))
    if inside <= 0:
        return inside
    corners = _box_corners(box)
    edges = [(corners[i], corners[(i + 1) % 4]) for i in range(4)]
    return min(_seg_seg(a, b, c, d) for c, d in edges)


def gap(s: Shape, t: Shape) -> float:
    """How far apart two shapes are; negative when they overlap (by about that much)."""
    if isinstance(s, Capsule) and isinstance(t, Capsule):
        return _seg_seg(s.a, s.b, t.a, t.b) - s.r - t.r
    if isinstance(s, Box) and isinstance(t, Box):
        return max(s.x0 - t.x1, t.x0 - s.x1, s.y0 - t.y1, t.y0 - s.y1)
    box, cap = (s, t) if isinstance(s, Box) else (t, s)
    return _box_seg(box, cap.a, cap.b) - cap.r  # type: ignore[union-attr, arg-type]


def point_gap(shape: Shape, p: Point) -> float:
    if isinstance(shape, Capsule):
        return _seg_point(shape.a, shape.b, p) - shape.r
    return _box_point(shape, p)


def feature_gap(f: Feature, g: Feature) -> float:
    return min((gap(s, t) for s in f.shapes for t in g.shapes), default=math.inf)


def line_gap(track: Feature, g: Feature, widen: float = 0.0) -> float:
    """How far a track's centre line (widened by ``widen``) keeps from a feature's shapes."""
    pieces = list(zip(track.line, track.line[1:], strict=False)) or [(p, p) for p in track.line]
    return min((gap(s, Capsule(a, b, widen)) for s in g.shapes for a, b in pieces), default=math.inf)


def inside_margin(shape: Shape, corners: list[Point]) -> float:
    """How far a shape keeps inside a convex polygon (negative: it sticks out)."""
    n = len(corners)
    cx = sum(p[0] for p in corners) / n
    cy = sum(p[1] for p in corners) / n
    pts: list[tuple[Point, float]]
    if isinstance(shape, Capsule):
        pts = [(shape.a, shape.r), (shape.b, shape.r)]
    else:
        pts = [(p, 0.0) for p in _box_corners(shape)]
    worst = math.inf
    for i in range(n):
        (x1, y1), (x2, y2) = corners[i], corners[(i + 1) % n]
        nx, ny = y2 - y1, x1 - x2
        length = math.hypot(nx, ny)
        nx, ny = nx / length, ny / length
        if (cx - x1) * nx + (cy - y1) * ny > 0:  # make the normal point outward
            nx, ny = -nx, -ny
        for (px, py), r in pts:
            worst = min(worst, -((px - x1) * nx + (py - y1) * ny) - r)
    return worst


# ------------------------------------------------------------------- checks
def _serves(track: Feature, station: Feature) -> bool:
    """A track serves a station when one of its ends lies in it, or (a town on through track)
    when the town's bar lies across the track at the bar's middle."""
    if any(point_gap(s, e) <= 1.0 for s in station.shapes for e in track.ends):
        return True
    if station.role != "town":
        return False
    for bar in station.shapes:
        if not isinstance(bar, Capsule) or bar.a == bar.b:
            continue
        centre = _lerp(bar.a, bar.b, 0.5)
        pieces = list(zip(track.line, track.line[1:], strict=False))
        p, q = min(pieces, key=lambda pq: _seg_point(pq[0], pq[1], centre))
        if _seg_point(p, q, centre) > 2.0:
            continue
        tx, ty = q[0] - p[0], q[1] - p[1]
        ax, ay = bar.b[0] - bar.a[0], bar.b[1] - bar.a[1]
        cos = abs(tx * ax + ty * ay) / (math.hypot(tx, ty) * math.hypot(ax, ay) or 1.0)
        if cos < 0.2:  # the bar lies across this track
            return True
    return False


def problems(items: list | tuple, corners: list[Point], *, margin: float = 3.0, where: str = "") -> list[str]:
    """What a printer would object to on one tile or hex (drawn at the origin)."""
    feats = features(items)
    out: list[str] = []
    stations = [f for f in feats if f.role in STATIONS]
    tracks = [f for f in feats if f.role == "track" and f.line]
    texts = [f for f in feats if f.role in TEXTS]
    tokens = [f for f in feats if f.role == "token"]
    for i, a in enumerate(stations):
        for b in stations[i + 1 :]:
            g = feature_gap(a, b)
            if g < -0.01:
                out.append(f"{where}: {a} and {b} overlap by {-g:.1f}")
    for s in stations:
        inside = min(inside_margin(shape, corners) for shape in s.shapes)
        if inside < margin:
            out.append(f"{where}: {s} is {inside:.1f} inside the cut line (needs {margin})")
    for t in tracks:
        for s in stations:
            if not _serves(t, s) and (g := line_gap(t, s)) < -1.0:
                out.append(f"{where}: track {t.index} runs through {s} ({-g:.1f} deep)")
    for i, a in enumerate(texts):
        for b in [*stations, *tokens, *texts[i + 1 :]]:
            if (g := feature_gap(a, b)) < -0.01:
                out.append(f"{where}: {a} covers {b} by {-g:.1f}")
        for t in tracks:
            # text may cross track only drawn above it, on a plate that keeps it readable
            if (t.index > a.index or not a.plated) and (g := line_gap(t, a, t.width / 2)) < -0.01:
                out.append(f"{where}: {a} lies under track {t.index} by {-g:.1f}")
    return out
