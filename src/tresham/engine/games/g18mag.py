"""18Magyarország's procedures: the certificate draft first (§V L357-L397), then operating
rounds; "no train sold" tokens after an operating round without a sale (§VI.4.3 L696-L697,
``engine.idle``); a new phase makes the current operating round the last of its set
(L643-L648)."""

from __future__ import annotations

from typing import ClassVar

from ..events import Event
from ..idle import after_operating_round
from ..program import Next, Program
from ..rounds.base import RoundKind
from ..rounds.companies import CompanyRound
from ..rounds.drafts import CertificateDraftRound
from ..rounds.players import StockRound
from ..state import State
from ..trains import current_phase


class Program18Mag(Program):
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (
        CertificateDraftRound(),
        StockRound(),
        CompanyRound("operating"),
    )
    FIRST: ClassVar[str] = CertificateDraftRound.NAME

    def after(self, state: State) -> Next | None:
        if state.round.kind == CertificateDraftRound.NAME:  # operating rounds follow the draft
            return ("operating", 1, 1, state.rules.operating_rounds(current_phase(state)))
        return super().after(state)

    def set_ends(self, state: State) -> bool:
        return state.round.phase_at_start not in ("", state.phase)

    def after_company_round(self, state: State) -> tuple[State, list[Event]]:
        return after_operating_round(state)
