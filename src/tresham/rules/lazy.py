"""``lazy``: an attribute worked out on first use and kept on the instance.

Like ``functools.cached_property`` without its lock (Python 3.11 takes a lock on every
first use, which the rules' contexts, built by the thousand, cannot afford).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class lazy(Generic[T]):  # noqa: N801 - used as a decorator, like property
    """A read-only attribute computed once per instance (the instance needs a ``__dict__``)."""

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type) -> lazy[T]: ...

    @overload
    def __get__(self, obj: object, owner: type) -> T: ...

    def __get__(self, obj: object | None, owner: type) -> T | lazy[T]:
        if obj is None:
            return self
        value = self.func(obj)
        obj.__dict__[self.name] = value
        return value


__all__ = ["lazy"]
