"""Package names imported when first asked for (``tresham.exports``): the names are the
modules' own, an unknown one is an AttributeError, and checking a layout loads neither the
engine nor the route search."""

from __future__ import annotations

import subprocess
import sys

import pytest

import tresham.rules as rules_pkg
import tresham.rules.routes as routes_pkg
import tresham.scenario as scenario_pkg
from tresham.rules.lay import LayResult
from tresham.rules.routes.search import best_runs
from tresham.scenario.replay_loop import replay


def test_each_gathered_name_is_the_one_its_module_defines():
    assert rules_pkg.LayResult is LayResult
    assert routes_pkg.best_runs is best_runs
    assert scenario_pkg.replay is replay  # (a function, though a module once had its name)
    for pkg in (rules_pkg, routes_pkg, scenario_pkg):
        for name in pkg.__all__:
            assert getattr(pkg, name) is not None


def test_an_unknown_name_is_an_attribute_error():
    with pytest.raises(AttributeError, match="has no attribute 'nothing_here'"):
        _ = scenario_pkg.nothing_here  # type: ignore[attr-defined]


def test_checking_a_layout_loads_neither_the_engine_nor_the_route_search():
    code = (
        "import sys, tresham.scenario.layout_check, tresham.rules.games; "
        "print(sorted(m for m in sys.modules if m.startswith(('tresham.engine', "
        "'tresham.rules.routes.search', 'tresham.rules.routes.judge'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
