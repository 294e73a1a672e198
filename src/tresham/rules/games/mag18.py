"""18Mag (18Magyarország): minors build; K, OO and B hexes; a second yellow tile for 10 Ft.

Citations are to the Spanish rulebook (rulebooks/18Mag-rules-es.txt), §VI.3.1-§VI.3.4.
"""

from __future__ import annotations

from ...model.game import Company
from ..base import Rules
from ..lay import Cost, LayContext, LaySlot
from ..ownership import Ownership
from ..tokens import HomeStart


class Rules18Mag(Rules):
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
    }
    ENGINE_SOURCES = {
        "track": "§VI.3.2 (L435-L473)",
        "track.cannot-pay": "§VI.3.2 (L439, L452)",
        "token": "§VI.3.4 (L516-L530)",
        "token.none-left": "§VI.3.4 (L524-L526)",
        "token.cannot-pay": "§VI.3.4 (L524-L526)",
    }
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
            return "pending"
        return "token" if cid in owners.directed() else "none"

    def label_problem(self, ctx: LayContext) -> str | None:
        # K hexes take a normal (unlabelled) yellow tile first, then only K tiles (L450).
        h = ctx.hexdef
        if h is not None and h.label == "K" and ctx.tile.color == "yellow" and not ctx.tile.label:
            return None
        return super().label_problem(ctx)

    def allow_merge(self, ctx: LayContext) -> bool:
        return self.required_label(ctx.board, ctx.hex) in ("OO", "B")

    def company_can_lay(self, company: Company) -> str | None:
        if company.kind != "minor":
            return f"{company.id} is a {company.kind} company; only minors lay track in 18Mag"
        return None

    # Terrain is paid to the green major, the extra yellow tile to the yellow one (L439, L452).
    TERRAIN_PAYEE = "SIK"
    EXTRA_TILE_PAYEE = "SKEV"

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
