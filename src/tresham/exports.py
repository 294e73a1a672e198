"""A package's names imported when first asked for (a module ``__getattr__``, PEP 562).

A package that gathers the names of its modules (``tresham.rules``, ``rules.routes``,
``tresham.scenario``) would otherwise import every module the moment any one of them is
needed: ``tresham check`` would load the engine and the route search it never runs.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any


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


__all__ = ["lazy_names", "names_of"]
