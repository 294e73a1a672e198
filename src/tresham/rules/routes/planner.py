"""Candidate routes per train, scored and sorted: the lists the branch and bound walks.

Trains are grouped by *class*: the stops they may visit, the stops that count toward their
reach, whether the reach counts hexes, and the cap on all stops. A class is enumerated
once, up to the longest reach and cap among its trains; each train type then keeps the
routes its game's rules accept, scored, best first. Lists are cached per train type, so two
trains of one type share one list.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from .clash import Known
from .combine import Option, combine
from .context import company_graph, route_context, route_trains, track_filter
from .enumerate import UNLIMITED, Bound, Target, enumerate_routes
from .graph import RouteGraph
from .model import Route, RouteContext, RouteTrain
from .shared import first_set
from .tops import Tops, others, union

if TYPE_CHECKING:
    from ..base import Rules

ClassKey = tuple[bytes, bytes, bool]
LEADERS = 20  # the best routes of each train the first set of runs is chosen among
GREEDY_ORDERS = 24  # the most orders the trains are placed greedily in (all of them for four)


class Planner:
    """Candidate routes per train type for one company on one board.

    ``plan(trains)`` first finds each way of each train's best route on its own (a branch
    and bound walk, ``enumerate.Bound``, where the game's runs are sums over their stops,
    ``Rules.stop_ceiling``) and, greedily, a good set of runs (the *incumbent*). From them
    it sets a bar for each way: a route can only be part of a better set if it earns more
    than the incumbent less the most every other train could earn alone with the extras
    left (``tops.py``); the train furthest above its bar then has its bars raised with the
    best the other trains earn *together* (``_tighten``). Each class is then listed above
    the lowest bar of its ways only,
    and each way keeps only its routes above its own bar; a class whose runs are not sums
    over their stops (1862's freight) is listed in full.
    """

    def __init__(self, rules: Rules, ctx: RouteContext, graph: RouteGraph) -> None:
        self.rules, self.ctx, self.graph = rules, ctx, graph
        self.share = rules.trains_share_track()
        self._classes: dict[ClassKey, list[Route]] = {}
        self._limits: dict[ClassKey, tuple[int | None, int | None]] = {}
        self._bars: dict[ClassKey, dict[tuple[int | None, int | None], int]] = {}
        self._train_bars: dict[RouteTrain, int] = {}
        self._ceilings: dict[ClassKey, list[int] | None] = {}
        self._options: dict[RouteTrain, list[Option]] = {}
        self._alone: dict[RouteTrain, list[Option]] = {}
        self._own: dict[RouteTrain, tuple[int, list[Option]]] = {}  # (bar, options) of _own_options
        self._seen: list[None] = []  # one entry per route a walk offered, to order ties
        self._extra_bits: dict[str, int] = {}
        self._train_facts: dict[RouteTrain, tuple[int | None, int]] = {}  # (stop cap, extra bits)
        self.known: Known = {}  # the clash indexes of the lists searched so far
        self.incumbent: tuple[int, list[Option]] = (-1, [])
        self.settled = False

    def key(self, train: RouteTrain) -> ClassKey:
        """The class of a train: stops it may visit, stops it counts, reach in hexes."""
        stops = self.graph.stops
        hexes = self.rules.reach_in_hexes(train)
        allowed = bytes(self.rules.stop_problem(train, s) is None for s in stops)
        counts = bytes(not hexes and self.rules.stop_counts(train, s) for s in stops)
        return allowed, counts, hexes

    def ceilings(self, train: RouteTrain) -> list[int] | None:
        found = [self.rules.stop_ceiling(train, s) for s in self.graph.stops]
        return None if any(c is None for c in found) else [c or 0 for c in found]

    def prepare(self, trains: Iterable[RouteTrain]) -> None:
        """Note the longest reach, the cap and the ceilings of each class."""
        for t in trains:
            key = self.key(t)
            reach, cap = t.reach, self.rules.stop_cap(t)
            ceil = self.ceilings(t)
            if key in self._limits:
                old_reach, old_cap = self._limits[key]
                reach = None if old_reach is None or reach is None else max(old_reach, reach)
                cap = None if old_cap is None or cap is None else max(old_cap, cap)
                old = self._ceilings[key]
                ceil = (
                    None
                    if old is None or ceil is None
                    else [max(a, b) for a, b in zip(old, ceil, strict=True)]
                )
            self._limits[key] = (reach, cap)
            self._ceilings[key] = ceil

    def extra_bits(self, train: RouteTrain) -> int:
        bits = 0
        for extra in sorted(train.extras):
            bit = self._extra_bits.setdefault(extra, 1 << (self.graph.track_bits + len(self._extra_bits)))
            bits |= bit
        return bits

    # ------------------------------------------------------------- listing routes
    def _walk(
        self,
        train: RouteTrain,
        bound: Bound | None,
        taken: int = 0,
        limits: tuple[int | None, int | None] | None = None,
        until: Callable[[Route], bool] | None = None,
    ) -> list[Route]:
        """The routes of ``train``'s class, up to the class's longest reach and cap (or
        ``limits``); with ``until``, up to the first it accepts."""
        key = self.key(train)
        reach, cap = limits or self._limits.get(key, (train.reach, self.rules.stop_cap(train)))
        costs = self.graph.hex_steps() if key[2] else None
        return enumerate_routes(self.graph, key[0], key[1], reach, costs, cap, bound, taken, until)

    def routes(self, train: RouteTrain) -> list[Route]:
        """The routes of ``train``'s class that may matter (all, or those above the bar)."""
        key = self.key(train)
        if key not in self._classes:
            ceil = self._ceilings.get(key, self.ceilings(train))
            bars = self._bars.get(key)
            bound = None
            if ceil is not None and bars is not None:
                listed = self._listed(key)
                targets = [
                    Target(reach, cap, bar)
                    for (reach, cap), bar in sorted(bars.items(), key=str)
                    if (reach, cap) not in listed
                ]
                bound = Bound(ceil, targets)
            self._classes[key] = self._walk(train, bound)
        return self._classes[key]

    def option(self, train: RouteTrain, route: Route) -> Option | None:
        """``route`` scored for ``train``, or None when the rules refuse it."""
        found = self.scored(train, (route,), None)
        return found[0] if found else None

    def scored(self, train: RouteTrain, routes: Iterable[Route], bar: int | None) -> list[Option]:
        """The ``routes`` the rules let ``train`` run, scored, that earn more than ``bar``
        (all of them for None), best first."""
        known = self._train_facts.get(train)
        if known is None:
            known = self._train_facts[train] = (self.rules.stop_cap(train), self.extra_bits(train))
        cap, bits = known
        reach = UNLIMITED if train.reach is None else train.reach
        most = UNLIMITED if cap is None else cap
        problem, value, ctx = self.rules.route_problem, self.rules.run_value, self.ctx
        out = []
        for route in routes:
            if route.counted > reach or len(route.stops) > most or problem(ctx, train, route) is not None:
                continue
            score = value(ctx, train, route)
            if bar is None or score.revenue > bar:
                out.append(Option(train, score, route, bits if self.share else route.claims | bits))
        out.sort(key=lambda o: (-o.score.revenue, -o.score.subsidy))  # (a tie: the treasury's money)
        return out

    def options(self, train: RouteTrain) -> list[Option]:
        """The routes ``train`` may run (those above its bar), scored, best first."""
        hit = self._options.get(train)
        if hit is not None:
            return hit
        bar = self._train_bars.get(train, -1)
        own = self._own.get(train)
        if own is not None and own[0] <= bar:  # listed on its own already, down to its bar
            self._options[train] = own[1] if own[0] == bar else [o for o in own[1] if o.score.revenue > bar]
            return self._options[train]
        out = self._options[train] = self.scored(train, self.routes(train), bar)
        return out

    def ways(self, train: RouteTrain) -> list[RouteTrain]:
        """The ways ``train`` may run this turn (its variants)."""
        return self.rules.train_variants(self.ctx, train) or [train]

    def choices(self, train: RouteTrain) -> list[tuple[int, list[Option]]]:
        """Every way ``train`` may run: the extras it takes, its options."""
        return [(self.extra_bits(v), self.options(v)) for v in self.ways(train)]

    def first_option(self, train: RouteTrain) -> Option | None:
        """One route ``train`` may run on its own (one the rules accept, and accept as the
        company's only run), or None when there is none: a walk that ends at the first."""
        found: list[Option] = []

        def accepted(route: Route) -> bool:
            o = self.option(train, route)
            if o is not None and self.rules.runs_problem(self.ctx, [(train, route)]) is None:
                found.append(o)
            return bool(found)

        self._walk(train, None, limits=(train.reach, self.rules.stop_cap(train)), until=accepted)
        return found[0] if found else None

    # ------------------------------------------------------------- the bars
    def best_alone(
        self, trains: Iterable[RouteTrain], taken: int = 0, keep: int = 1
    ) -> dict[RouteTrain, list[Option]]:
        """Each train's ``keep`` best routes (best first) using none of the track in
        ``taken``: one walk per class that raises each train's bar as it finds better
        routes, or from the full list where the runs are not sums over their stops."""
        wanted = list(dict.fromkeys(trains))
        out: dict[RouteTrain, list[Option]] = {}
        if not taken:
            out.update((t, self._alone[t][:keep]) for t in wanted if len(self._alone.get(t, ())) >= keep)
        by_class: dict[ClassKey, list[RouteTrain]] = {}
        for t in wanted:
            if t not in out:
                by_class.setdefault(self.key(t), []).append(t)
        for group in by_class.values():
            ceil = self._ceilings.get(self.key(group[0]))
            if ceil is None or any(self.ceilings(t) is None for t in group):
                for t in group:
                    out[t] = [o for o in self.options(t) if not (o.claims & taken)][:keep]
                continue
            best: dict[RouteTrain, list[tuple[int, int, int, int, Option]]] = {t: [] for t in group}
            targets = [
                Target(t.reach, self.rules.stop_cap(t), -1, self._improver(t, best[t], keep)) for t in group
            ]
            reach = None if any(t.reach is None for t in targets) else max(t.reach or 0 for t in targets)
            cap = None if any(t.cap is None for t in targets) else max(t.cap or 0 for t in targets)
            self._walk(group[0], Bound(ceil, targets), 0 if self.share else taken, (reach, cap))
            out.update(
                (t, [e[-1] for e in sorted(best[t], key=lambda e: e[:4], reverse=True)]) for t in group
            )
        if not taken:
            for t, found in out.items():
                if len(found) > len(self._alone.get(t, ())):
                    self._alone[t] = found
        return out

    def _improver(
        self, train: RouteTrain, best: list[tuple[int, int, int, int, Option]], keep: int
    ) -> Callable[[Route], int]:
        """What a walk calls with each route it keeps for ``train``: hold the ``keep`` best
        (a heap of (revenue, money for the treasury, less track, order found, option)); the new
        bar is the worst held once there are ``keep``."""

        def better(route: Route) -> int:
            o = self.option(train, route)
            if o is not None:  # on equal revenue, the more subsidy (18Mag's mine), then less track
                entry = (o.score.revenue, o.score.subsidy, -route.claims.bit_count(), -len(self._seen), o)
                self._seen.append(None)
                if len(best) < keep:
                    heapq.heappush(best, entry)
                elif entry[:2] > best[0][:2]:
                    heapq.heapreplace(best, entry)
            return best[0][0] if len(best) >= keep else -1

        return better

    def greedy(self, order: Sequence[int], ways: Sequence[Sequence[RouteTrain]]) -> tuple[int, list[Option]]:
        """Each train in ``order`` takes its best route on the track (and extras) left:
        (the total, the runs), or (-1, []) when the game refuses the set."""
        chosen: list[Option] = []
        taken = 0
        for i in order:
            free = [v for v in ways[i] if not (self.extra_bits(v) & taken)]
            picks = [found[0] for found in self.best_alone(free, taken).values() if found]
            pick = max(picks, key=lambda o: (o.score.revenue, o.score.subsidy), default=None)
            if pick is not None:
                chosen.append(pick)
                taken |= pick.claims
        scored = [(o.train, o.route, o.score) for o in chosen]
        total = sum(s.revenue for s in self.rules.company_scores(self.ctx, scored))
        if self.rules.runs_problem(self.ctx, [(o.train, o.route) for o in chosen]) is not None:
            return -1, []
        return total, chosen

    def plan(self, trains: Sequence[RouteTrain]) -> None:
        """Set each way's bar and the incumbent set of runs (see the class docstring)."""
        ways = [self.ways(t) for t in trains]
        found = self.best_alone((v for vs in ways for v in vs), keep=LEADERS)
        tops = [
            [(self.extra_bits(v), found[v][0].score.revenue if found[v] else 0) for v in vs] for vs in ways
        ]
        every = union(self.extra_bits(v) for vs in ways for v in vs)
        leaders = [[(self.extra_bits(v), found[v]) for v in vs] for vs in ways]
        if self.share:  # each train adds what it can to the runs before it (shared.py)
            total, chosen = first_set(self.rules, self.ctx, trains, leaders)
        else:
            greedy = max(
                (self.greedy(order, ways) for order in _orders(trains, GREEDY_ORDERS)), key=lambda g: g[0]
            )
            total, chosen = combine(self.rules, self.ctx, trains, leaders, greedy)
        self.incumbent = (total, chosen)
        self.settled = total >= Tops(tops).rest(0, every)  # nothing can beat every train at its best
        for i, vs in enumerate(ways):
            rest = others(tops, i)
            for v in vs:
                bar = total - rest.rest(0, every & ~self.extra_bits(v))
                bars = self._bars.setdefault(self.key(v), {})
                limits = (v.reach, self.rules.stop_cap(v))
                bars[limits] = min(bars.get(limits, bar), bar)
                self._train_bars[v] = min(self._train_bars.get(v, bar), bar)
        if not self.settled:
            self._tighten(trains, ways, found)

    def _tighten(
        self,
        trains: Sequence[RouteTrain],
        ways: Sequence[Sequence[RouteTrain]],
        found: dict[RouteTrain, list[Option]],
    ) -> None:
        """Raise the bars of the train that earns furthest above its bar (the one whose list
        would be longest): a route of it is only part of a better set if it earns more than
        the incumbent less the best the other trains earn together. That best is found from
        the other trains' own routes above their bars (a set of runs with a route at or
        below its bar is no better than the incumbent, so no other set matters), ignoring
        the game's check on runs together, so it never falls below the truth."""
        gap = [
            max((found[v][0].score.revenue if found[v] else 0) - self._train_bars[v] for v in vs)
            for vs in ways
        ]
        i = max(range(len(trains)), key=lambda k: gap[k])
        rest = [j for j in range(len(trains)) if j != i]
        if self.share or not rest or gap[i] <= 0 or any(set(ways[i]) & set(ways[j]) for j in rest):
            return  # a train of the same type would share its bars
        total, running = self.incumbent[0], [trains[j] for j in rest]
        for v in ways[i]:
            bits = self.extra_bits(v)
            fit = [[w for w in ways[j] if not self.extra_bits(w) & bits] for j in rest]
            leaders = [[(self.extra_bits(w), found[w]) for w in ws] for ws in fit]
            if (
                total - combine(self.rules, self.ctx, running, leaders, (-1, []), False)[0]
                <= self._train_bars[v]
            ):
                continue  # the others' best routes go together: nothing to gain
            groups = [[(self.extra_bits(w), self._own_options(w)) for w in ws] for ws in fit]
            together, _ = combine(self.rules, self.ctx, running, groups, (-1, []), False, self.known)
            self._train_bars[v] = max(self._train_bars[v], total - together)
        for key, bars in self._bars.items():  # each class lists above the lowest bar of its ways
            for limits in bars:
                bars[limits] = min(
                    bar
                    for v, bar in self._train_bars.items()
                    if self.key(v) == key and (v.reach, self.rules.stop_cap(v)) == limits
                )

    def _own_options(self, train: RouteTrain) -> list[Option]:
        """``train``'s options above its bar, listed for its own reach and cap only (not the
        longest of its class, which may be the very list being cut short)."""
        key = self.key(train)
        ceil = self._ceilings.get(key)
        if ceil is None or key in self._classes:
            return self.options(train)
        bar = self._train_bars[train]
        own = self._own.get(train)
        if own is not None and own[0] == bar:
            return own[1]
        limits = (train.reach, self.rules.stop_cap(train))
        routes = self._walk(train, Bound(ceil, [Target(*limits, bar)]), limits=limits)
        out = self.scored(train, routes, bar)
        self._own[train] = (bar, out)
        return out

    def _listed(self, key: ClassKey) -> set[tuple[int | None, int | None]]:
        """The limits (reach, cap) of class ``key`` whose every train is listed on its own
        (``_own_options``) down to its bar: a walk of the class need not list them again."""
        ours = [(v, bar, (v.reach, self.rules.stop_cap(v))) for v, bar in self._train_bars.items()]
        ours = [t for t in ours if self.key(t[0]) == key]
        missing = {at for v, bar, at in ours if v not in self._own or self._own[v][0] > bar}
        return {at for _, _, at in ours} - missing


def _orders(trains: Sequence[RouteTrain], most: int) -> list[tuple[int, ...]]:
    """Orders in which to place the trains greedily: every order of different trains (equal
    trains keep theirs), up to ``most`` orders, in the order of the permutations of the
    indices that first give each. Built train by train, so equal trains are never permuted:
    ten 2-trains have one order, not 10! to sift through."""
    out: list[tuple[int, ...]] = []
    kinds: dict[RouteTrain, list[int]] = {}
    for i, t in enumerate(trains):
        kinds.setdefault(t, []).append(i)
    queues = list(kinds.values())  # each kind's indices, ascending; kinds by their first index
    used = [0] * len(queues)
    order: list[int] = []

    def extend() -> None:
        if len(out) >= most:
            return
        if len(order) == len(trains):
            out.append(tuple(order))
            return
        # the next index of each kind left, lowest first: the lexicographic order of indices
        for k in sorted(
            (k for k in range(len(queues)) if used[k] < len(queues[k])), key=lambda k: queues[k][used[k]]
        ):
            order.append(queues[k][used[k]])
            used[k] += 1
            extend()
            used[k] -= 1
            order.pop()

    extend()
    return out


__all__ = [
    "Planner",
    "company_graph",
    "route_context",
    "route_trains",
    "track_filter",
]
