"""Operating actions: track and tokens (``lay_tile``, ``place_token``, ``remove_token``),
routes and dividends, and buying, discarding and reassigning trains."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .base import DIVIDEND_KINDS, OMIT_EMPTY, Action


# --------------------------------------------------------------------------- parts of actions
@dataclass(frozen=True, kw_only=True)
class Route:
    """One train's run in a ``run_routes`` action (export-actions.md §7, run_routes).

    Only ``train`` is required. ``connections`` holds one chain of hex ids per leg
    (``[["E12", "E14"], ["E14", "F15", "G16"]]``; ``[]`` when the train did not run);
    ``hexes`` the stop hexes in order; ``nodes`` each visited stop as ``"<hex>-<part>"``.
    ``revenue`` and ``subsidy`` are stored values, trusted on replay.
    """

    train: str
    connections: tuple[tuple[str, ...], ...] | None = None
    hexes: tuple[str, ...] | None = None
    revenue: int | None = None
    revenue_str: str | None = None
    subsidy: int | None = None
    halts: int | None = None
    abilities: tuple[str, ...] | None = None
    nodes: tuple[str, ...] | None = None


@dataclass(frozen=True, kw_only=True)
class TrainAssignment:
    """1840: which tram line a train ends the train phase on (``reassign_trains``)."""

    train: str
    corporation: str


# --------------------------------------------------------------------------- track and tokens
@dataclass(frozen=True, kw_only=True)
class LayTile(Action):
    """Lay ``tile`` (a name ``"57"`` or one physical copy ``"57-0"``) on ``hex``.

    ``rotation`` is absolute (0-5 on hexes, 0-3 on 18 Lilliput's squares; the README's Conventions).
    ``combo_entities`` names privates whose lay abilities are combined in this lay.
    """

    TYPE: ClassVar[str] = "lay_tile"
    hex: str
    tile: str
    rotation: int
    combo_entities: tuple[str, ...] = field(default=(), metadata=OMIT_EMPTY)


@dataclass(frozen=True, kw_only=True)
class PlaceToken(Action):
    """Place a station token in ``city`` (``"57-0-0"``: tile copy, then part index).

    ``tokener`` names the corporation whose token is used when it is not the entity.
    """

    TYPE: ClassVar[str] = "place_token"
    city: str
    slot: int | None = None
    cost: int | None = None
    tokener: str | None = None
    token_type: str | None = None


@dataclass(frozen=True, kw_only=True)
class RemoveToken(Action):
    """Remove the token in ``slot`` of ``city`` (1840 city tokens, 1862 after a merger)."""

    TYPE: ClassVar[str] = "remove_token"
    city: str
    slot: int


# --------------------------------------------------------------------------- operating
@dataclass(frozen=True, kw_only=True)
class RunRoutes(Action):
    """The routes the entity's trains run this turn, with their stored revenues."""

    TYPE: ClassVar[str] = "run_routes"
    routes: tuple[Route, ...]
    extra_revenue: int | None = None
    subsidy: int | None = None


@dataclass(frozen=True, kw_only=True)
class Dividend(Action):
    """What to do with the revenue: ``payout``, ``withhold``, ``half`` (1824 minors),
    ``variable`` (``amount`` is the *total* paid out: 1840 majors, 18Mag corporations)
    or ``hudson`` (1862's George Hudson: the treasury tops the payout up)."""

    TYPE: ClassVar[str] = "dividend"
    kind: str = field(metadata={"one_of": DIVIDEND_KINDS})
    amount: int | None = None


@dataclass(frozen=True, kw_only=True)
class BuyTrain(Action):
    """Buy ``train`` (``"4-2"``) for ``price``, the amount actually paid.

    ``variant`` switches the train's variant (1862 ``"3E"``, 1840 ``"Y2"``); ``exchange``
    names an owned train traded in (1824); ``warranties`` counts 1862's warranties.
    """

    TYPE: ClassVar[str] = "buy_train"
    train: str
    price: int
    variant: str | None = None
    exchange: str | None = None
    warranties: int | None = None
    shell: str | None = None
    slots: tuple[int, ...] | None = None
    extra_due: bool | None = None


@dataclass(frozen=True, kw_only=True)
class DiscardTrain(Action):
    """Give up ``train``: over the limit (base), removed from the game (1824), scrapped (18Mag)."""

    TYPE: ClassVar[str] = "discard_train"
    train: str


@dataclass(frozen=True, kw_only=True)
class ScrapTrain(Action):
    """1840: ``train`` leaves play for good (it does not return to the depot)."""

    TYPE: ClassVar[str] = "scrap_train"
    train: str


@dataclass(frozen=True, kw_only=True)
class ReassignTrains(Action):
    """1840: the major's trains end the train phase on these tram lines."""

    TYPE: ClassVar[str] = "reassign_trains"
    assignments: tuple[TrainAssignment, ...]
