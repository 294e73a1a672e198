"""An admissible upper bound on what a partial route can still add: the richest stops it can
still reach within what is left of its train's reach.

The stops of one train class are numbered as bits, richest first (by their *ceiling*, the
most a stop can add to a run, ``Rules.stop_ceiling``), so that the lowest set bits of a mask
are its richest stops. For a train of limited reach every stop keeps a *ball* per radius:
the stops it reaches along the class's links, passing only stops a route may pass, spending
at most that much reach (a stop that counts costs one; 1862's freight trains would pay per
hex, but their runs have no ceilings). What a route growing from its open ends can add is at
most the richest ``room`` counted stops (plus the stops that do not count, within the cap on
all stops) among the unused stops in the balls of its ends. Track already used is ignored,
so the bound never falls below the truth.

A train of unlimited reach (1840's trams) has no balls: its bound walks the graph from the
route's ends, around the stops the route already holds, and adds every stop it meets.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

UNLIMITED = 1 << 30


class Reach:
    """The bound for one walk: ``targets[n]`` lists (stop, reach spent) for each link out of
    stop ``n`` the class may take; ``passable[n]`` whether a route may pass stop ``n``."""

    def __init__(
        self,
        targets: Sequence[Sequence[tuple[int, int]]],
        passable: Sequence[bool],
        ceilings: Sequence[int],
        counts: Sequence[int],
        keys: Sequence[int],
        limit: int,
    ) -> None:
        n_stops = len(targets)
        order = sorted(range(n_stops), key=lambda n: (-ceilings[n], n))
        rank = [0] * n_stops
        for r, n in enumerate(order):
            rank[n] = r
        self.bit = [1 << rank[n] for n in range(n_stops)]
        self.ceiling = [ceilings[n] for n in order]  # by rank
        self.counted = sum(self.bit[n] for n in range(n_stops) if counts[n] and ceilings[n] > 0)
        self.free = sum(self.bit[n] for n in range(n_stops) if not counts[n] and ceilings[n] > 0)
        self.free_total = sum(ceilings[n] for n in range(n_stops) if not counts[n] and ceilings[n] > 0)
        self.best = [0]  # best[k]: the k richest counted stops together
        for c in sorted((ceilings[n] for n in range(n_stops) if counts[n]), reverse=True):
            self.best.append(self.best[-1] + max(0, c))
        self.key_bits = [0] * n_stops  # every stop of the same revenue location
        by_key: dict[int, int] = {}
        for n, k in enumerate(keys):
            by_key[k] = by_key.get(k, 0) | self.bit[n]
        self.key_bits = [by_key[k] for k in keys]
        self.limit = limit
        self.next = [0] * n_stops  # by rank: the stops one link away
        for n, steps in enumerate(targets):
            for m, _ in steps:
                self.next[rank[n]] |= self.bit[m]
        self.pass_bits = sum(self.bit[n] for n in range(n_stops) if passable[n])
        self.balls: list[list[int]] = []
        if limit < UNLIMITED:
            self.balls = [self._ball(n, targets, passable) for n in range(n_stops)]

    def _ball(
        self, start: int, targets: Sequence[Sequence[tuple[int, int]]], passable: Sequence[bool]
    ) -> list[int]:
        """For each radius up to the limit, the stops ``start`` reaches within it."""
        limit = self.limit
        dist = {start: 0}
        heap = [(0, start)]
        while heap:
            d, n = heapq.heappop(heap)
            if d > dist[n] or (n != start and not passable[n]):
                continue
            for m, cost in targets[n]:
                nd = d + cost
                if nd <= limit and nd < dist.get(m, limit + 1):
                    dist[m] = nd
                    heapq.heappush(heap, (nd, m))
        balls = [0] * (limit + 1)
        for m, d in dist.items():
            balls[d] |= self.bit[m]
        for r in range(1, limit + 1):
            balls[r] |= balls[r - 1]
        return balls

    def cheap(self, room: int, cap_room: int) -> int:
        """A quick, looser bound: the richest stops anywhere."""
        k = room if room < cap_room else cap_room
        return self.best[min(k, len(self.best) - 1)] + (self.free_total if self.free else 0)

    def gain(self, tips: Sequence[int], room: int, cap_room: int, used: int) -> int:
        """The most a route can still add from its open ends ``tips`` (stop ids), with
        ``room`` reach and ``cap_room`` stops left, the stops in ``used`` (bits) taken."""
        if self.balls:
            r = room if room < self.limit else self.limit
            near = 0
            for t in tips:
                near |= self.balls[t][r]
        else:
            near = self._around(tips, used)
        return self._richest(near & ~used, room, cap_room)

    def _around(self, tips: Sequence[int], used: int) -> int:
        """Every stop reachable from ``tips`` without passing a used or impassable stop."""
        frontier = 0
        for t in tips:
            frontier |= self.bit[t]
        passing, nxt = self.pass_bits | frontier, self.next
        out = ~used
        seen = 0
        while frontier:
            grow = 0
            f = frontier & passing
            while f:
                low = f & -f
                grow |= nxt[low.bit_length() - 1]
                f ^= low
            frontier = grow & out & ~seen
            seen |= frontier
        return seen

    def _richest(self, near: int, room: int, cap_room: int) -> int:
        """The most the stops in ``near`` add: at most ``room`` counted ones, at most
        ``cap_room`` in all, richest first."""
        ceiling = self.ceiling
        total = 0
        x = near & self.counted
        k = room if room < cap_room else cap_room
        free = near & self.free
        if not free:
            while x and k:
                low = x & -x
                total += ceiling[low.bit_length() - 1]
                x ^= low
                k -= 1
            return total
        taken = 0
        while x and k:
            low = x & -x
            taken |= low
            x ^= low
            k -= 1
        x = taken | free
        k = cap_room
        while x and k:
            low = x & -x
            total += ceiling[low.bit_length() - 1]
            x ^= low
            k -= 1
        return total


__all__ = ["UNLIMITED", "Reach"]
