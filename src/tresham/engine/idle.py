"""What the end of an operating round sets off when no train was sold: "no train sold" tokens.

18Mag (§VI.4.3, L696-L697): if the depot sold no train during an operating round, a "no
train sold" token goes on the lowest train stack that still carries a round-indicator tile
(``Economy.idle_stack``). When that stack's first train is sold, its tokens leave it
(``trains.after_first_purchase``). When the third token (``IDLE_TOKENS_TO_ADVANCE``) goes
on a stack, the game moves to its next phase: the stack's indicator tile goes to the map, so
that stack's first train will start no phase later, and a stock round follows the current
operating round (18Mag's program, ``engine.games.g18mag``).

Judgement: a train changing hands between companies is not "sold" here; only the depot's
sales count (18xx.games counts depot purchases too; the text does not say).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from . import trains as tr
from .events import Event, event
from .round_state import CompanyData
from .state import State


def marked_stacks(state: State) -> list[str]:
    """The train stacks whose first train will still start a phase, in stack order."""
    here = tr.phase_index(state, state.phase)
    later = state.game.phases[here + 1 :]
    out: list[str] = []
    for t in state.game.trains:
        group = state.rules.train_group(t)
        if group in out or state.markers.get(tr.SPENT + group) or not tr.first_of_group(state, group):
            continue
        if any(state.rules.starts_phase(p, t) for p in later):
            out.append(group)
    return out


def after_operating_round(state: State) -> tuple[State, list[Event]]:
    """A "no train sold" token after an operating round without a sale, and the phase it
    may start."""
    need = state.rules.IDLE_TOKENS_TO_ADVANCE
    data = state.round.data
    if not need or (isinstance(data, CompanyData) and data.trains_sold):
        return state, []
    stack = state.rules.idle_stack(marked_stacks(state))
    if stack is None:
        return state, []
    key = tr.IDLE + stack
    n = state.markers.get(key, 0) + 1
    state = _with_marker(state, key, n)
    where = f"the {tr.spoken(stack)} stack"
    events = [
        event(
            "marker",
            f"No train was sold this round: a 'no train sold' token goes on {where} ({n} of {need})",
            stack=stack,
            tokens=n,
        )
    ]
    if n < need:
        return state, events
    state = _with_marker(_with_marker(state, key, 0), tr.SPENT + stack, 1)
    state, more = tr.begin_next_phase(state)
    then = "; a stock round follows this operating round"
    text = f"{need} tokens lie on {where}: its round-indicator tile goes to the map{then}"
    return state, [*events, event("marker", text, stack=stack), *more]


def _with_marker(state: State, key: str, n: int) -> State:
    markers = dict(state.markers)
    if n:
        markers[key] = n
    else:
        markers.pop(key, None)
    return replace(state, markers=MappingProxyType(markers))
