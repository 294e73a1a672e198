"""Read-only mappings for the model's frozen dataclasses, and a quicker ``__init__`` for those
made by the thousand."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import MISSING
from types import MappingProxyType
from typing import TypeVar

K = TypeVar("K")
V = TypeVar("V")


def frozen(items: Mapping[K, V] | None = None) -> Mapping[K, V]:
    """A read-only copy of ``items`` (insertion order kept), safe to hold in a frozen dataclass."""
    if isinstance(items, MappingProxyType):
        return items
    return MappingProxyType(dict(items or {}))


def freeze_fields(obj: object, *names: str) -> None:
    """In ``__post_init__``: replace the named mapping fields of a frozen dataclass by read-only copies."""
    for name in names:
        object.__setattr__(obj, name, frozen(getattr(obj, name)))


C = TypeVar("C", bound=type)


def quick_init(cls: C) -> C:
    """Give the frozen dataclass ``cls`` an ``__init__`` that stores its fields straight in
    the instance's dict, made from the class's own field list (as ``dataclass`` makes its
    own). A frozen dataclass's generated ``__init__`` sets each field through
    ``object.__setattr__``, about three times as slow, and the rules make some of these by
    the thousand a check (a lay's result, its turn, the tile it places). Same parameters,
    defaults, equality, hash and repr, and read-only afterwards.

    Apply it above ``@dataclass(frozen=True)``. Fields with a default factory, keyword-only
    or ``init=False`` fields and ``__post_init__`` are not handled: TypeError."""
    if not dataclasses.is_dataclass(cls) or not getattr(cls, "__dataclass_params__").frozen:  # noqa: B009
        raise TypeError(f"quick_init: {cls.__qualname__} is not a frozen dataclass")
    fields = dataclasses.fields(cls)
    awkward = [f.name for f in fields if not f.init or f.kw_only or f.default_factory is not MISSING]
    if awkward or hasattr(cls, "__post_init__"):
        raise TypeError(f"quick_init: {cls.__qualname__} has fields it cannot set: {awkward}")
    # the defaults reach the function by name, as in dataclass's own (never by their repr)
    namespace = {f"_default_{f.name}": f.default for f in fields if f.default is not MISSING}
    args = ", ".join(f.name if f.default is MISSING else f"{f.name}=_default_{f.name}" for f in fields)
    # (the instance and its dict under names no field takes)
    body = "".join(f"    __quick_dict__[{f.name!r}] = {f.name}\n" for f in fields)
    head = f"def __init__(__quick_self__, {args}):\n    __quick_dict__ = __quick_self__.__dict__\n"
    exec(head + body, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    setattr(cls, "__init__", init)  # noqa: B010 - (a class attribute mypy takes for a method)
    return cls
