"""The end of a round in 18 Lilliput: Bureaucracy (L466-L471).

After the companies have run their trains, the top train card of the stack goes to the Train
Pool; moving the first card of a type there starts its phase as buying it would (L197,
L176-L177; judgement: every phase, as L197 says in general, though only phases 3 and 5 repeat
it), with the rust and obsolescence that go with it. The start player's card passes
clockwise. The action cards go back to the middle and the turn marker moves on: the next
round begins (18 Lilliput's program, ``engine.games.g18lilliput``).
"""

from __future__ import annotations

from dataclasses import replace

from . import trains as tr
from .events import Event, event
from .state import State


def bureaucracy(state: State) -> tuple[State, list[Event]]:
    """18 Lilliput's Bureaucracy after the companies have run (L466-L471): the top train card
    of the stack goes to the Train Pool, which may start a phase as a purchase does (L197),
    and the start player's card passes clockwise. The action cards go back to the middle and
    the turn marker moves on with the next round."""
    events: list[Event] = []
    groups = tr.available_groups(state)
    card = tr.top_card(state, groups[0]) if groups else None
    if card is not None:
        first = tr.first_of_group(state, tr.card_group(card))
        state = tr.restock_unlimited(tr.remove_train(state, card, "pool"), card)
        name = f"{tr.article(card.name)} {tr.spoken(card.name)}"
        text = f"Bureaucracy: the top train card, {name}, goes to the Train Pool"
        events.append(event("train", text, train=card.id))
        if first:
            state, more = tr.after_first_purchase(state, tr.train_def(state, card.name))
            events += more
    seats = state.players
    nxt = seats[(seats.index(state.priority) + 1) % len(seats)] if state.priority in seats else seats[0]
    state = replace(state, priority=nxt)
    events.append(event("priority", f"The start player card passes to {nxt}", priority=nxt))
    return state, events
