"""1824's track and token steps as 18xx.games plays them: the first tile on Wien and
Budapest pays the water printed there, and a step with nothing left to do is passed by
itself.

The book charges terrain only for the first tile on an empty hex (VII.6 L560) and never for
an upgrade (VII.7 L594); Wien (E12) and Budapest (F17) are printed with their cities, so
their first tile is an upgrade and free (``Rules1824.terrain_cost``; the digest's §6.2,
item 11). 18xx.games charges their 20 G of water with that first tile. A replay of its
record (``GameSetup.site``) pays it; a game played with tresham follows the book.

The site also moves a company past its track step once its one lay (VII.6 L551) is made,
and past its token step when it can place no token (VII.8 L598-L611), recording no pass;
a replay does the same, and a game played with tresham waits for the director's pass.
"""

from __future__ import annotations

from ....model.actions import Action, LayTile, PlaceToken
from ....rules.violation import Violation
from ...events import Event
from ...money import fmt, pay_with_event
from ...offers import token_places
from ...state import State
from ...steps.base import acting, next_step, violation
from ...steps.token import TokenStep
from ...steps.track import TrackStep
from .bond import wien_token


class Track1824(TrackStep):
    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        lays = state.lays
        left = len(lays.used()) < len(state.rules.tile_lay_slots(lays))
        if not state.setup.site or state.decisions or left:
            return None
        return next_step(state, self.NAME), []

    def check(self, state: State, action: Action) -> list[Violation]:
        out = super().check(state, action)
        due = site_water(state, action)
        payer = state.payer(state.round.entity or action.entity)
        if due and not out and due > state.cash_of(payer):
            cash = fmt(state, state.cash_of(payer))
            why = f"{payer} has {cash} and cannot pay {fmt(state, due)} for this lay"
            out.append(violation(state, "track.cannot-pay", why, action.entity))
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        due = site_water(state, action)
        state, events = super().apply(state, action)
        if due and isinstance(action, LayTile) and not any(e.kind == "skipped" for e in events):
            layer = state.round.entity or action.entity
            why = f"water in {action.hex} (as 18xx.games charges it)"
            payer = state.payer(layer)
            state, paid = pay_with_event(state, payer, "bank", due, by=state.label(layer), why=why)
            events = [*events, paid]
        if not any(e.kind == "skipped" for e in events):  # Cisleithania's bond railway (X.4 L956)
            state, more = wien_token(state, action)
            events = [*events, *more]
        return state, events


def site_water(state: State, action: Action) -> int:
    """What the site charges beyond the book for ``action``: the printed terrain of Wien or
    Budapest with its first tile, in a replay of the site's record (0 otherwise)."""
    if not state.setup.site or not isinstance(action, LayTile):
        return 0
    board = state.board
    h = board.hexdef(action.hex)
    if h is None or board.placed(action.hex) is not None or not h.content.paths or not h.cost:
        return 0
    return h.cost


class Token1824(TokenStep):
    """One station token a turn besides the home token (VII.8 L605-L606)."""

    def check(self, state: State, action: Action) -> list[Violation]:
        out = super().check(state, action)
        if isinstance(action, PlaceToken) and PLACED in state.round.turn:
            why = f"{state.label(acting(state))} has placed its station token this turn"
            out.append(violation(state, "token.one-a-turn", why))
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        state, events = super().apply(state, action)
        if isinstance(action, PlaceToken) and not any(e.kind == "skipped" for e in events):
            state = state.with_round(turn=(*state.round.turn, PLACED))
        return state, events

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        done = super().auto(state)
        if done is not None or not state.setup.site or state.decisions:
            return done
        cid = acting(state)
        if PLACED not in state.round.turn and any(not self.check(state, a) for a in token_places(state, cid)):
            return None
        return next_step(state, self.NAME), []


PLACED = "token:placed"  # a RoundState.turn entry: the turn's station token is down
