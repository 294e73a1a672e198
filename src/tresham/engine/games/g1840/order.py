"""1840's order cards, chosen once the privates are sold (§VI L994-L1006).

The player with the least money left chooses any order card, the next least the next, and
so on; a tie goes to the player who went earlier before. ``choose`` names the card by its
place, 0 for the lowest (as 18xx.games records it); the last player takes the card left.
The cards held give the turn order of the stock rounds (VII.2 L1105-L1111): the players'
order in the state is the order of their cards from then on, the lowest first.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from ....model.actions import Action, Choose
from ....rules.violation import Violation
from ...events import Event, event
from ...round_state import RoundData, RoundState
from ...rounds.players import PlayerRound
from ...state import State
from ...steps.base import Step, skipped, violation


@dataclass(frozen=True)
class OrderData(RoundData):
    """The players still to choose, in the order they choose; ``cards`` the holder of each
    card chosen so far, by place (``""``: still free)."""

    queue: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()


def order_data(r: RoundState) -> OrderData:
    assert isinstance(r.data, OrderData), f"{r.kind} round is no choice of order cards"
    return r.data


def free_cards(state: State) -> list[int]:
    return [i for i, holder in enumerate(order_data(state.round).cards) if not holder]


class OrderCardStep(Step):
    NAME = "order-cards"
    ACTIONS = frozenset({"choose"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, Choose)
        free = free_cards(state)
        if not isinstance(action.choice, int) or isinstance(action.choice, bool) or action.choice not in free:
            places = ", ".join(str(i) for i in free)
            return [
                violation(state, "order.card", f"{action.choice!r} is no free order card (free: {places})")
            ]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, Choose)
        if action.choice not in free_cards(state) or action.entity not in order_data(state.round).queue:
            return skipped(state, action, f"{action.choice!r} is no free order card")
        assert isinstance(action.choice, int)
        return take(state, action.entity, action.choice)

    def pass_problems(self, state: State) -> list[Violation]:
        return [violation(state, "order.card", "every player takes an order card; nobody passes")]


def take(state: State, player: str, card: int) -> tuple[State, list[Event]]:
    """``player`` takes order card ``card``; the last player takes the card left; once all are
    held, the players' order is the cards' (L994-L1006)."""
    data = order_data(state.round)
    cards = list(data.cards)
    cards[card] = player
    queue = tuple(p for p in data.queue if p != player)
    events = [
        event("order", f"{state.label(player)} takes order card {card + 1}", player=player, card=card + 1)
    ]
    if len(queue) == 1:
        last = cards.index("")
        cards[last] = queue[0]
        events.append(event("order", f"{state.label(queue[0])} takes order card {last + 1}", player=queue[0]))
        queue = ()
    state = state.with_round(data=OrderData(queue=queue, cards=tuple(cards)))
    if queue:
        return state.with_round(entity=queue[0]), events
    state = replace(state, players=tuple(cards), priority=cards[0])
    return state.with_round(entity=None, over=True), events


def least_cash_first(state: State) -> tuple[str, ...]:
    """The players by cash, the least first; a tie keeps the order they went in before."""
    return tuple(sorted(state.players, key=lambda p: state.player[p].cash))


class OrderCardRound(PlayerRound):
    NAME = "order"
    STEP = OrderCardStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        queue = least_cash_first(state)
        data = OrderData(queue=queue, cards=("",) * len(state.players))
        r = RoundState(kind=self.NAME, number=number, entity=queue[0], data=data)
        state = replace(state, round=r)
        events = [event("round", f"The order cards are chosen; {state.label(queue[0])} chooses first")]
        if len(queue) == 1:  # one player (a designer's test): he takes the only card
            state, more = take(state, queue[0], 0)
            events += more
        return state, events

    def cannot_force(self, state: State, action: Action) -> str | None:
        return "nobody passes the choice of order cards" if action.TYPE == "pass" else None

    def choice_words(self, state: State, choice: object) -> str | None:
        """The card by its number as printed, 1 for the lowest (the record's 0)."""
        if isinstance(choice, int) and not isinstance(choice, bool):
            return f"order card {choice + 1}"
        return None

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        for card in free_cards(state):
            yield Choose(entity=player, entity_type="player", choice=card)
