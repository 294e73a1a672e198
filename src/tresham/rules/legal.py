"""``legal_on``: every legal (tile, rotation) for one hex of a board, with its cost."""

from __future__ import annotations

import weakref
from collections.abc import Iterator

from ..errors import UnknownTileError
from ..model.actions import LayTile
from ..model.tile import TileDef
from .base import Rules
from .board import Board
from .lay import LayContext, LayResult, judge_lay
from .ownership import NOBODY, Ownership
from .violation import Violation


def candidate_tiles(rules: Rules) -> list[TileDef]:
    """Every drawable tile of the manifest: fronts, backs and variants, in manifest order
    (worked out once per rules object: its manifest never changes; a new list each call)."""
    found = _CANDIDATES.get(rules)
    if found is None:
        found = _CANDIDATES[rules] = tuple(_candidate_tiles(rules))
    return list(found)


_CANDIDATES: weakref.WeakKeyDictionary[Rules, tuple[TileDef, ...]] = weakref.WeakKeyDictionary()


def _unconnected(rules: Rules) -> frozenset[str]:
    """The candidate tiles some lay of which may need no connection (``may_lay_unconnected``)."""
    found = _UNCONNECTED.get(rules)
    if found is None:
        may = rules.may_lay_unconnected
        found = _UNCONNECTED[rules] = frozenset(t.name for t in candidate_tiles(rules) if may(t))
    return found


_UNCONNECTED: weakref.WeakKeyDictionary[Rules, frozenset[str]] = weakref.WeakKeyDictionary()


def _candidate_tiles(rules: Rules) -> Iterator[TileDef]:
    seen = set()
    for name in rules.manifest.side_names():
        if name in seen:
            continue
        seen.add(name)
        try:
            yield rules.game.tile(name)
        except UnknownTileError:  # a manifest name without geometry is proof's business
            continue


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
    """The verdicts of every lay on ``hex`` that breaks no rule (but those in ``ignore``):
    the lays ``lays_on`` finds, each judged in full (``judge_lay``: its costs too)."""
    found = lays_on(
        rules,
        board,
        hex,
        phase_colors=phase_colors,
        company=company,
        ignore=ignore,
        owners=owners,
        variants=variants,
        unconnected=unconnected,
    )
    return [judge_lay(rules, ctx) for ctx in found]


def lays_on(
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
) -> Iterator[LayContext]:
    """The context of every lay on ``hex`` that breaks no rule (but those in ``ignore``), by
    the checks ``check_lay`` asks, in its order; a lay is dropped at the first it breaks.

    The hex gates (on the map, buildable: they ask the board and the hex only, never the
    tile) are asked once: a hex they shut takes no tile. Each tile is then screened once
    with the checks that do not depend on its rotation (``Rules.ROTATION_FREE``); only a
    tile that passes is asked the other checks at each rotation. With ``unconnected`` (a
    hex ``company``'s network does not reach) only the tiles a company lays without a
    connection (``Rules.needs_connection``; ``may_lay_unconnected`` says which tiles can
    be, the others are not asked) are judged: no other can be. The lays of one hex
    share what they meet there (``LayContext.sibling``)."""
    free = rules.ROTATION_FREE
    screen = [hook for rule, hook in rules.lay_checks() if rule in free and rule not in ignore]
    hex_gates = [hook for rule, hook in rules.gate_checks() if rule != "tile.shape"]
    tiles = [t for t in candidate_tiles(rules) if t.edge_count == board.grid.edges]
    if unconnected:  # (a tile that needs a connection everywhere cannot go here)
        tiles = [t for t in tiles if t.name in _unconnected(rules)]
    if not tiles:
        return
    entity = company or ""
    first_lay = _lay(entity, hex, tiles[0], 0)
    base = LayContext(
        rules, board, first_lay, tiles[0], phase_colors=phase_colors, owners=owners, variants=variants
    )
    if any(gate(base) for gate in hex_gates):
        return  # no tile goes on this hex at all
    checks = base.checks  # (kept per hex: the siblings share it)
    gates = checks.gates
    turned = [hook for rule, hook in checks.lays if rule not in free and rule not in ignore]
    for tile in tiles:
        first = base if tile is tiles[0] else base.sibling(_lay(entity, hex, tile, 0), tile)
        if unconnected and rules.needs_connection(first):
            continue
        if any(check(first) for check in screen):
            continue
        for r in range(tile.edge_count):
            ctx = first if r == 0 else first.sibling(_lay(entity, hex, tile, r), tile)
            gated = next((rule for rule, gate in gates if gate(ctx)), None)
            if gated is not None:  # (judging stops at a gate, as ``check_lay``'s does)
                if gated in ignore:
                    yield ctx
                continue
            if not any(check(ctx) for check in turned):
                yield ctx


def _lay(entity: str, hex: str, tile: TileDef, rotation: int) -> LayTile:
    return LayTile(entity=entity, entity_type="corporation", hex=hex, tile=tile.name, rotation=rotation)


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
