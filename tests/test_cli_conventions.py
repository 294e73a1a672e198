"""One set of conventions for every command: `-` for standard input and output, a default
paper of the user's own, an "Examples:" epilog in every help, and shell completion."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.shell_completion import ShellComplete
from click.testing import CliRunner

from tresham import config
from tresham.cli import main
from tresham.errors import ConfigError

DATA = Path(__file__).resolve().parent / "data"
LAYOUT = DATA / "layouts" / "legal-18mag.toml"
EXPORT = DATA / "exports" / "1862.json"


def invoke(*args: str, stdin: bytes | str | None = None, env: dict[str, str] | None = None):
    return CliRunner().invoke(main, list(args), input=stdin, env=env)


# ------------------------------------------------------------------ standard input and output
def test_check_reads_standard_input_when_the_file_is_a_dash():
    from_file = invoke("check", str(LAYOUT), "--json")
    from_stdin = invoke("check", "-", "--json", stdin=LAYOUT.read_bytes())
    assert from_stdin.exit_code == from_file.exit_code == 0
    assert from_stdin.output == from_file.output


def test_standard_input_that_is_not_utf8_is_one_line_naming_stdin():
    r = invoke("check", "-", stdin=b"game = '\xff'")
    assert r.exit_code == 2
    assert r.output.strip() == "tresham: error: <stdin>: line 1: is not UTF-8 text (byte 0xff)"


def test_a_layout_on_standard_input_is_named_stdin_in_its_errors():
    r = invoke("routes", "-", "--company", "1", stdin=LAYOUT.read_bytes().replace(b"[[train]]", b"[[x]]"))
    assert r.exit_code == 2 and "<stdin>" in r.output and "-:" not in r.output


def test_replay_writes_the_layout_to_standard_output_and_its_report_to_standard_error():
    r = CliRunner().invoke(main, ["replay", str(EXPORT), "--layout", "-"])
    assert r.stdout.startswith("# 1862 exported from 18xx.games")
    assert "wrote" not in r.stdout and "wrote" not in r.stderr
    assert str(EXPORT) in r.stderr  # the report's first line names the export
    checked = invoke("check", "-", stdin=r.stdout)
    assert checked.exit_code == 0, checked.output


def test_only_one_output_may_be_standard_output():
    r = invoke("replay", str(EXPORT), "--layout", "-", "--trace", "-")
    assert r.exit_code == 2 and "only one of --layout and --trace" in r.output


# ------------------------------------------------------------------ the default paper
def test_the_default_paper_is_a4_without_a_setting(monkeypatch, tmp_path):
    monkeypatch.delenv(config.PAPER_VARIABLE, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert config.default_paper() == "a4"


def test_the_config_file_sets_the_paper_and_the_variable_overrides_it(monkeypatch, tmp_path):
    monkeypatch.delenv(config.PAPER_VARIABLE, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "tresham").mkdir()
    (tmp_path / "tresham" / "config.toml").write_text('paper = "Letter"\n', encoding="utf-8")
    assert config.default_paper() == "letter"
    monkeypatch.setenv(config.PAPER_VARIABLE, "a4")
    assert config.default_paper() == "a4"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('paper = "legal"\n', 'paper: expected "a4" or "letter", got \'legal\''),
        ("paper = 3\n", 'paper: expected "a4" or "letter", got 3'),
        ('colour = "red"\n', "colour: unknown key; expected: paper"),
        ("paper = \n", "not valid TOML"),
    ],
)
def test_a_bad_config_file_names_the_file_and_the_key(monkeypatch, tmp_path, text, message):
    monkeypatch.delenv(config.PAPER_VARIABLE, raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "tresham").mkdir()
    (tmp_path / "tresham" / "config.toml").write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match="config.toml") as caught:
        config.default_paper()
    assert message in str(caught.value)


def test_a_bad_paper_variable_stops_the_build_in_one_line_before_any_file(tmp_path):
    out = tmp_path / "kit"
    r = invoke("build", "1824", "--only", "manifest", "--out", str(out), env={"TRESHAM_PAPER": "A5"})
    assert r.exit_code == 2
    assert r.output.strip() == 'tresham: error: $TRESHAM_PAPER: expected "a4" or "letter", got \'A5\''
    assert not out.exists()


def test_the_paper_variable_is_what_the_build_prints_on(tmp_path):
    r = invoke("build", "1824", "--only", "manifest", "--no-svg", "--out", str(tmp_path), "-q", "--json",
               env={"TRESHAM_PAPER": "letter"})  # fmt: skip
    assert r.exit_code == 0, r.output
    assert '"paper": "letter"' in r.output
    given = invoke("build", "1824", "--only", "manifest", "--no-svg", "--out", str(tmp_path), "-q", "--json",
                   "--paper", "a4", env={"TRESHAM_PAPER": "letter"})  # fmt: skip
    assert '"paper": "a4"' in given.output


# ------------------------------------------------------------------ help and completion
def _commands() -> list[tuple[str, click.Command]]:
    found = []
    for name, cmd in main.commands.items():
        found.append((name, cmd))
        if isinstance(cmd, click.Group):
            found += [(f"{name} {sub}", c) for sub, c in cmd.commands.items()]
    return found


@pytest.mark.parametrize(("name", "cmd"), _commands(), ids=[n for n, _ in _commands()])
def test_every_command_ends_its_help_with_examples_of_itself(name, cmd):
    r = invoke(*name.split(), "--help")
    assert r.exit_code == 0
    epilog = r.output.split("Examples:", 1)
    assert len(epilog) == 2, f"`tresham {name} --help` has no Examples: epilog"
    assert f"tresham {name}" in epilog[1]


def _complete(args: list[str], incomplete: str) -> list[str]:
    completer = ShellComplete(main, {}, "tresham", "_TRESHAM_COMPLETE")
    return [c.value for c in completer.get_completions(args, incomplete)]


def test_game_ids_complete_where_a_command_takes_a_game():
    assert _complete(["build"], "18") == ["1824", "1840", "1862", "18lilliput", "18mag"]
    assert _complete(["validate"], "18m") == ["18mag"]
    assert _complete(["info"], "186") == ["1862"]
    assert _complete(["build"], "30") == []


def test_map_ids_complete_for_the_game_named_before():
    assert sorted(_complete(["build", "18mag", "--map"], "")) == ["standard", "two"]
    assert _complete(["build", "nosuchgame", "--map"], "") == []


def test_example_ids_complete():
    found = _complete(["example", "run"], "1862/ex0")
    assert found and all(f.startswith("1862/ex0") for f in found)
