"""``tresham build``: every family of a game's kit as PDFs (per family, plus the whole kit)
and SVGs, written only when all of it has been made."""

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
from .files import Backs, FilePage, PrintFile, family_files, kit_file
from .impose import impose
from .paper import PrintSettings
from .parallel import run_all
from .poster import poster, split
from .sheet import Sheet, blank_page
from .tiles import tile_art_mm, tile_components
from .tilesheet import units_per_mm

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
            result.sheets.extend(Sheet(p) for p in _unbounded_map_pages(game, mp, settings))
            continue
        art = draw_map(game, mp)
        upm = units_per_mm(settings.tile_size + settings.map_extra)  # map hexes a bit larger
        suffix = "" if mp.id == game.default_map.id else f"-{mp.id}"
        label = "Map" if not suffix else f"Map ({mp.name or mp.id})"
        pages = split(art.group, art.width, art.height, upm, settings, game.title, label)
        result.sheets.extend(Sheet(p) for p in pages)
        whole = poster(art.group, art.width, art.height, upm, f"{game.title} {label}", settings.card_bleed)
        result.posters[f"{game.id}-map{suffix}-poster"] = whole
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
    d = blank_page(settings, f"{game.title} start tile")
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
    sheets = impose(comps, settings, f"{game.title} tiles")
    return FamilyResult("tiles", sheets, pieces=len(comps))


def build_manifest(game: GameDef, settings: PrintSettings) -> FamilyResult:
    from .manifest import manifest_pages

    return FamilyResult("manifest", [Sheet(p) for p in manifest_pages(game, settings)])


def build_papers(game: GameDef, settings: PrintSettings) -> FamilyResult:
    from ..art.papers import papers

    comps = papers(game)
    _, _, pw, ph = settings.printable
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
) -> BuildResult:
    """Make every requested family in memory, then write all files at once."""
    from ..backends.pdf import to_pdf
    from ..backends.svg import to_svg

    step = progress or (lambda _msg: None)
    results: list[FamilyResult] = []
    for fam in families:
        step(f"drawing {fam}")
        results.append(BUILDERS[fam](game, settings))
    pdfs = plan_files(game, results, settings, backs)

    def pdf(f: PrintFile) -> Callable[[], bytes]:
        return lambda: to_pdf([p.drawing() for p in f.pages], title=f.title, subject="tresham kit")

    def svg_of(drawing: Drawing) -> Callable[[], bytes]:
        return lambda: to_svg(drawing).encode("utf-8")

    svgs: list[tuple[Path, Callable[[], bytes]]] = []
    if svg:
        for res in results:
            for name, drawing in res.svgs.items():
                svgs.append((out_dir / "svg" / name, svg_of(drawing)))
        for f in pdfs:
            if f.family in ("kit",) or (f.family == "map" and any(r.svgs for r in results)):
                continue  # the whole map is one SVG already; the kit repeats the families
            stem = f.name.removeprefix(f"{game.id}-").removesuffix(".pdf")
            for i, page in enumerate(f.pages, 1):
                svgs.append((out_dir / "svg" / f"{stem}-{i:02d}.svg", svg_of(page.drawing())))
    # the longest job (the kit) first keeps both cores busy to the end
    order = sorted(range(len(pdfs)), key=lambda i: pdfs[i].family != "kit")
    jobs = [pdf(pdfs[i]) for i in order] + [job for _, job in svgs]
    step(f"rendering {len(jobs)} files")
    data = run_all(jobs)
    outputs = {out_dir / pdfs[i].name: blob for i, blob in zip(order, data, strict=False)}
    outputs.update({path: blob for (path, _), blob in zip(svgs, data[len(pdfs) :], strict=True)})
    step("saving files")
    for path, blob in outputs.items():
        write_bytes(path, blob)
    written = [Written(out_dir / f.name, len(f.pages), f.duplex, f.family) for f in pdfs]
    notes = [n for r in results for n in r.notes]
    tiles = sum(r.pieces for r in results if r.family == "tiles")
    return BuildResult(out_dir, written, [p for p, _ in svgs], notes, tiles, families)
