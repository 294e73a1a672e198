"""A line's building in a line round (IX.3 L2191-L2211): a tile lay or upgrade, a city-line
tile with its bonus, and a station token, each at most once, **in any order** (L2209). The
line's track step also takes its tokens (``place_token``, ``remove_token``), so a tile may
follow a token; one ``pass`` ends both (18xx.games' one step for tiles and tokens).

The bonus a city-line tile grants is taken or declined at once, as 18xx.games plays it: a
``pass`` while it is open declines the bonus (no later lay takes its slot) and the line
goes on building."""

from __future__ import annotations

from collections.abc import Iterator

from ....model.actions import Action, BuyCompany, LayTile, ScrapTrain, SpecialBuy
from ....rules.lay import LayResult
from ....rules.violation import Violation
from ... import offers
from ...events import Event, event
from ...rounds.companies import CompanyRound
from ...state import State
from ...steps.base import Step, violation
from ...steps.token import TokenStep
from ...steps.track import TrackStep, judge
from .privates import FIRST_PHASE, PrivatesAnyTime, PrivatesStep, SellToBank, is_sale_to_bank
from .trams import ScrapTram, scraps_own_tram


class LineBuildStep(TrackStep):
    ACTIONS = frozenset({"lay_tile", "special_buy", "place_token", "remove_token"})

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, LayTile) and DECLINED in state.round.turn:
            judged = judge(state, action)
            if isinstance(judged, LayResult) and judged.slot in bonus_slots(state):
                why = f"{state.round.entity} declined the bonus of its city-line tile"
                return [violation(state, "turn.bonus-declined", why, action.hex)]
        if isinstance(action, (LayTile, SpecialBuy)):
            return super().check(state, action)
        return TokenStep().check(state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, (LayTile, SpecialBuy)):
            return super().apply(state, action)
        return TokenStep().apply(state, action)


DECLINED = "bonus-declined"  # a RoundState.turn entry


def bonus_slots(state: State) -> set[int]:
    """The turn's slots a city-line tile's bonus granted."""
    slots = state.rules.tile_lay_slots(state.lays)
    return {i for i, slot in enumerate(slots) if slot.kind.startswith("bonus-")}


def bonus_open(state: State) -> bool:
    return DECLINED not in state.round.turn and bool(bonus_slots(state) - state.lays.used())


class LineRound(CompanyRound):
    """A line round (IX): the lines in number order build, run and earn; from LR2a their
    company may buy a private in their turn (``privates``); a private may go back to the
    bank at any moment."""

    def __init__(self) -> None:
        super().__init__("line", (LineBuildStep(), PrivatesStep(), PrivatesAnyTime()))

    def acts_for(self, state: State, action: Action) -> bool:
        return is_sale_to_bank(action) or scraps_own_tram(state, action)

    def step_for(self, state: State, action: Action) -> tuple[Step | None, list[Violation]]:
        if is_sale_to_bank(action):
            return SellToBank(), []
        if isinstance(action, ScrapTrain):
            return ScrapTram(), []
        if isinstance(action, BuyCompany) and state.phase != FIRST_PHASE:  # at any time of the turn
            return (PrivatesStep() if state.round.step == PrivatesStep.NAME else PrivatesAnyTime()), []
        return super().step_for(state, action)

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        if state.round.step == self.by_name["track"].NAME and bonus_open(state):
            text = f"{state.label(state.round.entity or '')} declines the bonus of its city-line tile"
            return state.with_round(turn=(*state.round.turn, DECLINED)), [event("tile", text)]
        return super().pass_turn(state)

    def candidates(self, state: State, company: str) -> Iterator[Action]:
        if state.round.step == PrivatesStep.NAME:
            yield from PrivatesStep().candidates(state, company)
            return
        yield from super().candidates(state, company)
        if state.round.step == self.by_name["track"].NAME:
            yield from offers.token_places(state, company)
