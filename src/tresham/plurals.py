"""Counted words in messages: ``1 page``, ``2 pages``, never ``2 page(s)``."""

from __future__ import annotations


def plural(n: int, word: str, many: str = "") -> str:
    """``1 page``, ``2 pages``; ``many`` where the plural is not the word plus s."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
