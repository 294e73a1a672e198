"""The geometric tests every game shares: old track kept under a rotation, counts, exits.

All functions work on *effective* contents (already rotated): ``old`` is what lies on the
hex now (the printed hex or the laid tile), ``new`` the candidate tile at its rotation.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations, product

from ..model.game import Partition
from ..model.tile import Content, End, NodeRef, Path

NodeMap = dict[NodeRef, NodeRef]


def _track_ok(old: str, new: str) -> bool:
    # "future" is a prescribed track printed on the map (1840's city lines): any real track covers it.
    return old == new or old == "future"


def _pair(a, b) -> frozenset:
    return frozenset((a, b))


class _Index:
    """Paths of a content by their ends, for quick containment tests."""

    __slots__ = ("pairs", "via")

    def __init__(self, content: Content) -> None:
        self.pairs: dict[frozenset, set[str]] = {}
        # edge -> {node: tracks} for edge-node paths
        self.via: dict[int, dict[NodeRef, set[str]]] = {}
        for p in content.paths:
            self.pairs.setdefault(_pair(p.a, p.b), set()).add(p.track)
            for e, n in ((p.a, p.b), (p.b, p.a)):
                if isinstance(e, int) and isinstance(n, NodeRef):
                    self.via.setdefault(e, {}).setdefault(n, set()).add(p.track)

    def has(self, a: End, b: End, track: str) -> bool:
        tracks = self.pairs.get(_pair(a, b))
        return tracks is not None and any(_track_ok(track, t) for t in tracks)

    def through_node(self, a: int, b: int, track: str) -> bool:
        """Edges a and b joined through one revenue centre (a station added on the track)."""
        na = self.via.get(a, {})
        nb = self.via.get(b, {})
        for node, tracks in na.items():
            if (
                node in nb
                and any(_track_ok(track, t) for t in tracks)
                and any(_track_ok(track, t) for t in nb[node])
            ):
                return True
        return False


def _index(content: Content) -> _Index:
    """The index of a content, built once and kept on the content (contents never change)."""
    idx = content.__dict__.get("_track_index")
    if idx is None:
        idx = content.__dict__["_track_index"] = _Index(content)
    return idx


KINDS = ("city", "town", "offboard")


def _nodes(content: Content, kind: str) -> list[NodeRef]:
    """The centres of one kind in a content (kept on the content: asked for every upgrade)."""
    found: dict[str, list[NodeRef]] | None = content.__dict__.get("_nodes_by_kind")
    if found is None:
        found = {
            "city": [NodeRef("city", i) for i in range(len(content.cities))],
            "town": [NodeRef("town", i) for i in range(len(content.towns))],
            "offboard": [NodeRef("offboard", i) for i in range(len(content.offboards))],
        }
        content.__dict__["_nodes_by_kind"] = found
    return found[kind]


def _assignments(old: Content, new: Content, allow_merge: bool) -> Iterator[NodeMap]:
    """Candidate node maps old -> new, same kind; injective ones first."""
    pairs = [(_nodes(old, k), _nodes(new, k)) for k in KINDS]
    if all(len(o) <= 1 and len(n) == len(o) for o, n in pairs):  # at most one centre of each kind
        yield {o[0]: n[0] for o, n in pairs if o}
        return
    per_kind: list[list[NodeMap]] = []
    for olds, news in pairs:
        if not olds:
            per_kind.append([{}])
            continue
        if not news:
            return
        maps: list[NodeMap] = []
        if len(news) >= len(olds):
            for perm in permutations(news, len(olds)):
                maps.append(dict(zip(olds, perm, strict=True)))
        if allow_merge:
            for combo in product(news, repeat=len(olds)):
                if len(set(combo)) < len(olds):
                    maps.append(dict(zip(olds, combo, strict=True)))
        per_kind.append(maps)
    for parts in product(*per_kind):
        merged: NodeMap = {}
        for part in parts:
            merged.update(part)
        yield merged


def _contained(p: Path, idx: _Index, m: NodeMap) -> bool:
    a = m.get(p.a, p.a) if isinstance(p.a, NodeRef) else p.a
    b = m.get(p.b, p.b) if isinstance(p.b, NodeRef) else p.b
    if isinstance(a, NodeRef) and a == b:
        return True  # two old centres merged into one
    if idx.has(a, b, p.track):
        return True
    if isinstance(a, int) and isinstance(b, int):
        return idx.through_node(a, b, p.track)
    return False


def bare(content: Content) -> bool:
    """Whether ``content`` has nothing to keep: no track and no revenue centre (a plain hex)."""
    return not (content.paths or content.cities or content.towns or content.offboards)


def track_mapping(old: Content, new: Content, *, allow_merge: bool = False) -> NodeMap | None:
    """A map of old revenue centres to new ones under which every old path is kept, or None.

    A path is kept when the new content has a path between the same ends (edges equal, each
    old centre replaced by its image). A plain old track may also be kept through a revenue
    centre the new tile puts on it; the centre counts decide elsewhere whether that is legal.
    The answer depends on the two contents only, so it is kept on ``new`` (with ``old``, whose
    identity is the key: contents never change).
    """
    if bare(old):
        return {}  # nothing to keep, whatever the tile (and whether cities may merge)
    kept: dict[tuple[int, bool], tuple[Content, NodeMap | None]] | None = new.__dict__.get("_mappings")
    if kept is None:
        kept = new.__dict__["_mappings"] = {}
    key = (id(old), allow_merge)
    hit = kept.get(key)
    if hit is None or hit[0] is not old:
        hit = kept[key] = (old, _track_mapping(old, new, allow_merge))
    return dict(hit[1]) if hit[1] is not None else None


def _track_mapping(old: Content, new: Content, allow_merge: bool) -> NodeMap | None:
    idx = _index(new)
    edge_paths = [p for p in old.paths if not p.nodes()]
    for p in edge_paths:
        if not _contained(p, idx, {}):
            return None
    node_paths = [p for p in old.paths if p.nodes()]
    for m in _assignments(old, new, allow_merge):
        if all(_contained(p, idx, m) for p in node_paths):
            return m
    return None


def added_paths(old: Content, new: Content, mapping: NodeMap) -> set[int]:
    """Indices of the paths of ``new`` that are new track: no old path joins the same ends
    (old centres taken to new ones by ``mapping``). Where an old plain track is kept through
    a centre the new tile puts on it, the two halves are old track."""
    old_pairs = set()
    through: set[int] = set()
    for q in old.paths:
        a = mapping.get(q.a, q.a) if isinstance(q.a, NodeRef) else q.a
        b = mapping.get(q.b, q.b) if isinstance(q.b, NodeRef) else q.b
        old_pairs.add(_pair(a, b))
        if isinstance(q.a, int) and isinstance(q.b, int):
            through.update((q.a, q.b))
    out = set()
    for i, p in enumerate(new.paths):
        if _pair(p.a, p.b) in old_pairs:
            continue
        edge = p.a if isinstance(p.a, int) else p.b if isinstance(p.b, int) else None
        if edge is not None and edge in through and p.nodes():
            continue
        out.add(i)
    return out


def missing_track(old: Content, new: Content) -> list[Path]:
    """Old paths with no counterpart of their kind of track in ``new`` (for messages), ignoring
    centre identity."""
    idx = _index(new)
    out = []
    for p in old.paths:
        a = p.a if isinstance(p.a, int) else None
        b = p.b if isinstance(p.b, int) else None
        if a is not None and b is not None:
            if not (idx.has(a, b, p.track) or idx.through_node(a, b, p.track)):
                out.append(p)
        else:
            edge = a if a is not None else b
            node = p.b if a is not None else p.a
            if edge is None or not isinstance(node, NodeRef):
                continue
            at_edge = idx.via.get(edge, {}).items()
            if not any(n.kind == node.kind and any(_track_ok(p.track, t) for t in ts) for n, ts in at_edge):
                out.append(p)
    return out


def describe_path(p: Path) -> str:
    def end(e) -> str:
        return (
            f"edge {e}"
            if isinstance(e, int)
            else {"city": "city", "town": "town", "offboard": "off-board"}[e.kind] + f" {e.index}"
        )

    kind = "" if p.track == "broad" else f" ({p.track} track)"
    return f"{end(p.a)}-{end(p.b)}{kind}"


def counts(content: Content) -> tuple[int, int]:
    return len(content.cities), len(content.towns)


def count_problem(old: Content, new: Content, tile: str, *, merge: bool = False) -> str | None:
    """Cities stay cities and towns stay towns, in number; ``merge`` lets cities join."""
    oc, ot = len(old.cities), len(old.towns)
    nc, nt = len(new.cities), len(new.towns)
    if nc == oc and nt == ot:
        return None  # the same counts: nothing vanishes or multiplies, merged or not
    problems = []
    if merge and oc > 0:
        if not 1 <= nc <= oc:
            problems.append(f"{oc} cities may merge but not vanish or multiply (tile has {nc})")
    elif nc != oc:
        problems.append(_count_words(oc, nc, "city", "cities"))
    if nt != ot:
        problems.append(_count_words(ot, nt, "town", "towns"))
    return f"tile {tile}: " + "; ".join(problems) if problems else None


def _count_words(old: int, new: int, one: str, many: str) -> str:
    return f"the hex has {old} {one if old == 1 else many}, the tile {new}"


# ------------------------------------------------------------------ partitions
def partition_side(part: Partition, edge: int, edges: int = 6) -> str:
    """'A' (clockwise from a to b), 'B' (from b back to a) or 'on' (the line's own ends)."""
    d = (edge - part.a) % edges
    db = (part.b - part.a) % edges
    if d == 0 or d == db:
        return "on"
    return "A" if d < db else "B"


def track_groups(content: Content) -> list[set[int]]:
    """Edges joined by track on one tile: paths joined through a revenue centre form one group."""
    parent: dict = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for p in content.paths:
        parent[find(p.a)] = find(p.b)
    groups: dict = {}
    for p in content.paths:
        for e in p.edges():
            groups.setdefault(find(e), set()).add(e)
    return list(groups.values())


def crosses_partition(part: Partition, content: Content, edges: int = 6) -> list[set[int]]:
    """Groups of joined edges that cross the partition (or run along it)."""
    bad = []
    for group in track_groups(content):
        sides = {partition_side(part, e, edges) for e in group}
        if {"A", "B"} <= sides or (sides == {"on"} and len(group) >= 2):
            bad.append(group)
    return bad
