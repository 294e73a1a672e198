"""Single tiles and look-at sheets of the tile library (not the print kit's tile sheets)."""

from __future__ import annotations

import math
from pathlib import Path

from ..art.drawing import Drawing, Group, Text, translate
from ..art.tile import ACROSS, tile_extent, tile_group
from ..errors import DataError, UnknownTileError
from ..model.tile import TileDef, natural_key, tile_order


def sort_tiles(tiles: list[TileDef]) -> list[TileDef]:
    return sorted(tiles, key=lambda t: tile_order(t.color, t.name))


def units_per_mm(across_flats_mm: float) -> float:
    """Tile units per millimetre so that a tile measures ``across_flats_mm`` across the flats."""
    return ACROSS / across_flats_mm


def tile_layout(tile: TileDef, layout: str | None, game_layout: str | None) -> str:
    if tile.shape == "square":
        return "square"
    return layout or (game_layout if game_layout in ("flat", "pointy") else "flat")


def find_tile(name: str, game: str | None, extra: Path | None = None) -> tuple[TileDef, str | None]:
    """A tile by name: from ``extra`` (a designer's own tile file) first, then the game or library."""
    from ..data import load_game, load_library, load_tile_file
    from ..data.games import game_tiles
    from ..data.tiles import ambiguous_tiles

    if extra is not None:
        own = load_tile_file(extra)
        if name in own:
            return own[name], (game_tiles(game)[1] if game else None)
        if not game and name not in load_library(None):
            known = ", ".join(sorted(own, key=natural_key)[:12])
            raise UnknownTileError(f"no tile {name!r} in {extra} (it has: {known})")
    if game:
        try:
            g = load_game(game)
        except DataError:
            # a game not yet whole (files missing, findings): its own tiles still draw
            gid, layout, tiles = game_tiles(game)
            if name in tiles:
                return tiles[name], layout
            raise UnknownTileError(f"{gid} has no tile {name!r}") from None
        return g.tile(name), g.layout
    lib = load_library(None)
    if name in lib:
        return lib[name], None
    games = ambiguous_tiles().get(name)
    if games:
        raise UnknownTileError(f"tile {name!r} differs between {' and '.join(games)}; name one with --game")
    known = ", ".join(sorted(lib, key=natural_key)[:12])
    raise UnknownTileError(f"no tile {name!r} in the library (try --game; some tiles: {known}, ...)")


def single_tile_drawing(
    name: str,
    *,
    game: str | None = None,
    rotation: int = 0,
    layout: str | None = None,
    across_flats_mm: float = 38.1,
    extra: Path | None = None,
) -> Drawing:
    tile, game_layout = find_tile(name, game, extra)
    lay = tile_layout(tile, layout, game_layout)
    if not 0 <= rotation < tile.edge_count:
        raise UnknownTileError(f"rotation {rotation} is out of range 0-{tile.edge_count - 1}")
    w, h = tile_extent(lay)
    margin = 4.0
    d = Drawing(w + 2 * margin, h + 2 * margin, units_per_mm=units_per_mm(across_flats_mm))
    d.title = f"tile {tile.name}"
    d.add(Group((tile_group(tile, lay, rotation),), translate(w / 2 + margin, h / 2 + margin)))
    return d


def library_sheet(
    *, game: str | None = None, layout: str | None = None, columns: int = 8, extra: Path | None = None
) -> tuple[Drawing, int]:
    """All tiles of a game, of the whole library, or of one tile file, in rows by colour."""
    from ..data import load_game, load_tile_file
    from ..data.tiles import library_files, load_library_file

    game_layout = load_game(game).layout if game else None
    if extra is not None:
        tiles = sort_tiles(list(load_tile_file(extra).values()))
        title = f"tiles of {extra.name}"
    elif game:
        g = load_game(game)
        names: list[str] = []
        for man in {id(m): m for m in g.manifests.values()}.values():
            for n in man.side_names():
                if n not in names:
                    names.append(n)
        tiles = sort_tiles([g.tiles[n] for n in names])
        title = f"{g.title}: tiles"
    else:
        # every file's tiles: a number two games draw differently (8858...) appears twice
        tiles = sort_tiles([t for stem in library_files() for t in load_library_file(stem).values()])
        title = "tresham tile library"
    cells = [(t, tile_layout(t, layout, game_layout)) for t in tiles]
    cw = max(tile_extent(lay)[0] for _, lay in cells) + 12
    ch = max(tile_extent(lay)[1] for _, lay in cells) + 12
    rows = math.ceil(len(cells) / columns)
    head = 40.0
    d = Drawing(columns * cw + 20, rows * ch + head + 10, units_per_mm=units_per_mm(38.1))
    d.title = title
    d.add(Text(10, 28, title, 22, "start", True))
    for i, (t, lay) in enumerate(cells):
        x = 10 + (i % columns) * cw + cw / 2
        y = head + (i // columns) * ch + ch / 2
        d.add(Group((tile_group(t, lay),), translate(x, y)))
    return d, len(cells)
