"""A draft round before the first stock round: players place town tokens on the map in a
snake order (1824's Goods Time variant, XII.2 L1021-L1025).

The players agree how many tokens to place (7-10 recommended, L1022); they place them one
at a time in the order 1-2-3-4-4-3-2-1-1-2-3-4... (``snake``), each with ``place_token``
naming the hex as its ``city`` and ``token_type = "town"``. The game's rules say where a
token may go (``Rules.town_token_problem``; 1824: only on plain hexes, at most two on one,
L1021-L1023). A hex with a token is printed with that many towns from then on, so only tiles
with as many towns fit it (L1025). A player may pass, giving up that pick: no line forbids
it, and the snake order is only suggested (L1022). After the last pick the first stock round
begins.
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import CoordinateError
from ...model.actions import Action, PlaceToken
from ...model.tile import Town
from ...rules.board import Board
from ...rules.violation import Violation
from ..events import Event, event
from ..state import State
from .base import Step, skipped, violation

KIND = "town-draft"


def snake(seats: tuple[str, ...], picks: int) -> tuple[str, ...]:
    """``picks`` turns over ``seats`` there and back: 1-2-3-4-4-3-2-1-1-2-3-4..."""
    out: list[str] = []
    lap = list(seats)
    while len(out) < picks:
        out += lap
        lap.reverse()
    return tuple(out[:picks])


class DraftStep(Step):
    NAME = KIND
    ACTIONS = frozenset({"place_token"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, PlaceToken)
        if action.token_type != "town":
            return [
                violation(state, "draft.town-token", 'the draft places town tokens (token_type = "town")')
            ]
        hex = _hex(state, action.city)
        if hex is None:
            return [violation(state, "draft.town-token", f"{action.city!r} is no hex of this map")]
        why = state.rules.town_token_problem(state.board, hex)
        return [violation(state, "draft.town-token", why, hex)] if why else []

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        """A player may pass: no line forbids it, the snake order is only suggested (L1022).
        Passing gives up that pick; the order goes on, one token fewer placed."""
        r = state.round
        text = f"{r.entity} passes: pick {r.index + 1} of {len(r.order)} places no town token"
        return _next_pick(state, [event("pass", text, player=r.entity or "")])

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, PlaceToken)
        hex = _hex(state, action.city)
        if hex is None:
            return skipped(state, action, f"{action.city!r} is no hex of this map")
        state = replace(state, board=_with_town(state.board, hex))
        r = state.round
        towns = len(state.board.content(hex).towns)
        events = [
            event(
                "token",
                f"{action.entity} places a town token on {hex} (token {r.index + 1} of {len(r.order)}); "
                f"{hex} is now a {'two-town' if towns == 2 else 'town'} hex",
                player=action.entity,
                hex=hex,
            )
        ]
        return _next_pick(state, events)


def _next_pick(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """The next pick of the snake order, or the end of the draft after the last."""
    r = state.round
    if r.index + 1 < len(r.order):
        return state.with_round(index=r.index + 1, entity=r.order[r.index + 1]), events
    return state.with_round(index=r.index + 1, entity=None, over=True), [
        *events,
        event("round", "The draft is over"),
    ]


def _hex(state: State, name: str) -> str | None:
    try:
        hex = state.board.normalise(name)
    except CoordinateError:
        return None
    return hex if hex in state.board.map.hexes else None


def _with_town(board: Board, hex: str) -> Board:
    """The board with one more town printed on ``hex`` (its map changes for the game)."""
    printed = board.map.hexes[hex]
    content = replace(printed.content, towns=(*printed.content.towns, Town(revenue=0, style="dot")))
    hexes = dict(board.map.hexes)
    hexes[hex] = replace(printed, content=content)
    return Board(replace(board.map, hexes=hexes), dict(board.tiles), board.tokens, board.homes)
