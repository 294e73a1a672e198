"""``tresham build``: the print-and-play kit of a game, family by family and whole, with
a progress bar on standard error and, at the end, what to print and how."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from .cli_complete import game_ids, map_ids


def register(main: click.Group) -> None:
    """Add the build command to the ``tresham`` group."""
    main.add_command(build)


BUILD_EXAMPLES = """Examples:

\b
  tresham build 1862 -o kit-1862
  tresham build 18mag --paper letter --players 2
  tresham build 1824 --only tiles,papers --backs separate
  tresham build 1824 --map cisleithania --out kit-cisleithania
"""


@click.command(epilog=BUILD_EXAMPLES)
@click.argument("game", shell_complete=game_ids)
@click.option(
    "--paper",
    type=click.Choice(["a4", "letter"], case_sensitive=False),
    help="Sheet size of the printer (default: $TRESHAM_PAPER, else `paper` in "
    "~/.config/tresham/config.toml, else a4).",
)
@click.option(
    "--out",
    "-o",
    "out_dir",
    type=click.Path(path_type=Path),
    help="Folder for the files (default: output/GAME).",
)
@click.option("--only", help="Only these families, comma-separated: map,tiles,manifest,papers.")
@click.option(
    "--backs",
    type=click.Choice(["duplex", "separate"]),
    default="duplex",
    show_default=True,
    help="Two-sided pieces: duplex files (flip on long edge), or fronts and mirrored backs "
    "as separate single-sided files, for gluing.",
)
@click.option(
    "--map",
    "map_id",
    shell_complete=map_ids,
    help="Only this map (by id; `tresham info GAME` lists them) and its tiles; a map that "
    "plays a variant of its own (1824's cisleithania) prints that variant's pieces, "
    "bank, cash and trains.",
)
@click.option(
    "--players", type=int, help="Only the map (and tiles) for this many players, as --map prints it."
)
@click.option("--no-bleed", is_flag=True, help="No bleed around pieces (cut lines on the trim instead).")
@click.option(
    "--tile-size",
    type=float,
    default=38.1,
    show_default=True,
    help="Tile size across the flats, in mm; map hexes are 0.5 mm larger.",
)
@click.option("--no-svg", is_flag=True, help="Write the PDFs only.")
@click.option("--json", "as_json", is_flag=True, help="Print what was written as JSON (progress on stderr).")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar and no summary.")
def build(
    game: str,
    paper: str | None,
    out_dir: Path | None,
    only: str | None,
    backs: str,
    map_id: str | None,
    players: int | None,
    no_bleed: bool,
    tile_size: float,
    no_svg: bool,
    as_json: bool,
    quiet: bool,
) -> None:
    """Print-and-play kit of GAME: PDFs per family, the whole kit, and SVGs."""
    from .config import default_paper
    from .data import load_game
    from .kit.build import build as build_kit
    from .kit.build import parse_families, variant
    from .kit.files import Backs
    from .kit.paper import PrintSettings
    from .kit.summary import summary_json, summary_lines
    from .outfile import OutputFolder

    if not 15 <= tile_size <= 80:
        raise click.BadParameter("must be between 15 and 80 mm", param_hint="--tile-size")
    families = parse_families(only)
    g = load_game(game)
    chosen = variant(g, map_id, players)
    shown = g.on_board(chosen.maps[0]) if chosen.chosen else g  # a board's variant, by its title
    sheet = (paper or default_paper()).lower()
    settings = PrintSettings(paper=sheet, tile_size=tile_size, bleed=not no_bleed)
    target = out_dir or Path("output") / g.id
    OutputFolder(target)  # an unusable folder is refused before any work (and any progress bar)
    steps = 6  # drawing (up to four families), rendering, saving
    mode: Backs = "separate" if backs == "separate" else "duplex"
    if quiet:
        result = build_kit(g, settings, target, families, None, svg=not no_svg, backs=mode, chosen=chosen)
    else:
        with click.progressbar(
            length=steps,
            label=f"building {g.id}",
            file=sys.stderr,
            show_eta=False,
            item_show_func=lambda s: s,
        ) as bar:

            def step(message: str) -> None:
                bar.update(1, message)

            result = build_kit(g, settings, target, families, step, svg=not no_svg, backs=mode, chosen=chosen)
            bar.update(steps)
    if as_json:
        import json

        click.echo(json.dumps(summary_json(shown, settings, result), indent=2, ensure_ascii=False))
        for note in result.notes:
            if note.startswith(("stale:", "removed ")) and not quiet:
                click.echo(f"tresham: {note}", err=True)
    elif not quiet:
        for line in summary_lines(shown, settings, result):
            click.echo(line)
