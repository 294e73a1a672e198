"""``tresham play``: the bank at the table for a printed copy. Each turn shows whose turn
it is, the round, a compact state and the actions offered, numbered; the players type a
number or a short form. The game is saved after every action as an 18xx.games hotseat
file (``--file``; atomically: a temporary file, then a rename), which ``tresham play
--file`` goes on with and ``tresham replay`` reads back."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from .scenario.play import Session

PLAY_EXAMPLES = """Examples:

\b
  tresham play 18lilliput --players Ann,Bob,Cy
  tresham play 18mag --players Ann,Bob,Cy,Dee --seed 7 --file mag.json
  tresham play --file mag.json            (go on with a saved game)
  tresham play 1862 --players A,B,C --option short_length --render out/
"""


def register(main: click.Group) -> None:
    """Add the play command to the ``tresham`` group."""
    main.add_command(play)


@click.command(epilog=PLAY_EXAMPLES)
@click.argument("game", required=False)
@click.option("--players", help="The players' names in seat order, comma-separated: Ann,Bob,Cy.")
@click.option(
    "--seed", type=click.IntRange(min=0), help="Seed of the set-up's draws (default: a random one)."
)
@click.option(
    "--option", "options", multiple=True, help="An 18xx.games optional rule tresham plays (repeatable)."
)
@click.option(
    "--file",
    "save_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The saved game (18xx.games hotseat JSON): written after every action; read if it exists.",
)
@click.option(
    "--render",
    "render_dir",
    type=click.Path(file_okay=False, path_type=Path),
    help="Keep board.svg (and market.txt) in this folder up to date.",
)
def play(
    game: str | None,
    players: str | None,
    seed: int | None,
    options: tuple[str, ...],
    save_file: Path | None,
    render_dir: Path | None,
) -> None:
    """Play GAME at the table: tresham keeps the bank, checks every action, and saves the
    game after each one. Without --file the game is saved as GAME-SEED.json."""
    from . import __version__
    from .data import load_game
    from .outfile import write_bytes
    from .scenario.play import Session

    def saver(data: dict[str, Any]) -> None:
        assert target is not None
        write_bytes(target, (json.dumps(data, indent=1, ensure_ascii=False) + "\n").encode("utf-8"))

    target = save_file
    if save_file is not None and save_file.exists():
        if game or players or seed is not None or options:
            raise click.UsageError(f"{save_file} exists: to go on with it give only --file (and --render)")
        session = _resume(save_file, saver, __version__)
        click.echo(f"going on with {save_file}: {session.state.game.title}")
        click.echo(f"seed {session.state.setup.seed}; {len(session.states) - 1} action(s) standing")
    else:
        if not game or not players:
            raise click.UsageError("give GAME and --players (or --file with a saved game)")
        names = [n.strip() for n in players.split(",") if n.strip()]
        if len(set(names)) != len(names):
            raise click.BadParameter("two players have the same name", param_hint="--players")
        g = load_game(game)
        if g.players and len(names) not in g.players:
            span = ", ".join(str(n) for n in sorted(g.players))
            raise click.BadParameter(
                f"{g.title} is for {span} players, not {len(names)}", param_hint="--players"
            )
        drawn = seed if seed is not None else random.randrange(1, 2**31 - 1)
        session = Session.new(g, names, seed=drawn, options=options, saver=saver, version=__version__)
        target = save_file or Path(f"{g.id}-{drawn}.json")
        click.echo(f"{g.title} for {', '.join(names)}")
        click.echo(f"seed {drawn}; saving to {target} after every action")
        saver(session.export())
    render = _renderer(render_dir) if render_dir is not None else None
    _loop(session, render)


def _resume(path: Path, saver: Callable[[dict[str, Any]], None], version: str) -> Session:
    from .errors import ExportError
    from .scenario.export import load_export
    from .scenario.play import Session

    export = load_export(path)
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))["actions"]
    except (OSError, ValueError, KeyError) as exc:
        raise ExportError(f"{path}: cannot read its actions: {exc}") from None
    return Session.resume(export, raw, saver=saver, version=version)


def _loop(session: Session, render: Callable[[Session], None] | None) -> None:
    from .scenario.play_commands import respond
    from .scenario.play_view import action_lines, end_lines, state_lines, who_acts

    show_turn = True
    while True:
        if render is not None and show_turn:
            render(session)
        if session.over and show_turn:
            for line in end_lines(session.state):
                click.echo(line)
        elif show_turn:
            click.echo("")
            click.echo("=" * 80)
            click.echo(who_acts(session.state, session.offered()))
            for line in state_lines(session.state):
                click.echo(line)
            click.echo("-" * 80)
            for line in action_lines(session.state, session.offered()):
                click.echo(line)
        try:
            text = click.prompt("play", prompt_suffix="> ", default="", show_default=False)
        except (EOFError, click.exceptions.Abort):
            click.echo("\nsaved; `tresham play --file FILE` goes on with the game")
            return
        reply = respond(session, text)
        for line in reply.lines:
            click.echo(line)
        if reply.quit:
            return
        show_turn = reply.changed


def _renderer(folder: Path) -> Callable[[Session], None]:
    """Draws the board (board.svg) and writes the market (market.txt) into ``folder``."""
    from .art.board import draw_moment
    from .backends import save
    from .cli_moment import board_pieces, map_drawing
    from .outfile import write_bytes
    from .scenario.play_view import market_lines

    def render(session: Session) -> None:
        state = session.state
        tiles, stations = board_pieces(state.board, state.rules.supply.base_name)
        moment = f"{state.round.label}, phase {state.phase}"
        art = draw_moment(state.game, state.board.map, tiles, stations, f"{state.game.title}: {moment}")
        save(map_drawing(art, f"{state.game.title}: {moment}"), folder / "board.svg")
        write_bytes(folder / "market.txt", ("\n".join(market_lines(state)) + "\n").encode("utf-8"))

    folder.mkdir(parents=True, exist_ok=True)
    return render


if __name__ == "__main__":  # pragma: no cover
    sys.exit(play())
