"""Where hexes lie, as walks ask it: the hexes beyond each edge of a hex, and how far each
hex lies from a goal. Both depend on the map alone, so they are kept on it (a walk asks
them of every hex it leaves)."""

from __future__ import annotations

from collections.abc import Callable

from .board import Board


def beyond_rows(
    board: Board,
) -> tuple[dict[str, tuple[str | None, ...]], Callable[[str], tuple[str | None, ...]]]:
    """The hexes beyond each edge, per hex, kept on the map (a walk asks them of every hex it
    leaves): what is known so far, and how to work out (and keep) a hex's row."""
    mp = board.map
    rows: dict[str, tuple[str | None, ...]] | None = mp.__dict__.get("_rows")
    if rows is None:
        rows = mp.__dict__["_rows"] = {}

    def neighbours(h: str) -> tuple[str | None, ...]:
        found = rows[h] = tuple(mp.neighbour(h, e) for e in range(mp.grid.edges))
        return found

    return rows, neighbours


class _Far(dict[str, float]):
    """How far each hex lies from one goal hex (squared, between centres), worked out when
    first asked."""

    def __init__(self, centre: Callable[[str], tuple[float, float]], goal: str) -> None:
        super().__init__()
        self.centre = centre
        self.gx, self.gy = centre(goal)

    def __missing__(self, h: str) -> float:
        x, y = self.centre(h)
        found = self[h] = (x - self.gx) * (x - self.gx) + (y - self.gy) * (y - self.gy)
        return found


def distances(board: Board, goal: str) -> _Far:
    """How far each hex lies from ``goal``, kept on the map (for every goal asked)."""
    mp = board.map
    kept: dict[str, _Far] = mp.__dict__.setdefault("_distances", {})
    found = kept.get(goal)
    if found is None:
        grid = mp.grid

        def centre(h: str) -> tuple[float, float]:
            return grid.centre(grid.parse(h))

        found = kept[goal] = _Far(centre, goal)
    return found


__all__ = ["beyond_rows", "distances"]
