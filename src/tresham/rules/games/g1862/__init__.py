"""1862's rules: the tile, token and route rules (``rules``), its money and rounds
(``economy``), its runs and revenue (``routes``), the mergers (``merger``), where a company
starts (``start``) and the set-up draws (``draws``)."""

from .rules import Rules1862

__all__ = ["Rules1862"]
