"""The best run legal_actions offers an 1862 company runs only the trains it holds permits
for (§7.8 L1399-L1401, §6.5.4.3 L931-L936): the ENR of the port-to-port board (F3, E2)
with an express permit runs its 2E and leaves its 1F standing; with both permits, both run."""

from __future__ import annotations

import tresham
from tresham.engine import offers


def enr(permits):
    return tresham.state_from_setup(
        "1862",
        ["Ann", "Bob", "Cy"],
        {
            "phase": "B",
            "round": {"kind": "operating", "entity": "ENR", "step": "route"},
            "players": {"Ann": {"shares": {"ENR": 60}}},
            "companies": {
                "ENR": {"price": 68, "trains": ["2E", "1F"], "permits": list(permits), "floated": True}
            },
            "tiles": [{"hex": "F3", "tile": "15", "rotation": 0}, {"hex": "E2", "tile": "57", "rotation": 2}],
            "tokens": [
                {"hex": "F3", "company": "ENR", "city": 0},
                {"hex": "E2", "company": "ENR", "city": 0},
            ],
        },
    )


def running(state, run):
    names = {c.id: c.name for c in state.trains_of("ENR")}
    return sorted(names[r.train] for r in run.routes if r.nodes)


def test_an_express_only_company_runs_its_express_train_alone_and_the_run_is_accepted():
    state = enr(["express"])
    run = offers.best_run(state, "ENR")
    assert run is not None and running(state, run) == ["2E"]
    assert len(run.routes) == 2  # the 1F is listed, not run
    assert tresham.apply(state, run).ok
    assert [a for a in tresham.legal_actions(state) if a.TYPE == "run_routes"][0] == run


def test_with_both_permits_both_trains_run():
    state = enr(["express", "freight"])
    run = offers.best_run(state, "ENR")
    assert run is not None and running(state, run) == ["1F", "2E"]
    assert tresham.apply(state, run).ok
