"""A map with no board (18 Lilliput): the start cell(s) as pieces to cut out, at the tiles'
true size, and the scenario layouts the data can place. Layouts the data cannot place are
left off the players' sheet (the manifest's appendix says so).
"""

from __future__ import annotations

from ..model.game import GameDef, MapDef
from ..model.tile import TileDef
from .drawing import Drawing, Group, Rect, Style, Text, compose, scale, translate
from .fonts import fit_size
from .palette import INK
from .proportions import ACROSS
from .tile import tile_group

TITLE = 5.0  # mm
TEXT = 3.4  # mm, about 9.6 pt
CUT = Style(stroke=INK, width=0.3, dash=(2.0, 1.5))
LAYOUT_CELL = 0.6  # a scenario layout's cells, as a share of the tile size


def start_sheet(
    game: GameDef,
    mp: MapDef,
    page: tuple[float, float],
    printable: tuple[float, float, float, float],
    tile_size: float,
) -> list[Drawing]:
    """The sheet(s) of a board-less map: a heading, each start cell to cut out, then each
    scenario whose layout the data gives, drawn at a reduced scale."""
    w, h = page
    x0, y0, pw, ph = printable
    d = _page(game, w, h)
    heading = f"{game.title}: no map board - the start tile goes in the middle of the table"
    size = fit_size(heading, TITLE, pw, True, TEXT)
    d.add(Text(x0, y0 + size, heading, size, "start", True))
    y = y0 + size + 6.0
    k = tile_size / ACROSS
    for name, hx in sorted(mp.hexes.items()):
        tile = TileDef(name=hx.name or name, content=hx.content, shape="square")
        art = Group(
            (tile_group(tile, "square", show_name=False),),
            compose(translate(x0 + tile_size / 2, y + tile_size / 2), scale(k)),
        )
        d.add(art, Rect(x0, y, tile_size, tile_size, CUT))
        d.add(
            Text(
                x0 + tile_size + 5,
                y + tile_size / 2 + TEXT / 3,
                f"{hx.name or name}: cut on the dashed line",
                TEXT,
                "start",
                True,
            )
        )
        y += tile_size + 8.0
    pages = [d]
    tiles = game.tiles
    for sc in mp.scenarios:
        cells = [c for c in sc.cells if c.tile in tiles]
        if not cells:
            continue  # not recoverable: the manifest's appendix says so
        cell = tile_size * LAYOUT_CELL
        xs = [int(c.at.split(",")[0]) for c in cells]
        ys = [int(c.at.split(",")[1]) for c in cells]
        need = (max(ys) - min(ys) + 1) * cell + 12.0
        if y + need > y0 + ph:
            d = _page(game, w, h)
            pages.append(d)
            y = y0
        d.add(Text(x0, y + TEXT, f"Scenario {sc.name}", TEXT * 1.2, "start", True))
        y += 8.0
        for c, cx, cy in zip(cells, xs, ys, strict=True):
            px = x0 + (cx - min(xs)) * cell + cell / 2
            py = y + (cy - min(ys)) * cell + cell / 2
            art = tile_group(tiles[c.tile], "square", c.rotation, show_name=False)
            d.add(Group((art,), compose(translate(px, py), scale(cell / ACROSS))))
        y += (max(ys) - min(ys) + 1) * cell + 6.0
    return pages


def _page(game: GameDef, w: float, h: float) -> Drawing:
    d = Drawing(w, h, units_per_mm=1.0, title=f"{game.title} start tile")
    d.boxes = {"trim": (0, 0, w, h), "bleed": (0, 0, w, h)}
    return d
