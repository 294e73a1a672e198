"""1840's privates after the opening auction (§IV.3 L762-L780, IX.3 L2231-L2238):

- from line round 2a, during the turn of one of its lines, a tram company may buy a private
  from a player with its treasury, at a price agreed between 1 G and the face value
  (``buy_company``, the line's last step, ``privates``; one a turn);
- an owner may hand a private back to the bank at any time, for its face value
  (``choose_ability`` with the choice ``{"type": "sell"}``, as 18xx.games records it).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ....model.actions import Action, BuyCompany, ChooseAbility, Pass
from ....rules.violation import Violation
from ...events import Event, event
from ...money import fmt, pay
from ...state import State
from ...steps.base import Step, acting, next_step, violation

FIRST_PHASE = "1"  # privates are bought from line round 2a on, when phase 2 begins (L770)


def face(state: State, private: str) -> int:
    return next((p.cost or 0) for p in state.game.privates if p.id == private)


def players_privates(state: State) -> list[str]:
    return [p for p, owner in state.private_owners.items() if owner in state.player]


def on_sale_to(state: State, major: str) -> list[str]:
    """The privates ``major`` may buy: any player's, while its treasury holds the 1 G the
    cheapest deal costs (L770-L776)."""
    return players_privates(state) if state.companies[major].cash >= 1 else []


class PrivatesStep(Step):
    NAME = "privates"
    ACTIONS = frozenset({"buy_company"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, BuyCompany)
        major = state.payer(acting(state))
        seller = state.private_owner(action.company)
        if seller not in state.player:
            return [violation(state, "private.seller", f"no player owns {action.company}")]
        if "private" in state.round.turn:
            return [violation(state, "private.one", f"{major} has bought a private this turn")]
        top = face(state, action.company)
        if not 1 <= action.price <= top:
            why = f"{action.company} changes hands for 1 to {fmt(state, top)}, not {fmt(state, action.price)}"
            return [violation(state, "private.price", why)]
        if action.price > state.companies[major].cash:
            return [
                violation(state, "private.cash", f"{major} has {fmt(state, state.companies[major].cash)}")
            ]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, BuyCompany)
        major = state.payer(acting(state))
        seller = state.private_owner(action.company)
        if seller is None:
            return state, []
        state = pay(state, major, seller, action.price).with_private(action.company, major)
        state = state.with_round(turn=(*state.round.turn, "private"))
        text = f"{major} buys {action.company} from {state.label(seller)} for {fmt(state, action.price)}"
        return state, [event("private", text, company=major, private=action.company, price=action.price)]

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        if state.phase == FIRST_PHASE or not on_sale_to(state, state.payer(acting(state))):
            return next_step(state, self.NAME), []
        return None

    def candidates(self, state: State, line: str) -> Iterator[Action]:
        yield Pass(entity=line, entity_type="corporation")
        for private in on_sale_to(state, state.payer(line)):
            for price in (1, face(state, private)):
                yield BuyCompany(entity=line, entity_type="corporation", company=private, price=price)


class PrivatesAnyTime(PrivatesStep):
    """The same purchase made earlier in the line's turn (while it builds): the line stays
    where it is in its turn."""

    NAME = "privates-now"

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        return None


def is_sale_to_bank(action: Action) -> bool:
    choice = action.choice if isinstance(action, ChooseAbility) else None
    return isinstance(choice, Mapping) and choice.get("type") == "sell"


class SellToBank(Step):
    """An owner hands a private back to the bank for its face value (L766-L768)."""

    NAME = "sell-private"
    ACTIONS = frozenset({"choose_ability"})

    def check(self, state: State, action: Action) -> list[Violation]:
        if not is_sale_to_bank(action) or state.private_owner(action.entity) is None:
            return [violation(state, "private.sell", f"{action.entity} is no private owned to sell")]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        owner = state.private_owner(action.entity)
        if owner is None:
            return state, []
        value = face(state, action.entity)
        state = pay(state, "bank", owner, value).with_private(action.entity, None)
        text = f"{state.label(owner)} hands {action.entity} back to the bank for {fmt(state, value)}"
        return state, [event("private", text, private=action.entity, amount=value)]
