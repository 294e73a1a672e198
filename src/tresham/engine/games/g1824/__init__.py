"""1824's procedures: the common program of rounds, with the Goods Time variant's town draft
(XII.2), the Staatsbahnen formed at the end of the operating round in which their train is
bought (``engine.formation``), and a train sold abroad after each set (VII.15 L828-L834).

The package's modules: ``exchange`` (a mountain railway exchanged for a share in a stock
round, IV.1) and ``coal`` (a coal railway for its regional's director's certificate, IV.2),
``forced`` (the mountain railways' exchange at the first 4-train), ``stacks`` (the
two-player Cisleithania draft of the four stacks, X.5), ``emergency`` (the
director's money and debt, VII.12), ``buy_train``, ``track`` and ``route`` (the steps as
18xx.games plays them in a replay: a step with nothing left to do ends by itself, the
water on Wien and Budapest; one token a turn). Each says which reading is the book's and
which the site's (``GameSetup.site``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from ....model.actions import Action
from ... import trains as tr
from ...events import Event, event
from ...formation import form_pending
from ...program import Next, Program
from ...rounds.base import RoundKind
from ...rounds.companies import CompanyRound
from ...rounds.drafts import TownDraftRound
from ...rounds.players import StockRound
from ...state import State
from .buy_train import BuyTrain1824, after_first
from .coal import coal_exchanges
from .emergency import settle_debts
from .exchange import Stock1824, mountain_exchanges
from .forced import MountainExchangeStep
from .route import Route1824
from .stacks import KIND as STACK_DRAFT
from .stacks import StackDraftRound, drafts_stacks
from .track import Token1824, Track1824


class StockRound1824(StockRound):
    """The stock round, in which a mountain railway may also be exchanged for a share."""

    STEP = Stock1824()

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        yield from super().candidates(state, player)
        yield from mountain_exchanges(state, player)
        yield from coal_exchanges(state, player)


class Program1824(Program):
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (
        StockRound1824(),
        CompanyRound(
            "operating", extra=(Track1824(), Token1824(), Route1824(), BuyTrain1824(), MountainExchangeStep())
        ),
        TownDraftRound(),
        StackDraftRound(),
    )

    def first(self, state: State) -> Next:
        # with 2 players on the Cisleithania map the first stock round opens with the
        # draft of the stacks (X.5 L961-L972; ``stacks``)
        return (STACK_DRAFT, 1, 1, 1) if drafts_stacks(state) else super().first(state)

    def after(self, state: State) -> Next | None:
        if state.round.kind in (TownDraftRound.NAME, STACK_DRAFT):  # the first stock round follows a draft
            return ("stock", 1, 1, 1)
        return super().after(state)

    def end_round(self, state: State) -> tuple[State, list[Event]]:
        events: list[Event] = []
        if state.round.kind == StockRound.NAME:
            state, events = settle_debts(state)
        state, more = super().end_round(state)
        return state, events + more

    def after_company_round(self, state: State) -> tuple[State, list[Event]]:
        return form_pending(state)

    def after_set(self, state: State) -> tuple[State, list[Event]]:
        return export_train(state)


def export_train(state: State) -> tuple[State, list[Event]]:
    """At the end of a set of operating rounds the bank sells the next normal train abroad,
    once the first train has been bought (VII.15 L828-L834); it leaves the game, and may
    start a phase like a purchase (L833)."""
    first = state.game.trains[0] if state.game.trains else None
    if first is None or tr.first_of_group(state, state.rules.train_group(first)):
        return state, []
    normal = tr.normal_groups(state)
    group = next((g for g in tr.available_groups(state) if g in normal), None)
    if group is None:
        return state, []
    card = min(tr.depot_cards(state, group), key=lambda c: int(c.id.rsplit("-", 1)[1]))
    was_first = tr.first_of_group(state, group)
    state = tr.restock_unlimited(tr.remove_train(state, card), card)
    text = f"The bank sells {tr.article(card.name)} {tr.spoken(card.name)} ({card.id}) abroad"
    events = [event("train", text)]
    if was_first:
        state, more = tr.after_first_purchase(state, tr.train_def(state, card.name))
        events += more
        state, more = after_first(state, card.name)
        events += more
    return state, events
