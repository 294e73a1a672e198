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
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click

from .cli_complete import example_ids, game_ids

if TYPE_CHECKING:
    from .art.drawing import Drawing
    from .engine.state import State
    from .scenario.model import Scenario

FOUND_PROBLEMS = 1  # as cli.FOUND_PROBLEMS: an expectation was not met
RENDER_DPI = 40.0  # PNG moments are for the screen: a whole map at 40 dpi,
CROPPED_DPI = 100.0  # a map cut to the example's hexes at 100,
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
    from .scenario.stepper import Moments, note_box, words_box
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
    notes, words = note_box(s.notes_at(None)), words_box(s, moments)
    start_box = notes + ([""] if notes and words else []) + words
    for line in [""] + start_box if start_box else []:
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
@click.option("--dpi", type=click.FloatRange(10, 1200), default=None,
              help=f"PNG resolution for --render (default: the board at {RENDER_DPI:g}, "
                   f"{CROPPED_DPI:g} with --crop; the market at {MARKET_DPI:g}).")  # fmt: skip
@click.option("--scale", type=click.FloatRange(0.1, 20), default=1.0, show_default=True,
              help="Multiply the PNG resolution of --render (2: twice as wide and high).")  # fmt: skip
@click.option("--crop", is_flag=True,
              help="Cut the board of --render to the hexes the example plays on (and a ring).")  # fmt: skip
def run(example_id: str, as_json: bool, stepping: bool, render_dir: Path | None, fmt: str,
        dpi: float | None, scale: float, crop: bool) -> None:  # fmt: skip
    """Run every step of an example and check what each should do. Exit 1 on a mismatch."""
    from .data import load_game
    from .scenario import Checker, Stepper, load_example, replay, scenario_state

    scenario = load_example(example_id)
    game = load_game(scenario.game)
    state = scenario_state(game, scenario)
    if render_dir is not None:
        _render_all(scenario, state, render_dir, fmt, _Size(dpi, scale, crop), crop)
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


@dataclass(frozen=True)
class _Size:
    """The PNG resolution of ``--render``: ``dpi`` for every picture (None: the board at
    RENDER_DPI, or CROPPED_DPI when cut, the market at MARKET_DPI), times ``scale``."""

    dpi: float | None
    scale: float
    cropped: bool = False

    def of(self, part: str) -> float:
        board = CROPPED_DPI if self.cropped else RENDER_DPI
        base = self.dpi if self.dpi is not None else board if part == "board" else MARKET_DPI
        return base * self.scale


def _render_all(scenario: Scenario, state: State, folder: Path, fmt: str, size: _Size, crop: bool) -> None:
    """The board and the market at the start and after each step, as FORMAT files in FOLDER,
    each under the step's number and sentence; the board cut to the example's hexes with
    ``crop``."""
    from .backends import save
    from .cli_pictures import moment_pictures
    from .scenario.lesson import lesson

    taught = lesson(scenario, state)
    folder.mkdir(parents=True, exist_ok=True)
    width = max(2, len(str(len(taught.steps))))
    written = 0
    for step in taught.pages:
        caption = f"{scenario.id}: " + ("the start, before step 1" if step.n == 0 else step.heading)
        cut = taught.touched if crop else ()
        shown = moment_pictures(step.state, caption, cut, step.runs, taught.letters)
        for part, drawing in shown:
            save(drawing, folder / f"step-{step.n:0{width}d}-{part}.{fmt}", dpi=size.of(part))
            written += 1
    click.echo(f"wrote {written} files to {folder}", err=True)


@example.command(
    epilog="""Examples:

\b
  tresham example handout 1862/ex05-merger-one -o lesson.pdf
  tresham example handout 18lilliput/e5-revenue-example-1 -o lesson.html --paper letter
"""
)
@click.argument("example_id", metavar="ID", shell_complete=example_ids)
@click.option("-o", "--output", "out", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="The handout: a .pdf to print, or a .html to open in a browser (and print).")  # fmt: skip
@click.option("--paper", type=click.Choice(["a4", "letter"]),
              help="The paper it prints on (default: yours, as for build; else a4).")  # fmt: skip
@click.option("--whole-board", is_flag=True,
              help="Draw the whole board, not only the hexes the example plays on.")  # fmt: skip
def handout(example_id: str, out: Path, paper: str | None, whole_board: bool) -> None:
    """Write a handout of the example: a page per step with its explanation, the book
    against our choices, what happened and changed, the board, the market and the position."""
    from .config import default_paper

    paper = paper or default_paper()
    from .data import load_game
    from .errors import OutputError
    from .outfile import write_bytes
    from .scenario import load_example, scenario_state
    from .scenario.lesson import LessonStep, lesson

    suffix = out.suffix.lower()
    if suffix not in (".pdf", ".html", ".htm"):
        raise OutputError(f"{out}: a handout is a .pdf or a .html file")
    scenario = load_example(example_id)
    taught = lesson(scenario, scenario_state(load_game(scenario.game), scenario))
    crop = () if whole_board else taught.touched

    def pictures(step: LessonStep, caption: str) -> list[tuple[str, Drawing]]:
        from .cli_pictures import moment_pictures

        # no caption: the page's heading says the step
        return moment_pictures(step.state, "", crop, step.runs, taught.letters)

    if suffix == ".pdf":
        from .backends.pdf import to_pdf
        from .handout.pages import handout_pages

        data = to_pdf(handout_pages(taught, pictures, paper), title=f"{taught.title} ({taught.id})")
    else:
        from .handout.html import handout_html

        data = handout_html(taught, pictures, paper).encode("utf-8")
    write_bytes(out, data)
    click.echo(f"wrote {out}: the start and {len(taught.steps)} steps of {taught.id} ({paper})", err=True)
