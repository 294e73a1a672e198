"""18 Lilliput's tile rules met in play beyond the turn's lay: a company founded in play
needs an empty city space for its home (L269), and Laputa's cities go to the company of
their colour (L527)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....model.maps import MapDef
from ...board import Board
from ...lay import LayContext

if TYPE_CHECKING:
    from .rules import RulesLilliput

# Laputa's four brown cities, one in each starting company's colour: "Sólo las compañías con
# el color coincidente pueden colocarlos" (L527).
LAPUTA = {"L-laputa-red": "MR", "L-laputa-blue": "SR", "L-laputa-green": "GVR", "L-laputa-yellow": "LNR"}


def laputa_problem(ctx: LayContext) -> str | None:
    owner = LAPUTA.get(ctx.tile.name)
    if owner is None or ctx.company is None or ctx.company == owner:
        return None
    return f"tile {ctx.tile.name} is {owner}'s colour: only {owner} lays it, not {ctx.company}"


def free_city_spaces(printed: MapDef, board: Board) -> list[tuple[str, int]]:
    """Every (cell, city) of the laid tiles with a station space free (Mildendo, printed at
    the centre, holds no station markers)."""
    out = []
    for hex in board.tiles:
        if hex in printed.hexes:
            continue
        taken = board.tokens_at(hex)
        for city in range(len(board.content(hex).cities)):
            if sum(1 for t in taken if t.city == city) < board.city_slots(hex, city):
                out.append((hex, city))
    return out


def start_problem(rules: RulesLilliput, board: Board, company: str) -> str | None:
    """A company founded during play puts its home station on an empty city or Y-city space;
    with none, no company can be founded (L269)."""
    if free_city_spaces(rules.map, board):
        return None
    return f"no city or Y-city space is empty: {company} cannot be founded (L269)"
