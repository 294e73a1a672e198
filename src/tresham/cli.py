"""The ``tresham`` command: parse, call, print. Heavy modules are imported inside commands."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from . import __version__
from .errors import TreshamError


class _Group(click.Group):
    """Turns tresham's own errors (bad input) into one line on stderr and exit code 2."""

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except TreshamError as exc:
            click.echo(f"tresham: error: {exc}", err=True)
            ctx.exit(2)
        except KeyboardInterrupt:
            click.echo("tresham: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="tresham")
def main() -> None:
    """Print-and-play kits and a rules checker for 18xx railway games."""


# ------------------------------------------------------------------- games
@main.command()
def games() -> None:
    """List the bundled games."""
    from .data import available_games, load_game

    for gid in available_games():
        g = load_game(gid)
        players = _span(g.players)
        click.echo(f"{gid:<12} {g.title} ({players} players; {g.designer})")


def _span(values) -> str:
    values = sorted(values)
    if not values:
        return "?"
    return f"{values[0]}-{values[-1]}" if len(values) > 1 else str(values[0])


# -------------------------------------------------------------------- tiles
_output_option = click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False, path_type=Path),
    required=True,
    help="File to write; .svg, .pdf or .png.",
)


def _tile_file_option(help_text: str):
    return click.option(
        "--tiles",
        "tile_file",
        type=click.Path(exists=True, dir_okay=False, path_type=Path),
        help=help_text,
    )


@main.command()
@click.argument("name")
@click.option("--game", "-g", help="Game whose tile library to use (default: the shared library).")
@click.option(
    "--rotation", "-r", type=int, default=0, show_default=True, help="Rotation, 0-5 (0-3 on squares)."
)
@click.option(
    "--layout",
    type=click.Choice(["flat", "pointy"]),
    help="Hex orientation (default: the game's, else flat).",
)
@_output_option
@click.option("--size", type=float, default=38.1, show_default=True, help="Across the flats, in mm.")
@_tile_file_option("A tile file of your own (data/tiles format), looked in first.")
def tile(
    name: str,
    game: str | None,
    rotation: int,
    layout: str | None,
    output: Path,
    size: float,
    tile_file: Path | None,
) -> None:
    """Draw one tile NAME to a file."""
    from .backends import save
    from .kit.tilesheet import single_tile_drawing

    if size <= 0:
        raise click.BadParameter("must be positive", param_hint="--size")
    drawing = single_tile_drawing(
        name, game=game, rotation=rotation, layout=layout, across_flats_mm=size, extra=tile_file
    )
    save(drawing, output)
    click.echo(f"wrote {output}")


@main.command()
@click.option("--game", "-g", help="Only this game's tiles (default: the whole library).")
@_output_option
@click.option("--layout", type=click.Choice(["flat", "pointy"]), help="Hex orientation.")
@_tile_file_option("Draw the tiles of this file (data/tiles format) instead.")
def tiles(game: str | None, output: Path, layout: str | None, tile_file: Path | None) -> None:
    """Draw every tile of the library (or of one game, or one file) on one sheet, for a look."""
    from .backends import save
    from .kit.tilesheet import library_sheet

    drawing, count = library_sheet(game=game, layout=layout, extra=tile_file)
    save(drawing, output)
    click.echo(f"wrote {output} ({count} tiles)")


# ----------------------------------------------------------------- manifest
@main.command()
@click.argument("game")
@click.option("--players", type=int, help="Player count, where it changes the tile set (18Mag 2p).")
@click.option("--json", "as_json", is_flag=True, help="Machine-readable output.")
def manifest(game: str, players: int | None, as_json: bool) -> None:
    """The tile manifest of GAME: each tile, its colour, count and other side."""
    from .data import load_game
    from .report import manifest_report

    report = manifest_report(load_game(game), players)
    if as_json:
        import json

        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
        return
    click.echo(f"{report['game']}: {report['physical']} physical tiles")
    click.echo("  " + ", ".join(f"{c} {n}" for c, n in report["totals"].items()))
    for t in report["tiles"]:
        pair = f"  (other side: {t['pair']})" if t["pair"] else ""
        click.echo(f"  {t['name']:<8} {t['color']:<7} x{t['count']}{pair}")


@main.command()
@click.argument("game")
def info(game: str) -> None:
    """A summary of GAME: players, maps, companies, trains, phases, tiles."""
    from .data import load_game
    from .report import info_lines

    for line in info_lines(load_game(game)):
        click.echo(line)


# -------------------------------------------------------------------- build
@main.command()
@click.argument("game")
@click.option(
    "--paper",
    type=click.Choice(["a4", "letter"], case_sensitive=False),
    default="a4",
    show_default=True,
    help="Sheet size of the printer.",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Folder for the files (default: output/GAME).",
)
@click.option("--only", help="Only these families, comma-separated: map,tiles,manifest,papers.")
@click.option("--no-bleed", is_flag=True, help="No bleed around pieces (cut lines on the trim instead).")
@click.option(
    "--tile-size",
    type=float,
    default=38.1,
    show_default=True,
    help="Tile size across the flats, in mm; map hexes are 0.5 mm larger.",
)
@click.option("--no-svg", is_flag=True, help="Write the PDFs only.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar and no summary.")
def build(
    game: str,
    paper: str,
    out_dir: Path | None,
    only: str | None,
    no_bleed: bool,
    tile_size: float,
    no_svg: bool,
    quiet: bool,
) -> None:
    """Print-and-play kit of GAME: PDFs per family, the whole kit, and SVGs."""
    from .data import load_game
    from .kit.build import FAMILIES, parse_families
    from .kit.build import build as build_kit
    from .kit.paper import PrintSettings

    if not 15 <= tile_size <= 80:
        raise click.BadParameter("must be between 15 and 80 mm", param_hint="--tile-size")
    families = parse_families(only)
    g = load_game(game)
    settings = PrintSettings(paper=paper.lower(), tile_size=tile_size, bleed=not no_bleed)
    target = out_dir or Path("output") / g.id
    steps = len(families) + 2
    if quiet:
        result = build_kit(g, settings, target, families, None, svg=not no_svg)
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

            result = build_kit(g, settings, target, families, step, svg=not no_svg)
            bar.update(steps)
    if quiet:
        return
    pdfs = [(p, n) for p, n in result.files if p.suffix == ".pdf"]
    svgs = [p for p, _ in result.files if p.suffix == ".svg"]
    click.echo(
        f"{g.title}: kit written to {result.out_dir} ({settings.paper.upper()}, "
        f"{'bleed' if settings.bleed else 'no bleed'}, tiles {settings.tile_size:g} mm)"
    )
    for path, pages in pdfs:
        click.echo(f"  {path}  {pages} page{'s' if pages != 1 else ''}")
    if svgs:
        click.echo(f"  {len(svgs)} SVG files in {result.out_dir / 'svg'}")
    if result.tiles:
        click.echo(f"  {result.tiles} tiles")
    for note in result.notes:
        click.echo(f"  note: {note}")
    if set(families) != set(FAMILIES):
        click.echo(f"  families: {', '.join(families)}")


from .cli_check import register  # noqa: E402

register(main)


def run() -> None:  # pragma: no cover - console entry for python -m
    main(prog_name="tresham")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
