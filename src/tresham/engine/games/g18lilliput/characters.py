"""18 Lilliput's characters' money in the actions round (Table 2, L315, L317).

The Grand Judge's holder takes, at the start of each round, £5 into his own cash or £20 for
his companies' treasuries, shared as he likes (L315): the round asks him first (a decision,
``engine.decisions``) and he answers ``{ income = "cash" }`` or ``{ income = { MR = 15,
C5 = 5 } }``. The Treasurer's card is handed in for the round's number times £10 (L317),
``{ exchange = "TREASURER" }``, in its holder's turn, besides the card he takes (judgement:
the rulebook says no when; its tile goes with the card). The amounts are the game's
(the game's ``ActionCards``: ``round_income``, ``exchange_value``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ....model.actions import Action, Choose
from ....rules.games.g18lilliput.cards import ActionCards
from ....rules.violation import Violation
from ...decisions import answered, asking
from ...events import Event, event
from ...money import fmt, pay
from ...state import State
from ...steps.base import violation

INCOME = "income"


def round_income_of(state: State, player: str) -> tuple[str, int, int] | None:
    """(card, to his cash, to his treasuries) of the income ``player`` takes now."""
    for card in state.privates_of(player):
        income = state.rules.mechanism(ActionCards).round_income(card)
        if income is not None:
            return card, income[0], income[1]
    return None


def income_choices(state: State, player: str, owned: list[str]) -> Iterator[Choose]:
    """Each answer to the income question: the cash, or the treasuries' part to one company
    or split between two in every way."""
    held = round_income_of(state, player)
    if held is None:
        return
    funds = held[2]
    yield Choose(entity=player, entity_type="player", choice={INCOME: "cash"})
    for i, first in enumerate(owned):
        yield Choose(entity=player, entity_type="player", choice={INCOME: {first: funds}})
        for second in owned[i + 1 :]:
            for part in range(1, funds):
                split = {first: part, second: funds - part}
                yield Choose(entity=player, entity_type="player", choice={INCOME: split})


def check_income(state: State, action: Action) -> list[Violation]:
    asked = asking(state)
    assert asked is not None
    player = asked.who
    held = round_income_of(state, player)
    choice = action.choice if isinstance(action, Choose) else None
    split = choice.get(INCOME) if isinstance(choice, Mapping) else None
    if action.entity != player or held is None or split is None:
        return [violation(state, "action.income", f"{player} first takes his character's income (L315)")]
    _, cash, funds = held
    if split == "cash":
        return []
    owned = [c for c in state.companies if state.director(c) == player]
    parts = dict(split) if isinstance(split, Mapping) else {}
    ok = bool(parts) and all(c in owned and isinstance(v, int) and v >= 0 for c, v in parts.items())
    if not ok or sum(v for v in parts.values() if isinstance(v, int)) != funds:
        why = f"{player} takes {fmt(state, cash)} himself or shares {fmt(state, funds)} among his companies"
        return [violation(state, "action.income", why)]
    return []


def income(state: State, action: Choose) -> tuple[State, list[Event]]:
    player = action.entity
    held = round_income_of(state, player)
    assert held is not None and isinstance(action.choice, Mapping)
    _, cash, _ = held
    split = action.choice[INCOME]
    state = answered(state)
    if split == "cash":
        state = pay(state, "bank", player, cash)
        return state, [event("cash", f"{player} takes {fmt(state, cash)} of his character's income")]
    events = []
    assert isinstance(split, Mapping)
    for cid, amount in split.items():
        if isinstance(amount, int) and amount:
            state = pay(state, "bank", cid, amount)
            events.append(
                event("cash", f"{player}'s character adds {fmt(state, amount)} to {cid}'s treasury")
            )
    return state, events


def exchange(action: Choose) -> str | None:
    choice = action.choice
    card = choice.get("exchange") if isinstance(choice, Mapping) else None
    return str(card) if card is not None else None


def check_exchange(state: State, action: Choose) -> list[Violation]:
    card = exchange(action)
    assert card is not None
    value = state.rules.mechanism(ActionCards).exchange_value(card, 1)
    if state.private_owner(card) != action.entity or value is None:
        return [
            violation(state, "action.exchange", f"{action.entity} holds no card {card} to hand in for cash")
        ]
    return []


def exchange_card(state: State, action: Choose) -> tuple[State, list[Event]]:
    card = exchange(action)
    assert card is not None
    amount = state.rules.mechanism(ActionCards).exchange_value(card, state.round.number) or 0
    state = pay(state.with_private(card, None), "bank", action.entity, amount)
    text = f"{action.entity} hands in {card} for {fmt(state, amount)}"
    return state, [event("cash", text, player=action.entity, amount=amount)]
