"""The action vocabulary: one small frozen value per kind of decision a player makes.

An action is what 18xx.games records when someone plays: ``lay_tile``, ``buy_shares``,
``run_routes``, ``pass``... Rulebook examples, designers' scenarios, layout files and real
games exported from 18xx.games all speak this one vocabulary, so an export's JSON parses
straight into these classes (``action_from_dict``) and writes back (``Action.to_dict``).

What an action is, and what it is not:

- It records a *decision*, never its consequences: a ``buy_shares`` names the share ids,
  not the seller or the price paid (whoever holds the shares sells; the market says the
  price). The engine works the consequences out.
- It holds *ids* (``"BK"``, ``"57-1"``, ``"SIK_3"``, ``"E12"``), never loaded objects, so it
  means the same thing in any state and can be compared, hashed and stored.
- Its fields are the export's keys, with the export's types (the reference is
  ``shared/reference/18xx-games/export-actions.md`` §2 and §7-8). One exception: an
  entity is always a ``str`` here (players are integer user ids in exports; ``to_dict``
  writes a player's all-digit id back as an int).

Keys the exports carry but no replay needs are dropped when parsing: ``user``,
``created_at``, ``skip`` (a stale legacy flag), ``original_id``, ``meta`` and
``_client_id``. Any other unknown key, an unknown ``type``, a missing required field, a
value of the wrong type or a percentage outside 0-100 raises ``ActionError`` naming the
action id and the key.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeAlias, TypeVar

from ..errors import ActionError

JsonValue: TypeAlias = "None | bool | int | float | str | tuple[JsonValue, ...] | Mapping[str, JsonValue]"
"""A JSON value made immutable: lists become tuples, objects read-only mappings."""

NOISE_KEYS = frozenset({"user", "created_at", "skip", "original_id", "meta", "_client_id"})
"""Export keys that carry nothing a replay needs (export-actions.md §2, §4.3)."""

ENTITY_TYPES = frozenset({"player", "corporation", "minor", "company"})
DIVIDEND_KINDS = frozenset({"payout", "withhold", "half", "variable", "hudson"})

_OMIT_EMPTY = {"omit_empty": True}  # the export leaves the key out when the list is empty
_JSON = {"json": True}  # any JSON value, compared by exact value and type
_PERCENT = {"range": (0, 100)}  # a share of a company: never below none or above all of it


# --------------------------------------------------------------------------- the base
@dataclass(frozen=True, kw_only=True)
class Action:
    """One recorded decision. ``entity`` acts; ``entity_type`` says what kind of thing it is.

    ``entity_type`` is ``"player"``, ``"corporation"``, ``"minor"`` or ``"company"``: ids are
    only unique within a type (1824's coal company ``EPP`` and its railway ``EPP``).
    ``id`` is the 1-based position in the game's history (``None`` for an auto action).
    ``auto_actions`` are complete actions the engine applied right after this one
    (a programmed pass, 1862's merge auto-pass); they share this action's fate under undo.
    """

    TYPE: ClassVar[str] = ""

    entity: str
    entity_type: str = field(metadata={"one_of": ENTITY_TYPES})
    id: int | None = None
    auto_actions: tuple[Action, ...] = field(default=(), metadata=_OMIT_EMPTY)

    def to_dict(self) -> dict[str, Any]:
        """The export's JSON form: ``type`` first, ``None`` fields left out."""
        out: dict[str, Any] = {"type": self.TYPE}
        out.update(_record_to_dict(self))
        if self.entity_type == "player" and self.entity.isdigit():
            out["entity"] = int(self.entity)
        return out


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

    ``rotation`` is absolute (0-5 on hexes, 0-3 on 18 Lilliput's squares; DESIGN.md §2).
    ``combo_entities`` names privates whose lay abilities are combined in this lay.
    """

    TYPE: ClassVar[str] = "lay_tile"
    hex: str
    tile: str
    rotation: int
    combo_entities: tuple[str, ...] = field(default=(), metadata=_OMIT_EMPTY)


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


# --------------------------------------------------------------------------- shares and companies
@dataclass(frozen=True, kw_only=True)
class BuyShares(Action):
    """Buy ``shares`` (ids ``"SIK_3"``, all of one corporation and one holder).

    The seller is whoever holds them. ``share_price`` overrides the per-share price;
    ``swap`` is a share given in exchange. A corporation buying its own share redeems it
    (1862); a company entity exchanges itself for the share (1824 mountain railways).
    """

    TYPE: ClassVar[str] = "buy_shares"
    shares: tuple[str, ...]
    percent: int | None = field(default=None, metadata=_PERCENT)
    share_price: int | None = None
    swap: str | None = None
    purchase_for: str | None = None
    purchase_for_type: str | None = None
    borrow_from: str | None = None
    borrow_from_type: str | None = None
    total_price: int | None = None
    discounter: str | None = None


@dataclass(frozen=True, kw_only=True)
class SellShares(Action):
    """Sell ``shares``; ``percent`` is below their total when part of a director's
    certificate is sold, and ``swap`` is the share received in a director swap."""

    TYPE: ClassVar[str] = "sell_shares"
    shares: tuple[str, ...]
    percent: int | None = field(default=None, metadata=_PERCENT)
    share_price: int | None = None
    swap: str | None = None


@dataclass(frozen=True, kw_only=True)
class Par(Action):
    """Start ``corporation`` at ``share_price``, a market cell id ``"<price>,<row>,<col>"``."""

    TYPE: ClassVar[str] = "par"
    corporation: str
    share_price: str
    slot: int | None = None
    purchase_for: str | None = None
    borrow_from: str | None = None


@dataclass(frozen=True, kw_only=True)
class BuyCompany(Action):
    """Buy private/company ``company`` for ``price`` (recorded: some prices are chosen)."""

    TYPE: ClassVar[str] = "buy_company"
    company: str
    price: int


@dataclass(frozen=True, kw_only=True)
class Bid(Action):
    """Bid ``price`` for one of ``company``, ``corporation`` or ``minor`` (meaning per step)."""

    TYPE: ClassVar[str] = "bid"
    price: int
    company: str | None = None
    corporation: str | None = None
    minor: str | None = None


@dataclass(frozen=True, kw_only=True)
class SpecialBuy(Action):
    """Buy an item a step offers, named by ``description`` (18Mag rail cars, 1824 exchanges)."""

    TYPE: ClassVar[str] = "special_buy"
    description: str
    cost: int


@dataclass(frozen=True, kw_only=True)
class Merge(Action):
    """1862: start a merger or acquisition with ``corporation``; 1840: pick a tram line."""

    TYPE: ClassVar[str] = "merge"
    corporation: str | None = None
    minor: str | None = None


@dataclass(frozen=True, kw_only=True)
class Choose(Action):
    """Answer a step's question; ``choice`` is any JSON value, compared by value and type."""

    TYPE: ClassVar[str] = "choose"
    choice: JsonValue = field(metadata=_JSON)


@dataclass(frozen=True, kw_only=True)
class ChooseAbility(Action):
    """Use a company's ability; the ability interprets ``choice``."""

    TYPE: ClassVar[str] = "choose_ability"
    choice: JsonValue = field(metadata=_JSON)


# --------------------------------------------------------------------------- turn and history
@dataclass(frozen=True, kw_only=True)
class Pass(Action):
    """Decline what the current step offers (end a stock turn, skip track, leave an auction)."""

    TYPE: ClassVar[str] = "pass"


@dataclass(frozen=True, kw_only=True)
class Undo(Action):
    """Undo the last effective action, or go back to just after action ``action_id``."""

    TYPE: ClassVar[str] = "undo"
    action_id: int | None = None


@dataclass(frozen=True, kw_only=True)
class Redo(Action):
    """Re-apply the last undone group."""

    TYPE: ClassVar[str] = "redo"


@dataclass(frozen=True, kw_only=True)
class EndGame(Action):
    """End the game by agreement; only messages follow."""

    TYPE: ClassVar[str] = "end_game"


@dataclass(frozen=True, kw_only=True)
class Message(Action):
    """Chat. Never undone, and changes nothing in the game."""

    TYPE: ClassVar[str] = "message"
    message: str


@dataclass(frozen=True, kw_only=True)
class ProgramSharePass(Action):
    """Auto-pass in stock rounds (no effect on the game; its auto actions still apply)."""

    TYPE: ClassVar[str] = "program_share_pass"
    unconditional: bool | None = None
    indefinite: bool | None = None


@dataclass(frozen=True, kw_only=True)
class ProgramBuyShares(Action):
    """Buy one share of ``corporation`` a turn until ``until_condition`` (``"float"`` or a count)."""

    TYPE: ClassVar[str] = "program_buy_shares"
    corporation: str
    until_condition: JsonValue = field(metadata=_JSON)
    from_market: bool | None = None
    auto_pass_after: bool | None = None


@dataclass(frozen=True, kw_only=True)
class ProgramDisable(Action):
    """Switch a program off; ``reason`` is ``"user"`` or the engine's explanation."""

    TYPE: ClassVar[str] = "program_disable"
    reason: str
    original_type: str | None = None


ACTIONS: Mapping[str, type[Action]] = types.MappingProxyType(
    {
        cls.TYPE: cls
        for cls in (
            LayTile,
            PlaceToken,
            RemoveToken,
            RunRoutes,
            Dividend,
            BuyTrain,
            DiscardTrain,
            ScrapTrain,
            ReassignTrains,
            BuyShares,
            SellShares,
            Par,
            BuyCompany,
            Bid,
            SpecialBuy,
            Merge,
            Choose,
            ChooseAbility,
            Pass,
            Undo,
            Redo,
            EndGame,
            Message,
            ProgramSharePass,
            ProgramBuyShares,
            ProgramDisable,
        )
    }
)
"""Every action type by its export name."""


# --------------------------------------------------------------------------- parsing
AUTO_DEPTH = 8
"""How deep auto actions may nest: 18xx.games nests them one deep (an action's own list)."""


def action_from_dict(d: Mapping[str, Any], *, where: str = "") -> Action:
    """Parse one action in the export's JSON form (``where`` prefixes error messages)."""
    return _parse(d, where, 0)


def _parse(d: Mapping[str, Any], where: str, depth: int) -> Action:
    if not isinstance(d, Mapping):
        raise ActionError(None, "type", f"expected an object, got {type(d).__name__}", where)
    action_id = d.get("id") if isinstance(d.get("id"), int) else None
    kind = d.get("type")
    cls = ACTIONS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        known = ", ".join(sorted(ACTIONS))
        raise ActionError(action_id, "type", f"unknown action type {kind!r} (known: {known})", where)
    body = {k: v for k, v in d.items() if k != "type" and k not in NOISE_KEYS}
    return _build(cls, body, _Ctx(action_id, where, depth=depth))


@dataclass(frozen=True)
class _Ctx:
    action_id: int | None
    where: str
    path: str = ""
    depth: int = 0  # how deep in auto actions

    def fail(self, key: str, message: str) -> ActionError:
        return ActionError(self.action_id, f"{self.path}{key}", message, self.where)

    def inside(self, key: str) -> _Ctx:
        return _Ctx(self.action_id, self.where, f"{self.path}{key}.", self.depth)


R = TypeVar("R")


def _build(cls: type[R], body: Mapping[str, Any], ctx: _Ctx) -> R:
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for key in body:
        if key not in fields:
            raise ctx.fail(key, f"not a field of {_type_name(cls)} (fields: {', '.join(fields)})")
    hints = typing.get_type_hints(cls)
    kwargs: dict[str, Any] = {}
    for name, f in fields.items():
        if name not in body:
            if f.default is dataclasses.MISSING:
                raise ctx.fail(name, f"missing: {_type_name(cls)} requires it")
            continue
        value = body[name]
        if name == "entity" and isinstance(value, int) and not isinstance(value, bool):
            value = str(value)  # player ids are integer user ids in exports
        if name == "auto_actions":
            kwargs[name] = _auto_actions(value, ctx)
        elif f.metadata.get("json"):
            try:
                kwargs[name] = _freeze(value)
            except RecursionError:
                raise ctx.fail(name, "lists or objects nested too deeply") from None
        else:
            kwargs[name] = _convert(hints[name], value, ctx, name)
        allowed = f.metadata.get("one_of")
        if allowed is not None and kwargs[name] not in allowed:
            raise ctx.fail(name, f"expected one of {', '.join(sorted(allowed))}, got {value!r}")
        bounds = f.metadata.get("range")
        if bounds is not None and kwargs[name] is not None and not bounds[0] <= kwargs[name] <= bounds[1]:
            raise ctx.fail(name, f"expected {bounds[0]} to {bounds[1]}, got {value!r}")
    return cls(**kwargs)


def _auto_actions(value: Any, ctx: _Ctx) -> tuple[Action, ...]:
    if not isinstance(value, list | tuple):
        raise ctx.fail("auto_actions", "expected a list of actions")
    if value and ctx.depth >= AUTO_DEPTH:
        raise ctx.fail("auto_actions", f"auto actions nested more than {AUTO_DEPTH} deep")
    head = ctx.where or (f"action {ctx.action_id}" if ctx.action_id is not None else "action")
    return tuple(_parse(sub, f"{head}, auto_actions[{i}]", ctx.depth + 1) for i, sub in enumerate(value))


def _convert(hint: Any, value: Any, ctx: _Ctx, key: str) -> Any:
    """Check ``value`` against the field's type and build tuples and nested records."""
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (types.UnionType, typing.Union):
        if value is None and type(None) in args:
            return None
        (inner,) = [a for a in args if a is not type(None)]
        return _convert(inner, value, ctx, key)
    if typing.get_origin(hint) is tuple:
        if not isinstance(value, list | tuple):
            raise ctx.fail(key, f"expected a list, got {value!r}")
        return tuple(_convert(args[0], v, ctx, f"{key}[{i}]") for i, v in enumerate(value))
    if dataclasses.is_dataclass(hint):
        if not isinstance(value, Mapping):
            raise ctx.fail(key, f"expected an object, got {value!r}")
        return _build(hint, value, ctx.inside(key))  # type: ignore[arg-type]
    if hint is int and (not isinstance(value, int) or isinstance(value, bool)):
        raise ctx.fail(key, f"expected an integer, got {value!r}")
    if hint is str and not isinstance(value, str):
        raise ctx.fail(key, f"expected a string, got {value!r}")
    if hint is bool and not isinstance(value, bool):
        raise ctx.fail(key, f"expected true or false, got {value!r}")
    return value


def _type_name(cls: type) -> str:
    return getattr(cls, "TYPE", "") or cls.__name__


def _freeze(value: Any) -> JsonValue:
    if isinstance(value, Mapping):
        return types.MappingProxyType({str(k): _freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return typing.cast(JsonValue, value)


# --------------------------------------------------------------------------- writing
def _record_to_dict(record: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for f in dataclasses.fields(record):
        value = getattr(record, f.name)
        if value is None or (f.metadata.get("omit_empty") and not value):
            continue
        out[f.name] = _to_json(value)
    return out


def _to_json(value: Any) -> Any:
    if isinstance(value, Action):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _record_to_dict(value)
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _to_json(v) for k, v in value.items()}
    return value


def actions_from_list(items: Sequence[Mapping[str, Any]], *, where: str = "") -> list[Action]:
    """Parse a list of actions in order (an export's ``actions``)."""
    return [action_from_dict(d, where=where) for d in items]


__all__ = [
    "ACTIONS",
    "DIVIDEND_KINDS",
    "ENTITY_TYPES",
    "NOISE_KEYS",
    "Action",
    "Bid",
    "BuyCompany",
    "BuyShares",
    "BuyTrain",
    "Choose",
    "ChooseAbility",
    "DiscardTrain",
    "Dividend",
    "EndGame",
    "JsonValue",
    "LayTile",
    "Merge",
    "Message",
    "Par",
    "Pass",
    "PlaceToken",
    "ProgramBuyShares",
    "ProgramDisable",
    "ProgramSharePass",
    "ReassignTrains",
    "Redo",
    "RemoveToken",
    "Route",
    "RunRoutes",
    "ScrapTrain",
    "SellShares",
    "SpecialBuy",
    "TrainAssignment",
    "Undo",
    "action_from_dict",
    "actions_from_list",
]
