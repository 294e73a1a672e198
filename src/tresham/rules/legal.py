"""``legal_lays``: every legal (tile, rotation) for one hex of a position, with its cost."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import CoordinateError, LayoutError, UnknownTileError
from ..model.tile import TileDef
from .base import Cost, Lay, Rules
from .board import Board
from .check import check_layout
from .layout import Layout


@dataclass(frozen=True)
class Option:
    tile: str
    rotation: int
    cost: int
    costs: tuple[Cost, ...] = field(default=())

    def to_dict(self) -> dict:
        return {
            "tile": self.tile,
            "rotation": self.rotation,
            "cost": self.cost,
            "costs": [c.to_dict() for c in self.costs],
        }


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
) -> list[Option]:
    out = []
    for tile in candidate_tiles(rules):
        if tile.edge_count != board.grid.edges:
            continue
        for r in range(tile.edge_count):
            res = rules.check_lay(board, Lay(hex, tile, r, company=company), phase_colors=phase_colors)
            if all(v.rule in ignore for v in res.violations):
                out.append(Option(tile.name, r, res.cost, tuple(res.costs)))
    return out


def legal_lays(layout: Layout, hex: str, company: str | None = None) -> list[Option]:
    """Legal lays on ``hex`` after every lay of ``layout``, in its last phase."""
    report = check_layout(layout)
    rules = report.rules
    try:
        hex = report.board.normalise(hex)
    except CoordinateError as exc:
        raise LayoutError(f"--hex: {exc}") from None
    if not report.board.on_map(hex):
        raise LayoutError(f"--hex: {hex} is not a hex of this map")
    if company is not None and rules.game.company(company) is None:
        raise LayoutError(f"--company: {rules.game.title} has no company {company!r}")
    phase = layout.phase
    for lay in layout.lays:
        if lay.phase is not None:
            phase = lay.phase
    return legal_on(rules, report.board, hex, phase_colors=rules.phase_colors(phase), company=company)
