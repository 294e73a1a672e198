"""The board and the market at a moment of play, as the CLI draws them (``example run
--render``, ``replay --render``, ``routes --svg``): the tiles laid and the station tokens,
in the art's terms, a map drawing whose hexes measure what the kit's map hexes measure, and
the market with the companies' markers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .art.board import LaidTile, Station
    from .art.component import Component
    from .art.drawing import Drawing
    from .art.map import MapArt
    from .engine.state import State
    from .rules.board import Board


def board_pieces(
    board: Board, number: Callable[[str], str] | None = None
) -> tuple[dict[str, LaidTile], list[Station]]:
    """The tiles on ``board`` (each printed with ``number(tile name)``, the tile's own name
    when ``number`` is None) and its station tokens."""
    from .art.board import LaidTile, Station

    laid = {
        h: LaidTile(p.tile, p.rotation, p.tile.name if number is None else number(p.tile.name))
        for h, p in board.tiles.items()
    }
    return laid, [Station(t.hex, t.city, t.company) for t in board.tokens]


def map_drawing(art: MapArt, title: str) -> Drawing:
    """``art`` (a map) as a drawing at the size the kit prints map hexes: a tile's size and
    the map's extra."""
    from .art.drawing import Drawing
    from .kit.paper import PrintSettings
    from .kit.tilesheet import units_per_mm

    settings = PrintSettings()
    upm = units_per_mm(settings.tile_size + settings.map_extra)
    return Drawing(art.width, art.height, [art.group], units_per_mm=upm, title=title)


def market_art(state: State) -> Component:
    """The market at the moment of ``state``: every company's marker on its price, stacked
    in the order the companies reached the space, and a par marker where a price has left it."""
    from .art.papers.market_moment import market_moment

    priced = sorted(
        (cs.stack, cid, cs.cell)
        for cid, cs in state.companies.items()
        if cs.cell is not None and not cs.closed
    )
    return market_moment(state.game, state.market, [(cid, cell) for _, cid, cell in priced], par_cells(state))


def market_drawing(state: State, title: str) -> Drawing:
    """``market_art`` as a drawing of its own, at its printed size."""
    from .art.drawing import Drawing

    market = market_art(state)
    return Drawing(market.width, market.height, [market.front], units_per_mm=1.0, title=title)


def par_cells(state: State) -> list[tuple[str, tuple[int, int]]]:
    """The par space of each company in play whose price has left it (the par's space on
    the market: the par space where several print the value, none where that is ambiguous)."""
    from .engine.market import MarketError, cell_of_value

    out = []
    for cid, cs in state.companies.items():
        if cs.closed or cs.par is None or cs.cell is None or state.cell_value(cs.cell) == cs.par:
            continue
        try:
            out.append((cid, cell_of_value(state.market, cs.par, mark="p")))
        except MarketError:
            continue  # a par printed on no space (1862's par chart beside it) or on several
    return out
