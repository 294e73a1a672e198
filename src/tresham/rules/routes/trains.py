"""Finding trains and phases for the route search: a train by name (or an 18xx.games copy
name), which phase a name or colour means, which phase a train starts, and which value
column a phase uses.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...errors import TreshamError
from ...model.game import GameDef, Phase, Train
from ...model.tile import City, Offboard, Town


class RouteError(TreshamError):
    """A route question that cannot be asked: an unknown train, company or stop."""


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


def phase_in_play(game: GameDef, phase: str | None, trains: Sequence[Train]) -> tuple[Phase, bool]:
    """The phase runs are worked out in: ``phase`` (a name or a tile colour), else the
    latest phase one of ``trains`` starts (a company cannot hold a train of a phase not yet
    begun), else the first. Also says whether it was named (False: implied)."""
    named = find_phase(game, phase)
    if named is not None:
        return named, True
    if phase is not None:
        return game.phases[-1], True  # (as ``phase_index`` reads a name it does not know)
    started = [i for t in trains if (i := started_by(game, t.name)) is not None]
    return game.phases[max(started, default=0)], False


def started_by(game: GameDef, train_name: str) -> int | None:
    """The index of the phase the first ``train_name`` starts, if it starts one."""
    for i, p in enumerate(game.phases):
        if train_name in p.triggers:
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
    "RouteError",
    "find_phase",
    "find_train",
    "newest_column",
    "phase_in_play",
    "phase_index",
    "started_by",
    "value_at",
]
