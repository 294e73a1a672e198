"""1824's rules: the tile, token and route rules (``rules``) and its money and rounds
(``economy``). Its Cisleithania variant has rules of its own beside it
(``rules/games/cisleithania.py``, ``draws_cisleithania.py``)."""

from .rules import Rules1824

__all__ = ["Rules1824"]
