"""The value types of routes and revenue: what a train is to the search, what a stop is,
and the frozen results the search and the claim checker hand back.

A *route* is a run of track between revenue centres (cities, towns, off-board areas) that
one train follows; a *run* is a route with its train and its money; a company's *run set*
is the runs of all its trains in one operating turn. Revenue is what the company pays out
or keeps; *subsidy* is money that goes to the treasury outside the revenue (1824's and
18Mag's mines, 1862's local subsidies).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from ...model.tile import End, NodeKind, NodeRef
from ..board import Board


@dataclass(frozen=True)
class RouteTrain:
    """A train as the route search sees it (read from the game's train data by the rules).

    ``reach`` is how many of its stops may count (``None``: unlimited, 1840's trams), in the
    ``unit`` of its card (``stops``, ``cities`` for 1824's goods trains, ``hexes`` for 1862's
    freight trains); ``pay`` how many of them score (1862's N/M trains visit M and score N).
    ``extras`` are the services bought for this run (18Mag's rail cars: ``"plus"``,
    ``"mine"``, ``"offboard-bonus"``).
    """

    name: str
    kind: str = ""
    reach: int | None = None
    pay: int | None = None
    multiplier: int = 1
    obsolete: bool = False
    extras: frozenset[str] = frozenset()
    unit: str = "stops"

    def with_extra(self, extra: str) -> RouteTrain:
        return replace(self, extras=self.extras | {extra})


@dataclass(frozen=True)
class StopInfo:
    """A revenue centre as one company sees it in one phase.

    ``key`` names the revenue *location*: a route visits each key at most once (an off-board
    area spread over several hexes is one location; 1824's Wien is one location for three
    cities). ``station``: the company has a token here; ``blocked``: every slot holds another
    company's token, so a route may end here but not pass; ``end_only``: an off-board area
    or another terminus, which only starts or ends a route. ``tags`` carry the game's own
    kinds (``mine``, ``port``, ``interchange``...).
    """

    hex: str
    node: NodeRef
    kind: NodeKind
    value: int
    key: str
    name: str = ""
    station: bool = False
    blocked: bool = False
    end_only: bool = False
    tags: frozenset[str] = frozenset()

    @property
    def label(self) -> str:
        return self.name or self.hex


@dataclass(frozen=True)
class RouteContext:
    """What every route hook may ask: the board, whose runs, in which phase and value column,
    the company's stations (hex, city), the services it bought for this turn, and whether
    the runs are judged by 18xx.games's readings (``GameSetup.site``, a replay of its record)."""

    board: Board
    company: str
    phase: str | None
    column: str | None
    stations: frozenset[tuple[str, int]]
    extras: frozenset[str] = frozenset()
    site: bool = False


@dataclass(frozen=True)
class Score:
    """What a route earns one train: the value each stop scores (in route order), the
    revenue, money for the treasury outside the revenue, and the bonus inside the revenue."""

    values: tuple[int, ...]
    revenue: int
    subsidy: int = 0
    bonus: int = 0


@dataclass(frozen=True)
class PathStep:
    """One tile path of a route, in travel order: ``path`` indexes the hex's paths."""

    hex: str
    path: int
    entry: End
    exit: End


@dataclass(frozen=True, eq=False)
class Route:
    """A route as the rules judge it: its stops and the track between them, in travel order.

    ``claims`` are the track bits it uses (see ``graph.py``), ``counted`` the stops that
    count toward the reach of the train class it was found for; ``pieces``, where the
    route search found it, the track bits of each leg (their union is ``claims``).
    """

    stops: tuple[StopInfo, ...]
    legs: tuple[tuple[PathStep, ...], ...]
    claims: int = 0
    counted: int = 0
    pieces: tuple[int, ...] = ()

    @cached_property
    def hexes(self) -> tuple[str, ...]:
        """The hexes the route passes, in order (a hex again only after leaving it)."""
        out: list[str] = []
        for leg in self.legs:
            for step in leg:
                if not out or out[-1] != step.hex:
                    out.append(step.hex)
        if not out:
            out = [s.hex for s in self.stops[:1]]
        return tuple(out)

    @cached_property
    def city_keys(self) -> frozenset[str]:
        """The locations of the cities it visits (where 1862's runs must meet, L1373-1381)."""
        return frozenset(s.key for s in self.stops if s.kind == "city")


@dataclass(frozen=True)
class Stop:
    """A stop of a run: where, what it earns this train, and whether it counts toward range."""

    hex: str
    node: str
    value: int
    name: str = ""
    counted: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {"hex": self.hex, "value": self.value}


@dataclass(frozen=True)
class Run:
    """One train's route and money. ``legs`` hold the track between consecutive stops."""

    train: str
    stops: tuple[Stop, ...]
    revenue: int
    subsidy: int = 0
    bonus: int = 0
    legs: tuple[tuple[PathStep, ...], ...] = ()

    @property
    def hexes(self) -> tuple[str, ...]:
        return tuple(s.hex for s in self.stops)

    def describe(self) -> str:
        return " - ".join(s.hex for s in self.stops)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "train": self.train,
            "stops": [s.to_dict() for s in self.stops],
            "revenue": self.revenue,
        }
        if self.subsidy:
            out["subsidy"] = self.subsidy
        if self.bonus:
            out["bonus"] = self.bonus
        return out


@dataclass(frozen=True)
class RunSet:
    """The runs of one company's trains in one operating turn."""

    company: str
    phase: str | None
    runs: tuple[Run, ...] = ()

    @property
    def total(self) -> int:
        return sum(r.revenue for r in self.runs)

    @property
    def subsidy(self) -> int:
        return sum(r.subsidy for r in self.runs)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "company": self.company,
            "total": self.total,
            "runs": [r.to_dict() for r in self.runs],
        }
        if self.subsidy:
            out["subsidy"] = self.subsidy
        return out


@dataclass(frozen=True)
class ClaimStop:
    """A claimed stop: a hex, and optionally which revenue centre of it (``c1``)."""

    hex: str
    node: NodeRef | None = None

    def __str__(self) -> str:
        return f"{self.hex}.{self.node}" if self.node is not None else self.hex


@dataclass(frozen=True)
class ClaimRun:
    """One train's declared route: its stops in order; ``legs`` optionally name the hexes
    crossed between consecutive stops (18xx.games ``connections``); ``revenue`` what the
    player declared, when known."""

    train: str
    stops: tuple[ClaimStop, ...]
    legs: tuple[tuple[str, ...], ...] = ()
    revenue: int | None = None


@dataclass(frozen=True)
class Claim:
    runs: tuple[ClaimRun, ...] = field(default_factory=tuple)

    def __str__(self) -> str:
        return "; ".join(f"{r.train}: " + "-".join(str(s) for s in r.stops) for r in self.runs)


__all__ = [
    "Claim",
    "ClaimRun",
    "ClaimStop",
    "PathStep",
    "Route",
    "RouteContext",
    "RouteTrain",
    "Run",
    "RunSet",
    "Score",
    "Stop",
    "StopInfo",
]
