"""18 Lilliput's procedures (L107-L121): the set-up draft of starting companies and
characters, then each round: the players' action cards, the companies run (an operating round
of the same number), Bureaucracy (L466-L471, ``engine.bureaucracy``), the next round.

The game ends after its last round: the 8th (L109, L475), the 9th with three players (L490);
the number per player count is ``rounds`` in data/games/18lilliput/game.toml. The last
round's Bureaucracy, which only readies a next round, is not played (judgement). The last
round's own rules (doubled revenue, no withholding, the price two spaces right: L477-L479)
are the economy's (``last_round_*``, ``engine.end.in_last_round``).

A game of one player is the solo game against Gulliver (L541-L630, ``gulliver``): the engine
sets him up before the draft, makes his actions once the person has played both cards, runs
and pays for his companies, and gives them the top train card in Bureaucracy."""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from ....model.actions import Action, Dividend
from ... import offers
from ...bureaucracy import bureaucracy
from ...events import Event
from ...program import Next, Program
from ...rounds.base import RoundKind
from ...rounds.companies import CompanyRound, pool_purchases
from ...rounds.drafts import CertificateDraftRound
from ...state import GameEnd, State
from . import gulliver
from .actions_round import ActionsRound


class TrainsRun(CompanyRound):
    """Activate trains (L331-L464): the companies' turns; one that kept its revenue may buy
    a train of the Train Pool at once (L464), listed at its printed price. Gulliver's
    companies run their best and always pay out (L620-L621), by themselves."""

    def candidates(self, state: State, company: str) -> Iterator[Action]:
        yield from super().candidates(state, company)
        if "dividend:withhold" in state.round.turn:
            yield from pool_purchases(state, company)

    def advance(self, state: State) -> tuple[State, list[Event]] | None:
        cid = state.round.entity
        if cid is None or state.director(cid) != gulliver.GULLIVER:
            return super().advance(state)
        step = state.round.step
        if step == "route" and state.companies[cid].trains:
            run = offers.best_run(state, cid) or offers.no_run(state, cid)
            return self.by_name[step].apply(state, run)
        if step == "dividend" and state.companies[cid].revenue:
            kind = Dividend(entity=cid, entity_type="corporation", kind="payout")
            return self.by_name[step].apply(state, kind)
        if step == "buy_train":
            return self.pass_turn(state)
        return super().advance(state)


class ProgramLilliput(Program):
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (
        CertificateDraftRound(),
        ActionsRound(),
        TrainsRun("operating"),
    )
    FIRST: ClassVar[str] = CertificateDraftRound.NAME
    BANK_BREAK_ENDS: ClassVar[bool] = False  # the last round ends the game (L473-L484)

    def after(self, state: State) -> Next | None:
        r = state.round
        if r.kind == CertificateDraftRound.NAME:
            return (ActionsRound.NAME, 1, 1, 1)
        if r.kind == ActionsRound.NAME:
            return ("operating", r.number, 1, 1)
        if self.last_round_played(state):
            return None  # the game ends after its last round (L475, L490)
        return (ActionsRound.NAME, r.number + 1, 1, 1)

    def start(self, state: State) -> tuple[State, list[Event]]:
        """A game of one is played against Gulliver, set up before the draft (L547-L551)."""
        if len(state.players) != 1:
            return super().start(state)
        state, events = gulliver.set_up(state)
        state, more = super().start(state)
        return state, events + more

    def end_round(self, state: State) -> tuple[State, list[Event]]:
        """In the solo game, Gulliver acts once the person has played both cards (L567)."""
        if state.round.kind != ActionsRound.NAME or not gulliver.plays(state):
            return super().end_round(state)
        state, events = gulliver.turn(state)
        state, more = super().end_round(state)
        return state, events + more

    def after_company_round(self, state: State) -> tuple[State, list[Event]]:
        if self.last_round_played(state):
            return state, []
        if gulliver.plays(state):  # the top train card goes to Gulliver (L612-L617)
            return gulliver.bureaucracy(state)
        return bureaucracy(state)

    def last_round_played(self, state: State) -> bool:
        """Whether the companies have just run in the game's last round."""
        return state.round.kind == "operating" and state.round.number >= self.rounds(state)

    def rounds(self, state: State) -> int:
        """How many rounds the game lasts with its players (``rounds`` in the game's data)."""
        return state.game.rounds[len(state.players)]

    def last_round_reason(self, state: State) -> GameEnd:
        players = len(state.players)
        return GameEnd("last round", f"a game of {players} players lasts {self.rounds(state)} rounds")
