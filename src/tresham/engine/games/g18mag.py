"""18Magyarország's procedures: the certificate draft first (§V L357-L397), then operating
rounds, in which a minor may scrap trains before it runs (L532-L534, ``ScrapStep``); "no
train sold" tokens after an operating round without a sale (§VI.4.3 L696-L697,
``engine.idle``); a new phase makes the current operating round the last of its set
(L643-L648); the start of the last phase (gray; brown with two players, ``LAST_PHASE`` in
the economy) ends the game after one more stock round and its set of operating rounds
(§IX.1 L808, §VI.3.9 L645, §VI.1 L403; two players §X L841). The bank never breaks
(L186)."""

from __future__ import annotations

from typing import ClassVar

from ...model.actions import Action, DiscardTrain
from ...rules.games.g18mag.economy import FINAL_OPERATING_ROUNDS, Economy18Mag
from ...rules.violation import Violation
from ..events import Event
from ..idle import after_operating_round
from ..program import Next, Program
from ..rounds.base import RoundKind
from ..rounds.companies import CompanyRound, train_purchases
from ..rounds.drafts import CertificateDraftRound
from ..rounds.players import StockRound
from ..state import GameEnd, State
from ..steps.base import Step, acting, next_step
from ..steps.buy_train import BuyTrainStep, check_buy_train, check_discard, discard_train
from ..steps.route import no_run_possible
from ..trains import current_phase, phase_index


class ScrapStep(Step):
    """A minor may scrap one or two of its trains before running them: each goes back to its
    stack, with no compensation (L47, L532-L534). ``pass`` declines, as does running."""

    NAME = "scrap"
    ACTIONS = frozenset({"discard_train"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, DiscardTrain)
        return check_discard(state, action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, DiscardTrain)
        return discard_train(state, action)

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = acting(state)
        if not state.companies[cid].trains:  # nothing to scrap
            return next_step(state, self.NAME), []
        if state.setup.site and no_run_possible(state, cid):
            # 18xx.games asks here for the rail cars, only of a minor that can run (it
            # scraps in its train step): a replay of its record passes over a minor that
            # cannot run, which the site records no pass for
            return next_step(state, self.NAME), []
        return None


class TrainStep18Mag(BuyTrainStep):
    """The train step. A replay of 18xx.games passes it over by itself when the minor holds
    as many trains as it may (2, L612-L613), as the site does (it records no pass there). A
    game played with tresham waits for the pass."""

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        cid = acting(state)
        if not state.setup.site or not _at_train_limit(state, cid):
            return None
        return next_step(state, self.NAME), []


def _at_train_limit(state: State, cid: str) -> bool:
    """Whether every train on sale is refused to ``cid`` by its train limit."""
    offers = list(train_purchases(state, cid))
    return bool(offers) and all(
        any(v.rule == "train.limit" for v in check_buy_train(state, cid, offer)) for offer in offers
    )


class Program18Mag(Program):
    ROUNDS: ClassVar[tuple[RoundKind, ...]] = (
        CertificateDraftRound(),
        StockRound(),
        CompanyRound("operating", (ScrapStep(), TrainStep18Mag())),
    )
    FIRST: ClassVar[str] = CertificateDraftRound.NAME

    def after(self, state: State) -> Next | None:
        if state.round.kind == CertificateDraftRound.NAME:  # operating rounds follow the draft
            return ("operating", 1, 1, state.rules.operating_rounds(current_phase(state)))
        nxt = super().after(state)
        end = state.ending
        if nxt is None or state.round.kind != "stock" or end is None or end.last_set != nxt[1]:
            return nxt
        if state.setup.site:  # 18xx.games plays the phase's set (two players: brown's two)
            return nxt
        return (nxt[0], nxt[1], 1, FINAL_OPERATING_ROUNDS)  # the last set: three (L645, L808, L841)

    def set_ends(self, state: State) -> bool:
        return state.round.phase_at_start not in ("", state.phase)

    def after_company_round(self, state: State) -> tuple[State, list[Event]]:
        return after_operating_round(state)

    def ends(self, state: State) -> list[GameEnd]:
        """The last phase has begun: the current operating round ends its set (L645), one
        last stock round and its set of operating rounds follow, then the game ends (L808).
        A set that began in the last phase is that last set."""
        rules = state.rules
        assert isinstance(rules, Economy18Mag)
        last = phase_index(state, rules.last_phase)
        if last < 0 or phase_index(state, state.phase) < last:
            return []
        cause = f"the {state.phase.lower()} phase has begun, the last of the game"
        begun_in_it = phase_index(state, state.round.phase_at_start) >= last
        if self.in_operating_round(state) and begun_in_it:
            return [self.after_this_set(state, "last phase", cause)]
        when = (
            "this operating round ends its set; one more stock round and set of "
            "operating rounds follow, then the game ends"
        )
        return [self.after_next_set(state, "last phase", cause, when)]
