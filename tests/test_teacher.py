"""What the teacher's examples showed the engine should allow, and the words the stepper uses
for the book's own names."""

from __future__ import annotations

import tresham
from tresham.model.actions import Pass, PlaceToken


def _draft(picks: int) -> tresham.State:
    return tresham.state_from_setup(
        "1824", ["P1", "P2", "P3", "P4"], {"round": {"kind": "town-draft", "picks": picks}}
    )


def test_a_player_may_pass_in_1824s_town_draft_giving_up_that_pick():
    # XII.2 L1022: the players choose how many tokens and where; the snake order is suggested
    state = _draft(3)
    assert "pass" in {a.TYPE for a in tresham.legal_actions(state)}
    passed = tresham.apply(state, Pass(entity="P1", entity_type="player"))
    assert passed.ok and passed.state.round.entity == "P2"
    assert passed.state.board.map == state.board.map  # no town placed
    assert any("places no town token" in e.text for e in passed.events)
    # someone else cannot pass for P2
    assert not tresham.apply(passed.state, Pass(entity="P3", entity_type="player")).ok


def test_a_pass_with_the_last_pick_ends_the_draft():
    first = PlaceToken(entity="P1", entity_type="player", city="B7", token_type="town")
    state = tresham.apply(_draft(2), first)
    assert state.ok
    last = tresham.apply(state.state, Pass(entity="P2", entity_type="player"))
    assert last.ok and any(e.text == "The draft is over" for e in last.events)
    assert last.state.round.kind == "stock" and last.state.round.entity == "P1"


def test_a_phase_is_named_as_tresham_and_the_book_name_it():
    from tresham.scenario.vocabulary import phase_name

    # 1824 numbers its phases fase 1-8 (VII.13 L772-L825); tresham names them after trains
    assert phase_name("1824", "8") == "phase 8 (the book's fase 7)"
    assert phase_name("1824", "2") == "phase 2 (the book's fases 1 y 2)"
    assert phase_name("18mag", "Green") == "phase Green (the book's fase verde)"
    assert phase_name("1862", "B") == "phase B"  # the book's own letters
    assert phase_name("1840", "2") == "phase 2"  # no book-words file


def test_every_phase_the_book_names_is_a_phase_of_the_game():
    from tresham.data import available_games
    from tresham.scenario.vocabulary import book_words

    assert book_words("1824").phases and book_words("18mag").phases
    for game in available_games():
        phases = {p.name for p in tresham.load_game(game).phases}
        assert {ours for ours, _ in book_words(game).phases} <= phases, game


def test_the_start_of_an_example_says_the_books_words_where_ours_differ():
    from click.testing import CliRunner

    from tresham.cli import main

    shown = CliRunner().invoke(main, ["example", "show", "1824/e9-goods-time-draft"]).output
    assert "The book's words" in shown and '"Goods Time": the book\'s «Buenos Tiempos»' in shown
    example = ["example", "run", "1824/e6-revenue-green-phase", "--step"]
    stepped = CliRunner().invoke(main, example, input="q\n")
    assert "phase 4 (the book's fase 4)" in stepped.output  # the position's heading
    assert "The book's words" not in stepped.output  # it says nothing the book words otherwise
    rusting = CliRunner().invoke(main, ["example", "show", "1862/ex30-over-the-limit"]).output
    assert "quedan obsoletos" in rusting  # its trains rust
    dividend = CliRunner().invoke(main, ["example", "show", "1862/ex24-dividend-split"]).output
    assert "The book's words" not in dividend


def test_a_train_takes_a_or_an_as_its_name_is_said():
    from tresham.scenario.words import article

    said = {"8F-train": "an", "11-train": "an", "E-train": "an", "LP-train": "an", "H-train": "an",
            "5/6E-train": "a", "G-train": "a", "1g-train": "a", "2-train": "a", "U-train": "a"}  # fmt: skip
    assert {w: article(w) for w in said} == said


def test_the_stepper_says_an_8f_train():
    from click.testing import CliRunner

    from tresham.cli import main

    shown = CliRunner().invoke(main, ["example", "show", "1862/ex30-over-the-limit"]).output
    assert "buys an 8F-train" in shown and "buys a 8F" not in shown


def test_what_the_engine_says_names_the_places_the_map_names():
    from tresham.scenario.words import with_places

    state = tresham.example_state("1824/e5-token-ladder")
    assert with_places("SD places a station token in H3 for 100 G", state) == (
        "SD places a station token in Bozen (H3) for 100 G"
    )
    assert with_places("runs to Bozen (H3)", state) == "runs to Bozen (H3)"  # already named
    plain = "a 1g-train, SD1 and G5 (a plain hex)"
    assert with_places(plain, state) == plain  # no hex id, or one the map does not name


def test_a_run_of_a_train_that_does_not_run_is_said_plainly():
    from tresham.model.actions import Route, RunRoutes
    from tresham.scenario.words import plain

    state = tresham.example_state("1840/e6-line-revenue")
    idle = RunRoutes(entity="18", entity_type="corporation", routes=(Route(train="Y1", connections=()),))
    assert plain(idle, state) == "line 18 does not run its Y1-train"
    ran = RunRoutes(entity="18", entity_type="corporation", routes=(Route(train="Y1", revenue=110),))
    assert plain(ran, state) == "line 18 runs its Y1-train for 110 G"


def test_the_books_letters_name_the_hexes_in_the_steps_words():
    from tresham.scenario.words import with_letters

    letters = (("A", "-1,0"), ("B", "-1,-1"), ("D", "1,0"))
    said = "runs on Mildendo (0,0), 1,0, 0,-1, -1,-1 and on -1,0"
    assert with_letters(said, letters) == "runs on Mildendo (0,0), D (1,0), 0,-1, B (-1,-1) and on A (-1,0)"
    assert with_letters("1,0,2 and 11,0", letters) == "1,0,2 and 11,0"  # not a whole hex
    from click.testing import CliRunner

    from tresham.cli import main

    stepping = ["example", "run", "18lilliput/e5-revenue-example-1", "--step"]
    shown = CliRunner().invoke(main, stepping, input="\nq\n")
    assert "Mildendo (0,0), D (1,0), C (0,-1), B (-1,-1)" in " ".join(shown.output.split())


def test_1840_e7_an_interchange_counts_only_with_the_lines_token():
    # L2069-L2073: only interchanges with a station token of the line count (the book's I)
    from tresham.model.actions import Route, RunRoutes

    def earned(tokens: list[dict]) -> int:
        setup = {
            "phase": "2",
            "round": {"kind": "line", "number": 2, "or_index": 2, "or_count": 2, "entity": "18",
                      "step": "route"},  # fmt: skip
            "players": {"Ann": {"cash": 100, "shares": {"WT": 50}}},
            "companies": {"WT": {"price": "90,2,2", "cash": 200}, "18": {"owner": "WT", "trains": ["Y1"]}},
            "tiles": [
                {"hex": "J22", "tile": "L26", "rotation": 0},
                {"hex": "I21", "tile": "57", "rotation": 2},
                {"hex": "H20", "tile": "57", "rotation": 2},
                {"hex": "G19", "tile": "3", "rotation": 5},
            ],
            "tokens": tokens,
        }
        state = tresham.state_from_setup("1840", ["Ann", "Bob", "Cy", "Dee"], setup)
        run = RunRoutes(entity="18", entity_type="corporation",
                        routes=(Route(train="Y1", hexes=("J22", "I21", "H20", "G19")),))  # fmt: skip
        result = tresham.apply(state, run)
        assert result.ok, result.violations
        line = result.state.companies["18"]
        return line.revenue if line.revenue is not None else line.last_revenue

    base = {"hex": "I21", "company": "18"}
    assert earned([base]) == 60  # Wieden without line 18's token: 30 + 20 + 0 + 10
    assert earned([base, {"hex": "H20", "company": "18"}]) == 80  # with it, Wieden's 20 counts
    assert tresham.run_example("1840/e7-interchange-without-token").ok
