"""`tresham play` at the terminal (cli_play): starting, picking by number and short form,
refusals with the rule and its section, undo, saving after every action, going on with a
saved file, and `tresham replay` of it."""

from __future__ import annotations

import json

from click.testing import CliRunner

from tresham.cli import main


def play(args, typed, cwd=None):
    return CliRunner().invoke(main, ["play", *args], input="".join(f"{line}\n" for line in typed))


def test_a_game_is_started_played_saved_resumed_and_replayed(tmp_path):
    saved = tmp_path / "game.json"
    first = play(["18lilliput", "--players", "Ann,Bob", "--seed", "3", "--file", str(saved)], ["1", "quit"])
    assert first.exit_code == 0, first.output
    assert "18 Lilliput for Ann, Bob\nseed 3; saving to" in first.output
    assert "draft round 1" in first.output and "Ann to act" in first.output
    data = json.loads(saved.read_text())
    assert len(data["actions"]) == 1 and data["settings"]["seed"] == 3
    assert not [p for p in tmp_path.iterdir() if p.name != "game.json"]  # no temporary file left

    again = play(["--file", str(saved)], ["undo", "state", "quit"])
    assert again.exit_code == 0, again.output
    assert f"going on with {saved}" in again.output and "took back the last action" in again.output
    assert [a["type"] for a in json.loads(saved.read_text())["actions"]] == ["bid", "undo"]

    replayed = CliRunner().invoke(main, ["replay", str(saved)])
    assert replayed.exit_code == 0, replayed.output
    assert "every action accepted" in replayed.output


def test_an_illegal_action_is_refused_with_the_rule_and_its_section(tmp_path):
    saved = tmp_path / "r.json"
    result = play(
        ["1862", "--players", "Ann,Bob,Cy", "--seed", "1", "--file", str(saved)], ["buy ESR 10%", "quit"]
    )
    assert result.exit_code == 0, result.output
    assert "refused: buy ESR 10%" in result.output
    # 1862 opens with a parliament round, where no share is bought (L958-L976)
    words = " ".join(result.output.split())  # the refusal is wrapped to 80 columns
    assert "(turn.wrong-round)" in words and "[1862 §7.1" in words
    assert json.loads(saved.read_text())["actions"] == []
    assert all(len(line) <= 80 for line in result.output.splitlines() if str(saved) not in line)


def test_without_a_file_the_game_is_saved_by_its_id_and_seed(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = play(["18mag", "--players", "Ann,Bob", "--seed", "9"], ["pass", "quit"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "18mag-9.json").exists()


def test_bad_starts_are_one_line_errors(tmp_path):
    saved = tmp_path / "s.json"
    assert play(["18mag", "--players", "Ann,Bob", "--file", str(saved)], ["quit"]).exit_code == 0
    again = play(["18mag", "--players", "Ann,Bob", "--file", str(saved)], ["quit"])
    assert again.exit_code == 2 and "exists: to go on with it give only --file" in again.output
    lone = play(["18mag", "--players", "Ann"], [])
    assert lone.exit_code == 2 and "18Magyarország is for" in lone.output
    same = play(["18mag", "--players", "Ann,Ann"], [])
    assert same.exit_code == 2 and "two players have the same name" in same.output
    none = play([], [])
    assert none.exit_code == 2 and "give GAME and --players" in none.output
    option = play(
        ["18mag", "--players", "Ann,Bob", "--option", "nope", "--file", str(tmp_path / "o.json")], []
    )
    assert option.exit_code == 2 and "the option 'nope' is not played by tresham" in option.output
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    bad = play(["--file", str(broken)], [])
    assert bad.exit_code == 2 and "not valid JSON" in bad.output


def test_numbers_out_of_range_and_unknown_words_say_what_was_expected(tmp_path):
    result = play(
        ["18lilliput", "--players", "Ann,Bob", "--seed", "3", "--file", str(tmp_path / "n.json")],
        ["999", "frobnicate", "help", "market", "board", "best", "quit"],
    )
    assert "no action 999: pick one of 1-" in result.output
    assert "not understood: 'frobnicate'; `help` lists the short forms" in result.output
    assert "Commands: undo" in result.output and "row 1: 50 60" in result.output
    assert "tiles laid (0): none" in result.output and "no run is offered now" in result.output


def test_the_render_folder_gets_the_board_and_the_market(tmp_path):
    out = tmp_path / "render"
    result = play(
        [
            "18mag",
            "--players",
            "Ann,Bob",
            "--seed",
            "2",
            "--file",
            str(tmp_path / "m.json"),
            "--render",
            str(out),
        ],
        ["quit"],
    )
    assert result.exit_code == 0, result.output
    assert (out / "board.svg").read_text().startswith("<svg") or "<svg" in (out / "board.svg").read_text()
    assert "market of 18Mag" in (out / "market.txt").read_text()


def test_a_finished_game_shows_the_scores_the_winner_and_what_is_left_to_do(tmp_path):
    from tresham.bots import GreedyBot
    from tresham.data import load_game
    from tresham.engine import game_end
    from tresham.scenario.play import Session

    saved = tmp_path / "over.json"
    session = Session.new(load_game("18lilliput"), ["Ann"], seed=1)
    bot = GreedyBot(1)
    while not session.over:
        assert session.play(bot.choose(session.state, session.offered())).ok
    saved.write_text(json.dumps(session.export()))
    out = tmp_path / "render"
    result = play(["--file", str(saved), "--render", str(out)], ["list", "quit"])
    assert result.exit_code == 0, result.output
    over = game_end(session.state)
    assert f"GAME OVER: {over.text}" in " ".join(result.output.split())
    assert f"  Ann: {over.scores['Ann']}" in result.output
    assert "winner: " in result.output and "the game is over and saved" in result.output
    assert "the game is over: undo, state, market, board or quit" in result.output  # `list`
    assert (out / "board.svg").exists()  # the last render
    assert all(len(line) <= 80 for line in result.output.splitlines() if str(saved) not in line)
