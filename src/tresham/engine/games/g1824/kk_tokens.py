"""The k&k token choice: which of two precursors' tokens in one hex a Staatsbahn returns
when it forms.

A Staatsbahn takes over its precursors' station tokens when it forms (IV.4.4 L300), and a
company has one token in a hex (VII.8 L607). KK1 and KK2 both start in Wien (IV.3, the
pre-Staatsbahn cards), so the k&k, formed at the end of the operating round of the first
6-train (L178, L815), would hold two. The book does not say which goes back; 18xx.games
asks the k&k's director (its ``KkTokenChoice``), and tresham does the same in a game played
with it as in a replay. The formation (``engine.formation``) keeps the first precursor's
token; the director answers with ``choose``, in the site's words:

- ``"Return one token"``: the first precursor's (KK1's) goes back and the k&k's token stands
  in the city of the second's (KK2's);
- ``"Return the other token"``: the second precursor's goes back, as the formation left it.

The site records the answer as the director's (a player's) ``choose`` after the last
company of that operating round, before the first action of the next; it is read so here
(``older-3p``, action 314: the k&k's next run starts from KK1's city, so "the other" is
KK2's). Only tokens in different cities of the hex make a choice (in one city they are the
same).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....model.actions import Action, Choose
from ....rules.board import Board, Token
from ....rules.violation import Violation
from ...decisions import answered, ask, asking
from ...events import Event, event
from ...state import State
from ...steps.base import Step, violation

RETURN_FIRST = "Return one token"
RETURN_SECOND = "Return the other token"
CHOICES = (RETURN_FIRST, RETURN_SECOND)
QUESTION = "kk-token:"  # + company:hex:first city:second city
STEP = "kk_token_choice"

Seen = dict[str, list[Token]]
"""Each company about to form, with its precursors' tokens on the map (first precursor's first)."""


def precursor_tokens(state: State) -> Seen:
    """The tokens on the map of the precursors of each company waiting to form."""
    return {
        cid: [t for p in state.company_def(cid).formed_from for t in state.board.tokens_of(p)]
        for cid in state.pending
    }


def ask_token_choices(state: State, seen: Seen) -> tuple[State, list[Event]]:
    """After the formations: ask the director of each formed company that took two
    precursors' tokens in different cities of one hex which goes back."""
    events: list[Event] = []
    for cid, tokens in seen.items():
        director = state.director(cid)
        if director is None or director not in state.player:
            continue
        for i, first in enumerate(tokens):
            other = next((t for t in tokens[i + 1 :] if t.hex == first.hex and t.city != first.city), None)
            kept = Token(cid, first.hex, first.city)
            if other is None or kept not in state.board.tokens:
                continue
            state = ask(state, director, f"{QUESTION}{cid}:{first.hex}:{first.city}:{other.city}", STEP)
            text = (
                f"{state.label(cid)} took two tokens in {first.hex}: {director} chooses which goes back "
                f"(its precursors' tokens, {first.company}'s and {other.company}'s)"
            )
            events.append(event("token", text, player=director, company=cid))
    return state, events


def asked(state: State) -> tuple[str, str, int, int] | None:
    """The company, hex and the first and second precursors' cities asked about now."""
    decision = asking(state)
    if decision is None or not decision.question.startswith(QUESTION):
        return None
    cid, hex, first, second = decision.question[len(QUESTION) :].split(":")
    return cid, hex, int(first), int(second)


class KkTokenChoiceStep(Step):
    NAME = STEP
    ACTIONS = frozenset({"choose"})

    def candidates(self, state: State, player: str) -> Iterator[Choose]:
        if asked(state) is not None:
            for choice in CHOICES:
                yield Choose(entity=player, entity_type="player", choice=choice)

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, Choose)
        if asked(state) is None:
            return [violation(state, "g1824.kk-token", "no token choice is asked now")]
        if action.choice not in CHOICES:
            why = f"the answer is {RETURN_FIRST!r} or {RETURN_SECOND!r}, not {action.choice!r}"
            return [violation(state, "g1824.kk-token", why)]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, Choose)
        found = asked(state)
        assert found is not None
        cid, hex, first, second = found
        if action.choice == RETURN_FIRST:
            board = state.board
            kept = Token(cid, hex, first)
            tokens = tuple(Token(cid, hex, second) if t == kept else t for t in board.tokens)
            state = replace(state, board=Board(board.map, dict(board.tiles), tokens, board.homes))
            which = "the first precursor's"
        else:
            which = "the second precursor's"
        text = f"{state.label(cid)} returns {which} token in {hex} and keeps the other"
        return answered(state), [event("token", text, company=cid)]
