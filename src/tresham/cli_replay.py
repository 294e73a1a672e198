"""``tresham replay``: play a game exported from 18xx.games through the engine, check its
board, and print, trace or draw it."""

from __future__ import annotations

import contextlib
import json
import sys
import textwrap
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .plurals import plural

if TYPE_CHECKING:
    from .scenario.replay_report import WholeReplay

SHOWN_REFUSALS = 12  # the text report lists this many refusals; --json lists them all


def register(main: click.Group) -> None:
    """Add the replay command to the ``tresham`` group."""
    main.add_command(replay)


@click.command(
    epilog="""Examples:

\b
  tresham replay game.json
  tresham replay game.json --until 412 --render board.png
  tresham replay game.json --trace ours.jsonl --json
  tresham replay game.json --until 412 --layout - | tresham check -
"""
)
@click.argument(
    "export_file", metavar="EXPORT.json", type=click.Path(dir_okay=False, allow_dash=True, path_type=Path)
)
@click.option("--until", type=click.IntRange(min=0), help="Stop after the action with this id.")
@click.option(
    "--render",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Draw the board at that moment: .svg, .pdf or .png.",
)
@click.option(
    "--layout",
    "layout_file",
    type=click.Path(dir_okay=False, allow_dash=True, path_type=Path),
    help="Write the position at that moment as a layout file (TOML) for check, legal and routes "
    "(`-`: to standard output, the report then to standard error).",
)
@click.option(
    "--trace",
    "trace_file",
    type=click.Path(dir_okay=False, allow_dash=True, path_type=Path),
    help="Write the state after every applied action (JSON lines, the site's trace format; "
    "`-`: to standard output, the report then to standard error).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def replay(
    export_file: Path,
    until: int | None,
    render: Path | None,
    layout_file: Path | None,
    trace_file: Path | None,
    as_json: bool,
) -> None:
    """Replay a game exported from 18xx.games through the engine: every action judged and
    applied as recorded, every tile lay and token checked against the rules. Prints the
    final values (or, with --until, the whole state at that moment). Exit 1 if the rules
    refused any action. EXPORT.json may be `-`, standard input."""
    from .outfile import STDOUT, write_bytes
    from .scenario.export import load_export
    from .scenario.replay_report import replay_whole

    piped = [p for p in (layout_file, trace_file) if p is not None and str(p) == STDOUT]
    if len(piped) > 1:
        raise click.UsageError("only one of --layout and --trace can write to standard output (-)")
    whole = replay_whole(load_export(export_file), until, trace=trace_file is not None)
    if render is not None:
        _render(whole, render)
    if layout_file is not None:
        from .scenario.layout_write import layout_text

        state = whole.engine.state if whole.engine is not None else None
        write_bytes(layout_file, layout_text(whole.board, state).encode("utf-8"))
    if trace_file is not None and whole.trace is not None:
        write_bytes(trace_file, whole.trace.text().encode("utf-8"))
    with contextlib.redirect_stdout(sys.stderr) if piped else contextlib.nullcontext():
        if as_json:
            click.echo(json.dumps(whole.to_dict(), indent=2, ensure_ascii=False))
            for note in whole.notes:
                click.echo(f"note: {note}", err=True)
        else:
            _print(whole, export_file)
        for path in (render, layout_file, trace_file):
            if path is not None and str(path) != STDOUT:
                click.echo(f"wrote {path}", err=as_json)
    if not whole.ok:
        raise SystemExit(1)


def _print(whole: WholeReplay, file: Path) -> None:
    from .scenario.moment import moment_lines

    export, board, engine = whole.export, whole.board, whole.engine
    moment = f", up to action {whole.until}" if whole.until is not None else ""
    click.echo(f"{file}: {export.game.title}, {len(export.players)} players{moment}")
    click.echo(f"  map: {export.map.name or export.map.id}")
    for r in board.rejected:
        what = f"{r.tile} in {r.hex}" if r.tile else r.hex
        click.echo(f"  BAD action {r.action} {r.kind} {what}: {r.violation.rule}: {r.violation.message}")
        click.echo(f"        [{r.violation.source}]")
    refused = whole.engine_refusals
    for no in refused[:SHOWN_REFUSALS]:
        click.echo(f"  REFUSED action {no.action} {no.type}: {no.rule}: {no.message}")
    if len(refused) > SHOWN_REFUSALS:
        more = plural(len(refused) - SHOWN_REFUSALS, "more refusal")
        click.echo(f"  ... and {more} (--json lists them all)")
    for note in whole.notes:
        click.echo(f"  note: {note}")
    played = f"actions {engine.actions}, applied {engine.applied}, " if engine is not None else ""
    click.echo(
        f"{played}refused {len(refused)}; board: lays {board.lays} ({board.accepted} accepted), "
        f"tokens {board.tokens}, undone {board.undone}"
    )
    click.echo("every action accepted" if whole.ok else f"{plural(len(whole.refused), 'refusal')} in all")
    picks = whole.pick_list()
    if picks:
        laid = plural(sum(n for _, n in picks), "tile")
        click.echo(f"tiles on the board ({laid}; take them from the box):")
        for line in textwrap.wrap(", ".join(f"{name} ×{n}" for name, n in picks), 76):
            click.echo(f"  {line}")
    if engine is None:
        click.echo("the engine played no action: only the board was replayed")
        return
    if whole.until is not None:
        click.echo(f"the state after action {whole.until}:")
        for line in moment_lines(engine.state, whole.names):
            click.echo(line)
        return
    values = whole.values()
    money = whole.board.export.game.money  # the game's currency, as every other figure
    listed = ", ".join(f"{n} {money(v)}" for n, v in sorted(values.items(), key=lambda nv: -nv[1]))
    if whole.end is None:
        where = f"after action {engine.last} ({engine.state.round.label})"
        click.echo(f"the record stops {where}; the game is not over")
        click.echo(f"values then: {listed}")
    else:
        click.echo(f"game over: {whole.end['reason']}")
        click.echo(f"final scores: {listed}; winner: {whole.end['winner']}")


def _render(whole: WholeReplay, path: Path) -> None:
    from .art.board import draw_moment
    from .backends import save
    from .cli_moment import board_pieces, map_drawing, market_drawing

    report = whole.board
    tiles, stations = board_pieces(report.board, report.rules.supply.base_name)
    export = report.export
    moment = f"after action {report.until}" if report.until is not None else "at the end of the game"
    caption = f"{export.title} from 18xx.games ({export.file}), {moment}; tokens in play ringed in black"
    art = draw_moment(export.game, export.map, tiles, stations, caption)
    save(map_drawing(art, f"{export.game.title}: {moment}"), path)
    if whole.engine is not None:  # the market beside it: board.png and board-market.png
        market = market_path(path)
        save(
            market_drawing(whole.engine.state, f"{export.game.title}: the market {moment}"), market, dpi=120.0
        )
        click.echo(f"wrote {market}", err=True)


def market_path(board: Path) -> Path:
    """Where ``--render FILE`` draws the market: beside the board, ``FILE-market`` with its suffix."""
    return board.with_name(f"{board.stem}-market{board.suffix}")
