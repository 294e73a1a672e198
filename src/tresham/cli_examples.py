"""``tresham examples`` and ``tresham example show|run``: the rulebook examples, for teachers.

Bundled examples are addressed by id (``1862/ex24-dividend-split``), never by a path
inside the package; a scenario file of one's own is named by its path (ending in ``.toml``).
``run`` checks every expectation and exits 1 on a mismatch (with ``--step`` too);
``--step`` pauses at the start and after each step (Enter goes on, ``b`` back, ``g N`` to
step N, ``s`` the whole position, ``?`` the keys, ``q`` stops: scenario/stepper.py);
``--render DIR`` draws the board and the market after each step. Bad input (an unknown
id, a broken file) exits 2, through the ``tresham`` group.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .cli_complete import example_ids, game_ids

if TYPE_CHECKING:
    from .art.drawing import Drawing
    from .engine.state import State
    from .model.game import GameDef
    from .scenario.model import Scenario

FOUND_PROBLEMS = 1  # as cli.FOUND_PROBLEMS: an expectation was not met
RENDER_DPI = 40.0  # PNG moments are for the screen: a whole map at 40 dpi,
MARKET_DPI = 120.0  # the market at 120: its tokens' names stay legible


def register(main: click.Group) -> None:
    main.add_command(examples)
    main.add_command(example)


@click.command(
    epilog="""Examples:

\b
  tresham examples
  tresham examples 1862
  tresham examples 18mag --json
"""
)
@click.argument("game", required=False, shell_complete=game_ids)
@click.option(
    "--json", "as_json", is_flag=True, help="Print a JSON list of {id, game, title, source, steps}."
)
def examples(game: str | None, as_json: bool) -> None:
    """List the worked examples (of GAME, or of every game) that `tresham example` runs."""
    from .scenario import example_ids, load_example

    found = [load_example(i) for i in example_ids(game)]
    if as_json:
        rows = [
            {"id": s.id, "game": s.game, "title": s.title, "source": s.source, "steps": len(s.steps)}
            for s in found
        ]
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    from .scenario.wrap import wrapped

    width = max((len(s.id) for s in found), default=0)
    indent = " " * (width + 2)
    for s in found:  # wrapped to 80 columns, the title and the source beside the id
        for line in [*wrapped(s.title, f"{s.id:<{width}}  ", indent), *wrapped(s.source, indent, indent)]:
            click.echo(line)


class _ExampleGroup(click.Group):
    """``example``'s commands; an example id (or a scenario file) written where the command
    goes, as in ``tresham example 1824/e7-trade-in``, is answered with the two commands that
    take it, not with "No such command"."""

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if name not in self.commands and ("/" in name or name.endswith(".toml")):
            raise click.UsageError(
                f"say what to do with {name}: `tresham example show {name}` prints it, "
                f"`tresham example run {name}` runs it (--step: one step at a time)",
                ctx,
            )
        return super().resolve_command(ctx, args)


@click.group(
    cls=_ExampleGroup,
    epilog="""Examples:

\b
  tresham example show 1862/ex24-dividend-split
  tresham example run 1824/e7-trade-in --step
  tresham example run ./my-lesson.toml
""",
)
def example() -> None:
    """Show or run one worked example by its id (see `tresham examples`), or a scenario file
    of your own (a path ending in .toml)."""


@example.command(
    epilog="""Examples:

\b
  tresham example show 1840/e1-stadtbahn-route
  tresham example show ./my-lesson.toml
"""
)
@click.argument("example_id", metavar="ID", shell_complete=example_ids)
def show(example_id: str) -> None:
    """Print the example's introduction, the book against our choices, and its steps
    without running them."""
    from .data import load_game
    from .scenario import load_example, replay, scenario_state
    from .scenario.stepper import Moments, note_box
    from .scenario.words import plain
    from .scenario.wrap import wrapped

    def say(text: str, first: str = "", rest: str = "") -> None:  # an 80-column terminal, as --step
        for line in wrapped(text, first, rest):
            click.echo(line)

    s = load_example(example_id)
    # each action is said in words of the position it is made in: played, never checked here
    moments = replay(scenario_state(load_game(s.game), s), s.actions, Moments())
    say(f"{s.title}  [{s.id}]")
    say(f"Source: {s.source}")
    say(f"Players: {', '.join(s.players)}")
    for paragraph in s.introduction.split("\n\n"):
        if paragraph.strip():
            click.echo("")
            say(paragraph)
    for line in [""] + note_box(s.notes_at(None)) if s.notes_at(None) else []:
        click.echo(line)
    for n, step in enumerate(s.steps, 1):
        click.echo("")
        say(f"Step {n}: {plain(step.action, moments[n - 1].before)}", "", "    ")
        if step.explain:
            say(step.explain, "  ", "  ")
        for line in note_box(s.notes_at(n)):
            click.echo(line)
        wanted = step.expect.to_dict()
        if wanted:
            say(f"expect: {json.dumps(wanted, ensure_ascii=False)}", "  ", "    ")
    if s.notes:
        click.echo("")
        say(f"Notes: {s.notes}")


@example.command(
    epilog="""Examples:

\b
  tresham example run 1862/ex24-dividend-split
  tresham example run 18mag/e6-minor-revenue-split --step
  tresham example run 1824/e7-trade-in --render pictures --format png
"""
)
@click.argument("example_id", metavar="ID", shell_complete=example_ids)
@click.option("--json", "as_json", is_flag=True, help='Print {"id", "ok", "steps": [...]} as JSON.')
@click.option("--step", "stepping", is_flag=True,
              help="Pause at the start and after each step: Enter, b, g N, r, s, ? (keys), q.")  # fmt: skip
@click.option("--render", "render_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Write the board and the market after each step into this folder.")  # fmt: skip
@click.option("--format", "fmt", type=click.Choice(["svg", "png", "pdf"]), default="svg", show_default=True,
              help="File format for --render.")  # fmt: skip
def run(example_id: str, as_json: bool, stepping: bool, render_dir: Path | None, fmt: str) -> None:
    """Run every step of an example and check what each should do. Exit 1 on a mismatch."""
    from .data import load_game
    from .scenario import Checker, Stepper, load_example, replay, scenario_state

    scenario = load_example(example_id)
    game = load_game(scenario.game)
    state = scenario_state(game, scenario)
    if render_dir is not None:
        _render_all(game, scenario, state, render_dir, fmt)
    if stepping:
        stepper = Stepper(scenario, state, _show, _ask)
        at = stepper.run()
        total = stepper.total
        done = stepper.ended or at == total
        click.echo(f"End of {scenario.id}." if done else f"Stopped after step {at} of {total}.")
        if stepper.mismatched:
            click.echo(f"MISMATCH at step {', '.join(map(str, sorted(stepper.mismatched)))}")
            raise SystemExit(FOUND_PROBLEMS)
        return
    report = replay(state, scenario.actions, Checker(scenario))
    if as_json:
        click.echo(json.dumps(report.to_dict(), indent=2, ensure_ascii=False))
    else:
        for s in report.steps:
            click.echo(f"{'ok ' if s.ok else 'BAD'} step {s.n}: {s.action['type']} by {s.action['entity']}")
            for key in s.wrong:
                click.echo(f"      {key}: expected {json.dumps(s.expected.get(key), ensure_ascii=False)}, "
                           f"got {json.dumps(s.actual.get(key), ensure_ascii=False)}")  # fmt: skip
        verdict = f"all {len(report.steps)} steps as expected" if report.ok else "MISMATCH"
        click.echo(f"{scenario.id}: {verdict}")
    if not report.ok:
        raise SystemExit(FOUND_PROBLEMS)


def _ask(prompt: str) -> str | None:
    """Wait for the teacher's key (and Enter); None at the end of input (Ctrl-D, a closed
    pipe), which stops as cleanly as ``q``. Ctrl-C interrupts (exit 130, through the
    group), once the prompt's line is ended so that "interrupted" stands on a line of its own."""
    click.echo(prompt, nl=False)
    stdin = sys.stdin
    try:
        answer = stdin.readline()
    except KeyboardInterrupt:
        click.echo("")
        raise
    if not answer or not stdin.isatty():  # a terminal echoes the answer's newline; a pipe does not
        click.echo("")
    return answer or None


def _show(lines: list[str]) -> None:
    """A screen of the stepper: printed when it fits the terminal, else through the pager
    (``less``, left on the screen when it quits: the explanation never scrolls away unread)."""
    import os
    import shutil

    height = shutil.get_terminal_size((80, 24)).lines
    if sys.stdout.isatty() and len(lines) > height - 2:
        os.environ.setdefault("LESS", "-FRX")
        click.echo_via_pager("\n".join(lines) + "\n")
        return
    for line in lines:
        click.echo(line)


def _render_all(game: GameDef, scenario: Scenario, state: State, folder: Path, fmt: str) -> None:
    """The board and the market at the start and after each step, as FORMAT files in FOLDER."""
    from .backends import save
    from .scenario import States, replay
    from .scenario.render import moments

    states = replay(state, scenario.actions, States())
    folder.mkdir(parents=True, exist_ok=True)
    written = 0
    for name, drawing in moments(states, _draw_moment):
        save(drawing, folder / f"{name}.{fmt}", dpi=RENDER_DPI if name.endswith("board") else MARKET_DPI)
        written += 1
    click.echo(f"wrote {written} files to {folder}", err=True)


def _draw_moment(state: State) -> list[tuple[str, Drawing]]:
    """The board (the kit's map art with the tiles and tokens in place) and the market."""
    from .art.board import draw_moment
    from .art.drawing import Drawing
    from .art.papers.market_moment import market_moment
    from .cli_moment import board_pieces, map_drawing
    from .rules.routes.picture import board_map

    laid, stations = board_pieces(state.board)
    title = f"{state.game.title}: {state.round.label}, phase {state.phase}"
    # board_map: 18 Lilliput's unbounded grid prints only Mildendo; laid cells are added
    art = draw_moment(state.game, board_map(state.board), laid, stations, caption=title)
    board_d = map_drawing(art, title)
    priced = sorted(
        (
            (cs.stack, cid, cs.cell)
            for cid, cs in state.companies.items()
            if cs.cell is not None and not cs.closed
        )
    )
    market = market_moment(state.game, state.market, [(cid, cell) for _, cid, cell in priced])
    market_d = Drawing(market.width, market.height, [market.front], units_per_mm=1.0, title=title)
    return [("board", board_d), ("market", market_d)]
