"""The families of a kit (map, tiles, manifest, papers): each drawn into sheets, plus the
map's posters and SVGs. Which board (and tile set) to print is a ``Variant``."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..art.component import Component
from ..art.drawing import Drawing, scale
from ..art.map import COORDINATES, TITLE, draw_map
from ..errors import TreshamError
from ..model.game import GameDef, Manifest, MapDef
from .bounds import ink_boxes
from .impose import impose
from .paper import PrintSettings
from .poster import poster
from .sheet import Sheet
from .tiles import tile_components
from .tilesheet import units_per_mm
from .tiling import split

FAMILIES = ("map", "tiles", "manifest", "papers")


@dataclass(frozen=True)
class PieceCount:
    """How many pieces of one kind a family holds, for the kit's checklist and how to cut."""

    kind: str  # "token", "certificate", "tile"
    count: int
    two_sided: int  # how many of them have a back
    shape: str  # "rect", "circle", "hex-flat", "hex-pointy"
    sizes: tuple[float, ...]  # round pieces: each diameter (mm), smallest first; else ()


def piece_counts(components: list[Component]) -> tuple[PieceCount, ...]:
    """The pieces by kind, in the order each kind first appears."""
    kinds: dict[str, list[Component]] = {}
    for c in components:
        kinds.setdefault(c.kind, []).append(c)
    out = []
    for kind, comps in kinds.items():
        sizes = sorted({round(c.width, 1) for c in comps if c.shape == "circle"})
        two = sum(c.back is not None for c in comps)
        out.append(PieceCount(kind, len(comps), two, comps[0].shape, tuple(sizes)))
    return tuple(out)


@dataclass
class FamilyResult:
    family: str
    sheets: list[Sheet]
    posters: dict[str, Drawing] = field(default_factory=dict)  # file stem -> the one page
    svgs: dict[str, Drawing] = field(default_factory=dict)  # file name -> drawing
    notes: list[str] = field(default_factory=list)
    pieces: int = 0
    counts: tuple[PieceCount, ...] = ()


@dataclass(frozen=True)
class Variant:
    """Which of a game's boards to print, and the tile set that goes with them."""

    maps: tuple[MapDef, ...]
    manifest: Manifest
    chosen: bool = False  # picked by --map or --players (not every board)


def variant(game: GameDef, map_id: str | None = None, players: int | None = None) -> Variant:
    """Every board (and the default tile set), or the one board of ``map_id`` or ``players``."""
    if map_id is not None and players is not None:
        raise TreshamError("give --map or --players, not both")
    if map_id is not None:
        if map_id not in game.maps:
            raise TreshamError(f"{game.id} has no map {map_id!r}; its maps: {', '.join(game.maps)}")
        mp = game.maps[map_id]
    elif players is not None:
        if players not in game.players:
            counts = ", ".join(str(n) for n in game.players)
            raise TreshamError(f"{game.title} is not for {players} players; it plays with {counts}")
        mp = game.map_for(players)
    else:
        return Variant(tuple(game.maps.values()), game.manifest)
    return Variant((mp,), game.manifests[mp.id], True)


def parse_families(only: str | None) -> tuple[str, ...]:
    if not only:
        return FAMILIES
    chosen = tuple(f.strip().lower() for f in only.split(",") if f.strip())
    unknown = [f for f in chosen if f not in FAMILIES]
    if unknown:
        raise TreshamError(f"unknown family {unknown[0]!r}; choose from {', '.join(FAMILIES)}")
    return chosen


def build_map(game: GameDef, settings: PrintSettings, chosen: Variant) -> FamilyResult:
    result = FamilyResult("map", [])
    for mp in chosen.maps:
        if not mp.bounded:
            result.sheets.extend(Sheet(p) for p in _unbounded_map_pages(game, mp, settings))
            continue
        art = draw_map(game, mp)
        upm = units_per_mm(settings.tile_size + settings.map_extra)  # map hexes a bit larger
        # a variant's board keeps its name (``GameDef.on_board``: it is the only map there)
        suffix = "" if mp.id == game.default_map.id and not game.board else f"-{mp.id}"
        label = "Map" if not suffix else f"Map ({mp.name or mp.id})"
        boxes = ink_boxes([art.group], None, scale(1 / upm))
        content = ink_boxes([art.group], None, scale(1 / upm), frozenset({COORDINATES, TITLE}))
        pages = split(art.group, art.width, art.height, upm, settings, game.title, label, boxes, content)
        result.sheets.extend(Sheet(p) for p in pages)
        whole = poster(art.group, art.width, art.height, upm, f"{game.title} {label}", settings, boxes)
        result.posters[f"{game.id}-map{suffix}-poster"] = whole.drawing
        svg = Drawing(art.width, art.height, [art.group], units_per_mm=upm, title=f"{game.title} {label}")
        result.svgs[f"map{suffix}.svg"] = svg
        landscape = " landscape" if pages and pages[0].width > pages[0].height else ""
        sheets = f"{len(pages)}{landscape} sheet{'s' if len(pages) != 1 else ''}"
        taping = "to tape together" if len(pages) > 1 else "(no taping)"
        result.notes.append(
            f"map{suffix}: {sheets} {taping}, or "
            f"{game.id}-map{suffix}-poster.pdf ({whole.describe()}) for a print shop"
        )
    return result


def _unbounded_map_pages(game: GameDef, mp: MapDef, settings: PrintSettings) -> list[Drawing]:
    """18 Lilliput has no map: its start cell(s) to cut out, and the scenario layouts."""
    from ..art.startsheet import start_sheet

    return start_sheet(game, mp, settings.page, settings.printable, settings.tile_size)


def build_tiles(game: GameDef, settings: PrintSettings, chosen: Variant) -> FamilyResult:
    comps = [
        c
        for c in tile_components(game, chosen.manifest, settings)
        if c.symbol not in _start_cells(game, chosen)
    ]
    sheets = impose(comps, settings, f"{game.title} tiles")
    return FamilyResult("tiles", sheets, pieces=len(comps), counts=piece_counts(comps))


def _start_cells(game: GameDef, chosen: Variant) -> set[str]:
    """The tile pieces a board-less map prints as its start cells (18 Lilliput's Mildendo):
    the map family cuts them out, so the tiles family does not print them a second time."""
    cells = {h.content for mp in chosen.maps if not mp.bounded for h in mp.hexes.values()}
    return {f"tile-{e.name}" for e in chosen.manifest.physical_entries() if e.name in game.tiles
            and not e.back and game.tiles[e.name].content in cells}  # fmt: skip


def build_manifest(game: GameDef, settings: PrintSettings, chosen: Variant) -> FamilyResult:
    from .manifest import manifest_pages

    pages = manifest_pages(game, settings, chosen.manifest, chosen.maps)
    return FamilyResult("manifest", [Sheet(p) for p in pages])


def build_papers(game: GameDef, settings: PrintSettings, chosen: Variant) -> FamilyResult:
    """Every paper component of the box (the same whichever board is chosen)."""
    from ..art.papers import papers

    _, _, pw, ph = settings.printable
    # station tokens fit the tiles' slots; stock markets are laid out for this paper
    comps = papers(game, settings.tile_size, (pw, ph))
    fit: list[Component] = []
    large: list[Component] = []
    for c in comps:
        b = 2 * settings.bleed_for(c.family)
        (fit if c.width + b <= pw and c.height + b <= ph - 6 else large).append(c)
    sheets = impose(fit, settings, f"{game.title} papers")
    for c in large:  # a market larger than the sheet is split like the map
        pages = split(c.front, c.width, c.height, 1.0, settings, game.title, c.name)
        sheets.extend(Sheet(p, kinds=(c.kind,)) for p in pages)
    return FamilyResult("papers", sheets, pieces=len(comps), counts=piece_counts(comps))


BUILDERS = {"map": build_map, "tiles": build_tiles, "manifest": build_manifest, "papers": build_papers}
