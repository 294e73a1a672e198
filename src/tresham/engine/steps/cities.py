"""Which city a ``place_token`` or ``remove_token`` names: ``"<hex>-<city index>"`` as scenarios
write it, or an 18xx.games city id (``"57-0-0"``, ``"C12-0-0"``)."""

from __future__ import annotations

from ...errors import CoordinateError
from ..state import State


def city_of(state: State, city: str) -> tuple[str, int] | str:
    """(hex, city index) for a ``place_token`` city, or why there is none."""
    head, _, tail = city.rpartition("-")
    if not head or not tail.isdigit():
        return f"{city!r} names no city (expected '<hex>-<city>' or an 18xx.games city id)"
    board = state.board
    try:
        hex = board.normalise(head)
    except CoordinateError:
        hex = ""
    if hex and board.on_map(hex):
        return hex, int(tail)
    # an 18xx.games id: "<tile>-<copy>-<part>" or "<hex>-<n>-<part>"
    tile_id = head
    found = next(
        (h for h, p in board.tiles.items() if p.copy is not None and f"{p.tile.name}-{p.copy}" == tile_id),
        None,
    )
    if found is None:
        try:
            found = board.normalise(tile_id.rpartition("-")[0])
        except CoordinateError:
            found = None
    if found is None or not board.on_map(found):
        return f"{city!r} names no tile on the board and no hex of this map"
    return _only_city(state, found, city)


def _only_city(state: State, hex: str, city: str) -> tuple[str, int] | str:
    """The export's last number counts the parts of a tile's code (borders, towns, labels...),
    not its cities; where the hex has one city that city is meant."""
    n = len(state.board.content(hex).cities)
    if n == 1:
        return hex, 0
    if n == 0:
        return f"{hex} has no city for the token {city!r}"
    return f"{city!r} is one of {n} cities in {hex}; name it as '{hex}-<city index>'"
