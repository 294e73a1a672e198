"""The papers family: certificates, charters, cards, trains, market, tokens, player aid."""

from __future__ import annotations

import dataclasses
import tomllib
from functools import cache

import pytest

from tresham.art.drawing import IDENTITY, Drawing, Group, Text, apply, compose
from tresham.art.fonts import text_width
from tresham.art.papers import (
    certificates,
    charters,
    market,
    markets,
    papers,
    phase_table,
    player_aid,
    private_cards,
    tokens,
    train_cards,
)
from tresham.art.papers.certificates import certificate
from tresham.art.papers.charters import charter
from tresham.art.papers.common import ASCENT, DESCENT
from tresham.art.papers.tokens import smallest_slot_mm
from tresham.data.toml import data_root
from tresham.model.game import Certificate

TOL = 0.05  # mm


@cache
def _papers_of(gid):
    from tresham.data import load_game

    return papers(load_game(gid))


def _papers(game):
    return _papers_of(game.id)


def texts_in(group: Group, m=IDENTITY):
    """Every Text under ``group`` with the transform that places it."""
    m = compose(m, group.transform)
    for it in group.items:
        if isinstance(it, Group):
            yield from texts_in(it, m)
        elif isinstance(it, Text):
            yield it, m


def text_box(t: Text, m) -> tuple[float, float, float, float]:
    w = text_width(t.text, t.size, t.bold)
    x0 = {"start": t.x, "middle": t.x - w / 2, "end": t.x - w}[t.anchor]
    y0, y1 = t.y - ASCENT * t.size, t.y + DESCENT * t.size
    pts = [apply(m, x, y) for x in (x0, x0 + w) for y in (y0, y1)]
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def overflowing(component) -> list[str]:
    bad = []
    for side in (component.front, component.back):
        if side is None:
            continue
        for t, m in texts_in(side):
            x0, y0, x1, y1 = text_box(t, m)
            if x0 < -TOL or y0 < -TOL or x1 > component.width + TOL or y1 > component.height + TOL:
                bad.append(f"{component.name}: {t.text!r} at ({x0:.1f},{y0:.1f})-({x1:.1f},{y1:.1f})")
    return bad


def test_papers_build(game):
    comps = _papers(game)
    assert comps
    assert all(c.family == "papers" for c in comps)
    assert all(c.width > 0 and c.height > 0 for c in comps)
    kinds = {c.kind for c in comps}
    assert {"charter", "train", "phase-table", "market", "token", "player-aid"} <= kinds
    aids = [c for c in _papers(game) if c.kind == "player-aid"]
    assert len(aids) == max(game.players)  # one per player (1824's box has 6 help cards)
    assert len({c.name for c in comps}) == len(comps), "every component has its own name"


def test_certificate_count_matches_data(game):
    raw = tomllib.loads((data_root() / "games" / game.id / "companies.toml").read_text("utf-8"))
    printed = [comp for comp in raw.get("company", []) if "not printed" not in comp.get("notes", "").lower()]
    expected = sum(c.get("count", 1) for comp in printed for c in comp.get("certificates", []))
    certs = certificates(game)
    assert len(certs) == expected
    assert all((c.width, c.height) == (88.0, 63.0) for c in certs)
    assert all(c.back is not None for c in certs), "certificates print double-sided"
    directors = [c for c in certs if "director" in c.name]
    shown = [comp for comp in game.companies if "not printed" not in comp.notes.lower()]
    assert len(directors) == sum(1 for comp in shown for c in comp.certificates if c.director)


def test_every_text_fits_its_component(game):
    bad = [msg for c in _papers(game) for msg in overflowing(c)]
    assert not bad, "\n".join(bad[:20])


def test_longest_names_fit(game):
    longest = max(game.companies, key=lambda c: len(c.name))
    stress = dataclasses.replace(
        longest,
        id=longest.id + "XYZW",
        name=longest.name + " und Donau-Dampfschiffahrts-Gesellschaft für Straßenbahnen",
        abilities=longest.abilities * 4,
    )
    for company in (longest, stress):
        cert = Certificate(percent=20, count=1, director=True)
        for comp in (certificate(game, company, cert, 1, 9), charter(game, company)):
            assert not overflowing(comp), overflowing(comp)[:5]


def test_station_tokens_fit_the_smallest_slot_and_markers_are_14mm(game):
    pieces = tokens(game)
    station = [t for t in pieces if t.kind == "token"]
    markers = [t for t in pieces if t.kind == "company-marker"]
    assert station
    slot = smallest_slot_mm(game)
    assert slot < 12.0  # every game has a 3- or 4-slot city somewhere
    assert all(t.shape == "circle" and t.width == t.height <= slot - 0.3 for t in station)
    assert all(t.width >= slot - 0.6 for t in station)  # not needlessly small
    assert all(t.shape == "circle" and t.width == t.height == 14.0 for t in markers)
    expected = sum(
        len(c.tokens) + c.spare_tokens for c in game.companies if "not printed" not in c.notes.lower()
    )
    assert sum(1 for t in pieces if t.kind == "token") == expected


@pytest.mark.parametrize(
    "gid, kinds, count, source",
    [
        ("18mag", ("token", "company-marker", "marker"), 85, "85 tokens (L208-213)"),
        ("18mag", ("train",), 96, "96 train cards (L204)"),
        ("1840", ("token", "company-marker", "marker"), 177, "177 tokens (L150-164)"),
        ("1862", ("train",), 34, "34 train cards (L29)"),
        ("1862", ("token", "company-marker"), 220, "20 companies x 11 counters (L60-63)"),
        ("1824", ("player-aid",), 6, "6 help cards (L13-34)"),
        ("18lilliput", ("token", "company-marker"), 32, "4 counters per company x 8 (L42, L269)"),
    ],
)
def test_the_box_holds_what_the_rulebook_lists(gid, kinds, count, source):
    assert sum(1 for c in _papers_of(gid) if c.kind in kinds) == count, source


def test_charters_one_per_printed_company(game):
    printed = [c for c in game.companies if "not printed" not in c.notes.lower()]
    ch = charters(game)
    assert len(ch) == len(printed)
    assert all((c.width, c.height) == (148.0, 105.0) for c in ch)


def test_private_and_train_sizes(game):
    assert all((c.width, c.height) == (63.0, 88.0) for c in private_cards(game))
    assert len(private_cards(game)) == len(game.privates)
    assert all((c.width, c.height) == (44.0, 67.0) for c in train_cards(game))


def test_train_counts():
    from tresham.data import load_game

    assert len(train_cards(load_game("1824"))) == 9 + 7 + 4 + 3 + 3 + 2 + 8 + 6 + 5 + 4 + 3 + 2
    lil = train_cards(load_game("18lilliput"))
    assert len(lil) == 7 + 6 + 5 + 4 + 3 + 4
    # the grey (obsolete) side is the back of the 2, 3 and 4 trains only
    assert sum(1 for c in lil if c.back is not None) == 7 + 6 + 5
    # 1862: one double-sided card per group card, not per face; the long game's C 5 and D 4,
    # so all 34 cards of the box (L29)
    cards1862 = [c for c in train_cards(load_game("1862")) if c.kind == "train"]
    assert len(cards1862) == 7 + 6 + 5 + 4 + 3 + 2 + 1 + 6 == 34
    assert all(c.back is not None for c in cards1862)
    # 18Mag: 96 cards, 24 of each type, which never runs out (trains.toml says why)
    mag = train_cards(load_game("18mag"))
    assert len(mag) == 96
    assert {t: sum(1 for c in mag if c.name.startswith(f"{t} train")) for t in "2346"} == dict.fromkeys(
        "2346", 24
    )


def test_market_cells_at_least_18mm(game):
    for comp in (m for m in markets(game) if m.kind == "market"):
        grid = [g for g in comp.front.items if isinstance(g, Group) and g.role == "market-grid"]
        assert grid
        cells = [g.items[0] for g in grid[0].items if isinstance(g, Group) and g.role == "market-cell"]
        n = sum(1 for row in game.markets[next(iter(game.markets))].rows for c in row if c is not None)
        assert cells and min(r.w for r in cells) >= 18.0 and all(r.w == r.h for r in cells)
        assert len(cells) >= n or comp.name.endswith(")")


def test_phase_table_and_aid_sizes(game):
    pt = phase_table(game)
    assert pt.width == 180.0 and pt.height > 30
    aid = player_aid(game)
    assert (aid.width, aid.height) == (180.0, 250.0)
    mk = market(game)
    if game.market.kind != "2d":  # a track is wrapped to fit one page of A4 and Letter
        assert (mk.width <= 184 and mk.height <= 247) or (mk.width <= 253 and mk.height <= 184)


@pytest.mark.parametrize("gid", ["1824"])
def test_a_certificate_renders_to_png(gid, tmp_path):
    from tresham.backends import save
    from tresham.data import load_game

    comp = certificates(load_game(gid))[0]
    d = Drawing(comp.width, comp.height, units_per_mm=1)
    d.add(comp.front)
    out = tmp_path / "cert.png"
    save(d, out, dpi=60)
    assert out.stat().st_size > 1000


def test_the_manifest_appendix_keeps_the_sources_the_pieces_leave_out():
    from tresham.art.papers.sources import source_notes
    from tresham.data import load_game

    notes = dict(source_notes(load_game("18lilliput")))
    assert any("L" in e and "Slamecksan" in e for e in notes["Companies and privates"])
    scenarios = [e for head, entries in notes.items() if head.startswith("Map") for e in entries]
    assert sum("Not printed on the players' sheets" in e for e in scenarios) == 4


@pytest.mark.parametrize("gid, paper", [("18mag", "a4"), ("18mag", "letter"), ("1862", "a4"), ("1824", "a4")])
def test_a_market_takes_as_few_sheets_as_fit(gid, paper):
    """18Mag's one-row track and 1862's 67 spaces wrap onto one portrait page; 1824's grid
    fits one landscape A4 sheet once its legend is a card of its own."""
    from tresham.data import load_game
    from tresham.kit.paper import PrintSettings

    s = PrintSettings(paper=paper)
    _, _, pw, ph = s.printable
    game = load_game(gid)
    from tresham.art.papers.market import market_components

    board = market_components(game, game.market, "", (pw, ph))[0]
    portrait = board.width + 6 <= pw and board.height + 12 <= ph
    landscape = board.width + 6 <= ph and board.height + 6 + 17 <= pw
    assert board.kind == "market" and (portrait or landscape)


@pytest.mark.parametrize("gid", ["1824", "1862"])
def test_an_aid_too_long_for_one_side_at_6_pt_goes_on_two(gid):
    from tresham.art.papers.aid import BACK, FRONT, _fitted
    from tresham.data import load_game

    game = load_game(gid)
    assert _fitted(game, (FRONT + BACK,))[1] == []  # one side cannot hold it at 6 pt
    aid = player_aid(game)
    assert aid.back is not None
    words = " ".join(t.text for t, _ in texts_in(aid.back))
    assert "END OF THE GAME" in words and "ROUNDING" in words


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("gid", ["1824", "1862", "18mag", "18lilliput", "1840"])
def test_the_player_aid_prints_whole_on_one_sheet_with_its_back(gid, paper):
    """Letter is shorter than A4: the aid shrinks to fit it rather than being split over two
    sheets (which would lose its back: the end of the game and the rounding rules)."""
    from tresham.art.papers.aid import HEIGHT
    from tresham.data import load_game
    from tresham.kit.families import build_papers, variant
    from tresham.kit.paper import PrintSettings

    game, settings = load_game(gid), PrintSettings(paper=paper)
    aid = player_aid(game)
    sheets = [s for s in build_papers(game, settings, variant(game)).sheets if "player-aid" in s.kinds]
    assert len(sheets) == max(game.players)  # one sheet per aid, none split
    assert all((s.back is not None) == (aid.back is not None) for s in sheets)
    _, _, pw, ph = settings.printable
    printed = [c for c in papers(game, 38.1, (pw, ph)) if c.kind == "player-aid"]
    assert all(c.height + 2 * c.bleed <= ph - 6 for c in printed)  # with its bleed, above the footer
    assert all(c.height == HEIGHT for c in printed) == (paper == "a4")
