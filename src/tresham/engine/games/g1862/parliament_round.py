"""1862's parliament round as a kind of round in its program: who bids in turn, when the
round ends (every player has declined), and what it offers (§4, L343-L412). The auction's
step, its data and its rules are in ``parliament``."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....errors import SetupError
from ....model.actions import Action, Bid, BuyShares, Par, Pass
from ....rules.games.g1862 import economy as econ
from ....rules.violation import Violation
from ... import market as mk
from ...decisions import asking
from ...events import Event, event
from ...round_state import RoundState
from ...rounds.base import RoundAt, RoundKind, wrong_round
from ...seats import seats_from
from ...shares import ordinary_certs
from ...state import State
from ...steps.base import Step
from . import charters as ch
from .parliament import (
    ParliamentData,
    ParliamentStep,
    data_of,
    decline,
    finish_launch,
    leave_auction,
    raise_problem,
    start_problem,
    win,
)


class ParliamentRound(RoundKind):
    NAME = "parliament"
    STEP = ParliamentStep()
    TOKENS = ch.CharterTokensStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        first = state.priority
        before = state.round.data
        if state.setup.site and index > 1 and isinstance(before, ParliamentData) and before.last:
            first = seats_from(state, before.last)[1 % len(state.players)]
        r = RoundState(
            kind=self.NAME, number=number, or_index=index, or_count=count, entity=first, data=ParliamentData()
        )
        state = replace(state, round=r)
        label = f"{number}{'ab'[index - 1] if count > 1 else ''}"
        text = f"Parliament round {label} begins; {first} may propose a charter first"
        return state, [event("round", text, round=self.NAME, number=number)]

    def enter(self, state: State, at: RoundAt) -> State:
        entity = at.entity or state.priority
        if entity not in state.player:
            raise SetupError(f"round.entity: {entity!r} is not a player")
        r = RoundState(
            kind=self.NAME,
            number=at.number,
            or_index=at.or_index,
            or_count=at.or_count,
            entity=entity,
            data=ParliamentData(),
        )
        return replace(state, round=r)

    def step_for(self, state: State, action: Action) -> tuple[Step | None, list[Violation]]:
        if self.STEP.takes(state, action):
            return self.STEP, []
        return None, wrong_round(state, action)

    def pass_problems(self, state: State) -> list[Violation]:
        return self.STEP.pass_problems(state)

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        return self.STEP.pass_turn(state)

    def advance(self, state: State) -> tuple[State, list[Event]] | None:
        """Play passes over a player who may not start an auction, or must pass in one; the
        winner's turn ends by itself once he has bought his two shares."""
        if state.decisions or state.round.over:
            return None
        d = data_of(state)
        player = state.round.entity
        if player is None:
            return None
        if d.winner is not None:
            if d.buys >= econ.PARLIAMENT_BUYS or not ordinary_certs(state, "ipo", d.company or ""):
                return finish_launch(state)
            return None
        if d.company is None:
            if start_problem(state, player) is not None:
                return decline(state, player, by_himself=False)
            return None
        if player == d.high and len(d.bidders) == 1:
            return win(state)
        if player != d.high and raise_problem(state, player) is not None:
            return leave_auction(state, player)
        return None

    def candidates(self, state: State, entity: str) -> Iterator[Action]:
        if asking(state) is not None:
            yield from self.TOKENS.candidates(state, entity)
            return
        d = data_of(state)
        yield Pass(entity=entity, entity_type="player")
        if d.winner is not None:
            if d.company and state.companies[d.company].par is None:
                for cell in mk.cells(state.market):
                    if "p" in mk.marks(state.market, cell):
                        yield Par(
                            entity=entity,
                            entity_type="player",
                            corporation=d.company,
                            share_price=mk.cell_id(state.market, cell),
                        )
            certs = ordinary_certs(state, "ipo", d.company or "")
            if certs:
                yield BuyShares(
                    entity=entity, entity_type="player", shares=(certs[0].id,), percent=certs[0].percent
                )
            return
        if d.company is None:
            for company in ch.available(state):
                yield Bid(entity=entity, entity_type="player", price=0, corporation=company)
            return
        yield Bid(entity=entity, entity_type="player", price=d.bid + econ.BID_STEP, corporation=d.company)

    def every_step(self) -> tuple[Step, ...]:
        return (self.STEP, self.TOKENS)
