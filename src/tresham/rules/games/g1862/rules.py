"""1862: N and Y hexes (Ipswich and Harwich have their own brown tiles), two yellow tiles
per turn unless one is an N tile, one upgrade per turn, small stations added to track.

Citations are to the Spanish rulebook (rulebooks/1862-rules-es.txt), §7.6.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property

from ....model.tile import NodeRef, TileDef
from ... import upgrade as geo
from ...base import Rules
from ...board import Board, Token
from ...lay import LayContext, LaySlot, TurnState
from ...network import network, walk_within
from ...routes.hooks import Problem
from ...routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
from ...routes.trains import find_phase
from ...setup_hooks import GameSetup
from ...tokens import TokenContext
from . import draws
from . import routes as runs
from .economy import Economy1862
from .merger import Mergers1862
from .start import home_problem

# The lettered exceptions (L1218-1222): the named hex takes only its own brown tile.
SPECIAL_BROWN = {"Ipswich": "I", "Harwich": "H"}


class Rules1862(Economy1862, Mergers1862, Rules):
    TITLE = "1862"
    MERGERS_MOVE_TOKENS = True  # the survivor of a merger takes the other's tokens (§8)
    SOURCES = {
        "hex.off-map": "§7.6.1 (L1206-1207)",
        "hex.not-buildable": "§7.6.1 (L1206-1207), §7.6.5 (L1303-1327)",
        "upgrade.color-step": "§7.6.3 (L1244-1248, L1277-1279)",
        "upgrade.track-not-kept": "§7.6.3 (L1244-1251, L1280-1282)",
        "upgrade.city-count": "§7.6.1 (L1209-1213), §7.6.3 (L1252-1256)",
        "upgrade.chart": "§7.6.3 (L1244-1282)",
        "label.mismatch": "§7.6.1 (L1215-1222)",
        "exit.off-map": "§7.6.1 (L1206-1207)",
        "exit.border": "§7.6.1 (L1206-1207), §9 (L1440-1441)",
        "exit.partition": "§7.6.1 (L1206-1207)",
        "exit.dead-end": "§7.6.1 (L1206-1207), §7.6.3 (L1261-1262)",
        "phase.color": "§7.6.3 (L1246-1248, L1277-1279)",
        "supply": "§7.6.3 (L1244-1282)",
        "connection.none": "§7.6.1 (L1204-1205), §7.6.3 (L1258-1261)",
        "turn": "§7.6 (L1185-1195), §7.6.2 (L1228-1231), §7.6.3 (L1274-1275)",
        "token": "§7.7 (L1330-1355)",
        "token.connection": "§7.7 (L1340-1342), §7.4 (L1029-1036), §7.6.5 (L1306-1308)",
        "token.full": "§7.7 (L1340-1353), §7.2 (L983-992)",
        "token.same-hex": "§7.7 (L1353), §7.6.5 (L1318-1321)",
        "token.turn": "§7.6.5 (L1303-1324)",
        "route": "§7.4 (L1027-1043), §7.8 (L1358-1409)",
        "route.too-few-stops": "§7.8 (L1368-1371)",
        "route.no-station": "§7.4 (L1030-1032)",
        "route.no-track": "§7.4 (L1029-1032), §7.8 (L1383-1384)",
        "route.not-a-stop": "§7.8 (L1360-1362)",
        "route.skips-stop": "§7.8.2 (L1519-1521)",
        "route.reverse": "§7.4 (L1029-1036)",
        "route.crossing": "§7.4 (L1029-1036)",
        "route.reuses-track": "§7.4 (L1035-1036), §7.8 (L1403-1405)",
        "route.blocked-city": "§7.4 (L1034-1035), §7.8 (L1395-1397)",
        "route.end-only": "§7.4 (L1036-1037)",
        "route.repeats-stop": "§7.4 (L1032-1034)",
        "route.too-long": "§7.8.1 (L1425-1428), §7.8.2 (L1519-1520, L1537-1543), §7.8.3 (L1564-1570)",
        "route.train-not-owned": "§7.8 (L1399-1401)",
        "route.revenue": "§7.8.1-§7.8.3 (L1436-1441, L1518-1527, L1558-1562)",
        "g1862.small-end": "§7.8 (L1368-1371)",
        "g1862.one-red-one-port": "§7.4 (L1037-1038), §7.8 (L1386-1387)",
        "g1862.local-offboard": "§7.8.2 (L1511-1513)",
        "g1862.london": "§7.4 (L1040-1043)",
        "g1862.primary-route": "§7.8 (L1373-1381), §7.8.4 (L1587-1589)",
    }
    # Off-board values by phase: the lowest of three in A-B, the middle in C-D, the highest
    # from E (L1912-1915, L1921-1924, L1930-1933), the map's columns white / gray / purple.
    REVENUE_COLUMNS = {"A": "white", "B": "white", "C": "gray", "D": "gray"}
    LONDON_SPACES = ("B15", "D15")  # the four London token spaces (L1303-1327)
    SMALL_STATION = 20  # what a local train scores at a small station (L1518-1519)
    SUBSIDY_PER_HEX = 10  # local trains (L1523-1525)
    FREIGHT_BONUS, PORT_BONUS = 20, 30  # per intermediate hex (L1436-1438)

    # One N tile, up to two other yellow tiles, or one upgrade or small station (L1187-1195).
    TILE_LAY_SLOTS = (
        LaySlot(what="one yellow tile, upgrade or small station"),
        LaySlot(lay="not_if_upgraded", upgrade=False, what="a second yellow tile"),
    )

    def _adds_station(self, board: Board, hex: str, tile: TileDef) -> bool:
        """A small station added to a track of the same tile (§7.6.4, L1285-1300)."""
        old = board.placed(hex)
        if old is None or old.tile.content.cities:
            return False
        s = self.supply
        return (
            s.base_name(old.tile.name) == s.base_name(tile.name)
            and len(tile.content.towns) == len(old.tile.content.towns) + 1
            and tile.color == old.tile.color
        )

    def color_step_problem(self, ctx: LayContext) -> str | None:
        if self._adds_station(ctx.board, ctx.hex, ctx.tile):
            return None
        return super().color_step_problem(ctx)

    def city_count_problem(self, ctx: LayContext) -> str | None:
        if self._adds_station(ctx.board, ctx.hex, ctx.tile):
            return None
        return super().city_count_problem(ctx)

    def chart_problem(self, ctx: LayContext) -> str | None:
        old = ctx.old
        if old is not None and self.supply.base_name(old.tile.name) == self.supply.base_name(ctx.tile.name):
            return None  # a small station added to the same tile
        return super().chart_problem(ctx)

    def label_problem(self, ctx: LayContext) -> str | None:
        h = ctx.hexdef
        tile = ctx.tile
        special = SPECIAL_BROWN.get(h.name if h is not None else "")
        if tile.label in SPECIAL_BROWN.values():
            if special != tile.label:
                return f"tile {tile.name} ({tile.label}) is one named city's brown tile and goes nowhere else"
            return None
        if special and tile.color == "brown" and h is not None:
            return f"{h.name} takes only its own brown tile ({special}); tile {tile.name} is not it"
        return super().label_problem(ctx)

    def token_full_problem(self, ctx: TokenContext) -> str | None:
        """A company's home token always goes down: in a full home city it displaces the last
        token placed there, which happens only when that token came after the company started
        (§7.2, L983-992; a company whose home could not take it is never started, §3.2)."""
        return None if ctx.home else super().token_full_problem(ctx)

    @cached_property
    def london(self) -> tuple[tuple[str, NodeRef], ...]:
        """The off-board parts of London (hex, node) a route may reach."""
        return tuple(
            (at, NodeRef("offboard", i))
            for at, h in self.map.hexes.items()
            for i, o in enumerate(h.content.offboards)
            if o.group == "London"
        )

    def token_connection_problem(self, ctx: TokenContext) -> str | None:
        """A London token space is joined to no track: a company reaches it by a route into
        London, as it reaches any other station's city by a route (§7.6.5, L1306-1308)."""
        if ctx.hex not in self.LONDON_SPACES or ctx.home or not ctx.board.tokens_of(ctx.company):
            return super().token_connection_problem(ctx)
        net = network(ctx.board, ctx.company, self.traversable)
        if any(net.entered(at, node) for at, node in self.london):
            return None
        return f"no route of {ctx.company} reaches London, where {ctx.hex} holds London's token spaces"

    def token_same_hex_problem(self, ctx: TokenContext) -> str | None:
        """One token in London at most, in either of its token hexes (§7.6.5, L1318-1321)."""
        if ctx.hex in self.LONDON_SPACES:
            held = [t.hex for t in ctx.board.tokens_of(ctx.company) if t.hex in self.LONDON_SPACES]
            if held:
                return f"{ctx.company} already has a token in London ({held[0]})"
        return super().token_same_hex_problem(ctx)

    def token_turn_problem(self, hex: str, turn: TurnState) -> str | None:
        """Building to London is the turn's whole build: no track that turn (§7.6.5, L1323-1324)."""
        if hex in self.LONDON_SPACES and turn.lays:
            return "a company that lays track this turn cannot build to London: the link is its whole build"
        return None

    def displaced_by(self, board: Board, token: Token) -> Token | None:
        here = [t for t in board.tokens_at(token.hex) if t.city == token.city]
        if not token.home or len(here) < board.city_slots(token.hex, token.city):
            return None
        return next((t for t in reversed(here) if t.company != token.company), None)

    def start_problem(self, board: Board, company: str, phase: str | None) -> str | None:
        return home_problem(self, board, company, phase)

    def placed_by_name(self) -> dict[str, tuple[str, ...]]:
        """Ipswich's and Harwich's own brown tiles, found by their labels (L1218-1222)."""
        named = {h.name: at for at, h in self.map.hexes.items() if h.name in SPECIAL_BROWN}
        out = dict(super().placed_by_name())
        for t in self.game.tiles.values():
            for name, label in SPECIAL_BROWN.items():
                if t.label == label and name in named and self.supply.physical(t.name) is not None:
                    out[t.name] = (named[name],)
        return out

    def needs_connection(self, ctx: LayContext) -> bool:
        return not self._adds_station(ctx.board, ctx.hex, ctx.tile)

    def may_lay_unconnected(self, tile: TileDef) -> bool:
        """Only a tile that adds a small station needs no connection (§7.6.4, L1285-1300):
        it has one (``_adds_station``: a town more than the tile it replaces)."""
        return bool(tile.content.towns)

    def lay_reached(self, ctx: LayContext, company: str) -> bool:
        """An upgrade needs some of its *new* track, or a large station of the new tile, on a
        route of the company; old track that was already connected is not enough
        (§7.6.3, L1258-1261). A yellow tile needs any of its track on a route (L1204-1205)."""
        if not ctx.upgrade or ctx.mapping is None:
            return super().lay_reached(ctx, company)
        net = network(ctx.board, company, self.traversable)
        entries = net.arrivals.get(ctx.hex, set())
        added = geo.added_paths(ctx.old_content, ctx.new, ctx.mapping)
        return any(
            i in added or (node is not None and node.kind == "city")
            for i, node in walk_within(ctx.after, ctx.hex, ctx.new, company, entries, self.traversable)
        )

    def unconnected_message(self, ctx: LayContext, company: str) -> str:
        if not ctx.upgrade:
            return super().unconnected_message(ctx, company)
        return (
            f"none of the new track of tile {ctx.tile.name} in {ctx.hex}, and no large station on it, "
            f"is on a route of {company}: an upgrade must extend the company's routes"
        )

    def turn_checks(self):
        return (*super().turn_checks(), ("turn.too-many-lays", self.n_tile_alone_problem))

    TOKENS_PER_TURN = 1  # one station token an OR besides the home (§7.7, L1332-L1334)
    TOKEN_STEP_SKIPS_WITHOUT_A_CITY = True  # as the site's records play it (standard-3p)
    TRACK_ENDS_WITH_ITS_SLOTS = True  # the build is one of the choices of L1185-1195

    def lays_left(self, turn: TurnState) -> bool:
        """A yellow N tile is the turn's whole build (§7.6.2, L1228-1231)."""
        if any(r.tile.label == "N" for r in turn.lays):
            return False
        return super().lays_left(turn)

    def n_tile_alone_problem(self, ctx: LayContext) -> str | None:
        """A yellow N tile is the whole build action of a turn (§7.6.2, L1228-1231)."""
        assert ctx.turn is not None
        labels = [r.tile.label for r in ctx.turn.lays]
        if labels and "N" in (*labels, ctx.tile.label):
            return "a yellow N tile is laid alone: up to two yellow tiles only when neither is an N tile"
        return None

    # -------------------------------------------------------------- routes
    # The rules are summarised in routes.py, which does the work.
    def revenue_column(self, phase: str | None) -> str | None:
        p = find_phase(self.game, phase)
        return None if p is None else self.REVENUE_COLUMNS.get(p.name, "purple")

    def route_stop(self, ctx: RouteContext, hex: str, ref: NodeRef) -> StopInfo:
        return runs.stop(self, ctx, super().route_stop(ctx, hex, ref))

    def run_trains(self, ctx: RouteContext, trains: tuple[RouteTrain, ...]) -> tuple[RouteTrain, ...]:
        return runs.join_freight(self.game, trains)

    def stop_counts(self, train: RouteTrain, stop: StopInfo) -> bool:
        return runs.counts(train, stop)

    def stop_problem(self, train: RouteTrain, stop: StopInfo) -> Problem:
        return runs.stop_problem(train, stop)

    def route_problem(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Problem:
        return runs.route_problem(ctx, train, route)

    def stop_ceiling(self, train: RouteTrain, stop: StopInfo) -> int | None:
        return runs.ceiling(self, train, stop)

    def run_value(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Score:
        return runs.value(self, ctx, train, route, super().run_value(ctx, train, route))

    def trains_share_track(self) -> bool:
        return True  # trains may share track; each stop scores once (L1403-1409)

    def runs_problem(self, ctx: RouteContext, routes) -> Problem:
        return runs.together_problem(self, ctx, [r for _, r in routes])

    def run_completes(self, ctx: RouteContext, routes) -> Callable[[RouteTrain, Route], bool]:
        return runs.completes(self, ctx, [r for _, r in routes])

    def run_stands_in(self, ctx: RouteContext, route: Route, other: Route) -> bool:
        return runs.stands_in(self, ctx, route, other)

    def company_scores(self, ctx: RouteContext, scored) -> list[Score]:
        return runs.company_scores(self, ctx, scored)

    def must_run_best(self) -> bool:
        return False  # the director chooses the routes (L1363-1364)

    # ------------------------------------------------------------------ set-up (draws)
    OPTIONS = draws.OPTIONS

    def draw_setup(self, setup: GameSetup, players: int) -> GameSetup:
        """The companies removed, the order of offer and the permits (§2.4.1-§2.4.2)."""
        return draws.draw_companies(setup, [c.id for c in self.game.companies], players)

    def option_train_counts(self, options: tuple[str, ...], players: int = 0) -> Mapping[str, int]:
        return draws.train_counts(options)
