"""1840's set-up draws: the tram lines on offer, and which majors play; more lines in play.

The rulebook (L527-L535): set line card 2 aside, shuffle the other line cards and deal one
more than the number of players face up to the line auction space (company round e), then
shuffle card 2 into the rest, the deck (space f). In each company round, while any tram
company still has room for a line, one more than the number of players are dealt from the
deck, however many are already on offer (VIII.7, L2007-L2027). The lines of a small side
(XII-XIII) are not in the game at all.

The majors (tram companies): players start the ones they choose, one each, and those
nobody starts leave the game (L1305-L1311). 18xx.games instead deals, at set-up, as many
majors as there are players, and only those can be started; a game set up from a seed does
the same, so that it is the game the site would have dealt.

18xx.games draws with its generator (``rules.lcg``), in this order: the lines of the game
but line 2, in number order, shuffled, the first ``players + 1`` on offer; then the six
majors (WT, DT K&C, SJE, BBG, WKB, GWStStB) shuffled, the first ``players`` in play. Each
restock shuffles the lines not yet dealt (line 2 among them), in number order, and deals
the first ``players + 1``. (In the two-player game with seed 133875 the lines dealt are 4,
5, 18, then 2, 15, 3, then 1, 7, 6; the majors GWStStB and WT; the record buys 4 and 5, then
18 and 2, then 7 and 15.)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ... import lcg
from ...setup_hooks import GameSetup

SET_ASIDE = "2"  # the line card dealt only from the deck (L527, L533)


def draw_start(setup: GameSetup, lines: Sequence[str], majors: Sequence[str], players: int) -> GameSetup:
    """The lines on offer and the majors in play, drawn from ``setup.rng``. ``lines`` are
    the lines of the game (of its side of the map), ``majors`` the six majors, both in the
    order of the game's charters."""
    offered, rng = lcg.shuffle([x for x in lines if x != SET_ASIDE], setup.rng)
    in_play, rng = lcg.shuffle(majors, rng)
    return replace(setup, rng=rng, lines=offered[: players + 1], in_play=in_play[:players])


def restock(setup: GameSetup, lines: Sequence[str], players: int) -> GameSetup:
    """``setup`` with ``players + 1`` more lines dealt from the deck (every line of the
    game not dealt yet), continuing the generator; fewer when the deck runs short, none
    when it is empty (then nothing is drawn)."""
    deck = [x for x in lines if x not in setup.lines]
    if not deck:
        return setup
    dealt, rng = lcg.shuffle(deck, setup.rng)
    return replace(setup, rng=rng, lines=setup.lines + dealt[: players + 1])
