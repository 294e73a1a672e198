"""Remembered art that a forked worker can hand back to the process that forked it.

Drawing a tile or a map hex for the first time is the costly part of a build, so it is
remembered (the art is immutable). The kit draws on both cores by forking a copy of
itself (``kit.parallel``); what a copy remembers would die with it, so that every later
build in the same process (a test run, a long-lived caller) would draw in the copy cold
again. A ``Memo`` therefore notes the entries made while ``recording`` and lets the
forked copy send them back with its results, for the parent to ``adopt``: the next fork
starts with them. A memo whose keys are costly to send (whole drawings) is not ``shared``
that way; its caller may ``remember`` what a copy sent back in another form. Entries are
dropped oldest first past ``maxsize``.

Keys hold the model's tile values (a ``TileDef``, a ``Content``), on which the rules keep
caches of their own (rotated contents, track indexes); ``dumps`` sends such a value as its
fields alone, so nothing the rules keep on it crosses (or fails to cross) with it.
"""

from __future__ import annotations

import dataclasses
import functools
import io
import pickle
from collections.abc import Callable, Iterable
from typing import Any, Generic, ParamSpec, TypeVar

from ..model import tile as tile_model

P = ParamSpec("P")
R = TypeVar("R")

Entry = tuple[str, Any, Any]  # (the memo's name, key, value)

_MEMOS: dict[str, Memo[Any, Any]] = {}
_KEYWORDS = "\0keywords"  # between the positional and the keyword arguments of a key


def _key(args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """The key of a call: its arguments (a plain value, so that it survives pickling)."""
    return (*args, _KEYWORDS, *kwargs.items()) if kwargs else args


class Memo(Generic[P, R]):
    """A function's results by its arguments (which must be hashable)."""

    def __init__(self, fn: Callable[P, R], maxsize: int, shared: bool = True) -> None:
        self.fn = fn
        self.maxsize = maxsize
        self.shared = shared
        self.name = f"{fn.__module__}.{fn.__qualname__}"
        self.table: dict[Any, R] = {}
        self.made: list[Any] | None = None  # the keys made since recording began
        functools.update_wrapper(self, fn)
        _MEMOS[self.name] = self

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        return self.fresh(*args, **kwargs)[0]

    def fresh(self, *args: P.args, **kwargs: P.kwargs) -> tuple[R, bool]:
        """The result, and whether it was made now (not remembered)."""
        key = _key(args, kwargs)
        try:
            return self.table[key], False
        except KeyError:
            pass
        value = self.fn(*args, **kwargs)
        self._put(key, value)
        if self.made is not None:
            self.made.append(key)
        return value, True

    def _put(self, key: Any, value: R) -> None:
        if len(self.table) >= self.maxsize:
            del self.table[next(iter(self.table))]
        self.table[key] = value

    def remember(self, value: R, *args: P.args, **kwargs: P.kwargs) -> None:
        """Take ``value`` as the result for these arguments (made elsewhere)."""
        key = _key(args, kwargs)
        if key not in self.table:
            self._put(key, value)

    def clear(self) -> None:
        self.table.clear()


def memo(maxsize: int = 4096, shared: bool = True) -> Callable[[Callable[P, R]], Memo[P, R]]:
    """Decorate a function whose results are remembered (and, if ``shared``, handed back by
    a fork)."""

    def wrap(fn: Callable[P, R]) -> Memo[P, R]:
        return Memo(fn, maxsize, shared)

    return wrap


def record() -> None:
    """From now on, note every entry the shared memos make (in a forked copy, before it
    takes its jobs)."""
    for m in _MEMOS.values():
        m.made = [] if m.shared else None


def recorded() -> list[Entry]:
    """The entries made since ``record`` that are still remembered."""
    out = []
    for m in _MEMOS.values():
        for key in m.made or ():
            if key in m.table:
                out.append((m.name, key, m.table[key]))
    return out


def adopt(entries: Iterable[Entry]) -> None:
    """Remember entries another process made (those of memos this process does not have,
    e.g. of a module only the other imported, are left out)."""
    for name, key, value in entries:
        m = _MEMOS.get(name)
        if m is not None and key not in m.table:
            m._put(key, value)


def _fields_of(obj: Any) -> tuple[Callable[..., Any], tuple[Any, ...]]:
    """Pickle a model value as its type and its fields (no caches kept in its ``__dict__``)."""
    cls = type(obj)
    return _rebuilt, (cls, tuple(getattr(obj, f.name) for f in dataclasses.fields(cls)))


def _rebuilt(cls: type, values: tuple[Any, ...]) -> Any:
    obj: Any = object.__new__(cls)
    for f, value in zip(dataclasses.fields(cls), values, strict=True):
        object.__setattr__(obj, f.name, value)
    return obj


_MODEL = {
    cls: _fields_of
    for cls in vars(tile_model).values()
    if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == tile_model.__name__
}


def dumps(obj: Any) -> bytes:
    """``obj`` pickled, the model's tile values as their fields alone."""
    out = io.BytesIO()
    pickler = pickle.Pickler(out, pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = _MODEL
    pickler.dump(obj)
    return out.getvalue()
