"""A company's network: where its track starts, and which track it can reach from there.

Building, tokens and routes all ask the same question: is this piece of track on a legal
route from one of the company's stations? A route may enter a city whose every slot holds
another company's token but may not pass through it; off-board areas and terminal paths
end a route; a route never reverses at a junction (it leaves a tile only by the paths of the
edge it arrived on).
"""

from __future__ import annotations

from collections.abc import Callable

from ..model.tile import Content, NodeRef, Path
from .board import Board

Station = tuple[str, int | None]  # (hex, city index; None: a home whose city is not known yet)


def city_full_for(board: Board, hex: str, city: int, company: str) -> bool:
    """A city every slot of which holds another company's token: no passing through."""
    toks = [t for t in board.tokens if t.hex == hex and t.city == city]
    if not toks or any(t.company == company for t in toks):
        return False
    return len(toks) >= board.city_slots(hex, city)


def stations(board: Board, company: str) -> list[Station]:
    """Where a company's network starts: its tokens, else its home (placed before any lay)."""
    toks = [(t.hex, t.city) for t in board.tokens_of(company)]
    if toks:
        return [(h, c) for h, c in toks]
    return [(t.hex, None if t.city < 0 else t.city) for t in board.homes if t.company == company]


def reachable_paths(
    board: Board,
    company: str,
    starts: list[Station],
    traversable: Callable[[Path], bool] | None = None,
) -> dict[str, set[int]]:
    """Paths (by index, per hex) reached from ``starts`` by legal track, as a building trace.

    A city full of other companies' tokens can be entered but not passed; off-boards and
    terminal paths end a trace; no reversing at a junction (a trace arriving over an edge
    continues on the paths of that edge only).
    """
    ok = traversable or (lambda p: True)
    reached: dict[str, set[int]] = {}
    seen_nodes: set[tuple[str, NodeRef]] = set()
    seen_edges: set[tuple[str, int]] = set()
    # one stack, in trace order: ("n", hex, node, is_start) or ("e", hex, edge)
    stack: list[tuple[str, str, NodeRef, bool] | tuple[str, str, int]] = []
    contents: dict[str, Content] = {}

    def content(h: str) -> Content:
        c = contents.get(h)
        if c is None:
            c = board.content(h)
            contents[h] = c
        return c

    def visit_node(h: str, node: NodeRef, start: bool = False, via_terminal: bool = False) -> None:
        if (h, node) in seen_nodes:
            return
        seen_nodes.add((h, node))
        if start:
            stack.append(("n", h, node, True))
            return
        if node.kind == "offboard" or via_terminal:
            return  # a terminus: the trace may end here but not pass
        if node.kind == "city" and city_full_for(board, h, node.index, company):
            return
        stack.append(("n", h, node, False))

    for h, city in starts:
        c = content(h)
        if city is not None and city < len(c.cities):
            visit_node(h, NodeRef("city", city), start=True)
        else:  # a home with no city yet: all of the hex counts as reached
            for node in c.node_refs():
                visit_node(h, node, start=True)
            for i, p in enumerate(c.paths):
                if ok(p):
                    reached.setdefault(h, set()).add(i)
                    for e in p.edges():
                        stack.append(("e", h, e))

    while stack:
        item = stack.pop()
        if len(item) == 4:
            _, h, node, start = item
            c = content(h)
            for i, p in enumerate(c.paths):
                if node not in (p.a, p.b) or not ok(p) or (p.terminal and not start):
                    continue
                reached.setdefault(h, set()).add(i)
                other = p.b if p.a == node else p.a
                if isinstance(other, int):
                    stack.append(("e", h, other))
                else:
                    visit_node(h, other)
            continue
        _, h, e = item
        if (h, e) in seen_edges:
            continue
        seen_edges.add((h, e))
        nb = board.neighbour(h, e)
        if nb is None:
            continue
        oe = board.grid.opposite(e)
        c = content(nb)
        for i, p in enumerate(c.paths):
            if oe not in (p.a, p.b) or not ok(p):
                continue
            reached.setdefault(nb, set()).add(i)
            other = p.b if p.a == oe else p.a
            if isinstance(other, int):
                stack.append(("e", nb, other))
            else:
                visit_node(nb, other, via_terminal=p.terminal)
    return reached


__all__ = ["Station", "city_full_for", "reachable_paths", "stations"]
