"""The random numbers 18xx.games draws a game's set-up with, so a seed sets up the same game.

The site's set-up draws (1862's removed companies and permits, 1840's lines and majors,
18Mag's start prices) do not come from a general-purpose generator: each game has its own
31-bit linear congruential generator. Its state starts as the seed modulo 2^31; each draw
makes ``state = (1103515245 * state + 12345) mod 2^31`` and returns that new state.

A list is shuffled by drawing one number per element, in list order, and sorting the
elements by their numbers (successive states of this generator never repeat within 2^31
draws, so there are no ties). Picking one element draws one number per element and takes
the element with the lowest. Everything here is pure: a draw takes the generator's state
and gives back the new one with what it drew.

The seed of an exported game is its ``settings.seed``; a game saved from a hotseat table
may have none (missing or ``""``), and then it is the first run of digits in the game's
``id`` (``"hs_abcdefgh_1762198060"`` -> 1762198060).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

MODULUS = 2**31
MULTIPLIER = 1103515245
INCREMENT = 12345

T = TypeVar("T")

_DIGITS = re.compile(r"\d+")


def first_state(seed: int) -> int:
    """The generator's state before its first draw."""
    return seed % MODULUS


def draw(state: int) -> int:
    """One draw: the generator's next state, which is also the number drawn."""
    return (MULTIPLIER * state + INCREMENT) % MODULUS


def shuffle(items: Sequence[T], state: int) -> tuple[tuple[T, ...], int]:
    """``items`` in shuffled order, and the generator's state after one draw per item."""
    keyed: list[tuple[int, int, T]] = []
    for i, item in enumerate(items):
        state = draw(state)
        keyed.append((state, i, item))
    keyed.sort(key=lambda k: (k[0], k[1]))
    return tuple(item for _, _, item in keyed), state


def pick(items: Sequence[T], state: int) -> tuple[T, int]:
    """The item drawn the lowest number of one draw per item, and the state after them."""
    if not items:
        raise ValueError("nothing to pick from")
    shuffled, state = shuffle(items, state)
    return shuffled[0], state


def export_seed(settings: Any, game_id: Any) -> int | None:
    """The seed of an exported game: ``settings.seed``, else the first run of digits in its
    ``id``; None when neither gives one."""
    seed = settings.get("seed") if isinstance(settings, Mapping) else None
    if isinstance(seed, int) and not isinstance(seed, bool):
        return seed
    if isinstance(seed, str) and seed.strip().isdigit():
        return int(seed.strip())
    if not isinstance(game_id, str | int) or isinstance(game_id, bool):
        return None
    found = _DIGITS.search(str(game_id))
    return int(found.group()) if found else None


__all__ = ["MODULUS", "draw", "export_seed", "first_state", "pick", "shuffle"]
