"""1862's program: two parliament rounds, then a stock round and a set of operating rounds;
after each set, a parliament round, a stock round and the next set (§2.4.4 L222-L223,
§3 L249-L253; the rounds in ``parliament`` and ``stock``). The game's three ends (§10,
L1950-L2012; the digest's "End conditions", rulebook-notes/1862.md line 71):

- a company reaching the top space of the market: the current operating round is finished,
  then the game ends, without the LNER (§10.1, L1954-L1957);
- the bank broken: the current set of operating rounds is finished (or, when it breaks in
  a stock round, the set after it), then the game ends, without the LNER (§10.2,
  L1963-L1970);
- the first H train: the LNER forms at the end of that set of operating rounds, the
  companies operate once more (three times, in the next set), then the game ends (§10.3,
  L1973-L1976, L2009-L2012). From then on a broken bank no longer ends the game, but the top
  of the market still does (L1993-L1995). The set after the LNER's is preceded by a stock
  round, as the site plays it (its record of a whole game: the stock round after the set in
  which the H train was bought, then a last set of operating rounds; judgement where L2009
  leaves it open). The LNER's formation and its rules for that last set are not played here.

The numbers (the market's end mark, the LNER's phase) are the economy's
(``rules.games.g1862.economy``).
"""

from __future__ import annotations

from typing import ClassVar

from ....rules.games.g1862.economy import LNER_PHASE, MARKET_TOP_MARK, PARLIAMENT_ROUNDS_AT_START
from ... import market as mk
from ...events import Event
from ...program import Next, Program
from ...rounds.base import RoundKind
from ...state import GameEnd, State
from ...trains import current_phase, phase_index
from . import lner
from .compulsory import BuyTrain1862, Operating1862
from .parliament_round import ParliamentRound
from .stock import Stock1862Round


class Program1862(Program):
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (
        ParliamentRound(),
        Stock1862Round(),
        Operating1862(extra=(BuyTrain1862(),)),
    )
    FIRST: ClassVar[str] = "parliament"

    def first(self, state: State) -> Next:
        return ("parliament", 1, 1, PARLIAMENT_ROUNDS_AT_START)

    def after(self, state: State) -> Next | None:
        r = state.round
        if r.kind == "parliament":
            if r.or_index < r.or_count:
                return ("parliament", r.number, r.or_index + 1, r.or_count)
            return ("stock", r.number, 1, 1)
        if r.kind == "stock":
            return ("operating", r.number, 1, state.rules.operating_rounds(current_phase(state)))
        if r.or_index < r.or_count:
            return (r.kind, r.number, r.or_index + 1, r.or_count)
        if self.lner_set_off(state):  # no more parliament rounds once the LNER forms (L1979)
            return ("stock", r.number + 1, 1, 1)
        return ("parliament", r.number + 1, 1, 1)

    def after_set(self, state: State) -> tuple[State, list[Event]]:
        """The LNER forms at the end of the set in which the first H train was bought."""
        if self.lner_set_off(state) and not lner.formed(state):
            return lner.form(state)
        return state, []

    def ends(self, state: State) -> list[GameEnd]:
        found = [e for e in (self.market_top(state), self.lner(state)) if e is not None]
        if not self.lner_set_off(state):
            found += super().ends(state)  # the bank (L1963-L1970), until the LNER (L1993-L1995)
        return found

    def market_top(self, state: State) -> GameEnd | None:
        """A company on the market's top space ends the game after this operating round
        (§10.1, L1954-L1957)."""
        for cid, company in state.companies.items():
            if company.cell is not None and MARKET_TOP_MARK in mk.marks(state.market, company.cell):
                price = mk.value(state.market, company.cell)
                cause = f"{state.label(cid)} has reached the top of the market ({price})"
                return self.after_this_round(state, "market top", cause)
        return None

    def lner_set_off(self, state: State) -> bool:
        """Whether the first H train has been bought (§10.3, L1973-L1976)."""
        lner = phase_index(state, LNER_PHASE)
        return lner >= 0 and phase_index(state, state.phase) >= lner

    def lner(self, state: State) -> GameEnd | None:
        """The first H train: the LNER forms at the end of this set, and the game ends after
        the set that follows (§10.3, L1973-L1976, L2009-L2012)."""
        if not self.lner_set_off(state):
            return None
        when = "the LNER forms at the end of this set of operating rounds; after one more set the game ends"
        return self.after_next_set(state, "lner", "the first H train is bought", when)
