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
three ``program_*`` settings (export-actions.md §4.2, §6). Once the game is over only those
are, and what merely states what the last round made (``RoundKind.states_after_end``).
``end_game`` is 18xx.games' button for ending a game by the players' agreement
(export-actions.md, ``end_game``): no rulebook has it, but a recorded game may end by it, and
any player may send it at any moment; the game is then scored as it stands.
``undo`` and ``redo`` rewrite history and belong to the replay (``scenario.replay``), not to
a single state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.actions import Action
from ..rules.violation import Violation
from .decisions import asking
from .events import Event, event
from .games import program_of
from .pieces import GameEnd
from .rounds.base import RoundKind
from .state import State
from .steps.base import Step, skipped, violation

FREE = frozenset({"message", "program_share_pass", "program_buy_shares", "program_disable"})
HISTORY = frozenset({"undo", "redo"})
AGREED_END = GameEnd("ended by the players", "the players ended the game")


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
    action = state.keyed(action)  # a player named as given, when his key differs
    if action.TYPE in FREE:
        return []
    kind = round_kind(state)
    if state.end is not None and not kind.states_after_end(state, action):
        return [violation(state, "game.over", f"the game is over: {state.end.text}")]
    if action.TYPE == "end_game":
        return _end_game_problems(state, action)
    problems = _turn_problems(state, kind, action)
    if problems:
        return problems
    if action.TYPE == "pass" and state.decisions:
        asked = state.decisions[-1]
        return [violation(state, "turn.decision", f"{asked.who} must answer the {asked.question} question")]
    if action.TYPE == "pass":
        return kind.pass_problems(state)
    step, problems = _step_for(state, kind, action)
    if step is None:
        return problems
    return step.check(state, action)


def apply(state: State, action: Action, *, force: bool = False) -> Result:
    """The state after ``action``; with violations, the same state unless ``force``."""
    action = state.keyed(action)
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
    kind = round_kind(state)
    if problems and (why := _cannot_force(state, kind, action)):
        return Result(state, tuple(skipped(state, action, why)[1]), tuple(problems))
    if action.TYPE == "end_game":
        over = program_of(state).game_over(state, AGREED_END)
        ended = event("end", "The players ended the game", reason=AGREED_END.reason)
        return _then_auto(Result(over, (ended,)), action, force)
    if action.TYPE == "pass":
        new, events = kind.pass_turn(state)
    else:
        step, found = _step_for(state, kind, action)
        if step is None:
            return Result(state, (), tuple(problems or found))
        new, events = kind.prepare(state, step) if not state.decisions else (state, [])
        new, done = step.apply(new, action)
        if any(e.kind == "skipped" for e in done):  # forced, but naming nothing there: not made
            return Result(state, tuple(done), tuple(problems))
        events += done
    new, more = settle(new)
    return _then_auto(Result(new, tuple(events + more), tuple(problems)), action, force)


def round_kind(state: State) -> RoundKind:
    """The kind of the round ``state`` is in, as its game's program declares it."""
    return program_of(state).kind(state.round.kind)


def _end_game_problems(state: State, action: Action) -> list[Violation]:
    """Only a player ends the game by agreement (18xx.games lets any player, never a company)."""
    if action.entity_type == "player" and state.is_player(action.entity):
        return []
    return [violation(state, "game.end-by-player", f"only a player ends the game, not {action.entity}")]


def _step_for(state: State, kind: RoundKind, action: Action) -> tuple[Step | None, list[Violation]]:
    """The step that takes ``action``: the one a pending decision names, else the round's."""
    asked = asking(state)
    if asked is None:
        return kind.step_for(state, action)
    step = program_of(state).step(asked.step)
    if step.takes(state, action):
        return step, []
    why = f"{asked.who} must first answer the {asked.question} question ({action.TYPE} cannot answer it)"
    return None, [violation(state, "turn.decision", why)]


def _cannot_force(state: State, kind: RoundKind, action: Action) -> str | None:
    """Why even a forced ``action`` is not made: its entity is nothing of its type in this
    game, or it is a pass in the draft (which has none). What its step cannot find (a share,
    a train card, a city) the step itself skips."""
    entity, typ = action.entity, action.entity_type
    if typ == "player" and not state.is_player(entity):
        return f"{entity!r} is not a player"
    privates = {p.id for p in state.game.privates}
    if typ != "player" and not (state.is_company(entity) or (typ == "company" and entity in privates)):
        return f"{entity!r} is no {typ} of {state.game.id}"
    return kind.cannot_force(state, action)


def _then_auto(result: Result, action: Action, force: bool) -> Result:
    for sub in action.auto_actions:
        nxt = apply(result.state, sub, force=force)
        result = Result(nxt.state, result.events + nxt.events, result.violations + nxt.violations)
    return result


def settle(state: State) -> tuple[State, list[Event]]:
    """Let play move on by itself: automatic steps, the ends of turns and of rounds."""
    events: list[Event] = []
    program = program_of(state)
    for _ in range(1000):
        state, seen = program.watch_end(state)
        events += seen
        if state.round.over:
            state, more = program.end_round(state)
        else:
            done = program.kind(state.round.kind).advance(state)
            if done is None:
                break
            state, more = done
        events += more
    return state, events


# --------------------------------------------------------------------------- dispatch
def _turn_problems(state: State, kind: RoundKind, action: Action) -> list[Violation]:
    entity = state.to_act
    if action.entity == entity:
        return []
    if kind.acts_for(state, action):
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
