"""The tile library: ``data/tiles/*.toml``, one table per tile (see data/tiles/README.md)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ..errors import DataError
from ..model.tile import TileDef
from .content import CONTENT_KEYS, parse_content
from .toml import Table, data_root, display, read_toml

TILE_KEYS = (*CONTENT_KEYS, "shape", "cost", "terrain", "kind", "city_parts", "notes", "number")


def parse_tile(file: str, name: str, raw: object) -> TileDef:
    t = Table(file, f"tile {name}", raw, TILE_KEYS)
    shape = t.text("shape", "hex")
    if shape not in ("hex", "square"):
        raise t.error("shape", f"expected 'hex' or 'square', got {shape!r}")
    if not t.has("color"):
        raise DataError(file, f"tile {name}", "missing key 'color'")
    content = parse_content(t, 4 if shape == "square" else 6)
    kind = t.text("kind", "")
    if kind not in ("", "city", "plain", "exempt"):
        raise t.error("kind", f"expected 'city', 'plain' or 'exempt', got {kind!r}")
    return TileDef(
        name=name,
        content=content,
        shape=shape,  # type: ignore[arg-type]
        cost=t.integer("cost", 0),
        terrain=t.text("terrain", ""),
        kind=kind,
        notes=t.text("notes", ""),
        source=file,
        number=t.text("number"),
        city_parts=city_parts(t, len(content.cities)),
    )


def city_parts(t: Table, cities: int) -> tuple[int, ...]:
    """``city_parts``: 18xx.games' part index of each city, one per city, all different."""
    if not t.has("city_parts"):
        return ()
    parts = tuple(t.integers("city_parts"))
    if len(parts) != cities or len(set(parts)) != len(parts) or min(parts, default=0) < 0:
        raise t.error(
            "city_parts", f"expected {cities} different part indices, one per city, got {list(parts)}"
        )
    return parts


def load_tile_file(path: Path) -> dict[str, TileDef]:
    file = display(path)
    raw = read_toml(path)
    if not raw:
        raise DataError(file, "", 'has no tiles; expected tables such as ["57"] (see data/tiles/README.md)')
    return {str(name): parse_tile(file, str(name), body) for name, body in raw.items()}


@cache
def _library_file(path: Path) -> dict[str, TileDef]:
    return load_tile_file(path)


def load_library_file(stem: str, root: Path | None = None) -> dict[str, TileDef]:
    """The tiles of one library file (``common``, ``18mag``...)."""
    return _library_file((root or data_root()) / "tiles" / f"{stem}.toml")


def library_files(root: Path | None = None) -> list[str]:
    """Names of the library files (``common`` and one per game that has its own tiles)."""
    return sorted(p.stem for p in ((root or data_root()) / "tiles").glob("*.toml"))


def ambiguous_tiles(root: Path | None = None) -> dict[str, tuple[str, ...]]:
    """Tile names that library files define differently, each with the files (games) that do.

    Seven printed numbers mean different tiles in different games (18Mag's 8858 is not
    1840's 8858); such a name can only be looked up with a game.
    """
    seen: dict[str, list[tuple[str, TileDef]]] = {}
    for stem in library_files(root):
        for name, tile in load_library_file(stem, root).items():
            seen.setdefault(name, []).append((stem, tile))
    return {
        name: tuple(stem for stem, _ in defs)
        for name, defs in seen.items()
        if any(tile != defs[0][1] for _, tile in defs[1:])
    }


def load_library(game: str | None = None, root: Path | None = None) -> dict[str, TileDef]:
    """Tiles visible to ``game``: ``common.toml`` plus the game's own file.

    A game's file may define a tile of ``common.toml`` again only with the same geometry;
    otherwise it is an error. With ``game=None`` every file is merged, except the names that
    files define differently (``ambiguous_tiles``): those are left out, since only a game
    says which tile they mean.
    """
    folder = (root or data_root()) / "tiles"
    if game is None:
        ambiguous = ambiguous_tiles(root)
        merged: dict[str, TileDef] = {}
        for stem in library_files(root):
            for name, tile in load_library_file(stem, root).items():
                if name not in ambiguous:
                    merged.setdefault(name, tile)
        return merged
    out: dict[str, TileDef] = {}
    for stem in ("common", game):
        path = folder / f"{stem}.toml"
        if not path.is_file():
            continue
        for name, tile in _library_file(path).items():
            if name in out and out[name] != tile:
                raise DataError(
                    tile.source, f"tile {name}", f"also defined in {out[name].source} differently"
                )
            out[name] = tile
    return out
