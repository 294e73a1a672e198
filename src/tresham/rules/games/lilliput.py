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

from dataclasses import replace

from ...model.game import Train
from ...model.tile import Content, NodeRef, TileDef
from ..base import Cost, Lay, LayRecord, Rules
from ..board import Board, Placed
from ..routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
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
        "route.too-few-stops": "Activando trenes (L337)",
        "route.no-station": "Marcadores (L288), Activando trenes (L338)",
        "route.no-track": "Definición de ruta legal (L294), Activando trenes (L337)",
        "route.skips-stop": "Activando trenes (L342)",
        "route.reverse": "Definición de ruta legal (L294)",
        "route.crossing": "Definición de ruta legal (L294)",
        "route.reuses-track": "Definición de ruta legal (L294)",
        "route.blocked-city": "Marcadores (L289), Activando trenes (L339-L340)",
        "route.end-only": "Activando trenes (L344), Tabla 3 (L326), Tabla 4 (L654)",
        "route.repeats-stop": "Activando trenes (L343)",
        "route.too-long": "Activando trenes (L341), Tabla 3 (L325)",
        "route.shared-track": "Activando trenes (L345)",
        "route.not-best": "Ingresos (L369)",
        "route": "Activando trenes (L335-L353)",
        "revenue.double": "Activando trenes (L351), Ejemplo 2 (L411-L413)",
        "revenue.obsolete": "Fases (L216), Ejemplo 2 (L415-L417, L435-L437), Tabla 6 (L724)",
        "revenue.marker-value": "Tabla 2 (L313), Ejemplo 2 (L423), Tabla 4 (L654)",
        "revenue.mine": "Tabla 4 (L647)",
    }
    # Tiles worth more to a company with a station marker on them: the Emperor's castle
    # (L313, L423: 50) and Wiggwack (Table 4 L654: 60).
    MARKER_VALUES = {"L-castle": 50, "LB-castle": 50, "L-wiggwack": 60}
    MINES = ("L-mine-s", "L-mine-c")
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

    # -------------------------------------------------------------- routes
    # Range counts cities, Y-cities and Mildendo; towns and ports do not (L341, Table 3
    # L325). Mildendo, ports, the Treasurer's tiles and Wiggwack only start or end a route:
    # Mildendo is an off-board-style terminus and the others have terminal paths (L344,
    # Table 3 L326, Table 4 L654).
    def route_train(self, train: Train, phase: str | None) -> RouteTrain:
        t = super().route_train(train, phase)
        if t.kind == "double":  # a D train doubles every location's value (L351)
            return RouteTrain(t.name, t.kind, t.reach, t.pay, 2, t.obsolete, t.extras)
        return t

    def route_stop(self, ctx: RouteContext, hex: str, ref: NodeRef) -> StopInfo:
        stop = super().route_stop(ctx, hex, ref)
        placed = ctx.board.placed(hex)
        higher = self.MARKER_VALUES.get(placed.tile.name) if placed is not None else None
        if higher is not None and stop.station:
            return replace(stop, value=higher)
        return stop

    def stop_counts(self, train: RouteTrain, stop: StopInfo) -> bool:
        return stop.kind != "town"

    def run_value(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Score:
        score = super().run_value(ctx, train, route)
        revenue = score.revenue
        if train.obsolete:  # halved, rounded down to a multiple of ten: 90 -> 40 (L216, L415)
            revenue = revenue // 20 * 10
        mines = sum(1 for h in set(route.hexes) if self._mine(ctx, h))
        bonus = 20 if ctx.column == "brown" else 10
        return Score(score.values, revenue, subsidy=mines * bonus)

    def _mine(self, ctx: RouteContext, hex: str) -> bool:
        placed = ctx.board.placed(hex)
        return placed is not None and placed.tile.name in self.MINES
