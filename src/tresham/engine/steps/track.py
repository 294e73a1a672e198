"""The track step: a company lays or upgrades tiles, as many as its turn's lay slots allow.

The tile rules judge each lay (``rules.lay.judge_lay``) on the board as it stands, in the
phase's colours, within the company's turn so far (``RoundState.lays``). The company then
pays every cost the lay incurs (terrain, borders, an extra lay) from its treasury, to whoever
the rules name (the bank unless a game says otherwise: 18Mag pays terrain to SIK).

Before a lay a company may spend an item the rules accept (``special_buy``; 18Mag's terrain
tokens, L464-L466): the bank then pays the next lay's costs of the kinds the item covers, and
the item leaves the game when that lay uses it.
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import CoordinateError, UnknownTileError
from ...model.actions import Action, LayTile, SpecialBuy
from ...rules.lay import Cost, LayContext, LayResult, judge_lay
from ...rules.purchases import TrackPurchases
from ...rules.violation import Violation
from ..events import Event, event
from ..money import fmt, pay_with_event
from ..state import State
from .base import Step, next_step, skipped, violation


class TrackStep(Step):
    NAME = "track"
    ACTIONS = frozenset({"lay_tile", "special_buy"})

    def takes(self, state: State, action: Action) -> bool:
        if isinstance(action, SpecialBuy):  # only what the rules sell for laying track
            return not isinstance(_track_purchase(state, action.description, 0), str)
        return super().takes(state, action)

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, SpecialBuy):
            return _check_item(state, action)
        assert isinstance(action, LayTile)
        judged = judge(state, action)
        if isinstance(judged, Violation):
            return [judged]
        out = list(judged.violations)
        payer = state.payer(state.round.entity or action.entity)
        due = sum(c.amount for c in judged.costs if _payer(state, c, payer) == payer)
        if due and due > state.cash_of(payer):
            out.append(
                violation(
                    state,
                    "track.cannot-pay",
                    f"{payer} has {fmt(state, state.cash_of(payer))} and cannot pay "
                    f"{fmt(state, due)} for this lay",
                    action.hex,
                )
            )
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, SpecialBuy):
            return _ready_item(state, action)
        assert isinstance(action, LayTile)
        judged = judge(state, action)
        if isinstance(judged, Violation):  # forced replay of a tile we do not know
            return state, [event("skipped", f"{action.entity} lays an unknown tile {action.tile}")]
        layer = state.round.entity or action.entity
        payer = state.payer(layer)
        board = judged.board if judged.board is not None else state.board
        state = replace(state, board=board).with_lays(state.lays.after(judged))
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
        readied = _readied(state)
        used = False
        for cost in judged.costs:
            who = _payer(state, cost, payer)
            why = cost.reason
            if who != payer and readied is not None:
                used = True
                why += f" ({state.label(layer)} spends a {readied[1]}, which leaves the game)"
            by = "The bank" if who == "bank" else state.label(who)
            state, paid = pay_with_event(state, who, cost.payee or "bank", cost.amount, by=by, why=why)
            events.append(paid)
        if used and readied is not None:
            description, item, _ = readied
            state = state.add_item(layer, item, -1).with_round(
                turn=tuple(t for t in state.round.turn if t != READY + description)
            )
        return state, events


    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        """A company whose lays have taken every slot its turn allows is done here, where
        the game says so (``Rules.TRACK_ENDS_WITH_ITS_SLOTS``)."""
        lays = state.lays
        if state.rules.TRACK_ENDS_WITH_ITS_SLOTS and lays.lays and not state.rules.lays_left(lays):
            return next_step(state, self.NAME), []
        return None


READY = "bank-pays:"  # a RoundState.turn entry: the description of an item readied for the next lay


def _readied(state: State) -> tuple[str, str, tuple[str, ...]] | None:
    """The item the acting company readied for its next lay: (description, item, the cost
    rules it covers), or None."""
    for t in state.round.turn:
        if t.startswith(READY):
            found = _track_purchase(state, t[len(READY) :], 0)
            if not isinstance(found, str):
                return t[len(READY) :], found[0], found[1]
    return None


def _track_purchase(state: State, description: str, cost: int) -> tuple[str, tuple[str, ...]] | str:
    """The game's verdict on spending ``description`` before a lay (its ``TrackPurchases``):
    the item and the cost rules it covers, or why not; a game without them sells nothing."""
    purchases = state.rules.find(TrackPurchases)
    if purchases is None:
        return "nothing can be bought while laying track in this game"
    return purchases.track_purchase(description, cost)


def _payer(state: State, cost: Cost, company: str) -> str:
    """Who pays ``cost``: the bank when a readied item covers its kind, else the company."""
    readied = _readied(state)
    return "bank" if readied is not None and cost.rule in readied[2] else company


def _check_item(state: State, action: SpecialBuy) -> list[Violation]:
    cid = state.round.entity or action.entity
    found = _track_purchase(state, action.description, action.cost)
    if isinstance(found, str):
        return [violation(state, "track.purchase", found)]
    item = found[0]
    if _readied(state) is not None:
        return [violation(state, "track.purchase", f"{state.label(cid)} has already readied a {item}")]
    if state.items_of(cid).get(item, 0) <= 0:
        return [violation(state, "track.purchase", f"{state.label(cid)} has no {item} left")]
    return []


def _ready_item(state: State, action: SpecialBuy) -> tuple[State, list[Event]]:
    cid = state.round.entity or action.entity
    found = _track_purchase(state, action.description, action.cost)
    if isinstance(found, str):
        return skipped(state, action, found)
    state = state.with_round(turn=(*state.round.turn, READY + action.description))
    left = state.items_of(cid).get(found[0], 0)
    text = f"{state.label(cid)} readies a {found[0]} ({left} on its charter) for its next tile lay"
    return state, [event("item", text, company=cid, item=found[0])]


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
        turn=state.lays,
        owners=state.ownership(),
    )
    return judge_lay(rules, ctx)
