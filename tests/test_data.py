"""The five games as data: totals per rulebook, maps, homes, upgrades, markets, stated facts."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.data.games import clear_cache, load_game_dir, validate_game_dir
from tresham.errors import DataError, UnknownGameError
from tresham.model.tile import TileDef
from tresham.rules.chart import geometric_upgrade, upgrade_chart
from tresham.rules.proof import stated_total_warnings

# physical tiles per colour as the rulebooks state them (1862's rulebook gives no counts:
# its figures are the reference manifest's, see data/games/1862/tiles.toml; 1824 keeps the
# reference's per-tile counts, 72 yellow, and the rulebook's 69 as a stated total)
TOTALS = {
    "18mag": (150, {"yellow": 65, "green": 51, "brown": 28, "gray": 6}),
    "1824": (143, {"yellow": 72, "green": 48, "brown": 20, "gray": 3}),
    "1840": (176, None),
    "1862": (177, {"yellow": 70, "green": 72, "brown": 35}),
    "18lilliput": (114, None),
}


def colour_totals(g, manifest=None):
    out: dict[str, int] = {}
    for e in (manifest or g.manifest).physical_entries():
        c = g.tiles[e.name].color
        out[c] = out.get(c, 0) + e.count
    return out


@pytest.mark.parametrize("gid", sorted(TOTALS))
def test_tile_totals_match_the_rulebooks(gid):
    g = load_game(gid)
    total, per_colour = TOTALS[gid]
    assert g.manifest.physical == total
    if per_colour:
        assert colour_totals(g) == per_colour


def test_1824_keeps_the_reference_counts_and_states_the_rulebooks_totals():
    # issue 11: real games lay ten tile 8s; the rulebook's 69 yellow (L28) stays as a note
    g = load_game("1824")
    assert [g.manifest.entry(n).count for n in ("7", "8", "9")] == [5, 10, 10]
    assert dict(g.manifest.stated_totals) == {"yellow": 69, "green": 48, "brown": 20, "gray": 3}
    assert stated_total_warnings(g, g.manifest) == [
        "yellow: the manifest has 72 tiles, the rulebook states 69"
    ]
    assert stated_total_warnings(load_game("18mag"), load_game("18mag").manifest) == []


def test_1840_has_127_track_tiles_and_49_stadtbahn_tiles():
    g = load_game("1840")
    orange = sum(e.count for e in g.manifest.physical_entries() if g.tiles[e.name].content.frame == "orange")
    assert orange == 49
    assert g.manifest.physical - orange == 127


def test_18mag_pairs_are_one_physical_tile():
    g = load_game("18mag")
    pairs = [e for e in g.manifest.entries if e.back]
    assert {(e.name, e.back) for e in pairs} >= {("8", "9"), ("23", "24"), ("5", "57")}
    assert next(e for e in pairs if e.name == "23").count == 6  # rulebook L514: six tiles 23/24
    for e in pairs:
        assert g.tiles[e.name].color == g.tiles[e.back].color


def test_1862_town_variants_share_their_base_count():
    g = load_game("1862")
    variants = [e for e in g.manifest.entries if e.variant_of]
    assert variants and all(e.variant_of in {x.name for x in g.manifest.entries} for e in variants)
    assert g.manifest.entry("18_1b").variant_of == "18"


def test_every_hex_is_on_its_grid_once(game):
    for mp in game.maps.values():
        grid = mp.grid
        seen = set()
        for name in mp.hexes:
            c = grid.parse(name)
            assert grid.format(c) == name
            assert name not in seen
            seen.add(name)


def test_every_home_exists(game):
    for c in game.companies:
        for home in c.home:
            mp = game.default_map
            if not mp.bounded:
                continue
            hexdef = mp.hexes[mp.grid.normalise(home)]
            slots = len(hexdef.content.cities) + len(hexdef.content.offboards)
            assert slots > 0, (c.id, home)
            if c.home_city is not None:
                assert c.home_city < len(hexdef.content.cities), (c.id, home)


def test_every_preprinted_path_leads_to_a_real_neighbour(game):
    for mp in game.maps.values():
        if not mp.bounded:
            continue
        grid = mp.grid
        for h in mp.hexes.values():
            for edge in h.content.exits():
                n = grid.format(grid.neighbour(grid.parse(h.at), edge))
                # 1840's smaller maps cut hexes away beside red off-board areas whose printed
                # track then ends at the board edge; nothing else may point off the map
                if mp.id != game.default_map.id and h.color == "red":
                    continue
                assert n in mp.hexes, (mp.id, h.at, edge)


def _reachable(g) -> set[str]:
    """Tiles that can appear on the board: laid first on a hex, or upgraded into from those."""
    chart = upgrade_chart(g)
    names = [n for e in g.manifest.entries if not e.variant_of for n in (e.name, e.back) if n]
    reach = {n for n in names if g.tiles[n].color == "yellow"}
    reach |= {e.name for e in g.manifest.entries if e.setup}
    for mp in g.maps.values():
        for h in mp.hexes.values():
            shape = "square" if mp.layout == "square" else "hex"
            printed = TileDef(name=h.at, content=h.content, shape=shape)
            reach |= {n for n in names if geometric_upgrade(printed, g.tiles[n])}
            if h.label:  # a tile on a labelled hex carries the hex's label (18Mag's K hexes)
                for n in list(reach):
                    t = g.tiles[n]
                    if t.color == "yellow" and not t.label:
                        marked = replace(t, content=replace(t.content, label=h.label))
                        reach |= {m for m in names if geometric_upgrade(marked, g.tiles[m])}
    frontier = set(reach)
    while frontier:
        new = {t for s in frontier for t in chart.get(s, [])} - reach
        reach |= new
        frontier = new
    return reach


def test_every_upgrade_tile_can_be_reached(game):
    reach = _reachable(game)
    for e in game.manifest.physical_entries():
        for name in (e.name, e.back):
            if name and game.tiles[name].color in ("green", "brown", "gray"):
                assert name in reach, (game.id, name)


def test_market_values_rise_along_the_track(game):
    for market in {id(m): m for m in game.markets.values()}.values():
        if market.kind == "zigzag":
            top, bottom = ([c.value for c in row if c] for row in market.rows)
            path = [v for pair in zip(bottom, top, strict=False) for v in pair]
            assert path == sorted(path) and len(set(path)) == len(path)
            continue
        for row in market.rows:
            values = [c.value for c in row if c]
            assert values == sorted(values) and len(set(values)) == len(values)


def test_18mag_facts_from_the_rulebook():
    g = load_game("18mag")
    hexes = g.default_map.hexes
    assert (hexes["C14"].cost, hexes["H11"].cost, hexes["D23"].cost) == (20, 30, 30)
    assert {h for h, d in hexes.items() if d.label == "K"} == {"I2", "H23", "H27"}
    assert {h for h, d in hexes.items() if d.label == "OO"} == {"D19", "G10", "G14", "I14"}
    assert hexes["E12"].label == "B"
    assert "a11" in g.maps["two"].hexes
    with pytest.raises(Exception, match="parity"):
        g.default_map.grid.parse("G13")  # printed in the rulebook, impossible on the grid
    assert [t.cost for t in g.trains] == [80, 120, 200, 320]
    assert g.player_setup[4].cash == 0


def test_1824_facts_from_the_rulebook():
    g = load_game("1824")
    hexes = g.default_map.hexes
    assert hexes["E12"].label == "W" and len(hexes["E12"].content.cities) == 3
    assert hexes["F17"].label == "Bu"
    assert {h for h, d in hexes.items() if d.label == "T"} == {"A18", "C26", "E26", "I8"}
    assert g.bank == 12000
    assert {g.player_setup[n].cash for n in (3, 4, 5, 6)} == {820, 680, 560, 460}
    assert g.company("SD1").home == ("E12",)


def test_1840_facts_from_the_rulebook():
    g = load_game("1840")
    assert len(g.default_map.hexes) == 148
    assert {k for k in g.maps} == {"standard", "three", "two"}
    tram = [c for c in g.companies if c.kind == "tram"]
    assert len(tram) == 18
    assert sorted(c.par for c in g.companies if c.kind == "city") == [65, 75, 85, 95]


def test_1862_facts_from_the_rulebook():
    g = load_game("1862")
    hexes = g.default_map.hexes
    assert g.layout == "flat"
    assert {h for h, d in hexes.items() if d.label == "N"} == {"F5", "B9", "E12", "F11"}
    assert {h for h, d in hexes.items() if d.label == "Y"} == {"H5", "C4", "C8", "D9", "F13"}
    assert len(g.companies) == 20
    assert g.bank == 15000


def test_lilliput_facts_from_the_rulebook():
    g = load_game("18lilliput")
    assert g.layout == "square"
    assert "0,0" in g.default_map.hexes
    assert [t.cost for t in g.trains] == [80, 150, 300, 400, 500, 650]
    top, bottom = ([c.value for c in row if c] for row in g.market.rows)
    assert sorted(top + bottom) == sorted([45, 50, 55, 60, 65, 70, 80, 90, 100, 105, 110, 120, 135, 150])
    action = [c for c in g.cards if c.kind == "action"]
    assert len(action) == 10
    assert sum(1 for c in action if 1 in c.players) == 4  # solo plays with cards 2, 4, 8 and 9
    assert all(t.shape == "square" for t in g.tiles.values() if t.source.endswith("18lilliput.toml"))


def test_unknown_game_is_refused():
    with pytest.raises(UnknownGameError, match="bundled games"):
        load_game("1830")


def copy_game(tmp_path: Path, gid: str) -> Path:
    import shutil

    from tresham.data.toml import data_root

    folder = tmp_path / "games" / gid
    shutil.copytree(data_root() / "games" / gid, folder)
    return folder


@pytest.mark.parametrize(
    "file, old, new, message",
    [
        ("map.toml", 'at = "E12"', 'at = "E13"', "its letter and number have the wrong parity"),
        ("tiles.toml", 'name = "57"', 'name = "5757"', "not in the tile library"),
        ("companies.toml", 'home = ["E12"]', 'home = ["Z99"]', "not on"),
        ("game.toml", 'layout = "pointy"', 'layout = "round"', "expected one of"),
        ("trains.toml", 'trade_in = { "2" = 40 }', 'trade_in = { "2" = "forty" }', "expected a discount"),
        ("trains.toml", "count = 9", "count = -2", "expected a number of cards"),
        ("trains.toml", "distance = { cities = 1 }", "distance = { cities = 1, miles = 3 }", "unknown key"),
        ("trains.toml", "distance = { cities = 1 }", "distance = { cities = 1, stops = 2 }", "got the keys"),
        ("companies.toml", 'kind = "coal"', 'kind = "mine"', "expected one of"),
        ("game.toml", "train_limit = { coal = 2,", "train_limit = { colliery = 2,", "is neither"),
    ],
)
def test_broken_game_files_name_file_and_key(tmp_path, file, old, new, message):
    folder = copy_game(tmp_path, "1824")
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text, (file, old)
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    clear_cache()
    with pytest.raises(DataError) as err:
        load_game_dir(folder)
    assert message in str(err.value)
    assert file in str(err.value)


def test_a_city_line_names_hexes_of_its_map(tmp_path):
    folder = copy_game(tmp_path, "1840")
    path = folder / "map-2p.toml"
    text = path.read_text(encoding="utf-8")
    old = 'hexes = ["F24", "G23", "G21", "G19", "G17", "H16", "I15", "I13", "I11"]'
    assert old in text
    path.write_text(text.replace(old, old.replace('"I11"]', '"I11", "I9"]')), encoding="utf-8")
    clear_cache()
    with pytest.raises(DataError, match=r"map-2p.toml: city_line W.hexes: I9 is not a hex of this map"):
        load_game_dir(folder)


def test_a_charters_home_city_must_exist_on_each_map(tmp_path):
    # 18Mag minor 4: city 1 of G14 on the larger map, the only city of E10 on the 2-player map
    folder = copy_game(tmp_path, "18mag")
    path = folder / "map-2p.toml"
    text = path.read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if x.startswith('home_city = { "4" = 0 }'))
    path.write_text(text.replace(line + "\n", ""), encoding="utf-8")
    clear_cache()
    with pytest.raises(
        DataError, match=r"map-2p.toml: hex E10.home_city.4: .*gives 4 home_city 1, but city 1"
    ):
        load_game_dir(folder)


@pytest.mark.parametrize(
    "body, expect",
    [
        (
            '[[track]]\nid = "r"\ntitle = "R"\nspaces = ["SR", "OR"]\nmarked = [3]\n',
            "track r.marked: expected space numbers 1-2",
        ),
        (
            '[[track]]\nid = "r"\ntitle = "R"\nspaces = ["SR"]\nback = "x"\n',
            "track r.back: no track 'x' in this file",
        ),
        (
            '[[track]]\nid = "r"\ntitle = "R"\nrange = [0, 100, 0]\n',
            "track r.range: expected [first, last, step]",
        ),
        ('[[track]]\nid = "r"\ntitle = "R"\n', "track r.spaces: expected the spaces' words"),
        ('[[track]]\nid = "r"\ntitle = "R"\nspaces = ["a"]\nshape = "round"\n', "track r.shape"),
    ],
)
def test_a_bad_track_names_its_file_and_key(tmp_path, body, expect):
    from tresham.data.economy import load_tracks
    from tresham.errors import DataError

    path = tmp_path / "cards.toml"
    path.write_text(body, encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_tracks(path)
    assert "cards.toml" in str(err.value) and expect in str(err.value)


def test_tracks_read_from_cards_toml(tmp_path):
    from tresham.data.economy import load_tracks

    path = tmp_path / "cards.toml"
    path.write_text(
        '[[track]]\nid = "rev"\ntitle = "Revenue"\nrange = [0, 30, 10]\n'
        '[[track]]\nid = "a"\ntitle = "A"\nspaces = ["SR", "OR", "OR"]\nmarked = [3]\n'
        'shape = "hex"\nback = "b"\n'
        '[[track]]\nid = "b"\ntitle = "B"\nspaces = ["SR"]\ncount = 0\n',
        encoding="utf-8",
    )
    rev, a, b = load_tracks(path)
    assert rev.spaces == ("0", "10", "20", "30") and rev.shape == "strip"
    assert (a.marked, a.shape, a.back, b.count) == ((3,), "hex", "b", 0)


def test_a_parity_error_names_the_hex_at_fault_first_and_a_bad_home_names_the_map(tmp_path):
    folder = copy_game(tmp_path, "1824")
    path = folder / "map.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('at = "E12"', 'at = "E13"', 1), encoding="utf-8")
    clear_cache()
    with pytest.raises(DataError) as err:
        load_game_dir(folder)
    assert "map.toml: hex E13: E13 cannot lie on the doubled-coordinate grid" in str(err.value)
    folder = copy_game(tmp_path / "b", "18mag")
    path = folder / "companies.toml"
    text = path.read_text(encoding="utf-8")
    home = re.search(r'home = \["(\w+)"\]', text)
    assert home is not None
    game = load_game_dir(folder)
    plain = next(
        h.at for h in game.default_map.hexes.values() if not h.content.cities and not h.content.offboards
    )
    path.write_text(text.replace(home.group(0), f'home = ["{plain}"]', 1), encoding="utf-8")
    clear_cache()
    _, found = validate_game_dir(folder)
    assert any(
        "has no city for a home station (see " in f.message and f"hex {plain})" in f.message for f in found
    )
