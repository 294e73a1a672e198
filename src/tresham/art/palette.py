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


def _rgb(colour: str) -> tuple[int, int, int] | None:
    """The red, green and blue of a #rgb or #rrggbb colour (None when it does not parse)."""
    c = colour.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    try:
        r, g, b = (int(c[i : i + 2], 16) for i in (0, 2, 4))
    except ValueError:
        return None
    return r, g, b


def luminance(colour: str) -> float:
    """Perceived brightness 0-255 of a colour (0 when it does not parse)."""
    rgb = _rgb(colour)
    return 0.0 if rgb is None else 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]


def _channel(v: int) -> float:
    c = v / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def relative_luminance(colour: str) -> float:
    """WCAG relative luminance (0 black to 1 white) of a colour (0 when it does not parse)."""
    rgb = _rgb(colour)
    return (
        0.0
        if rgb is None
        else 0.2126 * _channel(rgb[0]) + 0.7152 * _channel(rgb[1]) + 0.0722 * _channel(rgb[2])
    )


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


READABLE = 4.5  # the contrast text needs on its background (WCAG AA)


def readable_on(fill: str) -> str:
    """Black or white, whichever contrasts more with ``fill`` (at least 4.5 : 1 on any fill)."""
    return INK if contrast(INK, fill) >= contrast(PAPER, fill) else PAPER


def tint(color: str) -> str:
    """The pale tint of a tile colour that the upgrade charts set a tile's row on."""
    base = TILE_FILL.get(color, "#ffffff").lstrip("#")
    r, g, b = (int(base[i : i + 2], 16) for i in (0, 2, 4))
    return "#" + "".join(f"{round(v + (255 - v) * 0.82):02x}" for v in (r, g, b))
