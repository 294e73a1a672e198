"""How an 1862 company is launched: chartered by Parliament, or started in a stock round.

- The companies on offer: the first eight of the order the set-up drew (nine with seven
  players, ten with eight), four more once the first B train is sold and the last four once
  the first C train is (§2.4.1 L146-L155, §2.4.2 L176-L180, §3.2 L303-L307); a company may
  start only if its home station can go down in its first turn (§3.2, L313-L335: the rules'
  ``start_problem``).
- A **chartered** company (won in a parliament round, §4.2 L371-L396): its director pays
  three times the par he chooses on the chartered par chart (54-100) to the bank, and so
  does every buyer from the initial offering. When half of it is sold it receives ten times
  its par from the bank, its market token goes to its par and it buys exactly three station
  tokens at £60 each (§6.5.4.1-§6.5.4.2, L903-L929).
- A **non-chartered** company (started in a stock round, §6.5.3 L876-L902): its director
  pays three times its start price (any yellow or pink space from 54 to 200) to the company;
  the other seven certificates go on its card, its treasury, and sell at the market price
  to the company; its market token goes down at once, and its par token to the highest
  par of the chart not above its start price (used only for refinancing, L896-L902). When
  half of it is sold its director buys from two to seven station tokens at £40 each, paid
  from the treasury at once (L917-L929): a ``choose`` of how many, asked on the decision
  stack (``CharterTokensStep``).

Which side of its card is up is the company's ``chartered`` item (1 while it is chartered).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from ....model.actions import Action, Choose
from ....rules.games.g1862 import economy as econ
from ....rules.violation import Violation
from ... import market as mk
from ...decisions import answered, ask, asking
from ...events import Event, event
from ...money import fmt, pay
from ...shares import check_float, director_cert, move_certs
from ...state import State
from ...steps.base import Step, violation
from ...trains import phase_index
from . import lner

CHARTERED = "chartered"  # the company's card shows its chartered side (an item of the company)
TOKENS_STEP = "g1862-charter-tokens"


def is_chartered(state: State, company: str) -> bool:
    return bool(state.companies[company].items.get(CHARTERED))


def offered_count(state: State) -> int:
    """How many companies of the order of offer may be started now (§3.2, L303-L307)."""
    n = econ.OFFERED_AT_START + econ.MORE_PLAYERS_OFFERED.get(len(state.players), 0)
    for phase, more in econ.OFFERED_FROM_PHASE.items():
        at = phase_index(state, phase)
        if at >= 0 and phase_index(state, state.phase) >= at:
            n += more
    return n


def unavailable_reason(state: State, company: str) -> str | None:
    """Why ``company`` cannot be launched now (None: it can)."""
    if company not in state.companies:
        return f"there is no company {company!r}"
    offer = state.setup.offer
    label = state.label(company)
    cert = director_cert(state, company)
    if cert is None or cert.owner == "removed" or (offer and company not in offer):
        return f"{label} is out of the game"
    cs = state.companies[company]
    if lner.formed(state):
        return f"no company may start once the LNER has formed (§10.3, L1981-L1982): {label} cannot"
    if cert.owner != "ipo" or cs.par is not None or cs.cell is not None:
        return f"{label} has already been started"
    if offer and offer.index(company) >= offered_count(state):
        return f"{label} is not on offer yet (it comes with a later phase, §3.2)"
    return state.rules.start_problem(state.board, company, state.phase)


def available(state: State) -> list[str]:
    """The companies that may be launched now, in the order of offer."""
    order = state.setup.offer or tuple(state.companies)
    return [c for c in order if c in state.companies and unavailable_reason(state, c) is None]


def lowest_par(state: State) -> int:
    """The lowest chartered par (three of its shares are what a bidder must keep, L356)."""
    return min(mk.value(state.market, c) for c in mk.cells(state.market) if "p" in mk.marks(state.market, c))


def par_of_start(state: State, price: int) -> int:
    """The par token of a non-chartered company: the highest chartered par not above its
    start price (§6.5.3, L896-L898)."""
    pars = [mk.value(state.market, c) for c in mk.cells(state.market) if "p" in mk.marks(state.market, c)]
    below = [p for p in pars if p <= price]
    return max(below) if below else min(pars)


# --------------------------------------------------------------------------- launching
def launch_chartered(state: State, player: str, company: str, cell: mk.Cell) -> tuple[State, list[Event]]:
    """``player`` won the charter: he pays three times the par to the bank for the
    director's certificate; the market token waits for the float (§4.2, L378-L394)."""
    par = mk.value(state.market, cell)
    cert = director_cert(state, company)
    assert cert is not None
    price = par * cert.percent // econ.SHARE
    state = pay(state, player, "bank", price)
    state = move_certs(state, [cert], player)
    state = state.update_company(company, par=par, cell=None, stack=state.stack_counter, tokens=0)
    state = state.add_item(company, CHARTERED, 1).next_stack()
    text = (
        f"{player} pars chartered {company} at {fmt(state, par)} "
        f"and buys the director's certificate for {fmt(state, price)}"
    )
    return state, [event("par", text, player=player, company=company, par=par, price=price)]


def start_unchartered(state: State, player: str, company: str, cell: mk.Cell) -> tuple[State, list[Event]]:
    """``player`` starts ``company`` in a stock round at the price of ``cell`` (§6.5.3)."""
    price = mk.value(state.market, cell)
    cert = director_cert(state, company)
    assert cert is not None
    paid = price * cert.percent // econ.SHARE
    state = pay(state, player, company, paid)
    state = move_certs(state, [cert], player)
    rest = [c for c in state.certs_of(company) if c.owner == "ipo"]
    state = move_certs(state, rest, company)  # the other seven go on its card (L894-L895)
    par = par_of_start(state, price)
    state = state.update_company(company, par=par, cell=cell, stack=state.stack_counter, tokens=0)
    state = state.next_stack()
    text = (
        f"{player} starts {company} at {fmt(state, price)} and pays {fmt(state, paid)} into its treasury "
        f"for the director's certificate (its par token: {fmt(state, par)})"
    )
    return state, [event("par", text, player=player, company=company, par=price, price=paid)]


def floated_now(before: State, after: State) -> list[str]:
    """The companies that floated between ``before`` and ``after``."""
    return [c for c, cs in after.companies.items() if cs.floated and not before.companies[c].floated]


def on_float(state: State, company: str) -> tuple[State, list[Event]]:
    """What floating gives an 1862 company (§6.5.4, L903-L937): a chartered one its ten pars
    and three tokens at £60; a non-chartered one asks its director for 2-7 tokens at £40."""
    cs = state.companies[company]
    if not is_chartered(state, company):
        director = state.director(company)
        if director is None:
            return state, []
        return ask(state, director, "tokens", TOKENS_STEP, about=company), []
    assert cs.par is not None
    capital = cs.par * econ.CHARTER_CAPITAL
    cost = econ.CHARTERED_TOKENS * econ.CHARTERED_TOKEN_COST
    state = pay(state, "bank", company, capital)
    state = pay(state, company, "bank", cost)
    state = state.update_company(company, tokens=econ.CHARTERED_TOKENS)
    text = (
        f"{company} receives {fmt(state, capital)} (ten times its par) and buys "
        f"{econ.CHARTERED_TOKENS} station tokens for {fmt(state, cost)}"
    )
    return state, [event("float", text, company=company, capital=capital)]


def after_purchase(before: State, state: State) -> tuple[State, list[Event]]:
    """The floats a purchase made, with what each gives."""
    events: list[Event] = []
    for company in floated_now(before, state):
        state, more = on_float(state, company)
        events += more
    return state, events


def buy_and_float(state: State, company: str) -> tuple[State, list[Event]]:
    """Float ``company`` if half of it is now sold (the common check), with 1862's float."""
    before = state
    state, events = check_float(state, company)
    state, more = after_purchase(before, state)
    return state, events + more


# --------------------------------------------------------------------------- tokens
def token_company(state: State) -> str | None:
    """The non-chartered company whose director is asked how many tokens it buys: the one the
    question names (the director may direct other non-chartered companies whose tokens are
    all on the map; the first such company found would otherwise buy them)."""
    asked = asking(state)
    if asked is None or asked.step != TOKENS_STEP:
        return None
    if asked.about:
        return asked.about
    waiting = [
        c
        for c, cs in state.companies.items()
        if cs.floated and cs.tokens == 0 and not is_chartered(state, c) and state.director(c) == asked.who
    ]
    return waiting[0] if waiting else None


class CharterTokensStep(Step):
    """A non-chartered company just floated: its director buys 2-7 station tokens at £40
    each from its treasury (§6.5.4.2, L917-L929), as a ``choose`` of how many."""

    NAME = TOKENS_STEP
    ACTIONS: ClassVar[frozenset[str]] = frozenset({"choose"})

    def check(self, state: State, action: Action) -> list[Violation]:
        company = token_company(state)
        if company is None or not isinstance(action, Choose):
            return [violation(state, "g1862.tokens", "no company is buying its station tokens now")]
        low, high = econ.UNCHARTERED_TOKENS
        n = action.choice
        if not isinstance(n, int) or isinstance(n, bool) or not low <= n <= high:
            return [
                violation(
                    state, "g1862.tokens", f"{company} buys from {low} to {high} station tokens, not {n!r}"
                )
            ]
        cost = n * econ.UNCHARTERED_TOKEN_COST
        if cost > state.companies[company].cash:
            cash = fmt(state, state.companies[company].cash)
            return [
                violation(state, "g1862.tokens", f"{n} tokens cost {fmt(state, cost)}; {company} has {cash}")
            ]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        company = token_company(state)
        assert company is not None and isinstance(action, Choose) and isinstance(action.choice, int)
        n = action.choice
        cost = n * econ.UNCHARTERED_TOKEN_COST
        state = pay(state, company, "bank", cost)
        state = answered(state.update_company(company, tokens=n))
        text = f"{company} buys {n} station tokens for {fmt(state, cost)}"
        return state, [event("tokens", text, company=company, tokens=n, cost=cost)]

    def candidates(self, state: State, entity: str) -> Iterator[Action]:
        """The director's answers (``entity`` is who is asked, as ``legal_actions`` calls it)."""
        company = token_company(state)
        asked = asking(state)
        if company is None or asked is None:
            return
        low, high = econ.UNCHARTERED_TOKENS
        for n in range(low, high + 1):
            yield Choose(entity=asked.who, entity_type="player", choice=n)
