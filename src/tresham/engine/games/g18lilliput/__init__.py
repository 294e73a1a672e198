"""18 Lilliput's procedures: its program of rounds (``program``), the rounds of its own and
Gulliver, the dummy player of the solo game (``gulliver``)."""

from .program import ProgramLilliput

__all__ = ["ProgramLilliput"]
