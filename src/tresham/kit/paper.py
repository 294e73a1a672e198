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


# standard large papers for posters, by the series a print shop near the user sells
POSTER_PAPERS: dict[str, tuple[tuple[str, float, float], ...]] = {
    "iso": (("A4", 210, 297), ("A3", 297, 420), ("A2", 420, 594), ("A1", 594, 841), ("A0", 841, 1189)),
    "ansi": (
        ("Letter", 215.9, 279.4),
        ("Tabloid", 279.4, 431.8),
        ("ANSI C", 431.8, 558.8),
        ("ANSI D", 558.8, 863.6),
        ("ANSI E", 863.6, 1117.6),
    ),
}


def paper_series(paper: str) -> str:
    """The series of standard papers that goes with a printer's paper (Letter: ANSI)."""
    return "ansi" if paper in ("letter", "tabloid") else "iso"


def smallest_paper(width: float, height: float, series: str) -> tuple[str, float, float] | None:
    """The smallest standard paper of ``series`` that holds width x height mm either way round."""
    for name, w, h in POSTER_PAPERS[series]:
        if (width <= w and height <= h) or (width <= h and height <= w):
            return name, w, h
    return None
