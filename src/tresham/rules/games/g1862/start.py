"""1862: a company may be started only if its home station can go down in its first turn.

That is so when its home hex has no track yet, when the tile there has a free space for a
station, or when every space is taken but the company can upgrade the tile to the next
tile available, one with more spaces (§3.2, L313-L335: the ESR may start although the WVR
and the N&B fill its yellow N tile, since the green N tile 791 adds a space; the ECR may
not, its tile being full and no upgrade adding one).

Whether a tile "can be upgraded" is judged by the tile rules on the board as it stands:
a copy left in the supply, a colour of the current phase, the old track kept. The lay
itself is the company's own, in its first turn, so the company's connection and the turn's
lay slots are not asked.
"""

from __future__ import annotations

from ...base import Rules
from ...board import Board
from ...legal import legal_on

IGNORED = ("connection.none", "company.cannot-lay", "turn.too-many-lays")


def home_problem(rules: Rules, board: Board, company: str, phase: str | None) -> str | None:
    """Why ``company``'s home station cannot go down in its first turn, or None."""
    for hex, city in rules.homes(company):
        placed = board.placed(hex)
        if placed is None:
            continue
        index = city or 0
        here = [t for t in board.tokens if t.hex == hex and t.city == index]
        slots = board.city_slots(hex, index)
        if len(here) < slots:
            continue
        colours = rules.phase_colors(phase)
        for lay in legal_on(rules, board, hex, phase_colors=colours, company=company, ignore=IGNORED):
            if sum(c.slots for c in lay.tile.content.cities) > slots:
                break
        else:
            who = " and ".join(sorted({t.company for t in here}))
            return (
                f"{company}'s home {hex} is full ({who}) and no tile available now adds a space: "
                "its home station could not go down"
            )
    return None
