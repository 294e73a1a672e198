"""The teacher's stepper (``tresham example run ID --step``): one screen per step, and keys
to move about the example and look at the table.

The example is played once, up front (``Moments``); the stepper then only shows: the start
(the introduction, the box of the book against our choices, the book's own words where
ours differ, and the whole position before step 1), each step (its explanation, the box's
notes on that step, what the engine said, the table of what changed, and after the last
step the whole position), and whatever the teacher asks for at the pause:

====== ====================================================================
Enter  the next step (after the last one: the end)
b      back one step
g N    go to step N (``g 0``: the start)
r      show this step again
s      the whole position now
l      the legal moves here, numbered
t MOVE try a student's move here: a number from l, the action's JSON, or
       a short form (``t buy_shares shares=ESR_1``; ``trial.py``)
?      these keys
q      stop
====== ====================================================================

Any other answer is refused with a reminder of ``?``; it is never taken as Enter. The
stepper never touches a terminal: the CLI passes ``show`` (a screen of lines, which it
may page) and ``ask`` (a prompt, returning the answer or None at the end of input).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.apply import Result
from ..engine.state import State
from ..errors import TreshamError
from ..model.actions import Action
from .diff import changes, table
from .load import entity_types
from .model import NOTE_HEADINGS, BookNote, Scenario
from .observe import mismatches, observe
from .position import position
from .replay_loop import Visitor, replay
from .trial import list_moves, read_move, try_move
from .vocabulary import BOX_TITLE as WORDS_TITLE
from .vocabulary import glossary
from .words import plain, with_letters, with_places
from .wrap import WIDTH, boxed, wrapped

PROMPT = "  [Enter] next, b back, g N go to, r again, s position, t try, ? keys, q quit "
KEYS = (
    ("Enter", "the next step (after the last one: the end)"),
    ("b", "back one step"),
    ("g N", "go to step N (g 0: the start, before step 1)"),
    ("r", "show this step again"),
    ("s", "the whole position: cash, shares, prices, treasuries, trains, tokens"),
    ("l", "the legal moves here, numbered"),
    ("t MOVE", "try a move here: t 3 (from l), t {JSON}, or t TYPE key=value ..."),
    ("?", "these keys"),
    ("q", "stop here"),
)


BOX_TITLE = "The book and our choices"


def note_box(notes: tuple[BookNote, ...]) -> list[str]:
    """The reconstructions, errata followed and kept inconsistencies, in a box (no box when
    there are none)."""
    if not notes:
        return []
    return boxed(BOX_TITLE, [(NOTE_HEADINGS[n.kind], n.text) for n in notes])


def words_box(scenario: Scenario, moments: list[Moment]) -> list[str]:
    """The book's names for the words the example uses, in a box (none when it uses none)."""
    found = glossary(scenario.game, example_texts(scenario, moments))
    return boxed(WORDS_TITLE, found) if found else []


def example_texts(scenario: Scenario, moments: list[Moment]) -> list[str]:
    """What the example says: its title, introduction and explanations, and the engine's events."""
    told = [scenario.title, scenario.introduction, *(s.explain for s in scenario.steps)]
    return told + [e.text for m in moments for e in m.result.events]


@dataclass(frozen=True)
class Moment:
    """One step as played: the state before it, its action and what ``apply`` gave."""

    n: int
    action: Action
    before: State
    result: Result


class Moments(Visitor[list[Moment]]):
    """Every step of a replay, kept (the stepper goes back and forth over them)."""

    def __init__(self) -> None:
        self.moments: list[Moment] = []

    def step(self, n: int, action: Action, before: State, result: Result) -> bool:
        self.moments.append(Moment(n, action, before, result))
        return True

    def result(self) -> list[Moment]:
        return self.moments


class Stepper:
    """Shows ``scenario`` from ``start`` one screen at a time. ``run`` returns the step the
    teacher stopped at (0: the start); ``mismatched`` lists the steps shown that did not do
    what the example expects; ``ended`` says whether the teacher went past the last step."""

    def __init__(
        self,
        scenario: Scenario,
        start: State,
        show: Callable[[list[str]], None],
        ask: Callable[[str], str | None],
    ) -> None:
        self.scenario = scenario
        self.start = start
        self.show = show
        self.ask = ask
        self.moments = replay(start, scenario.actions, Moments())
        self.at = 0
        self.ended = False
        self.mismatched: set[int] = set()

    @property
    def total(self) -> int:
        return len(self.moments)

    def state_now(self) -> State:
        """The position on the table at the pause: after the step shown (the start at 0)."""
        return self.start if self.at == 0 else self.moments[self.at - 1].result.state

    def run(self) -> int:
        self.show(self.screen(0))
        while True:
            answer = self.ask(PROMPT)
            if answer is None:
                return self.at
            if not self.answer(answer.strip()):
                return self.at

    def answer(self, key: str) -> bool:
        """Do what ``key`` asks; False when the teacher is done."""
        word, _, rest = key.partition(" ")
        if key == "":
            if self.at == self.total:
                self.ended = True
                return False
            return self.go(self.at + 1)
        if key.lower() in ("q", "quit"):
            return False
        if key == "b":
            if self.at == 0:
                self.show(["  This is the start: there is no step before it."])
                return True
            return self.go(self.at - 1)
        if word == "g":
            return self.jump(rest.strip())
        if key == "r":
            return self.go(self.at)
        if key == "s":
            where = "Before step 1" if self.at == 0 else f"After step {self.at}"
            self.show(position(self.state_now(), where))
            return True
        if key == "l":
            self.show(list_moves(self.state_now()))
            return True
        if word == "t":
            self.show(self.trial(rest))
            return True
        if key in ("?", "h", "help"):
            self.show(self.help())
            return True
        self.show([f"  {key!r} is not a key here; ? lists the keys (Enter goes on)."])
        return True

    def jump(self, number: str) -> bool:
        if not number.isdigit() or int(number) > self.total:
            self.show([f"  g takes a step number from 0 (the start) to {self.total}, as in g 3."])
            return True
        return self.go(int(number))

    def go(self, n: int) -> bool:
        self.at = n
        self.show(self.screen(n))
        return True

    def trial(self, move: str) -> list[str]:
        """What the student's ``move`` would do here, in place of the example's next step."""
        if not move.strip():
            return ["  t takes a move: t 3 (a number from l), t {JSON}, or t pass, t buy_shares shares=ESR_1"]
        state = self.state_now()
        try:
            action = read_move(move, state, entity_types(state.game, self.scenario.players))
        except TreshamError as exc:
            return wrapped(f"Not a move: {exc}", "  ", "    ")
        book = self.moments[self.at].action if self.at < self.total else None
        return try_move(state, action, book)

    def help(self) -> list[str]:
        lines = ["  Keys at the pause (then Enter):"]
        lines += [f"    {key:<6} {what}" for key, what in KEYS]
        return lines

    # ------------------------------------------------------------------ screens
    def screen(self, n: int) -> list[str]:
        """The start (n = 0) or step n, as lines of at most 80 columns."""
        return self.start_screen() if n == 0 else self.step_screen(self.moments[n - 1])

    def start_screen(self) -> list[str]:
        s = self.scenario
        lines = [*wrapped(s.title), *wrapped(f"Example {s.id}; source: {s.source}")]
        if s.introduction:
            lines += ["", *wrapped(s.introduction)]
        notes, words = note_box(s.notes_at(None)), words_box(s, self.moments)
        box = notes + ([""] if notes and words else []) + words
        return [*lines, *([""] + box if box else []), "", *position(self.start, "Before step 1")]

    def step_screen(self, m: Moment) -> list[str]:
        spec = self.scenario.steps[m.n - 1]
        said = with_letters(plain(m.action, m.before), self.scenario.letters)
        lines = ["", *wrapped(f"Step {m.n}/{self.total}: {said}", "", "    ")]
        if spec.explain:
            lines += wrapped(spec.explain, "  ", "  ")
        lines += note_box(self.scenario.notes_at(m.n))
        for v in m.result.violations:
            lines += wrapped(f"REFUSED {v.rule}: {v.message} [{v.source}]", "  ", "    ")
        for e in m.result.events:
            told = with_letters(with_places(e.text, m.before), self.scenario.letters)
            lines += wrapped(told, "  - ", "    ")
        lines += table(changes(m.before, m.result.state), WIDTH)
        wrong = mismatches(spec.expect, observe(spec.expect, m.result.state, m.result))
        if wrong:
            lines += wrapped(f"MISMATCH in: {', '.join(wrong)}", "  ", "  ")
            self.mismatched.add(m.n)
        if m.n == self.total:
            lines += ["", *position(m.result.state, "After the last step")]
        return lines
