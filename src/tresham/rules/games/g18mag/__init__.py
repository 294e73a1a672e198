"""18Mag's rules: the tile, token and route rules (``rules``), its money and rounds
(``economy``) and the set-up draw of the majors' start prices (``draws``)."""

from .rules import Rules18Mag

__all__ = ["Rules18Mag"]
