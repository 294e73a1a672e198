"""Judge an action, then apply it: find the step that takes it, check, change, move on.

``apply`` checks first; when it finds violations it returns the *same* state with them,
unless ``force`` is set (a replay of recorded history applies what was done and reports
what was wrong). Even forced, an action that names something not there (a share, a
train card, a city, a market cell, a merger partner) or an entity not in the game is not
made: the state stays as it was and a ``skipped`` event says why.

After the step has acted, play moves on by itself as far as it can: steps that act on
their own (a run of nothing is withheld, a minor splits its revenue), the end of a turn,
of a round. An action's ``auto_actions`` follow it, each applied the same way.

Actions that change nothing in the game are accepted at any moment: ``message`` and the
three ``program_*`` settings (export-actions.md §4.2, §6). ``undo`` and ``redo`` rewrite
history and belong to the replay (``scenario.replay``), not to a single state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..model.actions import Action
from ..rules.violation import Violation
from .events import Event
from .rounds import end_company_turn
from .state import State
from .steps.actions import ActionsStep
from .steps.base import Step, skipped, violation
from .steps.buy_train import BuyTrainStep
from .steps.cert_draft import CertificateDraftStep
from .steps.dividend import DividendStep
from .steps.draft import DraftStep
from .steps.earnings import EarningsStep
from .steps.merge import AcquireStep, MergeStep
from .steps.redeem import RedeemStep
from .steps.route import RouteStep
from .steps.stock import StockStep
from .steps.token import TokenStep
from .steps.track import TrackStep

FREE = frozenset({"message", "program_share_pass", "program_buy_shares", "program_disable"})
HISTORY = frozenset({"undo", "redo"})

OPERATING: Mapping[str, Step] = {
    s.NAME: s
    for s in (
        MergeStep(),
        TrackStep(),
        TokenStep(),
        RouteStep(),
        DividendStep(),
        BuyTrainStep(),
        EarningsStep(),
        RedeemStep(),
        AcquireStep(),
    )
}
STOCK = StockStep()
DRAFT = DraftStep()
CERT_DRAFT = CertificateDraftStep()
ACTIONS = ActionsStep()


def _player_round(state: State) -> Step | None:
    """The one step of a round in which players take turns: the stock round's, or the
    draft's (18Mag's first stock round drafts certificates, 1824's Goods Time town tokens)."""
    if state.round.kind == STOCK.NAME:
        return STOCK
    if state.round.kind == ACTIONS.NAME:
        return ACTIONS
    if state.round.kind == DRAFT.NAME:
        return CERT_DRAFT if state.rules.FIRST_ROUND == CERT_DRAFT.NAME else DRAFT
    return None


@dataclass(frozen=True)
class Result:
    """The state after an action, what happened, and what was wrong with it."""

    state: State
    events: tuple[Event, ...] = ()
    violations: tuple[Violation, ...] = field(default=())

    @property
    def ok(self) -> bool:
        return not self.violations


def check(state: State, action: Action) -> list[Violation]:
    """What is wrong with ``action`` in ``state`` (empty: it is legal)."""
    if action.TYPE in FREE:
        return []
    problems = _turn_problems(state, action)
    if problems:
        return problems
    if action.TYPE == "pass":
        return _pass_problems(state)
    step, problems = _find_step(state, action)
    if step is None:
        return problems
    return step.check(state, action)


def apply(state: State, action: Action, *, force: bool = False) -> Result:
    """The state after ``action``; with violations, the same state unless ``force``."""
    if action.TYPE in FREE:
        return _then_auto(Result(state), action, force)
    if action.TYPE in HISTORY:
        bad = violation(
            state, "engine.history", f"{action.TYPE} rewrites history: replay the actions instead"
        )
        return Result(state, (), (bad,))
    problems = check(state, action)
    if problems and not force:
        return Result(state, (), tuple(problems))
    if problems and (why := _cannot_force(state, action)):
        return Result(state, tuple(skipped(state, action, why)[1]), tuple(problems))
    if action.TYPE == "pass":
        new, events = _pass(state)
    else:
        step, found = _find_step(state, action)
        if step is None:
            return Result(state, (), tuple(problems or found))
        new, events = _skip_to(state, step.NAME)
        new, done = step.apply(new, action)
        if any(e.kind == "skipped" for e in done):  # forced, but naming nothing there: not made
            return Result(state, tuple(done), tuple(problems))
        events += done
    new, more = settle(new)
    return _then_auto(Result(new, tuple(events + more), tuple(problems)), action, force)


def _cannot_force(state: State, action: Action) -> str | None:
    """Why even a forced ``action`` is not made: its entity is nothing of its type in this
    game, or it is a pass in the draft (which has none). What its step cannot find (a share,
    a train card, a city) the step itself skips."""
    entity, kind = action.entity, action.entity_type
    if kind == "player" and not state.is_player(entity):
        return f"{entity!r} is not a player"
    privates = {p.id for p in state.game.privates}
    if kind != "player" and not (state.is_company(entity) or (kind == "company" and entity in privates)):
        return f"{entity!r} is no {kind} of {state.game.id}"
    if action.TYPE == "pass" and state.round.kind == DRAFT.NAME:
        return "the draft has no pass"
    return None


def _then_auto(result: Result, action: Action, force: bool) -> Result:
    for sub in action.auto_actions:
        nxt = apply(result.state, sub, force=force)
        result = Result(nxt.state, result.events + nxt.events, result.violations + nxt.violations)
    return result


def settle(state: State) -> tuple[State, list[Event]]:
    """Let play move on by itself: automatic steps and the ends of turns and rounds."""
    events: list[Event] = []
    for _ in range(1000):
        if not state.round.companies_act or state.round.entity is None:
            break
        if state.round.step == "":
            state, more = end_company_turn(state)
            events += more
            continue
        done = OPERATING[state.round.step].auto(state)
        if done is None:
            break
        state, more = done
        events += more
    return state, events


# --------------------------------------------------------------------------- dispatch
def _turn_problems(state: State, action: Action) -> list[Violation]:
    entity = state.to_act
    if action.entity == entity:
        return []
    one = _player_round(state)
    if one is not None and one.acts_for(state, action):
        return []
    if action.entity_type == "company" and state.private_owner(action.entity) in (
        entity,
        state.director(entity or ""),
    ):
        return []
    who = entity or "nobody"
    return [
        violation(
            state, "turn.out-of-turn", f"it is {who}'s turn in {state.round.label}, not {action.entity}'s"
        )
    ]


def _steps_from_current(state: State) -> list[Step]:
    names = state.steps_of(state.round.entity)
    start = names.index(state.round.step) if state.round.step in names else len(names)
    return [OPERATING[n] for n in names[start:]]


def _find_step(state: State, action: Action) -> tuple[Step | None, list[Violation]]:
    one = _player_round(state)
    if one is not None:
        if one.takes(state, action):
            return one, []
        return None, [
            violation(
                state, "turn.wrong-round", f"{action.TYPE} is not an action of a {state.round.kind} round"
            )
        ]
    for step in _steps_from_current(state):
        if step.takes(state, action):
            return step, []
        if not step.can_skip(state):
            return None, [
                violation(
                    state,
                    "turn.step-order",
                    f"{state.round.entity} must finish its {step.NAME} step before {action.TYPE}",
                )
            ]
    return None, [
        violation(
            state,
            "turn.step-order",
            f"{action.TYPE} is not possible at this point of {state.round.entity}'s turn",
        )
    ]


def _skip_to(state: State, name: str) -> tuple[State, list[Event]]:
    """Go past the steps before ``name``, letting each do what it does by itself (a company
    without trains earns nothing and withholds, as if it had reached those steps)."""
    events: list[Event] = []
    if not state.round.companies_act:
        return state, events
    names = state.steps_of(state.round.entity)
    while state.round.step in names and names.index(state.round.step) < names.index(name):
        done = OPERATING[state.round.step].auto(state)
        if done is None:
            state = state.with_round(step=names[names.index(state.round.step) + 1])
        else:
            state, more = done
            events += more
    return state.with_round(step=name), events


def _pass_problems(state: State) -> list[Violation]:
    one = _player_round(state)
    if one is not None:
        return one.pass_problems(state)
    if state.round.companies_act:
        steps = _steps_from_current(state)
        if steps and not steps[0].can_skip(state):
            return [
                violation(
                    state, "turn.step-order", f"{state.round.entity} cannot pass its {steps[0].NAME} step"
                )
            ]
    return []


def _pass(state: State) -> tuple[State, list[Event]]:
    one = _player_round(state)
    if one is not None:
        return one.pass_turn(state)
    names = state.steps_of(state.round.entity)
    i = names.index(state.round.step)
    if i + 1 < len(names):
        return state.with_round(step=names[i + 1]), []
    return end_company_turn(state)
