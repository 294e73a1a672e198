"""1862's set-up draws: the companies in the game, their order of offer, and their permits.

§2.4.1 (L146-L164): the banker shuffles the twenty director's certificates; the first
eight go on IPO spaces 1-8 (offered from the start), the next four on 9-12 (from phase B),
the next four on 13-16 (from phase C, §3.2 L303-L307), and the last four leave the game,
a white marker on each of their homes. §2.4.2 (L176-L184): with seven players one more
company is in the game, with eight two more. Then the sixteen train permits (six freight,
five express, five local) are shuffled and one is dealt to each company in the game; with
seven or eight players six of each are used, and any left over is discarded.

18xx.games draws this with its generator (``rules.lcg``), in this order: the twenty
companies shuffled in charter order, the first 4 (3 with seven players, 2 with eight)
removed and the rest, in shuffled order, the order of offer; then the permits, laid out as
freight, express, local repeated six times (the last two left out below seven players),
shuffled and dealt to the companies in the game in charter order.

``long_length`` and ``short_length`` are the rulebook's long and short games (§2.4.3,
L186-L197): they change only how many trains of some groups are used. The counts are on the
train manifest cards, lost with the rulebook's pictures; these are 18xx.games' (long: five
C and four D trains; short: six A and five B), the only source that gives them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from ... import lcg
from ...setup_hooks import GameSetup

PERMIT_KINDS = ("freight", "express", "local")
OPTIONS = {
    "long_length": "the long game: 5 C and 4 D trains (§2.4.3, L186-L197)",
    "short_length": "the short game: 6 A and 5 B trains (§2.4.3, L186-L197)",
}
TRAIN_COUNTS: Mapping[str, Mapping[str, int]] = {
    "long_length": {"C": 5, "D": 4},
    "short_length": {"A": 6, "B": 5},
}


def removed_count(players: int) -> int:
    """How many of the twenty companies leave the game: 4, but 3 with seven players and 2
    with eight (§2.4.1 L146-L155, §2.4.2 L176-L180)."""
    return {7: 3, 8: 2}.get(players, 4)


def draw_companies(setup: GameSetup, companies: Sequence[str], players: int) -> GameSetup:
    """The companies removed, the order of offer and every permit, drawn from ``setup.rng``."""
    shuffled, rng = lcg.shuffle(companies, setup.rng)
    out = removed_count(players)
    removed, offer = shuffled[:out], shuffled[out:]
    permits: tuple[str, ...] = PERMIT_KINDS * 6
    if players < 7:
        permits = permits[:-2]
    dealt, rng = lcg.shuffle(permits, rng)
    in_game = [c for c in companies if c not in removed]
    permit_of = dict(zip(in_game, dealt, strict=False))
    return replace(setup, rng=rng, removed=removed, offer=offer, permits=permit_of)


def train_counts(options: Sequence[str]) -> dict[str, int]:
    """Cards per train group that the game-length options set."""
    out: dict[str, int] = {}
    for option in options:
        out.update(TRAIN_COUNTS.get(option, {}))
    return out
