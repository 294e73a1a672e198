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


def readable_on(fill: str) -> str:
    """Black or white, whichever reads better on ``fill`` (a #rrggbb colour)."""
    fill = fill.lstrip("#")
    if len(fill) == 3:
        fill = "".join(ch * 2 for ch in fill)
    try:
        r, g, b = (int(fill[i : i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return INK
    luminance = 0.299 * r + 0.587 * g + 0.114 * b
    return INK if luminance > 140 else PAPER
