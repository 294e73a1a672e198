"""A company's setting for the route search: its ``RouteContext`` (the board, the phase,
its stations and what it owns that changes its runs), the track its trains may run on, its
route graph (kept on the board) and its trains as the search sees them."""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import TYPE_CHECKING

from ...model.game import Train
from ...model.tile import Path
from ..board import Board
from ..board_memo import ROUTE_GRAPH
from .graph import Node, RouteGraph, build_graph
from .model import RouteContext, RouteTrain
from .trains import RouteError, find_train

if TYPE_CHECKING:
    from ..base import Rules


def route_context(
    rules: Rules,
    board: Board,
    company: str,
    phase: str | None,
    extras: Collection[str] = (),
    site: bool = False,
) -> RouteContext:
    if rules.company(company) is None:
        raise RouteError(f"{rules.game.title} has no company {company!r}")
    stations = frozenset((h, 0 if c is None else c) for h, c in rules.stations(board, company))
    return RouteContext(board, company, phase, rules.revenue_column(phase), stations, frozenset(extras), site)


def track_filter(rules: Rules, ctx: RouteContext) -> Callable[[Path], bool]:
    """The paths ``ctx.company``'s trains may run on."""
    return lambda p: rules.route_track(ctx, p)


def company_graph(rules: Rules, ctx: RouteContext, extra: Iterable[Node] = ()) -> RouteGraph:
    """The route graph of ``ctx.company`` (``extra`` centres are walked from as well), kept
    on the board (``board_memo.ROUTE_GRAPH``): the route step, its check and the test for a
    possible run ask for it on one board. Its users only read it."""
    more = tuple(extra)
    board = ctx.board
    key = (ROUTE_GRAPH, rules, ctx.company, ctx.phase, ctx.column, ctx.stations, ctx.extras, ctx.site, more)
    kept = board.memo.get(key)
    if isinstance(kept, RouteGraph):
        return kept
    graph = build_graph(ctx, lambda h, r: rules.route_stop(ctx, h, r), track_filter(rules, ctx), more)
    board.memo[key] = graph
    return graph


def route_trains(rules: Rules, trains: Sequence[str | Train], phase: str | None) -> tuple[RouteTrain, ...]:
    """The trains by name (or ``Train``) as the search sees them."""
    out = []
    for t in trains:
        train = find_train(rules.game, t) if isinstance(t, str) else t
        out.append(rules.route_train(train, phase))
    return tuple(out)
