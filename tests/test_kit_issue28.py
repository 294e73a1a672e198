"""Issue 28's kit items, checked on the pieces themselves: 1840's landmark tokens are one size
that fits their red tile and reads at 6 pt (L539-541, L2436-2438, Table 4 L742-760); every
word of the manifest's pages, its small tiles' included, reads at 6 pt or more."""

from __future__ import annotations

from pathlib import Path

import pytest

from tresham.art.papers.common import READ_MIN
from tresham.art.papers.tokens import tokens
from tresham.art.proportions import ACROSS, city_slot_centres
from tresham.data import load_game
from tresham.errors import DataError

from .playertext import PT6, texts

GAMES = ["18mag", "1824", "1840", "1862", "18lilliput"]


def test_1840_landmark_tokens_are_one_size_that_lies_below_the_red_tiles_city_and_reads():
    game = load_game("1840")
    landmarks = {c.title: c for c in game.cards if c.short}
    privates = {p.id: p for p in game.privates}
    assert set(landmarks) == {p.name for p in privates.values() if p.kind == "landmark"}
    pieces = [t for t in tokens(game) if t.name.split(" 1/")[0] in landmarks]
    assert len(pieces) == 6
    (d,) = {t.width for t in pieces}
    red = [game.tiles[n] for n in game.manifests["standard"].side_names() if game.tiles[n].color == "red"]
    assert red and all(c.slots == 2 for t in red for c in t.content.cities)
    r, centres = city_slot_centres(2)
    scale = 38.1 / ACROSS
    below_city = (r + max(abs(y) for _, y in centres)) * scale
    assert d <= 38.1 / 2 - below_city  # between the city and the tile's inscribed circle
    for piece in pieces:
        card = landmarks[piece.name.split(" 1/")[0]]
        assert card.short in privates and privates[card.short].name == card.title  # the card's code
        seen = texts((piece.front,))
        assert [t.text for t in seen] == [card.short, card.text]
        assert min(t.size for t in seen) >= READ_MIN


def test_a_landmark_token_that_grew_with_its_name_would_not_fit():
    # the failing side: without a fixed size a long name makes the piece too large for the tile
    from tresham.art.papers.tokens import MARKER_D, marker_size

    assert marker_size(MARKER_D, "Stephansdom") > 38.1 / 2 - 6.38


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ('kind = "token"\ndiameter = 2\n', "8-40 mm"),
        ('kind = "card"\nshort = "SD"\n', "only a token"),
        ('kind = "marker"\ndiameter = 12\n', "only a token"),
    ],
)
def test_a_fixed_size_and_a_short_name_belong_to_tokens(tmp_path: Path, body: str, message: str):
    from tresham.data.economy import load_cards

    bad = tmp_path / "cards.toml"
    bad.write_text('[[card]]\nid = "LM"\n' + body)
    with pytest.raises(DataError, match=message):
        load_cards(bad)


def _page_texts(page) -> list:
    """Every Text of a manifest page, its shared symbols (the small tiles) drawn in place."""
    from tresham.art.drawing import Group, Use

    def expand(items: tuple) -> tuple:
        out = []
        for it in items:
            if isinstance(it, Use):
                out.append(Group(expand((page.symbols[it.ref],)), it.transform))
            elif isinstance(it, Group):
                out.append(Group(expand(it.items), it.transform, it.clip, it.role))
            else:
                out.append(it)
        return tuple(out)

    return texts(expand(tuple(page.items)))


@pytest.mark.parametrize("gid", GAMES)
def test_every_word_of_the_manifest_reads_at_6_pt_and_each_small_tile_is_named(gid: str):
    from tresham.kit.manifest import manifest_pages, upgrade_targets
    from tresham.kit.paper import PrintSettings

    game = load_game(gid)
    pages = manifest_pages(game, PrintSettings())
    seen = [t for page in pages for t in _page_texts(page)]
    small = sorted({(round(t.size, 2), t.text) for t in seen if t.size < PT6 - 1e-6})
    assert small == []
    words = {t.text for t in seen}
    chart = upgrade_targets(game)
    named = {n for src, targets in chart.items() if targets for n in (src, *targets)}
    assert named <= words  # the chart names every tile it shows, under it


def test_the_small_tiles_at_their_old_size_printed_numbers_under_6_pt():
    # the failing side: 1840's tiles at 26 mm with their own numbers (4.7 pt) and phase values
    from tresham.art.drawing import Group as G
    from tresham.kit.manifest import CELL_TILE, thumb_across
    from tresham.kit.tiles import tile_art_mm

    game = load_game("1840")
    seen = texts((G((tile_art_mm(game.tiles["L20"], game.layout, CELL_TILE, 0.0),)),))
    assert min(t.size for t in seen) < PT6
    assert thumb_across(game) > CELL_TILE
    assert thumb_across(load_game("1862")) == CELL_TILE


def _token_circles(group) -> list:
    from tresham.art.drawing import Circle, Group
    from tresham.art.papers.charters import TOKEN_R

    out = []
    for it in group.items:
        if isinstance(it, Group):
            out += _token_circles(it)
        elif isinstance(it, Circle) and abs(it.r - TOKEN_R) < 1e-9:
            out.append(it)
    return out


def test_1862_charter_sides_draw_the_station_markers_each_side_buys():
    # chartered: exactly 3 at 60, home + 2 (L274-L275); non-chartered: 2-7 at 40 (L276-L278)
    from tresham.art.papers import charters

    game = load_game("1862")
    for card in charters(game):
        front, back = _token_circles(card.front), _token_circles(card.back)
        assert len(front) == 3 and not any(c.style.dash for c in front), card.name
        assert len(back) == 7 and [bool(c.style.dash) for c in back] == [False] * 2 + [True] * 5
        seen = [t.text for t in texts((card.front,))]
        assert "Station tokens: 3 at £60 each, home included" in seen and seen.count("£60") == 2
        assert "Station tokens: 2-7 at £40 each, home included" in [t.text for t in texts((card.back,))]
    one_sided = [c for c in charters(load_game("1824")) if c.back is None]
    assert one_sided and all(_token_circles(c.front) for c in one_sided)  # the company's own tokens


@pytest.mark.parametrize(
    ("side", "message"),
    [
        ('tokens = 3, tokens_least = 4', "expected 1 to tokens"),
        ('tokens = 20', "0-12"),
        ('tokens = 3, token_cost = -5', "a price"),
    ],
)
def test_a_charter_sides_tokens_must_be_a_count_it_can_hold(tmp_path: Path, side: str, message: str):
    from tresham.data.companies import load_companies

    bad = tmp_path / "companies.toml"
    bad.write_text(
        f'[charter]\nsides = [{{ title = "A", {side} }}, {{ title = "B" }}]\n'
        '[[company]]\nid = "X"\nname = "X"\ncolor = "red"\n'
    )
    with pytest.raises(DataError, match=message):
        load_companies(bad)


def test_the_map_legend_shows_a_white_divider_on_a_colour_and_says_what_it_is():
    from tresham.art.drawing import Rect
    from tresham.art.map import BORDER_STYLE, legend

    game = load_game("1862")
    items, _ = legend(game, game.default_map, 2000.0)
    groups = [it for it in items if hasattr(it, "items")]
    words = [t.text for t in texts(tuple(items))]
    assert "divider: where one off-board area ends and the next begins" in words
    assert "divider border" not in words
    # the white dashed line lies on a filled swatch, as it lies on a coloured hex on the map
    white = BORDER_STYLE["divider"]
    swatches = [
        g for g in groups if any(getattr(i, "style", None) == white for i in g.items)
    ] or [items]
    found = []
    for g in swatches:
        parts = list(g.items) if hasattr(g, "items") else list(g)
        at = [i for i, it in enumerate(parts) if getattr(it, "style", None) == white]
        under = [parts[j - 1] for j in at]
        found += [isinstance(u, Rect) and u.style.fill not in (None, "#ffffff") for u in under]
    assert found and all(found)


def test_build_writes_to_the_folder_minus_o_names(tmp_path: Path):
    # one spelling for output (-o) on every command that writes, build's folder included
    from click.testing import CliRunner

    from tresham.cli import main

    game = str(Path(__file__).resolve().parents[1] / "docs" / "examples" / "tinyrail") + "/"
    out = tmp_path / "kit"
    r = CliRunner().invoke(main, ["build", game, "-o", str(out), "--only", "map", "--no-svg", "-q"])
    assert r.exit_code == 0, r.output
    assert (out / "tinyrail-map.pdf").is_file()
    taken = tmp_path / "a-file"
    taken.write_text("not a folder")
    r = CliRunner().invoke(main, ["build", game, "-o", str(taken), "--only", "map", "-q"])
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1 and "Traceback" not in r.output


def test_a_replays_final_scores_are_in_the_games_money():
    import re

    from click.testing import CliRunner

    from tresham.cli import main

    export = Path(__file__).parent / "data" / "games" / "1862" / "standard-3p.json"
    r = CliRunner().invoke(main, ["replay", str(export)])
    line = next(ln for ln in r.output.splitlines() if ln.startswith("final scores: "))
    scores = re.findall(r"(Player \d) (\S+?)(?:,|;)", line)
    assert len(scores) == 3 and all(re.fullmatch(r"£\d+", v) for _, v in scores), line


def test_1840_prints_the_share_price_boards_other_sections_each_holding_its_pieces():
    # III.4.2 (L418-424): tram purchase (CR b) with the future trams, company order (CR c),
    # line auction (CR e) and the line deck (CR f)
    from tresham.art.papers import papers
    from tresham.art.papers.tracks import SPACE

    game = load_game("1840")
    tracks = {t.id: t for t in game.tracks}
    pieces = papers(game)
    tram = next(c for c in pieces if c.kind == "train")
    line = next(c for c in pieces if c.name == "1 charter")
    marker = next(c for c in pieces if c.kind == "company-marker")
    holds = {"future-trams": tram, "tram-purchase": tram, "line-auction": line}
    for tid, piece in holds.items():
        w, h = tracks[tid].space or (SPACE, SPACE)
        assert w >= piece.width and h >= piece.height, tid
    assert tracks["company-order"].space is None and marker.width <= SPACE
    tram_companies = [c for c in game.companies if c.kind == "major"]
    assert len(tracks["company-order"].spaces) == len(tram_companies)  # a space per tram company
    boards = [c for c in pieces if c.kind == "track"]
    words = {t.text for b in boards for t in texts((b.front,))}
    for title in ("Tram purchase (CR b)", "Company order (CR c)", "Line auction (CR e) and line deck (CR f)"):
        assert title in words
    assert all(b.height <= 247.0 for b in boards)  # each board fits a page


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("space = [10, 20]", "15-160 by 15-230"),
        ('space = "big"', "width, height"),
        ('space = [40, 40]\nshape = "hex"', "only a strip"),
    ],
)
def test_a_tracks_space_size_is_a_strips_and_fits_a_page(tmp_path: Path, body: str, message: str):
    from tresham.data.economy import load_tracks

    bad = tmp_path / "cards.toml"
    bad.write_text(f'[[track]]\nid = "t"\ntitle = "T"\nspaces = ["a"]\n{body}\n')
    with pytest.raises(DataError, match=message):
        load_tracks(bad)
