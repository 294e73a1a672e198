"""18Mag's set-up draw: each major's start price (L228, L302).

The seven majors receive the start-price cards at random: ten cards, two of each of 60, 65,
70, 75 and 80 Ft, so some majors always start at the same price (III.3.3, L302). 18xx.games
draws them with its generator (``rules.lcg``): the ten prices in that order, shuffled, then
given to the majors of the game in charter order (RABA, G&C, SNW, SIK, SKEV, LdStEG,
MAVAG; with two players RABA, SIK, SKEV, LdStEG).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ... import lcg
from ...setup_hooks import GameSetup

START_PRICES = (60, 60, 65, 65, 70, 70, 75, 75, 80, 80)


def draw_prices(setup: GameSetup, majors: Sequence[str]) -> GameSetup:
    """The start price of each of ``majors``, drawn from ``setup.rng``."""
    prices, rng = lcg.shuffle(START_PRICES, setup.rng)
    return replace(setup, rng=rng, prices=dict(zip(majors, prices, strict=False)))
