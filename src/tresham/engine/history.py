"""Undo and redo, as 18xx.games applies them (export-actions.md §4.1).

One pass over the recorded actions blanks what was undone and keeps a stack of undone
groups for ``redo``:

- an ordinary action (anything but undo, redo and message) is kept and ends any chance
  of redo;
- a ``message`` is always kept and never undone;
- ``undo`` blanks the last kept action that is not a message; ``undo`` with
  ``action_id: N`` blanks everything after action N (``0``: everything);
- ``redo`` restores the last undone group.

An action's ``auto_actions`` share its fate. ``effective_actions`` returns what remains,
in file order; ids are never renumbered.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import ActionError
from ..model.actions import Action, Redo, Undo


def effective_actions(actions: Sequence[Action]) -> list[Action]:
    kept: list[Action | None] = []
    undone: list[list[int]] = []
    for action in actions:
        if isinstance(action, Undo):
            group = _undo(kept, actions, action)
            undone.append(group)
            kept.append(None)
        elif isinstance(action, Redo):
            if undone:
                for i in undone.pop():
                    kept[i] = actions[i]
            kept.append(None)
        else:
            if action.TYPE != "message":
                undone.clear()
            kept.append(action)
    return [a for a in kept if a is not None]


def _undo(kept: list[Action | None], actions: Sequence[Action], undo: Undo) -> list[int]:
    live = [i for i, a in enumerate(kept) if a is not None and a.TYPE != "message"]
    if undo.action_id is None:
        group = live[-1:]
    else:
        start = 0
        if undo.action_id > 0:
            ids = [a.id for a in actions]
            if undo.action_id not in ids:
                raise ActionError(
                    undo.id, "action_id", f"undo to action {undo.action_id}, which is not in the file"
                )
            start = ids.index(undo.action_id) + 1
        group = [i for i in live if i >= start]
    for i in group:
        kept[i] = None
    return group
