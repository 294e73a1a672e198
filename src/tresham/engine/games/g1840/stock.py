"""1840's stock rounds (§VII).

- Turn order: by order card, the lowest first (VII.2 L1105-L1111); the players' order in
  the state is that of their cards. At the end of a stock round the player with the most
  money takes the lowest card, and so on, a tie keeping the order of the round before
  (L1117-L1127).
- The first stock round: each player has a subscription card worth 350 G towards a tram
  company's director's certificate (L333-L347, L1295-L1301). Every player must start one
  tram company, first of all, in turn order (VII.5 L1277-L1285); nobody directs two (a
  player directs exactly one, L582-L588). The card is spent on that first purchase
  whatever par he sets (5 x 70 G is 350 G already), so the engine pays it as cash at the
  start of the round, as 18xx.games does: nothing else can be bought before it is spent.
- A player who can neither buy nor sell passes by himself (18xx.games records no pass
  there; with nothing he may do a player can only pass, L1064-L1101).
"""

from __future__ import annotations

from dataclasses import replace

from ....model.actions import Action, BuyShares, Par, Pass
from ....rules.violation import Violation
from ...events import Event, event
from ...money import fmt, pay
from ...rounds.players import StockRound, end_stock_turn
from ...state import State
from ...steps.base import violation
from ...steps.stock import StockStep

SUBSCRIPTION = 350  # the "Derecho preferente" card (L333-L347)
MAJOR = "major"
LINE = "tram"


def majors_directed(state: State, player: str) -> list[str]:
    return [c for c in state.companies if state.company_def(c).kind == MAJOR and state.director(c) == player]


class StockStep1840(StockStep):
    def check(self, state: State, action: Action) -> list[Violation]:
        directs = majors_directed(state, action.entity) if state.is_player(action.entity) else []
        if isinstance(action, Par) and state.company_def(action.corporation).kind == MAJOR and directs:
            why = f"{action.entity} already directs {directs[0]}; a player directs one tram company"
            return [violation(state, "stock.one-major", why)]
        cert = state.certs.get(action.shares[0]) if isinstance(action, BuyShares) and action.shares else None
        if cert is not None and state.company_def(cert.company).kind == LINE:
            return [violation(state, "stock.line", f"line {cert.company} has no shares to buy")]
        if state.round.number == 1 and not directs and not isinstance(action, Par):
            why = f"{action.entity} must first start a tram company (the first stock round)"
            return [violation(state, "stock.start-major", why)]
        return super().check(state, action)

    def pass_problems(self, state: State) -> list[Violation]:
        player = state.round.entity
        if state.round.number == 1 and player is not None and not majors_directed(state, player):
            why = f"{player} must start a tram company before passing (the first stock round)"
            return [violation(state, "stock.start-major", why)]
        return []


class StockRound1840(StockRound):
    STEP = StockStep1840()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        events: list[Event] = []
        if number == 1:
            for player in state.players:
                state = pay(state, "bank", player, SUBSCRIPTION)
                text = f"{state.label(player)} has a subscription card worth {fmt(state, SUBSCRIPTION)}"
                events.append(event("cash", text, payee=player, amount=SUBSCRIPTION))
        state = replace(state, priority=state.players[0])
        state, more = super().begin(state, number, index, count)
        return state, events + more

    def advance(self, state: State) -> tuple[State, list[Event]] | None:
        done = super().advance(state)
        if done is not None:
            return done
        player = state.round.entity
        if player is None or state.round.acted or self.can_act(state, player):
            return None
        text = f"{state.label(player)} can neither buy nor sell and passes"
        return end_stock_turn(state), [event("pass", text, player=player)]

    def can_act(self, state: State, player: str) -> bool:
        """Whether ``player`` may do anything in his turn but pass."""
        return any(
            not isinstance(a, Pass) and not self.STEP.check(state, a) for a in self.candidates(state, player)
        )

    def finish(self, state: State) -> tuple[State, list[Event]]:
        state, events = super().finish(state)
        order = tuple(sorted(state.players, key=lambda p: -state.player[p].cash))
        state = replace(state, players=order, priority=order[0])
        names = ", ".join(state.label(p) for p in order)
        events.append(event("order", f"Order cards by cash, the most first: {names}"))
        return state, events
