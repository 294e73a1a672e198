"""Each rule explains itself in one sentence that names the hex, the tile and what was
expected: the words a teacher reads out (docs/DESIGN.md §3). The positions are those of the
``test_fires_*`` modules, one per wording the rules can choose between.
"""

from __future__ import annotations

import pytest

from .layouts import L, check

T = {"hex": "D19", "company": "2", "city": 0}

# (game, lays, tokens placed before the lays, index of the item, rule, the sentence)
SENTENCES = [
    (
        "18mag",
        [L("A10", "57", 0)],
        [],
        0,
        "hex.not-buildable",
        "A10 is a gray hex: no tile may be laid there",
    ),
    ("18lilliput", [L("0,1", "57", 0)], [], 0, "tile.shape", "tile 57 does not fit this map's cells"),
    (
        "18lilliput",
        [L("0,0", "L-city-ys", 0)],
        [],
        0,
        "hex.not-buildable",
        "0,0 is Mildendo: no tile may be laid there",
    ),
    (
        "18mag",
        [L("E12", "L33", 0)],
        [],
        0,
        "tile.fixed-rotation",
        "tile L33 may only be laid at rotation 2, not 0",
    ),
    (
        "18mag",
        [L("C12", "14", 0)],
        [],
        0,
        "upgrade.color-step",
        "tile 14 is green, but a white hex takes a yellow tile",
    ),
    (
        "18mag",
        [L("C12", "57", 0), L("C12", "14", 1)],
        [],
        1,
        "upgrade.track-not-kept",
        "tile 14 at rotation 1 does not keep the old track (edge 0-city 0; city 0-edge 3)",
    ),
    (
        "18mag",
        [L("D19", "5", 0)],
        [],
        0,
        "label.mismatch",
        "D19 is a OO hex and takes only OO tiles; tile 5 has no label",
    ),
    (
        "1824",
        [L("B5", "401", 1)],
        [],
        0,
        "label.mismatch",
        "tile 401 is a T tile and goes only on T hexes",
    ),
    ("18mag", [L("C10", "3", 0)], [], 0, "upgrade.city-count", "tile 3: the hex has 0 towns, the tile 1"),
    ("18mag", [L("C8", "57", 2)], [], 0, "exit.off-map", "track on edge 2 of C8 runs off the map"),
    ("18mag", [L("I8", "7", 5)], [], 0, "exit.off-map", "track on edges 0 and 5 of I8 runs off the map"),
    (
        "18mag",
        [L("C8", "57", 0)],
        [],
        0,
        "exit.border",
        "track on edge 0 of C8 runs into an impassable border",
    ),
    (
        "1824",
        [L("C8", "9", 1)],
        [],
        0,
        "exit.dead-end",
        "track on edge 1 of C8 points into the gray hex C6, which has no track back",
    ),
    (
        "18mag",
        [L("F9", "8", 0)],
        [],
        0,
        "exit.partition",
        "track 0-2 in F9 crosses the water line from the corner of edges 0-1 to that of edges 3-4",
    ),
    (
        "1824",
        [L("C12", "57", 0, phase="2"), L("C12", "14", 0)],
        [],
        1,
        "phase.color",
        "green tiles are not available in this phase (only yellow)",
    ),
    (
        "18mag",
        [L("C10", "9", 0), L("C10", "18", 0)],
        [],
        1,
        "supply.not-in-game",
        "tile 18 is not among this game's tiles",
    ),
    ("1824", [L("C12", "57-5", 0)], [], 0, "supply.no-copy", "tile 57 has copies 0-4, not 5"),
    (
        "18mag",
        [L("C12", "57-10", 0)],
        [],
        0,
        "supply.no-copy",
        "tile 57 (physical tile 5) has copies 0-9, not 10",
    ),
    (
        "18mag",
        [L("C12", "57-0", 0), L("C16", "57-0", 0)],
        [],
        1,
        "supply.copy-in-use",
        "copy 0 of tile 57 (physical tile 5) is already on the map",
    ),
    (
        "1824",
        [L("B13", "1", 1), L("B25", "1", 2)],
        [],
        1,
        "supply.exhausted",
        "the only copy of tile 1 is already on the map",
    ),
    (
        "18mag",
        [L(h, "7", 0) for h in ("C10", "D15", "E8", "E16", "E20")],
        [],
        4,
        "supply.exhausted",
        "all 4 copies of tile 7 are already on the map",
    ),
    (
        "18mag",
        [L("E10", "57", 0, company="SIK")],
        [],
        0,
        "company.cannot-lay",
        "SIK is a major company; only minors lay track in 18Mag",
    ),
    (
        "18mag",
        [L("E12", "L33", 2, company="1"), L("D11", "8", 0, company="1")],
        [],
        1,
        "connection.none",
        "no track of tile 8 in D11 connects to a station of 1 without passing a city full of "
        "other companies' tokens",
    ),
    (
        "18mag",
        [L("E10", "57", 0, company="3", turn=1), L("D7", "57", 2, company="11", turn=1)],
        [],
        1,
        "turn.mixed-companies",
        "the turn mixes lays of 3 and 11",
    ),
    (
        "1824",
        [L("C12", "57", 0, turn=1), L("C18", "8", 0, turn=1)],
        [],
        1,
        "turn.too-many-lays",
        "one tile lay or upgrade per turn; this is lay 2 of the turn",
    ),
    (
        "18mag",
        [L("C12", "57", 0, turn=1), L("C10", "9", 0, turn=1), L("E8", "9", 0, turn=1)],
        [],
        2,
        "turn.too-many-lays",
        "a turn allows one tile lay or upgrade and an extra yellow tile for 10 Ft; all are used, "
        "and this is lay 3 of the turn",
    ),
    (
        "18mag",
        [L("C12", "57", 0), L("C10", "9", 0), L("C12", "14", 0, turn=2), L("C10", "26", 0, turn=2)],
        [],
        3,
        "turn.too-many-lays",
        "a turn allows one tile lay or upgrade and an extra yellow tile for 10 Ft; what is left "
        "(an extra yellow tile for 10 Ft) does not take this upgrade",
    ),
    (
        "1862",
        [L("F5", "790", 0, turn=1), L("E10", "8852", 0, turn=1)],
        [],
        1,
        "turn.too-many-lays",
        "a yellow N tile is laid alone: up to two yellow tiles only when neither is an N tile",
    ),
    ("18mag", [L("C12", "L32", 0)], [], 0, "upgrade.city-count", "tile L32: the hex has 1 city, the tile 2"),
    ("18mag", [], [{**T, "hex": "C10"}], 0, "token.no-city", "C10 has 0 cities, no city 0"),
    ("18mag", [], [{**T, "hex": "C12", "city": 1}], 0, "token.no-city", "C12 has 1 city, no city 1"),
    ("18mag", [], [T, {**T, "city": 1}], 1, "token.same-hex", "2 already has a station in D19"),
    ("18mag", [], [T, {**T, "company": "7"}], 1, "token.full", "city 0 of D19 has no free slot"),
    (
        "1840",
        [L("B14", "L1", 4)],
        [],
        0,
        "stadtbahn.sequence",
        "city line G is built in an unbroken sequence from its terminals: "
        "its next tile goes on B16 or H12, not B14",
    ),
]


@pytest.mark.parametrize(
    ("game", "lays", "tokens", "index", "rule", "sentence"),
    SENTENCES,
    ids=[f"{s[0]}-{s[4]}-{i}" for i, s in enumerate(SENTENCES)],
)
def test_each_rule_explains_itself_in_one_sentence(game, lays, tokens, index, rule, sentence):
    report = check(game, lays, tokens or None, tokens_after=0)
    found = report.token_violations if not lays else report.violations
    said = [v.message for v in found if v.index == index and v.rule == rule]
    assert said == [sentence]


def test_a_hex_off_the_map_is_named_by_the_rules_and_refused_by_the_layout_reader():
    # A layout names only hexes of its map (LayoutError, exit 2); the rules still say why a
    # lay or token off the map cannot be judged when asked directly (the engine asks them).
    from tresham.data import load_game
    from tresham.errors import LayoutError
    from tresham.model.actions import LayTile
    from tresham.rules.games import rules_for
    from tresham.rules.lay import LayContext, judge_lay
    from tresham.rules.tokens import TokenContext, check_token

    g = load_game("18mag")
    r = rules_for(g)
    lay = LayTile(entity="", entity_type="corporation", hex="Z99", tile="57", rotation=0)
    res = judge_lay(r, LayContext(r, r.new_board(), lay, g.tile("57")))
    assert [(v.rule, v.message) for v in res.violations] == [("hex.off-map", "Z99 is not a hex of this map")]
    tok = check_token(r, TokenContext(r, r.new_board(), "2", "Z99", 0))
    assert [(v.rule, v.message) for v in tok] == [("token.off-map", "Z99 is not a hex of this map")]
    with pytest.raises(LayoutError, match="Z99"):
        check("18mag", [L("Z99", "57", 0)])
