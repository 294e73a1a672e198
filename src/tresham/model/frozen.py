"""Read-only mappings for the model's frozen dataclasses."""

from __future__ import annotations

from collections.abc import Mapping
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
