"""Every rule id a game can report has a test in which exactly that rule fires.

The ids of a game are those of its check lists (``gate_checks`` ... ``token_checks``), the
dotted keys of its ``SOURCES``, and every id its rules code names when it makes a
``violation`` or a ``cost`` (read from the source, so a new rule cannot slip in unseen).
Each must be registered by a ``@fires(game, rule)`` test in a ``test_fires_*`` module, or be
listed below with the reason no position of that game can make it fire.
"""

from __future__ import annotations

import ast
import inspect
from functools import cache
from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.rules import base
from tresham.rules.games import REGISTRY, rules_for

from . import (
    test_1862_london,  # its @fires test of token.turn (London's one token a turn)
    test_fires_18mag,
    test_fires_1824,
    test_fires_1840,
    test_fires_1862,
    test_fires_lilliput,
    test_fires_routes,
    test_fires_routes_games,
)
from .fires import FIRES

MODULES = (
    test_1862_london,
    test_fires_18mag,
    test_fires_1824,
    test_fires_1840,
    test_fires_1862,
    test_fires_lilliput,
    test_fires_routes,
    test_fires_routes_games,
)
RULES_DIR = Path(base.__file__).parent

# (game, rule id) -> why no position of that game makes it fire; "*" is every game
CANNOT_FIRE = {
    ("*", "cost.border"): "no map prices a border (every border is impassable, water or a join)",
    ("*", "cost.slot"): "no game's plain lay slot has a price; 18Mag's extra tile is cost.second-yellow",
    ("18mag", "tile.shape"): "every tile 18Mag can name is a hex tile",
    ("1824", "tile.shape"): "every tile 1824 can name is a hex tile",
    ("1840", "tile.shape"): "every tile 1840 can name is a hex tile",
    ("1862", "tile.shape"): "every tile 1862 can name is a hex tile",
    ("1824", "tile.fixed-rotation"): "no 1824 tile has a fixed rotation",
    ("1862", "tile.fixed-rotation"): "no 1862 tile has a fixed rotation",
    ("18lilliput", "tile.fixed-rotation"): "no 18 Lilliput tile has a fixed rotation",
    ("18lilliput", "hex.off-map"): "18 Lilliput's grid is unbounded: every cell is on the map",
    ("18mag", "tile.setup-only"): "no 18Mag tile is a scenario tile",
    ("1824", "tile.setup-only"): "no 1824 tile is a scenario tile",
    ("1840", "tile.setup-only"): "no 1840 tile is a scenario tile",
    ("1862", "tile.setup-only"): "no 1862 tile is a scenario tile",
    ("18mag", "tile.special-hex"): "no 18Mag hex has special tiles of its own",
    ("1824", "tile.special-hex"): "no 1824 hex has special tiles of its own (its W, Bu, T tiles go by label)",
    ("1862", "tile.special-hex"): "no 1862 hex has special_tiles (Ipswich's and Harwich's go by label)",
    ("18lilliput", "tile.special-hex"): "18 Lilliput has no printed hex but Mildendo",
    (
        "18mag",
        "token.reserved",
    ): "18Mag keeps no slot: a chosen minor's home token is on the map at once (L390)",
    ("1862", "token.reserved"): "1862 keeps no slot: a home token displaces another (L1349-1353)",
    ("18lilliput", "token.reserved"): "18 Lilliput prints no homes to keep",
    ("18lilliput", "token.off-map"): "18 Lilliput's grid is unbounded: every cell is on the map",
    ("18lilliput", "exit.off-map"): "18 Lilliput's grid is unbounded",
    ("1824", "exit.border"): "1824's map has no impassable border (its borders join off-board areas)",
    ("18lilliput", "exit.border"): "18 Lilliput has no printed map, so no border",
    ("1824", "exit.partition"): "no 1824 hex is divided",
    ("1840", "exit.partition"): "no 1840 hex is divided",
    ("1862", "exit.partition"): "1862's divided hexes are sea and red off-board hexes, where no tile goes",
    ("18lilliput", "exit.partition"): "18 Lilliput has no printed map, so no divided hex",
    ("1824", "company.cannot-lay"): "every 1824 company may build track",
    ("1840", "company.cannot-lay"): "every 1840 company may build track",
    ("1862", "company.cannot-lay"): "every 1862 company may build track",
    ("18lilliput", "company.cannot-lay"): "every 18 Lilliput company may build track",
    ("18mag", "upgrade.chart"): "18Mag's manifest has no upgrade chart: the general rule decides (L479-487)",
    ("1824", "upgrade.chart"): (
        "each chart entry lists every tile of the next colour with the hex's label and stops, "
        "so a tile off the chart also breaks the label, the stops or the track"
    ),
    ("1840", "upgrade.chart"): (
        "each chart entry lists every tile of the next colour with the hex's label, stops and "
        "frame, so a tile off the chart also breaks another rule"
    ),
    ("1862", "upgrade.chart"): (
        "no position found (a search over every manifest tile and rotation after each chart "
        "tile): a tile off the chart also breaks the old track or the stops"
    ),
    ("18lilliput", "label.mismatch"): (
        "the chart sends Y tiles only to Y tiles and the rest only to unlabelled ones "
        "(L179, L182), so a label break is also an upgrade.chart break"
    ),
    ("18lilliput", "upgrade.city-count"): (
        "the chart keeps cities to cities and plain to plain (Tables 3-4), and a new cell has "
        "no count to keep, so a count break is also an upgrade.chart break"
    ),
    ("1840", "supply.not-in-game"): (
        "the library tiles 1840 lacks are plain track; an open 1840 hex takes only stop tiles "
        "(L2277-2279) and 1840's chart sends town tiles to its own greens, so they also break "
        "upgrade.city-count or upgrade.chart"
    ),
    ("18lilliput", "supply.not-in-game"): (
        "every square tile of the library is one of 18 Lilliput's; the others fail tile.shape first"
    ),
    ("1824", "turn.mixed-companies"): (
        "a turn is one lay (L506-509): another company's lay in it also breaks turn.too-many-lays"
    ),
    ("1862", "cost.terrain"): "1862's map prints no terrain cost",
}


def _argument(call: ast.Call, position: int, name: str) -> ast.expr | None:
    if len(call.args) > position:
        return call.args[position]
    return next((k.value for k in call.keywords if k.arg == name), None)


def _literal_ids(path: Path) -> set[str]:
    """Rule ids written as literals in ``violation(rule, ...)`` and ``cost(amount, why, rule)``."""
    ids: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        position = {"violation": 0, "cost": 2}.get(node.func.attr)
        picked = _argument(node, position, "rule") if position is not None else None
        if isinstance(picked, ast.Constant) and isinstance(picked.value, str):
            ids.add(picked.value)
    return ids


def _shared_ids() -> set[str]:
    return {i for p in RULES_DIR.glob("*.py") for i in _literal_ids(p)}


@cache
def rule_ids(game: str) -> frozenset[str]:
    """Every rule id ``game`` can report."""
    rules = rules_for(load_game(game))
    checks = (
        rules.gate_checks(),
        rules.lay_checks(),
        rules.turn_checks(),
        rules.token_gate_checks(),
        rules.token_checks(),
    )
    ids = {rule for listed in checks for rule, _ in listed}
    ids |= {key for key in rules.SOURCES if "." in key}
    ids |= _literal_ids(Path(inspect.getfile(type(rules)))) | _shared_ids()
    return frozenset(ids)  # computed once per game: the registry asks for it many times


def _exempt(game: str, rule: str) -> str | None:
    return CANNOT_FIRE.get((game, rule)) or CANNOT_FIRE.get(("*", rule))


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_rule_id_has_a_test_where_only_it_fires(game):
    missing = sorted(r for r in rule_ids(game) if (game, r) not in FIRES and not _exempt(game, r))
    assert not missing, f"{game}: no @fires test for {missing}"


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_a_rule_said_not_to_fire_has_no_test_and_exists(game):
    ids = rule_ids(game)
    for (g, rule), why in CANNOT_FIRE.items():
        if g in (game, "*"):
            assert rule in ids, f"{rule}: not a rule of {game} ({why})"
            assert (game, rule) not in FIRES, f"{game} {rule} has a test, yet is listed as unable to fire"


def test_every_registered_test_names_a_real_rule_id_of_its_game():
    for game, rule in FIRES:
        assert rule in rule_ids(game), f"@fires({game!r}, {rule!r}): not a rule id of {game}"


def test_the_id_scan_sees_the_shared_ids():
    # the scan reads ids the check lists do not hold: judge_lay's and the cost hooks'
    assert {"turn.too-many-lays", "cost.terrain", "cost.border", "cost.slot"} <= _shared_ids()
    assert len(MODULES) == len({m.__name__ for m in MODULES})
