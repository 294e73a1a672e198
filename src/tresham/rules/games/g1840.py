"""1840 Vienna Tramways: stop and interchange tiles, OO hexes, orange city-line tiles.

Citations are to the Spanish rulebook (rulebooks/1840-rules-es.txt), §IX.3-§IX.6.
- Open white hexes take only stop tiles (a town, L2277-2279); there is no plain track.
- City-line (Stadtbahn) hexes take only orange-bordered tiles and orange tiles go nowhere
  else (L2297-2307, L2664-2670); an orange yellow stop tile upgrades to a green tile with
  two stops (reference: `upgrades_to?`); the tiles of one city line are laid in an unbroken
  sequence from its terminals (L2309-2319).
- Red city-centre tiles go only on the three red centre hexes and purple station tiles
  only on purple hexes, both through a city-line bonus (L2420-2470).
- The city-line tiles are not reached through a line's network (reference: orange hexes
  count as connected); trams run on normal (broad) track only (L2848).
"""

from __future__ import annotations

from dataclasses import replace

from ...model.tile import Content, NodeRef, Path, TileDef
from ..base import Lay, LayRecord, Rules
from ..board import Board, Placed
from ..routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
from ..violation import Violation

# The city lines end to end (map.toml header; reference `city_tracks`), terminals included.
CITY_LINES: dict[str, tuple[str, ...]] = {
    "D": ("A17", "A19", "B20", "C21", "D22", "E23", "F24"),
    "V": ("A17", "A15", "A13", "A11", "B10", "C9", "C7", "D6", "E7", "F6", "G5", "G3"),
    "G": ("A17", "B16", "B14", "C13", "D12", "E13", "F12", "G11", "H12", "I11"),
    "W": ("F24", "G23", "G21", "G19", "G17", "H16", "I15", "I13", "I11", "I9", "I7", "I5", "I3", "I1"),
}
BONUS_COLORS = ("red", "purple")


class Rules1840(Rules):
    TITLE = "1840"
    SOURCES = {
        "hex.off-map": "§IX.4 (L2492-2494)",
        "hex.not-buildable": "§III (L367-414), §IX.4 (L2420-2470)",
        "tile": "§IX.4 (L2277-2307)",
        "tile.fixed-rotation": "§IX.4 (L2456-2470)",
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
        "cost.terrain": "§IX.3 (L2201), §IX.4 (L2281-2287)",
        "token": "§IX.6 (L2734-2824)",
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
        "route.too-long": "§IX.7 (L2844-2846)",
        "route.shared-track": "§IX.7 (L2830-2832)",
        "route.train-not-owned": "§IX.7 (L2830-2832)",
        "route.revenue": "§IX.8 (L2901-2923)",
        "route.not-best": "§IX.8 (L2924-2928)",
        "revenue.interchange": "§IX.2 (L2069-2073), §IX.7 (L2890-2898), §IX.8 (L2901-2905)",
        "revenue.landmark": "§IV.2 (L770-780), §IX.8 (L2919-2923)",
        "revenue.city-line": "§VIII.5.2 (L1536-1554)",
    }
    # Landmark stops of the privates (companies.toml): +20 to a route of a line whose tram
    # company owns the private (L776-780, L2919-2923).
    LANDMARKS = {"PR": "D28", "KK": "E21", "SB": "H22", "HB": "E19", "SD": "D20", "SSB": "K7"}
    LANDMARK_BONUS = 20
    FIXED_ROTATION = {"L30a": 0, "L30b": 0, "L31a": 0, "L31b": 0}

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

    def color_step_ok(self, board: Board, hex: str, old: Content, tile: TileDef) -> bool:
        if self._bonus_hex(hex) and board.placed(hex) is None:
            return tile.color == self.map.hexes[hex].color
        return super().color_step_ok(board, hex, old, tile)

    # --------------------------------------------------------- what fits where
    def label_allows(self, board: Board, hex: str, old: Content, tile: TileDef) -> str | None:
        if self._bonus_hex(hex):
            return None
        orange_hex = self._orange(board, hex)
        orange_tile = tile.content.frame == "orange"
        if orange_hex and not orange_tile:
            return (
                f"{hex} is a city-line hex and takes only orange-bordered tiles; tile {tile.name} is not one"
            )
        if orange_tile and not orange_hex:
            return f"tile {tile.name} is an orange-bordered city-line tile and goes only on city-line hexes"
        return super().label_allows(board, hex, old, tile)

    def count_problem(self, board: Board, hex: str, old: Content, new: Content, tile: TileDef) -> str | None:
        if self._bonus_hex(hex) and board.placed(hex) is None:
            return None
        oc, ot = len(old.cities), len(old.towns)
        nc, nt = len(new.cities), len(new.towns)
        if oc == 0 and ot == 0 and old.color == "white":
            if nc == 0 and nt == 1:
                return None  # an open hex takes a stop tile (L2277-2279)
            return f"tile {tile.name}: an open hex takes only a stop tile (one stop, no interchange)"
        p = board.placed(hex)
        if p is not None and p.tile.content.frame == "orange" and (oc, ot) == (0, 1) and (nc, nt) == (0, 2):
            return None  # an orange stop tile upgrades to a two-stop green tile
        return super().count_problem(board, hex, old, new, tile)

    def is_closed(self, board: Board, hex: str) -> bool:
        if self._red_centre(hex):
            return False  # track may meet a red centre hex without joining it (L2513-2515)
        return super().is_closed(board, hex)

    def traversable(self, path) -> bool:
        return path.track == "broad"

    def needs_connection(self, board: Board, lay: Lay, old: Placed | None) -> bool:
        return lay.tile.content.frame != "orange" and lay.tile.color not in BONUS_COLORS

    # -------------------------------------------------------------- checking
    def check_lay(self, board, lay, **kw):
        res = super().check_lay(board, lay, **kw)
        if self._bonus_hex(lay.hex) and board.placed(lay.hex) is None:
            # red and purple tiles replace a placeholder: its arrows are not track to keep
            res.violations = [v for v in res.violations if v.rule != "upgrade.track-not-kept"]
            res.city_map = None
        return res

    def extra_checks(self, board: Board, lay: Lay, old: Placed | None, old_content: Content, new: Content):
        out: list[Violation] = []
        if lay.tile.content.frame == "orange" and old is None and self._orange(board, lay.hex):
            why = self._sequence_problem(board, lay.hex)
            if why:
                out.append(self.violation("stadtbahn.sequence", why, lay.hex))
        return out

    def _sequence_problem(self, board: Board, hex: str) -> str | None:
        for name, line in CITY_LINES.items():
            if hex not in line or not all(h in self.map.hexes for h in line):
                continue
            i = line.index(hex)

            if (i > 0 and self._built(board, line, line[i - 1])) or (
                i + 1 < len(line) and self._built(board, line, line[i + 1])
            ):
                return None
            return (
                f"city line {name} is built in an unbroken sequence from its terminals; "
                f"{hex} does not join a terminal or a laid city-line tile"
            )
        return None

    def _built(self, board: Board, line: tuple[str, ...], h: str) -> bool:
        # terminals and preprinted pieces count as built; a purple station inside a line
        # (G11 Westbahnhof) only once its special tile carries the line through (L2466-2470)
        if board.placed(h) is not None or h in (line[0], line[-1]):
            return True
        return not self._orange(board, h) and self.map.hexes[h].color != "purple"

    def turn_problem(self, earlier: list[LayRecord], this: LayRecord) -> str | None:
        lays = [*earlier, this]
        orange = sum(1 for r in lays if r.tile.content.frame == "orange")
        bonus_only = sum(1 for r in lays if r.tile.color in BONUS_COLORS)
        normal = len(lays) - orange - bonus_only
        if orange > 1:
            return "a line lays at most one city-line tile per turn"
        bonus = bonus_only + max(0, normal - 1)
        if bonus > orange:
            return "a line lays or upgrades one tile per turn, plus one bonus tile after a city-line tile"
        return None

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
        value = 0 if ref.kind == "city" and not stop.station else stop.value
        return replace(stop, value=value, tags=stop.tags | tags)

    def run_value(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Score:
        score = super().run_value(ctx, train, route)
        owned = {f"landmark:{p}" for p in ctx.extras}
        bonus = self.LANDMARK_BONUS * len({t for s in route.stops for t in s.tags if t in owned})
        return Score(score.values, score.revenue + bonus, score.subsidy, bonus)
