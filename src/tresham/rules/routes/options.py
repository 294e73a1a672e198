"""What the search over sets of runs chooses among: a train's route, scored, with the track
and extras it takes (``combine.py``, ``shared.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .model import Route, RouteTrain, Score


@dataclass(frozen=True)
class Option:
    """A route scored for one way a train may run; ``claims`` are the track bits it uses
    (none where the game lets trains share track) and one bit per extra it takes."""

    train: RouteTrain
    score: Score
    route: Route
    claims: int


Choice = tuple[int, Sequence[Option]]  # one way a train may run: its extras (bits), its options
BIG = 1 << 40  # orders (way, index) pairs of equal trains as one number


def richest_first(trains: Sequence[RouteTrain], groups: Sequence[Sequence[Choice]]) -> list[int]:
    """The trains' indexes, the one with the richest route first; equal trains side by side
    (so that the search can take their routes in list order and try no set twice)."""
    top = [max((opts[0].score.revenue for _, opts in g if opts), default=0) for g in groups]
    first = [trains.index(t) for t in trains]
    return sorted(range(len(trains)), key=lambda i: (-top[i], first[i], i))


__all__ = ["BIG", "Choice", "Option", "richest_first"]
