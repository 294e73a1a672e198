"""``tresham games`` and ``tresham info``: -q and --json, and a broken game in the list."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from tresham.cli import main
from tresham.data import available_games, load_game
from tresham.data.games import clear_cache

EXAMPLES = Path(__file__).resolve().parents[1] / "docs" / "examples"


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture()
def games_folder(tmp_path, monkeypatch):
    """$TRESHAM_GAMES with the guide's game and a copy of it whose trains rust on a train
    that does not exist (a cross-file finding)."""
    shutil.copytree(EXAMPLES / "tinyrail", tmp_path / "tinyrail")
    broken = tmp_path / "t2"
    shutil.copytree(EXAMPLES / "tinyrail", broken)
    game = broken / "game.toml"
    game.write_text(
        game.read_text(encoding="utf-8").replace('id = "tinyrail"', 'id = "t2"'), encoding="utf-8"
    )
    trains = broken / "trains.toml"
    trains.write_text(
        trains.read_text(encoding="utf-8").replace('rusts_on = "3"', 'rusts_on = "9"'), encoding="utf-8"
    )
    monkeypatch.setenv("TRESHAM_GAMES", str(tmp_path))
    clear_cache()
    yield tmp_path
    clear_cache()


def test_a_broken_game_is_listed_with_what_to_run(games_folder):
    r = invoke("games")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert any(line.startswith("tinyrail") and "Tinyrail" in line for line in lines)
    broken = next(line for line in lines if line.startswith("t2 "))
    assert "(1 finding: run `tresham validate t2`)" in broken
    assert r.stderr == ""


def test_games_quiet_and_json(games_folder):
    assert invoke("games", "-q").output.split() == available_games()
    data = json.loads(invoke("games", "--json").output)
    rows = {row["id"]: row for row in data["games"]}
    assert set(rows) == set(available_games())
    assert rows["1862"]["ok"] and rows["1862"]["players"] == sorted(load_game("1862").players)
    assert not rows["t2"]["ok"] and rows["t2"]["problem"] == "1 finding"


@pytest.mark.parametrize("gid", ["1824", "18lilliput"])
def test_info_json_says_what_the_text_says(gid):
    game = load_game(gid)
    data = json.loads(invoke("info", gid, "--json").output)
    assert data["game"] == gid and data["title"] == game.title
    assert [c["id"] for c in data["companies"]] == [c.id for c in game.companies]
    assert data["tiles"]["physical"] == game.manifest.physical
    text = invoke("info", gid).output
    assert f"tiles: {data['tiles']['physical']} physical" in text
    assert invoke("info", gid, "-q").output == text.splitlines()[0] + "\n"


def test_the_command_list_shows_whole_descriptions():
    text = invoke("--help").output
    assert "..." not in text.split("Commands:")[1]
    assert "or a scenario file of your own" in " ".join(text.split())


@pytest.mark.parametrize("command", ["build", "games", "info"])
def test_help_ends_with_examples_that_parse(command):
    text = invoke(command, "--help").output
    examples = text.split("Examples:")[1].split("\n")
    lines = [line.split("tresham ", 1)[1].split() for line in examples if "tresham " in line]
    assert lines
    for argv in lines:
        command = main.get_command(None, argv[0])
        assert command is not None
        command.make_context(argv[0], argv[1:])  # a bad option or value raises


@pytest.mark.parametrize("gid", ["1824", "1840", "1862", "18lilliput", "18mag"])
def test_info_reads_as_sentences_without_rulebook_line_numbers(gid):
    import re

    from tresham.report import market_line

    game = load_game(gid)
    out = CliRunner().invoke(main, ["info", gid]).output
    assert not re.search(r"\(L\d+", out) and "(Table " not in out
    assert f"  {market_line(game)}" in out.splitlines()
    named = next(c for c in game.companies if c.name and c.name != c.id)
    assert f"{named.id} {named.name.split()[0]}" in " ".join(out.split())


def test_info_names_trains_by_price_and_count():
    out = " ".join(CliRunner().invoke(main, ["info", "18mag"]).output.split())
    assert "2-train: 80 Ft, unlimited;" in out
    assert "market: one row of 29 spaces, 55 Ft to 400 Ft; par at 60 Ft" in out
