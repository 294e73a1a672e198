"""``tresham build``: every family of a game's kit as PDFs (one per family plus the whole
kit) and SVGs, written only when all of it has been made."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..art.drawing import Drawing, Group, Text, translate
from ..art.fonts import wrap
from ..art.map import draw_map
from ..errors import TreshamError
from ..model.game import GameDef, MapDef
from ..outfile import write_bytes
from .impose import impose
from .paper import PrintSettings
from .parallel import run_all
from .poster import poster, split
from .tiles import tile_art_mm, tile_components
from .tilesheet import units_per_mm

FAMILIES = ("map", "tiles", "manifest", "papers")
Progress = Callable[[str], None]


@dataclass
class FamilyResult:
    family: str
    pages: list[Drawing]
    extra_pdfs: dict[str, list[Drawing]] = field(default_factory=dict)  # file stem -> pages
    svgs: dict[str, Drawing] = field(default_factory=dict)  # file name -> drawing
    notes: list[str] = field(default_factory=list)
    pieces: int = 0


@dataclass
class BuildResult:
    out_dir: Path
    files: list[tuple[Path, int]]  # path, pages (0 for SVG)
    notes: list[str]
    tiles: int


def parse_families(only: str | None) -> tuple[str, ...]:
    if not only:
        return FAMILIES
    chosen = tuple(f.strip().lower() for f in only.split(",") if f.strip())
    unknown = [f for f in chosen if f not in FAMILIES]
    if unknown:
        raise TreshamError(f"unknown family {unknown[0]!r}; choose from {', '.join(FAMILIES)}")
    return chosen


# ------------------------------------------------------------------ families
def build_map(game: GameDef, settings: PrintSettings) -> FamilyResult:
    result = FamilyResult("map", [])
    for mp in game.maps.values():
        if not mp.bounded:
            result.pages.extend(_unbounded_map_pages(game, mp, settings))
            continue
        art = draw_map(game, mp)
        upm = units_per_mm(settings.tile_size + settings.map_extra)  # map hexes a bit larger
        suffix = "" if mp.id == game.default_map.id else f"-{mp.id}"
        label = "Map" if not suffix else f"Map ({mp.name or mp.id})"
        pages = split(art.group, art.width, art.height, upm, settings, game.title, label)
        result.pages.extend(pages)
        whole = poster(art.group, art.width, art.height, upm, f"{game.title} {label}", settings.card_bleed)
        result.extra_pdfs[f"{game.id}-map{suffix}-poster"] = [whole]
        svg = Drawing(art.width, art.height, [art.group], units_per_mm=upm, title=f"{game.title} {label}")
        result.svgs[f"map{suffix}.svg"] = svg
        result.notes.append(
            f"map{suffix}: {len(pages)} sheets to tape together, or "
            f"{game.id}-map{suffix}-poster.pdf ({whole.width:.0f} x {whole.height:.0f} mm) for a print shop"
        )
    return result


def _unbounded_map_pages(game: GameDef, mp: MapDef, settings: PrintSettings) -> list[Drawing]:
    """18 Lilliput has no map: its start cell(s) at true size and the scenario layouts."""
    w, h = settings.page
    d = Drawing(w, h, units_per_mm=1.0, title=f"{game.title} start tile")
    d.boxes = {"trim": (0, 0, w, h), "bleed": (0, 0, w, h)}
    x, y = settings.margin, settings.margin + 8
    d.add(
        Text(
            x,
            y,
            f"{game.title}: no map board - the start tile goes in the middle of the table",
            5,
            "start",
            True,
        )
    )
    y += 8
    size = settings.tile_size
    for name, hx in sorted(mp.hexes.items()):
        from ..model.tile import TileDef

        tile = TileDef(name=hx.name or name, content=hx.content, shape="square")
        d.add(Group((tile_art_mm(tile, "square", size, 0.0),), translate(x, y)))
        d.add(Text(x + size + 4, y + size / 2, f"{hx.name or name} (cell {name})", 4, "start"))
        y += size + 8
    for sc in mp.scenarios:
        d.add(Text(x, y, f"Scenario: {sc.name}", 4.5, "start", True))
        y += 6
        for ln in wrap(sc.notes or "(no layout given)", 3.4, w - 2 * settings.margin):
            d.add(Text(x, y, ln, 3.4, "start"))
            y += 4.4
        y += 3
        if y > h - settings.margin - 20:
            break
    return [d]


def build_tiles(game: GameDef, settings: PrintSettings) -> FamilyResult:
    comps = tile_components(game, game.manifest, settings)
    pages = impose(comps, settings, f"{game.title} tiles")
    result = FamilyResult("tiles", [p.drawing for p in pages], pieces=len(comps))
    if any(c.back is not None for c in comps):
        result.notes.append(
            "tiles are double-sided: print the tiles PDF duplex, flip on LONG edge, at 100 %; "
            "each back page follows its front"
        )
    return result


def build_manifest(game: GameDef, settings: PrintSettings) -> FamilyResult:
    from .manifest import manifest_pages

    return FamilyResult("manifest", manifest_pages(game, settings))


def build_papers(game: GameDef, settings: PrintSettings) -> FamilyResult:
    from ..art.papers import papers

    comps = papers(game, settings.tile_size)  # station tokens fit the tiles' slots
    _, _, pw, ph = settings.printable
    fit, large = [], []
    for c in comps:
        b = 2 * settings.bleed_for(c.family)
        (fit if c.width + b <= pw and c.height + b <= ph - 6 else large).append(c)
    pages = [p.drawing for p in impose(fit, settings, f"{game.title} papers")]
    for c in large:  # a market larger than the sheet is split like the map
        pages.extend(split(c.front, c.width, c.height, 1.0, settings, game.title, c.name))
    result = FamilyResult("papers", pages, pieces=len(comps))
    if any(c.back is not None for c in fit):
        result.notes.append("papers with backs (certificates): print duplex, flip on long edge")
    return result


BUILDERS = {"map": build_map, "tiles": build_tiles, "manifest": build_manifest, "papers": build_papers}


# ---------------------------------------------------------------------- build
def build(
    game: GameDef,
    settings: PrintSettings,
    out_dir: Path,
    families: tuple[str, ...] = FAMILIES,
    progress: Progress | None = None,
    svg: bool = True,
) -> BuildResult:
    """Make every requested family in memory, then write all files at once."""
    from ..backends.pdf import to_pdf
    from ..backends.svg import to_svg

    step = progress or (lambda _msg: None)
    results: list[FamilyResult] = []
    for fam in families:
        step(f"drawing {fam}")
        results.append(BUILDERS[fam](game, settings))
    # what to write: (path, pages, job); the jobs then run on both cores
    planned: list[tuple[Path, int, Callable[[], bytes]]] = []
    all_pages: list[Drawing] = []

    def pdf(pages: list[Drawing], title: str) -> Callable[[], bytes]:
        return lambda: to_pdf(pages, title=title, subject="tresham kit")

    def svg_of(drawing: Drawing) -> Callable[[], bytes]:
        return lambda: to_svg(drawing).encode("utf-8")

    for res in results:
        if res.pages:
            path = out_dir / f"{game.id}-{res.family}.pdf"
            planned.append((path, len(res.pages), pdf(res.pages, f"{game.title} - {res.family}")))
            all_pages.extend(res.pages)
        for stem, pages in res.extra_pdfs.items():
            planned.append((out_dir / f"{stem}.pdf", len(pages), pdf(pages, f"{game.title} - {stem}")))
        if svg:
            for name, drawing in res.svgs.items():
                planned.append((out_dir / "svg" / name, 0, svg_of(drawing)))
            for i, page in enumerate(res.pages, 1):
                if res.family == "map" and res.svgs:
                    continue  # the whole map is one SVG already
                planned.append((out_dir / "svg" / f"{res.family}-{i:02d}.svg", 0, svg_of(page)))
    whole = []
    if len(results) > 1 and all_pages:
        kit = out_dir / f"{game.id}-kit.pdf"
        whole = [(kit, len(all_pages), pdf(all_pages, f"{game.title} - print-and-play kit"))]
    order = whole + planned  # the longest job first keeps both cores busy to the end
    step(f"rendering {len(order)} files")
    data = run_all([job for _, _, job in order])
    outputs = {path: blob for (path, _, _), blob in zip(order, data, strict=True)}
    files = [(path, pages) for path, pages, _ in planned + whole]
    step("saving files")
    for path, data in outputs.items():
        write_bytes(path, data)
    notes = [n for r in results for n in r.notes]
    tiles = sum(r.pieces for r in results if r.family == "tiles")
    return BuildResult(out_dir, files, notes, tiles)
