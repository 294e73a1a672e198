"""The most trains can earn together, from what each earns alone: the bound that the
planner's bars and the search's pruning share.

Each train may run in several *ways* (18Mag's rail cars: a train with or without each
car); each way takes some *extras* (as bits), and an extra serves one train only. A way's
*top* is the most that train earns alone in that way. Run together, trains earn at most
the best sum of tops over ways whose extras do not overlap (track shared or not, since a
train adds at most its own revenue to a company's total). With three cars and three trains
this is a choice among a few dozen; it is worked out once per (train, extras still free).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Way = tuple[int, int]  # (extras bits, top)


class Tops:
    """``rest(k, free)``: the most trains ``k, k+1, ...`` of ``ways`` earn together using
    only the extras in ``free`` (a train may also not run)."""

    def __init__(self, ways: Sequence[Sequence[Way]]) -> None:
        self.ways = ways
        self._memo: dict[tuple[int, int], int] = {}

    def rest(self, k: int, free: int) -> int:
        if k >= len(self.ways):
            return 0
        hit = self._memo.get((k, free))
        if hit is not None:
            return hit
        best = self.rest(k + 1, free)
        for bits, top in self.ways[k]:
            if not bits & ~free and top > 0:
                best = max(best, top + self.rest(k + 1, free & ~bits))
        self._memo[(k, free)] = best
        return best


def union(bits: Iterable[int]) -> int:
    """Every bit set in any of ``bits`` (the ways of several trains take the same extras, so
    their bits are joined, never added)."""
    out = 0
    for b in bits:
        out |= b
    return out


def others(ways: Sequence[Sequence[Way]], i: int) -> Tops:
    """The bound for every train but ``i``."""
    return Tops([w for j, w in enumerate(ways) if j != i])


__all__ = ["Tops", "Way", "others", "union"]
