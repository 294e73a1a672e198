"""What a build says when it is done: which file to print how, in words and as JSON."""

from __future__ import annotations

from typing import Any

from ..model.game import GameDef
from .build import FAMILIES, BuildResult, Written
from .paper import PrintSettings


def _pages(n: int) -> str:
    return f"{n} page{'s' if n != 1 else ''}"


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


def summary_lines(game: GameDef, settings: PrintSettings, result: BuildResult) -> list[str]:
    """The summary printed after a build: every file under the way to print it."""
    lines = [
        f"{game.title}: kit written to {result.out_dir} ({settings.paper.upper()}, "
        f"{'bleed' if settings.bleed else 'no bleed'}, tiles {settings.tile_size:g} mm)"
    ]
    duplex = [f for f in result.files if f.duplex]
    single = [f for f in result.files if not f.duplex and not _is_poster(f)]
    posters = [f for f in result.files if _is_poster(f)]
    if duplex:
        lines.append("  print DUPLEX, flip on LONG edge, at 100 % (actual size):")
        lines += [f"    {f.path}  {_pages(f.pages)}" for f in duplex]
    if single:
        lines.append("  print SINGLE-SIDED, at 100 % (actual size):")
        lines += [f"    {f.path}  {_pages(f.pages)}" for f in single]
    if posters:
        lines.append("  for a print shop (one large sheet each):")
        lines += [f"    {f.path}" for f in posters]
    if any(f.path.name.endswith("-backs.pdf") for f in result.files):
        lines.append("  each page of a -backs file is mirrored: glue it behind the page its footer names")
    if result.svgs:
        lines.append(f"  {len(result.svgs)} SVG files in {result.out_dir / 'svg'}")
    if result.tiles:
        lines.append(f"  {result.tiles} tiles")
    lines += [f"  note: {n}" for n in result.notes]
    if result.families != FAMILIES:
        lines.append(f"  families: {', '.join(result.families)}")
    return lines
