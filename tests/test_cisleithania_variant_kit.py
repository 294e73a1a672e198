"""The kit of 1824's Cisleithania variant (``tresham build 1824 --map cisleithania``): the
variant's own pieces, read off the map's data (game.toml ``[maps.cisleithania]``): its title,
its bank, cash and certificate limit by player count on the aid (X.2 L913-L915, XI.2
L999-L1001), its train cards (X.1 L901-L909, XI.1 L987-L995), its rounds (X.3-X.5 L919-L972)
and without the pieces the board leaves out (X.1 L892-L897, XI.3 L1004). A board that plays
no variant of its own prints the game's pieces as before."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from tresham.art.papers import papers
from tresham.art.papers.aid import player_aid
from tresham.art.papers.train_facts import printed_count
from tresham.data import load_game
from tresham.data.games import clear_cache, load_game_dir
from tresham.errors import DataError
from tresham.kit.build import build
from tresham.kit.families import build_map, build_papers, variant
from tresham.kit.paper import PrintSettings

from .test_data import copy_game


@pytest.fixture(scope="module")
def game():
    return load_game("1824")


@pytest.fixture(scope="module")
def cis(game):
    return game.on_board(game.maps["cisleithania"])


def words(component) -> str:
    """The text a component prints, front and back."""
    out: list[str] = []

    def walk(item) -> None:
        text = getattr(item, "text", None)
        if isinstance(text, str):
            out.append(text)
        for child in getattr(item, "items", ()) or ():
            walk(child)

    walk(component.front)
    if component.back is not None:
        walk(component.back)
    return " ".join(out)


def test_the_variant_game_has_the_boards_numbers(game, cis):
    assert cis.title == "1824: Cisleithania" != game.title
    assert cis.board == "cisleithania" and game.board == ""
    assert cis.players == (2, 3)
    assert list(cis.maps) == ["cisleithania"]
    banks = {n: (row.bank, row.cash, row.cert_limit) for n, row in cis.player_setup.items()}
    assert banks == {2: (4000, 830, 14), 3: (9000, 700, 16)}  # L913-L915; L999-L1001 (700: erratum)


def test_the_variant_leaves_out_the_companies_its_board_removes(game, cis):
    gone = set(game.maps["cisleithania"].removes)
    assert {"SB", "BH", "SPB", "UG2", "B4", "B5", "B6"} <= gone  # X.1 L892-L897, XI.3 L1004
    kept = {c.id for c in cis.companies} | {p.id for p in cis.privates}
    assert not gone & kept
    assert {"SD1", "SD2", "SD3", "KK1", "KK2", "UG1", "EPP", "EOD", "MLB", "B1", "B2", "B3"} <= kept
    assert gone <= {c.id for c in game.companies} | {p.id for p in game.privates}


def test_the_variants_train_cards_are_printed_for_three_players(cis, game):
    counts = game.maps["cisleithania"].train_counts
    for train in cis.trains:
        if train.name in counts[3]:
            assert printed_count(cis, train) == (counts[3][train.name], False), train.name
            assert train.count_for(2) == counts[2][train.name]
    assert printed_count(cis, next(t for t in cis.trains if t.name == "2"))[0] == 8  # XI.1 L988
    standard = next(t for t in game.trains if t.name == "2")
    assert printed_count(game, standard)[0] == 9  # the standard game's, unchanged
    ten = next(t for t in cis.trains if t.name == "10")
    assert ten.count.unlimited  # "X" (L908, L994)


def test_the_aid_prints_the_bank_by_player_count(cis, game):
    text = words(player_aid(cis))
    assert "Bank" in text and "4000 G" in text and "9000 G" in text
    assert "830 G" in text and "700 G" in text
    assert "stacks" in text and "Construction railways" in text and "Bond railway" in text
    assert "Bank" not in words(player_aid(game)).split("PHASES")[0]  # one bank: no row


def test_the_variants_papers_hold_its_pieces_only(cis, game):
    made = papers(cis)
    owners = {c.name.split()[0] for c in made if c.kind in ("charter", "certificate", "token", "private")}
    assert {"SB", "BH", "SPB", "UG2", "B4", "B5", "B6"} & owners == set()  # X.1 L892-L897, XI.3 L1004
    assert {"EPP", "SD1", "UG1", "BK", "SD", "KK", "UG", "B1", "B3"} <= owners
    full = {c.name.split()[0] for c in papers(game)}
    assert {"SB", "BH", "SPB", "UG2", "B4"} <= full
    assert sum(c.kind == "player-aid" for c in made) == 3  # one per player, at most 3
    assert len(made) < len(papers(game))
    trains = [c for c in made if c.kind == "train"]
    finite = sum(n for n in game.maps["cisleithania"].train_counts[3].values())
    ten = printed_count(cis, next(t for t in cis.trains if t.name == "10"))[0]
    assert len(trains) == finite + ten


def test_a_board_without_a_variant_prints_the_games_pieces(game):
    standard = game.on_board(game.maps["standard"])
    assert standard is game
    mag = load_game("18mag")
    for mp in mag.maps.values():
        assert mag.on_board(mp) is mag


def test_the_families_of_the_chosen_board(game):
    chosen = variant(game, "cisleithania")
    cis = game.on_board(chosen.maps[0])
    settings = PrintSettings()
    assert set(build_map(cis, settings, chosen).posters) == {"1824-map-cisleithania-poster"}
    mine, theirs = build_papers(cis, settings, chosen), build_papers(game, settings, variant(game))
    assert mine.pieces < theirs.pieces
    assert chosen.manifest.physical > 0


def test_the_command_builds_the_variants_kit(tmp_path, game):
    out = tmp_path / "kit"
    chosen = variant(game, "cisleithania")
    result = build(game, PrintSettings(), out, ("map", "papers"), svg=False, chosen=chosen)
    pages = {w.path.name: w.pages for w in result.files}
    assert pages["1824-map.pdf"] == len(PdfReader(out / "1824-map.pdf").pages) > 0
    assert "1824-map-cisleithania-poster.pdf" in pages and "1824-map-poster.pdf" not in pages
    whole = build(game, PrintSettings(), tmp_path / "whole", ("papers",), svg=False)
    assert pages["1824-papers.pdf"] < {w.path.name: w.pages for w in whole.files}["1824-papers.pdf"]
    aid = " ".join(p.extract_text() for p in PdfReader(out / "1824-papers-duplex.pdf").pages)
    assert "1824: Cisleithania" in aid and "9000 G" in aid and "4000 G" in aid


@pytest.mark.parametrize(
    "old, new, message",
    [
        ('"2" = { bank = 4000,', '"two" = { bank = 4000,', "expected a player count"),
        ('"2" = { bank = 4000,', '"2" = { bank = "much",', "bank"),
        ('"2" = { "2" = 6,', '"2" = { "2" = "six",', "expected a whole number"),
        ('title = "1824: Cisleithania"', 'title = "1824: Cisleithania"\nbanks = 3', "unknown key 'banks'"),
    ],
)
def test_broken_variant_data_names_file_and_key(tmp_path, old, new, message):
    folder = copy_game(tmp_path, "1824")
    path = folder / "game.toml"
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    clear_cache()
    with pytest.raises(DataError) as err:
        load_game_dir(folder)
    assert message in str(err.value) and "game.toml" in str(err.value)


def test_the_command_names_the_variant_it_printed(tmp_path):
    from click.testing import CliRunner

    from tresham.cli import main

    out = tmp_path / "kit"
    args = ["build", "1824", "--players", "2", "--only", "papers", "--out", str(out), "--no-svg"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "1824: Cisleithania" in result.output
    args = ["build", "1824", "--only", "map", "--out", str(tmp_path / "w"), "--no-svg"]
    whole = CliRunner().invoke(main, args)
    assert whole.exit_code == 0, whole.output
    assert "1824: Austrian-Hungarian Railway" in whole.output and "1824: Cisleithania" not in whole.output


def _texts(item) -> list[str]:
    found = [item.text] if isinstance(getattr(item, "text", None), str) else []
    for child in getattr(item, "items", ()) or ():
        found += _texts(child)
    return found


def test_the_variants_map_names_the_variant_once(cis, game):
    from tresham.art.map import draw_map

    titled = [t for t in _texts(draw_map(cis, cis.maps["cisleithania"]).group) if t.startswith("1824")]
    assert titled == ["1824: Cisleithania, 2-3 players"]
    plain = [t for t in _texts(draw_map(game, game.maps["standard"]).group) if t.startswith("1824")]
    assert plain == ["1824: Austrian-Hungarian Railway - Austria-Hungary, 3-6 players"]
