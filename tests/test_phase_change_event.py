"""A phase change is told in a line or two as it happens (the new phase, new tile colours,
operating rounds, train limit); the phase's whole note stays on its card and in `tresham info`."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

import tresham
from tresham.cli import main
from tresham.data import load_game
from tresham.engine.trains import phase_change
from tresham.scenario.wrap import wrapped

from .conftest import GAMES


@pytest.mark.parametrize("gid", GAMES)
def test_every_phase_change_fits_two_lines_of_the_stepper_and_says_what_changed(gid):
    phases = load_game(gid).phases
    for before, nxt in zip(phases, phases[1:], strict=False):
        said = phase_change(before, nxt)
        assert said.startswith(f"Phase {nxt.name} begins")
        assert len(wrapped(said, "  - ", "    ")) <= 2, said
        for colour in set(nxt.tiles) - set(before.tiles):
            assert f"{colour} tiles" in said or f"and {colour}" in said
        if nxt.limits != before.limits:
            assert f"train limit {nxt.limits.summary}" in said
        assert not any(note in said for note in nxt.events if len(note) > 20)


def test_18mags_green_phase_is_one_line_not_its_nine_line_note():
    # 18Mag's first 3-train starts the green phase (L643-L648); the event used to print
    # every line of the phase's note
    scenario = tresham.load_example("18mag/e9-phase-change")
    state = tresham.example_state(scenario)
    result = tresham.apply(state, scenario.actions[0])
    (said,) = [e.text for e in result.events if e.kind == "phase"]
    assert said == "Phase Green begins: green tiles may be laid; 2 operating rounds to a set"
    assert result.state.phase == "Green"


def test_info_prints_each_phases_whole_note():
    from tresham.report import unreferenced  # info reads as sentences, without line numbers

    game = load_game("18mag")
    out = CliRunner().invoke(main, ["info", "18mag"]).output
    flat = " ".join(out.split())
    for phase in game.phases:
        for note in phase.events:
            assert " ".join(unreferenced(note).split()) in flat
    assert all(len(line) <= 100 for line in out.splitlines() if line.startswith("    - "))


def test_a_1862_phase_says_when_the_limit_turns_from_each_kind_to_a_total():
    # A-D: 3 trains of each type, E-F: 2 of each type, G-H: a total of 3 (L1699-L1701)
    phases = {p.name: p for p in load_game("1862").phases}
    assert phases["A"].limits.summary == "3 of each kind (freight, express, local)"
    assert phase_change(phases["D"], phases["E"]).endswith(
        "train limit 2 of each kind (freight, express, local)"
    )
    assert phase_change(phases["F"], phases["G"]).endswith("train limit 3 in all")
