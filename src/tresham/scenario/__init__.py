"""Scenarios and layouts: files that describe a position or a sequence of actions, and the
loops that run them through the rules and the engine.

Layouts (``layout.py``, ``layout_check.py``) hold tile lays for ``tresham check``.
Exports from 18xx.games (``export.py``) are recorded games that ``tresham replay`` plays
through the engine (``engine_replay.py``: every action applied, refusals kept), whose board
it checks (``export_replay.py``), and writes as a layout (``layout_write.py``) or as the
site's trace format (``trace.py``; ``trace_compare.py`` and ``trace_check.py`` hold one
trace to another); ``replay_report.py`` puts these together for the command.
Scenarios hold a setup and actions with expectations: rulebook examples and designers'
tests, run through the engine:

```python
from tresham.scenario import example_ids, run_example
report = run_example("1862/ex24-dividend-split")
report.ok, [s.ok for s in report.steps]
```
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..exports import lazy_names, names_of

if TYPE_CHECKING:
    from .engine_replay import EngineReplay, Refusal, replay_engine
    from .load import example_ids, example_path, load_example, load_scenario
    from .model import Expect, Scenario, ScenarioStep, Setup
    from .replay_loop import Visitor, replay
    from .replay_report import WholeReplay, replay_whole
    from .setup import initial_state, scenario_state
    from .stepper import Stepper
    from .trace import TraceWriter, trace_state
    from .visitors import Checker, RunReport, StateAt, States, StepReport

# name -> the module (in this package) that defines it. The names are imported when first
# asked for, not with the package: ``tresham check`` needs the layouts alone, not the engine
# that scenarios and replays run through.
_WHERE = names_of(
    {
        "engine_replay": ("EngineReplay", "Refusal", "replay_engine"),
        "load": ("example_ids", "example_path", "load_example", "load_scenario"),
        "model": ("Expect", "Scenario", "ScenarioStep", "Setup"),
        "replay_loop": ("Visitor", "replay"),
        "replay_report": ("WholeReplay", "replay_whole"),
        "setup": ("initial_state", "scenario_state"),
        "stepper": ("Stepper",),
        "trace": ("TraceWriter", "trace_state"),
        "visitors": ("Checker", "RunReport", "StateAt", "States", "StepReport"),
    }
)
__getattr__ = lazy_names(__name__, _WHERE)


def run_scenario(scenario: Scenario) -> RunReport:
    """Run every step of ``scenario`` and check every expectation."""
    from ..data import load_game
    from .replay_loop import replay
    from .setup import scenario_state
    from .visitors import Checker

    state = scenario_state(load_game(scenario.game), scenario)
    return replay(state, scenario.actions, Checker(scenario))


def run_example(example_id: str) -> RunReport:
    from .load import load_example

    return run_scenario(load_example(example_id))


__all__ = [
    "Checker",
    "EngineReplay",
    "Expect",
    "Refusal",
    "RunReport",
    "Scenario",
    "ScenarioStep",
    "Setup",
    "StateAt",
    "StepReport",
    "States",
    "Stepper",
    "TraceWriter",
    "Visitor",
    "WholeReplay",
    "example_ids",
    "example_path",
    "initial_state",
    "load_example",
    "load_scenario",
    "replay",
    "replay_engine",
    "replay_whole",
    "run_example",
    "run_scenario",
    "scenario_state",
    "trace_state",
]
