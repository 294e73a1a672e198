"""The track step: a company lays or upgrades tiles, as many as its turn's lay slots allow.

The tile rules judge each lay (``rules.lay.judge_lay``) on the board as it stands, in the
phase's colours, within the company's turn so far (``RoundState.lays``). The company then
pays every cost the lay incurs (terrain, borders, an extra lay) from its treasury, to whoever
the rules name (the bank unless a game says otherwise: 18Mag pays terrain to SIK).
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import CoordinateError, UnknownTileError
from ...model.actions import Action, LayTile
from ...rules.lay import LayContext, LayResult, judge_lay
from ...rules.violation import Violation
from ..events import Event, event
from ..money import fmt, pay
from ..state import State
from .base import Step, violation


class TrackStep(Step):
    NAME = "track"
    ACTIONS = frozenset({"lay_tile"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, LayTile)
        judged = judge(state, action)
        if isinstance(judged, Violation):
            return [judged]
        out = list(judged.violations)
        payer = state.payer(state.round.entity or action.entity)
        if judged.cost and judged.cost > state.cash_of(payer):
            out.append(
                violation(
                    state,
                    "track.cannot-pay",
                    f"{payer} has {fmt(state, state.cash_of(payer))} and cannot pay "
                    f"{fmt(state, judged.cost)} for this lay",
                    action.hex,
                )
            )
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, LayTile)
        judged = judge(state, action)
        if isinstance(judged, Violation):  # forced replay of a tile we do not know
            return state, [event("skipped", f"{action.entity} lays an unknown tile {action.tile}")]
        layer = state.round.entity or action.entity
        payer = state.payer(layer)
        board = judged.board if judged.board is not None else state.board
        state = replace(state, board=board).with_round(lays=state.round.lays.after(judged))
        what = "upgrades" if judged.upgrade else "lays"
        events = [
            event(
                "tile",
                f"{state.label(layer)} {what} tile {judged.tile.name} in {action.hex} "
                f"(rotation {action.rotation})",
                company=layer,
                hex=action.hex,
                tile=judged.tile.name,
                rotation=action.rotation,
            )
        ]
        for cost in judged.costs:
            payee = cost.payee or "bank"
            state = pay(state, payer, payee, cost.amount)
            to = "the bank" if payee == "bank" else payee
            events.append(
                event(
                    "cash",
                    f"{payer} pays {fmt(state, cost.amount)} to {to}: {cost.reason}",
                    payer=payer,
                    payee=payee,
                    amount=cost.amount,
                )
            )
        return state, events


def judge(state: State, action: LayTile) -> LayResult | Violation:
    """The rules' verdict on ``action`` in ``state`` (a violation when the tile is unknown)."""
    rules = state.rules
    try:
        tile, copy = rules.resolve_tile(action.tile)
    except UnknownTileError as exc:
        return violation(state, "tile.unknown", str(exc), action.hex)
    try:
        hex = state.board.normalise(action.hex)
    except CoordinateError:  # a name the grid cannot read is judged off the map
        hex = action.hex
    if hex != action.hex:
        action = replace(action, hex=hex)
    ctx = LayContext(
        rules,
        state.board,
        action,
        tile,
        copy,
        phase_colors=rules.phase_colors(state.phase),
        turn=state.round.lays,
    )
    return judge_lay(rules, ctx)
