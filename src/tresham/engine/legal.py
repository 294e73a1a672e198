"""``legal_actions(state)``: the actions the acting entity may take now, generated lazily.

Candidates are built from the state and kept when ``check`` finds nothing wrong, so this
list and ``apply`` can never disagree. Covered: stock rounds (pass, par at every par
price, buying one certificate from the IPO, the pool or a treasury, selling one to all
of a holding), operating rounds (pass where allowed, a run in which no train runs, each
dividend choice, buying a train of each face on sale, discarding) and mergers (a merger
with each company joined by track, then each answer the merger asks for). Not generated:
tile lays and tokens (``rules.legal`` lists the lays of one hex: ``tresham legal``), better
routes (``rules.routes`` finds them), trains bought from other companies (the price is the
directors' to agree), and the rounds of other kinds (drafts, 1840's company and line
rounds, 18 Lilliput's actions rounds): nothing is generated in them.
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
    if state.round.merger is not None:
        yield from _merger(state, state.round.merger, entity, asking(state))
    else:
        yield from round_kind(state).candidates(state, entity)


def _merger(state: State, merger: Merger, entity: str, asked: Decision | None) -> Iterator[Action]:
    kind = "corporation" if entity in state.companies else "player"
    if not merger.survivor:
        answers: tuple[str, ...] = ("first", "last")
    elif asked is not None and asked.question == "tokens":
        for t in state.board.tokens_of(merger.survivor):
            yield RemoveToken(entity=entity, entity_type=kind, city=f"{t.hex}-{t.city}", slot=0)
        return
    else:
        answers = ("redeem", "sell")
    for choice in answers:
        yield Choose(entity=entity, entity_type=kind, choice=choice)
