"""Parsing: the export's JSON form of an action into its class (``action_from_dict``),
checking every key, type and bound on the way."""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ...errors import ActionError
from .base import NOISE_KEYS, Action, JsonValue
from .operating import (
    BuyTrain,
    DiscardTrain,
    Dividend,
    LayTile,
    PlaceToken,
    ReassignTrains,
    RemoveToken,
    RunRoutes,
    ScrapTrain,
)
from .shares import (
    Bid,
    BuyCompany,
    BuyShares,
    Convert,
    Merge,
    Par,
    PayoffPlayerDebt,
    PayoffPlayerDebtPartial,
    SellShares,
    SpecialBuy,
)
from .turn import (
    Choose,
    ChooseAbility,
    EndGame,
    Message,
    Pass,
    ProgramBuyShares,
    ProgramDisable,
    ProgramSharePass,
    Redo,
    Undo,
)

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
            PayoffPlayerDebt,
            PayoffPlayerDebtPartial,
            Merge,
            Convert,
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


_HINT_NAMES = {"Mapping": Mapping, "JsonValue": JsonValue}
"""What ``JsonValue``'s annotation names, for resolving the field types of whichever module
defines an action."""

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
    fields, plan = _plan(cls)
    for key in body:
        if key not in fields:
            raise ctx.fail(key, f"not a field of {_type_name(cls)} (fields: {', '.join(fields)})")
    kwargs: dict[str, Any] = {}
    for name, required, how, allowed, bounds in plan:
        if name not in body:
            if required:
                raise ctx.fail(name, f"missing: {_type_name(cls)} requires it")
            continue
        value = body[name]
        if name == "entity" and isinstance(value, int) and not isinstance(value, bool):
            value = str(value)  # player ids are integer user ids in exports
        if how is None:  # a field of free JSON
            try:
                kwargs[name] = _freeze(value)
            except RecursionError:
                raise ctx.fail(name, "lists or objects nested too deeply") from None
        else:
            kwargs[name] = how(value, ctx, name)
        if allowed is not None and kwargs[name] not in allowed:
            raise ctx.fail(name, f"expected one of {', '.join(sorted(allowed))}, got {value!r}")
        if bounds is not None and kwargs[name] is not None and not bounds[0] <= kwargs[name] <= bounds[1]:
            raise ctx.fail(name, f"expected {bounds[0]} to {bounds[1]}, got {value!r}")
    return cls(**kwargs)


_Convert = typing.Callable[[Any, "_Ctx", str], Any]
_Field = tuple[str, bool, _Convert | None, Any, Any]
"""A field as ``_build`` reads it: its name, whether it is required, how its value is
checked and built (None: kept as free JSON), the values it may take and its bounds."""

_PLANS: dict[type, tuple[dict[str, dataclasses.Field[Any]], tuple[_Field, ...]]] = {}


def _plan(cls: type) -> tuple[dict[str, dataclasses.Field[Any]], tuple[_Field, ...]]:
    """A record's fields and how each is read, worked out once per class (they are the same
    every time)."""
    plan = _PLANS.get(cls)
    if plan is None:
        fields = {f.name: f for f in dataclasses.fields(cls)}
        hints = _hints(cls)
        rows = tuple(
            (
                name,
                f.default is dataclasses.MISSING,
                _auto_actions_field
                if name == "auto_actions"
                else None
                if f.metadata.get("json")
                else _converter(hints[name]),
                f.metadata.get("one_of"),
                f.metadata.get("range"),
            )
            for name, f in fields.items()
        )
        plan = _PLANS[cls] = (fields, rows)
    return plan


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """A record's field types, worked out once per class (they are the same every time)."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls, localns=_HINT_NAMES)
    return hints


def _auto_actions(value: Any, ctx: _Ctx) -> tuple[Action, ...]:
    if not isinstance(value, list | tuple):
        raise ctx.fail("auto_actions", "expected a list of actions")
    if value and ctx.depth >= AUTO_DEPTH:
        raise ctx.fail("auto_actions", f"auto actions nested more than {AUTO_DEPTH} deep")
    head = ctx.where or (f"action {ctx.action_id}" if ctx.action_id is not None else "action")
    return tuple(_parse(sub, f"{head}, auto_actions[{i}]", ctx.depth + 1) for i, sub in enumerate(value))


def _auto_actions_field(value: Any, ctx: _Ctx, key: str) -> tuple[Action, ...]:
    return _auto_actions(value, ctx)


_CONVERTERS: dict[Any, _Convert] = {}


def _converter(hint: Any) -> _Convert:
    """How a value of the field type ``hint`` is checked and built (tuples and nested
    records), worked out once per type."""
    how = _CONVERTERS.get(hint)
    if how is None:
        how = _CONVERTERS[hint] = _make_converter(hint)
    return how


def _make_converter(hint: Any) -> _Convert:
    args = typing.get_args(hint)
    origin = typing.get_origin(hint)
    if origin in (types.UnionType, typing.Union):
        inner = [a for a in args if a is not type(None)]
        if len(inner) != 1:
            raise TypeError(f"an action field may be one type or None, not {hint}")
        then, optional = _converter(inner[0]), type(None) in args

        def either(value: Any, ctx: _Ctx, key: str) -> Any:
            return None if optional and value is None else then(value, ctx, key)

        return either
    if origin is tuple:
        each = _converter(args[0])

        def many(value: Any, ctx: _Ctx, key: str) -> Any:
            if not isinstance(value, list | tuple):
                raise ctx.fail(key, f"expected a list, got {value!r}")
            return tuple(each(v, ctx, f"{key}[{i}]") for i, v in enumerate(value))

        return many
    if dataclasses.is_dataclass(hint):
        kind = typing.cast(type, hint)  # (a record's class: its hint is the class itself)

        def record(value: Any, ctx: _Ctx, key: str) -> Any:
            if not isinstance(value, Mapping):
                raise ctx.fail(key, f"expected an object, got {value!r}")
            return _build(kind, value, ctx.inside(key))

        return record
    expected = {int: "an integer", str: "a string", bool: "true or false"}.get(hint)

    def plain(value: Any, ctx: _Ctx, key: str) -> Any:
        if expected is not None and (
            not isinstance(value, hint) or (hint is int and isinstance(value, bool))
        ):
            raise ctx.fail(key, f"expected {expected}, got {value!r}")
        return value

    return plain


def _type_name(cls: type) -> str:
    return getattr(cls, "TYPE", "") or cls.__name__


def _freeze(value: Any) -> JsonValue:
    if isinstance(value, Mapping):
        return types.MappingProxyType({str(k): _freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return typing.cast(JsonValue, value)


def actions_from_list(items: Sequence[Mapping[str, Any]], *, where: str = "") -> list[Action]:
    """Parse a list of actions in order (an export's ``actions``)."""
    return [action_from_dict(d, where=where) for d in items]
