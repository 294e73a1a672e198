"""Rounds and turns: who acts next, and what comes after a round.

A stock round starts with the priority holder and goes clockwise (a game may give its
first go-round another order: ``Economy.first_turns``). A turn ends with ``pass``; a turn
in which the player did nothing counts as passing, and when every player has passed in a
row the round ends. The priority deal then goes to the player after the last one who did
something (1862 §6.1/6.6 L698-L700, L939-L943).

A set of operating rounds follows; how many depends on the phase when the set starts
(``Economy.operating_rounds``). In an operating round every floated company operates once;
the next company is always the first of those still waiting in operating order (by share
price, ``Economy.operating_key``), so a price that moves during the round counts at once
(1862 L950-L956). Then the next operating round of the set, or the next stock round.
A game with a round track of its own (1840: stock, company and line rounds) names the
round that follows each (``Economy.round_after``); its company and line rounds are played
like operating rounds by the companies the game lets take part (``Economy.operates_in``).
"""

from __future__ import annotations

from dataclasses import replace

from ..rules.lay import TurnState
from . import trains as tr
from .bureaucracy import bureaucracy
from .events import Event, event
from .idle import after_operating_round
from .market import value
from .money import fmt, pay
from .prices import move_token
from .round_state import RoundState
from .state import State
from .steps.token import place_home
from .trains import current_phase


def seats_from(state: State, first: str) -> tuple[str, ...]:
    seats = state.players
    i = seats.index(first) if first in seats else 0
    return seats[i:] + seats[:i]


def stock_turn_at(state: State, index: int) -> str:
    order = state.round.order
    if index < len(order):
        return order[index]
    start = order[-1] if order else state.priority
    cycle = seats_from(state, start)
    return cycle[(index - len(order)) % len(cycle)]


def turn_index(state: State, player: str) -> int:
    """The first turn index at which ``player`` acts in the current stock round."""
    for i in range(len(state.round.order) + len(state.players)):
        if stock_turn_at(state, i) == player:
            return i
    raise KeyError(player)


def start_stock_round(state: State, number: int) -> tuple[State, list[Event]]:
    order = state.rules.first_turns(number, seats_from(state, state.priority))
    state = replace(state, round=RoundState(kind="stock", number=number, order=order))
    state = state.with_round(entity=stock_turn_at(state, 0))
    return state, [
        event(
            "round",
            f"Stock round {number} begins; {state.round.entity} acts first",
            round="stock",
            number=number,
        )
    ]


def end_stock_turn(state: State) -> tuple[State, list[Event]]:
    """The current player's turn is over (after ``pass``)."""
    r = state.round
    passes = 0 if r.acted else r.passes + 1
    last = r.entity if r.acted else r.last_actor
    state = state.with_round(passes=passes, acted=False, turn=(), index=r.index + 1, last_actor=last)
    if passes >= len(state.players):
        return end_stock_round(state)
    return state.with_round(entity=stock_turn_at(state, r.index + 1)), []


def end_stock_round(state: State) -> tuple[State, list[Event]]:
    events: list[Event] = []
    last = state.round.last_actor
    if last is not None:
        state = replace(state, priority=seats_from(state, last)[1 % len(state.players)])
    events.append(
        event(
            "round",
            f"Stock round {state.round.number} ends; {state.priority} has priority",
            priority=state.priority,
        )
    )
    for cid, cs in state.companies.items():
        certs = list(state.certs_of(cid))
        if cs.cell is not None and certs and all(c.owner in state.player for c in certs):
            state, more = move_token(
                state, cid, state.rules.sold_out_moves(state.company_def(cid)), "(sold out)"
            )
            events += more
    state, more = start_next_round(state)
    return state, events + more


def start_next_round(state: State) -> tuple[State, list[Event]]:
    """The round after the current one: the game's round track where it has one
    (``Economy.round_after``), else a set of operating rounds after a stock round and the
    next stock round after the set."""
    r = state.round
    nxt = state.rules.round_after(r.kind, r.number, r.or_index, r.or_count)
    if nxt is None:
        if r.kind == "stock":
            count = state.rules.operating_rounds(current_phase(state))
            return start_operating_round(state, r.number, 1, count)
        ends_set = state.rules.PHASE_ENDS_SET and r.phase_at_start not in ("", state.phase)
        if r.or_index < r.or_count and not ends_set:
            return start_operating_round(state, r.number, r.or_index + 1, r.or_count, r.kind)
        state, events = export_train(state)
        state, more = start_stock_round(state, r.number + 1)
        return state, events + more
    return start_round(state, *nxt)


def start_round(state: State, kind: str, number: int, index: int, count: int) -> tuple[State, list[Event]]:
    """Round ``number`` of ``kind`` begins (``index`` of ``count`` in its set)."""
    if kind == "stock":
        return start_stock_round(state, number)
    if kind == "actions":
        from .steps.actions import start_actions_round

        return start_actions_round(state, number)
    return start_operating_round(state, number, index, count, kind)


def waiting_companies(state: State) -> list[str]:
    """Companies still to operate this round, in operating order."""
    keyed = []
    for index, (cid, cs) in enumerate(state.companies.items()):
        comp = state.company_def(cid)
        if cs.closed or not cs.floated or cs.operated or not state.rules.operates_in(comp, state.round.kind):
            continue
        price = None if cs.cell is None else value(state.market, cs.cell)
        keyed.append((state.rules.operating_key(comp, index, price, cs.cell, cs.stack), cid))
    return [cid for _, cid in sorted(keyed)]


def start_operating_round(
    state: State, number: int, index: int, count: int, kind: str = "operating"
) -> tuple[State, list[Event]]:
    """A round in which companies take turns: an operating round, or a game's own kind."""
    for cid, cs in state.companies.items():
        if cs.operated:
            state = state.update_company(cid, operated=False)
    state = replace(
        state,
        round=RoundState(
            kind=kind, number=number, or_index=index, or_count=count, phase_at_start=state.phase
        ),
    )
    name = f"Operating round {number}.{index}" if kind == "operating" else state.round.label.capitalize()
    events = [event("round", f"{name} begins", round=kind, number=number, index=index)]
    if state.rules.private_income_round() == kind:
        state, more = pay_private_income(state)
        events += more
    state, more = start_company_turn(state)
    return state, events + more


def pay_private_income(state: State) -> tuple[State, list[Event]]:
    """Every owned private pays its income to its owner, a player or a company."""
    events: list[Event] = []
    for private in state.game.privates:
        owner = state.private_owner(private.id)
        if owner is None or not private.revenue:
            continue
        state = pay(state, "bank", owner, private.revenue)
        events.append(
            event(
                "cash",
                f"{private.name} pays {state.label(owner)} {fmt(state, private.revenue)}",
                company=private.id,
                payee=owner,
                amount=private.revenue,
            )
        )
    return state, events


def export_train(state: State) -> tuple[State, list[Event]]:
    """At the end of a set of operating rounds the bank sells the next normal train abroad,
    where the game says so and once its first train has been bought (1824 VII.15
    L828-L834); it leaves the game, and may start a phase like a purchase (L833)."""
    first = state.game.trains[0] if state.game.trains else None
    if not state.rules.EXPORTS or first is None or tr.first_of_group(state, state.rules.train_group(first)):
        return state, []
    normal = tr.normal_groups(state)
    group = next((g for g in tr.available_groups(state) if g in normal), None)
    if group is None:
        return state, []
    card = min(tr.depot_cards(state, group), key=lambda c: int(c.id.rsplit("-", 1)[1]))
    was_first = tr.first_of_group(state, group)
    state = tr.remove_train(state, card)
    state = tr.restock_unlimited(state, card)
    events = [
        event("train", f"The bank sells {tr.article(card.name)} {tr.spoken(card.name)} ({card.id}) abroad")
    ]
    if was_first:
        state, more = tr.after_first_purchase(state, tr.train_def(state, card.name))
        events += more
    return state, events


def start_company_turn(state: State) -> tuple[State, list[Event]]:
    waiting = waiting_companies(state)
    if not waiting:
        return end_operating_round(state)
    cid = waiting[0]
    steps = state.steps_of(cid)
    state = state.with_round(entity=cid, step=steps[0] if steps else "", turn=(), lays=TurnState())
    events = [event("turn", f"{state.label(cid)} operates", company=cid)]
    if not state.companies[cid].has_operated and state.rules.home_token_on_first_turn(state.company_def(cid)):
        state, more = place_home(state, cid)
        events += more
    return state, events


def end_company_turn(state: State) -> tuple[State, list[Event]]:
    cid = state.round.entity
    if cid is not None and cid in state.companies:
        state = state.update_company(cid, operated=True, has_operated=True)
    return start_company_turn(state)


def end_operating_round(state: State) -> tuple[State, list[Event]]:
    from .formation import form_pending

    state, events = form_pending(state)
    state, idle = after_operating_round(state)
    state, more = bureaucracy(state)
    idle += more
    state, more = start_next_round(state)
    return state, events + idle + more
