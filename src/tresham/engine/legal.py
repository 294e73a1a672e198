"""``legal_actions(state)``: the actions the acting entity may take now, generated lazily.

Each kind of round lists its candidates (``RoundKind.candidates``; the board's in
``engine.offers``) and only those ``check`` finds nothing wrong with are kept, so this list
and ``apply`` can never disagree. Listed: stock rounds (pass, par at every price the company
may start at, a company sold as a card at each of its prices, a private at its price, one
certificate from each holder, every sale), company rounds (pass where allowed, every tile
lay in the track step, a token in every city with a free slot up to the token step, the best
run and the run of nothing up to the route step, each dividend and every amount of a
variable one, a train of each face on sale, discards, mergers and redemptions), drafts
(each pick, an 18 Lilliput home tile, 1824's town tokens), 18 Lilliput's actions rounds
(each side of each card and every split of its funds, then what the card lets the player and
his companies do) and a merger's questions. Not listed: trains bought from other companies
(the price is the directors' to agree) and routes other than the best one.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..model.actions import (
    Action,
    Choose,
    RemoveToken,
)
from .apply import check, round_kind
from .decisions import asking
from .games import program_of
from .merger import removable
from .round_state import Merger
from .state import Decision, State


def legal_actions(state: State) -> Iterator[Action]:
    for action in _candidates(state):
        if not check(state, action):
            yield action


def _candidates(state: State) -> Iterator[Action]:
    entity = state.to_act
    if entity is None:
        return
    asked = asking(state)
    offer = getattr(program_of(state).step(asked.step), "candidates", None) if asked else None
    if state.merger is not None:
        yield from _merger(state, state.merger, entity, asked)
    elif offer is not None:  # a step asking a question lists its answers (1824's exchanges)
        yield from offer(state, entity)
    else:
        yield from round_kind(state).candidates(state, entity)


def _merger(state: State, merger: Merger, entity: str, asked: Decision | None) -> Iterator[Action]:
    kind = "corporation" if entity in state.companies else "player"
    if not merger.survivor:
        answers: tuple[str, ...] = ("first", "last")
    elif asked is not None and asked.question == "tokens":
        for t in removable(state):
            yield RemoveToken(entity=entity, entity_type=kind, city=f"{t.hex}-{t.city}", slot=0)
        return
    else:
        answers = ("redeem", "sell")
    for choice in answers:
        yield Choose(entity=entity, entity_type=kind, choice=choice)
        if not merger.survivor:  # the holders may agree to return their halves at once (L512-L514)
            yield Choose(entity=entity, entity_type=kind, choice={"survivor": choice, "returns": "together"})
