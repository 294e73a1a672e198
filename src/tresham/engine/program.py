"""A game's program of rounds: which kinds of round it plays, which comes first, which follows
which, and what the end of a round or of a set of operating rounds sets off.

``Program`` is the common pattern: a stock round, then a set of operating rounds (as many as
the phase at its start gives, ``Economy.operating_rounds``), then the next stock round. A game
whose rounds go otherwise declares its own program in its module of ``engine.games`` (1840's
round track, 18 Lilliput's rounds of actions, 18Mag's draft first); the numbers stay in the
game's rules (``rules/games/economy_*.py``). ``engine.games.program_of`` finds a game's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import ClassVar

from .events import Event, event
from .rounds.base import RoundKind
from .rounds.companies import CompanyRound
from .rounds.players import StockRound
from .state import GameEnd, State
from .steps.base import Step
from .trains import current_phase

Next = tuple[str, int, int, int]
"""A round to begin: (kind, number, index in its set, rounds in the set)."""


class Program:
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (StockRound(), CompanyRound("operating"))
    FIRST: ClassVar[str] = "stock"

    # Whether a broken bank ends the game: once the bank has run out (a finite bank at 0 or
    # below), the current set of operating rounds is finished, or, when it breaks in a stock
    # round, the set that follows it; then the game is over (1824 L610 of the digest, 1862
    # L1963-L1970).
    BANK_BREAK_ENDS: ClassVar[bool] = True

    def __init__(self) -> None:
        self.kinds: Mapping[str, RoundKind] = {k.NAME: k for k in self.ROUNDS}

    def kind(self, name: str) -> RoundKind:
        """The kind of round named ``name`` (KeyError: the game plays none)."""
        return self.kinds[name]

    def step(self, name: str) -> Step:
        """The step named ``name`` of any of the game's rounds (a decision names the step
        that takes its answer)."""
        for kind in self.ROUNDS:
            for step in kind.every_step():
                if name == step.NAME:
                    return step
        raise KeyError(name)

    # ------------------------------------------------------------------ sequence
    def first(self, state: State) -> Next:
        return (self.FIRST, 1, 1, 1)

    def after(self, state: State) -> Next | None:
        """The round that follows the one just over (None: the game is over)."""
        r = state.round
        if r.kind == "stock":
            return ("operating", r.number, 1, state.rules.operating_rounds(current_phase(state)))
        if r.or_index < r.or_count and not self.set_ends(state):
            return (r.kind, r.number, r.or_index + 1, r.or_count)
        return ("stock", r.number + 1, 1, 1)

    def set_ends(self, state: State) -> bool:
        """Whether the set of operating rounds ends after this one though rounds are left."""
        return False

    def rounds_in_set(self, kind: str, number: int) -> int | None:
        """How many rounds of ``kind`` make set ``number`` where the game fixes it (None: as
        many operating rounds as the phase gives)."""
        return None

    # ------------------------------------------------------------------ procedures
    def after_company_round(self, state: State) -> tuple[State, list[Event]]:
        """What the end of a round of company turns sets off (nothing, by default)."""
        return state, []

    def after_set(self, state: State) -> tuple[State, list[Event]]:
        """What the end of a set of operating rounds sets off (nothing, by default)."""
        return state, []

    # ------------------------------------------------------------------ playing
    def start(self, state: State) -> tuple[State, list[Event]]:
        """The game's first round."""
        return self.begin(state, self.first(state))

    def begin(self, state: State, nxt: Next) -> tuple[State, list[Event]]:
        kind, number, index, count = nxt
        state, events = self.kind(kind).begin(state, number, index, count)
        state = replace(state, round=replace(state.round, companies_act=self.kind(kind).COMPANIES_ACT))
        return state, events

    def end_round(self, state: State) -> tuple[State, list[Event]]:
        """The round is over: its kind finishes it, the game's procedures follow, the next
        round begins."""
        kind = self.kind(state.round.kind)
        state, events = kind.finish(state)
        if kind.COMPANIES_ACT:
            state, more = self.after_company_round(state)
            events += more
        nxt = self.after(state)
        end = self.last_round_reason(state) if nxt is None else None
        if kind.COMPANIES_ACT and nxt is not None and nxt[0] == "stock" and state.ending is not None:
            end = state.ending  # the set is over
        if end is not None:
            over = event("end", f"The game is over: {end.text}", reason=end.reason)
            return self.game_over(state, end), [*events, over]
        assert nxt is not None
        if state.round.kind != "stock" and nxt[0] == "stock":
            state, more = self.after_set(state)
            events += more
        state, more = self.begin(state, nxt)
        return state, events + more

    # ------------------------------------------------------------------ the end
    def trigger(self, state: State) -> GameEnd | None:
        """An end the rules see coming in ``state``, to take effect later (None: none)."""
        if self.BANK_BREAK_ENDS and state.game.bank and state.bank is not None and state.bank <= 0:
            text = "the bank is broken: the game ends after this set of operating rounds"
            return GameEnd("bank broken", text)
        return None

    def last_round_reason(self, state: State) -> GameEnd:
        """Why the game ends where its program has no round after the last."""
        return GameEnd("last round", f"{state.round.label} was the game's last round")

    def game_over(self, state: State, end: GameEnd) -> State:
        """The game is over: nobody acts any more."""
        return replace(state, end=end, round=replace(state.round, entity=None, over=False))
