"""A company's network, kept on boards: which track it can reach from its stations.

Building, tokens and routes all ask the same question: is this piece of track on a legal
route from one of the company's stations? ``rules.walk`` answers it by walking the track
(``trace``); this module says where a company's walks start (``stations``) and keeps their
answers. A lay or a token asks it of one goal (``reaches``): the first question of a board
walks only towards that goal (``rules.goal_walk``), since a layout is checked one item per
board; a second walks the complete network.

A complete network is kept on its board (boards never change), and the board made by the
next lay or token derives its own from it: the laid hex is walked again and the walk goes
on from there, since a lay that keeps the old track only adds to a network. Where a change
could take track away (a tile that does not keep the old track, a token that fills a city
the walk passed), the network is walked again from the stations.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..model.tile import NodeRef
from .board import Board, Token
from .board_memo import NETWORK, REACHED, STATIONS
from .goal_walk import reaches_goal
from .walk import Network, Station, Traversable, Walk, city_full_for, trace, walk_within


def stations(board: Board, company: str) -> tuple[Station, ...]:
    """Where a company's network starts: its tokens, and its home while its home token is
    not placed yet (a home counts as a station from the start of play). Kept on the board,
    and on the boards made from it by lays that leave the tokens and homes where they are."""
    kept = board.memo.get(STATIONS)
    if isinstance(kept, dict):
        found: tuple[Station, ...] | None = kept.get(company)
        if found is not None:
            return found
    else:  # (kept for each company, and handed on to the boards a lay makes: see with_tile)
        kept = board.memo[STATIONS] = {}
    out: list[Station] = [(t.hex, t.city) for t in board.tokens_of(company)]
    out += [(t.hex, None if t.city < 0 else t.city) for t in board.homes if t.company == company]
    found = kept[company] = tuple(out)
    return found


# How far back a board looks for a network to carry over (changes replayed one by one).
DERIVE_DEPTH = 16


def _derive(board: Board, company: str, traversable: Traversable) -> Network | None:
    """The network on ``board`` carried over from the last board it was made from that keeps
    one, by replaying each change since; None when that cannot be done (no such board, or a
    change may take track away)."""
    key = (NETWORK, company, traversable)
    if key not in board.kin:
        return None  # no board of its family keeps one
    found = board.lineage(key, DERIVE_DEPTH, Network)
    if found is None:
        return None
    kept, steps = found
    net = kept  # shared with the board it comes from until a step changes it
    for _, child, change in steps:
        if not _touches(net, child, company, change):
            continue
        if net is kept:
            net = kept.copy()
        walk = Walk(child, company, traversable, net)
        done = _token_step(walk, change) if isinstance(change, Token) else _tile_step(walk, change)
        if not done:
            return None
    return net


def _touches(net: Network, board: Board, company: str, change: str | Token) -> bool:
    """Whether a lay or a token can change the company's network: a lay on a hex its traces
    arrive in or hold a station in, its own token, a token in a city its traces pass."""
    if isinstance(change, Token):
        return change.company == company or NodeRef("city", change.city) in net.passed.get(change.hex, ())
    return (
        change in net.arrivals or change in net.paths or any(s[0] == change for s in stations(board, company))
    )


def _token_step(walk: Walk, token: Token) -> bool:
    """Carry a network over a token placement; False when it must be walked again."""
    board, company = walk.board, walk.company
    if token.company != company:  # in a city the walk passed: nothing changes unless it fills it
        return not city_full_for(board, token.hex, token.city, company)
    if token.home:
        return False  # a pending home (all of its hex) becomes one city
    walk.run(walk.starts([(token.hex, token.city)]))
    return True


def _tile_step(walk: Walk, hex: str) -> bool:
    """Carry a network over a lay on ``hex``: walk the hex again from where traces arrive in
    it, and on from there. False when traces no longer leave the hex by every edge they
    left it by before (the tile took track away, or its city now stops them): then what
    lies beyond may no longer be reached."""
    board, net = walk.board, walk.net
    before = net.exits.get(hex, set())
    net.forget(hex)
    stack = walk.starts([s for s in stations(board, walk.company) if s[0] == hex])
    walk.arrivals_again(hex, stack)
    walk.run(stack)
    return before <= net.exits.get(hex, set())  # else the hex stops a trace it let through


def _known(board: Board, company: str, traversable: Traversable) -> Network | None:
    """The company's complete network on ``board`` if kept there, or carried over from a
    board it was made from (and then kept)."""
    key = (NETWORK, company, traversable)
    kept = board.memo.get(key)
    if isinstance(kept, Network):
        return kept
    derived = _derive(board, company, traversable)
    if derived is not None:
        board.memo[key] = derived  # (its family knows of one already)
    return derived


def network(board: Board, company: str, traversable: Traversable) -> Network:
    """The company's complete network on ``board`` from its stations, kept on the board.

    It is carried over from the network of a board this one was made from when that is
    kept; otherwise it is walked once and kept (``legal`` asks hundreds of questions of one
    board)."""
    return _known(board, company, traversable) or _walked(board, company, traversable)


def _walked(board: Board, company: str, traversable: Traversable) -> Network:
    """The complete network walked from the stations, kept on the board and known to be
    kept in its family (boards made from it carry it over)."""
    net = trace(board, company, stations(board, company), traversable)
    key = (NETWORK, company, traversable)
    board.memo[key] = net
    board.kin[key] = True
    return net


def reaches(
    board: Board,
    company: str,
    traversable: Traversable,
    hex: str,
    edges: frozenset[int] = frozenset(),
    node: NodeRef | None = None,
) -> bool:
    """Whether a trace from the company's stations arrives in ``hex`` over one of ``edges``
    or enters its centre ``node``.

    A complete network kept on the board (or carried over to it) answers. Otherwise the
    first question asked of a board walks only towards its goal (``reaches_goal``: a lay or
    a token is checked once on the board it meets), and a second one walks everything once
    and keeps it (``legal`` asks hundreds of questions of one board)."""
    key = (NETWORK, company, traversable)
    memo = board.memo
    kept = memo.get(key)
    net = None
    if kept is not None or key in board.kin:  # (else nothing kept, nor in the board's family)
        net = _known(board, company, traversable)
        if net is None and kept is not None:
            net = _walked(board, company, traversable)
    if net is None:
        memo[key] = "asked"
        return reaches_goal(board, company, stations(board, company), traversable, hex, edges, node)
    return (node is not None and net.entered(hex, node)) or not edges.isdisjoint(net.arrivals.get(hex, ()))


def reachable_paths(
    board: Board,
    company: str,
    starts: Sequence[Station],
    traversable: Traversable | None = None,
) -> dict[str, set[int]]:
    """Paths (by index, per hex) reached from ``starts`` by legal track, as a building trace;
    kept on the board (``board_memo.REACHED``), so its callers only read it."""
    key = (REACHED, company, tuple(starts), traversable)
    kept = board.memo.get(key)
    if isinstance(kept, dict):
        return kept
    paths = trace(board, company, starts, traversable).paths
    board.memo[key] = paths
    return paths


__all__ = [
    "Network",
    "Station",
    "city_full_for",
    "network",
    "reachable_paths",
    "reaches",
    "stations",
    "trace",
    "walk_within",
]
