"""Undo and redo, as 18xx.games applies them (export-actions.md §4.1).

The filter is a pure function of the recorded actions and lives in ``model.history``, so
the engine's whole-game replay and the replay of exports (``scenario.export_replay``) share
one implementation; this module keeps the engine's import path.
"""

from __future__ import annotations

from ..model.history import effective_actions

__all__ = ["effective_actions"]
