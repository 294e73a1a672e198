"""1824's procedures: the common program of rounds, with the Goods Time variant's town draft
(XII.2), the Staatsbahnen formed at the end of the operating round in which their train is
bought (``engine.formation``), and a train sold abroad after each set (VII.15 L828-L834).

The package's modules: ``exchange`` (a mountain railway exchanged for a share in a stock
round, IV.1) and ``coal`` (a coal railway for its regional's director's certificate, IV.2),
``forced`` (the mountain railways' exchange at the first 4-train), ``kk_tokens`` (which of
two precursors' tokens in one hex a Staatsbahn returns), ``stacks`` (the
two-player Cisleithania draft of the four stacks, X.5), ``bond`` (its bond railway's
dividend, X.4), ``emergency`` (the
director's money and debt, VII.12), ``buy_train``, ``track`` and ``route`` (the steps as
18xx.games plays them in a replay: a step with nothing left to do ends by itself, the
water on Wien and Budapest; one token a turn). Each says which reading is the book's and
which the site's (``GameSetup.site``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from ....model.actions import Action, SellShares
from ....rules.violation import Violation
from ... import trains as tr
from ...events import Event, event
from ...formation import form_pending
from ...program import Next, Program
from ...rounds.base import RoundKind
from ...rounds.companies import CompanyRound, train_purchases
from ...rounds.drafts import TownDraftRound
from ...rounds.players import StockRound
from ...state import State
from ...steps.base import violation
from .bond import bond_dividend
from .buy_train import BuyTrain1824, after_first
from .coal import coal_exchanges
from .emergency import emergency_sales, must_buy, payoffs, settle_debts
from .exchange import Stock1824, mountain_exchanges
from .forced import MountainExchangeStep
from .kk_tokens import KkTokenChoiceStep, ask_token_choices, precursor_tokens
from .route import Route1824
from .stacks import KIND as STACK_DRAFT
from .stacks import StackDraftRound, drafts_stacks
from .track import Token1824, Track1824


class StockRound1824(StockRound):
    """The stock round, in which a mountain railway may also be exchanged for a share, a coal
    railway for its regional's director's certificate, and a debt paid back (``emergency``)."""

    STEP = Stock1824()

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        yield from super().candidates(state, player)
        yield from mountain_exchanges(state, player)
        yield from coal_exchanges(state, player)
        yield from payoffs(state, player)


class OperatingRound1824(CompanyRound):
    """The operating round, in which the director of a company that must buy a train it
    cannot pay for may sell shares toward it (VII.12 L737, ``emergency``)."""

    def __init__(self) -> None:
        super().__init__(
            "operating",
            extra=(
                Track1824(),
                Token1824(),
                Route1824(),
                BuyTrain1824(),
                MountainExchangeStep(),
                KkTokenChoiceStep(),
            ),
        )

    def acts_for(self, state: State, action: Action) -> bool:
        cid = state.round.entity
        return (
            isinstance(action, SellShares)
            and cid is not None
            and action.entity == state.director(cid)
            and not state.decisions
        )

    def pass_problems(self, state: State) -> list[Violation]:
        """A company without a train may not end its turn while a train is on sale to it
        (VII.11 L715, L743). A replay of 18xx.games takes the record's passes as they are."""
        out = super().pass_problems(state)
        cid = state.round.entity
        if out or state.setup.site or cid is None or state.round.step != BuyTrain1824.NAME:
            return out
        if must_buy(state, cid) and any(
            not self.by_name[BuyTrain1824.NAME].check(state, a) for a in train_purchases(state, cid)
        ):
            why = f"{cid} owns no train and must buy one before its turn ends (L715)"
            return [violation(state, "g1824.must-buy", why)]
        return out

    def candidates(self, state: State, company: str) -> Iterator[Action]:
        yield from super().candidates(state, company)
        yield from emergency_sales(state, company)  # (the step's order is checked as for any action)


class Program1824(Program):
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (
        StockRound1824(),
        OperatingRound1824(),
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
        # with 2 players on the Cisleithania map the bond railway pays first (X.4 L947; ``bond``)
        events: list[Event] = []
        if state.round.kind == "operating":
            state, events = bond_dividend(state)
        seen = precursor_tokens(state)
        state, more = form_pending(state)
        state, asked = ask_token_choices(state, seen)  # the k&k's two tokens in Wien (``kk_tokens``)
        return state, events + more + asked

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
    card = tr.top_card(state, group) if group is not None else None
    if group is None or card is None:
        return state, []
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
