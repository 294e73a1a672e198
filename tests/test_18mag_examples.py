"""18Mag's rulebook examples whose totals the routes rules must find by themselves."""

from __future__ import annotations

import tresham
from tresham.rules.routes import best_runs


def test_e8b_minor_12s_best_run_is_40_and_120_with_the_plus_car():
    # sidebar L635: the smallest position that gives both totals (the example file says how)
    state = tresham.example_state("18mag/e8b-plus-train")
    plain = best_runs(state.rules, state.board, "12", ["3"], state.phase)
    plus = best_runs(state.rules, state.board, "12", ["3"], state.phase, extras=["G&C"])
    assert plain.total == 40 and plus.total == 120
    assert len(plus.runs[0].stops) == 6  # three counted stops and three towns (L602)


def test_e8b_runs_as_its_file_says():
    assert tresham.run_example("18mag/e8b-plus-train").ok
