"""1840's company round (§VIII L1410-L2027), played in phases:

- a: the privates pay their owners (L1424-L1428);
- b, c: the purchase section moves (``TRAM_OFFER``) and the tram companies are put in price
  order (L1434-L1459);
- d: each tram company in that order pays out of its revenue space (``dividend``); then the
  city corporations run and pay (VIII.5.1-VIII.5.2 L1467-L1667); then each tram company
  buys trams (``trams``, VIII.5.3 L1691-L1771) and places them on its lines;
- e: the line auction (``line_auction``; not in the last company round, nor once every
  company has three lines), then trams for the companies that bought no line;
- f: while a company has room for a line, ``players + 1`` more lines are dealt (L2007-L2027).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....errors import SetupError
from ....model.actions import Action, Pass, RunRoutes, ScrapTrain
from ....rules.games.g1840.economy import LAST_COMPANY_ROUND, LINE_LIMIT
from ....rules.violation import Violation
from ...events import Event, event
from ...money import fmt
from ...round_state import RoundState
from ...rounds.base import RoundAt, RoundKind
from ...rounds.companies import CompanyRound, pay_private_income
from ...state import State
from ...steps.base import Step, acting, violation
from ...steps.dividend import DividendStep
from ...steps.earnings import return_earnings
from ...steps.route import RouteStep
from .line_auction import (
    CompanyRoundData,
    LineAuctionStep,
    lines_on_offer,
    majors_in_order,
    may_buy_line,
    pass_in_auction,
    round_data,
)
from .privates import SellToBank, is_sale_to_bank
from .trams import ScrapTram, TramStep, lines_of, on_offer, placements, scraps_own_tram, trams_of

CITY = "city"


class PlaceStep(Step):
    """After its purchases a company holding trams itself may move them onto its lines."""

    NAME = "place"
    ACTIONS = frozenset({"reassign_trains"})

    def check(self, state: State, action: Action) -> list[Violation]:
        return TramStep().check(state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        state, events = TramStep().apply(state, action)
        return state.with_round(step=""), events


class TramDividendStep(DividendStep):
    """A tram company pays out of its revenue space: what its lines earned, which lies
    beside their cards until now (VIII.5.1 L1473-L1531)."""

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        return super().apply(return_earnings(state, acting(state)), action)

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        done = super().auto(return_earnings(state, acting(state)))
        return done


class CityRunStated(Step):
    """A city corporation's run, which it made by itself (VIII.5.2 L1536-L1554), stated
    afterwards (18xx.games records it so): it must name what the run earned; it changes
    nothing."""

    NAME = "city-run"
    ACTIONS = frozenset({"run_routes"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, RunRoutes)
        cs = state.companies[action.entity]
        comp = state.company_def(action.entity)
        times = state.rules.revenue_multiplier(comp, state.round.kind, state.round.number)
        stated = sum(r.revenue or 0 for r in action.routes) * times
        if stated != (cs.last_revenue or 0):
            why = f"{action.entity} earned {fmt(state, cs.last_revenue or 0)}, not {fmt(state, stated)}"
            return [violation(state, "route.revenue", why)]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        return state, []


def city_run_stated(state: State, action: Action) -> bool:
    """Whether ``action`` states the run a city corporation has made this round."""
    if not isinstance(action, RunRoutes) or action.entity not in state.companies:
        return False
    data = round_data(state.round)
    ran = action.entity in data.done or data.phase != "dividends"
    return state.company_def(action.entity).kind == CITY and ran


STEPS: dict[str, Step] = {
    s.NAME: s for s in (RouteStep(), TramDividendStep(), TramStep(), PlaceStep(), LineAuctionStep())
}


def cities_in_order(state: State) -> list[str]:
    keyed = []
    for index, (cid, cs) in enumerate(state.companies.items()):
        comp = state.company_def(cid)
        if comp.kind == CITY and not cs.closed and cs.floated and cs.cell is not None:
            keyed.append((state.rules.operating_key(comp, index, state.price(cid), cs.cell, cs.stack), cid))
    return [cid for _, cid in sorted(keyed)]


def may_place(state: State, major: str) -> bool:
    """Whether ``major`` has trams to place on its lines after its purchases: one it holds
    itself, or two or more it could exchange between its lines."""
    if not lines_of(state, major):
        return False
    return bool(state.companies[major].trains) or len(trams_of(state, major)) > 1


def auction_held(state: State) -> bool:
    """CR e is played unless this is the last company round or every company has three
    lines (L1885-L1886)."""
    if state.round.number >= LAST_COMPANY_ROUND:
        return False
    return any(len(lines_of(state, m)) < LINE_LIMIT for m in majors_in_order(state))


def next_turn(state: State) -> tuple[State, list[Event]]:
    """The next company to act in the round's phase; the next phase when all are done."""
    data = round_data(state.round)
    if data.phase == "dividends":
        waiting = [c for c in (*majors_in_order(state), *cities_in_order(state)) if c not in data.done]
        if waiting:
            steps = state.steps_of(waiting[0])
            return state.with_round(entity=waiting[0], step=steps[0] if steps else ""), []
        return _phase(state, "trams")
    if data.phase == "trams":
        waiting = [m for m in majors_in_order(state) if m not in data.done]
        if waiting and on_offer(state):  # (the last company round sells none, CR b)
            return state.with_round(entity=waiting[0], step="trams"), []
        return _phase(state, "auction" if auction_held(state) else "after")
    if data.phase == "auction":
        choosers = [m for m in majors_in_order(state) if may_buy_line(state, m)]
        if choosers and lines_on_offer(state):
            return state.with_round(entity=choosers[0], step="line-auction"), []
        return _phase(state, "after")
    if data.phase == "after":
        waiting = [m for m in majors_in_order(state) if m not in data.bought and m not in data.done]
        if waiting and auction_held(state) and on_offer(state):
            return state.with_round(entity=waiting[0], step="trams"), []
    return _deal_lines(state)


def _phase(state: State, phase: str) -> tuple[State, list[Event]]:
    state = state.with_round_data(phase=phase, done=())
    return next_turn(state)


def _deal_lines(state: State) -> tuple[State, list[Event]]:
    """CR f: more lines dealt while a company has room for one (L2007-L2027)."""
    events: list[Event] = []
    if auction_held(state):
        before = len(state.setup.lines)
        state = replace(state, setup=state.rules.restock_lines(state.setup, len(state.players)))
        dealt = state.setup.lines[before:]
        if dealt:
            events.append(event("line", f"Lines dealt for the next auction: {', '.join(dealt)}"))
    return state.with_round(entity=None, step="", over=True), events


def end_turn(state: State) -> tuple[State, list[Event]]:
    data = round_data(state.round)
    entity = state.round.entity
    if data.phase != "auction" and entity is not None:
        state = state.with_round_data(done=(*data.done, entity))
    return next_turn(state.with_round(step=""))


class CompanyRound1840(RoundKind):
    NAME = "company"
    COMPANIES_ACT = True

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        r = RoundState(
            kind=self.NAME,
            number=number,
            or_index=index,
            or_count=count,
            phase_at_start=state.phase,
            companies_act=True,
            data=CompanyRoundData(),
        )
        state = replace(state, round=r)
        events = [event("round", f"Company round {number} begins", round=self.NAME, number=number)]
        state, more = pay_private_income(state)
        state, after = next_turn(state)
        return state, events + more + after

    def enter(self, state: State, at: RoundAt) -> State:
        if at.entity is None or at.entity not in state.companies:
            raise SetupError("round.entity: a company round names the company that acts")
        step = at.step or (state.steps_of(at.entity) or ("trams",))[0]
        if step not in STEPS:
            raise SetupError(f"round.step: expected one of {', '.join(STEPS)}")
        phase = {"route": "dividends", "dividend": "dividends", "line-auction": "auction"}.get(step, "trams")
        order = [*majors_in_order(state), *cities_in_order(state)]
        done = tuple(order[: order.index(at.entity)]) if at.entity in order and phase != "auction" else ()
        r = RoundState(
            kind=self.NAME,
            number=at.number,
            entity=at.entity,
            step=step,
            phase_at_start=state.phase,
            companies_act=True,
            data=CompanyRoundData(phase=phase, done=done),
        )
        return replace(state, round=r)

    def every_step(self) -> tuple[Step, ...]:
        return tuple(STEPS.values())

    def acts_for(self, state: State, action: Action) -> bool:
        return city_run_stated(state, action) or is_sale_to_bank(action) or scraps_own_tram(state, action)

    def states_after_end(self, state: State, action: Action) -> bool:
        """The game is over at the end of CR6 (XI.1 L3198), once the city corporations have
        run (CR d, VIII.5.2 L1536-L1554): 18xx.games states their runs after the last tram
        company's dividend, and those statements are still taken (they change nothing)."""
        return city_run_stated(state, action)

    def step_for(self, state: State, action: Action) -> tuple[Step | None, list[Violation]]:
        if city_run_stated(state, action):
            return CityRunStated(), []
        if is_sale_to_bank(action):
            return SellToBank(), []
        if isinstance(action, ScrapTrain):
            return ScrapTram(), []
        step = STEPS.get(state.round.step)
        if step is not None and step.takes(state, action):
            return step, []
        why = (
            f"{action.TYPE} is not possible at this point of {state.round.entity}'s turn ({state.round.step})"
        )
        return None, [violation(state, "turn.step-order", why)]

    def pass_problems(self, state: State) -> list[Violation]:
        step = state.round.step
        if step in ("route", "dividend"):
            why = f"{state.round.entity} pays its dividend before anything else"
            return [violation(state, "turn.step-order", why)]
        if step == "trams":
            return TramStep().pass_problems(state)
        return []

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        step = state.round.step
        major = state.round.entity
        if step == "line-auction":
            state, events = pass_in_auction(state)
            if state.round.step == "line-auction" and not round_data(state.round).line:
                state, more = next_turn(state)
                events += more
            return state, events
        if step == "trams" and major is not None and may_place(state, major):
            return state.with_round(step="place"), []
        return end_turn(state)

    def advance(self, state: State) -> tuple[State, list[Event]] | None:
        if state.round.entity is None:
            return None
        if state.round.step == "":
            return end_turn(state)
        step = STEPS.get(state.round.step)
        return None if step is None else step.auto(state)

    def candidates(self, state: State, entity: str) -> Iterator[Action]:
        step = state.round.step
        if step in ("route", "dividend"):
            yield from CompanyRound(self.NAME).candidates(state, entity)
        elif step == "trams":
            yield from TramStep().candidates(state, entity)
        elif step == "place":
            yield Pass(entity=entity, entity_type="corporation")
            placing = placements(state, entity)
            if placing is not None:
                yield placing
        elif step == "line-auction":
            yield from LineAuctionStep().candidates(state, entity)
