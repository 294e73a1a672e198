"""Play a game exported from 18xx.games through the engine, action by action.

``replay_engine(export)`` sets the game up (``start_state``: the one place that calls
``engine.new_state`` for an export) and applies every action the game applies
(``model.history``: undo and redo resolved), each with its auto actions, with
``engine.apply(..., force=True)``: a record is a record, so an action the rules refuse is
made as recorded all the same, and the refusal is kept (its action id, type, rule and
sentence). What a forced action cannot make (it names a share, a train or a city that is
not there) leaves the state as it was; the engine says so in its refusal.

An action of a type tresham does not read (``Unread``) is refused as such. Should the
engine fail on an action with an error of its own making (a bug, not a refusal), the
replay keeps the state as it was before that action, records it as a refusal with the
rule ``engine.failure`` and the error, and goes on: the command never shows a traceback.

``on_start(state)`` sees the state set up, ``on_step(action, state)`` the state after
each applied action (the trace writer uses both); ``until`` stops after the action with
that id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ..engine.apply import apply
from ..engine.start import new_state
from ..engine.state import State
from ..errors import ActionError, ExportError, SetupError, TreshamError
from ..model.actions import Action
from ..model.history import effective_actions
from .export import Export, Unread, played_options, type_of

StepHook = Callable[[Action, State], None]
StartHook = Callable[[State], None]


@dataclass(frozen=True)
class Refusal:
    """An action the engine refused (and made anyway, where it could)."""

    action: int | None
    type: str
    rule: str
    message: str

    def to_dict(self) -> dict[str, object]:
        return {"action": self.action, "type": self.type, "rule": self.rule, "message": self.message}


@dataclass
class EngineReplay:
    """The state the actions reached, how many were applied, and what was refused."""

    export: Export
    state: State
    until: int | None = None
    actions: int = 0  # the actions the game applies, up to ``until``
    applied: int = 0  # those the engine made (forced where refused)
    refused: list[Refusal] = field(default_factory=list)
    failures: list[tuple[int | None, str]] = field(default_factory=list)  # (action id, error)
    last: int | None = None  # the id of the last action applied

    @property
    def ok(self) -> bool:
        return not self.refused


def seat_names(export: Export) -> tuple[str, ...]:
    """Who the players are in the replay: their names in the export, so that what the engine
    says names them as the players saw them; their ids where two share a name (or none is
    given)."""
    names = export.names or export.players
    return tuple(names) if len(set(names)) == len(names) and all(names) else tuple(export.players)


def _named(action: Action, names: dict[str, str]) -> Action:
    """``action`` (and its auto actions) with a player named by his seat name, not his id."""
    autos = tuple(_named(a, names) for a in action.auto_actions)
    if autos != action.auto_actions:
        action = replace(action, auto_actions=autos)
    if action.entity_type == "player" and action.entity in names:
        action = replace(action, entity=names[action.entity])
    return action


def start_state(export: Export) -> State:
    """The game of ``export`` as the site set it up, before any action: the one place an
    export's game is set up. It draws from the export's seed (``export.seed``) and plays
    the options tresham plays; any other is left out (the export's notes name it), so that
    the record is still replayed by the rules tresham has. A record of the site is played by
    the site's readings; one saved by ``tresham play`` by the book's (``Export.site``)."""
    played = played_options(export.game, export.map)
    options = [o for o in export.optional_rules if o in played]
    try:
        return new_state(export.game, seat_names(export), seed=export.seed, options=options, site=export.site)
    except TreshamError as exc:
        raise SetupError(f"the engine cannot set this game up: {exc}") from None


def replay_engine(
    export: Export,
    until: int | None = None,
    on_step: StepHook | None = None,
    on_start: StartHook | None = None,
) -> EngineReplay:
    """Apply ``export``'s actions up to ``until`` (see the module docstring); ``on_start``
    sees the state set up, before any action."""
    try:
        actions = effective_actions(export.actions)
    except ActionError as exc:
        raise ExportError(f"{export.file}: {exc}") from None
    out = EngineReplay(export, start_state(export), until)
    names = dict(zip(export.players, seat_names(export), strict=True))
    if on_start is not None:
        on_start(out.state)
    for action in actions:
        if until is not None and action.id is not None and action.id > until:
            break
        out.actions += 1
        out.state, made = _one(out, _named(action, names))
        out.applied += made
        out.last = action.id
        if on_step is not None:
            on_step(action, out.state)
    return out


def _one(out: EngineReplay, action: Action) -> tuple[State, bool]:
    """The state after ``action``, and whether the engine could make it at all."""
    state = out.state
    kind = type_of(action)
    if isinstance(action, Unread):
        why = action.problem or f"tresham does not read {kind} actions"
        out.refused.append(Refusal(action.id, kind, "export.unread", why))
        return state, False
    try:
        result = apply(state, action, force=True)
    except TreshamError as exc:
        out.refused.append(Refusal(action.id, kind, "engine.error", str(exc)))
        return state, False
    except Exception as exc:  # a record goes on past an engine bug, which is named
        error = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        out.failures.append((action.id, error))
        out.refused.append(Refusal(action.id, kind, "engine.failure", f"the engine failed here ({error})"))
        return state, False
    seen: set[tuple[str, str]] = set()
    for v in result.violations:
        if (v.rule, v.message) not in seen:
            seen.add((v.rule, v.message))
            out.refused.append(Refusal(action.id, kind, v.rule, v.message))
    made = not any(e.kind == "skipped" for e in result.events)
    return result.state, made


__all__ = ["EngineReplay", "Refusal", "replay_engine", "start_state"]
