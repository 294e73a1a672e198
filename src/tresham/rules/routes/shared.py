"""Choosing one route (or none) per train where a company's trains may share track (1862).

There every stop scores once for the company, at the best value a run pays there, and each
run adds its bonus (``Rules.company_scores``, 1862 L1403-1409): the company's revenue is a
sum over stop locations of a maximum, so a run adds at most what it pays *above* what the
runs chosen before it already pay at its stops. That bounds the search far better than each
train's revenue alone when every train's best route runs through the same cities.

A depth-first search over the trains, richest first, each train's routes best first. At
each node the runs chosen so far pay at least ``cover[key]`` at each location (the runs
whose values are fixed; an N/M train chooses which stops it drops, so it is not counted),
and each train still to place adds at most its best *gain* over that cover: its stops'
values above the cover (for an N/M train, its best N counted ones), plus its bonus. A
run's gain never exceeds its revenue, so a train's routes are scanned, best first, only
until their revenue cannot beat the best gain found. The true total of a full set is
worked out (``company_scores``) only where the bound says it may beat the best set found.

Before the search, a run that another run of the same train *dominates* (pays at least as
much wherever it pays, and may stand in for it: ``Rules.run_stands_in``) is dropped; the
last train to place takes only runs that make a set the game accepts with the others
(``Rules.run_completes``: 1862's runs must meet, one at home); and the search starts from
a good set: each train adds what it can to the runs before it, then each changes its run
while the company earns more (``first_set``, which also gives the planner its bars).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .enumerate import UNLIMITED
from .model import RouteContext, RouteTrain
from .options import BIG, Choice, Option, richest_first
from .tops import union

if TYPE_CHECKING:
    from ..base import Rules


@dataclass(frozen=True)
class Share:
    """What one run may pay the company, by location id: ``paid``, the stops it pays
    whatever other runs do (with their values); ``picked``, an N/M train's counted stops, of
    which it pays the ``pay`` it chooses (each at most its value); its bonus. ``sure``: no
    choice, so the company surely earns at least ``paid`` at those stops."""

    paid: tuple[tuple[int, int], ...]
    picked: tuple[tuple[int, int], ...]
    pay: int
    bonus: int
    where: int  # the locations of paid and picked, as bits

    def covers(self, other: Share) -> bool:
        """Whether this run pays at least what ``other`` pays wherever ``other`` pays, and
        at least its bonus (``other`` being a run of the same train)."""
        if other.where & ~self.where or other.bonus > self.bonus:
            return False
        mine = dict(self.paid + self.picked)
        return all(mine[k] >= v for k, v in other.paid + other.picked)

    @property
    def sure(self) -> bool:
        return not self.picked


class _Shares:
    """Each option's ``Share``, worked out once, with stop locations as small ids."""

    def __init__(self, rules: Rules, ctx: RouteContext) -> None:
        self.rules, self.ctx = rules, ctx
        self.ids: dict[str, int] = {}
        self._memo: dict[int, tuple[Option, Share]] = {}  # by id(option), kept alive here

    def of(self, o: Option) -> Share:
        hit = self._memo.get(id(o))
        if hit is not None:
            return hit[1]
        train, route, score = o.train, o.route, o.score
        values = score.values
        if train.pay is not None:  # the N/M train may pay any N of its counted stops
            values = self.rules.run_value(self.ctx, replace(train, pay=None), route).values
        paid: list[tuple[int, int]] = []
        picked: list[tuple[int, int]] = []
        for s, v in zip(route.stops, values, strict=True):
            if v > 0:
                kept = picked if train.pay is not None and self.rules.stop_counts(train, s) else paid
                kept.append((self.ids.setdefault(s.key, len(self.ids)), v))
        where = 0
        for k, _ in paid + picked:
            where |= 1 << k
        share = Share(tuple(paid), tuple(picked), train.pay or 0, score.bonus, where)
        self._memo[id(o)] = (o, share)
        return share


def gain(share: Share, cover: dict[int, int]) -> int:
    """The most ``share``'s run adds to runs that pay ``cover`` (by location)."""
    get = cover.get
    out = share.bonus
    for k, v in share.paid:
        c = get(k, 0)
        if v > c:
            out += v - c
    if share.picked:
        more = sorted((v - get(k, 0) for k, v in share.picked), reverse=True)[: share.pay]
        out += sum(m for m in more if m > 0)
    return out


def combine_shared(
    rules: Rules,
    ctx: RouteContext,
    trains: Sequence[RouteTrain],
    groups: Sequence[Sequence[Choice]],
    incumbent: tuple[int, list[Option]],
    check_together: bool = True,
) -> tuple[int, list[Option]]:
    """``combine`` where trains share track: the best of ``incumbent`` and every set of one
    option (or none) per train from ``groups`` (per train, its ways). Without
    ``check_together`` the game's check on runs together is skipped."""
    shares = _Shares(rules, ctx)
    groups = [
        g if trains.count(trains[i]) > 1 else [(x, _undominated(rules, ctx, opts, shares)) for x, opts in g]
        for i, g in enumerate(groups)
    ]
    order = richest_first(trains, groups)
    best_total, best = incumbent
    chosen: list[Option] = []
    cover: dict[int, int] = {}

    def most(i: int, free: int) -> int:
        """The most train ``i`` adds to the runs chosen so far (with extras in ``free``)."""
        out = 0
        for extras, options in groups[i]:
            if extras & ~free:
                continue
            for o in options:
                if o.score.revenue <= out:
                    break
                out = max(out, gain(shares.of(o), cover))
        return out

    def leaf(bound: int) -> None:
        nonlocal best_total, best
        if bound <= best_total:
            return
        if check_together and rules.runs_problem(ctx, [(o.train, o.route) for o in chosen]) is not None:
            return  # (checked first: it is cheaper than scoring the runs together)
        scores = rules.company_scores(ctx, [(o.train, o.route, o.score) for o in chosen])
        total = sum(s.revenue for s in scores)
        if total > best_total:
            best_total, best = total, list(chosen)

    def place(k: int, claims: int, bound: int, floor: int) -> None:
        """Place trains ``order[k:]``; ``bound``: the most the runs chosen earn together."""
        if k == len(order):
            leaf(bound)
            return
        free = every & ~claims
        rest = sum(most(order[j], free) for j in range(k + 1, len(order)))
        i = order[k]
        same_as_prev = k > 0 and trains[order[k - 1]] == trains[i]
        nxt_same = k + 1 < len(order) and trains[order[k + 1]] == trains[i]
        start = floor if same_as_prev else 0
        fits = None  # the last train's run must make a legal set with the others
        if check_together and k == len(order) - 1:
            fits = rules.run_completes(ctx, [(o.train, o.route) for o in chosen])
        picks = []  # (what it adds, order in the lists, option): the most first
        for g, (extras, options) in enumerate(groups[i]):
            if claims & extras:
                continue  # an extra serves one train only
            for j in range(start - g * BIG if start >= g * BIG else 0, len(options)):
                o = options[j]
                if bound + o.score.revenue + rest <= best_total:
                    break  # a run adds at most its own revenue
                if claims & o.claims or (fits is not None and not fits(o.train, o.route)):
                    continue
                more = gain(shares.of(o), cover)
                if bound + more + rest > best_total:
                    picks.append((more, g * BIG + j, o))
        picks.sort(key=lambda p: (-p[0], p[1]))
        for more, n, o in picks:
            if bound + more + rest <= best_total:
                break
            share = shares.of(o)
            undo = _cover(cover, share)
            chosen.append(o)
            place(k + 1, claims | o.claims, bound + more, n + 1 if nxt_same else 0)
            chosen.pop()
            for key, old in undo:
                if old:
                    cover[key] = old
                else:
                    del cover[key]
        if bound + rest > best_total:
            place(k + 1, claims, bound, len(groups[i]) * BIG)  # this train does not run

    every = union(x for g in groups for x, _ in g)
    chosen.extend(_first_set(rules, ctx, [groups[i] for i in order], shares))
    leaf(UNLIMITED)
    chosen.clear()
    place(0, 0, 0, 0)
    return best_total, best


def _undominated(rules: Rules, ctx: RouteContext, options: Sequence[Option], shares: _Shares) -> list[Option]:
    """``options`` (of one way of one train, best first) without those another option
    *dominates*: it pays at least as much at every stop the other pays, at least its bonus,
    and may stand in for it in any set of runs (``Rules.run_stands_in``). Any set with a
    dominated run earns no more than the set with the run that dominates it instead (a
    train with a twin keeps all its options: the twins may not both take one). A dominating
    run earns at least as much, so it comes first, unless tied."""
    kept: list[Option] = []
    by_where: dict[int, list[tuple[Share, Option]]] = {}  # the kept, by the stops they pay at
    for o in options:
        share = shares.of(o)
        where = share.where
        if not any(
            s.covers(share) and rules.run_stands_in(ctx, k.route, o.route)
            for stops, same in by_where.items()
            if not where & ~stops  # (only a run paying at every stop this one pays may cover it)
            for s, k in same
        ):
            kept.append(o)
            by_where.setdefault(where, []).append((share, o))
    return kept


def first_set(
    rules: Rules, ctx: RouteContext, trains: Sequence[RouteTrain], groups: Sequence[Sequence[Choice]]
) -> tuple[int, list[Option]]:
    """A good set of runs for ``trains`` from ``groups`` (see ``_first_set``), richest train
    first: (its total, the runs), or (-1, []) when the game refuses it."""
    top = [max((opts[0].score.revenue for _, opts in g if opts), default=0) for g in groups]
    order = sorted(range(len(trains)), key=lambda i: (-top[i], i))
    chosen = _first_set(rules, ctx, [groups[i] for i in order], _Shares(rules, ctx))
    if rules.runs_problem(ctx, [(o.train, o.route) for o in chosen]) is not None:
        return -1, []
    return _total(rules, ctx, chosen), chosen


def _first_set(
    rules: Rules, ctx: RouteContext, groups: Sequence[Sequence[Choice]], shares: _Shares
) -> list[Option]:
    """A good set of runs to start from: each train in turn takes the run that adds most
    to those before it, then each train in turn changes to the run that adds most to the
    others, as long as the company earns more."""
    runs: list[Option | None] = []
    for group in groups:
        runs.append(_best_gain(rules, ctx, group, shares, [o for o in runs if o is not None]))
    total = _total(rules, ctx, runs)
    better = True
    while better:
        better = False
        for n, group in enumerate(groups):
            others = [o for m, o in enumerate(runs) if m != n and o is not None]
            pick = _best_gain(rules, ctx, group, shares, others)
            if pick is None or pick is runs[n]:
                continue
            trial = [pick if m == n else o for m, o in enumerate(runs)]
            if (now := _total(rules, ctx, trial)) > total:
                runs, total, better = trial, now, True
    return [o for o in runs if o is not None]


def _total(rules: Rules, ctx: RouteContext, runs: Sequence[Option | None]) -> int:
    chosen = [(o.train, o.route, o.score) for o in runs if o is not None]
    return sum(s.revenue for s in rules.company_scores(ctx, chosen))


def _best_gain(
    rules: Rules,
    ctx: RouteContext,
    group: Sequence[Choice],
    shares: _Shares,
    others: Sequence[Option],
) -> Option | None:
    """The option of a train that adds most to ``others`` and may run with them (track,
    extras, ``Rules.run_completes``)."""
    cover: dict[int, int] = {}
    claims = 0
    for o in others:
        _cover(cover, shares.of(o))
        claims |= o.claims
    fits = rules.run_completes(ctx, [(o.train, o.route) for o in others])
    pick, most = None, -1
    for extras, options in group:
        if extras & claims:
            continue
        for o in options:
            if o.score.revenue <= most:
                break
            if (
                not o.claims & claims
                and (more := gain(shares.of(o), cover)) > most
                and fits(o.train, o.route)
            ):
                pick, most = o, more
    return pick


def _cover(cover: dict[int, int], share: Share) -> list[tuple[int, int]]:
    """Raise ``cover`` by what ``share``'s run surely pays; what to put back afterwards."""
    if not share.sure:
        return []
    undo = []
    for k, v in share.paid:
        old = cover.get(k, 0)
        if v > old:
            undo.append((k, old))
            cover[k] = v
    return undo


__all__ = ["Share", "combine_shared", "first_set", "gain"]
