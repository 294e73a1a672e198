"""The replay's visitors: check a scenario, step through it, keep a moment.

- ``Checker(scenario)``: compares every step's expectations with the state after it and
  returns a ``RunReport`` (``tresham example run``).
- ``stepper.Moments()``: every step as played, for the teacher's stepper (``--step``),
  which goes back and forth over them (``stepper.py``).
- ``StateAt(n)``: the state after step ``n`` (0: before the first step).
- ``States()``: every state, the start first (for drawing each moment).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.apply import Result
from ..engine.state import State
from ..model.actions import Action
from .model import Scenario
from .observe import mismatches, observe
from .replay_loop import Visitor


@dataclass(frozen=True)
class StepReport:
    n: int
    action: dict[str, object]
    ok: bool
    expected: dict[str, object]
    actual: dict[str, object]
    wrong: tuple[str, ...] = ()
    events: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, object]:
        return {
            "n": self.n,
            "action": self.action,
            "ok": self.ok,
            "expected": self.expected,
            "actual": self.actual,
        }


@dataclass(frozen=True)
class RunReport:
    id: str
    steps: tuple[StepReport, ...]

    @property
    def ok(self) -> bool:
        return all(s.ok for s in self.steps)

    def to_dict(self) -> dict[str, object]:
        return {"id": self.id, "ok": self.ok, "steps": [s.to_dict() for s in self.steps]}


class Checker(Visitor[RunReport]):
    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.reports: list[StepReport] = []

    def step(self, n: int, action: Action, before: State, result: Result) -> bool:
        expect = self.scenario.steps[n - 1].expect
        actual = observe(expect, result.state, result)
        wrong = mismatches(expect, actual)
        self.reports.append(
            StepReport(
                n,
                action.to_dict(),
                not wrong,
                expect.to_dict(),
                actual,
                tuple(wrong),
                tuple(e.text for e in result.events),
            )  # fmt: skip
        )
        return True

    def result(self) -> RunReport:
        return RunReport(self.scenario.id, tuple(self.reports))


class StateAt(Visitor[State]):
    def __init__(self, n: int) -> None:
        self.n = n
        self.state: State | None = None

    def begin(self, state: State) -> None:
        if self.n == 0:
            self.state = state

    def step(self, n: int, action: Action, before: State, result: Result) -> bool:
        if n == self.n:
            self.state = result.state
            return False
        return True

    def result(self) -> State:
        if self.state is None:
            raise IndexError(f"no step {self.n}")
        return self.state


class States(Visitor[list[State]]):
    def __init__(self) -> None:
        self.states: list[State] = []

    def begin(self, state: State) -> None:
        self.states.append(state)

    def step(self, n: int, action: Action, before: State, result: Result) -> bool:
        self.states.append(result.state)
        return True

    def result(self) -> list[State]:
        return self.states


def _plain(value: object) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_plain(v)}" for k, v in value.items()) + "}"
    return str(value)


def describe(action: Action, label: Callable[[str], str] | None = None) -> str:
    """A short line for an action: its type, entity and fields. ``label`` names the entity
    as events do (``State.label``: "line 18", "minor 6"); without it a minor is still named
    as one."""
    d = action.to_dict()
    fields = ", ".join(
        f"{k}={_plain(v)}" for k, v in d.items() if k not in ("type", "entity", "entity_type", "id")
    )
    if label is not None:
        who = label(action.entity)
    else:
        who = f"minor {action.entity}" if action.entity_type == "minor" else action.entity
    return f"{who}: {action.TYPE}" + (f" ({fields})" if fields else "")
