"""A game's program of rounds: which kinds of round it plays, which comes first, which follows
which, and what the end of a round or of a set of operating rounds sets off.

``Program`` is the common pattern: a stock round, then a set of operating rounds (as many as
the phase at its start gives, ``Economy.operating_rounds``), then the next stock round. A game
whose rounds go otherwise declares its own program in its module of ``engine.games`` (1840's
round track, 18 Lilliput's rounds of actions, 18Mag's draft first); the numbers stay in the
game's rules (``rules/games/economy_*.py``). ``engine.games.program_of`` finds a game's.

The end of a game is the program's too. ``ends`` lists what the rules see coming (by default a
broken bank; 1862's market top and first H train, 18Mag's last phase in their modules), each
a ``GameEnd`` that says when it takes effect: after the operating round in progress, after
the set of operating rounds in progress, or after one more set. ``watch_end`` records the
soonest in ``State.ending`` with an ``end`` event; ``end_round`` makes it take effect
(``State.end``, another ``end`` event), as it does where ``after`` has no round left (1840's
round track, 18 Lilliput's rounds). No end takes effect at once in any of the games.
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
        """The round is over: its kind finishes it, the game's procedures follow, then either
        an end seen coming takes effect (``State.ending``), or the game has no round after
        this one, or the next round begins."""
        kind = self.kind(state.round.kind)
        state, events = kind.finish(state)
        if kind.COMPANIES_ACT:
            state, more = self.after_company_round(state)
            events += more
        nxt = self.after(state)
        end = self.last_round_reason(state) if nxt is None else self.end_taking_effect(state, nxt)
        if end is not None:
            label = state.round.label
            over = event("end", f"The game is over after {label}: {end.cause}", reason=end.reason)
            final = GameEnd(end.reason, end.cause, f"the game ended after {label}")
            return self.game_over(state, final), [*events, over]
        assert nxt is not None
        if state.round.kind != "stock" and nxt[0] == "stock":
            state, more = self.after_set(state)
            events += more
        state, more = self.begin(state, nxt)
        return state, events + more

    # ------------------------------------------------------------------ the end
    # An end is seen coming (``trigger``) and takes effect later: after the current operating
    # round, or after a set of operating rounds (this one, or the one after it). A game lists
    # the ends its rules know in ``ends``; the soonest of them is the one that counts. Sets of
    # operating rounds are known by their number (``RoundState.number``).

    def trigger(self, state: State) -> GameEnd | None:
        """The soonest end the rules see coming in ``state`` (None: none)."""
        found = self.ends(state)
        return min(found, key=moment) if found else None

    def ends(self, state: State) -> list[GameEnd]:
        """Every end the game's rules see coming in ``state``: by default a broken bank."""
        broken = self.bank_broken(state)
        return [broken] if broken is not None else []

    def bank_broken(self, state: State) -> GameEnd | None:
        """A broken bank (a finite bank at 0 or below): the current set of operating rounds is
        finished or, when it breaks outside one (a stock round), the set that follows it;
        then the game is over (1824 IX.1 L878-L880, 1862 §10.2 L1963-L1970)."""
        if not (self.BANK_BREAK_ENDS and state.game.bank and state.bank is not None and state.bank <= 0):
            return None
        return self.after_this_set(state, "bank broken", "the bank is broken")

    def watch_end(self, state: State) -> tuple[State, list[Event]]:
        """Record an end seen coming, unless one already recorded comes as soon: the action
        that sets it carries an ``end`` event saying when the game ends."""
        if state.end is not None:
            return state, []
        coming = self.trigger(state)
        if coming is None or (state.ending is not None and moment(state.ending) <= moment(coming)):
            return state, []
        text = coming.text[0].upper() + coming.text[1:]
        return replace(state, ending=coming), [event("end", text, reason=coming.reason)]

    def in_operating_round(self, state: State) -> bool:
        return self.kind(state.round.kind).COMPANIES_ACT

    def coming_set(self, state: State) -> int:
        """The number of the set of operating rounds in progress or, outside one, of the next
        (a stock round and the set after it share their number)."""
        return state.round.number

    def after_this_round(self, state: State, reason: str, cause: str) -> GameEnd:
        """An end after the operating round in progress (outside one: after the next)."""
        if self.in_operating_round(state):
            r = state.round
            return GameEnd(reason, cause, "the game ends after this operating round", r.number, r.or_index)
        when = "the game ends after the next operating round"
        return GameEnd(reason, cause, when, self.coming_set(state), 1)

    def after_this_set(self, state: State, reason: str, cause: str) -> GameEnd:
        """An end after the set of operating rounds in progress (outside one: the next)."""
        if self.in_operating_round(state):
            when = "the game ends after this set of operating rounds"
        else:
            when = "the game ends after the next set of operating rounds"
        return GameEnd(reason, cause, when, self.coming_set(state))

    def after_next_set(self, state: State, reason: str, cause: str, when: str = "") -> GameEnd:
        """An end after one more whole set of operating rounds: the set in progress is
        finished, then the next one is played (outside a set: the next one is the last).
        ``when`` says so in the game's own words."""
        if self.in_operating_round(state):
            when = when or "the game ends after one more set of operating rounds, once this one is over"
            return GameEnd(reason, cause, when, state.round.number + 1)
        return self.after_this_set(state, reason, cause)

    def end_taking_effect(self, state: State, nxt: Next) -> GameEnd | None:
        """The end recorded in ``state.ending`` if it takes effect now that this round is over
        and ``nxt`` would follow."""
        end, r = state.ending, state.round
        if end is None or not self.in_operating_round(state):
            return None
        if end.last_round:
            return end if (r.number, r.or_index) >= (end.last_set, end.last_round) else None
        set_over = (nxt[0], nxt[1]) != (r.kind, r.number)
        return end if set_over and r.number >= end.last_set else None

    def last_round_reason(self, state: State) -> GameEnd:
        """Why the game ends where its program has no round after the last."""
        return GameEnd("last round", "the game's rounds are all played")

    def game_over(self, state: State, end: GameEnd) -> State:
        """The game is over: nobody acts any more."""
        return replace(state, end=end, ending=None, round=replace(state.round, entity=None, over=False))


def moment(end: GameEnd) -> tuple[int, int]:
    """When a coming end takes effect, for comparing two: (set, round; a whole set last)."""
    return (end.last_set, end.last_round or 1_000)
