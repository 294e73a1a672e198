"""1862's companies without a director, and bankruptcy.

- Receivership (§8, L1868-L1897): a company whose director's certificate is in the pool
  (or with no player holding it) operates by itself, as §7.3 says of a company without a
  director: it builds no track and places no station, withholds what it earns, and buys
  one train from the bank if it can afford one, of the first kind it holds a permit for in
  the order express, freight, local (L1889-L1892); it neither merges nor acquires (L1894).
  Its best run is run for it (in a replay, the run the record gives: the site lets its
  largest holder choose, as L1878-L1880 has him decide for it). A company in receivership
  that has no train at its train step and cannot afford one is bankrupt at once
  (L1884-L1887).
- Bankruptcy (§7.12, L1819-L1845), for that or for a price fallen to the market's last
  space (L1828-L1829; checked when the company's turn comes): the holders of its shares
  are paid their price by the bank (halved, rounded down, for a company without trains);
  its certificates go back to the initial offering with its first permit, its trains
  leave the game, its station tokens leave the board and its treasury goes to the bank;
  it may be started again.

``Operating1862Round`` is 1862's operating round: the common one, with the turn of a
company in receivership played by itself, and, once the LNER has formed, only runs,
dividends and train purchases (``lner``).
"""

from __future__ import annotations

from dataclasses import replace

from ....model.actions import BuyTrain, Dividend
from ... import market as mk
from ... import offers
from ... import trains as tr
from ...events import Event, event
from ...money import fmt, pay
from ...rounds.companies import CompanyRound, start_company_turn
from ...shares import move_certs
from ...state import CompanyState, State
from ...steps.base import next_step
from ...steps.buy_train import buy_train, check_buy_train
from . import lner

PERMIT_ORDER = ("express", "freight", "local")  # the kind a receiver buys first (L1889-L1892)
FACE_OF = {"express": "E", "freight": "F", "local": "L"}  # the letter that ends each face's name
IDLE_STEPS = frozenset({"merge", "track", "token", "redeem", "acquire"})


def in_receivership(state: State, company: str) -> bool:
    cs = state.companies[company]
    return cs.floated and not cs.closed and state.director(company) is None


def at_the_bottom(state: State, company: str) -> bool:
    """Whether the company's price has fallen to the market's last space, ``c``."""
    cell = state.companies[company].cell
    return cell is not None and "c" in mk.marks(state.market, cell)


class Operating1862Round(CompanyRound):
    def advance(self, state: State) -> tuple[State, list[Event]] | None:
        cid, step = state.round.entity, state.round.step
        if state.decisions or state.merger is not None:
            return super().advance(state)  # a question waits for its answer
        if cid is not None and step and cid in state.companies and at_the_bottom(state, cid):
            return bankrupt(state, cid)  # its price on the market's last space (L1828-L1829)
        if step in lner.IDLE_STEPS and lner.formed(state):  # L1980-L1984
            return next_step(state, step), []
        only_bank = step == "buy_train" and lner.formed(state) and cid is not None
        if only_bank and state.companies[cid or ""].trains and _from_bank(state, cid or "") is None:
            return next_step(state, step), []  # only the bank sells trains now (L1990-L1991)
        if cid is not None and step and cid in state.companies and in_receivership(state, cid):
            done = receiver_step(self, state, cid, step)
            if done is not None:
                return done
        return super().advance(state)


def receiver_step(kind: CompanyRound, state: State, cid: str, step: str) -> tuple[State, list[Event]] | None:
    """What a company in receivership does by itself at ``step`` (None: the step's own)."""
    if step in IDLE_STEPS:
        return next_step(state, step), []
    cs = state.companies[cid]
    if step == "route" and cs.trains:
        if state.setup.site:
            return None  # the record says how it ran (the site lets its largest holder choose)
        run = offers.best_run(state, cid)
        if run is None:
            run = offers.no_run(state, cid)
        return kind.by_name["route"].apply(state, run)
    if step == "dividend" and cs.revenue is not None:
        action = Dividend(entity=cid, entity_type="corporation", kind="withhold")
        return kind.by_name["dividend"].apply(state, action)
    if step == "buy_train":
        return receiver_buys(state, cid)
    return None


def receiver_buys(state: State, cid: str) -> tuple[State, list[Event]]:
    """One train from the bank if it can afford one; none and no train: bankruptcy."""
    if "receiver-bought" not in state.round.turn:
        offer = affordable(state, cid)
        if offer is not None:
            state, events = buy_train(state, cid, offer)
            state = state.with_round(turn=(*state.round.turn, "receiver-bought"))
            return next_step(state, "buy_train"), events
    if not state.companies[cid].trains:
        return bankrupt(state, cid)
    return next_step(state, "buy_train"), []


def _from_bank(state: State, cid: str) -> BuyTrain | None:
    """A train of any face the bank sells that ``cid`` could buy now."""
    return affordable(state, cid, PERMIT_ORDER)


def affordable(state: State, cid: str, only: tuple[str, ...] = ()) -> BuyTrain | None:
    kinds = only or state.companies[cid].permits or PERMIT_ORDER
    for kind in (k for k in PERMIT_ORDER if k in kinds):
        for group in tr.available_groups(state):
            card = tr.top_card(state, group)
            if card is None:
                continue
            for face in tr.faces(state, group):
                if not face.name.endswith(FACE_OF[kind]):
                    continue
                price = state.rules.train_price(face, True, False)
                variant = face.name if card.name != face.name else None
                offer = BuyTrain(
                    entity=cid, entity_type="corporation", train=card.id, price=price, variant=variant
                )
                if not check_buy_train(state, cid, offer):
                    return offer
    return None


def bankrupt(state: State, cid: str) -> tuple[State, list[Event]]:
    """``cid`` goes bankrupt (§7.12, L1831-L1845); the next company operates."""
    cs = state.companies[cid]
    price = state.price(cid) or 0
    each = price if cs.trains else price // 2
    unit = state.rules.share_unit(state.company_def(cid))
    events = [
        event("bankrupt", f"{state.label(cid)} is bankrupt: it has no train and cannot buy one", company=cid)
    ]
    for player in state.players:
        shares = state.percent(player, cid) // unit
        if shares and each:
            state = pay(state, "bank", player, shares * each)
            text = f"{player} receives {fmt(state, shares * each)} for his {shares} share(s) of {cid}"
            events.append(event("cash", text, player=player, amount=shares * each))
    for tid in cs.trains:
        state = tr.remove_train(state, state.trains[tid])
    board = state.board
    for token in board.tokens_of(cid):
        board = board.without_token(token)
    if cs.cash:
        state = pay(state, cid, "bank", cs.cash)
    state = move_certs(replace(state, board=board), list(state.certs_of(cid)), "ipo")
    state = state.with_company(CompanyState(cid, permits=cs.permits[:1]))
    events.append(
        event("bankrupt", f"{cid}'s trains and tokens leave the game; it may be started again", company=cid)
    )
    state, more = start_company_turn(state)
    return state, events + more
