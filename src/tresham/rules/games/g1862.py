"""1862: N and Y hexes (Ipswich and Harwich have their own brown tiles), two yellow tiles
per turn unless one is an N tile, one upgrade per turn, small stations added to track.

Citations are to the Spanish rulebook (rulebooks/1862-rules-es.txt), §7.6.
"""

from __future__ import annotations

from ...model.tile import TileDef
from .. import upgrade as geo
from ..base import Rules
from ..board import Board
from ..lay import LayContext, LaySlot
from ..network import network, walk_within
from .economy_1862 import Economy1862

# The lettered exceptions (L1218-1222): the named hex takes only its own brown tile.
SPECIAL_BROWN = {"Ipswich": "I", "Harwich": "H"}


class Rules1862(Economy1862, Rules):
    TITLE = "1862"
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
        "token.connection": "§7.7 (L1340-1342), §7.4 (L1029-1036)",
    }

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

    def n_tile_alone_problem(self, ctx: LayContext) -> str | None:
        """A yellow N tile is the whole build action of a turn (§7.6.2, L1228-1231)."""
        assert ctx.turn is not None
        labels = [r.tile.label for r in ctx.turn.lays]
        if labels and "N" in (*labels, ctx.tile.label):
            return "a yellow N tile is laid alone: up to two yellow tiles only when neither is an N tile"
        return None
