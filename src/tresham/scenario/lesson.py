"""An example as a lesson: everything a handout prints, step by step, without the art.

``lesson(scenario, start)`` plays the example once and keeps, for the start and for each
step, what the stepper shows at the terminal (``stepper.py``): the step in words, the file's
explanation, the box "The book and our choices" with the notes on that step, what the engine
said happened, the table of what changed (rows, not columns of text), the whole position
after it, the runs of a ``run_routes`` step that names its stops (``traced.py``), and the
state itself, which the caller draws (the board and the market).
``touched`` lists the hexes the example plays on (tiles laid, tokens placed or taken, cities
named by its actions, the places the book names by letter), which a picture may crop to.

The scenario layer never imports the art: the handout (``handout/``) and the
CLI do the drawing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..engine.state import State
from ..model.actions import Action, RunRoutes
from .diff import Change, changes
from .model import NOTE_HEADINGS, BookNote, Scenario
from .observe import mismatches, observe
from .position import position
from .replay_loop import replay
from .stepper import BOX_TITLE, Moments, example_texts
from .traced import TracedRun, traced_runs
from .vocabulary import BOX_TITLE as WORDS_TITLE
from .vocabulary import glossary
from .words import plain, with_letters, with_places


@dataclass(frozen=True)
class LessonStep:
    """One step as the handout prints it (``n`` = 0: the start, before step 1)."""

    n: int
    heading: str
    explain: str
    notes: tuple[tuple[str, str], ...]  # (the box's heading, its text)
    said: tuple[str, ...]  # what the engine said happened, and any refusal
    changed: tuple[Change, ...]
    position: tuple[tuple[int, str], ...]  # (depth, line): the whole position, unwrapped
    state: State
    mismatch: tuple[str, ...] = ()
    runs: tuple[TracedRun, ...] = ()  # a run_routes step's runs, to draw on the board


@dataclass(frozen=True)
class Lesson:
    """The whole example: its title, source, players and introduction, the start and the steps."""

    id: str
    game: str
    title: str
    source: str
    players: tuple[str, ...]
    introduction: tuple[str, ...]  # its paragraphs
    start: LessonStep
    steps: tuple[LessonStep, ...]
    touched: frozenset[str]
    letters: tuple[tuple[str, str], ...] = ()  # the book's names for places: (letter, hex)
    words: tuple[tuple[str, str], ...] = ()  # the book's words where ours differ (heading, text)

    box_title: str = BOX_TITLE
    words_title: str = WORDS_TITLE

    @property
    def pages(self) -> tuple[LessonStep, ...]:
        """The start, then every step."""
        return (self.start, *self.steps)


def lesson(scenario: Scenario, start: State) -> Lesson:
    """``scenario`` played from ``start``, kept as a lesson (see the module docstring)."""
    moments = replay(start, scenario.actions, Moments())
    total = len(moments)
    steps = []
    for m in moments:
        spec = scenario.steps[m.n - 1]
        said = [f"Refused: {v.message} [{v.rule}; {v.source}]" for v in m.result.violations]
        said += [with_letters(with_places(e.text, m.before), scenario.letters) for e in m.result.events]
        after = m.result.state
        wrong = mismatches(spec.expect, observe(spec.expect, after, m.result))
        steps.append(
            LessonStep(
                n=m.n,
                heading=f"Step {m.n} of {total}: {with_letters(plain(m.action, m.before), scenario.letters)}",
                explain=" ".join(spec.explain.split()),
                notes=_notes(scenario.notes_at(m.n)),
                said=tuple(said),
                changed=tuple(changes(m.before, after)),
                position=unwrapped(position(after, f"After step {m.n}")),
                state=after,
                mismatch=tuple(wrong),
                runs=traced_runs(m.before, m.action),
            )
        )
    first = LessonStep(
        n=0,
        heading="Before step 1",
        explain="",
        notes=_notes(scenario.notes_at(None)),
        said=(),
        changed=(),
        position=unwrapped(position(start, "Before step 1")),
        state=start,
    )
    paragraphs = tuple(" ".join(p.split()) for p in scenario.introduction.split("\n\n") if p.strip())
    states = [start, *(m.result.state for m in moments)]
    touched = _touched(states) | {h for h in _named(scenario.actions) if h in start.board.map.hexes}
    return Lesson(
        id=scenario.id,
        game=scenario.game,
        title=scenario.title,
        source=scenario.source,
        players=tuple(scenario.players),
        introduction=paragraphs,
        start=first,
        steps=tuple(steps),
        touched=frozenset(touched | {h for _, h in scenario.letters}),
        letters=scenario.letters,
        words=tuple(glossary(scenario.game, example_texts(scenario, moments))),
    )


def unwrapped(lines: list[str]) -> tuple[tuple[int, str], ...]:
    """The terminal's wrapped lines (``position``) as whole lines, each with its depth (0 the
    heading, 1 a section, 2 an entry): ``position`` indents the lines an entry wraps onto
    two steps (four columns) deeper than the entry, and a section's entries one step."""
    out: list[tuple[int, str]] = []
    before = 0
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        text = line.strip()
        if out and indent >= before + 4:
            out[-1] = (out[-1][0], f"{out[-1][1]} {text}")
            continue
        out.append((indent // 2, text))
        before = indent
    return tuple(out)


def _notes(notes: Iterable[BookNote]) -> tuple[tuple[str, str], ...]:
    return tuple((NOTE_HEADINGS[n.kind], " ".join(n.text.split())) for n in notes)


def _named(actions: Iterable[Action]) -> Iterator[str]:
    """The hexes actions name: a lay's hex, a token's city, the stops and legs of a run."""
    for a in actions:
        for key in ("hex", "city"):
            value = getattr(a, key, None)
            if isinstance(value, str):
                yield value
        if isinstance(a, RunRoutes):
            for route in a.routes:
                yield from route.hexes or ()
                for leg in route.connections or ():
                    yield from leg


def _touched(states: list[State]) -> set[str]:
    """The hexes whose tile or tokens differ between one state and the next."""
    out: set[str] = set()
    for before, after in zip(states, states[1:], strict=False):
        for hex_ in set(before.board.tiles) | set(after.board.tiles):
            if before.board.tiles.get(hex_) != after.board.tiles.get(hex_):
                out.add(hex_)
        out |= {t.hex for t in set(before.board.tokens) ^ set(after.board.tokens)}
    return out


__all__ = ["Lesson", "LessonStep", "lesson", "unwrapped"]
