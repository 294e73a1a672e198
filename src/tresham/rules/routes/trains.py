"""Reading trains and phases for the route search: the one place that knows how the data
writes a train's distance, which phase a name means, and which value column it uses.

A train's ``distance`` is written three ways in the data (``data/games/*/trains.toml``):
a whole number N (stops; 0 is unlimited, 1840's trams), ``{pay = N, visit = M}`` (1862's
N/M trains) or ``{cities = N, towns = 0}`` (1824's goods trains: towns do not count).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...errors import TreshamError
from ...model.game import GameDef, Phase, Train
from ...model.tile import City, Offboard, Town


class RouteError(TreshamError):
    """A route question that cannot be asked: an unknown train, company or stop."""


@dataclass(frozen=True)
class Reach:
    """What a train card says about distance: stops it may visit, stops it scores."""

    visit: int | None  # None: unlimited
    pay: int | None = None


def train_reach(train: Train) -> Reach:
    """The adapter from the data's ``distance`` to a :class:`Reach`."""
    d: Any = train.distance
    if isinstance(d, int) and not isinstance(d, bool):
        return Reach(d if d > 0 else None)
    if isinstance(d, dict):
        if "visit" in d:
            return Reach(int(d["visit"]), int(d.get("pay", d["visit"])))
        if "cities" in d:
            return Reach(int(d["cities"]))
    visit = getattr(d, "visit", None) or getattr(d, "cities", None)
    if isinstance(visit, int):
        pay = getattr(d, "pay", None)
        return Reach(visit if visit > 0 else None, pay if isinstance(pay, int) else None)
    raise RouteError(f"train {train.name}: cannot read its distance {d!r}")


_COPY = re.compile(r"^(.+)-(\d+)$")


def find_train(game: GameDef, name: str) -> Train:
    """The train called ``name`` ("3", "4D", or an 18xx.games copy "3-1")."""
    wanted = name.strip()
    for t in game.trains:
        if t.name == wanted:
            return t
    m = _COPY.match(wanted)
    if m:
        for t in game.trains:
            if t.name == m.group(1):
                return t
    for t in game.trains:
        if t.name.lower() == wanted.lower():
            return t
    known = ", ".join(t.name for t in game.trains)
    raise RouteError(f"{game.title} has no train {name!r} (trains: {known})")


def find_phase(game: GameDef, phase: str | None) -> Phase | None:
    """A phase by name, or the first phase whose tiles include a colour ("green")."""
    if phase is None:
        return None
    p = game.phase(phase)
    if p is not None:
        return p
    low = phase.lower()
    return next((p for p in game.phases if low in p.tiles), None)


def phase_index(game: GameDef, phase: str | None) -> int:
    """The position of ``phase`` among the game's phases (the last one when unknown)."""
    p = find_phase(game, phase)
    return game.phases.index(p) if p is not None else len(game.phases) - 1


def started_by(game: GameDef, train_name: str) -> int | None:
    """The index of the phase the first ``train_name`` starts, if it starts one."""
    for i, p in enumerate(game.phases):
        if p.on == train_name:
            return i
    return None


def newest_column(game: GameDef, phase: str | None) -> str | None:
    """The value column of a phase: its newest tile colour that is a revenue column."""
    p = find_phase(game, phase)
    if p is None:
        return None
    cols = [c for c in p.tiles if c in game.revenue_columns]
    return cols[-1] if cols else None


def value_at(centre: City | Town | Offboard, column: str | None, columns: Sequence[str]) -> int:
    """A centre's value in ``column``: a value printed for a column holds until the next
    printed column (18Mag's mines print yellow 30 and brown 50, so gray pays 50)."""
    if not centre.revenues:
        return centre.revenue
    printed = dict(centre.revenues)
    if column in printed:
        return printed[column]
    if column in columns:
        for c in reversed(columns[: columns.index(column)]):
            if c in printed:
                return printed[c]
    return centre.revenues[0][1]


__all__ = [
    "Reach",
    "RouteError",
    "find_phase",
    "find_train",
    "newest_column",
    "phase_index",
    "started_by",
    "train_reach",
    "value_at",
]
