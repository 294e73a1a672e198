"""The route step: ``run_routes`` records what the trains earn; ``special_buy`` pays for
what a game sells while running (18Mag's rail cars).

A route that says only what it earns (a rulebook example whose map picture is lost, or an
export whose stored values 18xx.games trusts, export-actions.md §7) is taken at its word. A
route that names its stops (``nodes`` or ``hexes``) is judged by the routes capability
(``rules.routes.judge_claim``) on the board as it stands, with the rail cars bought this
turn: the rules it breaks are reported, and where it states no revenue the rules' revenue
is used; the privates the company or its owner holds count (1840's landmarks). A company
whose run the rules decide (1840's city corporations, ``Economy.runs_itself``) runs its
best route by itself. A subsidy (1862's local trains, 1824's and 18Mag's mines) goes
straight to the treasury. A company without trains earns nothing. In a replay of
18xx.games (``GameSetup.site``) so does one with a station on the board from which no train
can run at all: the step passes it over by itself, as the site does (it records no pass); a
game played with tresham says so with the run of nothing (``offers.no_run``), since a
position set out without its track (a rulebook example) runs what it says.
"""

from __future__ import annotations

from ...model.actions import Action, Route, RunRoutes, SpecialBuy
from ...rules.purchases import RoutePurchases
from ...rules.routes import ClaimReport, RouteError, best_runs, claim_from_export, judge_claim
from ...rules.routes.model import Run
from ...rules.violation import Violation
from .. import offers
from .. import trains as tr
from ..end import in_last_round
from ..events import Event, event
from ..money import fmt, pay
from ..state import State
from .base import Step, acting, next_step, skipped, violation


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
                out += _permit_problem(state, company.id, card.name, r)
            if r.revenue is None and r.connections and not _traced(r):
                out.append(
                    violation(state, "route.revenue", f"the route of train {r.train} states no revenue")
                )
        judged = _judge(state, action)
        if isinstance(judged, Violation):
            return [*out, judged]
        return out + (list(judged.violations) if judged is not None else [])

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, SpecialBuy):
            return _purchase(state, action)
        assert isinstance(action, RunRoutes)
        cid = acting(state)
        revenue = sum(r.revenue or 0 for r in action.routes) + (action.extra_revenue or 0)
        route_subsidy = sum(r.subsidy or 0 for r in action.routes)
        subsidy = route_subsidy or (action.subsidy or 0)
        judged = _judge(state, action)
        runs: list[Run | None] = [None] * len(action.routes)
        if judged is not None and not isinstance(judged, Violation):
            traced = [r for r in action.routes if _traced(r)]
            if any(r.revenue is None for r in traced):  # the rules say what the traced runs earn
                revenue += judged.claimed.total - sum(r.revenue or 0 for r in traced)
            if state.rules.SUBSIDY_BY_RULES and traced and len(traced) == len(action.routes):
                subsidy = judged.claimed.subsidy  # the rules' figure, not the record's
            elif not any(r.subsidy for r in traced) and not action.subsidy:
                subsidy += judged.claimed.subsidy
            found = iter(judged.claimed.runs)
            runs = [next(found, None) if _traced(r) else None for r in action.routes]
        parts_text = ", ".join(_part(state, cid, r, run) for r, run in zip(action.routes, runs, strict=True))
        text = f"{state.label(cid)}'s trains earn {fmt(state, revenue)}"
        text += f" ({parts_text})" if parts_text else ""
        if in_last_round(state) and state.rules.last_round_revenue(revenue) != revenue:
            revenue = state.rules.last_round_revenue(revenue)
            text += f"; in the game's last round: {fmt(state, revenue)}"
        events = [event("revenue", text, company=cid, revenue=revenue)]
        if subsidy and not state.rules.SUBSIDY_WITH_DIVIDEND:
            state, paid = pay_subsidy(state, cid, subsidy)
            events.append(paid)
        state = state.update_company(cid, revenue=revenue, subsidy=subsidy)
        return next_step(state, self.NAME), events

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = acting(state)
        if state.companies[cid].trains and state.rules.runs_itself(state.company_def(cid)):
            return _run_itself(state, cid)
        if state.companies[cid].trains and not (state.setup.site and no_run_possible(state, cid)):
            return None
        why = "has no possible run" if state.companies[cid].trains else "has no train"
        state = state.update_company(cid, revenue=0, subsidy=0)
        return next_step(state, self.NAME), [
            event("revenue", f"{state.label(cid)} {why} and earns nothing", company=cid, revenue=0)
        ]


def no_run_possible(state: State, cid: str) -> bool:
    """Whether none of the company's trains can run at all: it has a station on the board
    and no train reaches a second stop from it. A company with no station on the board is
    not judged here (a position without the map, whose runs are taken at their word)."""
    if not state.board.tokens_of(cid):
        return False
    return not offers.can_run(state, cid)


def pay_subsidy(state: State, cid: str, subsidy: int) -> tuple[State, Event]:
    """The bank pays ``cid``'s treasury the subsidy its run earned."""
    state = pay(state, "bank", cid, subsidy)
    text = f"{state.label(cid)}'s treasury receives {fmt(state, subsidy)} of {state.rules.SUBSIDY_NAME}"
    return state, event("cash", text, company=cid, amount=subsidy)


def _permit_problem(state: State, cid: str, name: str, route: Route) -> list[Violation]:
    """A company runs only the kinds of train it holds permits for (1862 L1399-L1401,
    L931-L936); a train that does not run (no stops, no revenue) breaks nothing."""
    permits = state.companies[cid].permits
    kind = tr.train_def(state, name).kind
    ran = bool(route.connections or route.hexes or route.nodes or route.revenue)
    if not permits or not kind or kind in permits or not ran:
        return []
    held = " and ".join(permits)
    return [
        violation(
            state,
            "route.permit",
            f"{state.label(cid)} holds {held} permits only: its {tr.spoken(name)} may not run",
        )
    ]


def _traced(route: Route) -> bool:
    return bool(route.nodes or route.hexes)


def _judge(state: State, action: RunRoutes) -> ClaimReport | Violation | None:
    """The routes capability's verdict on the routes that name their stops (None: none do)."""
    traced = [r for r in action.routes if _traced(r)]
    if not traced:
        return None
    cid = acting(state)
    names = {c.id: c.name for c in state.trains_of(cid)}
    runs = []
    for r in traced:
        card = tr.own_card(state, cid, r.train)
        runs.append(
            {
                "train": card.name if card is not None else r.train,
                "nodes": list(r.nodes or ()),
                "hexes": list(r.hexes or ()),
                "connections": [list(c) for c in r.connections or ()],
                "revenue": r.revenue,
            }
        )
    cars = [t.split(":", 1)[1] for t in state.round.turn if t.startswith("purchase:")] + _privates(state, cid)
    try:
        claim = claim_from_export(state.board, runs)
        return judge_claim(
            state.rules,
            state.board,
            cid,
            claim,
            state.phase,
            trains=list(names.values()),
            extras=cars,
            site=state.setup.site,
        )
    except RouteError as exc:
        return violation(state, "route.unreadable", str(exc))


def _privates(state: State, cid: str) -> list[str]:
    """The privates the company, or the company owning it, holds (1840's landmarks)."""
    owners = {cid, state.payer(cid)}
    return [p for p, o in state.private_owners.items() if o in owners]


def _run_itself(state: State, cid: str) -> tuple[State, list[Event]]:
    """A company whose run the rules decide (1840's city corporations) runs its best."""
    names = [c.name for c in state.trains_of(cid)]
    best = best_runs(state.rules, state.board, cid, names, state.phase, extras=_privates(state, cid))
    parts = ", ".join(f"{r.describe()} {fmt(state, r.revenue)}" for r in best.runs) or "no route"
    times = state.rules.revenue_multiplier(state.company_def(cid), state.round.kind, state.round.number)
    total = best.total * times
    state = state.update_company(cid, revenue=total, subsidy=best.subsidy)
    text = f"{state.label(cid)} runs by itself: {fmt(state, best.total)} ({parts})"
    if times != 1:
        text += f", times {times} in {state.round.label}: {fmt(state, total)}"
    return next_step(state, RouteStep.NAME), [event("revenue", text, company=cid, revenue=total)]


def _route_purchase(state: State, action: SpecialBuy, bought: int) -> tuple[str | None, str | None]:
    """The game's verdict on ``action`` while running (its ``RoutePurchases``): who is paid,
    or why not; a game without them sells nothing in the route step."""
    purchases = state.rules.find(RoutePurchases)
    if purchases is None:
        return None, "nothing can be bought while running trains in this game"
    return purchases.route_purchase(action.description, action.cost, tr.current_phase(state), bought)


def _check_purchase(state: State, action: SpecialBuy) -> list[Violation]:
    cid = acting(state)
    bought = sum(1 for t in state.round.turn if t.startswith("purchase:"))
    payee, why = _route_purchase(state, action, bought)
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
    bought = sum(1 for t in state.round.turn if t.startswith("purchase:"))
    payee, why = _route_purchase(state, action, bought)
    if payee is None:
        return skipped(state, action, why or f"nothing called {action.description!r} is for sale")
    state = pay(state, cid, payee, action.cost).with_round(turn=(*state.round.turn, f"purchase:{payee}"))
    text = f"{state.label(cid)} pays {fmt(state, action.cost)} to {payee} for the {action.description}"
    return state, [event("cash", text, company=cid, payee=payee, amount=action.cost)]


def _part(state: State, cid: str, route: Route, run: Run | None) -> str:
    """One train's share of the revenue, as the event says it: its stops where traced."""
    name = _train_name(state, cid, route.train)
    if run is None:
        return f"{name} {fmt(state, route.revenue or 0)}"
    stops = " - ".join(s.name or s.hex for s in run.stops)
    earned = route.revenue if route.revenue is not None else run.revenue
    extra = f", {fmt(state, run.bonus)} of it bonus" if run.bonus else ""
    return f"{name} {stops} {fmt(state, earned)}{extra}"


def _train_name(state: State, cid: str, ref: str) -> str:
    card = tr.own_card(state, cid, ref)
    return tr.spoken(card.name if card is not None else ref)
