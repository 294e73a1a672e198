"""1840's program: the opening auction of the privates (``PRE``, §VI L948-L992), the choice
of order cards (L994-L1006), then the round track printed on the board (``ROUND_TRACK`` in
the game's economy: stock, company and line rounds in a fixed order, L1188-L1200): company
rounds in which the tram companies and city corporations act, and line rounds in which the
lines act (``Economy1840.operates_in``)."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

from ....rules.games.g1840.economy import PHASE_AT_LINE_ROUND, ROUND_TRACK
from ...events import Event, event
from ...program import Next, Program
from ...rounds.base import RoundKind
from ...state import GameEnd, State
from .auction import PrivateAuctionRound
from .build import LineRound
from .company_round import CompanyRound1840
from .order import OrderCardRound
from .stock import StockRound1840


class Program1840(Program):
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (
        PrivateAuctionRound(),
        OrderCardRound(),
        StockRound1840(),
        CompanyRound1840(),
        LineRound(),
    )
    FIRST: ClassVar[str] = PrivateAuctionRound.NAME
    BANK_BREAK_ENDS: ClassVar[bool] = False  # the round track alone ends the game (XI)

    def after(self, state: State) -> Next | None:
        r = state.round
        if r.kind == PrivateAuctionRound.NAME:
            return (OrderCardRound.NAME, 1, 1, 1)
        if r.kind == OrderCardRound.NAME:
            kind, number, count = ROUND_TRACK[0]
            return (kind, number, 1, count)
        here = next(i for i, (k, n, _) in enumerate(ROUND_TRACK) if (k, n) == (r.kind, r.number))
        if r.or_index < r.or_count:
            return (r.kind, r.number, r.or_index + 1, r.or_count)
        if here + 1 == len(ROUND_TRACK):
            return None  # the game ends at the end of CR6 (XI, L3192-L3221)
        kind, number, count = ROUND_TRACK[here + 1]
        return (kind, number, 1, count)

    def begin(self, state: State, nxt: Next) -> tuple[State, list[Event]]:
        """A round begins; the first line round of sets 2, 4 and 5 opens a tile colour
        (``PHASE_AT_LINE_ROUND``, IX.5 L2634-L2638)."""
        kind, number, index, _ = nxt
        events: list[Event] = []
        phase = PHASE_AT_LINE_ROUND.get(number) if (kind, index) == ("line", 1) else None
        if phase is not None and phase != state.phase:
            state = replace(state, phase=phase)
            colours = ", ".join(next(p for p in state.game.phases if p.name == phase).tiles)
            events.append(event("phase", f"Phase {phase} begins: tiles {colours}", phase=phase))
        state, more = super().begin(state, nxt)
        return state, events + more

    def rounds_in_set(self, kind: str, number: int) -> int | None:
        return next((c for k, n, c in ROUND_TRACK if (k, n) == (kind, number)), None)

    def last_round_reason(self, state: State) -> GameEnd:
        return GameEnd("last round", "the round track is at its end")
