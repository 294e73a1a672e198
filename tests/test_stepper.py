"""The teacher's stepper (``scenario/stepper.py``): keys at the pause, screens that fit."""

from __future__ import annotations

from tresham.data import load_game
from tresham.scenario import example_ids, load_example, scenario_state
from tresham.scenario.stepper import Stepper

EXAMPLE = "1862/ex05-merger-one"


def stepped(keys: list[str], example_id: str = EXAMPLE) -> tuple[Stepper, list[list[str]], int]:
    """Run the stepper on ``keys`` (then the end of input); the screens it showed and the
    step it stopped at."""
    scenario = load_example(example_id)
    answers = iter(keys)
    screens: list[list[str]] = []
    stepper = Stepper(scenario, scenario_state(load_game(scenario.game), scenario), screens.append,
                      lambda prompt: next(answers, None))  # fmt: skip
    return stepper, screens, stepper.run()


def heading(screen: list[str]) -> str:
    return next(line for line in screen if line)


def test_the_start_is_shown_with_the_whole_position_before_step_1():
    _, screens, at = stepped([])
    assert at == 0 and any(line.startswith("Before step 1: ") for line in screens[0])


def test_enter_goes_on_b_goes_back_and_r_repeats():
    stepper, screens, at = stepped(["", "", "b", "r"])
    n = stepper.total
    heads = [heading(s).split(":")[0] for s in screens]
    assert heads[1:] == [f"Step 1/{n}", f"Step 2/{n}", f"Step 1/{n}", f"Step 1/{n}"]
    assert at == 1 and n == len(stepper.scenario.steps)


def test_b_at_the_start_says_there_is_nothing_before():
    _, screens, at = stepped(["b"])
    assert at == 0 and "no step before" in screens[-1][0]


def test_g_jumps_to_any_step_and_refuses_a_step_that_is_not_there():
    stepper, screens, at = stepped(["g 4", "g 99", "g x"])
    assert heading(screens[1]).startswith(f"Step 4/{stepper.total}")
    assert at == 4 and all("g takes a step number" in s[0] for s in screens[2:])


def test_g_0_goes_back_to_the_start():
    _, screens, at = stepped(["", "g 0"])
    assert at == 0 and screens[-1] == screens[0]


def test_an_unknown_key_is_refused_never_taken_as_enter():
    _, screens, at = stepped(["x", "next"])
    assert at == 0 and len(screens) == 3
    assert all("is not a key here" in s[0] for s in screens[1:])


def test_s_shows_the_whole_position_at_the_pause():
    _, screens, _ = stepped(["", "s"])
    assert screens[-1][0].startswith("After step 1: ") and any("Cash:" in x for x in screens[-1])


def test_the_last_step_shows_the_position_after_it_and_enter_there_ends():
    stepper, screens, at = stepped([""] * 6)
    assert stepper.ended and at == stepper.total
    assert any(line.startswith("After the last step: ") for line in screens[-1])


def test_q_stops_where_the_teacher_is_and_question_mark_lists_every_key():
    _, screens, at = stepped(["", "?", "q", ""])
    keys = [line.split()[0] for line in screens[-1][1:]]
    assert at == 1 and keys == ["Enter", "b", "g", "r", "s", "l", "t", "?", "q"]


def test_every_screen_fits_80_columns():
    _, screens, _ = stepped(["", "s", "?", "x"] + [""] * 9, "1824/e6-revenue-green-phase")
    assert all(len(line) <= 80 for screen in screens for line in screen)


# ---------------------------------------------------------------- the book against our choices
RECONSTRUCTED = (  # the examples issue 27 names, then the others with a box (docs/examples.md)
    "1824/e6-revenue-green-phase", "18mag/e6-minor-revenue-split", "18mag/e7-plus-train",
    "18mag/e9-phase-change", "1862/ex06-merger-two", "1862/ex14-merger-assets",
    "1862/ex15-upgrade-order", "1862/ex30-over-the-limit", "18lilliput/e5-revenue-example-1",
    "1824/e7-trade-in", "1840/e6-line-revenue", "18mag/e14-draft-order", "1862/ex04-director-option",
    "1862/ex05-merger-one", "18lilliput/e0-setup", "18lilliput/e8-solo-against-gulliver",
    "18lilliput/e10-whole-game-for-two", "1824/e9-goods-time-draft",
    # boxes added after issue 27's first pass: every example whose file said what it rebuilt
    "1862/ex19-combined-freight", "1862/ex18-freight-to-london", "1862/ex17-freight-distance-bonus",
    "18mag/e6b-minor-9-green", "18mag/e5-lake-balaton", "18mag/e4-double-sided-tiles",
    "18mag/e3-terrain-token", "18mag/e2-terrain-costs", "18lilliput/share-price-index",
    "1862/ex29-train-limit-two", "1862/ex24-dividend-split", "1862/ex23-three-train-types",
    "1862/ex22-express-train", "1862/ex21-n-of-m-train", "1862/ex20-local-train-subsidy",
    "1862/ex16-offboard-separate-stop", "1862/ex12-merger-connection",
    "1862/ex07-director-change-by-sale", "1840/e5-remove-city-token", "1840/e1-stadtbahn-route",
    "1824/e8-staatsbahn-capital", "1824/e5-token-ladder", "1840/e7-interchange-without-token",
    "1824/e10-two-player-draft",
)  # fmt: skip


def test_every_reconstructed_example_says_what_is_the_books_and_what_is_ours():
    boxed = [i for i in example_ids() if load_example(i).book_notes]
    assert sorted(boxed) == sorted(RECONSTRUCTED)
    for example_id in RECONSTRUCTED:
        kinds = {n.kind for n in load_example(example_id).notes_at(None)}
        assert {"book", "reconstructed"} <= kinds, example_id


def test_the_box_is_shown_at_the_start_and_at_the_step_its_note_touches():
    from tresham.scenario.stepper import BOX_TITLE

    stepper, screens, _ = stepped(["", "", ""], "1824/e6-revenue-green-phase")
    boxed = [any(BOX_TITLE in line for line in s) for s in screens]
    assert boxed == [True, False, False, True]  # the start, and step 3 (coal 2's erratum)
    assert any("Erratum followed: " in line for line in screens[3])


def test_an_example_without_notes_shows_no_box():
    from tresham.scenario.stepper import BOX_TITLE

    _, screens, _ = stepped([""], "1862/ex03-par")
    assert not any(BOX_TITLE in line for s in screens for line in s)


def write_with_note(tmp_path, note: str):
    from tresham.scenario import example_path

    mine = tmp_path / "mine.toml"
    bundled = example_path("1862/ex03-par").read_text(encoding="utf-8")  # no note
    mine.write_text(bundled + note, encoding="utf-8")
    return mine


def test_a_note_is_read_with_its_kind_and_step(tmp_path):
    from tresham.scenario import load_scenario

    mine = write_with_note(tmp_path, '\n[[note]]\nkind = "book"\nstep = 2\ntext = "The £19."\n')
    (note,) = load_scenario(mine).book_notes
    assert (note.kind, note.step, note.text) == ("book", 2, "The £19.")


def test_a_note_of_an_unknown_kind_or_a_step_that_is_not_there_names_file_and_key(tmp_path):
    import pytest

    from tresham.errors import TreshamError
    from tresham.scenario import example_path, load_scenario

    past = example_path("1862/ex03-par").read_text(encoding="utf-8").count("[[step]]") + 1
    for note, key in (('kind = "guess"', "kind"), (f'kind = "book"\nstep = {past}', "step")):
        mine = write_with_note(tmp_path, f'\n[[note]]\n{note}\ntext = "x"\n')
        with pytest.raises(TreshamError, match=rf"mine\.toml.*note\[0\]\.{key}"):
            load_scenario(mine)


def test_the_readme_and_docs_examples_list_every_key_the_stepper_takes():
    from pathlib import Path

    from tresham.scenario.stepper import KEYS

    root = Path(__file__).resolve().parents[1]
    for doc in (root / "README.md", root / "docs" / "examples.md"):
        rows = [line for line in doc.read_text(encoding="utf-8").splitlines() if line.startswith("| ")]
        cells = {row.split("|")[1].strip().strip("`") for row in rows}
        assert {key for key, _ in KEYS} <= cells, doc.name
