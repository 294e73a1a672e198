"""``tresham check``, ``tresham legal`` and ``tresham proof``: the layout checker's commands."""

from __future__ import annotations

import json
from pathlib import Path

import click

from .cli_complete import game_ids


def register(main: click.Group) -> None:
    """Add the checker's commands to the ``tresham`` group."""
    main.add_command(check)
    main.add_command(legal)
    main.add_command(proof)


@click.command(
    epilog="""Examples:

\b
  tresham check layout.toml
  tresham check data/games/18mag/examples/layout-budapest.toml --json
  tresham replay game.json --until 400 --layout - | tresham check -
"""
)
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def check(file: Path, as_json: bool) -> None:
    """Check the tile lays and tokens of a layout FILE (TOML; `-` reads standard input) rule by rule.

    An illegal lay or token is refused and the next ones are judged without it. Exit 0 when
    everything is legal, 1 when something is refused, 2 when the file cannot be read."""
    from .scenario.layout import load_layout
    from .scenario.layout_check import check_layout

    report = check_layout(load_layout(file))
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
    else:
        for line in report.to_text(str(file)):
            click.echo(line)
    if not report.ok:
        raise SystemExit(1)


@click.command(
    epilog="""Examples:

\b
  tresham legal layout.toml --hex E12
  tresham legal layout.toml --hex D13 --company 1 --json
"""
)
@click.argument("file", type=click.Path(dir_okay=False, allow_dash=True, path_type=Path))
@click.option("--hex", "hex_", required=True, help="The hex (or 18 Lilliput cell 'x,y') to list lays for.")
@click.option("--company", help="Only lays connected to this company's network.")
@click.option("--json", "as_json", is_flag=True, help="Print the options as JSON.")
def legal(file: Path, hex_: str, company: str | None, as_json: bool) -> None:
    """Every legal (tile, rotation) for one hex of the position in FILE, with its cost."""
    from .rules.legal import option_dict
    from .scenario.layout import load_layout
    from .scenario.layout_check import legal_lays, why_no_lay

    layout = load_layout(file)
    options = legal_lays(layout, hex_, company)
    why = why_no_lay(layout, hex_, company) if not options else []
    if as_json:
        found: dict[str, object] = {"hex": hex_, "options": [option_dict(o) for o in options]}
        if not options:
            found["why"] = [
                {"rule": v.rule, "message": v.message, "source": v.source, "tiles": list(tiles)}
                for v, tiles in why
            ]
        click.echo(json.dumps(found, indent=2, ensure_ascii=False))
        return
    if not options:
        click.echo(f"{hex_}: no legal lay")
        for v, tiles in why:
            stops = f" ({_tiles_named(tiles)})" if tiles else ""
            click.echo(f"  {v.rule}{stops}: {v.message}" + (f" [{v.source}]" if v.source else ""))
        return
    for tile, rotations, cost in _grouped(options):
        money = f"  cost {layout.game.money(cost)}" if cost else ""
        click.echo(f"{tile}@{'/'.join(map(str, rotations))}{money}")


def _grouped(options) -> list[tuple[str, list[int], int]]:
    """One line per tile and cost, its rotations together: ``8850@0/1/2/3/4/5``."""
    rows: dict[tuple[str, int], list[int]] = {}
    for o in options:
        rows.setdefault((o.tile.name, o.cost), []).append(o.action.rotation)
    return [(tile, rotations, cost) for (tile, cost), rotations in rows.items()]


def _tiles_named(tiles: tuple[str, ...], shown: int = 6) -> str:
    """``3 tiles: 7, 8, 9``; past ``shown`` names, how many more."""
    from .plurals import plural

    names = ", ".join(tiles[:shown]) + (f" and {len(tiles) - shown} more" if len(tiles) > shown else "")
    return f"{plural(len(tiles), 'tile')}: {names}"


@click.command(
    epilog="""Examples:

\b
  tresham proof 1840
  tresham proof 18mag --players 2 --svg chart.svg
  tresham proof ./mygame --json
"""
)
@click.argument("game", shell_complete=game_ids)
@click.option("--players", type=int, help="Player count (picks the map variant).")
@click.option(
    "--svg", "svg", type=click.Path(dir_okay=False, path_type=Path), help="Write the upgrade chart here."
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def proof(game: str, players: int | None, svg: Path | None, as_json: bool) -> None:
    """The designer's tile proof of GAME: first tiles per hex, unreachable tiles, supply.

    Exit 1 if it found problems."""
    from .data import load_game
    from .rules.proof import proof as run_proof

    report = run_proof(load_game(game), players)
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
    else:
        click.echo(report.to_text())
    if svg is not None:
        from .art.chart import chart_drawing
        from .backends import save

        g = report.game
        save(chart_drawing(g.title, g.layout, report.chart_tiles(), report.edges), svg)
        click.echo(f"wrote {svg}", err=as_json)
    if not report.ok:
        raise SystemExit(1)
