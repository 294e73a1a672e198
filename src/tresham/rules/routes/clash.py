"""Which options of a list share track with a route: bit masks over the list, so that the
search over sets of runs (``combine.py``) finds a train's best routes clear of the track
already taken without scanning the routes that are not.

Each list holds one train's options (for one way it may run), best first; bit ``i`` of a
mask stands for option ``i``. A route's track is cut into *pieces*, the track of each of
its legs (``Route.pieces``; the whole of its track where it has none). Two routes share
track exactly when a piece of one meets a piece of the other, so the options of a list that
clash with a route are the union, over its pieces, of the options that hold a piece meeting
it; a piece meets another where they hold a track bit in common, so per list the options
that use each track bit are noted. Masks are worked out on first use and kept: per piece
and list, then per option and list.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from .options import Option


def pieces(option: Option) -> tuple[int, ...]:
    """The track of ``option``'s route, leg by leg (or in one piece)."""
    route = option.route
    if route.pieces:
        return route.pieces
    return (route.claims,) if route.claims else ()


def _bits(value: int) -> list[int]:
    out = []
    while value:
        low = value & -value
        out.append(low.bit_length() - 1)
        value ^= low
    return out


def _by_bit(options: Sequence[Option]) -> dict[int, int]:
    """Per track bit, the mask of the options whose track holds it."""
    where: dict[int, list[int]] = {}
    for i, o in enumerate(options):
        for p in pieces(o):
            where.setdefault(p, []).append(i)
    size = len(options) // 8 + 1
    out: dict[int, int] = {}
    for p, found in where.items():
        raw = bytearray(size)
        for i in found:
            raw[i >> 3] |= 1 << (i & 7)
        held = int.from_bytes(raw, "little")
        for b in _bits(p):
            out[b] = out.get(b, 0) | held
    return out


# the index of each list searched before, by the list's id (the list is kept, so its id
# stays its own): one planner searches some lists more than once
Known = dict[int, tuple[Sequence[Option], dict[int, int]]]


class Clashes:
    """Clash masks among ``lists`` of options, each sorted best first."""

    def __init__(self, lists: Sequence[Sequence[Option]], known: Known | None = None) -> None:
        self.lists = lists
        self.negated = [[-o.score.revenue for o in opts] for opts in lists]  # ascending
        self._known: Known = {} if known is None else known
        self._piece_masks: list[dict[int, int]] = [{} for _ in lists]
        self._rows: dict[tuple[int, int], list[int | None]] = {}

    def _index(self, b: int) -> dict[int, int]:
        """Per track bit, the options of list ``b`` that use it (worked out on first use:
        the first train's list never needs it)."""
        options = self.lists[b]
        hit = self._known.get(id(options))
        if hit is None:
            hit = self._known[id(options)] = (options, _by_bit(options))
        return hit[1]

    def _piece_mask(self, piece: int, b: int) -> int:
        masks = self._piece_masks[b]
        hit = masks.get(piece)
        if hit is None:
            index = self._index(b)
            hit = 0
            for bit in _bits(piece):
                hit |= index.get(bit, 0)
            masks[piece] = hit
        return hit

    def row(self, a: int, b: int) -> list[int | None]:
        """Per option of list ``a``, its mask over list ``b`` once worked out (``mask``)."""
        hit = self._rows.get((a, b))
        if hit is None:
            hit = self._rows[(a, b)] = [None] * len(self.lists[a])
        return hit

    def mask(self, a: int, i: int, b: int) -> int:
        """The options of list ``b`` that share track with option ``i`` of list ``a``."""
        row = self.row(a, b)
        hit = row[i]
        if hit is None:
            hit = 0
            masks = self._piece_masks[b]
            for p in pieces(self.lists[a][i]):
                m = masks.get(p)
                hit |= self._piece_mask(p, b) if m is None else m
            row[i] = hit
        return hit

    def above(self, b: int, floor: int) -> int:
        """How many options of list ``b`` earn more than ``floor`` (they come first)."""
        return bisect_left(self.negated[b], -floor)


__all__ = ["Clashes", "Known", "pieces"]
