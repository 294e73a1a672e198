"""A game at the table: ``tresham play``'s session, without the terminal.

A ``Session`` holds the game as it stands and its history: the state after every action
still standing (so ``undo`` takes one back at once), and the file's list of actions, undo
entries included, as 18xx.games keeps it. ``play`` judges and applies one action;
``undo`` takes back the last; after either, ``saver`` is handed the whole file
(``play_save.export_dict``) to write. ``Session.new`` starts a game from a seed;
``Session.resume`` goes on with a saved one, every action of it applied again by the rules
(one they refuse makes the file bad input, naming the action).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.apply import Result, apply
from ..engine.legal import legal_actions
from ..engine.start import new_state
from ..engine.state import State
from ..errors import ActionError, ExportError
from ..model.actions import Action, Undo
from ..model.game import GameDef
from ..model.history import effective_actions
from .engine_replay import seat_names, start_state
from .export import Export
from .play_save import action_dict, export_dict, player_ids

Saver = Callable[[dict[str, Any]], None]


@dataclass
class Session:
    """One game in play (see the module docstring)."""

    start: State
    version: str = ""
    saver: Saver | None = None
    clock: Callable[[], float] = time.time
    created: float = 0.0
    states: list[State] = field(default_factory=list)  # after each action still standing
    history: list[dict[str, Any]] = field(default_factory=list)  # the file's actions
    _offered: tuple[State, list[Action]] | None = None

    def __post_init__(self) -> None:
        if not self.states:
            self.states = [self.start]
        if not self.created:
            self.created = self.clock()

    @classmethod
    def new(
        cls,
        game: GameDef,
        names: Sequence[str],
        *,
        seed: int | None = None,
        options: Sequence[str] = (),
        **kwargs: Any,
    ) -> Session:
        """A game of ``game`` for ``names`` in seat order, set up from ``seed`` (a random one
        when None: ``state.setup.seed`` keeps it)."""
        return cls(new_state(game, names, seed=seed, options=options), **kwargs)

    @classmethod
    def resume(cls, export: Export, raw_actions: Sequence[dict[str, Any]], **kwargs: Any) -> Session:
        """The saved game ``export`` (``raw_actions``: its actions as the file has them), each
        action standing applied again; raises ``ExportError`` where the rules refuse one."""
        session = cls(start_state(export), **kwargs)
        session.history = [dict(a) for a in raw_actions]
        names = dict(zip(export.players, seat_names(export), strict=True))
        try:
            standing = effective_actions(export.actions)
        except ActionError as exc:
            raise ExportError(f"{export.file}: {exc}") from None
        for action in standing:
            if action.TYPE == "message":
                continue
            named = action if action.entity_type != "player" else _renamed(action, names)
            result = apply(session.state, session.state.keyed(named))
            if not result.ok:
                why = "; ".join(f"{v.rule}: {v.message}" for v in result.violations)
                raise ExportError(f"{export.file}: action {action.id} ({action.TYPE}) is refused: {why}")
            session.states.append(result.state)
        return session

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def over(self) -> bool:
        return self.state.end is not None

    def offered(self) -> list[Action]:
        """The actions offered now (``legal_actions``), listed once per state."""
        if self._offered is None or self._offered[0] is not self.state:
            self._offered = (self.state, list(legal_actions(self.state)))
        return self._offered[1]

    def export(self) -> dict[str, Any]:
        """The game as a hotseat file (``play_save.export_dict``)."""
        return export_dict(
            self.state,
            self.history,
            version=self.version,
            created=self.created,
            now=self.clock(),
            seated=self.start.players,
        )

    # ------------------------------------------------------------------ changing
    def play(self, action: Action) -> Result:
        """Judge and apply ``action``; when accepted it is kept and the game saved. It is
        applied with the id it has in the file, as a replay of the file applies it."""
        numbered = replace(action, id=len(self.history) + 1)
        result = apply(self.state, numbered)
        if result.ok:
            self.history.append(self._entry(numbered))
            self.states.append(result.state)
            self._save()
        return result

    def undo(self) -> bool:
        """Take back the last action still standing (False: there is none); saved as the
        site saves an undo, an ``undo`` entry in the history."""
        if len(self.states) == 1:
            return False
        who = self._undoer()
        self.history.append(self._entry(Undo(entity=who, entity_type="player", id=len(self.history) + 1)))
        self.states.pop()
        self._save()
        return True

    def _undoer(self) -> str:
        acting = self.state.to_act
        if acting is not None and acting in self.state.player:
            return acting
        return self.state.players[0]

    def _entry(self, action: Action) -> dict[str, Any]:
        return action_dict(action, player_ids(self.start.players), int(self.clock()))

    def _save(self) -> None:
        if self.saver is not None:
            self.saver(self.export())


def _renamed(action: Action, names: dict[str, str]) -> Action:
    return replace(action, entity=names.get(action.entity, action.entity))


__all__ = ["Saver", "Session"]
