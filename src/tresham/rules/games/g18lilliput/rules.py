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
- Costs: a yellow Y-city £50 (L169), terrain £30/£10 when replaced, the tunnel £50 (Table 4);
  Slamecksan's home Y-city and the Emperor's companies' Y-cities are free (L169, L313).
- Characters (Tables 2-3, L306-L329): ``characters``. Scenario tiles are set out
  before play (L636): no phase, no turn, no network.
- Variants: a variant's tiles are in play only with it and replace base tiles (L511-L539;
  the manifest's ``variant`` and ``replaces``); Laputa's cities are laid only by the company
  of their colour (L527).
"""

from __future__ import annotations

from dataclasses import replace

from ....model.game import Company, GameDef, Manifest, MapDef, Private, Train
from ....model.tile import NodeRef, TileDef
from ...base import Rules
from ...board import Board, Placed
from ...drafts import StartingDraft
from ...lay import Cost, LayContext, LaySlot
from ...routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
from . import characters, play
from .cards import ActionCards
from .economy import EconomyLilliput


def tile_kind(tile: TileDef) -> str:
    """'city', 'plain' or 'exempt' for the checkerboard rule."""
    if tile.kind:
        return tile.kind
    if not tile.content.paths:
        return "exempt"  # terrain: may go anywhere (both marks, L640)
    return "city" if tile.content.cities else "plain"


class RulesLilliput(EconomyLilliput, Rules):
    TITLE = "18 Lilliput"
    def __init__(self, game: GameDef, mp: MapDef | None = None, manifest: Manifest | None = None) -> None:
        super().__init__(game, mp, manifest)
        # the round of action cards, with its characters' money; the draft of the starting
        # companies and the characters
        self.MECHANISMS = (ActionCards(), LilliputDraft(self))
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
        "token.connection": "d) Colocar un marcador de estación (L283)",
        "character.phase": "Tabla 3 (L319-L322), Tabla 2 (L317)",
        "character.owner": "Cartas de Personaje (L308), Tabla 2 (L310-L317)",
        "character.castle": "Tabla 2 (L313)",
        "character.never-upgraded": "Tabla 3 (L323)",
        "lilliput.home-tile": "Despliegue inicial (L28, L43, L45)",
        "lilliput.laputa": "Variante Laputa (L527)",
        "supply.not-in-game": "Variantes (L511-L539), Tabla 5 (L697-L711)",
        "tile.setup-only": "Despliegue inicial (L11), Tramos de Vía de Escenarios (L632-L636)",
        "route.too-few-stops": "Activando trenes (L337)",
        "route.no-station": "Marcadores (L288), Activando trenes (L338)",
        "route.no-track": "Definición de ruta legal (L294), Activando trenes (L337)",
        "route.not-a-stop": "Activando trenes (L335)",
        "route.train-not-owned": "Activando trenes (L335)",
        "route.revenue": "Activando trenes (L349-L351)",
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
    }
    # Tiles worth more to a company with a station marker on them: the Emperor's castle
    # (L313, L423: 50) and Wiggwack (Table 4 L654: 60).
    MARKER_VALUES = {"L-castle": 50, "LB-castle": 50, "L-wiggwack": 60}
    MINES = ("L-mine-s", "L-mine-c")
    PORTS = ("L-port",)
    CHARACTER_CHECKS = frozenset(
        {"character.phase", "character.owner", "character.castle", "character.never-upgraded"}
    )
    ROTATION_FREE = Rules.ROTATION_FREE | CHARACTER_CHECKS | {"lilliput.checkerboard"}
    POSITIONAL = Rules.POSITIONAL | {"lilliput.touch", "lilliput.checkerboard", "character.phase"}
    NEEDS_EARLIER = Rules.NEEDS_EARLIER | {"lilliput.touch"}

    # ------------------------------------------------------------ the proof
    HOME_CITY = "L-city-ys"  # a straight yellow city, as a starting company lays it (L13, L551)

    def proof_board(self) -> tuple[Board, list[str]]:
        """No map: the proof examines the cells around Mildendo (three steps away at most)
        with the four starting companies' home cities laid beside it, one on each side
        (L13-L14): the cells beside a home take only plain-type tiles, those further out
        cities too (the checkerboard rule, L171-L175)."""
        board = self.new_board()
        tile = self.game.tile(self.HOME_CITY)
        for edge in range(board.grid.edges):  # a straight city turned towards Mildendo
            cell = board.neighbour("0,0", edge)
            if cell is not None:
                board = board.with_tile(cell, Placed(tile, edge % 2))
        cells = [f"{x},{y}" for y in range(-3, 4) for x in range(-3, 4) if 0 < abs(x) + abs(y) <= 3]
        return board, cells

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

    # A starting company's home (L13-L15): a yellow city beside Mildendo, on a side no other
    # home takes; the Slamecksan Railway's is a Y-city (L28, L43), no other company's may be
    # (L15). It may face any way: "puedes colocarla con cualquier orientación" (L16, right
    # after the homes), and the start tiles join whatever track meets them.
    Y_HOME = "SR"

    def home_tile_problem(
        self, board: Board, hex: str, tile: TileDef, rotation: int, company: str
    ) -> str | None:
        sides = [e for e in range(board.grid.edges) if self._printed(board, board.neighbour(hex, e) or "")]
        if not sides:
            return f"{hex} is not beside Mildendo"
        if board.placed(hex) is not None:
            return f"{hex} already holds a tile"
        y = company == self.Y_HOME
        city = tile.color == "yellow" and len(tile.content.cities) == 1 and not tile.kind
        if not city or (tile.label == "Y") != y:
            return f"{company}'s home is a yellow {'Y-city' if y else 'city'} tile, not {tile.name}"
        return None

    def needs_connection(self, ctx: LayContext) -> bool:
        return not self._setup_tile(ctx.tile)

    def may_lay_unconnected(self, tile: TileDef) -> bool:
        """Only the scenario tiles are on no network (L636)."""
        return self._setup_tile(tile)

    def phase_color_problem(self, ctx: LayContext) -> str | None:
        if self._setup_tile(ctx.tile):
            return None  # scenario tiles are set out before play (L636)
        return super().phase_color_problem(ctx)

    def never_upgraded(self, tile: TileDef) -> bool:
        return super().never_upgraded(tile) or characters.entry(self, tile) is not None

    def chart_problem(self, ctx: LayContext) -> str | None:
        if ctx.old is not None and characters.entry(self, ctx.old.tile) is not None:
            return None  # character.never-upgraded says it
        return super().chart_problem(ctx)

    def start_problem(self, board: Board, company: str, phase: str | None) -> str | None:
        return play.start_problem(self, board, company)

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
        if t.cost and t.color != "white" and not (t.label == "Y" and characters.free_y_city(self, ctx)):
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
            ("character.phase", self.character_phase_problem),
            ("character.owner", self.character_owner_problem),
            ("character.castle", self.castle_problem),
            ("character.never-upgraded", self.character_upgrade_problem),
            ("lilliput.home-tile", self.home_kind_problem),
            ("lilliput.laputa", self.laputa_problem),
        )

    def laputa_problem(self, ctx: LayContext) -> str | None:
        return play.laputa_problem(ctx)

    def home_kind_problem(self, ctx: LayContext) -> str | None:
        """A starting company's home, set out beside Mildendo before it has a station, is a
        yellow city; the Slamecksan Railway's is a Y-city, and no other company's may be one,
        not even for £50 (L28, L43, L45)."""
        company = ctx.company
        if company is None or not self._home_city(ctx) or ctx.board.tokens_of(company):
            return None
        y = company == self.Y_HOME
        if (ctx.tile.label == "Y") == y:
            return None
        kind = "Y-city" if y else "city"
        return f"{company}'s home beside Mildendo is a yellow {kind}, not tile {ctx.tile.name}"

    def character_phase_problem(self, ctx: LayContext) -> str | None:
        return characters.phase_problem(self, ctx)

    def character_owner_problem(self, ctx: LayContext) -> str | None:
        return characters.owner_problem(self, ctx)

    def castle_problem(self, ctx: LayContext) -> str | None:
        return characters.castle_problem(self, ctx)

    def character_upgrade_problem(self, ctx: LayContext) -> str | None:
        return characters.never_upgraded_problem(self, ctx)

    START_TILES = frozenset({"L-mildendo", "LB-start"})  # set out at 0,0 before anything (L11)

    def set_out_tiles(self) -> frozenset[str]:
        return self.START_TILES

    def setup_only_problem(self, ctx: LayContext) -> str | None:
        """The red start tile lies at the centre from the start (L11): the map prints it at 0,0
        and it is never laid again, by a company or before play."""
        if ctx.tile.name in self.START_TILES:
            return f"tile {ctx.tile.name} is the start tile, set out at 0,0 before play; it is never laid"
        return super().setup_only_problem(ctx)

    @staticmethod
    def _fresh(ctx: LayContext) -> bool:
        return ctx.old is None or ctx.old.tile.color == "white"

    def touch_problem(self, ctx: LayContext) -> str | None:
        """New track meets existing track on at least one side, so that it extends it (L152:
        "deben tocar al menos por un lado una vía existente y deben prolongar una vía")."""
        if not self._fresh(ctx) or self._setup_tile(ctx.tile) or self._home_city(ctx):
            return None
        board = ctx.board
        for e in sorted(ctx.new.exits()):
            nb = board.neighbour(ctx.hex, e)
            laid = nb is not None and (board.placed(nb) is not None or self._printed(board, nb))
            if laid and nb is not None and board.grid.opposite(e) in board.content(nb).exits():
                return None
        return f"tile {ctx.tile.name} in {ctx.hex} does not meet existing track on any side"

    def _home_city(self, ctx: LayContext) -> bool:
        """A city beside Mildendo is a starting company's home, set out when the company is
        chosen and turned any way (L43-L44, L551): it need not meet Mildendo's track."""
        board = ctx.board
        beside = (board.neighbour(ctx.hex, e) for e in range(board.grid.edges))
        return tile_kind(ctx.tile) == "city" and any(
            nb is not None and self._printed(board, nb) for nb in beside
        )

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
    # yellow tiles (Table 1, L129-L142); set-up tiles are laid before play (L636) and a
    # character's tiles in addition to any action (L308).
    TILE_LAY_SLOTS = (
        LaySlot(what="one tile of any colour"),
        LaySlot(kind="second", what="a second yellow tile, or a yellow and a green tile"),
    )

    def needs_slot(self, ctx: LayContext) -> bool:
        return not self._setup_tile(ctx.tile) and characters.entry(self, ctx.tile) is None

    def slot_admits(self, ctx: LayContext, slot: LaySlot) -> bool:
        if slot.kind != "second":
            return True
        assert ctx.turn is not None
        first = [r.tile.color for r in ctx.turn.lays if r.slot is not None]
        return sorted([*first, ctx.tile.color]) in (["yellow", "yellow"], ["green", "yellow"])

    # -------------------------------------------------------------- routes
    # Range counts cities, Y-cities and Mildendo; towns and ports do not (L341, Table 3
    # L325). Mildendo, ports, the Treasurer's tiles and Wiggwack only start or end a route:
    # Mildendo is an off-board-style terminus and the others have terminal paths (L344,
    # Table 3 L326, Table 4 L654). D trains double every value (L351, example 2 L411-L413);
    # an obsolete train earns half, rounded down to a multiple of ten (L216, L415, L435);
    # the castle and Wiggwack pay their higher value to a company with a marker on them
    # (Table 2 L313, L423, Table 4 L654); a train through a mine tile earns the company 10,
    # 20 from the brown phase, for its treasury (Table 4 L647; the split by phase is the
    # data's working reading, tiles/18lilliput.toml).
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

    def stop_ceiling(self, train: RouteTrain, stop: StopInfo) -> int | None:
        most = super().stop_ceiling(train, stop)
        if most is None or not train.obsolete:
            return most
        return (most + 1) // 2  # an obsolete train earns half, rounded down (below)

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


class LilliputDraft(StartingDraft):
    """The set-up draft (L13-L43): a pick of one of the four starting companies (those that
    print a start price) takes its director's certificate and starts it, and its owner lays
    its home tile at once (``RulesLilliput.home_tile_problem``, L13-L16); the Glimigrim
    Valley Railway's owner gets a bonus (L36); the characters are dealt beside the companies,
    those of the game's player count (L23)."""

    def __init__(self, rules: RulesLilliput) -> None:
        self.rules = rules

    def offers_private(self, private: Private, players: int) -> bool:
        return private.kind == "character" and (not private.players or players in private.players)

    def starts_company(self, company: Company) -> bool:
        return self.rules._starting(company)

    def lays_home(self, company: Company) -> bool:
        return self.rules._starting(company)

    def home_tile_problem(
        self, board: Board, hex: str, tile: TileDef, rotation: int, company: str
    ) -> str | None:
        return self.rules.home_tile_problem(board, hex, tile, rotation, company)

    def owner_bonus(self, company: Company) -> int:
        return self.rules.OWNER_BONUS.get(company.id, 0)
