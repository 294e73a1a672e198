"""``tresham build``: every family of a game's kit as PDFs (per family, plus the whole kit)
and SVGs, written only when all of it has been made, into the output folder only.

A rebuild of some families (``--only``) never leaves an inconsistent kit beside them: the
families already in the folder (``record``) that were made with the same settings, and
whose files are exactly what this build would make, go into a rewritten ``GAME-kit.pdf``
with the new ones; any other family's files are named as stale. Files that an earlier
build of the same families made and this one does not (another ``--backs`` mode, fewer
pages) are removed.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..art.drawing import Drawing
from ..art.fonts import load_fonts
from ..backends.pdffonts import warm
from ..model.game import GameDef
from ..outfile import OutputFolder
from .families import BUILDERS, FAMILIES, FamilyResult, Variant, parse_families, variant
from .files import Backs, FilePage, PrintFile, family_files
from .front import kit_with_front
from .paper import PrintSettings
from .parallel import run_all
from .record import RECORD, Record, differences, read_record, settings_key
from .render import Made, Renderer, made_here

__all__ = ["FAMILIES", "BuildResult", "Written", "build", "parse_families", "plan_files", "variant"]

Progress = Callable[[str], None]


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


def family_pdfs(game: GameDef, res: FamilyResult, settings: PrintSettings, backs: Backs) -> list[PrintFile]:
    """One family's files and its posters."""
    title = f"{game.title} - {res.family}"
    files = family_files(game.id, res.family, title, res.sheets, settings, backs, game.title)
    for stem, page in res.posters.items():
        files.append(
            PrintFile(f"{stem}.pdf", res.family, False, page.title, [FilePage(page, page.width, page.height)])
        )
    return files


def plan_files(
    game: GameDef, results: list[FamilyResult], settings: PrintSettings, backs: Backs
) -> list[PrintFile]:
    """Every PDF of a build of ``results``: each family's files, its posters, then the whole kit."""
    files = [f for res in results for f in family_pdfs(game, res, settings, backs)]
    if len(results) > 1:
        files.append(kit_with_front(game, settings, results, backs, others=files))
    return files


def _svgs(game: GameDef, results: list[FamilyResult], files: list[PrintFile]) -> list[tuple[Path, Drawing]]:
    """The SVG copies: the whole map as one drawing, and every other family's pages."""
    svgs = [(Path("svg") / name, d) for res in results for name, d in res.svgs.items()]
    whole_map = any(r.svgs for r in results if r.family == "map")
    for f in files:
        if f.family == "kit" or (f.family == "map" and whole_map):
            continue
        stem = f.name.removeprefix(f"{game.id}-").removesuffix(".pdf")
        svgs += [(Path("svg") / f"{stem}-{i:02d}.svg", p.drawing()) for i, p in enumerate(f.pages, 1)]
    return svgs


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
    folder = OutputFolder(out_dir)  # a folder that cannot hold the kit fails before any work
    step = progress or (lambda _msg: None)
    chosen = chosen or variant(game)
    if chosen.chosen:  # a board that plays a variant of its own prints that variant's pieces
        game = game.on_board(chosen.maps[0])
    key = settings_key(settings, backs, tuple(m.id for m in chosen.maps))
    old = read_record(folder.root, game.id) or Record(game.id)
    beside = _beside(folder, old, families)
    wanted = [fam for fam in FAMILIES if fam in families or fam in beside]
    step(f"drawing {', '.join(wanted)}")
    renderer = Renderer()
    results = draw_families(game, settings, chosen, wanted, backs, renderer)
    own = [f for fam in families for f in family_pdfs(game, results[fam], settings, backs)]
    theirs = {fam: family_pdfs(game, results[fam], settings, backs) for fam in beside}
    step("rendering")
    unchanged, notes = _unchanged(folder, renderer, theirs, old, key)
    in_kit = set(families) | unchanged
    kit_results = [results[fam] for fam in FAMILIES if fam in in_kit]
    if len(kit_results) > 1:
        beside_kit = [f for f in own + [f for fs in theirs.values() for f in fs] if f.family in in_kit]
        beside_kit.sort(key=lambda f: FAMILIES.index(f.family))  # as a whole build lists them
        kit = kit_with_front(game, settings, kit_results, backs, chosen.manifest, beside_kit)
    pdfs = own + ([kit] if len(kit_results) > 1 else [])
    svgs = _svgs(game, [results[fam] for fam in families], own) if svg else []
    pdf_bytes, svg_bytes = renderer.write(pdfs, [d for _, d in svgs])
    step("saving files")
    outputs = {Path(f.name): blob for f, blob in zip(pdfs, pdf_bytes, strict=True)}
    outputs.update({path: blob for (path, _), blob in zip(svgs, svg_bytes, strict=True)})
    record = _record(old, families, key, outputs, kit_results, game)
    folder.write_all({**outputs, Path(RECORD): record.to_bytes()})
    notes += _clean(folder, old, record, families)
    written = [Written(out_dir / f.name, len(f.pages), f.duplex, f.family) for f in pdfs]
    notes = [n for fam in families for n in results[fam].notes] + notes
    if chosen.chosen:
        board, count = chosen.maps[0], chosen.manifest.physical
        notes.insert(0, f"one board only: {board.id} ({board.name}), with its {count} tiles")
    tiles = results["tiles"].pieces if "tiles" in families else 0
    return BuildResult(out_dir, written, [out_dir / p for p, _ in svgs], notes, tiles, families)


def draw_families(
    game: GameDef,
    settings: PrintSettings,
    chosen: Variant,
    wanted: list[str],
    backs: Backs,
    renderer: Renderer,
) -> dict[str, FamilyResult]:
    """The families' drawings, made on both cores: the tiles and the manifest together
    (they share their tiles' art), the map, the papers, each taken by the next free core.
    The core that draws a family also makes the operators of its files' pages and forms,
    for ``renderer``: that costs less than sending the drawings to another core for it.

    This process takes the first part, its copy the second, and the third goes to whichever
    is free first. The papers go first: theirs are the costliest results to send back (many
    small pieces), and they are the biggest part or close to it. But where the boards have
    more hexes than there are tile pieces (1840's three boards), the map is as big as the
    tiles: those two go first, one on each core, and the papers follow on the first free."""
    parent = os.getpid()

    def draw(fams: list[str]) -> Callable[[], tuple[dict[str, FamilyResult], Made]]:
        def job() -> tuple[dict[str, FamilyResult], Made]:
            drawn = {fam: BUILDERS[fam](game, settings, chosen) for fam in fams}
            return drawn, made_here(_files_of(game, drawn, settings, backs), parent)

        return job

    parts = [[f for f in wanted if f == "papers"], [f for f in wanted if f in ("tiles", "manifest")]]
    parts.append([f for f in wanted if f == "map"])
    pieces = sum(e.count for e in chosen.manifest.entries)
    if sum(len(m.hexes) for m in chosen.maps) > pieces:
        parts = parts[1:] + parts[:1]
    parts = [fams for fams in parts if fams]
    jobs = [draw(fams) for fams in parts]
    load_fonts()  # once, before the fork, rather than in both processes
    warm()
    drawn: dict[str, FamilyResult] = {}
    for part, made in run_all(jobs, [len(parts) - i for i in range(len(parts))]):
        drawn.update(part)
        renderer.adopt(_files_of(game, part, settings, backs), made)
    return {fam: drawn[fam] for fam in wanted}


def _files_of(
    game: GameDef, drawn: dict[str, FamilyResult], settings: PrintSettings, backs: Backs
) -> list[PrintFile]:
    return [f for res in drawn.values() for f in family_pdfs(game, res, settings, backs)]


def _beside(folder: OutputFolder, old: Record, families: tuple[str, ...]) -> list[str]:
    """The families not rebuilt now whose files (as the folder's record lists them) are there."""
    found = []
    for fam in FAMILIES:
        names = old.files_of(fam)
        if fam not in families and names and all((folder.root / n).is_file() for n in names):
            found.append(fam)
    return found


def _unchanged(
    folder: OutputFolder, renderer: Renderer, theirs: dict[str, list[PrintFile]], old: Record, key: dict
) -> tuple[set[str], list[str]]:
    """The families beside the new ones whose PDFs are byte for byte what this build makes
    of them, and a note for each of the others."""
    files = [f for fs in theirs.values() for f in fs]
    if not files:
        return set(), []
    blobs = dict(zip((f.name for f in files), renderer.write(files)[0], strict=True))
    same, notes = set(), []
    for fam, fs in theirs.items():
        recorded = [n for n in old.files_of(fam) if n.endswith(".pdf")]
        if sorted(recorded) == sorted(f.name for f in fs) and all(
            (folder.root / f.name).read_bytes() == blobs[f.name] for f in fs
        ):
            same.add(fam)
            continue
        why = differences(old.settings_of(fam), key) or "made by another version of tresham or its data"
        notes.append(f"stale: {', '.join(recorded)} ({why}); left out of the kit: rebuild {fam} to match")
    return same, notes


def _record(
    old: Record, families: tuple[str, ...], key: dict, outputs: dict[Path, bytes], kit: list, game: GameDef
) -> Record:
    """The folder's record after this build: the rebuilt families' files, the kit, the rest kept."""
    record = Record(game.id, dict(old.families))
    for fam in families:
        names = [p.as_posix() for p in outputs if _family_of(p, game.id) == fam]
        record.families[fam] = {"settings": key, "files": sorted(names)}
    record.kit = f"{game.id}-kit.pdf" if len(kit) > 1 else ""
    return record


def _family_of(path: Path, game_id: str) -> str:
    """Which family a written file belongs to, from its name."""
    name = path.as_posix()
    stem = name.removeprefix(f"{game_id}-") if "/" not in name else name.rsplit("/", 1)[1]
    return next((fam for fam in FAMILIES if stem.startswith(fam)), "kit")


def _clean(folder: OutputFolder, old: Record, new: Record, families: tuple[str, ...]) -> list[str]:
    """Remove the files an earlier build of these families (or its kit) made that this one
    did not make again; say so for a removed kit."""
    notes = []
    gone = [n for fam in families for n in old.files_of(fam) if n not in new.files_of(fam)]
    if old.kit and not new.kit:
        gone.append(old.kit)
        notes.append(f"removed {old.kit}: the families in this folder no longer make a whole kit")
    folder.remove(Path(n) for n in gone)
    return notes
