"""18 Lilliput's procedures (L107-L121): the set-up draft of starting companies and
characters, then each round: the players' action cards, the companies run (an operating round
of the same number), Bureaucracy (L466-L471, ``engine.bureaucracy``), the next round."""

from __future__ import annotations

from typing import ClassVar

from ..bureaucracy import bureaucracy
from ..events import Event
from ..program import Next, Program
from ..rounds.base import RoundKind
from ..rounds.companies import CompanyRound
from ..rounds.drafts import ActionsRound, CertificateDraftRound
from ..state import State


class ProgramLilliput(Program):
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (
        CertificateDraftRound(),
        ActionsRound(),
        CompanyRound("operating"),
    )
    FIRST: ClassVar[str] = CertificateDraftRound.NAME
    BANK_BREAK_ENDS: ClassVar[bool] = False  # the last round ends the game (L473-L484)

    def after(self, state: State) -> Next | None:
        r = state.round
        if r.kind == CertificateDraftRound.NAME:
            return (ActionsRound.NAME, 1, 1, 1)
        if r.kind == ActionsRound.NAME:
            return ("operating", r.number, 1, 1)
        return (ActionsRound.NAME, r.number + 1, 1, 1)

    def after_company_round(self, state: State) -> tuple[State, list[Event]]:
        return bureaucracy(state)
