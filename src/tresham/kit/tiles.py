"""The tiles family: every physical tile of a manifest, fronts and (18Mag) backs."""

from __future__ import annotations

import math

from ..art.component import Component
from ..art.drawing import Group, Style, Text, compose, polygon, scale, translate
from ..art.fonts import fit_size
from ..art.palette import TILE_FILL, readable_on
from ..art.tile import ACROSS, cell_size, tile_group
from ..grid import cell_corners
from ..model.game import GameDef, Manifest
from ..model.tile import TileDef, tile_order
from .paper import PrintSettings


def tile_size_mm(layout: str, across_flats: float) -> tuple[float, float]:
    """Trim box of a tile: across the flats is ``across_flats`` mm."""
    if layout == "square":
        return across_flats, across_flats
    r = across_flats / math.sqrt(3)
    return (2 * r, across_flats) if layout == "flat" else (across_flats, 2 * r)


def tile_art_mm(
    tile: TileDef, layout: str, across_flats: float, bleed: float, rotation: int = 0, show_name: bool = True
) -> Group:
    """Tile art scaled to millimetres, origin at the top-left of its trim box, with bleed
    (without its printed number where a caption beside it names the tile)."""
    lay = "square" if tile.shape == "square" else layout
    w, h = tile_size_mm(lay, across_flats)
    k = across_flats / ACROSS
    grow = 1 + bleed / (across_flats / 2)
    corners = [(x * grow, y * grow) for x, y in cell_corners(lay, cell_size(lay))]  # type: ignore[arg-type]
    under = polygon(corners, Style(fill=TILE_FILL.get(tile.color, "#ffffff")))
    # the track runs on into the bleed
    art = tile_group(tile, lay, rotation, show_name=show_name, bleed=bleed / k)
    return Group((under, art), compose(translate(w / 2, h / 2), scale(k)))


MARK_SIZE = 2.2  # mm, about 6.2 pt
MARK_MIN = 6 * 25.4 / 72  # mm: 6 pt, the least a player reads


def mark_words(tile: TileDef, variant: str) -> list[str]:
    """The words that tell a tile printing no number from its look-alikes, in the players'
    terms: the set it belongs to (its rules variant, "Brobdingnag") and the names of its
    cities ("Castle", "Tottenham"); none for a tile that has neither."""
    words = [variant.capitalize()] if variant else []
    for city in tile.content.cities:
        if city.name and city.name not in words:
            words.append(city.name)
    return words


def tile_mark(tile: TileDef, variant: str, w: float, h: float) -> tuple[Text, ...]:
    """``mark_words`` along the bottom-right corner inside the cut (clear of track to the
    middle of the bottom edge), one a line, so that once cut 18 Lilliput's Castle, named
    cities and Brobdingnag set can be told apart from the plain tiles."""
    ink = readable_on(TILE_FILL.get(tile.color, "#ffffff"))
    room = w / 2 - 4.0
    out = []
    for i, text in enumerate(reversed(mark_words(tile, variant))):
        size = fit_size(text, MARK_SIZE, room, False, MARK_MIN)
        out.append(Text(w - 1.2, h - 1.4 - i * (MARK_SIZE + 0.4), text, size, "end", False, ink))
    return tuple(out)


def _shape(layout: str) -> str:
    return {"flat": "hex-flat", "pointy": "hex-pointy"}.get(layout, "square")


def tile_components(game: GameDef, manifest: Manifest, settings: PrintSettings) -> list[Component]:
    """One component per physical tile copy (``57-0``, ``57-1``...), by colour then number."""
    bleed = settings.bleed_for("tiles")
    out: list[Component] = []
    entries = sorted(
        manifest.physical_entries(),
        key=lambda e: (0 if e.back else 1, tile_order(game.tiles[e.name].color, e.name)),
    )
    for entry in entries:
        front_tile = game.tiles[entry.name]
        layout = "square" if front_tile.shape == "square" else game.layout
        w, h = tile_size_mm(layout, settings.tile_size)
        front = tile_art_mm(front_tile, layout, settings.tile_size, bleed)
        if front_tile.number == "":  # nothing printed says which tile it is: its name does
            front = Group((front, *tile_mark(front_tile, entry.variant, w, h)))
        back = None
        if entry.back:
            back = tile_art_mm(game.tiles[entry.back], layout, settings.tile_size, bleed)
        for i in range(entry.count):
            name = f"{entry.name}-{i}" + (f" / {entry.back}-{i}" if entry.back else "")
            out.append(
                Component(
                    family="tiles",
                    kind="tile",
                    name=name,
                    width=w,
                    height=h,
                    front=front,
                    back=back,
                    bleed=bleed,
                    shape=_shape(layout),  # type: ignore[arg-type]
                    symbol=f"tile-{entry.name}" + (f"-{entry.back}" if entry.back else ""),
                )
            )
    return out
