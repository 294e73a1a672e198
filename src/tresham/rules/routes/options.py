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


__all__ = ["BIG", "Choice", "Option"]
