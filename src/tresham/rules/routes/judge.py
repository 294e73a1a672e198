"""Checking a claimed run: is it legal, which rules does it break, and is it the best?

A claim names stops, not track. Each claimed run is *interpreted*: every stop hex is read
as one of its revenue centres and every pair of consecutive stops as one chain of track
between them. The interpretation that breaks the fewest rules (and earns the most among
the legal ones) is the one judged. When no chain joins two stops, ``explain.py`` names the
rule the track would break.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import product
from typing import TYPE_CHECKING

from ..board import Board
from ..board_memo import CLAIM
from ..violation import Violation
from .claims import join_claimed
from .combine import Option
from .context import company_graph, route_context, route_trains, track_filter
from .explain import needed_relaxation
from .graph import Link, RouteGraph
from .model import Claim, ClaimRun, Route, RouteContext, RouteTrain, RunSet, Score
from .planner import Planner
from .search import best_assignment, runset_of
from .trains import RouteError, find_train

if TYPE_CHECKING:
    from ..base import Rules


@dataclass(frozen=True)
class ClaimReport:
    """A judged claim: what it breaks, what it earns as judged, and the best runs (searched
    for only when first asked: ``find_best`` is the search, which keeps its answer)."""

    violations: tuple[Violation, ...]
    claimed: RunSet
    find_best: Callable[[], RunSet] = field(repr=False, compare=False)

    @property
    def best(self) -> RunSet:
        return self.find_best()

    @property
    def legal(self) -> bool:
        return not any(v.rule != "route.not-best" for v in self.violations)

    @property
    def is_best(self) -> bool:
        return self.legal and self.claimed.total >= self.best.total


@dataclass
class _Reading:
    route: Route
    problems: list[tuple[str, str, str]]  # (rule, sentence, hex)
    score: Score


class _Judge:
    def __init__(self, rules: Rules, ctx: RouteContext, graph: RouteGraph) -> None:
        self.rules, self.ctx, self.graph = rules, ctx, graph

    def readings(self, train: RouteTrain, run: ClaimRun) -> Iterator[_Reading]:
        """Every interpretation of ``run`` as centres and track."""
        choices = []
        for stop in run.stops:
            found = [
                i
                for i, s in enumerate(self.graph.stops)
                if s.hex == stop.hex and (stop.node is None or s.node == stop.node)
            ]
            if not found:
                yield self._unreadable(train, run, stop.hex)
                return
            choices.append(found)
        yield from self._walk(train, run, choices, [], [])

    def _unreadable(self, train: RouteTrain, run: ClaimRun, hex: str) -> _Reading:
        problem = ("route.not-a-stop", f"{hex} has no revenue centre this company can reach", hex)
        return _Reading(Route((), ()), [problem], Score((), 0))

    def _walk(
        self,
        train: RouteTrain,
        run: ClaimRun,
        choices: list[list[int]],
        nodes: list[int],
        links: list[Link | None],
    ) -> Iterator[_Reading]:
        k = len(nodes)
        if k == len(choices):
            yield self._judge(train, nodes, links)
            return
        for n in choices[k]:
            if not nodes:
                yield from self._walk(train, run, choices, [n], [])
                continue
            prev = nodes[-1]
            options: list[Link | None] = [lk for lk in self.graph.out[prev] if lk.dst == n]
            leg = run.legs[k - 1] if k - 1 < len(run.legs) else ()
            matching = [lk for lk in options if lk is not None and _leg_hexes(lk) == leg]
            for link in matching or options or [None]:
                yield from self._walk(train, run, choices, [*nodes, n], [*links, link])

    def _judge(self, train: RouteTrain, nodes: list[int], links: list[Link | None]) -> _Reading:
        stops = tuple(self.graph.stops[n] for n in nodes)
        problems: list[tuple[str, str, str]] = []
        claims = 0
        for i, link in enumerate(links):
            a, b = stops[i], stops[i + 1]
            if link is None:
                track = track_filter(self.rules, self.ctx)
                rule = needed_relaxation(self.ctx, track, (a.hex, a.node), (b.hex, b.node))
                problems.append((rule, _no_track_words(rule, a.label, b.label), b.hex))
                continue
            if claims & link.claims:
                problems.append(("route.reuses-track", f"the track to {b.label} is used twice", b.hex))
            claims |= link.claims
        for i, s in enumerate(stops[1:-1], start=1):
            came, goes = links[i - 1], links[i]
            if s.blocked:
                problems.append(
                    ("route.blocked-city", f"{s.label} is full of other companies' tokens", s.hex)
                )
            elif (
                s.end_only
                or (came is not None and came.dst_terminal)
                or (goes is not None and goes.src_terminal)
            ):
                problems.append(("route.end-only", f"{s.label} may only start or end a route", s.hex))
        keys = [s.key for s in stops]
        for i, s in enumerate(stops):
            if s.key in keys[:i]:
                problems.append(("route.repeats-stop", f"{s.label} is visited twice", s.hex))
            why = self.rules.stop_problem(train, s)
            if why:
                problems.append((*why, s.hex))
        if stops and not any(s.station for s in stops):
            problems.append(("route.no-station", f"the route includes no station of {self.ctx.company}", ""))
        route = Route(stops, tuple(lk.steps if lk is not None else () for lk in links), claims)
        counted = self.rules.route_length(train, route)
        if train.reach is not None and counted > train.reach:
            problems.append(
                (
                    "route.too-long",
                    f"a {train.name} train counts {train.reach} stops; this route counts {counted}",
                    "",
                )
            )
        why = self.rules.route_problem(self.ctx, train, route)
        if why:
            problems.append((*why, stops[0].hex if stops else ""))
        return _Reading(route, problems, self.rules.run_value(self.ctx, train, route))


def _terminal(came: Link | None, goes: Link | None) -> bool:
    """Whether a stop is reached or left by a terminal path (so it cannot be passed)."""
    return (came is not None and came.dst_terminal) or (goes is not None and goes.src_terminal)


def _leg_hexes(link: Link) -> tuple[str, ...]:
    out: list[str] = []
    for step in link.steps:
        if not out or out[-1] != step.hex:
            out.append(step.hex)
    return tuple(out)


def _no_track_words(rule: str, a: str, b: str) -> str:
    return {
        "route.skips-stop": f"the track from {a} to {b} passes another revenue centre (no skipping)",
        "route.reverse": f"the track from {a} to {b} turns back at a junction",
        "route.crossing": f"the track from {a} to {b} changes tracks at a crossing",
        "route.no-track": f"no track of this company's reach joins {a} and {b}",
        "ok": f"{a} and {b} are joined only by track the company cannot reach",
    }[rule]


def judge_claim(
    rules: Rules,
    board: Board,
    company: str,
    claim: Claim,
    phase: str | None = None,
    *,
    trains: Sequence[str] | None = None,
    extras: Collection[str] = (),
    site: bool = False,
) -> ClaimReport:
    """Judge ``claim`` (see the module docstring); ``trains`` are the company's trains
    (default: the claimed ones), against which the best runs are found; ``site``: by
    18xx.games's readings (a replay of its record).

    Where the game makes a company run its best (``Rules.must_run_best``), a legal claim
    that earns less than the best breaks ``route.not-best``; in a replay of 18xx.games
    (``site``) that rule is not judged: the site lets the players choose their runs and
    checks only that they are legal, and a record is replayed by the site's rules. The best
    runs are searched for only where this needs them, else when ``best`` is first read.

    The verdict is kept on the board (``board_memo.CLAIM``): the route step asks it when it
    checks a run and again when it makes it."""
    held = tuple(trains) if trains is not None else None
    key = (CLAIM, rules, company, claim, phase, held, frozenset(extras), site)
    kept = board.memo.get(key)
    if isinstance(kept, ClaimReport):
        return kept
    report = _judged(rules, board, company, claim, phase, held, extras, site)
    board.memo[key] = report
    return report


def _judged(
    rules: Rules,
    board: Board,
    company: str,
    claim: Claim,
    phase: str | None,
    trains: Sequence[str] | None,
    extras: Collection[str],
    site: bool,
) -> ClaimReport:
    ctx = route_context(rules, board, company, phase, extras, site)
    held = list(trains) if trains is not None else [r.train for r in claim.runs]
    running = rules.run_trains(ctx, route_trains(rules, held, phase))
    claim = join_claimed(claim, [t.name for t in running])
    graph = _claim_graph(rules, ctx, {s.hex for r in claim.runs for s in r.stops})
    planner = Planner(rules, ctx, graph)
    problems, chosen = _read_runs(rules, _Judge(rules, ctx, graph), claim, running)
    claimed = runset_of(planner, [Option(t, r.score, r.route, 0) for t, r in chosen])
    problems.extend(_together(rules, ctx, [(t, r.route) for t, r in chosen], claimed, claim))

    @cache
    def find_best() -> RunSet:
        best_planner = Planner(rules, ctx, company_graph(rules, ctx))
        best_planner.prepare(v for t in running for v in rules.train_variants(ctx, t) or [t])
        best_planner.plan(running)
        return runset_of(best_planner, best_assignment(best_planner, running)[1])

    if not problems and not site and rules.must_run_best() and claimed.total < find_best().total:
        problems.append(
            rules.violation(
                "route.not-best",
                f"the runs claimed earn {claimed.total}; the best runs earn {find_best().total}",
            )
        )
    return ClaimReport(tuple(problems), claimed, find_best)


def _claim_graph(rules: Rules, ctx: RouteContext, hexes: set[str]) -> RouteGraph:
    extra = [(h, r) for h in sorted(hexes) for r in ctx.board.content(h).node_refs()]
    return company_graph(rules, ctx, extra)


def _slot_name(rules: Rules, name: str) -> str:
    try:
        return find_train(rules.game, name).name
    except RouteError:
        return name  # a joined train ("2F+3F") is named by its parts


def _read_runs(
    rules: Rules, judge: _Judge, claim: Claim, running: Sequence[RouteTrain]
) -> tuple[list[Violation], list[tuple[RouteTrain, _Reading]]]:
    """The best reading of every claimed run, each on a train of its name; the ways a
    train may run (its variants) are tried, no extra going to two runs."""
    problems: list[Violation] = []
    per_run: list[list[tuple[RouteTrain, _Reading]]] = []
    free = list(range(len(running)))
    for run in claim.runs:
        name = _slot_name(rules, run.train)
        slot = next((i for i in free if running[i].name == name), None)
        if slot is None:
            problems.append(
                rules.violation("route.train-not-owned", f"the company has no {run.train} train left to run")
            )
            continue
        free.remove(slot)
        variants = rules.train_variants(judge.ctx, running[slot]) or [running[slot]]
        per_run.append([(v, r) for v in variants for r in _best_readings(judge, v, run)])
    share = rules.trains_share_track()
    best: tuple[tuple[int, int], list[tuple[RouteTrain, _Reading]]] | None = None
    for combo in product(*per_run):
        extras = [e for t, _ in combo for e in t.extras]
        if len(extras) != len(set(extras)):
            continue
        clashes = 0 if share else _clashes([r.route.claims for _, r in combo])
        key = (sum(len(r.problems) for _, r in combo) + clashes, -sum(r.score.revenue for _, r in combo))
        if best is None or key < best[0]:
            best = (key, list(combo))
    chosen = best[1] if best is not None else []
    for train, reading in chosen:
        problems.extend(rules.violation(r, f"{train.name}: {msg}", h) for r, msg, h in reading.problems)
    return problems, chosen


READINGS_KEPT = 8


def _best_readings(judge: _Judge, train: RouteTrain, run: ClaimRun) -> list[_Reading]:
    """The best readings of a run: where stops are joined by several tracks (two parallel
    lines between two cities), each equally good track is kept, so that the trains of a
    claim can be read on track they do not share."""
    readings = sorted(judge.readings(train, run), key=lambda r: (len(r.problems), -r.score.revenue))
    first = (len(readings[0].problems), -readings[0].score.revenue)
    return [r for r in readings if (len(r.problems), -r.score.revenue) == first][:READINGS_KEPT]


def _clashes(claims: list[int]) -> int:
    """Pairs of runs that use the same piece of track."""
    return sum(1 for i, a in enumerate(claims) for b in claims[i + 1 :] if a & b)


def _together(
    rules: Rules, ctx: RouteContext, runs: list[tuple[RouteTrain, Route]], claimed: RunSet, claim: Claim
) -> list[Violation]:
    out = []
    if not rules.trains_share_track():
        for i, (_, a) in enumerate(runs):
            for t, b in runs[i + 1 :]:
                if a.claims & b.claims:
                    out.append(
                        rules.violation("route.shared-track", f"{t.name}: shares track with another train")
                    )
    why = rules.runs_problem(ctx, runs)
    if why:
        out.append(rules.violation(*why))
    for run, got in zip(claim.runs, claimed.runs, strict=False):
        if run.revenue is not None and run.revenue != got.revenue:
            out.append(
                rules.violation(
                    "route.revenue", f"{run.train}: declared {run.revenue}, the rules give {got.revenue}"
                )
            )
    return out


def check_claim(
    rules: Rules,
    board: Board,
    company: str,
    claim: Claim,
    phase: str | None = None,
    *,
    trains: Sequence[str] | None = None,
    extras: Collection[str] = (),
) -> tuple[list[Violation], RunSet]:
    """``(violations, best runs)`` for ``claim``: no violations means legal and the best."""
    report = judge_claim(rules, board, company, claim, phase, trains=trains, extras=extras)
    return list(report.violations), report.best


__all__ = ["ClaimReport", "check_claim", "judge_claim"]
