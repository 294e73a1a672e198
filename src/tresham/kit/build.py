"""``tresham build``: every family of a game's kit as PDFs (per family, plus the whole kit)
and SVGs, written only when all of it has been made."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..art.drawing import Drawing, scale
from ..art.map import draw_map
from ..errors import TreshamError
from ..model.game import GameDef, Manifest, MapDef
from ..outfile import OutputFolder
from .bounds import ink_boxes
from .files import Backs, FilePage, PrintFile, family_files, kit_file
from .impose import impose
from .paper import PrintSettings
from .poster import poster
from .sheet import Sheet
from .tiles import tile_components
from .tilesheet import units_per_mm
from .tiling import split

FAMILIES = ("map", "tiles", "manifest", "papers")
Progress = Callable[[str], None]


@dataclass
class FamilyResult:
    family: str
    sheets: list[Sheet]
    posters: dict[str, Drawing] = field(default_factory=dict)  # file stem -> the one page
    svgs: dict[str, Drawing] = field(default_factory=dict)  # file name -> drawing
    notes: list[str] = field(default_factory=list)
    pieces: int = 0


@dataclass(frozen=True)
class Written:
    """A PDF the build wrote: where, how many pages, how to print it, which family."""

    path: Path
    pages: int
    duplex: bool
    family: str


@dataclass
class BuildResult:
    out_dir: Path
    files: list[Written]  # the PDFs
    svgs: list[Path]
    notes: list[str]
    tiles: int
    families: tuple[str, ...] = FAMILIES


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


# ------------------------------------------------------------------ families
def build_map(game: GameDef, settings: PrintSettings, chosen: Variant) -> FamilyResult:
    result = FamilyResult("map", [])
    for mp in chosen.maps:
        if not mp.bounded:
            result.sheets.extend(Sheet(p) for p in _unbounded_map_pages(game, mp, settings))
            continue
        art = draw_map(game, mp)
        upm = units_per_mm(settings.tile_size + settings.map_extra)  # map hexes a bit larger
        suffix = "" if mp.id == game.default_map.id else f"-{mp.id}"
        label = "Map" if not suffix else f"Map ({mp.name or mp.id})"
        boxes = ink_boxes([art.group], None, scale(1 / upm))
        pages = split(art.group, art.width, art.height, upm, settings, game.title, label, boxes)
        result.sheets.extend(Sheet(p) for p in pages)
        whole = poster(art.group, art.width, art.height, upm, f"{game.title} {label}", settings, boxes)
        result.posters[f"{game.id}-map{suffix}-poster"] = whole.drawing
        svg = Drawing(art.width, art.height, [art.group], units_per_mm=upm, title=f"{game.title} {label}")
        result.svgs[f"map{suffix}.svg"] = svg
        landscape = " landscape" if pages and pages[0].width > pages[0].height else ""
        result.notes.append(
            f"map{suffix}: {len(pages)}{landscape} sheets to tape together, or "
            f"{game.id}-map{suffix}-poster.pdf ({whole.describe()}) for a print shop"
        )
    return result


def _unbounded_map_pages(game: GameDef, mp: MapDef, settings: PrintSettings) -> list[Drawing]:
    """18 Lilliput has no map: its start cell(s) to cut out, and the scenario layouts."""
    from ..art.startsheet import start_sheet

    return start_sheet(game, mp, settings.page, settings.printable, settings.tile_size)


def build_tiles(game: GameDef, settings: PrintSettings, chosen: Variant) -> FamilyResult:
    comps = tile_components(game, chosen.manifest, settings)
    sheets = impose(comps, settings, f"{game.title} tiles")
    return FamilyResult("tiles", sheets, pieces=len(comps))


def build_manifest(game: GameDef, settings: PrintSettings, chosen: Variant) -> FamilyResult:
    from .manifest import manifest_pages

    return FamilyResult("manifest", [Sheet(p) for p in manifest_pages(game, settings, chosen.manifest)])


def build_papers(game: GameDef, settings: PrintSettings, chosen: Variant) -> FamilyResult:
    """Every paper component of the box (the same whichever board is chosen)."""
    from ..art.papers import papers

    _, _, pw, ph = settings.printable
    # station tokens fit the tiles' slots; stock markets are laid out for this paper
    comps = papers(game, settings.tile_size, (pw, ph))
    fit, large = [], []
    for c in comps:
        b = 2 * settings.bleed_for(c.family)
        (fit if c.width + b <= pw and c.height + b <= ph - 6 else large).append(c)
    sheets = impose(fit, settings, f"{game.title} papers")
    for c in large:  # a market larger than the sheet is split like the map
        sheets.extend(Sheet(p) for p in split(c.front, c.width, c.height, 1.0, settings, game.title, c.name))
    return FamilyResult("papers", sheets, pieces=len(comps))


BUILDERS = {"map": build_map, "tiles": build_tiles, "manifest": build_manifest, "papers": build_papers}


# ---------------------------------------------------------------------- build
def plan_files(
    game: GameDef, results: list[FamilyResult], settings: PrintSettings, backs: Backs
) -> list[PrintFile]:
    """Every PDF of the build: each family's files, its posters, then the whole kit."""
    files: list[PrintFile] = []
    for res in results:
        title = f"{game.title} - {res.family}"
        files.extend(family_files(game.id, res.family, title, res.sheets, settings, backs))
        for stem, page in res.posters.items():
            files.append(
                PrintFile(
                    f"{stem}.pdf", res.family, False, page.title, [FilePage(page, page.width, page.height)]
                )
            )
    if len(results) > 1:
        families = [(r.family, r.sheets) for r in results if r.sheets]
        files.append(kit_file(game.id, f"{game.title} - print-and-play kit", families, settings, backs))
    return files


def build(
    game: GameDef,
    settings: PrintSettings,
    out_dir: Path,
    families: tuple[str, ...] = FAMILIES,
    progress: Progress | None = None,
    svg: bool = True,
    backs: Backs = "duplex",
    chosen: Variant | None = None,
) -> BuildResult:
    """Make every requested family in memory, then write all files at once (into
    ``out_dir`` and nowhere else)."""
    from .render import render

    folder = OutputFolder(out_dir)  # a folder that cannot hold the kit fails before any work
    step = progress or (lambda _msg: None)
    chosen = chosen or variant(game)
    results: list[FamilyResult] = []
    for fam in families:
        step(f"drawing {fam}")
        results.append(BUILDERS[fam](game, settings, chosen))
    pdfs = plan_files(game, results, settings, backs)
    svgs: list[tuple[Path, Drawing]] = []
    if svg:
        for res in results:
            svgs += [(Path("svg") / name, drawing) for name, drawing in res.svgs.items()]
        whole_map = any(r.svgs for r in results if r.family == "map")
        for f in pdfs:
            if f.family == "kit" or (f.family == "map" and whole_map):
                continue  # the whole map is one SVG already; the kit repeats the families
            stem = f.name.removeprefix(f"{game.id}-").removesuffix(".pdf")
            svgs += [(Path("svg") / f"{stem}-{i:02d}.svg", p.drawing()) for i, p in enumerate(f.pages, 1)]
    step(f"rendering {len(pdfs) + len(svgs)} files")
    pdf_bytes, svg_bytes = render(pdfs, svgs)
    step("saving files")
    outputs = {Path(f.name): blob for f, blob in zip(pdfs, pdf_bytes, strict=True)}
    outputs.update({path: blob for (path, _), blob in zip(svgs, svg_bytes, strict=True)})
    folder.write_all(outputs)
    written = [Written(out_dir / f.name, len(f.pages), f.duplex, f.family) for f in pdfs]
    notes = [n for r in results for n in r.notes]
    tiles = sum(r.pieces for r in results if r.family == "tiles")
    return BuildResult(out_dir, written, [out_dir / p for p, _ in svgs], notes, tiles, families)
