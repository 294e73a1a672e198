"""18 Lilliput's procedures: its program of rounds (``program``), its round of action cards
(``actions_round``, played as one step, ``actions``, which pays the characters' money,
``characters``) and Gulliver, the dummy player of the solo game (``gulliver``)."""

from .program import ProgramLilliput

__all__ = ["ProgramLilliput"]
