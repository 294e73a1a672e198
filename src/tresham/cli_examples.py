"""``tresham examples`` and ``tresham example show|run``: the rulebook examples, for teachers.

Examples are addressed by id (``1862/ex24-dividend-split``), never by a path. ``run``
checks every expectation and exits 1 on a mismatch; ``--step`` pauses after each step
(Enter goes on, ``q`` stops); ``--render DIR`` draws the board and the market after each
step. Bad input (an unknown id, a broken file) exits 2.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import click

from .errors import TreshamError


def register(main: click.Group) -> None:
    main.add_command(examples)
    main.add_command(example)


@contextmanager
def _bad_input() -> Iterator[None]:
    """A ``TreshamError`` is bad input: one line on stderr and exit code 2."""
    try:
        yield
    except TreshamError as exc:
        click.echo(f"tresham: error: {exc}", err=True)
        raise SystemExit(2) from None


@click.command()
@click.argument("game", required=False)
@click.option(
    "--json", "as_json", is_flag=True, help="Print a JSON list of {id, game, title, source, steps}."
)
def examples(game: str | None, as_json: bool) -> None:
    """List the worked examples (of GAME, or of every game) that `tresham example` runs."""
    from .scenario import example_ids, load_example

    with _bad_input():
        found = [load_example(i) for i in example_ids(game)]
    if as_json:
        rows = [
            {"id": s.id, "game": s.game, "title": s.title, "source": s.source, "steps": len(s.steps)}
            for s in found
        ]
        click.echo(json.dumps(rows, indent=2, ensure_ascii=False))
        return
    width = max((len(s.id) for s in found), default=0)
    for s in found:
        click.echo(f"{s.id:<{width}}  {s.title}")
        click.echo(f"{'':<{width}}  {s.source}")


@click.group()
def example() -> None:
    """Show or run one worked example by its id (see `tresham examples`)."""


@example.command()
@click.argument("example_id", metavar="ID")
def show(example_id: str) -> None:
    """Print the example's introduction and its steps without running them."""
    from .scenario import load_example
    from .scenario.visitors import describe

    with _bad_input():
        s = load_example(example_id)
    click.echo(f"{s.title}  [{s.id}]")
    click.echo(f"Source: {s.source}")
    click.echo(f"Players: {', '.join(s.players)}")
    if s.introduction:
        click.echo("")
        click.echo(s.introduction)
    for n, step in enumerate(s.steps, 1):
        click.echo("")
        click.echo(f"Step {n}: {describe(step.action)}")
        if step.explain:
            click.echo(f"  {step.explain}")
        wanted = step.expect.to_dict()
        if wanted:
            click.echo(f"  expect: {json.dumps(wanted, ensure_ascii=False)}")
    if s.notes:
        click.echo("")
        click.echo(f"Notes: {s.notes}")


@example.command()
@click.argument("example_id", metavar="ID")
@click.option("--json", "as_json", is_flag=True, help='Print {"id", "ok", "steps": [...]} as JSON.')
@click.option("--step", "stepping", is_flag=True, help="Pause after each step: Enter goes on, q stops.")
@click.option("--render", "render_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Write the board and the market after each step into this folder.")  # fmt: skip
@click.option("--format", "fmt", type=click.Choice(["svg", "png", "pdf"]), default="svg", show_default=True,
              help="File format for --render.")  # fmt: skip
def run(example_id: str, as_json: bool, stepping: bool, render_dir: Path | None, fmt: str) -> None:
    """Run every step of an example and check what each should do. Exit 1 on a mismatch."""
    from .data import load_game
    from .scenario import Checker, Stepper, load_example, replay, scenario_state

    with _bad_input():
        scenario = load_example(example_id)
        game = load_game(scenario.game)
        state = scenario_state(game, scenario)
        if render_dir is not None:
            _render_all(game, scenario, state, render_dir, fmt)
    if stepping:
        replay(state, scenario.actions, Stepper(scenario, click.echo, _pause))
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
        raise SystemExit(1)


def _pause() -> bool:
    answer = click.prompt("  [Enter] next, q quit", default="", show_default=False, prompt_suffix=" ")
    return answer.strip().lower() not in ("q", "quit")


def _render_all(game: object, scenario: object, state: object, folder: Path, fmt: str) -> None:
    from .kit.moment import draw_moment, write_drawing
    from .scenario import States, replay
    from .scenario.render import moments

    assert hasattr(scenario, "actions")
    states = replay(state, scenario.actions, States())  # type: ignore[arg-type]
    draw: Callable[..., object] = draw_moment
    for name, drawing in moments(states, draw):
        write_drawing(drawing, folder / f"{name}.{fmt}", fmt)
    click.echo(f"wrote {len(states)} moments to {folder}", err=True)
