"""`tresham examples` / `tresham example show|run` as a user meets them, and the README's API snippet."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

import tresham
from tresham.cli import main
from tresham.scenario import example_ids
from tresham.scenario.stepper import PROMPT

README = Path(__file__).resolve().parents[1] / "README.md"


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_the_readme_python_api_snippets_run(monkeypatch, tmp_path):
    # every ```python block of the section, run from a directory that is not the checkout
    # (a user's, after `pip install .`): bundled files are found through the package
    text = README.read_text(encoding="utf-8")
    section = re.search(r"^### Python API\n(.*?)^##", text, re.S | re.M)
    assert section is not None
    blocks = re.findall(r"^```python\n(.*?)^```", section.group(1), re.S | re.M)
    assert len(blocks) == 2 and all("assert" in b for b in blocks)
    monkeypatch.chdir(tmp_path)
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})


def test_examples_json_lists_every_example_with_its_fields():
    r = run("examples", "--json")
    assert r.exit_code == 0
    rows = json.loads(r.output)
    assert [row["id"] for row in rows] == example_ids()
    assert set(rows[0]) == {"id", "game", "title", "source", "steps"}
    assert all(row["steps"] > 0 and row["source"] for row in rows)


def test_examples_of_one_game_and_an_unknown_game():
    r = run("examples", "1824")
    assert r.exit_code == 0 and "1824/e7-trade-in" in r.output and "1862/" not in r.output
    bad = run("examples", "1999")
    assert bad.exit_code == 2 and "no game '1999'" in bad.output


def test_run_json_has_the_documented_shape():
    r = run("example", "run", "1862/ex24-dividend-split", "--json")
    assert r.exit_code == 0
    d = json.loads(r.output)
    assert set(d) == {"id", "ok", "steps"} and d["ok"] is True
    assert set(d["steps"][0]) == {"n", "action", "ok", "expected", "actual"}
    assert d["steps"][1]["actual"]["cash"] == {"Richard": 195, "Lucy": 138}


def test_a_mismatch_exits_1_with_expected_and_actual(tmp_path, monkeypatch):
    from tresham.scenario import load

    src = load.example_path("1862/ex24-dividend-split")
    games = tmp_path / "games"
    (games / "1862" / "examples").mkdir(parents=True)
    text = src.read_text(encoding="utf-8").replace("Richard = 195", "Richard = 196")
    (games / "1862" / "examples" / "ex24-dividend-split.toml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(load, "examples_dir", lambda game: games / game / "examples")
    r = run("example", "run", "1862/ex24-dividend-split")
    assert r.exit_code == 1
    assert 'cash: expected {"Richard": 196, "Lucy": 138}, got {"Richard": 195, "Lucy": 138}' in r.output


def test_an_unknown_or_path_like_id_is_bad_input():
    for bad in ("1862/nope", "../../etc/passwd", "1862"):
        r = run("example", "run", bad)
        assert r.exit_code == 2 and "no example" in r.output


def test_show_prints_the_introduction_and_every_step_without_running():
    r = run("example", "show", "1824/e7-trade-in")
    assert r.exit_code == 0
    assert "The last 5-train is in the bank" in r.output and "Step 3:" in r.output


def test_the_list_and_show_fit_an_80_column_terminal_for_every_example():
    wide = [("examples", line) for line in run("examples").output.splitlines() if len(line) > 80]
    for example_id in example_ids():
        r = run("example", "show", example_id)
        assert r.exit_code == 0
        wide += [(example_id, line) for line in r.output.splitlines() if len(line) > 80]
    assert wide == []


def test_step_pauses_at_the_start_and_after_each_step_and_q_stops():
    r = run("example", "run", "1824/e7-trade-in", "--step", input="\n\nq\n")
    assert r.exit_code == 0
    n = len(tresham.load_example("1824/e7-trade-in").steps)
    assert f"Step 1/{n}" in r.output and f"Step 2/{n}" in r.output and f"Step 3/{n}" not in r.output
    assert all(len(line) <= 80 for line in r.output.splitlines() if "[Enter]" not in line)


def test_render_writes_the_board_and_the_market_for_every_moment(tmp_path):
    import xml.etree.ElementTree as ET

    out = tmp_path / "moments"
    r = run("example", "run", "1862/ex24-dividend-split", "--render", str(out))
    assert r.exit_code == 0
    names = sorted(p.name for p in out.iterdir())
    assert names == [f"step-0{n}-{part}.svg" for n in range(3) for part in ("board", "market")]
    svg = "{http://www.w3.org/2000/svg}"
    market = ET.parse(out / "step-02-market.svg").getroot()
    assert "L&E" in [t.text for t in market.iter(f"{svg}text")]  # its token sits on the market
    board = ET.parse(out / "step-02-board.svg").getroot()
    assert "Norwich" in [t.text for t in board.iter(f"{svg}text")]


def test_render_draws_18_lilliput_tiles_laid_beyond_its_printed_mildendo(tmp_path):
    import xml.etree.ElementTree as ET

    out = tmp_path / "moments"
    assert run("example", "run", "18lilliput/e5-revenue-example-1", "--render", str(out)).exit_code == 0
    board = ET.parse(out / "step-01-board.svg").getroot()
    classes = [e.get("class") for e in board.iter()]
    # Mildendo and the seven cells of the example's layout, each with its station tokens
    assert classes.count("hex") == 8 and classes.count("tile-name") == 7 and classes.count("token") == 5


def test_a_designers_scenario_file_runs_by_its_path(tmp_path):
    from tresham.scenario import example_path

    bundled = example_path("1862/ex24-dividend-split")
    mine = tmp_path / "my-rule.toml"
    mine.write_text(bundled.read_text(encoding="utf-8"), encoding="utf-8")
    ok = CliRunner().invoke(main, ["example", "run", str(mine)])
    assert ok.exit_code == 0 and "1862/my-rule: all 2 steps as expected" in ok.output
    broken = mine.read_text(encoding="utf-8").replace('price = { "L&E" = 100 }', 'price = { "L&E" = 101 }')
    mine.write_text(broken, encoding="utf-8")
    assert CliRunner().invoke(main, ["example", "run", str(mine)]).exit_code == 1
    stepped = CliRunner().invoke(main, ["example", "run", str(mine), "--step"], input="\n\n")
    assert stepped.exit_code == 1 and stepped.output.rstrip().endswith("MISMATCH at step 2")
    missing = CliRunner().invoke(main, ["example", "run", str(tmp_path / "nope.toml")])
    assert missing.exit_code == 2 and "no such scenario file" in missing.output


def test_step_stops_cleanly_at_the_end_of_input():
    # Ctrl-D (or a closed pipe) at the pause stops as q does: exit 0, no "interrupted"
    r = run("example", "run", "1824/e7-trade-in", "--step", input="\n\n")
    n = len(tresham.load_example("1824/e7-trade-in").steps)
    assert r.exit_code == 0 and "interrupted" not in r.output
    assert f"Step 2/{n}" in r.output and f"Step 3/{n}" not in r.output
    assert r.output.rstrip().endswith(f"Stopped after step 2 of {n}.")


def test_step_to_the_end_says_so():
    n = len(tresham.load_example("1862/ex24-dividend-split").steps)
    r = run("example", "run", "1862/ex24-dividend-split", "--step", input="\n" * n)
    assert r.exit_code == 0 and r.output.rstrip().endswith("End of 1862/ex24-dividend-split.")


def test_step_names_the_actor_as_events_do_and_shows_option_shares():
    r = run("example", "run", "1840/e6-line-revenue", "--step", input="\n\n")
    assert "Step 1/2: line 18 runs its Y1-train on " in r.output
    # 1862 merger No. 1 (L603-L611): Richard's fifth WStI turns to its option side and is
    # exchanged for Emma's N&E; he redeems it in the next step
    r = run("example", "run", "1862/ex05-merger-one", "--step", input="\n" * 5)
    rows = [line.split() for line in r.output.splitlines() if "option side" in line and "  " in line]
    assert ["Richard", "option", "side", "-", "N&E", "share"] in rows
    assert ["Richard", "option", "side", "N&E", "share", "-"] in rows
    merger = [line.split()[1:] for line in r.output.splitlines() if line.startswith("  merger ")]
    assert merger[:2] == [["-", "N&E", "with", "WStI"], ["N&E", "with", "WStI", "WStI", "into", "N&E"]]


def test_step_shows_a_turn_going_on_to_its_next_step():
    # a run leaves the L&E's turn at its dividend step: a teacher sees the turn move on
    r = run("example", "run", "1862/ex24-dividend-split", "--step", input="\n\n")
    assert [line.split() for line in r.output.splitlines() if "step of the turn" in line][0] == [
        "step", "of", "the", "turn", "route", "dividend"
    ]  # fmt: skip


def test_ctrl_c_at_the_pause_ends_the_prompt_line_before_saying_interrupted():
    import io

    class CtrlC(io.RawIOBase):  # the teacher presses Ctrl-C at the first pause
        def readable(self) -> bool:
            return True

        def readinto(self, b) -> int:
            raise KeyboardInterrupt

    r = CliRunner().invoke(
        main, ["example", "run", "1824/e7-trade-in", "--step"], input=io.BufferedReader(CtrlC())
    )
    assert r.exit_code == 130
    lines = r.output.splitlines()
    assert lines[-2:] == [PROMPT, "tresham: interrupted"]
    assert "Traceback" not in r.output


def test_an_example_id_without_show_or_run_says_which_commands_take_it():
    # a teacher writing `tresham example ID` is told the two commands, and nothing runs
    for target in ("1824/e7-trade-in", "my-lesson.toml"):
        r = run("example", target)
        assert r.exit_code == 2
        assert f"tresham example show {target}" in r.output and f"tresham example run {target}" in r.output
    unknown = run("example", "play")  # (any other word is still an unknown command)
    assert unknown.exit_code == 2 and "No such command 'play'" in unknown.output


def test_a_teacher_steps_one_example_of_each_game_with_every_key():
    # back, jump, a wrong move, a listed move, the position, a typo: each example ends cleanly
    # and every line the teacher reads fits 80 columns
    for example_id in ("1824/e6-revenue-green-phase", "1840/e6-line-revenue", "1862/ex05-merger-one",
                       "18mag/e9-phase-change", "18lilliput/e5-revenue-example-1"):  # fmt: skip
        n = len(tresham.load_example(example_id).steps)
        keys = ["s", "l", "t pass", "t 1", "x", f"g {n}", "b", "s", "t {}", "g 0", "?", *[""] * (n + 1)]
        r = run("example", "run", example_id, "--step", input="\n".join(keys) + "\n")
        assert r.exit_code == 0 and r.output.rstrip().endswith(f"End of {example_id}."), example_id
        assert r.output.count(f"Step {n}/{n}:") == 2 and "is not a key here" in r.output
        assert [line for line in r.output.splitlines() if len(line) > 80 and PROMPT not in line] == []
