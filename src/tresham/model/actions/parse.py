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
    fields = {f.name: f for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    for key in body:
        if key not in fields:
            raise ctx.fail(key, f"not a field of {_type_name(cls)} (fields: {', '.join(fields)})")
    hints = _hints(cls)
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


def actions_from_list(items: Sequence[Mapping[str, Any]], *, where: str = "") -> list[Action]:
    """Parse a list of actions in order (an export's ``actions``)."""
    return [action_from_dict(d, where=where) for d in items]
