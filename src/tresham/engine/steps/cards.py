"""Buying a company sold whole as one card in a stock round (1824's coal railways and
pre-Staatsbahnen): ``buy_company`` naming the company, as 18xx.games records it.

The card is the company's one certificate (``Cert`` of 100%). The buyer chooses the price
where the game lets him (``Economy.card_price_problem``; 1824: a coal railway costs 120,
140, 160, 180 or 200 G, a pre-Staatsbahn its printed 240 or 120 G, L130, L174-L175) and
the whole price becomes the company's treasury (L136, L184, L355). The company is then in
play: its home token goes down, it buys the train the game gives it from the depot
(``Economy.card_train``; a coal railway's 1g for 120 G, L136, L355), and it may set the
par of the company it is linked to (``Economy.linked_par``; half a coal railway's price
becomes its regional's par, L131, L354).
"""

from __future__ import annotations

from ...model.actions import BuyCompany
from ...rules.violation import Violation
from .. import market as mk
from .. import trains as tr
from ..events import Event, event
from ..money import fmt, pay
from ..shares import move_certs
from ..state import State
from .base import skipped, violation
from .token import place_home


def card_of(state: State, company: str) -> str | None:
    """The id of ``company``'s one whole certificate, if it is sold as a card."""
    certs = list(state.certs_of(company))
    return certs[0].id if len(certs) == 1 and certs[0].percent == 100 else None


def left_game(state: State, eid: str, kind: str) -> list[Violation]:
    """An unsold card or private the game sells only in its first stock round has left the
    game after it (``Economy.sold_only_in_first_stock_round``; 1824 L357, L394)."""
    if state.round.number <= 1 or not state.rules.sold_only_in_first_stock_round(kind):
        return []
    return [
        violation(
            state, "stock.left-game", f"nobody bought {eid} in the first stock round: it has left the game"
        )
    ]


def kept_for_a_card_gone(state: State, holder: str) -> bool:
    """Whether ``holder`` is a card company nobody bought that has left the game: what was
    kept on its card is the bank's again (1824: a regional whose coal railway went unsold is
    started as BH is, its director's certificate bought at a par, L168, L247)."""
    card = card_of(state, holder) if holder in state.companies else None
    if card is None or state.certs[card].owner != "ipo":
        return False
    return bool(left_game(state, holder, state.company_def(holder).kind))


def card_par_problems(state: State, company: str) -> list[Violation]:
    """A company sold whole as one card is bought with ``buy_company``, never started at a
    par: unsold after the first stock round where the game says so, it is not there at all."""
    card = card_of(state, company)
    if card is None:
        return []
    comp = state.company_def(company)
    if state.certs[card].owner == "ipo" and (gone := left_game(state, company, comp.kind)):
        return gone
    return [
        violation(
            state,
            "stock.card-par",
            f"{state.label(company)} is bought whole as one card, not started at a par",
        )
    ]


def check_buy_card(state: State, action: BuyCompany) -> list[Violation]:
    card = card_of(state, action.company)
    if card is None:
        return [violation(state, "stock.unknown-company", f"{action.company} is not sold as a card")]
    owner = state.certs[card].owner
    if owner != "ipo":
        return [violation(state, "stock.company-owned", f"{action.company} already belongs to {owner}")]
    gone = left_game(state, action.company, state.company_def(action.company).kind)
    if gone:
        return gone
    out: list[Violation] = []
    why = state.rules.card_price_problem(state.company_def(action.company), action.price)
    if why:
        out.append(violation(state, "stock.card-price", why))
    return out + turn_purchase_problems(state, action)


def turn_purchase_problems(state: State, action: BuyCompany) -> list[Violation]:
    """A company bought in a stock round: the turn's one purchase, paid in cash."""
    out: list[Violation] = []
    if "buy" in state.round.turn:
        out.append(violation(state, "stock.one-buy", f"{action.entity} has already bought this turn"))
    if state.player[action.entity].cash < action.price:
        out.append(violation(state, "stock.cash", f"{action.entity} cannot pay {fmt(state, action.price)}"))
    return out


def buy_card(state: State, action: BuyCompany) -> tuple[State, list[Event]]:
    cid, player, price = action.company, action.entity, action.price
    card = card_of(state, cid)
    if card is None:
        return skipped(state, action, f"{cid} is not sold as a card")
    linked = state.rules.linked_par(state.company_def(cid), price)
    if linked is not None and not _par_cell_of(state, *linked):
        return skipped(state, action, f"the market has no par of {fmt(state, linked[1])} for {linked[0]}")
    state = pay(state, player, cid, price)  # the price stays as its par: what the card is worth
    state = move_certs(state, [state.certs[card]], player)
    state = state.update_company(cid, floated=True, par=price).with_round(turn=(*state.round.turn, "buy"))
    events = [
        event(
            "shares",
            f"{player} buys {cid} for {fmt(state, price)}, which becomes its treasury",
            player=player,
            company=cid,
            price=price,
        )
    ]
    comp = state.company_def(cid)
    if state.rules.home_token_on_float(comp):
        state, more = place_home(state, cid)
        events += more
    train = state.rules.card_train(comp)
    if train is not None:
        state, more = _first_train(state, cid, train)
        events += more
    if linked is not None:
        state, more = _set_par(state, *linked)
        events += more
    return state, events


def _par_cell_of(state: State, company: str, par: int) -> tuple[int, int] | None:
    """The market cell of ``company``'s par (None: the market has no such cell)."""
    try:
        return mk.cell_of_value(state.market, par, mark=state.rules.start_mark(state.company_def(company)))
    except mk.MarketError:
        return None


def _first_train(state: State, cid: str, name: str) -> tuple[State, list[Event]]:
    card = tr.top_card(state, tr.group_of(state, name))
    if card is None:
        return state, [event("train", f"no {tr.spoken(name)} is left for {cid}", company=cid)]
    price = tr.train_def(state, name).cost
    state = pay(state, cid, "bank", price)
    first = tr.first_of_group(state, tr.card_group(card))
    state = tr.give_train(state, card, cid)
    events = [
        event(
            "train",
            f"{cid} buys {tr.article(name)} {tr.spoken(name)} ({card.id}) for {fmt(state, price)}",
            company=cid,
            train=card.id,
            price=price,
        )
    ]
    if first:
        state, more = tr.after_first_purchase(state, tr.train_def(state, name))
        events += more
    return state, events


def _set_par(state: State, company: str, par: int) -> tuple[State, list[Event]]:
    cell = _par_cell_of(state, company, par)
    state = state.update_company(company, par=par, cell=cell, stack=state.stack_counter).next_stack()
    return state, [
        event(
            "par",
            f"{company}'s par is set at {fmt(state, par)}; its 10% shares are on sale",
            company=company,
            par=par,
        )
    ]
