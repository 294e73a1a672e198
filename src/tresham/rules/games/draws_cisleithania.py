"""1824 Cisleithania with 2 players (variant A, §X.3 L919-L933): the four stacks of the
first stock round, drawn at random.

Stack 1 holds one of the three "small" pre-Staatsbahnen (KK2, SD2, SD3) and one of the three
coal railways (EPP, EOD, MLB), both drawn at random: the construction railways (L929-L931).
Stack 2 holds the two no. 1 pre-Staatsbahnen (SD1, KK1), stack 3 the other two small ones,
stack 4 the other two coal railways (L923-L927). The regional of the drawn coal railway is the
bond railway (L943; ``COAL_REGIONAL``).

18xx.games draws them with its generator (``rules.lcg``; the games README, "Randomness"):
first one coal railway, picked from EPP, EOD, MLB in that order, then one small
pre-Staatsbahn, picked from KK2, SD2, SD3. The other members of stacks 3 and 4 keep those
lists' order. ``GameSetup.offer`` keeps the four stacks in order, two companies each.
"""

from __future__ import annotations

from dataclasses import replace

from .. import lcg
from ..setup_hooks import GameSetup
from .g1824.economy import COAL_REGIONAL

COAL = ("EPP", "EOD", "MLB")
SMALL = ("KK2", "SD2", "SD3")
FIRSTS = ("SD1", "KK1")
STACK = 2  # companies per stack


def draw_stacks(setup: GameSetup) -> GameSetup:
    """``setup`` with the four stacks drawn from ``setup.rng`` (see the module docstring)."""
    coal, rng = lcg.pick(COAL, setup.rng)
    small, rng = lcg.pick(SMALL, rng)
    stacks = (
        (small, coal),
        FIRSTS,
        tuple(s for s in SMALL if s != small),
        tuple(c for c in COAL if c != coal),
    )
    return replace(setup, rng=rng, offer=tuple(c for stack in stacks for c in stack))


def stacks(setup: GameSetup) -> tuple[tuple[str, ...], ...]:
    """The four stacks of a drawn ``setup``, in order."""
    offer = setup.offer
    return tuple(offer[i : i + STACK] for i in range(0, len(offer), STACK))


def construction_railways(setup: GameSetup) -> tuple[str, ...]:
    """The two companies of stack 1 (L929)."""
    return stacks(setup)[0] if setup.offer else ()


def bond_railway(setup: GameSetup) -> str | None:
    """The regional of stack 1's coal railway (L943)."""
    return next((COAL_REGIONAL[c] for c in construction_railways(setup) if c in COAL_REGIONAL), None)


__all__ = ["COAL", "FIRSTS", "SMALL", "bond_railway", "construction_railways", "draw_stacks", "stacks"]
