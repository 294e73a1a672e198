"""Two bots that play through ``legal_actions``: a random one and a simple greedy one.

A bot is given the state and the actions offered (never anything else), and picks one.
Both draw from their own seeded generator, so a game between bots is set by its seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..engine.state import State
from ..model.actions import Action, BuyShares, BuyTrain, Dividend, Par, RunRoutes


class Bot(Protocol):
    """Anything that picks one of the actions offered."""

    name: str

    def choose(self, state: State, offered: Sequence[Action]) -> Action: ...


class RandomBot:
    """Picks any offered action, each as likely as the others."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, offered: Sequence[Action]) -> Action:
        return self.rng.choice(list(offered))


# How much the greedy bot likes each kind of action. A company's turn offers the actions of
# its later steps too (a run skips the track step), so its steps are liked in their order:
# track, a station, the run, the dividend, then trains; doing something before passing, and
# selling last of all.
PREFERENCE = {
    "lay_tile": 100,
    "place_token": 95,
    "run_routes": 90,
    "dividend": 85,
    "buy_train": 80,
    "par": 50,
    "buy_shares": 45,
    "buy_company": 40,
    "bid": 35,
    "choose": 30,
    "merge": 28,
    "pass": 10,
    "scrap_train": 8,
    "discard_train": 7,  # below passing: a train is given up only when it must be
    "sell_shares": 5,
}
OTHER = 25
TRAIN_WHEN_RUNNING = 40  # a company that has a train buys more only when nothing else is left
NOTHING_RUN = 12  # the run of nothing: only when no train can earn (before passing)
DIVIDEND_KINDS = {"payout": 3, "variable": 2, "half": 2, "hudson": 2, "withhold": 1}


class GreedyBot:
    """Takes the kind of action it likes best (``PREFERENCE``), and within a kind the one
    that looks best at once: the highest run, a full payout, the cheapest train, a par in
    the middle of the offered prices (a company with a train lays track, places a token
    and runs before it buys more); ties are broken at random. A player who directs a
    company that has not floated buys its shares before anything else in a stock round,
    and starts no other until it floats (else every bot starts companies that never run)."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, offered: Sequence[Action]) -> Action:
        scored = [(self.score(state, a, offered), self.rng.random(), i) for i, a in enumerate(offered)]
        return offered[max(scored)[2]]

    def score(self, state: State, action: Action, offered: Sequence[Action]) -> tuple[int, float]:
        rank = PREFERENCE.get(action.TYPE, OTHER)
        if isinstance(action, RunRoutes):
            revenue = float(sum(r.revenue or 0 for r in action.routes))
            return (rank if revenue else NOTHING_RUN), revenue
        if isinstance(action, Dividend):
            return rank, float(DIVIDEND_KINDS.get(action.kind, 0) * 10_000 + (action.amount or 0))
        if isinstance(action, BuyTrain):
            # a company with a train runs it before buying more: the other steps come first
            owned = state.companies[action.entity].trains if action.entity in state.companies else ()
            return (rank if not owned else TRAIN_WHEN_RUNNING), -float(action.price)
        if isinstance(action, BuyShares) and _floating(state, action.entity):
            company = action.shares[0].rsplit("_", 1)[0] if action.shares else ""
            if company in _floating(state, action.entity):
                return PREFERENCE["par"] + 2, 0.0
        if isinstance(action, Par) and _floating(state, action.entity):
            return PREFERENCE["pass"] + 1, 0.0
        if isinstance(action, Par):
            prices = sorted(_par_value(a) for a in offered if isinstance(a, Par))
            middle = prices[len(prices) // 2] if prices else 0
            return rank, -abs(_par_value(action) - middle)
        return rank, 0.0


def _floating(state: State, player: str) -> set[str]:
    """The companies ``player`` directs that have started but not floated."""
    return {
        cid
        for cid, cs in state.companies.items()
        if not cs.floated
        and not cs.closed
        and (cs.cell or cs.par) is not None
        and state.director(cid) == player
    }


def _par_value(action: Par) -> float:
    head = action.share_price.split(",", 1)[0]
    try:
        return float(head)
    except ValueError:
        return 0.0


BOTS: dict[str, type[RandomBot] | type[GreedyBot]] = {"random": RandomBot, "greedy": GreedyBot}


def bot_named(name: str, seed: int) -> Bot:
    """A bot by its name (``BOTS``), seeded."""
    return BOTS[name](seed)
