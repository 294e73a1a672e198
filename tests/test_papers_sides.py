"""Two-sided company pieces and game lengths on the papers: 1862's charters (chartered and
non-chartered sides, L284-L286), the option side of its certificates (L511-L513,
L539-L555), and its train deck per game length with the two train-manifest cards (L30,
L186-L196)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tresham.art.drawing import Group, Text
from tresham.art.papers import certificates, charters, train_cards
from tresham.art.papers.train_facts import cards_for, game_lengths, group_of, length_mark
from tresham.data import load_game
from tresham.data.companies import load_companies
from tresham.data.economy import load_trains
from tresham.errors import DataError


def words(group: Group | None) -> str:
    """Every text on a side, in drawing order."""
    out: list[str] = []

    def walk(g: Group) -> None:
        for it in g.items:
            if isinstance(it, Group):
                walk(it)
            elif isinstance(it, Text):
                out.append(it.text)

    if group is not None:
        walk(group)
    return " ".join(out)


def test_1862_charters_print_the_chartered_side_and_the_non_chartered_back():
    game = load_game("1862")
    for card in charters(game):
        assert card.back is not None, card.name
        assert "CHARTERED" in words(card.front) and "Chartered side" in words(card.front)
        assert "NON-CHARTERED" in words(card.back) and "Non-chartered side" in words(card.back)
        assert "at 60 each" in words(card.front) and "at 40 each" in words(card.back)


@pytest.mark.parametrize("gid", ["18mag", "1824", "1840", "18lilliput"])
def test_other_games_charters_stay_one_sided(gid):
    assert all(card.back is None for card in charters(load_game(gid)))


def test_1862_certificates_have_the_option_side_on_their_backs():
    game = load_game("1862")
    certs = certificates(game)
    directors = [c for c in certs if " director " in c.name]
    shares = [c for c in certs if " share " in c.name]
    assert len(directors) == 20 and len(shares) == 140
    assert all("DIRECTOR'S OPTION" in words(c.back) for c in directors)
    # an ordinary 10% share's option side is half a share
    assert all("OPTION SHARE" in words(c.back) and "5%" in words(c.back) for c in shares)


def test_other_games_certificates_keep_their_colour_backs():
    game = load_game("18mag")
    for c in certificates(game):
        assert "OPTION" not in words(c.back)


def test_1862_prints_a_train_manifest_card_per_game_length():
    game = load_game("1862")
    assert game_lengths(game) == ["short", "long"]
    manifests = [c for c in train_cards(game) if c.kind == "train-manifest"]
    assert [c.name for c in manifests] == ["train manifest, short game", "train manifest, long game"]
    for card, length in zip(manifests, ("short", "long"), strict=True):
        text = words(card.front)
        groups = {group_of(t): t for t in game.trains}
        for g, t in groups.items():
            n = cards_for(game, t, length)
            assert f"{g} {n} card" in text, (length, g)


def test_the_cards_a_game_length_leaves_out_say_so():
    game = load_game("1862")
    cards = [c for c in train_cards(game) if c.kind == "train"]
    for t in {group_of(t): t for t in game.trains}.values():
        group = group_of(t)
        mine = [c for c in cards if c.name.startswith(f"group {group} ")]
        standard, short, long = (cards_for(game, t, n) for n in ("standard", "short", "long"))
        assert len(mine) == max(standard, short, long)
        for copy, card in enumerate(mine, start=1):
            mark = length_mark(game, t, copy)
            if copy <= min(standard, short, long):
                assert mark == "" and "game" not in card.name
            elif copy > standard and copy > short:
                assert mark == "long game only" and mark in words(card.front)
            else:
                assert mark == "not in the short game" and mark in words(card.back)
    # the reference's counts: the short game leaves out one A and one B card, the long game
    # adds a C and a D card
    marks = [c.name for c in cards if "game" in c.name]
    assert len(marks) == 4


def test_no_mark_where_a_game_has_one_length():
    game = load_game("1824")
    assert game_lengths(game) == []
    assert all(length_mark(game, t, 99) == "" for t in game.trains)


def test_a_charter_needs_both_of_its_sides(tmp_path: Path):
    bad = tmp_path / "companies.toml"
    bad.write_text('[charter]\nsides = [{ title = "Chartered" }]\n')
    with pytest.raises(DataError, match="two sides"):
        load_companies(bad)
    good = tmp_path / "ok.toml"
    good.write_text(
        '[charter]\nsides = [{ title = "A" }, { title = "B", text = ["b"] }]\n'
        '[certificate_backs]\nshare = { title = "Option", text = ["half"] }\n'
        '[[company]]\nid = "X"\nname = "X"\n'
    )
    (company,), _ = load_companies(good)
    assert [s.title for s in company.charter_sides] == ["A", "B"]
    assert company.share_back is not None and company.share_back.text == ("half",)
    assert company.director_back is None


def test_a_game_length_uses_no_more_cards_than_the_box_has(tmp_path: Path):
    bad = tmp_path / "trains.toml"
    bad.write_text(
        '[[train]]\nname = "2"\ndistance = 2\ncost = 80\ncount = 4\nprinted = 5\nlengths = { long = 6 }\n'
    )
    with pytest.raises(DataError, match="more than the 5 printed"):
        load_trains(bad)
    bad.write_text('[[train]]\nname = "2"\ndistance = 2\ncost = 80\ncount = 4\nlengths = { short = -1 }\n')
    with pytest.raises(DataError, match="lengths.short"):
        load_trains(bad)


def test_1840_city_corporations_charters_have_no_tram_spaces():
    # the three-tram limit is a tram company's (L1707-1709); a city corporation never buys a
    # tram (L683-686)
    game = load_game("1840")
    kinds = {c.id: c.kind for c in game.companies}
    cards = {c.name.split(" charter")[0]: words(c.front) for c in charters(game)}
    cities = [cid for cid, k in kinds.items() if k == "city" and cid in cards]
    trams = [cid for cid, k in kinds.items() if k == "major" and cid in cards]
    assert cities and trams
    assert all("Trains: limit" not in cards[c] for c in cities)
    assert all("Trains: limit 3" in cards[c] for c in trams)
