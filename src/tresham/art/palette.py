"""Colours of the hobby's components (tiles and map hexes)."""

TILE_FILL = {
    "white": "#f3ead2",  # an empty map hex
    "yellow": "#fde900",
    "green": "#71bf44",
    "brown": "#cb7745",
    "gray": "#bcbdc0",
    "red": "#e8453c",
    "blue": "#5aa7e0",
    "purple": "#9f7cc4",
    "orange": "#f7931e",
}
FRAME = {"orange": "#f7931e", "red": "#e8453c", "blue": "#35a7ff"}
PHASE_FILL = {
    "white": "#ffffff",
    "yellow": "#fde900",
    "green": "#71bf44",
    "brown": "#cb7745",
    "gray": "#bcbdc0",
    "grey": "#bcbdc0",
    "purple": "#9f7cc4",
    "red": "#e8453c",
}
INK = "#000000"
PAPER = "#ffffff"
TERRAIN = {"mountain": "#8b5a2b", "water": "#1f6fd1", "hill": "#8b5a2b", "river": "#1f6fd1"}


def luminance(colour: str) -> float:
    """Perceived brightness 0-255 of a #rgb or #rrggbb colour (0 when it does not parse)."""
    c = colour.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    try:
        r, g, b = (int(c[i : i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return 0.0
    return 0.299 * r + 0.587 * g + 0.114 * b


def readable_on(fill: str) -> str:
    """Black or white, whichever reads better on ``fill``."""
    return INK if luminance(fill) > 140 else PAPER
