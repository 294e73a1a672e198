"""1862's stock round: the common one, except that a company started in it is
non-chartered (incremental capital, its shares in its treasury, its director choosing its
tokens when it floats, §6.5.3-§6.5.4, L876-L937; ``charters``), only a company on offer may
be started (§3.2, L303-L307), a chartered company floats with its ten pars, and a player over
the certificate limit sells down to it before he buys or passes (§6.5.2 L862-L865; not
once the LNER has formed, L872-L873)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....model.actions import Action, BuyShares, Par, SellShares
from ....rules.violation import Violation
from ... import market as mk
from ...decisions import asking
from ...events import Event
from ...rounds.players import StockRound
from ...state import State
from ...steps.base import skipped, violation
from ...steps.stock import StockStep, bought, cert_count
from . import charters as ch
from . import lner


def same_share(state: State, action: BuyShares) -> BuyShares:
    """In a replay, a share the record names that another player holds stands for the same
    share, of the same size, in the company's treasury, the initial offering or the pool:
    after a merger the site numbers certificates its own way (its record of a whole game
    buys EUR_7 from EUR's treasury, where tresham's exchange gave that number to a player's
    share)."""
    if not state.setup.site:
        return action
    ids = list(action.shares)
    for i, sid in enumerate(ids):
        cert = state.certs.get(sid)
        if cert is None or cert.owner not in state.player or cert.owner == action.entity or cert.director:
            continue
        for holder in (cert.company, "ipo", "pool"):
            spare = [
                c
                for c in state.certs_of(cert.company)
                if c.owner == holder and c.percent == cert.percent and not c.director and c.id not in ids
            ]
            if spare:
                ids[i] = min(spare, key=lambda c: c.id).id
                break
    return replace(action, shares=tuple(ids)) if ids != list(action.shares) else action


def over_limit(state: State, player: str) -> str | None:
    """Why ``player`` must sell before anything else in his stock-round turn: he holds more
    certificates than the limit (§6.5.2, L862-L865); never once the LNER has formed
    (L872-L873). None: he need not."""
    if lner.formed(state) or not state.is_player(player):
        return None
    limit = state.rules.cert_limit(len(state.players))
    held = cert_count(state, player)
    if limit is None or held <= limit:
        return None
    return f"{player} holds {held} certificates, over the limit of {limit}: he sells first (L862-L865)"


class Stock1862Step(StockStep):
    def pass_problems(self, state: State) -> list[Violation]:
        why = over_limit(state, state.round.entity or "")
        if why:
            return [violation(state, "g1862.over-limit", why)]
        return super().pass_problems(state)

    def check(self, state: State, action: Action) -> list[Violation]:
        if isinstance(action, BuyShares):
            action = same_share(state, action)
        if isinstance(action, (BuyShares, Par)) and not asking(state):
            why = over_limit(state, action.entity)
            if why:
                return [violation(state, "g1862.over-limit", why)]
        found = super().check(state, action)
        if not found and isinstance(action, Par) and state.is_player(action.entity):
            why = ch.unavailable_reason(state, action.corporation)
            if why:
                return [violation(state, "stock.not-offered", why)]
        return found

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, Par) and state.is_player(action.entity):
            return self._start(state, action)
        if isinstance(action, BuyShares):
            action = same_share(state, action)
        before = state
        state, events = super().apply(state, action)
        if isinstance(action, BuyShares):
            state, more = ch.after_purchase(before, state)
            events += more
        if isinstance(action, SellShares) and lner.formed(before):
            # after the LNER's formation a sale no longer lowers the price (L1996)
            for cid, cs in before.companies.items():
                now = state.companies[cid]
                if (now.cell, now.stack) != (cs.cell, cs.stack):
                    state = state.update_company(cid, cell=cs.cell, stack=cs.stack)
            events = [e for e in events if e.kind != "price"]
        return state, events

    def _start(self, state: State, action: Par) -> tuple[State, list[Event]]:
        company = action.corporation
        if company not in state.companies:
            return skipped(state, action, f"there is no company {company!r}")
        try:
            cell = mk.parse_cell(state.market, action.share_price, mark="r")
        except mk.MarketError as exc:
            return skipped(state, action, str(exc))
        state, events = ch.start_unchartered(state, action.entity, company, cell)
        state = state.with_round(acted=True, turn=(*state.round.turn, "buy"))
        return bought(state, action.entity, company, 3), events


class Stock1862Round(StockRound):
    STEP = Stock1862Step()

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        if asking(state) is not None and asking(state).step == ch.TOKENS_STEP:  # type: ignore[union-attr]
            yield from ch.CharterTokensStep().candidates(state, player)
            return
        yield from super().candidates(state, player)
