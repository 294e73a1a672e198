"""``legal_on``: every legal (tile, rotation) for one hex of a board, with its cost."""

from __future__ import annotations

from ..errors import UnknownTileError
from ..model.actions import LayTile
from ..model.tile import TileDef
from .base import Rules
from .board import Board
from .lay import LayContext, LayResult, judge_lay
from .ownership import NOBODY, Ownership
from .violation import Violation


def candidate_tiles(rules: Rules) -> list[TileDef]:
    """Every drawable tile of the manifest: fronts, backs and variants, in manifest order."""
    out, seen = [], set()
    for name in rules.manifest.side_names():
        if name in seen:
            continue
        seen.add(name)
        try:
            out.append(rules.game.tile(name))
        except UnknownTileError:  # a manifest name without geometry is proof's business
            continue
    return out


def legal_on(
    rules: Rules,
    board: Board,
    hex: str,
    *,
    phase_colors: tuple[str, ...] | None = None,
    company: str | None = None,
    ignore: tuple[str, ...] = (),
    owners: Ownership = NOBODY,
    variants: frozenset[str] = frozenset(),
    unconnected: bool = False,
) -> list[LayResult]:
    """The verdicts of every lay on ``hex`` that breaks no rule (but those in ``ignore``).

    Each tile is screened once with the checks that do not depend on its rotation
    (``Rules.ROTATION_FREE``); only a tile that passes is judged at each rotation. With
    ``unconnected`` (a hex ``company``'s network does not reach) only the tiles a company
    lays without a connection (``Rules.needs_connection``) are judged: no other can be."""
    screen = [hook for rule, hook in rules.lay_checks() if rule in rules.ROTATION_FREE and rule not in ignore]
    hex_gates = [hook for rule, hook in rules.gate_checks() if rule != "tile.shape"]
    out = []
    for tile in candidate_tiles(rules):
        if tile.edge_count != board.grid.edges:
            continue

        def context(rotation: int, tile: TileDef = tile) -> LayContext:
            action = LayTile(
                entity=company or "", entity_type="corporation", hex=hex, tile=tile.name, rotation=rotation
            )
            return LayContext(
                rules, board, action, tile, phase_colors=phase_colors, owners=owners, variants=variants
            )

        first = context(0)
        if any(gate(first) for gate in hex_gates):
            return []  # no tile goes on this hex at all
        if unconnected and rules.needs_connection(first):
            continue
        if any(check(first) for check in screen):
            continue
        for r in range(tile.edge_count):
            res = judge_lay(rules, first if r == 0 else context(r))
            if all(v.rule in ignore for v in res.violations):
                out.append(res)
    return out


def option_dict(result: LayResult) -> dict[str, object]:
    """One legal lay as ``tresham legal --json`` prints it."""
    return {
        "tile": result.tile.name,
        "rotation": result.action.rotation,
        "cost": result.cost,
        "costs": [c.to_dict() for c in result.costs],
    }


def why_none_on(
    rules: Rules,
    board: Board,
    hex: str,
    *,
    phase_colors: tuple[str, ...] | None = None,
    company: str | None = None,
    owners: Ownership = NOBODY,
    variants: frozenset[str] = frozenset(),
) -> list[tuple[Violation, tuple[str, ...]]]:
    """Why no tile goes on ``hex``: each rule that stops a tile, with the tiles it stops.

    A tile counts under the first rule broken at its least-broken rotation, so every tile of
    the manifest is named once. A rule that shuts the whole hex (an off-board, a gray tile)
    is the only reason given. The rules come in the order of how many tiles each stops."""
    hex_gates = [hook for rule, hook in rules.gate_checks() if rule != "tile.shape"]
    stopped: dict[str, tuple[Violation, list[str]]] = {}
    for tile in candidate_tiles(rules):
        if tile.edge_count != board.grid.edges:
            continue
        verdicts = []
        for r in range(tile.edge_count):
            action = LayTile(
                entity=company or "", entity_type="corporation", hex=hex, tile=tile.name, rotation=r
            )
            ctx = LayContext(
                rules, board, action, tile, phase_colors=phase_colors, owners=owners, variants=variants
            )
            verdict = judge_lay(rules, ctx)
            if r == 0 and any(gate(ctx) for gate in hex_gates):
                return [(verdict.violations[0], ())]  # the judging stopped at the gate
            verdicts.append(verdict)
        best = min(verdicts, key=lambda v: len(v.violations))
        if not best.violations:
            continue
        first = best.violations[0]
        stopped.setdefault(first.rule, (first, []))[1].append(tile.name)
    ranked = sorted(stopped.values(), key=lambda item: -len(item[1]))
    return [(v, tuple(names)) for v, names in ranked]
