"""Undo and redo: which recorded actions a game's history really applies.

An 18xx.games game keeps every submitted action, undone ones included, and rewrites its
history with ``undo`` and ``redo`` entries. ``effective_actions`` works out, in one pass
over the whole list, which entries apply; a replay then applies those in file order, each
with its ``auto_actions`` (export-actions.md §4.1). It is a pure function of the list, so a
scenario replay and the engine's whole-game replay share it.

The pass builds a copy of the list whose entries may be blanked, and a stack of undo groups:

- an ordinary action (anything but ``undo``, ``redo`` and ``message``; programs included)
  is copied and empties the stack: whatever could have been redone is gone;
- a ``message`` is copied and leaves the stack alone: no undo ever removes a message;
- ``undo`` blanks the last entry still standing that is not a message, and pushes it as
  one group (its auto actions go with it, being part of it);
- ``undo`` with ``action_id`` N blanks every standing non-message entry after the entry
  with id N (after none when N is 0: everything), as one group: the game is back to just
  after N;
- ``redo`` pops the last group and restores its entries.

``undo`` and ``redo`` entries are never applied themselves. Ids are never renumbered: an
undo names an id, not a position, and ids may have gaps.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import ActionError
from .actions import Action, Message, Redo, Undo


def effective_actions(actions: Sequence[Action]) -> list[Action]:
    """The entries of ``actions`` the game applies, in file order (messages included)."""
    standing: list[Action | None] = []
    groups: list[list[int]] = []
    position = {a.id: i for i, a in enumerate(actions) if a.id is not None}
    for action in actions:
        standing.append(None)
        if isinstance(action, Undo):
            groups.append(_undo(actions, standing, position, action))
        elif isinstance(action, Redo):
            for i in groups.pop() if groups else ():
                standing[i] = actions[i]
        else:
            standing[-1] = action
            if not isinstance(action, Message):
                groups.clear()
    return [a for a in standing if a is not None]


def _undo(
    actions: Sequence[Action], standing: list[Action | None], position: dict[int, int], undo: Undo
) -> list[int]:
    """Blank what ``undo`` takes back; return the positions blanked, as one group."""
    if undo.action_id is None:
        last = next((i for i in range(len(standing) - 1, -1, -1) if _undoable(standing[i])), None)
        start = len(standing) if last is None else last
    elif undo.action_id == 0:
        start = 0
    elif undo.action_id in position:
        start = position[undo.action_id] + 1
    else:
        raise ActionError(undo.id, "action_id", f"undo to action {undo.action_id}, which is not in the file")
    group = [i for i in range(start, len(standing)) if _undoable(standing[i])]
    for i in group:
        standing[i] = None
    return group


def _undoable(entry: Action | None) -> bool:
    return entry is not None and not isinstance(entry, Message)


__all__ = ["effective_actions"]
