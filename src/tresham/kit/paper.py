"""Paper sizes and the settings of a print run."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import TreshamError

PAPERS: dict[str, tuple[float, float]] = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "a3": (297.0, 420.0),
    "tabloid": (279.4, 431.8),
}


@dataclass(frozen=True)
class PrintSettings:
    """Everything about a print run that is a setting, in millimetres."""

    paper: str = "a4"
    margin: float = 10.0  # printers cannot print to the edge of the sheet
    tile_size: float = 38.1  # across the flats
    map_extra: float = 0.5  # map hexes are this much larger than tiles
    card_bleed: float = 3.0
    tile_bleed: float = 2.5
    bleed: bool = True
    map_overlap: float = 12.0  # how much neighbouring map pages share

    @property
    def page(self) -> tuple[float, float]:
        try:
            return PAPERS[self.paper]
        except KeyError:
            raise TreshamError(f"unknown paper {self.paper!r}; use one of {', '.join(PAPERS)}") from None

    @property
    def printable(self) -> tuple[float, float, float, float]:
        """x, y, width, height of the area inside the margins."""
        w, h = self.page
        return self.margin, self.margin, w - 2 * self.margin, h - 2 * self.margin

    def bleed_for(self, family: str) -> float:
        if not self.bleed:
            return 0.0
        return self.tile_bleed if family == "tiles" else self.card_bleed
