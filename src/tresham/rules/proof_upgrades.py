"""The proof's check of the manifest's upgrade chart: every stated upgrade (``[upgrades]``
``"8" = ["15"]``) must be one the tile rules allow.

An upgrade is judged where it would happen: on each hex (one of each kind) the old tile can
reach, with the old tile laid there, by the game's own lay checks that do not depend on the
hex's place on the map, at each rotation of the new tile. Where the rules allow it on no such
hex, the proof names the upgrade and why, as the checks word it at the rotation that breaks
the fewest of them. An old tile no hex can reach is judged by the tiles alone (colour step,
label, shape, city and town counts, the old track kept under some rotation), as the printed
upgrade chart is (``rules/chart.py``).
"""

from __future__ import annotations

from ..model.game import GameDef
from ..model.tile import TileDef
from . import upgrade as geo
from .base import Rules
from .board import Board, Placed, rotate_content
from .chart import next_colour
from .games import rules_for
from .legal import candidate_tiles
from .proof_search import Found, Search, kind_of, search


def upgrade_problems(rules: Rules, board: Board, found: Found, tiles: list[TileDef]) -> list[str]:
    """``"8 -> 15: why"`` for each upgrade the manifest states that the rules never allow."""
    search = Search(rules, tiles)
    by_name = {t.name: t for t in tiles}
    base = rules.supply.base_name
    allowed = found.edges | {(base(a), base(b)) for a, b in found.edges}
    out = []
    for a, targets in rules.manifest.upgrades.items():
        old = by_name.get(a)
        for b in targets:
            new = by_name.get(b)
            if old is None or new is None or (a, b) in allowed:
                continue  # (a name without geometry is a finding of its own)
            hexes = [
                h for h, names in found.reached.items() if a in names or any(base(n) == a for n in names)
            ]
            why = _on_hexes(search, board, hexes, old, new) if hexes else tile_problem(old, new)
            if why:
                out.append(f"{a} -> {b}: {why}")
    return out


def _on_hexes(search: Search, board: Board, hexes: list[str], old: TileDef, new: TileDef) -> str | None:
    """Why ``new`` may replace ``old`` on none of ``hexes`` (None: it may on one), in the words
    of the checks on the first hex."""
    seen: set[object] = set()
    reasons: list[str] = []
    for h in hexes:
        kind = kind_of(search.rules, board, h)
        if kind in seen:
            continue
        seen.add(kind)
        on = board.with_tile(h, Placed(old, 0))
        if search.fits(on, h, new):
            return None
        if not reasons:
            reasons = _fewest(search, on, h, new)
    return f"on {hexes[0]}, " + "; ".join(reasons) if reasons else None


def _fewest(search: Search, board: Board, hex: str, new: TileDef) -> list[str]:
    """The problems of laying ``new`` on ``hex`` at the rotation with the fewest."""
    best: list[str] | None = None
    for r in range(new.edge_count):
        ctx = search.context(board, hex, new, r)
        problems = list(dict.fromkeys(why for check in search.free + search.turned if (why := check(ctx))))
        if best is None or len(problems) < len(best):
            best = problems
    return best or []


def tile_problem(old: TileDef, new: TileDef) -> str | None:
    """Why ``new`` can never replace ``old``, by the tiles alone (None: it can)."""
    want = next_colour(old.color)
    if want != new.color:
        step = f"takes a {want} tile" if want else "is never upgraded"
        return f"tile {new.name} is {new.color}, but a {old.color} tile {step}"
    if old.label != new.label:
        return f"tile {old.name} has label {old.label or '(none)'}, tile {new.name} {new.label or '(none)'}"
    if old.shape != new.shape:
        return f"tile {old.name} is a {old.shape}, tile {new.name} a {new.shape}"
    merge = bool(old.label)
    counted = geo.count_problem(old.content, new.content, new.name, merge=merge)
    if counted:
        return counted
    for r in range(new.edge_count):
        turned = rotate_content(new.content, r, new.edge_count)
        if geo.track_mapping(old.content, turned, allow_merge=merge) is not None:
            return None
    return f"tile {new.name} keeps the track of tile {old.name} at no rotation"


def stated_upgrade_problems(game: GameDef) -> list[tuple[str, str, str]]:
    """(manifest file, ``upgrades.A``, ``"A -> B: why"``) for each upgrade any of the game's
    manifests states that its map's rules never allow (each manifest judged once, on the
    first map it belongs to), for ``tresham validate``."""
    out: list[tuple[str, str, str]] = []
    judged: set[int] = set()
    for mp in game.maps.values():
        manifest = game.manifests[mp.id]
        if id(manifest) in judged:
            continue
        judged.add(id(manifest))
        rules = rules_for(game, mp)
        tiles = candidate_tiles(rules)
        board, hexes = rules.proof_board()
        for problem in upgrade_problems(rules, board, search(rules, board, hexes, tiles), tiles):
            out.append((manifest.source, f"upgrades.{problem.split(' -> ')[0]}", problem))
    return out
