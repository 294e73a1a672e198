"""Which city a ``place_token`` or ``remove_token`` names: ``"<hex>-<city index>"`` as scenarios
write it, or an 18xx.games city id (``"57-0-0"``, ``"C12-0-0"``), read by the one decoder of
city ids (``rules.city_ids``)."""

from __future__ import annotations

from ...rules.city_ids import CityIdError, locate_city
from ..state import State


def city_of(state: State, city: str) -> tuple[str, int] | str:
    """(hex, city index) for a ``place_token`` city, or why there is none."""
    try:
        at = locate_city(state.rules, state.board, city)
    except CityIdError as exc:
        return str(exc)
    if at.city is None:
        return at.problem or f"{city!r} names no city"
    return at.hex, at.city
