"""Every bundled example runs, and every step does what its file says it does."""

from __future__ import annotations

import json

import pytest

from tresham.scenario import example_ids, run_example

IDS = example_ids()


def test_every_game_has_examples():
    assert {i.split("/")[0] for i in IDS} >= {"1862"}


@pytest.mark.parametrize("example_id", IDS)
def test_example_runs_as_its_file_says(example_id):
    report = run_example(example_id)
    wrong = [
        {"step": s.n, "key": k, "expected": s.expected.get(k), "actual": s.actual.get(k), "events": s.events}
        for s in report.steps
        for k in s.wrong
    ]
    assert report.ok, json.dumps(wrong, indent=1, ensure_ascii=False)


def test_every_step_explains_itself_to_the_learner():
    # `--step` shows a step's explanation above its events: a step without one leaves a
    # teacher with bare engine events (found stepping the examples as a teacher would)
    from tresham.scenario import load_example

    silent = [
        f"{i} step {n}" for i in IDS for n, s in enumerate(load_example(i).steps, 1) if not s.explain.strip()
    ]
    assert silent == []
