"""18Mag (18Magyarország): minors build; K, OO and B hexes; a second yellow tile for 10 Ft.

Citations are to the Spanish rulebook (rulebooks/18Mag-rules-es.txt), §VI.3.1-§VI.3.4.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product

from ....model.game import Company, GameDef, Manifest, MapDef
from ....model.tile import NodeRef
from ...base import Rules
from ...lay import Cost, LayContext, LaySlot
from ...ownership import Ownership
from ...purchases import TrackPurchases
from ...routes.hooks import Problem
from ...routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
from ...setup_hooks import GameSetup
from ...tokens import HomeStart
from ...upgrade import NodeMap
from .draws import draw_prices
from .economy import CAR_SELLERS, NEW_MAJOR, OPTIONAL_MAJOR, TWO_PLAYER_COMPANIES, Economy18Mag, RailCars

# The item a terrain token is on a minor's charter, and the purchase the export names when
# a minor spends one before a lay (L44, L275, L464-L466).
TERRAIN_TOKEN = "terrain token"
USE_TERRAIN_TOKEN = "Use Terrain Token"


class TerrainTokens(TrackPurchases):
    """A minor spends a terrain token before a lay: the bank then pays that lay's terrain
    cost (and an OO or B upgrade's terrain on the yellow tile) to SIK (L464-L466, L503)."""

    def track_purchase(self, description: str, cost: int) -> tuple[str, tuple[str, ...]] | str:
        if description != USE_TERRAIN_TOKEN:
            return f"{description!r} is nothing a minor uses while laying track ({USE_TERRAIN_TOKEN!r} is)"
        if cost:
            return f"spending a terrain token costs nothing, not {cost} Ft"
        return TERRAIN_TOKEN, ("cost.terrain", "cost.upgrade-terrain")


class Rules18Mag(Economy18Mag, Rules):
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
        "token.connection": "§VI.3.4 (L528-530)",
        "route": "§VI.2 (L414-416), §VI.3.6 (L538-551)",
        "route.too-few-stops": "§VI.2 (L416), §VI.3.6 (L540)",
        "route.no-station": "§VI.2 (L416), §VI.3.4 (L520), §VI.3.6 (L541)",
        "route.no-track": "§VI.2 (L416), §VI.3.6 (L540)",
        "route.not-a-stop": "§VI.2 (L414)",
        "route.skips-stop": "§VI.3.6 (L542)",
        "route.reverse": "§VI.2 (L416)",
        "route.crossing": "§VI.2 (L416)",
        "route.reuses-track": "§VI.2 (L416)",
        "route.blocked-city": "§VI.2 (L416), §VI.3.4 (L521)",
        "route.end-only": "§VI.2 (L416)",
        "route.repeats-stop": "§VI.3.6 (L550)",
        "route.too-long": "§VI.3.6 (L542), Plus cars (L600-602)",
        "route.shared-track": "§VI.3.6 (L551)",
        "route.train-not-owned": "§VI.3.6 (L538)",
        "route.revenue": "§VI.3.7 (L555-556)",
        "route.not-best": "§VI.3.7 (L557)",
        "mag.mine-car": "§VI.3.7 (L604)",
        "mag.one-mine": "§VI.3.7 (L607)",
    }
    # The rail cars a minor may buy for one train for one OR (L49, L559-608), by the id of
    # the major that sells them, and what each does to the train.
    CARS = {"RABA": "offboard-bonus", "G&C": "plus", "SNW": "mine"}
    MAJOR_TOKEN_BONUS = 10  # a major's token adds 10 to its city (L56, L670)
    OFFBOARD_BONUS = {"yellow": 20, "green": 20, "brown": 30, "gray": 30}  # RÁBA car (reference)
    SETUP_KINDS = ("neutral",)  # 18xx.games' mine tokens sit on the four mines from the start
    FIXED_ROTATION = {"L33": 2}  # Budapest: the tile's river covers the printed river (L470)
    # A lay or an upgrade, and an extra yellow tile for 10 Ft before or after it (L426-439).
    TILE_LAY_SLOTS = (
        LaySlot(what="one tile lay or upgrade"),
        LaySlot(upgrade="not_if_upgraded", cost=10, what="an extra yellow tile for 10 Ft"),
    )

    def home_start(self, cid: str, owners: Ownership) -> HomeStart:
        """A chosen minor's home token goes on the map at once (L390); a minor nobody chose
        leaves the game and its home is an ordinary city (L391). Without players in the
        position every minor's home counts as its station, holding no slot."""
        comp = self.company(cid)
        if comp is None or comp.kind != "minor" or not owners.known:
            return super().home_start(cid, owners)
        return "token" if cid in owners.directed() else "none"

    def label_problem(self, ctx: LayContext) -> str | None:
        # K hexes take a normal (unlabelled) yellow tile first, then only K tiles (L450).
        h, tile = ctx.hexdef, ctx.tile.content
        if h is not None and h.content.label == "K" and tile.color == "yellow" and not tile.label:
            return None
        return super().label_problem(ctx)

    def allow_merge(self, ctx: LayContext) -> bool:
        return ctx.label in ("OO", "B")

    def track_mapping(self, ctx: LayContext) -> NodeMap | None:
        """The first yellow tile on an OO hex: a home token there goes to the tile's city that
        has track (the printed hex has two cities and no track, so the tile's own track says
        which city the station stands in, L448; 18xx.games plays it so). Otherwise as ever."""
        mapping = super().track_mapping(ctx)
        old, new = ctx.old_content, ctx.new
        if mapping is None or old.paths or len(old.cities) != 2 or len(new.cities) != 2:
            return mapping
        tracked = [i for i in range(2) if any(NodeRef("city", i) in p.ends() for p in new.paths)]
        held = {t.city for t in ctx.board.tokens_at(ctx.hex)}
        held |= {t.city for t in ctx.board.homes if t.hex == ctx.hex}
        if len(tracked) != 1 or len(held) != 1:
            return mapping
        (station,), (with_track,) = held, tracked
        if station == with_track or station not in (0, 1):
            return mapping
        a, b = NodeRef("city", station), NodeRef("city", with_track)
        return {a: b, b: a}

    def company_can_lay(self, company: Company) -> str | None:
        if company.kind != "minor":
            return f"{company.id} is a {company.kind} company; only minors lay track in 18Mag"
        return None

    # Terrain is paid to the green major, the extra yellow tile to the yellow one (L439, L452).
    TERRAIN_PAYEE = "SIK"
    EXTRA_TILE_PAYEE = "SKEV"
    # Terrain tokens on the minors' charters (Table 1, L279-L292; 18xx.games has the same).
    # Spending one before a lay makes the bank pay that hex's terrain cost to SIK; the token
    # leaves the game (L44, L275, L464-L466). The export names it "Use Terrain Token".
    TERRAIN_TOKENS = {"5": 3, "6": 1, "7": 1, "12": 2, "13": 1}

    def __init__(self, game: GameDef, mp: MapDef | None = None, manifest: Manifest | None = None) -> None:
        super().__init__(game, mp, manifest)
        # the terrain tokens spent in the track step; the rail cars bought in the route
        # step, whose sellers the map's players decide (L825)
        self.MECHANISMS = (TerrainTokens(), RailCars(CAR_SELLERS[self._table]))

    def starting_items(self, company: Company) -> dict[str, int]:
        n = self.TERRAIN_TOKENS.get(company.id, 0)
        return {TERRAIN_TOKEN: n} if n else {}

    def cost_hooks(self):
        return (*super().cost_hooks(), self.upgrade_terrain_cost)

    def upgrade_terrain_cost(self, ctx: LayContext) -> list[Cost]:
        """An OO or B upgrade to green pays the terrain printed on the yellow tile (L503)."""
        old = ctx.old
        if old is None or not old.tile.cost or not old.tile.terrain or ctx.tile.color != "green":
            return []
        return [
            self.cost(
                old.tile.cost,
                f"{old.tile.terrain} on yellow tile {old.tile.name} (OO/B upgrade to green)",
                "cost.upgrade-terrain",
                self.TERRAIN_PAYEE,
            )
        ]

    def token_payment(self, company: Company, price: int) -> list[tuple[str, int]]:
        """A minor's station token: half its price to SzKÉV, half to the bank (L524-L526)."""
        half = price // 2
        return [(p, a) for p, a in ((self.EXTRA_TILE_PAYEE, half), ("bank", price - half)) if a]

    def slot_costs(self, ctx: LayContext, slot: LaySlot) -> list[Cost]:
        """The extra yellow tile's 10 Ft, paid to the yellow major (L439). When the extra slot
        goes to an upgrade, the yellow tile laid before it this turn is the extra one."""
        if not slot.cost:
            return []
        if ctx.upgrade:
            earlier = next((r for r in ctx.turn.lays if not r.upgrade), None) if ctx.turn else None
            where = f" in {earlier.hex}" if earlier is not None else ""
            why = f"the yellow tile laid{where} before this upgrade is the turn's extra yellow tile"
        else:
            why = "extra yellow tile of the turn"
        return [self.cost(slot.cost, f"{why}, paid to SzKÉV", "cost.second-yellow", self.EXTRA_TILE_PAYEE)]

    # -------------------------------------------------------------- routes
    # Mines (the gray hexes, L251) are revenue locations only for a train with the SNW car:
    # one mine per train, not counted toward range or the two-stop minimum, its whole value
    # to the minor's treasury (L604-607). A plus train (G&C car) visits as many extra towns
    # as its number (L600-602). The RÁBA car adds a bonus to one red area of one train
    # (L599). A major's token adds 10 to its city (L56, L670).
    def _is_mine(self, hex: str) -> bool:
        h = self.map.hexes.get(hex)
        return h is not None and h.color == "gray" and bool(h.content.cities)

    def route_stop(self, ctx: RouteContext, hex: str, ref: NodeRef) -> StopInfo:
        stop = super().route_stop(ctx, hex, ref)
        if self._is_mine(hex):
            return replace(stop, blocked=False, tags=stop.tags | {"mine"})
        majors = {c.id for c in self.game.companies if c.kind == "major"}
        tokens = [t for t in ctx.board.tokens_at(hex) if t.city == ref.index and t.company in majors]
        if ref.kind == "city" and tokens:
            return replace(stop, value=stop.value + self.MAJOR_TOKEN_BONUS * len(tokens))
        return stop

    def train_variants(self, ctx: RouteContext, train: RouteTrain) -> list[RouteTrain]:
        cars = [self.CARS[c] for c in sorted(ctx.extras) if c in self.CARS]
        out = []
        for chosen in product((False, True), repeat=len(cars)):
            t = train
            for car, take in zip(cars, chosen, strict=True):
                t = t.with_extra(car) if take else t
            out.append(t)
        return out

    def stop_cap(self, train: RouteTrain) -> int | None:
        if "plus" in train.extras and train.reach is not None:
            return 2 * train.reach + ("mine" in train.extras)
        return None

    def stop_counts(self, train: RouteTrain, stop: StopInfo) -> bool:
        # a plus train's reach counts its cities and red areas; its towns are checked below
        return "mine" not in stop.tags and not ("plus" in train.extras and stop.kind == "town")

    def stop_problem(self, train: RouteTrain, stop: StopInfo) -> Problem:
        if "mine" in stop.tags and "mine" not in train.extras:
            return ("mag.mine-car", f"{stop.label} is a mine: only a train with the SNW car may run there")
        return None

    def route_problem(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Problem:
        stops = route.stops
        mines = sum(1 for s in stops if "mine" in s.tags)
        if mines > 1:
            return ("mag.one-mine", "a train with the SNW car runs through one mine, not more")
        if len(stops) - mines < 2:
            return (
                "route.too-few-stops",
                "a route joins at least two revenue locations (a mine does not count)",
            )
        n = train.reach
        if "plus" in train.extras and n is not None and len(stops) - mines > 2 * n:
            # the SNW car's extra stop is the mine (L604-L606), never a town more (L602)
            return ("route.too-long", f"a {n}+{n} train visits {n} stops plus up to {n} more towns")
        return None

    def stop_ceiling(self, train: RouteTrain, stop: StopInfo) -> int | None:
        if "mine" in stop.tags:
            return 0
        with_car = stop.kind == "offboard" and "offboard-bonus" in train.extras
        bonus = max(self.OFFBOARD_BONUS.values()) if with_car else 0
        return stop.value + bonus

    def run_value(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Score:
        values = [0 if "mine" in s.tags else s.value for s in route.stops]
        subsidy = sum(s.value for s in route.stops if "mine" in s.tags)
        bonus = 0
        if "offboard-bonus" in train.extras and any(s.kind == "offboard" for s in route.stops):
            bonus = self.OFFBOARD_BONUS.get(ctx.column or "", 20)
        return Score(tuple(values), sum(values) + bonus, subsidy, bonus)

    # ------------------------------------------------------------------ set-up (draws)
    # The site's options tresham plays (in a replay of a record that used them, or when asked).
    OPTIONS = {
        NEW_MAJOR: "18xx.games' optional major CIWL (not in the rulebook): it starts at a drawn "
        "price like the others; its earnings and tokens are not played (data/games/18mag/companies.toml)",
    }

    def draw_setup(self, setup: GameSetup, players: int) -> GameSetup:
        """Each major's start price, dealt at random (L228, L302); the site's optional major
        takes part only with its option, dealt the next price."""
        optional = NEW_MAJOR in setup.options and players >= 3
        majors = [
            c.id
            for c in self.game.companies
            if c.kind == "major"
            and (players != 2 or c.id in TWO_PLAYER_COMPANIES)
            and (c.id != OPTIONAL_MAJOR or optional)
        ]
        if not optional and self.company(OPTIONAL_MAJOR) is not None:
            setup = replace(setup, removed=(*setup.removed, OPTIONAL_MAJOR))
        return draw_prices(setup, majors)
