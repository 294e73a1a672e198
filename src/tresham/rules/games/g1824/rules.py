"""1824: one lay or upgrade per turn; W, Bu and T hexes; no upgrade ever costs money.

Citations are to the Spanish rulebook (rulebooks/1824-rules-es.txt), §VII.6-§VII.7.
"""

from __future__ import annotations

from dataclasses import replace

from ....model.tile import NodeRef
from ...base import Rules
from ...board import Board
from ...lay import Cost, LayContext
from ...routes.hooks import Problem
from ...routes.model import Route, RouteContext, RouteTrain, Score, StopInfo
from .economy import Economy1824


class Rules1824(Economy1824, Rules):
    TITLE = "1824"
    SOURCES = {
        "hex.off-map": "§VII.6 (L561)",
        "hex.not-buildable": "§VII.6 (L549)",
        "tile": "§VII.6 (L556-559)",
        "upgrade.color-step": "§VII.7 (L572-574)",
        "upgrade.track-not-kept": "§VII.6 (L565), §VII.7 (L579)",
        "upgrade.city-count": "§VII.6 (L556-559), §VII.7 (L580)",
        "upgrade.chart": "§VII.7 (L580, L596)",
        "label.mismatch": "§VII.6 (L558)",
        "exit.off-map": "§VII.6 (L561)",
        "exit.border": "§VII.6 (L561)",
        "exit.partition": "§VII.6 (L561)",
        "exit.dead-end": "§VII.6 (L563)",
        "phase.color": "§VII.7 (L575-577)",
        "supply": "§VII.7 (L593)",
        "connection.none": "§VII.6 (L554, L592), §VII.7 (L578)",
        "turn": "§VII.6 (L551), §VII.5 (L505-509)",
        "cost.terrain": "§VII.6 (L560), §VII.7 (L594)",
        "token": "§VII.8 (L598-L611)",
        "route": "§VII.2 (L476), §VII.9 (L614-L644)",
        "route.too-few-stops": "§VII.2 (L476), §VII.9 (L616)",
        "route.no-station": "§VII.2 (L476), §VII.8 (L601), §VII.9 (L617)",
        "route.no-track": "§VII.2 (L476)",
        "route.not-a-stop": "§VII.2 (L448)",
        "route.skips-stop": "§VII.9 (L621, L625)",
        "route.reverse": "§VII.2 (L476)",
        "route.crossing": "§VII.2 (L476)",
        "route.reuses-track": "§VII.2 (L476)",
        "route.blocked-city": "§VII.2 (L476), §VII.8 (L602)",
        "route.end-only": "§VII.2 (L476), §VII.3 (L485)",
        "route.repeats-stop": "§VII.9 (L642)",
        "route.too-long": "§VII.9 (L618-L621, L625, L643)",
        "route.shared-track": "§VII.9 (L644)",
        "route.train-not-owned": "§VII.9 (L614)",
        "route.revenue": "§VII.10 (L648-L652)",
        "route.not-best": "§VII.10 (L653)",
        "g1824.mine-normal-train": "§VII.3 (L480), §VII.9 (L622)",
        "g1824.goods-start": "§VII.3 (L483-L484), §VII.9 (L624)",
        "g1824.goods-end-mine": "§VII.3 (L480), §VII.9 (L624)",
        "token.connection": "§VII.8 (L608)",
        "token.reserved": "§VII.8 (L609)",
    }
    # Hexes whose cities are one revenue location: no route runs from Wien to Wien or from
    # Budapest to Budapest (L642), told apart by their labels.
    ONE_LOCATION_LABELS = ("W", "Bu")

    def players_problem(self, players: int) -> str | None:
        if players in self.map.players:
            return None
        # two players play only variant A, on the Cisleithania map (X, L888)
        return f"{players} players play 1824 only on the Cisleithania map (the option 'cisleithania')"

    def reserves_home(self, cid: str) -> bool:
        """A company not operating yet keeps a slot in its home city (L609). A state railway
        takes the place kept for its first pre-state railway (L300), so keeps none of its own."""
        comp = self.company(cid)
        return comp is not None and comp.kind != "staatsbahn"

    def terrain_cost(self, ctx: LayContext) -> list[Cost]:
        # Only the first tile on an empty mountain/river hex costs money (L560). Laying on the
        # preprinted Wien and Budapest hexes is an upgrade (L509, L550), and no upgrade ever
        # costs money (L594): the water symbol there is not charged (notes §6.2 item 11).
        h = ctx.hexdef
        if ctx.old is None and h is not None and h.content.paths:
            return []
        return super().terrain_cost(ctx)

    # ------------------------------------------------------ Goods Time (XII)
    def town_token_problem(self, board: Board, hex: str) -> str | None:
        """Goods Time: town tokens go only on plain hexes, one or two to a hex (L1021-L1023)."""
        h = board.hexdef(hex)
        if h is None or board.placed(hex) is not None or h.color != "white":
            return f"{hex} is not a plain hex: town tokens go only on open white hexes"
        c = h.content
        if c.cities or c.offboards or c.paths:
            return f"{hex} is not a plain hex: it has a city or printed track"
        if len(c.towns) >= 2:
            return f"{hex} already has two town tokens, the most a hex takes"
        if c.towns and not self._drafted(hex):
            return f"{hex} is not a plain hex: it has a printed town"
        return None

    def _drafted(self, hex: str) -> bool:
        """Whether the towns on ``hex`` are town tokens (the printed map has none there)."""
        printed = self.map.hexes.get(hex)
        return printed is not None and not printed.content.towns

    # -------------------------------------------------------------- routes
    # Coal mines (the gray hexes, L126-L129) are terminals (L485) that only goods trains
    # reach (L480, L622). A goods train starts at a mine and may not end at one (L624); it
    # counts cities and red zones, not towns or mines (L625, L638-L643); the mine's value
    # goes to the treasury for each goods train leaving it (L482, L626, L650). A coal
    # railway's station is its mine, so its goods trains start there (L483); the
    # joint-stock regionals and Staatsbahnen start theirs at any mine (L484).
    def _is_mine(self, hex: str) -> bool:
        h = self.map.hexes.get(hex)
        return h is not None and h.color == "gray" and bool(h.content.cities)

    def stop_key(self, ctx: RouteContext, hex: str, ref: NodeRef) -> str:
        if ref.kind == "city" and ctx.board.label(hex) in self.ONE_LOCATION_LABELS:
            return f"{hex}.cities"
        return super().stop_key(ctx, hex, ref)

    def route_stop(self, ctx: RouteContext, hex: str, ref: NodeRef) -> StopInfo:
        stop = super().route_stop(ctx, hex, ref)
        return replace(stop, tags=stop.tags | {"mine"}) if self._is_mine(hex) else stop

    def stop_counts(self, train: RouteTrain, stop: StopInfo) -> bool:
        return super().stop_counts(train, stop) and not (train.kind == "goods" and "mine" in stop.tags)

    def stop_problem(self, train: RouteTrain, stop: StopInfo) -> Problem:
        if "mine" in stop.tags and train.kind != "goods":
            return ("g1824.mine-normal-train", f"{stop.label} is a coal mine: only goods trains go there")
        return None

    def route_problem(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Problem:
        why = super().route_problem(ctx, train, route)
        if why or train.kind != "goods":
            return why
        ends = [route.stops[0], route.stops[-1]]
        mines = sum(1 for s in ends if "mine" in s.tags)
        if mines == 0:
            return ("g1824.goods-start", "a goods train starts at a coal mine")
        if mines == 2:
            return ("g1824.goods-end-mine", "a goods train may not end at a coal mine")
        return None

    def stop_ceiling(self, train: RouteTrain, stop: StopInfo) -> int | None:
        # a mine's value goes to the treasury, never into the revenue (L482, L626)
        return 0 if "mine" in stop.tags else super().stop_ceiling(train, stop)

    def run_value(self, ctx: RouteContext, train: RouteTrain, route: Route) -> Score:
        values = [s.value for s in route.stops]
        subsidy = 0
        for i, s in enumerate(route.stops):
            if "mine" in s.tags:
                subsidy += values[i]
                values[i] = 0
        return Score(tuple(values), sum(values), subsidy)
