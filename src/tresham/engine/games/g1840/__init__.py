"""1840's procedures: the opening auction of the privates (``auction``), the choice of
order cards (``order``), its stock rounds (``stock``) and the round track (``program``)."""

from __future__ import annotations

from .program import Program1840

__all__ = ["Program1840"]
