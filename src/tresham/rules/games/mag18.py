"""18Mag (18Magyarország): minors build; K, OO and B hexes; a second yellow tile for 10 Ft.

Citations are to the Spanish rulebook (rulebooks/18Mag-rules-es.txt), §VI.3.1-§VI.3.4.
"""

from __future__ import annotations

from ...model.game import Company
from ...model.tile import Content, TileDef
from ..base import Cost, Lay, LayRecord, Rules
from ..board import Board, Placed


class Rules18Mag(Rules):
    TITLE = "18Mag"
    SOURCES = {
        "hex.off-map": "§VI.3.2 (L468)",
        "hex.not-buildable": "§VI.3.2 (L437), §II.5 (L248-251)",
        "tile": "§VI.3.2 (L470)",
        "tile.fixed-rotation": "§VI.3.2 (L470)",
        "upgrade.color-step": "§VI.3.3 (L479-481)",
        "upgrade.track-not-kept": "§VI.3.3 (L485-486)",
        "upgrade.city-count": "§VI.3.2 (L445-447, L451), §VI.3.3 (L486)",
        "upgrade.chart": "§VI.3.3 (L506)",
        "label.mismatch": "§VI.3.2 (L448-450)",
        "exit.off-map": "§VI.3.2 (L468)",
        "exit.border": "§VI.3.2 (L472)",
        "exit.partition": "§VI.3.2 (L473), §VI.3.3 (L504)",
        "exit.dead-end": "§VI.3.2 (L437, L468)",
        "phase.color": "§VI.3.3 (L482), §VI.3.9 (L646)",
        "supply": "§VI.3.3 (L502), §VI.3.3.1 (L508-514)",
        "connection.none": "§VI.3.2 (L444), §VI.3.3 (L483, L488)",
        "company.cannot-lay": "§I (L28)",
        "turn": "§VI.3.1 (L426-428), §VI.3.2 (L439)",
        "cost.terrain": "§VI.3.2 (L452, L462)",
        "cost.second-yellow": "§VI.3.2 (L439)",
        "cost.upgrade-terrain": "§VI.3.3 (L503)",
        "token": "§VI.3.4 (L516-530)",
    }
    FIXED_ROTATION = {"L33": 2}  # Budapest: the tile's river covers the printed river (L470)

    def label_allows(self, board: Board, hex: str, old: Content, tile: TileDef) -> str | None:
        # K hexes take a normal (unlabelled) yellow tile first, then only K tiles (L450).
        h = board.hexdef(hex)
        if h is not None and h.label == "K" and tile.color == "yellow" and not tile.label:
            return None
        return super().label_allows(board, hex, old, tile)

    def allow_merge(self, board: Board, hex: str, old: Content, tile: TileDef) -> bool:
        return self.required_label(board, hex) in ("OO", "B")

    def company_can_lay(self, company: Company) -> str | None:
        if company.kind != "minor":
            return f"{company.id} is a {company.kind} company; only minors lay track in 18Mag"
        return None

    def lay_cost(self, board: Board, lay: Lay, old: Placed | None, position: int) -> list[Cost]:
        out = super().lay_cost(board, lay, old, position)
        if old is not None and old.tile.cost and old.tile.terrain and lay.tile.color == "green":
            out.append(
                self.cost(
                    old.tile.cost,
                    f"{old.tile.terrain} on yellow tile {old.tile.name} (OO/B upgrade to green)",
                    "cost.upgrade-terrain",
                )
            )
        if position == 1:
            out.append(self.cost(10, "second yellow tile of the turn, paid to SzKÉV", "cost.second-yellow"))
        return out

    def turn_problem(self, earlier: list[LayRecord], this: LayRecord) -> str | None:
        lays = [*earlier, this]
        if len(lays) > 2:
            return f"a minor lays one tile or upgrade plus one extra yellow tile; this is lay {len(lays)}"
        if sum(1 for r in lays if r.upgrade) > 1:
            return "a minor upgrades at most one tile per turn; the extra tile must be a new yellow tile"
        return None
