"""Where new track leaves a tile: off the map, into a barrier, into a closed hex, across a
partition. Each function answers one exit rule for a lay, in words, or None."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.game import Border, MapDef
from . import upgrade as geo
from .lay import LayContext

if TYPE_CHECKING:
    from .exit_hooks import ExitHooks


Beyond = tuple[str | None, "Border | None"]  # per edge: the hex beyond (None: off the map), the barrier


def beyond(rules: ExitHooks, ctx: LayContext) -> tuple[Beyond, ...]:
    """For each edge of ``ctx.hex``: the hex beyond it and the impassable border between
    (on either side), if any (see ``edges_beyond``)."""
    return edges_beyond(rules, ctx.board.map, ctx.hex)


def edges_beyond(rules: ExitHooks, mp: MapDef, hex: str) -> tuple[Beyond, ...]:
    """For each edge of ``hex``: the hex beyond it and the impassable border between (on
    either side), if any. Both are printed on the map, so they are kept on it, per hex and
    kind of rules (which borders are barriers)."""
    kept: dict[tuple[type, str], tuple[Beyond, ...]] | None = mp.__dict__.get("_beyond")
    if kept is None:
        kept = mp.__dict__["_beyond"] = {}
    key = (type(rules), hex)
    found = kept.get(key)
    if found is None:
        found = kept[key] = tuple(_beyond(rules, mp, hex, e) for e in range(mp.grid.edges))
    return found


def _beyond(rules: ExitHooks, mp: MapDef, hex: str, edge: int) -> Beyond:
    nb = mp.neighbour(hex, edge)
    return nb, barrier(rules, mp, hex, edge, nb) if nb is not None else None


def off_map_problem(rules: ExitHooks, ctx: LayContext) -> str | None:
    """Track that runs off a bounded map."""
    table = beyond(rules, ctx)
    edges = [e for e in ctx.new_exits if table[e][0] is None]
    if not edges:
        return None
    return f"track on {_edges(edges)} of {ctx.hex} runs off the map"


def barrier(rules: ExitHooks, mp: MapDef, hex: str, edge: int, nb: str) -> Border | None:
    """The impassable border (on either side) between ``hex`` and ``nb``, across ``edge``,
    if any (an unlisted cell of an unbounded map has no border)."""
    h, nh = mp.hex_table.get(hex), mp.hex_table.get(nb)
    b = h.border(edge) if h is not None else None
    ob = nh.border(mp.grid.opposite(edge)) if nh is not None else None
    return next((x for x in (b, ob) if x is not None and rules.is_barrier(x)), None)


def border_problem(rules: ExitHooks, ctx: LayContext) -> str | None:
    """Track that runs into an impassable border."""
    found = []
    table = beyond(rules, ctx)
    for e in ctx.new_exits:
        hit = table[e][1]
        if hit is not None:
            found.append(f"track on edge {e} of {ctx.hex} runs into an {hit.kind} border")
    return "; ".join(found) or None


def dead_end_problem(rules: ExitHooks, ctx: LayContext) -> str | None:
    """Track that points into a closed hex (red, gray...) which has no track back."""
    found = []
    board = ctx.board
    table = beyond(rules, ctx)
    for e in ctx.new_exits:
        nb, hit = table[e]
        if nb is None or hit is not None:
            continue
        if rules.is_closed(board, nb) and board.grid.opposite(e) not in board.content(nb).exits():
            nh, laid = board.hexdef(nb), board.placed(nb)
            what = laid.tile.color if laid is not None else nh.color if nh is not None else "closed"
            found.append(
                f"track on edge {e} of {ctx.hex} points into the {what} hex {nb}, which has no track back"
            )
    return "; ".join(found) or None


def partition_problem(ctx: LayContext) -> str | None:
    """Track that crosses (or runs along) a line printed across the hex."""
    h = ctx.hexdef
    if h is None or h.partition is None:
        return None
    part = h.partition
    found = [
        f"track {'-'.join(str(x) for x in sorted(group))} in {ctx.hex} crosses the "
        f"{part.kind or 'partition'} line {_line(part.a, part.b, ctx.board.grid.edges)}"
        for group in geo.crosses_partition(part, ctx.new, ctx.board.grid.edges)
    ]
    return "; ".join(found) or None


def _line(a: float, b: float, edges: int) -> str:
    """Where a partition line runs: between two edges, or two corners (half-way positions,
    18Mag's Lake Balaton)."""
    if (a - int(a), b - int(b)) == (0.5, 0.5):
        return f"from the corner of edges {_corner(a, edges)} to that of edges {_corner(b, edges)}"
    return f"between edges {_fmt(a)} and {_fmt(b)}"


def _corner(x: float, edges: int) -> str:
    return f"{int(x)}-{(int(x) + 1) % edges}"


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _edges(edges: list[int]) -> str:
    if len(edges) == 1:
        return f"edge {edges[0]}"
    return "edges " + ", ".join(str(e) for e in edges[:-1]) + f" and {edges[-1]}"
