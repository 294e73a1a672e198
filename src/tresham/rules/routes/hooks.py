"""The route and revenue hooks of ``Rules``, with the behaviour the five games share.

A game overrides a hook in its own module (``rules/games/*.py``); the search and the claim
checker call only these. Every hook that can reject returns ``(rule id, sentence)`` or
``None``; the caller turns it into a ``Violation`` citing the game's ``SOURCES``.

What the games share (each game's ``SOURCES`` cites its own rulebook lines):
- a route joins at least two revenue centres and includes a station of the company;
- it never uses a track segment twice, never reverses at a junction, never switches at a
  crossing; it may leave a centre by any other track;
- it may start or end in a city full of other companies' tokens but not pass through;
- off-board areas (and any centre reached by a terminal path) only start or end a route;
- each revenue location counts once per route (an off-board area of several hexes is one);
- a train counts at most its number of stops, and a company's trains share no track.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...model.game import GameDef, MapDef, Train
from ...model.tile import NodeRef, Path
from ..network import city_full_for
from .model import Route, RouteContext, RouteTrain, Score, StopInfo
from .trains import newest_column, phase_index, started_by, value_at

Problem = tuple[str, str] | None


class RouteHooks:
    """Mixed into ``Rules``: the route hooks and their shared defaults."""

    game: GameDef
    map: MapDef
    traversable: Callable[[Path], bool]

    # ------------------------------------------------------------ trains and phases
    def route_train(self, train: Train, phase: str | None) -> RouteTrain:
        """The train as the search sees it: its reach, N/M pay, and whether it is obsolete."""
        d = train.distance
        obsolete = self.train_obsolete(train, phase)
        return RouteTrain(train.name, train.kind, d.stops, d.scores, obsolete=obsolete, unit=d.unit)

    def train_obsolete(self, train: Train, phase: str | None) -> bool:
        """Obsolete once the train named by its ``obsolete_on`` has started a phase (never
        when the phase is not given)."""
        if not train.obsolete_on or phase is None:
            return False
        start = started_by(self.game, train.obsolete_on)
        return start is not None and phase_index(self.game, phase) >= start

    def revenue_column(self, phase: str | None) -> str | None:
        """The column of phase-dependent values (off-boards, mines) in ``phase``."""
        return newest_column(self.game, phase)

    def run_trains(self, ctx: RouteContext, trains: tuple[RouteTrain, ...]) -> tuple[RouteTrain, ...]:
        """The trains that run, as the search sees them (1862 joins its freight trains)."""
        return trains

    def train_variants(self, ctx: RouteContext, train: RouteTrain) -> list[RouteTrain]:
        """The ways one train may run this turn. Each of a variant's ``extras`` (18Mag's rail
        cars) serves one train only, so no two runs take the same extra."""
        return [train]

    def route_track(self, ctx: RouteContext, path: Path) -> bool:
        """Whether ``ctx.company``'s trains run on ``path``. Default: the track a route may
        use at all (``Rules.traversable``)."""
        return self.traversable(path)

    # ------------------------------------------------------------------- stops
    def stop_key(self, ctx: RouteContext, hex: str, ref: NodeRef) -> str:
        """The revenue location a centre belongs to: a route visits each key once."""
        centre = ctx.board.content(hex).node(ref)
        return f"group:{centre.group}" if centre.group else f"{hex}.{ref}"

    def route_stop(self, ctx: RouteContext, hex: str, ref: NodeRef) -> StopInfo:
        """A revenue centre as ``ctx.company`` sees it: value, station, blocked, end-only."""
        board = ctx.board
        centre = board.content(hex).node(ref)
        value = value_at(centre, ctx.column, self.game.revenue_columns)
        is_city = ref.kind == "city"
        station = is_city and (hex, ref.index) in ctx.stations
        blocked = is_city and not station and city_full_for(board, hex, ref.index, ctx.company)
        return StopInfo(
            hex,
            ref,
            ref.kind,
            value,
            self.stop_key(ctx, hex, ref),
            centre.name or self._hex_name(hex),
            station=station,
            blocked=blocked,
            end_only=ref.kind == "offboard",
        )

    def _hex_name(self, hex: str) -> str:
        h = self.map.hexes.get(hex)
        return h.name if h is not None else ""

    def stop_counts(self, train: RouteTrain, stop: StopInfo) -> bool:
        """Whether ``stop`` counts toward ``train``'s reach. Default: every stop; a train that
        counts cities passes towns freely."""
        return not (train.unit == "cities" and stop.kind == "town")

    def stop_cap(self, train: RouteTrain) -> int | None:
        """The most stops of any kind ``train`` may visit, beyond its reach (18Mag's plus
        trains: N stops plus N towns). Default: no such cap."""
        return None

    def stop_ceiling(self, train: RouteTrain, stop: StopInfo) -> int | None:
        """The most ``stop`` can add to ``train``'s revenue (never less than it can), or
        None when a run's value is not a sum over its stops. It lets the search drop
        routes that cannot win (trains of unlimited reach)."""
        return max(0, stop.value) * train.multiplier

    def reach_in_hexes(self, train: RouteTrain) -> bool:
        """Whether ``train``'s reach counts hexes travelled instead of stops (1862 freight)."""
        return train.unit == "hexes"

    def route_length(self, train: RouteTrain, route: Route) -> int:
        """What ``route`` uses of ``train``'s reach: its counted stops, or its hex steps."""
        if self.reach_in_hexes(train):
            return len(route.hexes) - 1
        return sum(1 for s in route.stops if self.stop_counts(train, s))

    def stop_problem(self, train: RouteTrain, stop: StopInfo) -> Problem:
        """Why ``train`` may not visit ``stop`` at all (1824: normal trains and mines)."""
        return None

    # ------------------------------------------------------------------ routes
    def route_problem(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Problem:
        """Why ``route`` is no route for ``train`` (beyond track, passing and reach)."""
        if len(route.stops) < 2:
            return ("route.too-few-stops", "a route joins at least two revenue centres")
        return None

    def run_value(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Score:
        """What the route earns: each stop's value times the train's multiplier; an N/M train
        scores its best N counted stops."""
        stops = route.stops
        values = [s.value * train.multiplier for s in stops]
        if train.pay is not None:
            counted = [i for i, s in enumerate(stops) if self.stop_counts(train, s)]
            for i in sorted(counted, key=lambda i: values[i])[: max(0, len(counted) - train.pay)]:
                values[i] = 0
        return Score(tuple(values), sum(values))

    # ------------------------------------------------------------ a company's runs
    def trains_share_track(self) -> bool:
        """Whether a company's trains may use the same track (1862). Default: never."""
        return False

    def runs_problem(self, ctx: RouteContext, runs: Sequence[tuple[RouteTrain, Route]]) -> Problem:
        """Why these runs cannot be run together (beyond shared track)."""
        return None

    def run_completes(
        self, ctx: RouteContext, runs: Sequence[tuple[RouteTrain, Route]]
    ) -> Callable[[RouteTrain, Route], bool]:
        """A test of one more run: whether ``runs`` and it may run together (what
        ``runs_problem`` says). A game whose check is slow gives a faster test."""
        return lambda train, route: self.runs_problem(ctx, [*runs, (train, route)]) is None

    def run_stands_in(self, ctx: RouteContext, route: Route, other: Route) -> bool:
        """Whether ``route`` may take the place of ``other`` (same train) in every set of runs
        that ``runs_problem`` accepts, the set staying accepted. Default: yes (no set is
        refused); a game that refuses sets says when."""
        return True

    def company_scores(
        self, ctx: RouteContext, runs: Sequence[tuple[RouteTrain, Route, Score]]
    ) -> list[Score]:
        """The scores of runs run together (1862 scores each stop once per company)."""
        return [score for _, _, score in runs]

    def must_run_best(self) -> bool:
        """Whether the company must claim the highest revenue it can see (``route.not-best``).
        Default: yes, as the rulebooks of 1824, 1840, 18Mag and 18 Lilliput say. 18xx.games
        does not make a company run its best (the players choose; it checks only that the runs
        are legal): a replay of its record does not judge the rule (``judge_claim``'s
        ``site``) and says so in a note; a game played with tresham judges it."""
        return True


__all__ = ["Problem", "RouteHooks"]
