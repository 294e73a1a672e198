"""Rounds in which companies take turns through their steps: operating rounds, and the kinds
of round a game adds that are played the same way (1840's company and line rounds).

Every floated company that takes part (``Economy.operates_in``) operates once; the next is
always the first of those still waiting in operating order (by share price,
``Economy.operating_key``), so a price that moves during the round counts at once (1862
L950-L956). A company goes through its steps (``Economy.operating_steps``) in order: a step
it may go past without acting (``Step.can_skip``) is passed over when it acts in a later
one, and a step that does what it does by itself (a run of nothing is withheld, a minor
splits its revenue) does it when play reaches it. Privates pay their income at the start of
the kind of round the game names (``Economy.private_income_round``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace

from ...errors import SetupError
from ...model.actions import (
    Action,
    BuyShares,
    BuyTrain,
    DiscardTrain,
    Dividend,
    Merge,
    Pass,
)
from ...rules.lay import TurnState
from ...rules.violation import Violation
from .. import offers
from .. import trains as tr
from ..events import Event, event
from ..market import value
from ..money import fmt, pay
from ..round_state import CompanyData, RoundState
from ..shares import ordinary_certs
from ..state import State
from ..steps.base import Step, violation
from ..steps.buy_train import BuyTrainStep
from ..steps.dividend import DividendStep
from ..steps.earnings import EarningsStep
from ..steps.merge import AcquireStep, MergeStep, candidates
from ..steps.redeem import RedeemStep
from ..steps.route import RouteStep
from ..steps.token import TokenStep, director_cards, place_home
from ..steps.track import TrackStep
from .base import RoundAt, RoundKind

COMPANY_STEPS: Mapping[str, Step] = {
    s.NAME: s
    for s in (
        MergeStep(),
        TrackStep(),
        TokenStep(),
        RouteStep(),
        DividendStep(),
        BuyTrainStep(),
        EarningsStep(),
        RedeemStep(),
        AcquireStep(),
    )
}
"""Every step a company may go through, by name (``Economy.operating_steps`` lists a
company's own, in order)."""


class CompanyRound(RoundKind):
    """A round of company turns; ``NAME`` is its kind (``"operating"`` for operating rounds)."""

    COMPANIES_ACT = True

    def __init__(self, name: str = "operating", extra: tuple[Step, ...] = ()) -> None:
        """A round of kind ``name`` whose companies go through the common steps and a game's
        own ``extra`` ones (18Mag's scrapping)."""
        self.NAME = name  # type: ignore[misc]
        self.by_name: Mapping[str, Step] = {**COMPANY_STEPS, **{s.NAME: s for s in extra}}

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        for cid, cs in state.companies.items():
            if cs.operated:
                state = state.update_company(cid, operated=False)
        r = RoundState(
            kind=self.NAME,
            number=number,
            or_index=index,
            or_count=count,
            phase_at_start=state.phase,
            companies_act=True,
            data=CompanyData(),
        )
        state = replace(state, round=r)
        name = f"Operating round {number}.{index}" if self.NAME == "operating" else r.label.capitalize()
        events = [event("round", f"{name} begins", round=self.NAME, number=number, index=index)]
        if state.rules.private_income_round() == self.NAME:
            state, more = pay_private_income(state)
            events += more
        state, more = start_company_turn(state)
        return state, events + more

    def enter(self, state: State, at: RoundAt) -> State:
        if at.entity is None or at.entity not in state.companies:
            raise SetupError(f"round.entity: a {self.NAME} round names the company that acts")
        steps = state.steps_of(at.entity)
        step = at.step or steps[0]
        if step not in steps:
            raise SetupError(f"round.step: expected one of {', '.join(steps)}")
        r = RoundState(
            kind=self.NAME,
            number=at.number,
            or_index=at.or_index,
            or_count=at.or_count,
            entity=at.entity,
            step=step,
            phase_at_start=state.phase,
            companies_act=True,
            data=CompanyData(),
        )
        return replace(state, round=r)

    def from_current(self, state: State) -> list[Step]:
        """The acting company's steps from the one it has reached."""
        names = state.steps_of(state.round.entity)
        start = names.index(state.round.step) if state.round.step in names else len(names)
        return [self.by_name[n] for n in names[start:]]

    def every_step(self) -> tuple[Step, ...]:
        return tuple(self.by_name.values())

    def step_for(self, state: State, action: Action) -> tuple[Step | None, list[Violation]]:
        for step in self.from_current(state):
            if step.takes(state, action):
                return step, []
            if not step.can_skip(state):
                why = f"{state.round.entity} must finish its {step.NAME} step before {action.TYPE}"
                return None, [violation(state, "turn.step-order", why)]
        why = f"{action.TYPE} is not possible at this point of {state.round.entity}'s turn"
        return None, [violation(state, "turn.step-order", why)]

    def prepare(self, state: State, step: Step) -> tuple[State, list[Event]]:
        """Go past the steps before ``step``, letting each do what it does by itself (a
        company without trains earns nothing and withholds, as if it had reached them)."""
        events: list[Event] = []
        names = state.steps_of(state.round.entity)
        if step.NAME not in names:
            return state, events
        while state.round.step in names and names.index(state.round.step) < names.index(step.NAME):
            done = self.by_name[state.round.step].auto(state)
            if done is None:
                state = state.with_round(step=names[names.index(state.round.step) + 1])
            else:
                state, more = done
                events += more
        return state.with_round(step=step.NAME), events

    def pass_problems(self, state: State) -> list[Violation]:
        steps = self.from_current(state)
        if steps and not steps[0].can_skip(state):
            why = f"{state.round.entity} cannot pass its {steps[0].NAME} step"
            return [violation(state, "turn.step-order", why)]
        return []

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        names = state.steps_of(state.round.entity)
        i = names.index(state.round.step) if state.round.step in names else len(names)
        if i + 1 < len(names):
            return state.with_round(step=names[i + 1]), []
        return end_company_turn(state)

    def advance(self, state: State) -> tuple[State, list[Event]] | None:
        if state.round.entity is None:
            return None
        if state.round.step == "":
            return end_company_turn(state)
        return self.by_name[state.round.step].auto(state)

    def candidates(self, state: State, company: str) -> Iterator[Action]:
        """Pass; each tile lay (in the track step) and token (up to the token step); the best
        run and the run of nothing (up to the route step); each dividend; a train of each face
        on sale, discards; and the merger or redemption a step offers."""
        kind = state.rules.entity_type(state.company_def(company))
        step = state.round.step
        yield Pass(entity=company, entity_type=kind)
        if step == "redeem":
            for cert in ordinary_certs(state, "pool", company)[:1]:
                yield BuyShares(entity=company, entity_type=kind, shares=(cert.id,), percent=cert.percent)
        if step in ("merge", "acquire"):
            for other in candidates(state, company):
                yield Merge(entity=company, entity_type=kind, corporation=other)
        if step == "track":
            yield from offers.tile_lays(state, company)
        if step in ("track", "token") and "token" in state.steps_of(company):
            yield from offers.token_places(state, company)
        if state.companies[company].trains and step in ("track", "token", "route"):
            best = offers.best_run(state, company)
            if best is not None:
                yield best
            yield offers.no_run(state, company)  # kept where the rules let a company run nothing
        cs = state.companies[company]
        if cs.revenue is not None or step == "dividend":  # (18Mag's majors pay from the treasury)
            for dk in state.rules.dividend_kinds(state.company_def(company)):
                yield Dividend(entity=company, entity_type=kind, kind=dk)
                if dk == "variable":  # every amount in the game's steps up to what there is
                    most = max(cs.revenue or 0, cs.cash)
                    for amount in range(0, most + 1, state.rules.DIVIDEND_STEP):
                        yield Dividend(entity=company, entity_type=kind, kind=dk, amount=amount)
        yield from train_purchases(state, company)
        for train in state.companies[company].trains:
            yield DiscardTrain(entity=company, entity_type=kind, train=train)


def train_purchases(state: State, company: str) -> Iterator[BuyTrain]:
    """A train of each face on sale from the depot, at its price (the next card of each group)."""
    kind = state.rules.entity_type(state.company_def(company))
    for group in tr.available_groups(state):
        card = tr.top_card(state, group)
        if card is None:
            continue
        for face in tr.faces(state, group):
            price = state.rules.depot_train_cost_for(
                state.rules.train_price(face, True, False), director_cards(state, company)
            )  # (less what the director's cards take off: 18 Lilliput's Admiral)
            variant = face.name if card.name != face.name else None
            yield BuyTrain(entity=company, entity_type=kind, train=card.id, price=price, variant=variant)


def pool_purchases(state: State, company: str) -> Iterator[BuyTrain]:
    """A train of each type in the pool, at its printed price (where a game sells them so:
    18 Lilliput's founding and withholding, L270, L464)."""
    kind = state.rules.entity_type(state.company_def(company))
    seen: set[str] = set()
    for card in state.trains.values():
        if card.owner != "pool" or card.name in seen:
            continue
        seen.add(card.name)
        price = state.rules.train_price(tr.train_def(state, card.name), False, False)
        yield BuyTrain(entity=company, entity_type=kind, train=card.id, price=price)


def waiting_companies(state: State) -> list[str]:
    """Companies still to operate this round, in operating order."""
    keyed = []
    for index, (cid, cs) in enumerate(state.companies.items()):
        comp = state.company_def(cid)
        if cs.closed or not cs.floated or cs.operated or not state.rules.operates_in(comp, state.round.kind):
            continue
        price = None if cs.cell is None else value(state.market, cs.cell)
        keyed.append((state.rules.operating_key(comp, index, price, cs.cell, cs.stack), cid))
    return [cid for _, cid in sorted(keyed)]


def start_company_turn(state: State) -> tuple[State, list[Event]]:
    """The next waiting company's turn begins; with none left the round is over."""
    waiting = waiting_companies(state)
    if not waiting:
        return state.with_round(entity=None, step="", over=True), []
    cid = waiting[0]
    steps = state.steps_of(cid)
    state = state.with_round(entity=cid, step=steps[0] if steps else "", turn=()).with_lays(TurnState())
    events = [event("turn", f"{state.label(cid)} operates", company=cid)]
    if not state.companies[cid].has_operated and state.rules.home_token_on_first_turn(state.company_def(cid)):
        state, more = place_home(state, cid)
        events += more
    return state, events


def end_company_turn(state: State) -> tuple[State, list[Event]]:
    cid = state.round.entity
    if cid is not None and cid in state.companies:
        state = state.update_company(cid, operated=True, has_operated=True)
    return start_company_turn(state)


def pay_private_income(state: State) -> tuple[State, list[Event]]:
    """Every owned private pays its income to its owner, a player or a company (one out of
    the game, owned by ``"removed"``, pays nobody)."""
    events: list[Event] = []
    for private in state.game.privates:
        owner = state.private_owner(private.id)
        if owner in (None, "removed") or not private.revenue:
            continue
        state = pay(state, "bank", owner, private.revenue)
        text = f"{private.name} pays {state.label(owner)} {fmt(state, private.revenue)}"
        events.append(event("cash", text, company=private.id, payee=owner, amount=private.revenue))
    return state, events
