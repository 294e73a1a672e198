"""What a build says when it is done: which file to print how, in words and as JSON.

Where the build made the whole kit, the summary says to print EITHER the kit OR the
family files (the kit holds them all), with the sheets of paper each choice takes.
"""

from __future__ import annotations

from typing import Any

from ..model.game import GameDef
from ..plurals import plural
from .build import FAMILIES, BuildResult, Written
from .paper import PrintSettings


def sheets_of(f: Written) -> int:
    """The sheets of paper a file takes: a duplex file prints two pages on each."""
    return (f.pages + 1) // 2 if f.duplex else f.pages


def _pages(f: Written) -> str:
    pages = plural(f.pages, "page")
    return f"{pages} on {plural(sheets_of(f), 'sheet')}" if f.duplex else pages


def summary_json(game: GameDef, settings: PrintSettings, result: BuildResult) -> dict[str, Any]:
    """``{"game", "paper", "files": [{"path", "pages", "duplex", "family"}], "tiles"}``."""
    return {
        "game": game.id,
        "paper": settings.paper,
        "files": [
            {"path": str(f.path), "pages": f.pages, "duplex": f.duplex, "family": f.family}
            for f in result.files
        ],
        "tiles": result.tiles,
    }


def _is_poster(f: Written) -> bool:
    return f.path.name.endswith("-poster.pdf")


def _by_way(files: list[Written], indent: str) -> list[str]:
    """``files`` under the way to print them: duplex first, then single-sided."""
    lines = []
    duplex = [f for f in files if f.duplex]
    single = [f for f in files if not f.duplex]
    if duplex:
        lines.append(f"{indent}print DUPLEX, flip on LONG edge, at 100 % (actual size):")
        lines += [f"{indent}  {f.path}  {_pages(f)}" for f in duplex]
    if single:
        lines.append(f"{indent}print SINGLE-SIDED, at 100 % (actual size):")
        lines += [f"{indent}  {f.path}  {_pages(f)}" for f in single]
    return lines


def summary_lines(game: GameDef, settings: PrintSettings, result: BuildResult) -> list[str]:
    """The summary printed after a build: every file under the way to print it; where there
    is a whole kit, the kit and the family files as two alternatives."""
    lines = [
        f"{game.title}: kit written to {result.out_dir} ({settings.paper.upper()}, "
        f"{'bleed' if settings.bleed else 'no bleed'}, tiles {settings.tile_size:g} mm)"
    ]
    kits = [f for f in result.files if f.family == "kit"]
    families = [f for f in result.files if f.family != "kit" and not _is_poster(f)]
    posters = [f for f in result.files if _is_poster(f)]
    if kits:
        sheets = sum(sheets_of(f) for f in kits)
        lines.append(f"  print EITHER the whole kit ({plural(sheets, 'sheet')} of paper):")
        lines += _by_way(kits, "    ")
        sheets = sum(sheets_of(f) for f in families)
        paper = plural(sheets, "sheet")
        lines.append(f"  OR these files, the same pieces family by family ({paper} of paper):")
        lines += _by_way(families, "    ")
    else:
        lines += _by_way(families, "  ")
    if posters:
        lines.append("  for a print shop (one large sheet each):")
        lines += [f"    {f.path}" for f in posters]
    if any(f.path.name.endswith("-backs.pdf") for f in result.files):
        lines.append("  each page of a -backs file is mirrored: glue it behind the page its footer names")
    if result.svgs:
        lines.append(f"  {plural(len(result.svgs), 'SVG file')} in {result.out_dir / 'svg'}")
    if result.tiles:
        lines.append(f"  {plural(result.tiles, 'tile')}")
    lines += [f"  note: {n}" for n in result.notes]
    if result.families != FAMILIES:
        lines.append(f"  families: {', '.join(result.families)}")
    return lines
