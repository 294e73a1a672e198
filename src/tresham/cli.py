"""The ``tresham`` command: parse, call, print. Heavy modules are imported inside commands."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from . import __version__
from .cli_complete import game_ids
from .errors import TreshamError

BAD_INPUT = 2  # exit code for bad input or usage, as click uses for usage errors (README, Exit codes)
FOUND_PROBLEMS = 1  # exit code when a check (check, proof, validate) found problems


class _Group(click.Group):
    """Turns tresham's own errors and click's usage errors into one line on stderr, exit code 2;
    with no command at all, prints the help (exit 0)."""

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        **extra: Any,
    ) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, **extra)  # ctx.exit(n) returns n
        except click.exceptions.NoArgsIsHelpError as exc:  # bare `tresham`: the help, as --help gives it
            click.echo(exc.ctx.get_help())
            sys.exit(0)
        except click.ClickException as exc:  # usage errors: bad option, missing argument, bad value
            ctx = exc.ctx if isinstance(exc, click.UsageError) else None
            hint = f" (see {ctx.command_path} --help)" if ctx is not None else ""
            click.echo(f"tresham: error: {one_line(exc.format_message())}{hint}", err=True)
            sys.exit(exc.exit_code)
        except click.exceptions.Abort:
            click.echo("tresham: interrupted", err=True)
            sys.exit(130)
        sys.exit(code if isinstance(code, int) else 0)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The command list with each command's whole first paragraph, wrapped (click cuts
        it at the width of one line)."""
        rows = []
        for name in self.list_commands(ctx):
            cmd = self.get_command(ctx, name)
            if cmd is not None and not cmd.hidden:
                rows.append((name, cmd.get_short_help_str(limit=10_000)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except TreshamError as exc:
            click.echo(f"tresham: error: {one_line(str(exc))}", err=True)
            ctx.exit(BAD_INPUT)
        except KeyboardInterrupt:
            click.echo("tresham: interrupted", err=True)
            ctx.exit(130)


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="tresham")
def main() -> None:
    """Print-and-play kits and a rules checker for 18xx railway games."""


def one_line(message: str) -> str:
    """A message on one line: inner line breaks (a TOML parser's, a file name's) become spaces."""
    return " ".join(message.split())


# ------------------------------------------------------------------- games
GAMES_EXAMPLES = """Examples:

\b
  tresham games
  tresham games -q
  TRESHAM_GAMES=~/my-games tresham games --json
"""


@main.command(epilog=GAMES_EXAMPLES)
@click.option("--json", "as_json", is_flag=True, help="Print the games as JSON.")
@click.option("--quiet", "-q", is_flag=True, help="Only the ids, one a line.")
def games(as_json: bool, quiet: bool) -> None:
    """List the games: the bundled ones and those in the folders of $TRESHAM_GAMES.

    A game whose files do not read or do not agree is listed too, with what to run to see
    why (`tresham validate ID`); the list itself still succeeds.
    """
    from .data import available_games, load_game

    rows = []
    for gid in available_games():
        try:
            g = load_game(gid)
        except TreshamError as exc:
            rows.append({"id": gid, "ok": False, "problem": _why_broken(gid, exc)})
            continue
        rows.append(
            {"id": gid, "ok": True, "title": g.title, "players": sorted(g.players), "designer": g.designer}
        )
    if as_json:
        import json

        click.echo(json.dumps({"games": rows}, indent=2, ensure_ascii=False))
        return
    for row in rows:
        if quiet:
            click.echo(row["id"])
        elif row["ok"]:
            click.echo(f"{row['id']:<12} {row['title']} ({_span(row['players'])} players; {row['designer']})")
        else:
            click.echo(f"{row['id']:<12} ({row['problem']}: run `tresham validate {row['id']}`)")


def _why_broken(gid: str, exc: TreshamError) -> str:
    """Why a listed game does not load, in a few words: its findings, or the file that does not read."""
    from .data.games import resolve_game, validate_game_dir

    try:
        _, findings = validate_game_dir(resolve_game(gid))
    except TreshamError as again:
        words = str(again)
        missing = re.search(r"\d+ files? missing", words)  # a game being written, not a broken file
        return missing.group(0) if missing else "a file does not read"
    n = len(findings)
    return f"{n} finding{'s' if n != 1 else ''}" if n else one_line(str(exc))


def _span(values) -> str:
    values = sorted(values)
    if not values:
        return "?"
    return f"{values[0]}-{values[-1]}" if len(values) > 1 else str(values[0])


# ----------------------------------------------------------------- validate
VALIDATE_EXAMPLES = """Examples:

\b
  tresham validate 1862
  tresham validate ./mygame --json
"""


@main.command(epilog=VALIDATE_EXAMPLES)
@click.argument("game", shell_complete=game_ids)
@click.option("--json", "as_json", is_flag=True, help="Print the findings as JSON.")
def validate(game: str, as_json: bool) -> None:
    """Check that the files of GAME (an id or a game folder such as ./mygame) agree.

    Lists every finding with its file and key. Exit 0 if there is none, 1 if there are
    findings, 2 if a file cannot be read at all.
    """
    from .data.games import name_note, resolve_game, validate_game_dir
    from .data.validate import Finding

    folder = resolve_game(game)
    g, findings = validate_game_dir(folder)
    note = name_note(folder)
    if not findings:  # the files agree, so the rules can judge the manifest's upgrades
        from .rules.proof_upgrades import stated_upgrade_problems

        findings = [Finding(*problem) for problem in stated_upgrade_problems(g)]
    if as_json:
        import json

        rows = [{"file": f.file, "where": f.where, "message": f.message} for f in findings]
        notes = [note] if note else []
        click.echo(json.dumps({"game": g.id, "ok": not findings, "findings": rows, "notes": notes}, indent=2))
    else:
        for f in findings:
            click.echo(str(f))
        if note:
            click.echo(f"note: {note}")
        count = f"{len(findings)} finding{'s' if len(findings) != 1 else ''}"
        click.echo(f"{g.id}: " + (count if findings else "no findings"))
    if findings:
        raise SystemExit(FOUND_PROBLEMS)


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


TILE_EXAMPLES = """Examples:

\b
  tresham tile 57 -o 57.png
  tresham tile 8858 --game 18mag --rotation 2 -o 8858.svg
  tresham tile T1 --tiles ./mygame/tiles.toml -o t1.pdf
"""


@main.command(epilog=TILE_EXAMPLES)
@click.argument("name")
@click.option(
    "--game",
    "-g",
    shell_complete=game_ids,
    help="Game whose tile library to use (default: the shared library).",
)
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


TILES_EXAMPLES = """Examples:

\b
  tresham tiles -o library.pdf
  tresham tiles --game 1840 -o 1840-tiles.png
"""


@main.command(epilog=TILES_EXAMPLES)
@click.option(
    "--game", "-g", shell_complete=game_ids, help="Only this game's tiles (default: the whole library)."
)
@_output_option
@click.option("--layout", type=click.Choice(["flat", "pointy"]), help="Hex orientation.")
@_tile_file_option("Draw the tiles of this file (data/tiles format) instead.")
def tiles(game: str | None, output: Path, layout: str | None, tile_file: Path | None) -> None:
    """Draw every tile of the library (or of one game, or one file) on one sheet, for a look."""
    from .backends import save
    from .kit.tilesheet import library_sheet

    drawing, count = library_sheet(game=game, layout=layout, extra=tile_file)
    save(drawing, output)
    click.echo(f"wrote {output} ({count} tile{'s' if count != 1 else ''})")


# ----------------------------------------------------------------- manifest
MANIFEST_EXAMPLES = """Examples:

\b
  tresham manifest 1824
  tresham manifest 18mag --players 2 --json
"""


@main.command(epilog=MANIFEST_EXAMPLES)
@click.argument("game", shell_complete=game_ids)
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
    by_name = {t["name"]: t for t in report["tiles"]}
    for t in report["tiles"]:  # a two-sided tile is one piece: one line, its sides "5 | 57"
        back = by_name.get(t["pair"]) if t["pair"] else None
        if back is not None and report["tiles"].index(back) < report["tiles"].index(t):
            continue
        name = f"{t['name']} | {back['name']}" if back else t["name"]
        color = t["color"]
        if back is not None and back["color"] != color:
            color = f"{color} | {back['color']}"
        click.echo(f"  {name:<13} {color:<8} x{t['count']}" + ("  (two sides)" if back else ""))


INFO_EXAMPLES = """Examples:

\b
  tresham info 1862
  tresham info ./mygame --json
"""


@main.command(epilog=INFO_EXAMPLES)
@click.argument("game", shell_complete=game_ids)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@click.option("--quiet", "-q", is_flag=True, help="Only the first line: the game's title and id.")
def info(game: str, as_json: bool, quiet: bool) -> None:
    """A summary of GAME: players, maps, companies, trains, phases, tiles."""
    from .data import load_game
    from .report import info_lines, info_report

    g = load_game(game)
    if as_json:
        import json

        click.echo(json.dumps(info_report(g), indent=2, ensure_ascii=False))
        return
    lines = info_lines(g)
    for line in lines[:1] if quiet else lines:
        click.echo(line)


from .cli_build import register as register_build  # noqa: E402
from .cli_check import register  # noqa: E402
from .cli_examples import register as register_examples  # noqa: E402
from .cli_play import register as register_play  # noqa: E402
from .cli_replay import register as register_replay  # noqa: E402
from .cli_routes import register as register_routes  # noqa: E402

register_build(main)
register(main)
register_examples(main)
register_play(main)
register_replay(main)
register_routes(main)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
