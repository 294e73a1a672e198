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

from ...model.tile import TileDef
from ..base import Rules
from ..board import Board
from ..lay import Cost, LayContext, LaySlot


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
        # the rulebook names no grid; four sides are read from L44 and L171-L175 (notes §1)
        "tile.shape": "Despliegue (L44), Regla de Patrón de Ajedrez (L171-L175)",
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

    def color_step_ok(self, ctx: LayContext) -> bool:
        p, tile = ctx.old, ctx.tile
        if p is None:
            return tile.color == "yellow" or self._setup_tile(tile)
        if p.tile.color == "white":  # terrain: rough -> yellow, mountain -> the tunnel (green)
            return tile.color in ("yellow", "green")
        return super().color_step_ok(ctx)

    def label_problem(self, ctx: LayContext) -> str | None:
        p, tile = ctx.old, ctx.tile
        if p is None or p.tile.color == "white":
            return None  # a new tile: a Y-city may go anywhere (it costs £50)
        need = p.tile.label
        if tile.label != need:
            if need:
                return f"a {need} tile is replaced only by a {need} tile; tile {tile.name} is not one"
            return f"tile {tile.name} is a {tile.label} tile and replaces only {tile.label} tiles"
        return None

    def allow_merge(self, ctx: LayContext) -> bool:
        return False

    def city_count_problem(self, ctx: LayContext) -> str | None:
        p = ctx.old
        if p is None or p.tile.color == "white":
            return None  # no map: any tile may start a cell; the checkerboard decides its type
        return super().city_count_problem(ctx)

    def is_closed(self, board: Board, hex: str) -> bool:
        p = board.placed(hex)
        if p is None:
            return False
        return p.tile.color == "blue" or p.tile.name in self.PORTS  # sea; a port's empty sides

    def needs_connection(self, ctx: LayContext) -> bool:
        return not self._setup_tile(ctx.tile)

    # -------------------------------------------------------------- costs
    def terrain_cost(self, ctx: LayContext) -> list[Cost]:
        """Terrain is a tile here: replacing it costs its price, and so do the tunnel and a
        yellow Y-city (Table 4, L648-L653; L169)."""
        out: list[Cost] = []
        old = ctx.old
        if old is not None and old.tile.color == "white" and old.tile.cost:
            out.append(
                self.cost(old.tile.cost, f"{old.tile.terrain or 'terrain'} ({old.tile.name})", "cost.terrain")
            )
        t = ctx.tile
        if t.cost and t.color != "white":
            rule = "cost.y-city" if t.label == "Y" else "cost.terrain"
            what = "yellow Y-city" if t.label == "Y" else f"tile {t.name}"
            out.append(self.cost(t.cost, what, rule))
        return out

    # ------------------------------------------------------------- extras
    def lay_checks(self):
        return (
            *super().lay_checks(),
            ("lilliput.touch", self.touch_problem),
            ("lilliput.checkerboard", self.checkerboard_problem),
        )

    @staticmethod
    def _fresh(ctx: LayContext) -> bool:
        return ctx.old is None or ctx.old.tile.color == "white"

    def touch_problem(self, ctx: LayContext) -> str | None:
        """New track touches existing track on at least one side (L152)."""
        if not self._fresh(ctx) or self._setup_tile(ctx.tile):
            return None
        board = ctx.board
        for e in range(board.grid.edges):
            nb = board.neighbour(ctx.hex, e)
            laid = nb is not None and (board.placed(nb) is not None or self._printed(board, nb))
            if laid and nb is not None and board.content(nb).paths:
                return None
        return f"tile {ctx.tile.name} in {ctx.hex} does not touch existing track on any side"

    def checkerboard_problem(self, ctx: LayContext) -> str | None:
        """No city beside a city, no plain tile beside a plain tile (L171-L175)."""
        kind = tile_kind(ctx.tile)
        if not self._fresh(ctx) or kind == "exempt":
            return None
        board = ctx.board
        found = []
        for e in range(board.grid.edges):
            nb = board.neighbour(ctx.hex, e)
            if nb is None or self._printed(board, nb):
                continue  # Mildendo is exempt (L173)
            p = board.placed(nb)
            if p is None or p.tile.color == "white" and not p.tile.kind:
                continue
            if tile_kind(p.tile) == kind:
                what = "city/metropolis" if kind == "city" else "town/plain"
                found.append(
                    f"tile {ctx.tile.name} is a {what} tile beside {p.tile.name} in {nb}, another {what} tile"
                )
        return "; ".join(found) or None

    # -------------------------------------------------------------- the turn
    # One action lays one tile of any colour, one yellow and/or one green, or one or two
    # yellow tiles (Table 1, L129-L142); set-up tiles are laid before play.
    TILE_LAY_SLOTS = (
        LaySlot(what="one tile of any colour"),
        LaySlot(kind="second", what="a second yellow tile, or a yellow and a green tile"),
    )

    def needs_slot(self, ctx: LayContext) -> bool:
        return not self._setup_tile(ctx.tile)

    def slot_admits(self, ctx: LayContext, slot: LaySlot) -> bool:
        if slot.kind != "second":
            return True
        assert ctx.turn is not None
        first = [r.tile.color for r in ctx.turn.lays if not self._setup_tile(r.tile)]
        return sorted([*first, ctx.tile.color]) in (["yellow", "yellow"], ["green", "yellow"])
