"""Rounds of player turns that games add before or between their stock and operating rounds:
the certificate draft (18Mag, 18 Lilliput), the town-token draft (1824's Goods Time variant)
and the action-card round (18 Lilliput). Each is one step (``engine/steps/``) played as a
``PlayerRound``; the step sets ``RoundState.over`` with the last pick or turn.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ...errors import SetupError
from ...model.actions import Action, Bid, Choose, Pass, PlaceToken
from ...model.actions.base import JsonValue
from .. import offers
from ..decisions import asking
from ..events import Event
from ..round_state import RoundState
from ..seats import seats_from
from ..state import State
from ..steps.actions import ALT, ActionsStep, card_kind, founded_now, start_actions_round
from ..steps.cert_draft import (
    CertificateDraftStep,
    draft_order,
    finish_draft,
    home_due,
    picks_made,
    start_draft,
)
from ..steps.characters import INCOME, income_choices
from ..steps.draft import DraftStep, snake
from .base import RoundAt
from .companies import pool_purchases, train_purchases
from .players import PlayerRound, StockRound


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


class ActionsRound(PlayerRound):
    """18 Lilliput's round of action cards (L111-L115)."""

    NAME = "actions"
    STEP = ActionsStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        return start_actions_round(state, number)

    def enter(self, state: State, at: RoundAt) -> State:
        """Begun by the start player (the priority holder); the turns before ``entity``'s
        first are over."""
        state, _ = start_actions_round(state, at.number)
        if at.entity is None:
            return state
        if at.entity not in state.round.order:
            raise SetupError(f"round.entity: {at.entity!r} is not a player")
        return state.with_round(index=state.round.order.index(at.entity), entity=at.entity)

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        """Before a card: each side of each card, copied too, and every split of the funds
        among his companies where the side gives funds. After it: pass, and what his
        companies might do (lays, tokens, trains) and his buys and sales."""
        owned = [c for c in state.companies if state.director(c) == player]
        asked = asking(state)
        if asked is not None and asked.question == INCOME:  # the Grand Judge's (L315)
            yield from income_choices(state, player, owned)
            return
        for held in state.privates_of(player):  # the Treasurer's exchange (L317)
            if state.rules.exchange_value(held, state.round.number) is not None:
                yield Choose(entity=player, entity_type="player", choice={"exchange": held})
        if card_kind(state) is None:
            for card in state.game.cards:
                sides = state.rules.action_card(card.id)
                if sides is None:
                    continue
                for alternative, side in enumerate(sides):
                    name = card.id + (ALT if alternative else "")
                    for pick in (name, "COPY:" + name):
                        for choice in _with_funds(state, pick, side, owned):
                            yield Choose(entity=player, entity_type="player", choice=choice)
            return
        yield from StockRound().candidates(state, player)  # (its pass and pars: check refuses a par)
        founded = founded_now(state)
        if founded is not None:  # its home, then a train of the pool (L269-L270)
            yield from offers.token_places(state, founded)
            yield from pool_purchases(state, founded)
            return
        for company in owned:
            yield from offers.tile_lays(state, company)
            yield from offers.token_places(state, company)
            yield from train_purchases(state, company)


def _with_funds(state: State, pick: str, side: str, owned: list[str]) -> Iterator[JsonValue]:
    """``pick`` as a choice; a side that gives funds, with each split of them over one or two
    of the player's companies (L111-L115: card 10)."""
    if side != "funds":
        yield pick
        return
    total = state.rules.company_funds(state.phase)
    for i, first in enumerate(owned):
        yield {"card": pick, "funds": {first: total}}
        for second in owned[i + 1 :]:
            for part in range(1, total):
                yield {"card": pick, "funds": {first: part, second: total - part}}
