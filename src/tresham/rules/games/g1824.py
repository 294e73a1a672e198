"""1824: one lay or upgrade per turn; W, Bu and T hexes; no upgrade ever costs money.

Citations are to the Spanish rulebook (rulebooks/1824-rules-es.txt), §VII.6-§VII.7.
"""

from __future__ import annotations

from ..base import Rules
from ..lay import Cost, LayContext


class Rules1824(Rules):
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
        "token.connection": "§VII.8 (L608)",
        "token.reserved": "§VII.8 (L609)",
    }

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
