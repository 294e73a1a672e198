"""Where new track leaves a tile: off the map, into a barrier, into a closed hex, across a
partition. Each function answers one exit rule for a lay, in words, or None."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.game import Border
from . import upgrade as geo
from .lay import LayContext

if TYPE_CHECKING:
    from .exit_hooks import ExitHooks


def off_map_problem(ctx: LayContext) -> str | None:
    """Track that runs off a bounded map."""
    edges = [e for e in ctx.new_exits if ctx.board.neighbour(ctx.hex, e) is None]
    if not edges:
        return None
    return f"track on {_edges(edges)} of {ctx.hex} runs off the map"


def barrier(rules: ExitHooks, ctx: LayContext, edge: int, nb: str) -> Border | None:
    """The impassable border (on either side) between ``ctx.hex`` and ``nb``, if any."""
    h = ctx.hexdef
    nh = ctx.board.hexdef(nb)
    b = h.border(edge) if h is not None else None
    ob = nh.border(ctx.board.grid.opposite(edge)) if nh is not None else None
    return next((x for x in (b, ob) if x is not None and rules.is_barrier(x)), None)


def border_problem(rules: ExitHooks, ctx: LayContext) -> str | None:
    """Track that runs into an impassable border."""
    found = []
    for e in ctx.new_exits:
        nb = ctx.board.neighbour(ctx.hex, e)
        hit = barrier(rules, ctx, e, nb) if nb is not None else None
        if hit is not None:
            found.append(f"track on edge {e} of {ctx.hex} runs into an {hit.kind} border")
    return "; ".join(found) or None


def dead_end_problem(rules: ExitHooks, ctx: LayContext) -> str | None:
    """Track that points into a closed hex (red, gray...) which has no track back."""
    found = []
    board = ctx.board
    for e in ctx.new_exits:
        nb = board.neighbour(ctx.hex, e)
        if nb is None or barrier(rules, ctx, e, nb) is not None:
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
        f"{part.kind or 'partition'} line between edges {_fmt(part.a)} and {_fmt(part.b)}"
        for group in geo.crosses_partition(part, ctx.new, ctx.board.grid.edges)
    ]
    return "; ".join(found) or None


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _edges(edges: list[int]) -> str:
    if len(edges) == 1:
        return f"edge {edges[0]}"
    return "edges " + ", ".join(str(e) for e in edges[:-1]) + f" and {edges[-1]}"
