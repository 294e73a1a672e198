"""Choosing one route (or none) per train so that the company earns the most.

A depth-first search over the trains, richest train first, each train's routes best first:
it stops as soon as the revenue so far plus the most the trains still to place can earn
cannot beat the best set found. That most is the lower of two bounds: their best routes
alone with each extra given to one train only (``tops.py``), and their best routes that
avoid the track (and extras) taken so far. Which routes of each list share track with the
routes chosen is kept as a bit mask over the list (``clash.py``), so a train's best route
clear of the track is its first bit outside the mask, and only routes clear of it are
tried. A route is tried only if the trains after it still earn enough on the track it
leaves; with two trains left, the node is closed at once when no pair of their routes
(nor either alone) can beat the best set. Routes of one company share no track and no
extra; two trains of one type take routes in list order so that no set is tried twice.
Where a game lets trains share track (1862), ``shared.py`` searches instead, with a bound
that knows each stop scores once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .clash import Clashes, Known
from .model import RouteContext, RouteTrain
from .options import BIG, Choice, Option, richest_first
from .shared import combine_shared
from .tops import Tops, union

if TYPE_CHECKING:
    from ..base import Rules


def combine(
    rules: Rules,
    ctx: RouteContext,
    trains: Sequence[RouteTrain],
    groups: Sequence[Sequence[Choice]],
    incumbent: tuple[int, list[Option]],
    check_together: bool = True,
    known: Known | None = None,
) -> tuple[int, list[Option]]:
    """The best of ``incumbent`` and every set of one option (or none) per train from
    ``groups`` (per train, its ways): (total, chosen options). Without ``check_together``
    the game's check on runs together (``Rules.runs_problem``) is skipped: the total is
    then only an upper bound, as the planner's bars want. ``known`` keeps the clash
    indexes of lists searched before (``clash.Known``). Where the game lets trains share
    track, ``shared.combine_shared`` searches instead."""
    if rules.trains_share_track():
        return combine_shared(rules, ctx, trains, groups, incumbent, check_together)
    order = richest_first(trains, groups)
    bound = Tops([[(x, opts[0].score.revenue) for x, opts in groups[i] if opts] for i in order])
    every = union(x for g in groups for x, _ in g)
    # one list per (train in order, way); ``lists_of[k]``: (list id, extras) of the k-th train
    lists_of: list[list[tuple[int, int]]] = []
    flat: list[Sequence[Option]] = []
    for i in order:
        lists_of.append([(len(flat) + g, extras) for g, (extras, _) in enumerate(groups[i])])
        flat.extend(opts for _, opts in groups[i])
    clash = Clashes(flat, known)
    best_total, best = incumbent
    chosen: list[Option] = []

    def leaf(total: int) -> None:
        nonlocal best_total, best
        runs = [(o.train, o.route) for o in chosen]
        if total > best_total and (not check_together or rules.runs_problem(ctx, runs) is None):
            best_total, best = total, list(chosen)

    # equal trains side by side (``richest_first``): where each one's run of equals begins
    starts = list(range(len(order)))
    for k in range(1, len(order)):
        if trains[order[k - 1]] == trains[order[k]]:
            starts[k] = starts[k - 1]

    def rank(j: int, k: int) -> int:
        """How many trains equal to the j-th, from the k-th on, come before it: equal trains
        take different routes, so the j-th earns at most the rank-th best route left (a
        bound on their sum, where each runs one way only)."""
        return j - max(starts[j], k) if len(lists_of[j]) == 1 else 0

    def most(k: int, claims: int, taken: Sequence[int], nth: int = 0) -> int:
        """The most the k-th train earns on the track (and with the extras) left, as the
        ``nth`` of equal trains (0: the first of them)."""
        out = 0
        for b, extras in lists_of[k]:
            if not claims & extras:
                t = taken[b]  # its first option outside ``t`` (or its nth):
                for _ in range(nth):
                    t |= t + 1
                i = (~t & (t + 1)).bit_length() - 1
                revenues = clash.negated[b]
                if i < len(revenues) and -revenues[i] > out:
                    out = -revenues[i]
        return out

    def no_better_pair(k: int, total: int, taken: Sequence[int], firsts: tuple[int, int]) -> bool:
        """Whether the last two trains (``k`` and ``k + 1``, one way each) surely earn no
        more than ``best_total - total``: neither alone (``firsts``: their best routes clear
        of the track taken) nor any pair, tried from the train with fewer routes that could
        be in one (above what remains once the other earns its best), each with the best
        route of the other clear of it. Equal trains, extras and the game's check on runs
        together are ignored: they only forbid sets, so the answer stays sound."""
        (a, _), (b, _) = lists_of[k][0], lists_of[k + 1][0]
        need = best_total - total
        if max(firsts) > need:
            return False
        sides = [
            (x, y, ~taken[x] & ((1 << clash.above(x, need - first)) - 1))
            for x, y, first in ((a, b, firsts[1]), (b, a, firsts[0]))
        ]
        x, y, open_ = min(sides, key=lambda side: side[2].bit_count())
        mine, theirs, row, held = clash.negated[x], clash.negated[y], clash.row(x, y), taken[y]
        while open_:
            low = open_ & -open_
            open_ ^= low
            j = low.bit_length() - 1
            m = row[j]
            t = held | (clash.mask(x, j, y) if m is None else m)
            i = (~t & (t + 1)).bit_length() - 1
            if -mine[j] - (theirs[i] if i < len(theirs) else 0) > need:
                return False
        return True

    def place(k: int, claims: int, total: int, floor: int, taken: list[int]) -> None:
        """Place the k-th train and those after it; ``taken[b]``: the options of list ``b``
        that share track with the routes chosen so far."""
        if k == len(order):
            leaf(total)
            return
        free = every & ~claims
        if total + bound.rest(k, free) <= best_total:
            return
        # the others earn at most their best routes on the track left (and their tops)
        lefts = [most(j, claims, taken, rank(j, k)) for j in range(k + 1, len(order))]
        left = sum(lefts)
        here = most(k, claims, taken)
        if total + here + left <= best_total:
            return
        if (
            len(lefts) == 1
            and len(lists_of[k]) == len(lists_of[k + 1]) == 1
            and no_better_pair(k, total, taken, (here, left))
        ):
            return
        same_as_prev = k > 0 and trains[order[k - 1]] == trains[order[k]]
        nxt_same = k + 1 < len(order) and trains[order[k + 1]] == trains[order[k]]
        later = [b for j in range(k + 1, len(order)) for b, _ in lists_of[j]]
        after = range(k + 1, len(order))
        lists_after = [[b for b, _ in lists_of[m]] for m in after]
        # one train after this one, running one way: the check below needs only its list
        last = lists_of[k + 1][0] if len(later) == 1 and len(after) == 1 else None
        for g, (a, extras) in enumerate(lists_of[k]):
            if claims & extras:
                continue  # an extra serves one train only
            rest = min(bound.rest(k + 1, free & ~extras), left)
            start = (floor - g * BIG if floor >= g * BIG else 0) if same_as_prev else 0
            options = flat[a]
            rows = {b: clash.row(a, b) for b in later}
            ahead = clash.above(a, best_total - total - rest)
            open_ = ~taken[a] & ((1 << ahead) - 1) & ~((1 << min(start, ahead)) - 1)
            while open_:
                low = open_ & -open_
                open_ ^= low
                j = low.bit_length() - 1
                o = options[j]
                gets = total + o.score.revenue
                if gets + rest <= best_total:
                    break  # a route adds at most its own revenue
                got = claims | o.claims
                # the others' best routes clear of this one earn too little?
                if last is not None:
                    b, last_extras = last
                    m = rows[b][j]
                    t = taken[b] | (clash.mask(a, j, b) if m is None else m)
                    i = (~t & (t + 1)).bit_length() - 1
                    revenues = clash.negated[b]
                    more = 0 if got & last_extras or i >= len(revenues) else -revenues[i]
                    if gets + more <= best_total:
                        continue
                    now = list(taken)
                    now[b] = t
                else:  # train by train, stopping as soon as the sum is too low
                    now = list(taken)
                    reach = gets + left
                    for n, m in enumerate(after):
                        for b in lists_after[n]:
                            mask = rows[b][j]
                            now[b] |= clash.mask(a, j, b) if mask is None else mask
                        reach += most(m, got, now, rank(m, k + 1)) - lefts[n]
                        if reach <= best_total:
                            break
                    if reach <= best_total:
                        continue
                chosen.append(o)
                place(k + 1, got, gets, g * BIG + j + 1 if nxt_same else 0, now)
                chosen.pop()
        place(k + 1, claims, total, len(lists_of[k]) * BIG, taken)  # this train does not run

    place(0, 0, 0, 0, [0] * len(flat))
    return best_total, best


__all__ = ["BIG", "Choice", "Option", "combine"]
