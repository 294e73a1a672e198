"""The walk towards one goal: does a trace from the stations get there?

A lay asks whether a trace arrives in its hex over an edge the new tile has track on; a
token asks whether a trace enters its city. Each asks once of a board, and the answer
usually lies a few hexes from a station, so what such a walk costs is its start and its
bookkeeping, not its steps. This walk follows the same traces as ``Walk.run`` (see
``rules.walk``: no passing a city full of other companies' tokens, off-boards and terminal
paths end a trace, no reversing at a junction) and answers only yes or no. It keeps no
network, and reads each hex through ``Steps``, made once per content: per edge a trace
arrives over and per centre it leaves, the edges it leaves the hex by and the centres it
enters. Hexes, arrivals and centres are plain integers (``near.HexIndex``). It goes on
first from what lies nearest the goal (an arrival, or a station's city: a far station is
walked from, and its hex read, only if nearer ones do not get there), and walks a centre as
soon as it enters one: what a walk reaches does not depend on its order, so the answer is
the same, found sooner. A goal edge is seen as soon as the arrival over it is. Its
bookkeeping is one set (arrivals and centres met) and one heap of (distance, arrival or
station), since in a layout check the walks' every bytecode counts (~127 walks a check).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from heapq import heappop, heappush

from ..model.tile import Content, NodeRef
from .board import Board
from .near import hex_index
from .walk import Station, Traversable, city_full_for, path_ends

_KINDS = {"city": 0, "town": 1, "offboard": 2}

Centre = tuple[int, bool, int]  # (centre's code, a trace entering it stops, city index or -1)
Onward = tuple[tuple[int, ...], tuple[Centre, ...]]  # the edges left by, the centres entered


def node_code(node: NodeRef) -> int:
    """A centre of a hex as an integer (city i: 3i, town i: 3i + 1, off-board i: 3i + 2)."""
    return _KINDS[node.kind] + 3 * node.index


class Steps:
    """Where traces go on within one content (for one kind of trace), from each end:

    - ``arrive[edge]``: arriving over ``edge``, every path of that edge (a centre reached by
      a terminal path or an off-board stops the trace), None where no track runs;
    - ``leave[code]``: passing a centre, its paths but terminal ones;
    - ``start[code]``: leaving a station's city, all of its paths;
    - ``edges`` and ``codes``: every edge of track and every centre (a home whose city is
      not known yet reaches all of its hex)."""

    __slots__ = ("arrive", "leave", "start", "edges", "codes", "cities")

    def __init__(self, content: Content, traversable: Traversable) -> None:
        arrive: dict[int, Onward] = {}
        self.leave: dict[int, Onward] = {}
        self.start: dict[int, Onward] = {}
        for end, steps in path_ends(content, traversable).items():
            if isinstance(end, int):
                arrive[end] = _onward([(other, terminal) for _, other, terminal in steps])
                continue
            code = node_code(end)
            self.leave[code] = _onward([(other, False) for _, other, terminal in steps if not terminal])
            self.start[code] = _onward([(other, False) for _, other, _ in steps])
        # (by edge, for six edges at least: the most a cell has)
        self.arrive = tuple(arrive.get(e) for e in range(max([6, *(e + 1 for e in arrive)])))
        self.edges = tuple(sorted(arrive))
        self.codes = tuple(node_code(n) for n in content.node_refs())
        self.cities = len(content.cities)


def _onward(steps: list[tuple[int | NodeRef, bool]]) -> Onward:
    """The edges and centres ``steps`` lead to (other end, stops there)."""
    edges = tuple(other for other, _ in steps if isinstance(other, int))
    centres = tuple(
        (node_code(other), stops or other.kind == "offboard", other.index if other.kind == "city" else -1)
        for other, stops in steps
        if isinstance(other, NodeRef)
    )
    return edges, centres


def steps_of(content: Content, traversable: Traversable) -> Steps:
    """The ``Steps`` of ``content`` for one kind of trace, kept on the content."""
    kept: dict[Traversable, Steps] | None = content.__dict__.get("_steps")
    if kept is None:
        kept = content.__dict__["_steps"] = {}
    found = kept.get(traversable)
    if found is None:
        found = kept[traversable] = Steps(content, traversable)
    return found


def reaches_goal(
    board: Board,
    company: str,
    starts: Sequence[Station],
    traversable: Traversable,
    hex: str,
    edges: Collection[int] = (),
    node: NodeRef | None = None,
) -> bool:
    """Whether a trace from ``starts`` arrives in ``hex`` over one of ``edges`` (edges of
    the grid: 0 to its edge count less one), or enters its centre ``node`` (a station's own
    city counts as entered)."""
    index = hex_index(board)
    per, names, rows, ids = index.edges, index.names, index.rows, index.ids
    goal = ids.get(hex)
    if goal is None:
        goal = index.id(hex)
    near = index.nears.get(goal)
    if near is None:
        near = index.near(goal)
    base = goal * per  # the goal's first arrival
    want = node_code(node) if node is not None else -1
    content = board.content
    # to walk on from, nearest the goal first: arrivals (hex id * edges + edge), and the
    # stations as ~(their index in ``starts``), looked at only when walked from
    frontier: list[tuple[int, int]] = []
    for i, (h, _) in enumerate(starts):
        at = ids.get(h)
        if at is None:
            at = index.id(h)
        frontier.append((near[at], ~i))
    frontier.sort()  # (a sorted list is a heap)
    seen = {-1}  # arrivals met (-1: off the map) and centres passed (-2 - (hex id << 16 | centre))
    here: list[tuple[int, Steps, Onward | None]] = []  # centres entered, walked at once
    while True:
        if here:
            at, table, onward = here.pop()
        elif frontier:
            came = heappop(frontier)[1]
            if came >= 0:
                at = came // per
                beyond = content(names[at])
                try:  # (steps_of, without its call when the steps are kept)
                    table = beyond.__dict__["_steps"][traversable]
                except KeyError:
                    table = steps_of(beyond, traversable)
                onward = table.arrive[came % per]
            else:  # a station: a trace leaves its city by all of its paths
                h, city = starts[~came]
                at = ids[h]
                station = content(h)
                try:
                    table = station.__dict__["_steps"][traversable]
                except KeyError:
                    table = steps_of(station, traversable)
                if city is None or city >= table.cities:  # a home whose city is not known yet
                    if at == goal and want in table.codes:
                        return True
                    for code in table.codes:
                        seen.add(-2 - (at << 16 | code))
                        here.append((at, table, table.start.get(code)))
                    onward = (table.edges, ())  # (all of its hex)
                else:
                    code = 3 * city
                    if at == goal and code == want:
                        return True
                    seen.add(-2 - (at << 16 | code))
                    onward = table.start.get(code)
        else:
            return False
        if onward is None:
            continue
        out, into = onward
        row = rows[at]
        if row is None:
            row = index.row(at)
        for e in out:
            came = row[e]
            if came in seen:
                continue
            if came - base in edges:  # (edges are below ``per``: only the goal's arrivals are)
                return True
            seen.add(came)
            heappush(frontier, (near[came // per], came))
        for code, stops, city in into:
            if code == want and at == goal:
                return True
            if stops:
                continue
            key = -2 - (at << 16 | code)
            if key in seen or (city >= 0 and city_full_for(board, names[at], city, company)):
                continue
            seen.add(key)
            here.append((at, table, table.leave.get(code)))


__all__ = ["Steps", "node_code", "reaches_goal", "steps_of"]
