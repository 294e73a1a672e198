"""Candidates on the board for ``legal_actions``: tile lays, station tokens and the best run.

Each function lists what might be legal; ``legal_actions`` keeps only what ``check``
accepts, so nothing here decides a rule:

- ``tile_lays``: every (tile, rotation) ``rules.legal.lays_on`` finds on each hex of the map
  in the phase's colours. Every hex is asked, not only those the company reaches, since some
  lays need no connection (1840's city-line and bonus tiles, 1862's added small station, 18
  Lilliput's set-up tiles): on a hex its network does not reach only those tiles are judged,
  and a hex no tile fits is refused by its gates at once;
- ``token_places``: every city of the map with a slot free of tokens;
- ``best_run``: the company's best run (``rules.routes.best_runs``) as a ``run_routes`` whose
  routes name their stops, and ``no_run``: the run in which no train runs.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..model.actions import LayTile, PlaceToken, Route, RunRoutes
from ..rules.board_memo import BEST_RUNS
from ..rules.city_ids import node_part
from ..rules.connection_hooks import ConnectionHooks
from ..rules.legal import candidate_tiles, lays_on
from ..rules.network import network, stations
from ..rules.routes import RouteError, best_runs
from ..rules.routes.model import Run, RunSet
from ..rules.routes.search import can_run as can_run_on
from . import trains as tr
from .state import State, TrainCard


def entity_type(state: State, company: str) -> str:
    return state.rules.entity_type(state.company_def(company))


def board_hexes(state: State) -> list[str]:
    """The map's hexes, and where the map is open (18 Lilliput's squares, laid anywhere beside
    track) every place beside a tile on the board: in map order, then board order."""
    board = state.board
    out = dict.fromkeys(state.rules.map.hexes)
    out.update(dict.fromkeys(board.tiles))
    for hex in list(out):
        for edge in range(board.grid.edges):
            near = board.neighbour(hex, edge)
            if near is not None and near not in out and board.on_map(near):
                out[near] = None
    return list(out)


def tile_lays(state: State, company: str) -> Iterator[LayTile]:
    """Every lay the tile rules allow ``company`` on the board as it stands (its turn's lay
    slots and its cash are ``check``'s to judge)."""
    rules, board = state.rules, state.board
    colours = rules.phase_colors(state.phase)
    owners = state.ownership()
    kind = entity_type(state, company)
    starts = stations(board, company)
    reached = set(network(board, company, rules.traversable).arrivals) | {h for h, _ in starts}
    # (where every lay must connect, a hex the network does not reach has none to offer)
    all_connect = type(rules).needs_connection is ConnectionHooks.needs_connection
    for hex in board_hexes(state):
        # (a company without a station connects nowhere: every lay is judged in full)
        far = bool(starts) and hex not in reached
        if far and all_connect:
            continue
        for found in lays_on(
            rules, board, hex, phase_colors=colours, company=company, owners=owners, unconnected=far
        ):
            rotation = found.rotation
            yield LayTile(entity=company, entity_type=kind, hex=hex, tile=found.tile.name, rotation=rotation)


def home_lays(state: State, company: str) -> Iterator[LayTile]:
    """Every (hex, tile, rotation) of the map for a home tile laid before play (18 Lilliput's
    draft, L13-L15): the tiles of the manifest on each hex without a tile."""
    rules, board = state.rules, state.board
    kind = entity_type(state, company)
    tiles = [t for t in candidate_tiles(rules) if t.edge_count == board.grid.edges and t.content.cities]
    for hex in board_hexes(state):
        if board.placed(hex) is not None:
            continue
        for tile in tiles:
            for rotation in range(tile.edge_count):
                yield LayTile(entity=company, entity_type=kind, hex=hex, tile=tile.name, rotation=rotation)


def token_places(state: State, company: str) -> Iterator[PlaceToken]:
    """A token in every city of the map that has a free slot and none of ``company``'s tokens."""
    board = state.board
    kind = entity_type(state, company)
    for hex in board_hexes(state):  # (on an open map, the cells with tiles too)
        cities = board.content(hex).cities
        if not cities:
            continue
        here = board.tokens_at(hex)
        if any(t.company == company for t in here):
            continue
        for city in range(len(cities)):
            taken = sum(1 for t in here if t.city == city)
            if taken < board.city_slots(hex, city):
                yield PlaceToken(entity=company, entity_type=kind, city=f"{hex}-{city}")


def no_run(state: State, company: str) -> RunRoutes:
    """The run in which none of ``company``'s trains runs."""
    trains = state.companies[company].trains
    return RunRoutes(
        entity=company,
        entity_type=entity_type(state, company),
        routes=tuple(Route(train=t, connections=()) for t in trains),
    )


def _runnable(state: State, company: str) -> tuple[list[TrainCard], list[str]]:
    """The trains ``company`` may run (only the kinds it holds permits for, 1862
    L1399-L1401) and the extras its runs take: the rail cars it bought this turn and the
    privates it or its owner holds (as the route step judges them)."""
    permits = state.companies[company].permits
    every = state.trains_of(company)
    cards = [c for c in every if not permits or tr.train_def(state, c.name).kind in permits]
    owners = {company, state.payer(company)}
    extras = [t.split(":", 1)[1] for t in state.round.turn if t.startswith("purchase:")]
    extras += [p for p, o in state.private_owners.items() if o in owners]
    return cards, extras


def can_run(state: State, company: str) -> bool:
    """Whether some train of ``company`` can run on the board as it stands (``best_run``
    would find a run), found without the search for the best."""
    cards, extras = _runnable(state, company)
    if not cards:
        return False
    try:
        names = [c.name for c in cards]
        return can_run_on(state.rules, state.board, company, names, state.phase, extras=extras)
    except RouteError:
        return False


def best_run(state: State, company: str) -> RunRoutes | None:
    """``company``'s best run on the board as it stands, with the rail cars it bought this
    turn and the privates it or its owner holds (as the route step judges it), or None when
    no train can run."""
    every = state.trains_of(company)
    cards, extras = _runnable(state, company)
    if not cards:
        return None
    names = [c.name for c in cards]
    key = (BEST_RUNS, company, tuple(names), state.phase, tuple(extras))
    found = state.board.memo.get(key)  # (asked in the track, token and route steps of one board)
    if not isinstance(found, RunSet):
        try:
            found = best_runs(state.rules, state.board, company, names, state.phase, extras=extras)
        except RouteError:
            return None
        state.board.memo[key] = found
    if not found.runs:
        return None
    free = list(cards)
    routes = []
    for run in found.runs:
        # a run names its train, or the variant it runs as (then it is the first one left)
        card = next((c for c in free if c.name == run.train), free[0] if free else None)
        if card is None:
            return None
        free.remove(card)
        routes.append(Route(train=card.id, nodes=_nodes(state, run), revenue=run.revenue))
    routes += [Route(train=c.id, connections=()) for c in every if c in free or c not in cards]
    return RunRoutes(entity=company, entity_type=entity_type(state, company), routes=tuple(routes))


def _nodes(state: State, run: Run) -> tuple[str, ...]:
    """The run's stops as the site names them, ``"<hex>-<part>"`` (``rules.city_ids``)."""
    out = []
    for stop in run.stops:
        node = next((r for r in state.board.content(stop.hex).node_refs() if str(r) == stop.node), None)
        part = node_part(state.board, stop.hex, node) if node is not None else None
        out.append(f"{stop.hex}-{part or 0}")
    return tuple(out)
