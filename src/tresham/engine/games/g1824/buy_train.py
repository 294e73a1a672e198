"""1824's train step as 18xx.games plays it: a company's turn ends by itself once it can buy
no train.

The book has the director end the turn (a pass); 18xx.games moves on without one from a
company that cannot buy a train, and records none. A replay of its record
(``GameSetup.site``) does the same; a game played with tresham waits for the pass. The
company cannot buy when it has no room
(the train limit, VII.11 L716-L720; a coal railway owns g-trains only, IV.2 L135), or too
little cash for the cheapest train the depot sells it (less what a train handed in is worth,
VII.13 L761-L766) and, from phase 3 on, no other company holds a train it could buy for 1 G
(VII.11 L724-L727, L745). A company without a train must still buy one (L715), and waits.

Trains are never given up at will (VII.11 L729: "Los trenes nunca se pueden descartar
voluntariamente"); only a phase that lowers the limit takes trains away, out of the game and
without compensation (L729-L730). The book names nobody to choose them: in a game played
with tresham the company's least trains go by themselves (obsolete ones, then the cheapest:
``Economy.excess_order``); 18xx.games lets the company choose, and a replay takes the
record's ``discard_train``, refused unless the company is over its limit.
"""

from __future__ import annotations

from ....model.actions import Action, BuyTrain, DiscardTrain, SellShares
from ....rules.violation import Violation
from ... import trains as tr
from ...events import Event, event
from ...rounds.companies import end_company_turn
from ...state import State
from ...steps.base import acting, violation
from ...steps.buy_train import BuyTrainStep, resolve_card
from ...steps.selling import sell
from .coal import COAL_CLOSES_WITH, force_coal_exchanges
from .construction import close_construction
from .emergency import cover, emergency_price_problems, emergency_sale_problems, must_buy, shortfall
from .forced import MOUNTAINS_CLOSE_WITH, force_mountain_exchanges


def skipped_in(events: list[Event]) -> bool:
    return any(e.kind == "skipped" for e in events)


def after_first(state: State, name: str) -> tuple[State, list[Event]]:
    """What the first train of type ``name`` sets off besides its phase: with 2 players on the
    Cisleithania map the construction railways close first (L931); in a game played with
    tresham the trains beyond a lowered limit leave (L729-L730), then the mountain railways'
    forced exchange (the first 4, L113), the coal railways' (the first 5, L165)."""
    state, events = close_construction(state, name)
    state, shed = (state, []) if state.setup.site else shed_over_limit(state)
    events += shed
    more: list[Event] = []
    if name == MOUNTAINS_CLOSE_WITH:
        state, more = force_mountain_exchanges(state)
    elif name == COAL_CLOSES_WITH:
        state, more = force_coal_exchanges(state)
    return state, events + more


def over_limit(state: State, cid: str) -> int:
    """How many trains ``cid`` holds beyond its limit in the phase now (0: none)."""
    limit = tr.current_phase(state).train_limit(state.company_def(cid).kind)
    if limit is None or limit.total is None:
        return 0
    return max(len(state.trains_of(cid)) - limit.total, 0)


def shed_over_limit(state: State) -> tuple[State, list[Event]]:
    """Every company over the limit of the phase now loses its least trains, out of the game
    without compensation (VII.11 L729-L730)."""
    events: list[Event] = []
    for cid in state.companies:
        extra = over_limit(state, cid)
        if not extra:
            continue
        order = state.rules.excess_order
        ranked = sorted(state.trains_of(cid), key=lambda c: order(tr.train_def(state, c.name), c.obsolete))
        for card in ranked[:extra]:
            state = tr.remove_train(state, card, "removed")
            text = f"{state.label(cid)} is over its train limit: its {tr.spoken(card.name)} ({card.id})"
            text += " leaves the game (L730)"
            events.append(event("train", text, company=cid, train=card.id))
    return state, events


def discard_problems(state: State, cid: str) -> list[Violation]:
    """A company gives up a train only when a phase has put it over its limit (L729-L730)."""
    if over_limit(state, cid):
        return []
    why = f"{state.label(cid)} is within its train limit: trains are never given up at will (L729)"
    return [violation(state, "g1824.no-discard", why)]


class BuyTrain1824(BuyTrainStep):
    """The train step, with the director's emergency money (``emergency``) and the mountain
    railways' forced exchange at the first 4-train (``forced``); the director may sell shares
    toward a train his company must buy (``emergency``, L737)."""

    ACTIONS = BuyTrainStep.ACTIONS | {"sell_shares"}

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, SellShares):
            return emergency_sale_problems(state, acting(state), action)
        out = super().check(state, action)
        if isinstance(action, DiscardTrain) and not out:
            return discard_problems(state, acting(state))
        helped = state.director(acting(state)) in state.player  # (a company without one pays alone)
        if isinstance(action, BuyTrain) and must_buy(state, acting(state)) and helped:
            out = [v for v in out if v.rule != "train.cash"]  # the director pays the rest (L733)
            out += emergency_price_problems(state, acting(state), action)
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, SellShares):
            return sell(state, action)
        card = resolve_card(state, action)[0] if isinstance(action, BuyTrain) else None
        first = card is not None and card.owner == "depot" and tr.first_of_group(state, tr.card_group(card))
        events: list[Event] = []
        if isinstance(action, BuyTrain) and card is not None:
            state, events = cover(state, acting(state), shortfall(state, acting(state), action))
        state, done = super().apply(state, action)
        events = [*events, *done]
        if first and card is not None and not skipped_in(done):
            state, more = after_first(state, card.name)
            events = [*events, *more]
        return state, events

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = state.round.entity
        if not state.setup.site or state.decisions or cid is None or not state.trains_of(cid):
            return None
        if can_buy_a_train(state, cid):
            return None
        names = state.steps_of(cid)
        if self.NAME in names and names.index(self.NAME) + 1 < len(names):
            return state.with_round(step=names[names.index(self.NAME) + 1]), []
        return end_company_turn(state)


def can_buy_a_train(state: State, cid: str) -> bool:
    """Whether ``cid`` has room and cash for some train on sale to it (a company without a
    director buys none on the site: nobody is there to decide)."""
    if state.director(cid) is None:
        return False
    comp = state.company_def(cid)
    phase = tr.current_phase(state)
    held = [tr.train_def(state, c.name) for c in state.trains_of(cid)]
    cash = state.companies[cid].cash
    for group in tr.available_groups(state):
        for face in tr.faces(state, group):
            price = state.rules.train_price(face, True, False)
            if cash >= price and not state.rules.train_limit_problem(phase, comp, held, face):
                return True
            traded = "exchange" in state.round.turn  # one trade-in a turn (L761-L766)
            for i, old in enumerate([] if traded else held):  # a train handed in makes room, pays part
                credit = state.rules.trade_in_value(face, old)
                rest = held[:i] + held[i + 1 :]
                fits = not state.rules.train_limit_problem(phase, comp, rest, face)
                if credit and cash >= price - credit and fits:
                    return True
    if cash < 1 or state.rules.inter_company_sales_problem(phase):
        return False
    for other, cs in state.companies.items():
        if other == cid or cs.closed:
            continue
        for card in state.trains_of(other):
            if not state.rules.train_limit_problem(phase, comp, held, tr.train_def(state, card.name)):
                return True
    return False
