"""1840's rules: the tile, token and route rules (``rules``), its money and rounds
(``economy``) and the set-up draws of the lines on offer and the majors in play (``draws``)."""

from .rules import Rules1840

__all__ = ["Rules1840"]
