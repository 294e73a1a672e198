"""A package's names imported when first asked for (a module ``__getattr__``, PEP 562).

A package that gathers the names of its modules (``tresham.rules``, ``rules.routes``,
``tresham.scenario``) would otherwise import every module the moment any one of them is
needed: ``tresham check`` would load the engine and the route search it never runs.

A registry of one object per game (``LazyRegistry``) likewise imports a game's module
only when that game is asked for: a replay of an 1840 game loads 1840's rules and rounds,
not those of every game.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator, Mapping
from importlib import import_module
from typing import Any, Generic, TypeVar

T = TypeVar("T")


def lazy_names(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """The ``__getattr__`` of ``package``: a name of ``where`` (name -> the module of the
    package that defines it) is imported when first asked for and kept in the package."""

    def __getattr__(name: str) -> Any:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f".{module}", package), name)
        setattr(sys.modules[package], name, value)  # asked for once
        return value

    return __getattr__


def names_of(modules: Mapping[str, tuple[str, ...]]) -> dict[str, str]:
    """``where`` for ``lazy_names`` from module -> the names it defines."""
    return {name: module for module, names in modules.items() for name in names}


class LazyRegistry(Mapping[str, T], Generic[T]):
    """A read-only mapping of key -> ``"module:name"`` (``module`` relative to ``package``)
    whose values are imported on first use and kept; ``make`` turns what the module defines
    into the value (a class into its one instance). Iterating lists the keys without
    importing anything."""

    def __init__(
        self, package: str, where: Mapping[str, str], make: Callable[[Any], T] = lambda x: x
    ) -> None:
        self._package = package
        self._where = dict(where)
        self._make = make
        self._got: dict[str, T] = {}

    def __getitem__(self, key: str) -> T:
        got = self._got.get(key)
        if got is None:
            module, name = self._where[key].split(":")
            got = self._got[key] = self._make(getattr(import_module(module, self._package), name))
        return got

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def __contains__(self, key: object) -> bool:
        return key in self._where


__all__ = ["LazyRegistry", "lazy_names", "names_of"]
