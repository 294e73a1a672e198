"""1862's compulsory train purchase (§7.11, L1761-L1814) and what follows when a company
cannot pay for it.

- Every company owns a train at the end of its turn (L1763). A directed company without a
  train that can afford one the bank sells it must buy one, from the bank or another
  company: it may not pass its train step. A company may buy a train of any kind (§7.9
  L1668-L1670), so any kind the bank sells counts; a replay of a site game counts only the
  kinds its permits allow, as 18xx.games offers only those (export-actions.md §8.3:
  ``variant`` picks a face within the permits).
- A trainless company that can afford no bank train and can buy none from another company
  raises the money (L1764-L1771), its director choosing one way, never both (L1773-L1776):
  - **selling treasury shares** (§7.11.1, L1785-L1799): at the full market price, not half,
    the fewest that pay for the cheapest bank train, the price falling one space a share
    as if the director sold them (the market's green areas); only if that many are on its
    card (else it cannot sell, L1797-L1799). A corporation's ``sell_shares`` of its own
    shares;
  - **refinancing** (§7.11.2, L1800-L1810): its shares merge two for one (§5.2, the merger's
    exchange by holders, ``share_merge``) and it receives ten times its par; only if that
    pays for a bank train (L1812-L1814). 18xx.games records it as the corporation's
    ``convert`` (export-actions.md §9).

  Then it must buy a train from the bank, not from a company (L1773-L1775); its director
  then (perhaps a new one, L1778-L1783) chooses which. The players never pay.
- A company that can do neither is bankrupt at once (§7.12, L1819-L1825:
  ``receivership.bankrupt``). A company in receivership buys by itself
  (``receivership.receiver_buys``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from ....model.actions import Action, BuyTrain, Choose, Convert, SellShares
from ....rules.games.g1862 import economy as econ
from ....rules.violation import Violation
from ... import trains as tr
from ...decisions import asking
from ...events import Event, event
from ...merger import choose_director
from ...money import fmt, pay
from ...prices import move_price_after_sale
from ...round_state import Merger
from ...seats import seats_from
from ...share_merge import exchange_queue, merger_of, take_answer, units
from ...shares import move_certs, ordinary_certs
from ...state import State
from ...steps.base import acting, skipped, violation
from ...steps.buy_train import BuyTrainStep, could_buy
from .receivership import FACE_OF, PERMIT_ORDER, Operating1862Round, affordable, bankrupt, in_receivership

RAISED = "raised money"  # a turn entry: the company raised money for a train this turn
REFINANCE = "buy_train"  # a refinancing's share merge asks its questions of the train step


def kinds_for(state: State, cid: str) -> tuple[str, ...]:
    """The kinds of train ``cid`` may buy: any (L1668-L1670); its permits' in a site replay."""
    return tuple(state.companies[cid].permits) if state.setup.site else PERMIT_ORDER


def must_buy(state: State, cid: str) -> BuyTrain | None:
    """A bank train ``cid`` must buy (None: it need not): it is directed, owns no train and
    can afford one the bank sells it (L1763-L1766)."""
    if cid not in state.companies or in_receivership(state, cid) or state.trains_of(cid):
        return None
    return affordable(state, cid, kinds_for(state, cid))


def cheapest_bank_train(state: State, cid: str) -> int | None:
    """The lowest price of a train the bank sells now, of a kind ``cid`` may buy."""
    letters = {FACE_OF[k] for k in kinds_for(state, cid)}
    prices = [
        state.rules.train_price(face, True, False)
        for group in tr.available_groups(state)
        if tr.top_card(state, group) is not None
        for face in tr.faces(state, group)
        if face.name[-1:] in letters
    ]
    return min(prices) if prices else None


def needs_money(state: State, cid: str) -> bool:
    """``cid`` is directed, owns no train, can buy none (from the bank or a company) and has
    not raised money yet this turn (L1763-L1768)."""
    if cid not in state.companies or in_receivership(state, cid) or state.trains_of(cid):
        return False
    return RAISED not in state.round.turn and not could_buy(state, cid)


def treasury_shares(state: State, cid: str) -> list[str]:
    return [c.id for c in ordinary_certs(state, cid, cid)]


def shares_to_sell(state: State, cid: str) -> int | None:
    """The fewest treasury shares whose sale at the full price pays for the cheapest bank
    train (None: all of them would not, L1785-L1799)."""
    need = cheapest_bank_train(state, cid)
    price = state.price(cid) or 0
    if need is None or price <= 0:
        return None
    short = need - state.companies[cid].cash
    n = max(-(-short // price), 1)
    return n if n <= len(treasury_shares(state, cid)) else None


def refinancing_pays(state: State, cid: str) -> bool:
    """Whether ten times its par pays for the cheapest bank train (L1809, L1812-L1814)."""
    need = cheapest_bank_train(state, cid)
    par = state.companies[cid].par or 0
    return need is not None and state.companies[cid].cash + par * econ.CHARTER_CAPITAL >= need


def raise_problem(state: State, cid: str, action: Action) -> str | None:
    """Why ``cid`` may not raise money by ``action`` now (None: it may)."""
    if action.entity != cid:
        return f"{action.entity} is not the company whose turn it is ({cid})"
    if not needs_money(state, cid):
        return (
            f"{state.label(cid)} raises money only for a compulsory train it cannot otherwise buy "
            "(§7.11, L1763-L1771)"
        )
    if isinstance(action, Convert):
        if not refinancing_pays(state, cid):
            label = state.label(cid)
            return f"refinancing would not pay for a bank train: {label} cannot refinance (L1812-L1814)"
        return None
    assert isinstance(action, SellShares)
    n = shares_to_sell(state, cid)
    if n is None:
        return (
            f"selling its treasury shares would not pay for a bank train: {state.label(cid)} "
            "cannot sell them (L1797-L1799)"
        )
    held = set(treasury_shares(state, cid))
    if not set(action.shares) <= held:
        return f"{state.label(cid)} sells only its own shares from its treasury (§7.11.1, L1785-L1787)"
    if len(set(action.shares)) != n:
        return f"{state.label(cid)} sells the fewest shares that pay for the train: {n} (L1790-L1791)"
    return None


def sell_treasury(state: State, cid: str, action: SellShares) -> tuple[State, list[Event]]:
    """The shares go to the pool at the full price; the price falls one space a share, as a
    director's sale (L1788-L1796)."""
    shares = list(dict.fromkeys(action.shares))
    price = state.price(cid) or 0
    amount = price * len(shares)
    state = move_certs(
        state, [state.certs[s] for s in shares], state.rules.sale_destination(state.company_def(cid))
    )
    state = pay(state, "bank", cid, amount)
    text = (
        f"{state.label(cid)} sells {len(shares)} treasury share(s) at {fmt(state, price)} "
        f"for {fmt(state, amount)} to buy a train"
    )
    events = [event("shares", text, company=cid, shares=len(shares), amount=amount)]
    state, more = move_price_after_sale(state, cid, len(shares), True)
    return raised(state), events + more


def raised(state: State) -> State:
    return state.with_round(turn=(*state.round.turn, RAISED))


# --------------------------------------------------------------------------- refinancing
def refinance(state: State, cid: str) -> tuple[State, list[Event]]:
    """§7.11.2 (L1800-L1810): the initial offering's shares go to the pool (§5.2.2
    L476-L479); each holder, clockwise from the director, the company itself last, returns
    half its shares, an odd one becoming an option share it redeems or sells (§5.2.4
    L492-L555); the director is chosen again (§5.2.5 L558-L566); the company receives ten
    times its par."""
    director = state.director(cid) or ""
    ipo = [c for c in state.certs_of(cid) if c.owner == "ipo"]
    state = move_certs(state, ipo, "pool")
    queue = [p for p in seats_from(state, director) if units(state, p, cid)]
    if units(state, cid, cid):
        queue.append(cid)
    merger = Merger(
        REFINANCE, cid, cid, director, survivor=cid, price=state.price(cid) or 0, queue=tuple(queue)
    )
    state = state.with_merger(merger)
    text = f"{state.label(cid)} refinances: its shares merge two for one (§7.11.2)"
    state, events = _go_on(state)
    return state, [event("refinance", text, company=cid), *events]


def _go_on(state: State) -> tuple[State, list[Event]]:
    state, events = exchange_queue(state)
    if asking(state) is None:
        state, more = _finish(state)
        events += more
    return state, events


def _answer(state: State, choice: str) -> tuple[State, list[Event]]:
    state, events = take_answer(state, choice)
    state, more = _go_on(state)
    return state, events + more


def _finish(state: State) -> tuple[State, list[Event]]:
    m = merger_of(state)
    cid = m.survivor
    state, events = choose_director(state, cid, m.initiator)
    par = state.companies[cid].par or 0
    amount = par * econ.CHARTER_CAPITAL
    state = pay(state, "bank", cid, amount)
    text = f"{state.label(cid)} receives {fmt(state, amount)}, ten times its par, and must buy a bank train"
    events.append(event("cash", text, company=cid, amount=amount))
    return raised(state.with_merger(None)), events


# --------------------------------------------------------------------------- the step
class BuyTrain1862(BuyTrainStep):
    """The train step: its pass waits while the company must buy a train; a company that
    cannot pay for one raises the money, or is bankrupt (the module's docstring)."""

    ACTIONS: ClassVar[frozenset[str]] = frozenset(
        {"buy_train", "discard_train", "sell_shares", "convert", "choose"}
    )

    def takes(self, state: State, action: Action) -> bool:
        if isinstance(action, SellShares) and not state.is_player(action.entity):
            return True
        if isinstance(action, SellShares):
            return False
        return super().takes(state, action)

    def can_skip(self, state: State) -> bool:
        cid = acting(state)
        if state.merger is not None:
            return False
        if RAISED in state.round.turn and not state.trains_of(cid):
            return False
        if needs_money(state, cid):  # it raises the money (or is bankrupt, ``auto``)
            return False
        return must_buy(state, cid) is None

    def check(self, state: State, action: Action) -> list[Violation]:
        cid = acting(state)
        if isinstance(action, Choose):
            return self._answer_problem(state, action)
        if state.merger is not None:
            return [violation(state, "g1862.refinance", "the refinancing's shares are being exchanged")]
        if isinstance(action, (SellShares, Convert)):
            why = raise_problem(state, cid, action)
            return [] if why is None else [violation(state, "g1862.raise-money", why)]
        found = super().check(state, action)
        if not found and isinstance(action, BuyTrain) and RAISED in state.round.turn:
            card = state.trains.get(action.train)
            if card is not None and card.owner not in ("depot", "pool"):
                why = (
                    "a train bought with money raised for it comes from the bank, not a company (L1773-L1775)"
                )
                return [violation(state, "g1862.raise-money", why)]
        return found

    def _answer_problem(self, state: State, action: Choose) -> list[Violation]:
        asked = asking(state)
        m = state.merger
        if m is None or m.kind != REFINANCE or asked is None or asked.question not in ("option", "director"):
            return [violation(state, "g1862.refinance", "no refinancing asks anything now")]
        if action.choice not in ("redeem", "sell"):
            return [violation(state, "g1862.refinance", f"{asked.who} answers 'redeem' or 'sell'")]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        cid = acting(state)
        if isinstance(action, Choose):
            if state.merger is None:
                return skipped(state, action, "no refinancing asks anything now")
            return _answer(state, str(action.choice))
        if isinstance(action, Convert):
            return refinance(state, cid)
        if isinstance(action, SellShares):
            return sell_treasury(state, cid, action)
        return super().apply(state, action)

    def auto(self, state: State) -> tuple[State, list[Event]] | None:
        """A trainless company that can raise no money for a bank train is bankrupt (§7.12,
        L1819-L1825)."""
        cid = acting(state)
        if state.merger is None and not state.decisions and self.hopeless(state, cid):
            return bankrupt(state, cid)
        return super().auto(state)

    @staticmethod
    def hopeless(state: State, cid: str) -> bool:
        if cid not in state.companies or in_receivership(state, cid) or state.trains_of(cid):
            return False
        if RAISED in state.round.turn:
            return affordable(state, cid, kinds_for(state, cid)) is None
        return (
            needs_money(state, cid)
            and shares_to_sell(state, cid) is None
            and not refinancing_pays(state, cid)
        )


class Operating1862(Operating1862Round):
    """1862's operating round (``receivership``), whose candidates add the ways a company
    raises money for a compulsory train."""

    def candidates(self, state: State, company: str) -> Iterator[Action]:
        yield from super().candidates(state, company)
        yield from raising_offers(state, company)


def raising_offers(state: State, cid: str) -> Iterator[Action]:
    """The ways ``cid`` may raise money now: its fewest treasury shares, and refinancing."""
    if state.round.step != "buy_train" or state.merger is not None or not needs_money(state, cid):
        return
    n = shares_to_sell(state, cid)
    if n is not None:
        shares = tuple(treasury_shares(state, cid)[:n])
        yield SellShares(entity=cid, entity_type="corporation", shares=shares, percent=n * econ.SHARE)
    if refinancing_pays(state, cid):
        yield Convert(entity=cid, entity_type="corporation")


__all__ = ["BuyTrain1862", "Operating1862", "must_buy", "raising_offers"]
