"""1824's forced exchange of the mountain railways when the first 4-train is bought (IV.1
L113-L117).

Every mountain railway still owned is then exchanged at once, in the order B1 to B6, each
for a 10 % share of a regional its owner chooses from the bank (18xx.games asks him, and
records his answer as a ``buy_shares`` by the mountain railway); with no such share left it
is removed without compensation. Each owner's choice is a decision (``engine.decisions``):
play goes on when the last is made.
"""

from __future__ import annotations

from collections.abc import Iterator

from ....model.actions import Action, BuyShares
from ....rules.violation import Violation
from ...decisions import answered, ask, asking
from ...events import Event, event
from ...shares import ordinary_certs
from ...state import State
from ...steps.base import Step, violation
from .exchange import MOUNTAIN, REGIONAL, exchange, share_problems

MOUNTAINS_CLOSE_WITH = "4"  # the first train of this type forces the exchanges (L113)
QUESTION = "mountain-exchange:"  # + the mountain railway's id
STEP = "mountain_exchange"


def force_mountain_exchanges(state: State) -> tuple[State, list[Event]]:
    """Ask each owner of a mountain railway, B1 first, which share he takes for it."""
    owned = [p.id for p in state.game.privates if p.kind == MOUNTAIN and state.private_owner(p.id)]
    if not owned:
        return state, []
    for private in reversed(owned):  # the last asked is answered first
        owner = state.private_owner(private)
        assert owner is not None
        state = ask(state, owner, QUESTION + private, STEP)
    text = f"The first 4-train: the mountain railways {', '.join(owned)} must be exchanged, in that order"
    state, more = _remove_unexchangeable(state)
    return state, [event("exchange", text), *more]


def asked_private(state: State) -> str | None:
    asked = asking(state)
    if asked is None or not asked.question.startswith(QUESTION):
        return None
    return asked.question[len(QUESTION) :]


def _remove_unexchangeable(state: State) -> tuple[State, list[Event]]:
    """With no regional share left in the bank, the asked mountain railway is removed."""
    events: list[Event] = []
    while (private := asked_private(state)) is not None and not _shares_left(state):
        state = answered(state.with_private(private, None))
        text = f"No regional share is left: {private} is removed without compensation"
        events.append(event("exchange", text))
    return state, events


def _shares_left(state: State) -> bool:
    regionals = [cid for cid in state.companies if state.company_def(cid).kind == REGIONAL]
    return any(ordinary_certs(state, "ipo", cid) for cid in regionals)


class MountainExchangeStep(Step):
    NAME = STEP
    ACTIONS = frozenset({"buy_shares"})

    def candidates(self, state: State, player: str) -> Iterator[BuyShares]:
        """The asked mountain railway's exchange for the first share of each regional."""
        private = asked_private(state)
        if private is None:
            return
        for cid in state.companies:
            if state.company_def(cid).kind == REGIONAL:
                for cert in ordinary_certs(state, "ipo", cid)[:1]:
                    yield BuyShares(entity=private, entity_type="company", shares=(cert.id,), percent=10)

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, BuyShares)
        private = asked_private(state)
        if private != action.entity:
            why = f"{private} is to be exchanged now, not {action.entity}"
            return [violation(state, "g1824.mountain-exchange", why)]
        return share_problems(state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, BuyShares)
        state, events = exchange(state, action, in_turn=False)
        if any(e.kind == "skipped" for e in events):
            return state, events
        state, more = _remove_unexchangeable(answered(state))
        return state, events + more
