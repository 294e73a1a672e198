"""1840 Vienna Tramways: stop and interchange tiles, OO hexes, orange city-line tiles.

Citations are to the Spanish rulebook (rulebooks/1840-rules-es.txt), §IX.3-§IX.6.
- Open white hexes take only stop tiles (a town, L2277-2279); there is no plain track.
- City-line (Stadtbahn) hexes take only orange-bordered tiles and orange tiles go nowhere
  else (L2297-2307, L2664-2670); an orange yellow stop tile upgrades to a green tile with
  two stops (reference: `upgrades_to?`); the tiles of one city line are laid in an unbroken
  sequence from its terminals (L2309-2319): only the first or the last hex of the line still
  without its tile may take one. The lines are the map's ``[[city_line]]`` tables.
- Red city-centre tiles go only on the three red centre hexes and purple station tiles
  only on purple hexes, both through a city-line bonus (L2420-2470); the special purple
  tiles go only on Westbahnhof and Hauptzollamt, which take no other (``tile.special-hex``,
  the map's ``special_tiles``, L2456-2470).
- A turn: one lay or upgrade (an orange upgrade is this lay and grants nothing,
  L2664-2670), one city-line tile for 20 (L2201), and the bonus printed on the hex the
  city-line tile covers: a yellow tile, a yellow-to-green upgrade, a red or a purple tile
  (or a station token) (L2195-2211, L2321-2325, L2416-2490).
- The city-line tiles are not reached through a line's network (reference: orange hexes
  count as connected); trams run on normal (broad) track only (L2848).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ....model.game import Company
from ....model.tile import NodeRef, Path, TileDef
from ...base import Rules
from ...board import Board, Token
from ...lay import Cost, LayContext, LaySlot, NodeMap, TurnState
from ...routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
from ...setup_hooks import GameSetup
from . import draws
from .economy import Economy1840, LineRemovals, Maintenance1840

BONUS_COLORS = ("red", "purple")
# The bonus a city-line tile grants, by the icon printed on its hex (L2416-2490); the
# ``token`` icon grants an extra station token, not a tile.
BONUS_SLOTS = {
    "yellow_hex": ("bonus-yellow", "one more yellow tile"),
    "green_hex": ("bonus-green", "one upgrade of a yellow tile to green"),
    "red_hex": ("bonus-red", "one red city-centre tile"),
    "purple_hex": ("bonus-purple", "one purple station tile"),
}


class Rules1840(Economy1840, Rules):
    TITLE = "1840"
    # a line takes a city corporation's token off (L2790-L2798); trams' maintenance (Table 7)
    MECHANISMS = (LineRemovals(), Maintenance1840())
    SOURCES = {
        "hex.off-map": "§IX.4 (L2492-2494)",
        "hex.not-buildable": "§III (L367-414), §IX.4 (L2420-2470)",
        "tile": "§IX.4 (L2277-2307)",
        "tile.fixed-rotation": "§IX.4 (L2456-2470)",
        "tile.special-hex": "§IX.4 (L2440-2470)",
        "upgrade.color-step": "§IX.5 (L2626-2632)",
        "upgrade.track-not-kept": "§IX.5 (L2650-2652)",
        "upgrade.city-count": "§IX.4 (L2277-2295), §IX.5 (L2654-2662)",
        "upgrade.chart": "§IX.5 (L2654-2670, L2694)",
        "label.mismatch": "§IX.4 (L2293-2307), §IX.5 (L2660-2670)",
        "exit.off-map": "§IX.4 (L2492-2494)",
        "exit.border": "§IX.4 (L2492-2498)",
        "exit.partition": "§IX.4 (L2492-2498)",
        "exit.dead-end": "§IX.4 (L2496-2517)",
        "phase.color": "§IX.5 (L2626-2632)",
        "supply": "§IX.5 (L2688-2690)",
        "connection.none": "§IX.4 (L2271-2275), §IX.5 (L2640-2648, L2682-2686)",
        "turn": "§IX.3 (L2195-2211), §IX.4 (L2416-2490)",
        "stadtbahn.sequence": "§IX.4 (L2309-2319)",
        "cost.terrain": "§IX.4 (L2281-2287)",
        "cost.city-line": "§IX.3 (L2201)",
        "token": "§IX.6 (L2734-2824)",
        "token.connection": "§IX.6 (L2772-2780)",
        "token.reserved": "§IX.6 (L2782-2788)",
        "token.removal": "§IX.6 (L2790-2798)",
        "route": "§IX.2 (L2087-2115), §IX.7 (L2828-2874)",
        "route.too-few-stops": "§IX.2 (L2087-2089), §IX.7 (L2836-2838)",
        "route.no-station": "§IX.2 (L2065-2067, L2089-2091), §IX.7 (L2840-2842)",
        "route.no-track": "§IX.2 (L2087-2089), §IX.7 (L2848)",
        "route.not-a-stop": "§IX.2 (L2046-2057)",
        "route.skips-stop": "§IX.2 (L2087-2115)",
        "route.reverse": "§IX.2 (L2099)",
        "route.crossing": "§IX.2 (L2099-2101)",
        "route.reuses-track": "§IX.2 (L2091-2097)",
        "route.blocked-city": "§IX.2 (L2075-2079, L2105-2115), §IX.7 (L2858-2870)",
        "route.end-only": "§IX.7 (L2850-2852)",
        "route.repeats-stop": "§IX.7 (L2850-2856)",
        "route.shared-track": "§IX.7 (L2830-2832)",
        "route.train-not-owned": "§IX.7 (L2830-2832)",
        "route.revenue": "§IX.8 (L2901-2923)",
        "route.not-best": "§IX.8 (L2924-2928)",
    }
    # Landmark stops of the privates (companies.toml): +20 to a route of a line whose tram
    # company owns the private (L776-780, L2919-2923).
    LANDMARKS = {"PR": "D28", "KK": "E21", "SB": "H22", "HB": "E19", "SD": "D20", "SSB": "K7"}
    LANDMARK_BONUS = 20
    FIXED_ROTATION = {"L30a": 0, "L30b": 0, "L31a": 0, "L31b": 0}
    SETUP_KINDS = ("city",)  # the city corporations' terminal tokens (L521-525; reference)
    ROTATION_FREE = Rules.ROTATION_FREE | {"stadtbahn.sequence"}
    POSITIONAL = Rules.POSITIONAL | {"stadtbahn.sequence"}
    NEEDS_EARLIER = Rules.NEEDS_EARLIER | {"stadtbahn.sequence"}

    def token_replaces(self, occupant: Token, token: Token) -> bool:
        """A line's token may take the place of a city corporation's (L2790-2798: it is
        removed from the game; 18xx.games' bonus token does both in one action)."""
        owner, by = self.company(occupant.company), self.company(token.company)
        return owner is not None and owner.kind == "city" and (by is None or by.kind != "city")

    # ------------------------------------------------------------ homes
    def reserves_home(self, cid: str) -> bool:
        """A line that has not operated yet keeps a circle of its base free (L2782-2788)."""
        comp = self.company(cid)
        return comp is not None and comp.kind == "tram"

    # ------------------------------------------------------------ hex kinds
    def _red_centre(self, hex: str) -> bool:
        h = self.map.hexes.get(hex)
        return (
            h is not None
            and h.color == "red"
            and bool(h.content.offboards)
            and not h.content.cities
            and any(b.kind == "impassable" for b in h.borders)
        )

    def _bonus_hex(self, hex: str) -> bool:
        h = self.map.hexes.get(hex)
        return h is not None and (h.color == "purple" or self._red_centre(hex))

    def _orange(self, board: Board, hex: str) -> bool:
        p = board.placed(hex)
        if p is not None:
            return p.tile.content.frame == "orange"
        h = board.hexdef(hex)
        return h is not None and h.content.frame == "orange"

    def buildable(self, board: Board, hex: str) -> str | None:
        if board.placed(hex) is None and self._bonus_hex(hex):
            return None
        return super().buildable(board, hex)

    def color_step_ok(self, ctx: LayContext) -> bool:
        if self._bonus_hex(ctx.hex) and ctx.old is None:
            return ctx.tile.color == self.map.hexes[ctx.hex].color
        return super().color_step_ok(ctx)

    def track_mapping(self, ctx: LayContext) -> NodeMap | None:
        if self._bonus_hex(ctx.hex) and ctx.old is None:
            return {}  # red and purple tiles replace a placeholder: its arrows are not track to keep
        return super().track_mapping(ctx)

    # --------------------------------------------------------- what fits where
    def label_problem(self, ctx: LayContext) -> str | None:
        hex, tile = ctx.hex, ctx.tile
        if self._bonus_hex(hex):
            return None
        orange_hex = self._orange(ctx.board, hex)
        orange_tile = tile.content.frame == "orange"
        if orange_hex and not orange_tile:
            return (
                f"{hex} is a city-line hex and takes only orange-bordered tiles; tile {tile.name} is not one"
            )
        if orange_tile and not orange_hex:
            return f"tile {tile.name} is an orange-bordered city-line tile and goes only on city-line hexes"
        return super().label_problem(ctx)

    def city_count_problem(self, ctx: LayContext) -> str | None:
        if self._bonus_hex(ctx.hex) and ctx.old is None:
            return None
        old, new, tile = ctx.old_content, ctx.new, ctx.tile
        oc, ot = len(old.cities), len(old.towns)
        nc, nt = len(new.cities), len(new.towns)
        if oc == 0 and ot == 0 and old.color == "white":
            if nc == 0 and nt == 1:
                return None  # an open hex takes a stop tile (L2277-2279)
            return f"tile {tile.name}: an open hex takes only a stop tile (one stop, no interchange)"
        p = ctx.old
        if p is not None and p.tile.content.frame == "orange" and (oc, ot) == (0, 1) and (nc, nt) == (0, 2):
            return None  # an orange stop tile upgrades to a two-stop green tile
        return super().city_count_problem(ctx)

    def terrain_cost(self, ctx: LayContext) -> list[Cost]:
        """A city-line tile costs 20 (L2201), printed on its hex as the hex's cost."""
        costs = super().terrain_cost(ctx)
        if ctx.old is None and self._orange(ctx.board, ctx.hex):
            src = self.source("cost.city-line")
            what = f"city-line tile in {ctx.hex}"
            return [replace(c, reason=what, source=src, rule="cost.city-line") for c in costs]
        return costs

    def is_closed(self, board: Board, hex: str) -> bool:
        if self._red_centre(hex):
            return False  # track may meet a red centre hex without joining it (L2513-2515)
        return super().is_closed(board, hex)

    def traversable(self, path: Path) -> bool:
        return path.track == "broad"

    def needs_connection(self, ctx: LayContext) -> bool:
        return not self.may_lay_unconnected(ctx.tile)

    def may_lay_unconnected(self, tile: TileDef) -> bool:
        """City-line tiles (laid in their line's sequence, L2309-2319) and the bonus tiles
        (red, purple, L2195-2211) need no connection; every other tile does (L2271-2275)."""
        return tile.content.frame == "orange" or tile.color in BONUS_COLORS

    # -------------------------------------------------------------- checking
    def lay_checks(self):
        return (*super().lay_checks(), ("stadtbahn.sequence", self.sequence_problem))

    def sequence_problem(self, ctx: LayContext) -> str | None:
        if ctx.tile.content.frame != "orange" or ctx.old is not None or not self._orange(ctx.board, ctx.hex):
            return None
        return self._sequence_problem(ctx.board, ctx.hex)

    def _sequence_problem(self, board: Board, hex: str) -> str | None:
        """L2309-2319: a city-line tile goes on the first or the last hex of its line still
        without one. Hexes printed complete (terminals, stations, printed stops) take no
        city-line tile and are skipped: neither gaps nor starting points (L2315-2319, G11
        L2466-2470)."""
        for line in self.map.city_lines:
            needs = [h for h in line.hexes if self._needs_city_line_tile(h)]
            if hex not in needs:
                continue
            i = needs.index(hex)
            if all(board.placed(h) for h in needs[:i]) or all(board.placed(h) for h in needs[i + 1 :]):
                return None
            open_ = [h for h in needs if board.placed(h) is None]
            return (
                f"city line {line.id} is built in an unbroken sequence from its terminals: "
                f"its next tile goes on {open_[0]} or {open_[-1]}, not {hex}"
            )
        return None

    def _needs_city_line_tile(self, hex: str) -> bool:
        h = self.map.hexes[hex]
        return h.content.frame == "orange"

    # -------------------------------------------------------------- the turn
    # A line lays or upgrades one tile a turn (an orange upgrade is that lay, L2664-2670); it
    # may also lay one city-line tile, which grants the bonus printed on the hex it covers
    # (L2195-2211, L2321-2325, L2416-2490). Red and purple tiles come only from a bonus.
    def home_token_on_first_turn(self, company: Company) -> bool:
        """A line's first token goes on its base at the start of its first turn, free
        (L2742-L2748); where the base is one of two circles and the map does not say which
        (the OO hexes D18, E17), the line places it itself, with its first (free) token
        action, choosing the circle (as 18xx.games lets it)."""
        if not super().home_token_on_first_turn(company):
            return False
        return all(
            city is not None or len(self.map.hexes[hex].content.cities) < 2
            for hex, city in self.homes(company.id)
        )

    def free_token_in_turn(self, lays: TurnState, turn: tuple[str, ...], site: bool) -> bool:
        """The bonus of a city-line tile on a hex with the token icon: one more station token
        (L2482-L2486, "the cheapest available"). The book charges its charter price; 18xx.games
        gives it free, so a replay does (``site``), once a turn."""
        if not site or "bonus-token" in turn:
            return False
        return any(
            r.tile.content.frame == "orange" and not r.upgrade and "token" in self.map.hexes[r.hex].icons
            for r in lays.lays
        )

    def tile_lay_slots(self, turn: TurnState) -> tuple[LaySlot, ...]:
        slots = [
            LaySlot(kind="normal", what="one tile lay or upgrade (an orange upgrade included)"),
            LaySlot(kind="city-line", upgrade=False, what="one city-line tile"),
        ]
        for r in turn.lays:
            if r.tile.content.frame == "orange" and not r.upgrade:  # the city-line tile
                for icon in self.map.hexes[r.hex].icons:
                    bonus = BONUS_SLOTS.get(icon)
                    if bonus is not None:
                        kind, what = bonus
                        slots.append(LaySlot(kind=kind, what=f"{what} (the bonus of {r.hex})"))
        return tuple(slots)

    def slot_order(self, slots: Sequence[LaySlot]) -> list[int]:
        """A lay takes the bonus slot when it fits it, leaving the normal lay free: the
        three actions come in any order (L2209), and a bonus takes fewer kinds of tile."""
        n = len(slots)
        return [*range(2, n), 0, 1]

    def slot_admits(self, ctx: LayContext, slot: LaySlot) -> bool:
        orange = ctx.tile.content.frame == "orange"
        color = ctx.tile.color
        if slot.kind == "normal":
            return (ctx.upgrade and orange) or (not orange and color not in BONUS_COLORS)
        if slot.kind == "city-line":
            return orange and not ctx.upgrade
        if slot.kind == "bonus-yellow":
            return color == "yellow" and not orange and not ctx.upgrade
        if slot.kind == "bonus-green":
            return ctx.upgrade and color == "green" and ctx.old_content.color == "yellow"
        return slot.kind == f"bonus-{color}"

    # -------------------------------------------------------------- routes
    # A line's tram runs on normal track only, never on the dotted city-line track (L2848);
    # a city corporation's imaginary tram runs its own line along the laid city-line tiles
    # (L1538-1546), the narrow track here. Range is unlimited (L2844-2846). An interchange
    # (a city circle) scores only for a line or corporation with a token on it; stops (towns)
    # always score (L2069-2073, L2890-2905, L1544-1546). A tram company's landmark adds 20
    # to each route through its stop (L776-780, L2919-2923): the engine passes the private
    # ids the tram company owns as ``extras``. Maintenance and the purple tram's +200 do not
    # depend on the route and are left to the engine (L2930-2932).
    def _city_line(self, company: str) -> bool:
        c = self.company(company)
        return c is not None and c.kind == "city"

    def route_track(self, ctx: RouteContext, path: Path) -> bool:
        return path.track == ("narrow" if self._city_line(ctx.company) else "broad")

    def route_stop(self, ctx: RouteContext, hex: str, ref: NodeRef) -> StopInfo:
        stop = super().route_stop(ctx, hex, ref)
        tags = frozenset(f"landmark:{p}" for p, h in self.LANDMARKS.items() if h == hex)
        if self._red_centre(hex) and ctx.board.placed(hex) is None:
            tags = frozenset()  # a city-centre landmark goes on its red tile once laid (L2436-2438)
        value = 0 if ref.kind == "city" and not stop.station else stop.value
        # Only a line is stopped by an interchange full of other lines' tokens (L2075-2079,
        # L2109-2115); a city corporation runs the whole laid stretch of its line
        # (L1538-1546), through every circle on it.
        blocked = stop.blocked and not self._city_line(ctx.company)
        return replace(stop, value=value, tags=stop.tags | tags, blocked=blocked)

    def stop_ceiling(self, train: RouteTrain, stop: StopInfo) -> int | None:
        landmarks = sum(1 for t in stop.tags if t.startswith("landmark:"))
        return stop.value + self.LANDMARK_BONUS * landmarks

    def run_value(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Score:
        score = super().run_value(ctx, train, route)
        owned = {f"landmark:{p}" for p in ctx.extras}
        bonus = self.LANDMARK_BONUS * len({t for s in route.stops for t in s.tags if t in owned})
        return Score(score.values, score.revenue + bonus, score.subsidy, bonus)

    # ------------------------------------------------------------------ set-up (draws)
    def lines_in_game(self) -> list[str]:
        """The tram lines of a game on this side of the map, in number order (XII-XIII)."""
        return [c.id for c in self.game.companies if c.kind == "tram" and c.id not in self.map.removes]

    def draw_setup(self, setup: GameSetup, players: int) -> GameSetup:
        """The lines on offer and the majors in play (L527-L535; 18xx.games deals the majors)."""
        majors = [c.id for c in self.game.companies if c.kind == "major"]
        return draws.draw_start(setup, self.lines_in_game(), majors, players)

    def restock_lines(self, setup: GameSetup, players: int) -> GameSetup:
        """``players + 1`` more lines dealt from the deck, during play (VIII.7, L2007-L2027)."""
        return draws.restock(setup, self.lines_in_game(), players)
