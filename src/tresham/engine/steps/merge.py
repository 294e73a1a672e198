"""The merge and acquire steps: a company joins another, at the start or the end of its turn.

``merge`` with ``corporation`` proposes it (the action stands for both directors' consent,
1862 §7.5.1 L1073-L1078); ``choose`` ``"first"`` or ``"last"`` names the survivor; holders of
an option share who can pay answer ``choose`` ``"redeem"`` or ``"sell"``; a survivor over
its token limit sends ``remove_token`` (export-actions.md §8.3). ``engine.merger`` does the
work. With nobody to merge with (no other company with a director joined to it by track,
§7.5.2 L1084-L1097), the step passes by itself, as 18xx.games's auto pass does.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...model.actions import Action, Choose, Merge, RemoveToken
from ...rules.violation import Violation
from .. import merger as mg
from ..decisions import asking
from ..events import Event
from ..state import State
from .base import Step, acting, next_step, skipped, violation
from .cities import city_of

SURVIVOR_CHOICES = ("first", "last")
OPTION_CHOICES = ("redeem", "sell")
RETURNS = {"in turn": False, "together": True}


def survivor_choice(choice: object) -> tuple[str, bool] | None:
    """``"first"``/``"last"`` as 18xx.games sends it, or ``{survivor = "first", returns =
    "together"}`` when the holders return their halves at once (L512-L514)."""
    if isinstance(choice, str):
        return (choice, False) if choice in SURVIVOR_CHOICES else None
    if isinstance(choice, Mapping) and set(choice) <= {"survivor", "returns"}:
        who, returns = choice.get("survivor"), choice.get("returns", "in turn")
        if who in SURVIVOR_CHOICES and isinstance(returns, str) and returns in RETURNS:
            return str(who), RETURNS[returns]
    return None


def partner_problem(state: State, active: str, partner: str) -> tuple[str, str] | None:
    """(rule, why) ``active`` may not merge with ``partner``, or None."""
    cs = state.companies.get(partner)
    if cs is None or partner == active:
        return "merger.partner", f"{partner!r} is not another company"
    if cs.closed or not cs.floated:
        return "merger.partner", f"{partner} has not floated"
    for cid in (active, partner):
        if state.director(cid) is None:
            return "merger.partner", f"{cid} has no director: a company in receivership cannot merge"
    why = state.rules.merger_connection_problem(state.board, active, partner)
    return None if why is None else ("merger.connection", why)


def candidates(state: State, active: str) -> list[str]:
    if not state.rules.MERGERS:
        return []
    return [c for c in state.companies if partner_problem(state, active, c) is None]


class MergeStep(Step):
    NAME = "merge"
    ACTIONS = frozenset({"merge", "choose", "remove_token"})

    def can_skip(self, state: State) -> bool:
        return state.merger is None

    def check(self, state: State, action: Action) -> list[Violation]:
        why = self._problem(state, action)
        return [] if why is None else [violation(state, why[0], why[1])]

    def _problem(self, state: State, action: Action) -> tuple[str, str] | None:
        m = state.merger
        if isinstance(action, Merge):
            if not state.rules.MERGERS:
                return "merger", "this game has no mergers"
            if m is not None:
                return "merger.order", "a merger is already under way"
            return partner_problem(state, acting(state), action.corporation or action.minor or "")
        if m is None:
            return "merger.order", f"no merger is under way: {action.TYPE} answers nothing"
        asked = asking(state)
        question = asked.question if asked is not None else ""
        if isinstance(action, RemoveToken):
            found = city_of(state, action.city)
            if question != "tokens":
                return "merger.order", "no token is to be removed now"
            if isinstance(found, str) or not any((t.hex, t.city) == found for t in mg.removable(state)):
                return "merger.tokens", f"neither {m.survivor} nor {m.gone} has a token in {action.city}"
            return None
        assert isinstance(action, Choose)
        if not m.survivor:
            if survivor_choice(action.choice) is None:
                return "merger.order", f"choose 'first' ({m.active}) or 'last' ({m.partner}) to survive"
            return None
        if question not in ("option", "director") or action.choice not in OPTION_CHOICES:
            who = asked.who if asked is not None else m.initiator
            return "merger.order", f"{who} must answer {question or 'nothing'} now"
        return None

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        m = state.merger
        if isinstance(action, Merge):
            partner = action.corporation or action.minor or ""
            if partner not in state.companies:
                return skipped(state, action, f"{partner!r} is not a company")
            return mg.start(state, self.NAME, acting(state), partner)
        if m is None:
            return skipped(state, action, "no merger is under way")
        if isinstance(action, RemoveToken):
            found = city_of(state, action.city)
            if isinstance(found, str):
                return skipped(state, action, found)
            return mg.remove_token(state, *found)
        assert isinstance(action, Choose)
        if not m.survivor:
            chosen = survivor_choice(action.choice)
            if chosen is None:
                return skipped(state, action, f"{action.choice!r} names no survivor")
            return mg.choose_survivor(state, *chosen)
        return mg.answer(state, str(action.choice))

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        if state.merger is None and not candidates(state, acting(state)):
            if state.setup.site and state.rules.SITE_PASSES_EMPTY_MERGER_STEPS:
                return None  # the record passes it
            return next_step(state, self.NAME), []
        return None


class AcquireStep(MergeStep):
    NAME = "acquire"
