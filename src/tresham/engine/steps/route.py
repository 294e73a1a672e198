"""The route step: ``run_routes`` records what the trains earn; ``special_buy`` pays for
what a game sells while running (18Mag's rail cars).

A route's stored ``revenue`` is trusted, as 18xx.games trusts it on replay
(export-actions.md §7); a subsidy (1862 local trains, 1824 and 18Mag mines) goes straight
to the treasury. A company without trains earns nothing.
"""

from __future__ import annotations

from ...model.actions import Action, RunRoutes, SpecialBuy
from ...rules.violation import Violation
from .. import trains as tr
from ..events import Event, event
from ..money import fmt, pay
from ..state import State
from .base import Step, acting, next_step, violation


class RouteStep(Step):
    NAME = "route"
    ACTIONS = frozenset({"run_routes", "special_buy"})

    def can_skip(self, state: State) -> bool:
        return not state.companies[acting(state)].trains

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, SpecialBuy):
            return _check_purchase(state, action)
        assert isinstance(action, RunRoutes)
        company = state.companies[acting(state)]
        out: list[Violation] = []
        seen: set[str] = set()
        for r in action.routes:
            card = tr.own_card(state, company.id, r.train)
            if card is None:
                out.append(violation(state, "route.train", f"{company.id} has no train {r.train}"))
            elif card.id in seen:
                out.append(violation(state, "route.train-twice", f"train {r.train} runs twice"))
            else:
                seen.add(card.id)
            if r.revenue is None and r.connections:
                out.append(
                    violation(state, "route.revenue", f"the route of train {r.train} states no revenue")
                )
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, SpecialBuy):
            return _purchase(state, action)
        assert isinstance(action, RunRoutes)
        cid = acting(state)
        revenue = sum(r.revenue or 0 for r in action.routes) + (action.extra_revenue or 0)
        route_subsidy = sum(r.subsidy or 0 for r in action.routes)
        subsidy = route_subsidy or (action.subsidy or 0)
        parts = ", ".join(
            f"{_train_name(state, cid, r.train)} {fmt(state, r.revenue or 0)}" for r in action.routes
        )
        events = [
            event(
                "revenue",
                f"{state.label(cid)}'s trains earn {fmt(state, revenue)}" + (f" ({parts})" if parts else ""),
                company=cid,
                revenue=revenue,
            )
        ]
        if subsidy:
            state = pay(state, "bank", cid, subsidy)
            events.append(
                event(
                    "cash",
                    f"{state.label(cid)}'s treasury receives {fmt(state, subsidy)} "
                    f"of {state.rules.SUBSIDY_NAME}",
                    company=cid,
                    amount=subsidy,
                )
            )
        state = state.update_company(cid, revenue=revenue, subsidy=subsidy)
        return next_step(state, self.NAME), events

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = acting(state)
        if state.companies[cid].trains:
            return None
        state = state.update_company(cid, revenue=0, subsidy=0)
        return next_step(state, self.NAME), [
            event("revenue", f"{state.label(cid)} has no train and earns nothing", company=cid, revenue=0)
        ]


def _check_purchase(state: State, action: SpecialBuy) -> list[Violation]:
    cid = acting(state)
    bought = state.round.turn.count("purchase")
    payee, why = state.rules.route_purchase(action.description, action.cost, tr.current_phase(state), bought)
    if why or payee is None:
        return [
            violation(state, "route.purchase", why or f"nothing called {action.description!r} is for sale")
        ]
    if state.companies[cid].cash < action.cost:
        cash = fmt(state, state.companies[cid].cash)
        return [
            violation(
                state,
                "route.purchase-cash",
                f"{state.label(cid)} has {cash}, {action.description} costs {fmt(state, action.cost)}",
            )
        ]
    return []


def _purchase(state: State, action: SpecialBuy) -> tuple[State, list[Event]]:
    cid = acting(state)
    bought = state.round.turn.count("purchase")
    payee, _ = state.rules.route_purchase(action.description, action.cost, tr.current_phase(state), bought)
    assert payee is not None
    state = pay(state, cid, payee, action.cost).with_round(turn=(*state.round.turn, "purchase"))
    text = f"{state.label(cid)} pays {fmt(state, action.cost)} to {payee} for the {action.description}"
    return state, [event("cash", text, company=cid, payee=payee, amount=action.cost)]


def _train_name(state: State, cid: str, ref: str) -> str:
    card = tr.own_card(state, cid, ref)
    return tr.spoken(card.name if card is not None else ref)
