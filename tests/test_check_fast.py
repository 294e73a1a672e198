"""What ``check`` keeps to go fast answers as the plain rules do: the exit checks' table of
the hexes beyond each edge, the checks left out of a game whose data never lets them fire,
stations handed on from board to board, and tokens that keep their tuple when none moves.
Random lays on every bundled game, and the boards of the late 18Mag game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tresham.data import load_game
from tresham.model.actions import LayTile
from tresham.model.tile import CLOSED_COLORS
from tresham.rules import upgrade as geo
from tresham.rules.board import Board, Placed, Token
from tresham.rules.games import rules_for
from tresham.rules.lay import LayContext
from tresham.rules.legal import candidate_tiles
from tresham.rules.network import stations
from tresham.rules.tile_hooks import TileHooks
from tresham.scenario.layout import parse_layout
from tresham.scenario.layout_check import check_layout

GAMES = ("18mag", "1824", "1840", "1862", "18lilliput")
LATE = Path(__file__).parent / "data" / "layouts" / "late-18mag.toml"


def every_map():
    for game_id in GAMES:
        game = load_game(game_id)
        for mp in game.maps.values():
            yield game, mp


def random_lays(rules, n: int, seed: int):
    """``n`` lays of random tiles at random rotations on random hexes of the start board."""
    rng = random.Random(seed)
    board = rules.new_board()
    hexes = sorted(rules.map.hexes)
    tiles = [t for t in candidate_tiles(rules) if t.edge_count == board.grid.edges]
    for _ in range(n):
        tile = rng.choice(tiles)
        rotation = rng.randrange(board.grid.edges)
        lay = LayTile(entity="", entity_type="", hex=rng.choice(hexes), tile=tile.name, rotation=rotation)
        yield LayContext(rules, board, lay, tile)


def plain_exit_verdicts(rules, ctx):
    """The three exit checks worked out edge by edge from the board, as before the table."""
    board = ctx.board
    off, walls, dead = [], [], []
    for e in ctx.new_exits:
        nb = board.neighbour(ctx.hex, e)
        if nb is None:
            off.append(e)
            continue
        here, there = ctx.hexdef, board.hexdef(nb)
        sides = (here.border(e) if here else None, there.border(board.grid.opposite(e)) if there else None)
        if any(b is not None and rules.is_barrier(b) for b in sides):
            walls.append(e)
            continue
        if rules.is_closed(board, nb) and board.grid.opposite(e) not in board.content(nb).exits():
            dead.append(e)
    return bool(off), bool(walls), bool(dead)


@pytest.mark.parametrize("game,mp", list(every_map()), ids=lambda x: getattr(x, "id", ""))
def test_the_exit_checks_answer_as_the_board_does_edge_by_edge(game, mp):
    rules = rules_for(game, mp)
    fired = [0, 0, 0]
    for ctx in random_lays(rules, 300, seed=7):
        got = (
            rules.exit_off_map_problem(ctx) is not None,
            rules.exit_border_problem(ctx) is not None,
            rules.exit_dead_end_problem(ctx) is not None,
        )
        assert got == plain_exit_verdicts(rules, ctx), (ctx.hex, ctx.tile.name, ctx.rotation)
        fired = [f + g for f, g in zip(fired, got, strict=True)]
    if mp.bounded:
        assert fired[0] > 0  # random lays run off a bounded map now and then


@pytest.mark.parametrize("game,mp", list(every_map()), ids=lambda x: getattr(x, "id", ""))
def test_a_check_left_out_of_a_game_never_fires_there(game, mp):
    rules = rules_for(game, mp)
    idle = rules.idle_checks()
    hooks = [hook for rule, hook in rules.lay_checks() if rule in idle]
    assert {rule for rule, _ in rules.checks.lays} == {rule for rule, _ in rules.lay_checks()} - idle
    for ctx in random_lays(rules, 300, seed=11):
        assert all(hook(ctx) is None for hook in hooks), (ctx.hex, ctx.tile.name)


def test_18mag_leaves_out_only_what_its_data_has_none_of():
    game = load_game("18mag")
    rules = rules_for(game, game.default_map)
    # it has a fixed-rotation tile (Budapest's L33, L470) and a partition line: those stay
    assert rules.idle_checks() == {"tile.setup-only", "tile.special-hex", "tile.shape"}


@pytest.mark.parametrize("game,mp", list(every_map()), ids=lambda x: getattr(x, "id", ""))
def test_the_shape_gate_is_left_out_only_where_every_tile_fits_the_cells(game, mp):
    rules = rules_for(game, mp)
    fits = all(t.edge_count == mp.grid.edges for t in game.tiles.values())
    assert ("tile.shape" in rules.idle_checks()) == fits
    assert ("tile.shape" in {rule for rule, _ in rules.checks.gates}) == (not fits)


@pytest.fixture(scope="module")
def late():
    return check_layout(parse_layout(LATE.read_text(encoding="utf-8"), LATE.name))


def test_stations_handed_on_from_board_to_board_are_the_boards_own(late):
    boards = [(late.lays[i] if kind == "lay" else late.tokens[i]).board for kind, i in late.order]
    companies = sorted({r.company for r in late.lays})
    for board in boards:
        for company in companies:
            own = [(t.hex, t.city) for t in board.tokens if t.company == company]
            own += [(t.hex, None if t.city < 0 else t.city) for t in board.homes if t.company == company]
            assert stations(board, company) == tuple(own)


def test_a_lay_keeps_the_tokens_tuple_unless_a_token_moves_to_another_city():
    game = load_game("18mag")
    rules = rules_for(game, game.default_map)
    board = Board(rules.map, tokens=(Token("1", "I19", 0), Token("2", "E12", 0)))
    tile = game.tile("57")
    same = board.with_tile("I19", Placed(tile), {0: 0})
    assert same.tokens is board.tokens
    moved = board.with_tile("I19", Placed(tile), {0: 1})
    assert moved.tokens == (Token("1", "I19", 1), Token("2", "E12", 0))


def silent_here(rules, ctx):
    """The gates, lay checks and cost hooks ``checks_at`` leaves out for ``ctx``'s hex."""
    full, here = rules.checks, rules.checks_at(ctx.board, ctx.hex)
    checks = [
        hook
        for every, kept in ((full.gates, here.gates), (full.lays, here.lays))
        for rule, hook in every
        if (rule, hook) not in kept
    ]
    return checks, [hook for hook in full.costs if hook not in here.costs]


@pytest.mark.parametrize("game,mp", list(every_map()), ids=lambda x: getattr(x, "id", ""))
def test_a_hook_left_out_on_a_hex_never_fires_there(game, mp):
    rules = rules_for(game, mp)
    left_out = 0
    for ctx in random_lays(rules, 400, seed=13):
        checks, costs = silent_here(rules, ctx)
        assert all(hook(ctx) is None for hook in checks), (ctx.hex, ctx.tile.name, ctx.rotation)
        assert all(hook(ctx) == [] for hook in costs), (ctx.hex, ctx.tile.name, ctx.rotation)
        left_out += len(checks) + len(costs)
    if mp.bounded:
        assert left_out > 0


def test_hooks_left_out_on_the_late_boards_never_fire_there(late):
    rules = late.rules
    tiles = [t for t in candidate_tiles(rules) if t.edge_count == rules.map.grid.edges]
    rng = random.Random(17)
    hexes = sorted(rules.map.hexes)
    for result in late.lays[::10]:
        for _ in range(40):
            tile, hex = rng.choice(tiles), rng.choice(hexes)
            lay = LayTile(entity="", entity_type="", hex=hex, tile=tile.name, rotation=rng.randrange(6))
            ctx = LayContext(rules, result.board, lay, tile)
            assert ctx.old_content == result.board.content(hex)  # (read off what it fetched)
            checks, costs = silent_here(rules, ctx)
            assert all(hook(ctx) is None for hook in checks), (hex, tile.name)
            assert all(hook(ctx) == [] for hook in costs), (hex, tile.name)


def test_18mag_leaves_out_on_an_inner_plain_hex_the_gates_exits_and_costs_it_has_nothing_for():
    game = load_game("18mag")
    rules = rules_for(game, game.default_map)
    board = rules.new_board()
    plain = next(
        h
        for h, d in sorted(rules.map.hexes.items())
        if d.color == "white"
        and not d.cost
        and not d.borders
        and d.partition is None
        and all(rules.map.neighbour(h, e) in rules.map.hexes for e in range(6))
        and all(rules.map.hexes[rules.map.neighbour(h, e)].color == "white" for e in range(6))
    )
    here = rules.checks_at(board, plain)
    assert [rule for rule, _ in here.gates] == []  # (every 18Mag tile fits its cells: no shape gate)
    gone = {rule for rule, _ in rules.checks.lays} - {rule for rule, _ in here.lays}
    assert gone == {"exit.off-map", "exit.border", "exit.dead-end", "exit.partition"}
    assert [h.__name__ for h in here.costs] == ["upgrade_terrain_cost"]


def plain_count_problem(old, new, merge):
    """Whether ``count_problem`` finds a problem, worked out as the rule says it, step by step."""
    oc, ot, nc, nt = len(old.cities), len(old.towns), len(new.cities), len(new.towns)
    cities_wrong = not 1 <= nc <= oc if merge and oc > 0 else nc != oc
    return cities_wrong or nt != ot


@pytest.mark.parametrize("game,mp", list(every_map()), ids=lambda x: getattr(x, "id", ""))
def test_the_track_and_count_shortcuts_answer_as_the_full_rules(game, mp):
    rules = rules_for(game, mp)
    shortcuts = 0
    for ctx in random_lays(rules, 300, seed=19):
        if ctx.tile.edge_count != ctx.board.grid.edges or ctx.board.hexdef(ctx.hex) is None:
            continue
        assert ctx.old_content == ctx.board.content(ctx.hex)  # (read off what it fetched)
        merge = rules.allow_merge(ctx)
        # the shared hooks (a game may override them with its own rule)
        assert TileHooks.track_mapping(rules, ctx) == geo._track_mapping(ctx.old_content, ctx.new, merge)
        found = TileHooks.city_count_problem(rules, ctx)
        assert (found is not None) == plain_count_problem(ctx.old_content, ctx.new, merge)
        assert found == geo.count_problem(ctx.old_content, ctx.new, ctx.tile.name, merge=merge)
        shortcuts += geo.bare(ctx.old_content)
    assert shortcuts > 0 or not any(geo.bare(h.content) for h in mp.hexes.values())


def test_equal_counts_pass_whether_cities_may_merge_or_not():
    game = load_game("18mag")
    contents = [t.content for t in game.tiles.values()]
    for old in contents:
        for new in contents:
            for merge in (False, True):
                found = geo.count_problem(old, new, "x", merge=merge)
                assert (found is not None) == plain_count_problem(old, new, merge)


def test_token_indexes_handed_on_from_board_to_board_are_the_boards_own(late):
    boards = [(late.lays[i] if kind == "lay" else late.tokens[i]).board for kind, i in late.order]
    companies = sorted({t.company for t in boards[-1].tokens})
    for board in boards:
        for hex in {t.hex for t in board.tokens}:
            assert board.tokens_at(hex) == tuple(t for t in board.tokens if t.hex == hex)
        for company in companies:
            assert board.tokens_of(company) == [t for t in board.tokens if t.company == company]


def test_the_tiles_a_lay_places_keep_the_content_their_tile_turns_to(late):
    boards = [(late.lays[i] if kind == "lay" else late.tokens[i]).board for kind, i in late.order]
    for board in boards:
        for placed in board.tiles.values():
            turned = placed.tile.content.rotated(placed.rotation, placed.tile.edge_count)
            assert placed.content() == turned
    for game, mp in every_map():
        rules = rules_for(game, mp)
        for ctx in random_lays(rules, 40, seed=3):
            if ctx.board.on_map(ctx.hex):
                assert ctx.after.content(ctx.hex) == ctx.tile.content.rotated(
                    ctx.rotation, ctx.tile.edge_count
                )


def test_a_tile_name_is_resolved_as_the_game_names_it_however_often_asked():
    game = load_game("18mag")
    rules = rules_for(game, game.default_map)
    for written in ("57", "57-0", "57", "L32", "57-0"):
        name, _, copy = written.partition("-")
        assert rules.resolve_tile(written) == (game.tile(name), int(copy) if copy else None)


def test_a_closed_hex_is_one_printed_closed_with_no_tile_laid(late):
    rules = late.rules
    for board in (late.lays[0].board, late.lays[60].board, late.board):
        for hex in rules.map.hexes:
            h, laid = board.hexdef(hex), board.placed(hex)
            plain = laid is None and h is not None and h.color in CLOSED_COLORS
            assert rules.is_closed(board, hex) == plain, hex
