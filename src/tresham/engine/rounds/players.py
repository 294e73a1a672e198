"""Rounds of player turns made of one step: the stock round, and the drafts and action-card
rounds games add (their kinds live beside their steps).

Stock round (1862 §6.1/6.6 L698-L700, L939-L943 and most games alike): it starts with the
priority holder and goes clockwise (a game may give its first go-round another order:
``Economy.first_turns``). A turn ends with ``pass``, or by itself once the player has made
the turn's one purchase and the game lets him do nothing after it
(``Economy.SELL_AFTER_BUY``): 18xx.games records no pass there. A turn in which the player
did nothing counts as passing; when every player has passed in a row the round ends, and the
priority deal goes to the player after the last one who did something. A company whose
shares are all in players' hands then rises (``Economy.sold_out_moves``). Where the game
passes over a player who can do nothing (``Economy.PASS_OVER_IDLE_PLAYERS``), his turn
counts as a pass by itself, and a pass recorded for him while it is another's turn
changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ...errors import SetupError
from ...model.actions import Action, BuyCompany, BuyShares, Par, Pass, SellShares
from ...rules.violation import Violation
from .. import market as mk
from ..events import Event, event
from ..prices import move_token
from ..round_state import RoundState, StockData
from ..seats import seats_from, stock_turn_at, turn_index
from ..shares import ordinary_certs
from ..state import State
from ..steps.base import Step
from ..steps.cards import card_of
from ..steps.stock import StockStep
from .base import RoundAt, RoundKind, wrong_round


class PlayerRound(RoundKind):
    """A round of player turns whose every action one step takes."""

    STEP: Step

    def step_for(self, state: State, action: Action) -> tuple[Step | None, list[Violation]]:
        if self.STEP.takes(state, action):
            return self.STEP, []
        return None, wrong_round(state, action)

    def acts_for(self, state: State, action: Action) -> bool:
        return self.STEP.acts_for(state, action)

    def pass_problems(self, state: State) -> list[Violation]:
        return self.STEP.pass_problems(state)

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        return self.STEP.pass_turn(state)

    def every_step(self) -> tuple[Step, ...]:
        return (self.STEP,)


class StockRound(PlayerRound):
    NAME = "stock"
    STEP = StockStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        order = state.rules.first_turns(number, seats_from(state, state.priority), state.setup.site)
        state = replace(state, round=RoundState(kind=self.NAME, number=number, order=order, data=StockData()))
        state = pass_over_idle(state.with_round(entity=stock_turn_at(state, 0)), self)
        text = f"Stock round {number} begins; {state.round.entity} acts first"
        return state, [event("round", text, round=self.NAME, number=number)]

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        return end_stock_turn(state, self), []

    def cannot_force(self, state: State, action: Action) -> str | None:
        if state.rules.PASS_OVER_IDLE_PLAYERS and isinstance(action, Pass) and action.entity != state.to_act:
            return f"it is {state.to_act}'s turn: {action.entity} has no turn to pass"
        return None

    def enter(self, state: State, at: RoundAt) -> State:
        entity = at.entity or state.priority
        if entity not in state.player:
            raise SetupError(f"round.entity: {entity!r} is not a player")
        order = state.rules.first_turns(at.number, seats_from(state, state.priority), state.setup.site)
        data = StockData(passes=at.passes)
        r = RoundState(kind=self.NAME, number=at.number, entity=entity, order=order, data=data)
        state = replace(state, round=r)
        return state.with_round(index=turn_index(state, entity))

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        """Pass, par at every par price the company may start at, a company sold as a card at
        each of its prices, each private on sale at its price, one certificate from each holder, sales."""
        yield Pass(entity=player, entity_type="player")
        cells = [(c, mk.marks(state.market, c), mk.value(state.market, c)) for c in mk.cells(state.market)]
        for private in state.game.privates:
            price = state.rules.private_stock_price(private)
            if price is not None and state.private_owner(private.id) is None:
                yield BuyCompany(entity=player, entity_type="player", company=private.id, price=price)
        for cid, cs in state.companies.items():
            if card_of(state, cid) is not None:  # a company sold whole, as one card (1824)
                for price in state.rules.card_prices(state.company_def(cid)):
                    yield BuyCompany(entity=player, entity_type="player", company=cid, price=price)
                continue
            if cs.par is None and cs.cell is None:
                comp = state.company_def(cid)
                for cell in (c for c, m, v in cells if state.rules.company_par_allowed(comp, m, v)):
                    yield Par(
                        entity=player,
                        entity_type="player",
                        corporation=cid,
                        share_price=mk.cell_id(state.market, cell),
                    )
                continue
            for holder in ("ipo", "pool", cid):
                certs = ordinary_certs(state, holder, cid)
                if certs:
                    yield BuyShares(
                        entity=player, entity_type="player", shares=(certs[0].id,), percent=certs[0].percent
                    )
            held = state.percent(player, cid)
            if held:
                unit = state.rules.share_unit(state.company_def(cid))
                mine = [c.id for c in state.certs_of(cid) if c.owner == player]
                for n in range(1, held // unit + 1):
                    yield SellShares(
                        entity=player, entity_type="player", shares=tuple(mine), percent=n * unit
                    )

    def advance(self, state: State) -> tuple[State, list[Event]] | None:
        r = state.round
        if r.acted and "buy" in r.turn and not state.rules.SELL_AFTER_BUY:
            return end_stock_turn(state, self), []
        return None

    def finish(self, state: State) -> tuple[State, list[Event]]:
        last = stock_data(state.round).last_actor
        if last is not None:
            state = replace(state, priority=seats_from(state, last)[1 % len(state.players)])
        text = f"Stock round {state.round.number} ends; {state.priority} has priority"
        events = [event("round", text, priority=state.priority)]
        for cid, cs in state.companies.items():
            certs = list(state.certs_of(cid))
            if cs.cell is not None and certs and all(c.owner in state.player for c in certs):
                moves = state.rules.sold_out_moves(state.company_def(cid))
                state, more = move_token(state, cid, moves, "(sold out)")
                events += more
        return state, events


def end_stock_turn(state: State, kind: StockRound | None = None) -> State:
    """The current player's turn is over; the round is over when everyone passed in a row
    (``kind``: the game's stock round, which judges who may still act)."""
    r, data = state.round, stock_data(state.round)
    passes = 0 if r.acted else data.passes + 1
    last = r.entity if r.acted else data.last_actor
    state = state.with_round(acted=False, turn=(), index=r.index + 1)
    state = state.with_round_data(passes=passes, last_actor=last)
    if passes >= len(state.players):
        return state.with_round(over=True)
    return pass_over_idle(state.with_round(entity=stock_turn_at(state, r.index + 1)), kind)


def pass_over_idle(state: State, kind: StockRound | None = None) -> State:
    """Where the game does so (``Economy.PASS_OVER_IDLE_PLAYERS``), the turns of players who
    can neither buy nor sell anything go by as passes, up to the first who can act; the
    round is over when every player has passed in a row."""
    if not state.rules.PASS_OVER_IDLE_PLAYERS:
        return state
    for _ in range(len(state.players)):
        r, data = state.round, stock_data(state.round)
        if r.entity is None or can_act(state, r.entity, kind or StockRound()):
            return state
        passes = data.passes + 1
        state = state.with_round(index=r.index + 1).with_round_data(passes=passes)
        if passes >= len(state.players):
            return state.with_round(over=True)
        state = state.with_round(entity=stock_turn_at(state, r.index + 1))
    return state


def can_act(state: State, player: str, kind: StockRound) -> bool:
    """Whether ``player`` could buy, start, or sell anything in his stock turn now."""
    moves = kind.candidates(state, player)
    return any(not isinstance(a, Pass) and not kind.STEP.check(state, a) for a in moves)


def stock_data(r: RoundState) -> StockData:
    """A stock round's own data."""
    assert isinstance(r.data, StockData), f"{r.kind} round is no stock round"
    return r.data
