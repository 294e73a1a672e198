"""1862's procedures (``engine.games.g1862``): its program of rounds (``program``), the
parliament round in which charters are auctioned (``parliament``) and how a company is
launched, chartered or not (``charters``)."""

from __future__ import annotations

from .program import Program1862

__all__ = ["Program1862"]
