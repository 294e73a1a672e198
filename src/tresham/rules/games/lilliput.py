"""18 Lilliput: the unbounded square grid around Mildendo and the checkerboard rule.

Citations are to the Spanish rulebook (rulebooks/18Lilliput-rules-es.txt), "Acciones a)
Colocar una vía" (L150-L182), Tables 3-4 (L319-L329, L644-L655) and "d) Colocar un marcador
de estación" (L277-L290).
- New track must touch existing track on at least one side and extend track connected to a
  station of the laying company, not through a city full of other companies' markers (L152).
- Checkerboard: no city/metropolis beside another, no town/plain beside another; Mildendo
  and Wiggwack are exempt, so are terrain tiles (L171-L175, L640, L654). A tile's type is its
  ``kind`` (Table 3) or else what it shows: a city is city-type, anything else plain-type.
- An upgrade keeps the old track in the same orientation, city to city, Y to Y, plain to
  plain (L178-L182); rough terrain is replaced by a yellow tile, a mountain only by the
  tunnel (Table 4).
- Costs: a yellow Y-city £50 (L169), terrain £30/£10 when replaced, the tunnel £50 (Table 4).
"""

from __future__ import annotations

from ...model.tile import Content, TileDef
from ..base import Cost, Lay, LayRecord, Rules
from ..board import Board, Placed
from ..violation import Violation


def tile_kind(tile: TileDef) -> str:
    """'city', 'plain' or 'exempt' for the checkerboard rule."""
    if tile.kind:
        return tile.kind
    if not tile.content.paths:
        return "exempt"  # terrain: may go anywhere (both marks, L640)
    return "city" if tile.content.cities else "plain"


class RulesLilliput(Rules):
    TITLE = "18 Lilliput"
    SOURCES = {
        "hex.off-map": "Colocar una vía (L152)",
        "hex.not-buildable": "Despliegue (L11), Tabla 4 (L650-L655)",
        "upgrade.color-step": "Colocar una vía (L176-L178)",
        "upgrade.track-not-kept": "Colocar una vía (L179-L180)",
        "upgrade.city-count": "Colocar una vía (L179)",
        "upgrade.chart": "Colocar una vía (L178-L179), Tablas 3-4 (L319-L329, L644-L655)",
        "label.mismatch": "Colocar una vía (L169, L179, L182)",
        "exit.dead-end": "Colocar una vía (L355), Tablas 2 y 4 (L316, L650)",
        "exit.border": "Tabla 4 (L650)",
        "exit.partition": "Tabla 4 (L650)",
        "phase.color": "Colocar una vía (L176-L177)",
        "supply": "Colocar una vía (L180), Tabla 5 (L697-L711)",
        "connection.none": "Colocar una vía (L152), Colocar un marcador (L290)",
        "lilliput.touch": "Colocar una vía (L152)",
        "lilliput.checkerboard": "Regla de Patrón de Ajedrez (L171-L175), Tabla 4 (L654)",
        "turn": "Tabla 1 (L129-L142)",
        "cost.terrain": "Tabla 4 (L648-L653)",
        "cost.y-city": "Colocar una vía (L169)",
        "token": "d) Colocar un marcador de estación (L279-L290)",
    }
    PORTS = ("L-port",)

    # ------------------------------------------------------------ hex kinds
    def _printed(self, board: Board, hex: str) -> bool:
        return hex in self.map.hexes

    def _setup_tile(self, tile: TileDef) -> bool:
        """A scenario tile (the manifest's ``setup``): set out before play, on no network (L636)."""
        entry = self.manifest.entry(tile.name)
        return entry is not None and entry.setup

    def buildable(self, board: Board, hex: str) -> str | None:
        if self._printed(board, hex):
            return f"{hex} is {self.map.hexes[hex].name or 'a start tile'}: no tile may be laid there"
        return None

    def color_step_ok(self, board: Board, hex: str, old: Content, tile: TileDef) -> bool:
        p = board.placed(hex)
        if p is None:
            return tile.color == "yellow" or self._setup_tile(tile)
        if p.tile.color == "white":  # terrain: rough -> yellow, mountain -> the tunnel (green)
            return tile.color in ("yellow", "green")
        return super().color_step_ok(board, hex, old, tile)

    def label_allows(self, board: Board, hex: str, old: Content, tile: TileDef) -> str | None:
        p = board.placed(hex)
        if p is None or p.tile.color == "white":
            return None  # a new tile: a Y-city may go anywhere (it costs £50)
        need = p.tile.label
        if tile.label != need:
            if need:
                return f"a {need} tile is replaced only by a {need} tile; tile {tile.name} is not one"
            return f"tile {tile.name} is a {tile.label} tile and replaces only {tile.label} tiles"
        return None

    def allow_merge(self, board: Board, hex: str, old: Content, tile: TileDef) -> bool:
        return False

    def count_problem(self, board: Board, hex: str, old: Content, new: Content, tile: TileDef) -> str | None:
        p = board.placed(hex)
        if p is None or p.tile.color == "white":
            return None  # no map: any tile may start a cell; the checkerboard decides its type
        return super().count_problem(board, hex, old, new, tile)

    def is_closed(self, board: Board, hex: str) -> bool:
        p = board.placed(hex)
        if p is None:
            return False
        return p.tile.color == "blue" or p.tile.name in self.PORTS  # sea; a port's empty sides

    def needs_connection(self, board: Board, lay: Lay, old: Placed | None) -> bool:
        return not self._setup_tile(lay.tile)

    # -------------------------------------------------------------- costs
    def lay_cost(self, board: Board, lay: Lay, old: Placed | None, position: int) -> list[Cost]:
        out: list[Cost] = []
        if old is not None and old.tile.color == "white" and old.tile.cost:
            out.append(
                self.cost(old.tile.cost, f"{old.tile.terrain or 'terrain'} ({old.tile.name})", "cost.terrain")
            )
        t = lay.tile
        if t.cost and t.color != "white":
            rule = "cost.y-city" if t.label == "Y" else "cost.terrain"
            what = "yellow Y-city" if t.label == "Y" else f"tile {t.name}"
            out.append(self.cost(t.cost, what, rule))
        return out

    # ------------------------------------------------------------- extras
    def extra_checks(self, board: Board, lay: Lay, old: Placed | None, old_content: Content, new: Content):
        out: list[Violation] = []
        fresh = old is None or old.tile.color == "white"
        if not fresh:
            return out
        if not self._setup_tile(lay.tile):
            touching = False
            for e in range(board.grid.edges):
                nb = board.neighbour(lay.hex, e)
                laid = nb is not None and (board.placed(nb) is not None or self._printed(board, nb))
                if laid and board.content(nb).paths:
                    touching = True
                    break
            if not touching:
                out.append(
                    self.violation(
                        "lilliput.touch",
                        f"tile {lay.tile.name} in {lay.hex} does not touch existing track on any side",
                        lay.hex,
                    )
                )
        kind = tile_kind(lay.tile)
        if kind == "exempt":
            return out
        for e in range(board.grid.edges):
            nb = board.neighbour(lay.hex, e)
            if nb is None or self._printed(board, nb):
                continue  # Mildendo is exempt (L173)
            p = board.placed(nb)
            if p is None or p.tile.color == "white" and not p.tile.kind:
                continue
            if tile_kind(p.tile) == kind:
                what = "city/metropolis" if kind == "city" else "town/plain"
                out.append(
                    self.violation(
                        "lilliput.checkerboard",
                        f"tile {lay.tile.name} is a {what} tile beside {p.tile.name} in {nb}, "
                        f"another {what} tile",
                        lay.hex,
                    )
                )
        return out

    def turn_problem(self, earlier: list[LayRecord], this: LayRecord) -> str | None:
        lays = [r for r in (*earlier, this) if not self._setup_tile(r.tile)]
        if len(lays) <= 1:
            return None
        colours = sorted(r.tile.color for r in lays)
        if len(lays) == 2 and colours in (["yellow", "yellow"], ["green", "yellow"]):
            return None
        return "one action lays one tile of any colour, 1 yellow and/or 1 green, or 1-2 yellow tiles"
