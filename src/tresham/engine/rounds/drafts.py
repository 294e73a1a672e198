"""Rounds of player turns that games add before or between their stock and operating rounds:
the certificate draft (18Mag, 18 Lilliput) and the town-token draft (1824's Goods Time
variant); 18 Lilliput's round of action cards is its own (``engine.games.g18lilliput``).
Each is one step (``engine/steps/``) played as a ``PlayerRound``; the step sets
``RoundState.over`` with the last pick or turn.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ...errors import SetupError
from ...model.actions import Action, Bid, Pass, PlaceToken
from .. import offers
from ..events import Event
from ..round_state import RoundState
from ..seats import seats_from
from ..state import State
from ..steps.cert_draft import (
    CertificateDraftStep,
    draft_order,
    finish_draft,
    home_due,
    picks_made,
    start_draft,
)
from ..steps.draft import DraftStep, snake
from .base import RoundAt
from .players import PlayerRound


class DraftRound(PlayerRound):
    """A draft: every turn takes something; nobody passes, not even in a recorded game."""

    def cannot_force(self, state: State, action: Action) -> str | None:
        return "the draft has no pass" if action.TYPE == "pass" else None


class CertificateDraftRound(DraftRound):
    """The players take their first certificates free, one at a time (18Mag §V L357-L397;
    18 Lilliput's set-up draft)."""

    NAME = "draft"
    STEP = CertificateDraftStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        return start_draft(state)

    def finish(self, state: State) -> tuple[State, list[Event]]:
        return finish_draft(state)

    def enter(self, state: State, at: RoundAt) -> State:
        """A draft under way: as many picks made as the players hold drafted certificates,
        in the order that begins with the priority holder."""
        order = draft_order(state)
        index = picks_made(state)
        if index >= len(order):
            raise SetupError("round: the players already hold every certificate the draft gives out")
        if at.entity is not None and at.entity != order[index]:
            raise SetupError(
                f"round.entity: after {index} picks it is {order[index]}'s turn to take, not {at.entity}'s"
            )
        r = RoundState(kind=self.NAME, number=1, order=order, index=index, entity=order[index])
        return replace(state, round=r)

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        """The home tile due (every tile on every empty hex), else a pick of every company
        and private card (its price is ignored: the draft is free)."""
        home = home_due(state)
        if home is not None:
            yield from offers.home_lays(state, home)
            return
        for cid in state.companies:
            if state.rules.entity_type(state.company_def(cid)) == "minor":
                yield Bid(entity=player, entity_type="player", price=0, minor=cid)
            else:
                yield Bid(entity=player, entity_type="player", price=0, corporation=cid)
        for private in state.game.privates:
            yield Bid(entity=player, entity_type="player", price=0, company=private.id)


class TownDraftRound(DraftRound):
    """1824's Goods Time draft of town tokens (XII.2 L1021-L1025); ``count`` is the number of
    tokens the players agreed to place (7-10 recommended, L1022)."""

    NAME = "town-draft"
    STEP = DraftStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        order = snake(seats_from(state, state.priority), count)
        r = RoundState(kind=self.NAME, number=number, order=order, entity=order[0] if order else None)
        return replace(state, round=r), []

    def enter(self, state: State, at: RoundAt) -> State:
        if not at.picks or at.picks < 1:
            raise SetupError("round.picks: a draft names how many town tokens the players place")
        return self.begin(state, at.number, 1, at.picks)[0]

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        """A town token on every hex of the map (the rules say which take one), and a pass
        (giving up the pick: ``DraftStep.pass_turn``)."""
        for hex in state.rules.map.hexes:
            yield PlaceToken(entity=player, entity_type="player", city=hex, token_type="town")
        yield Pass(entity=player, entity_type="player")
