"""``tresham replay``: check and draw a game exported from 18xx.games."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from .scenario.export_replay import ReplayReport


def register(main: click.Group) -> None:
    """Add the replay command to the ``tresham`` group."""
    main.add_command(replay)


@click.command()
@click.argument("export_file", metavar="EXPORT.json", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--until", type=click.IntRange(min=0), help="Stop after the action with this id.")
@click.option(
    "--render",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Draw the board at that moment: .svg, .pdf or .png.",
)
@click.option(
    "--layout",
    "layout_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the position at that moment as a layout file (TOML) for check, legal and routes.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def replay(
    export_file: Path, until: int | None, render: Path | None, layout_file: Path | None, as_json: bool
) -> None:
    """Replay a game exported from 18xx.games: check every tile lay and token against the
    rules, and print or draw the board. Exit 1 if any was rejected."""
    from .scenario.export import load_export
    from .scenario.export_replay import replay_export

    report = replay_export(load_export(export_file), until)
    if render is not None:
        _render(report, render)
    if layout_file is not None:
        from .outfile import write_bytes
        from .scenario.layout_write import layout_text

        write_bytes(layout_file, layout_text(report).encode("utf-8"))
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
        for note in report.notes:
            click.echo(f"note: {note}", err=True)
    else:
        _print(report, export_file)
    for path in (render, layout_file):
        if path is not None:
            click.echo(f"wrote {path}", err=as_json)
    if not report.ok:
        raise SystemExit(1)


def _print(report: ReplayReport, file: Path) -> None:
    export = report.export
    moment = f", up to action {report.until}" if report.until is not None else ""
    click.echo(f"{file}: {export.game.title}, {len(export.players)} players{moment}")
    click.echo(f"  map: {export.map.name or export.map.id}")
    for r in report.rejected:
        what = f"{r.tile} in {r.hex}" if r.tile else r.hex
        click.echo(f"  BAD action {r.action} {r.kind} {what}: {r.violation.rule}: {r.violation.message}")
        click.echo(f"        [{r.violation.source}]")
    for note in report.notes:
        click.echo(f"  note: {note}")
    skipped = ", ".join(f"{k} {n}" for k, n in sorted(report.skipped.items()))
    click.echo(
        f"lays {report.lays} ({report.accepted} accepted), tokens {report.tokens}, "
        f"undone {report.undone}; not replayed: {skipped or 'none'}"
    )
    click.echo("every lay and token accepted" if report.ok else f"{len(report.rejected)} rejection(s)")


def _render(report: ReplayReport, path: Path) -> None:
    from .art.board import draw_moment
    from .backends import save
    from .cli_moment import board_pieces, map_drawing

    tiles, stations = board_pieces(report.board, report.rules.supply.base_name)
    export = report.export
    moment = f"after action {report.until}" if report.until is not None else "at the end of the game"
    caption = f"{export.title} from 18xx.games ({export.file}), {moment}; tokens in play ringed in black"
    art = draw_moment(export.game, export.map, tiles, stations, caption)
    save(map_drawing(art, f"{export.game.title}: {moment}"), path)
