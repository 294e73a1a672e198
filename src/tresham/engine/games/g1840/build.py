"""A line's building in a line round (IX.3 L2191-L2211): a tile lay or upgrade, a city-line
tile with its bonus, and a station token, each at most once, **in any order** (L2209). The
line's track step also takes its tokens (``place_token``, ``remove_token``), so a tile may
follow a token; once the line passes its building, its token step is still open."""

from __future__ import annotations

from ....model.actions import Action, LayTile, SpecialBuy
from ....rules.violation import Violation
from ...events import Event
from ...state import State
from ...steps.token import TokenStep
from ...steps.track import TrackStep


class LineBuildStep(TrackStep):
    ACTIONS = frozenset({"lay_tile", "special_buy", "place_token", "remove_token"})

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, (LayTile, SpecialBuy)):
            return super().check(state, action)
        return TokenStep().check(state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, (LayTile, SpecialBuy)):
            return super().apply(state, action)
        return TokenStep().apply(state, action)
