"""1824's coal railways exchanged for their regionals' director's certificates (IV.2
L162-L167).

In phases 3 and 4 (from the first 3-train until the first 5-train), a player may exchange
his coal railway, in a stock round and instead of his purchase, for the director's
certificate of its regional kept for it (L162-L163); 18xx.games records it as a
``special_buy`` by the player naming the coal railway, at no cost. Should another player
then hold more of the regional, he takes the director's certificate at once and hands over
two 10 % shares (L164, VI.6 L377-L378). The coal railway's cash and trains go to the
regional and it leaves the game; its station token leaves the mine, and the regional places
its own home token at its first turn (L167). With its director's certificate in a player's
hand, the regional floats once players hold half of it (VI.5 L371), receiving eight times
its par from the bank (L246: the director's certificate was never paid for; a regional
whose coal railway went unsold is started at a par and receives ten times it, like BH).

When the first 5-train is bought, every coal railway still in the game is exchanged so
(L165, ``force_coal_exchanges``); the certificates so received count as sold for floating,
and a regional that floats then operates from the next operating round on.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....model.actions import SpecialBuy
from ....rules.board import Board
from ....rules.games.g1824.economy import COAL_REGIONAL
from ....rules.violation import Violation
from ... import trains as tr
from ...events import Event, event
from ...money import fmt, pay
from ...shares import UNPAID, check_float, director_cert, move_certs, recheck_director
from ...state import Cert, State
from ...steps.base import skipped, violation

# coal railways may be exchanged in phases 3 and 4 (L162, L165)
EXCHANGE_PHASES = ("3", "4")
COAL_CLOSES_WITH = "5"  # the first train of this type exchanges the rest (L165)


def coal_exchange_problems(state: State, action: SpecialBuy) -> list[Violation]:
    coal, player = action.description, action.entity
    regional = COAL_REGIONAL.get(coal)
    if regional is None or coal not in state.companies:
        return [violation(state, "g1824.coal-exchange", f"{coal!r} is no coal railway")]
    out: list[Violation] = []
    if state.director(coal) != player or state.companies[coal].closed:
        out.append(violation(state, "g1824.coal-exchange", f"{player} does not own {coal}"))
    if state.phase not in EXCHANGE_PHASES:
        why = f"a coal railway is exchanged only in phases 3 and 4 (phase {state.phase} now)"
        out.append(violation(state, "g1824.coal-exchange", why))
    if "buy" in state.round.turn:
        out.append(violation(state, "stock.one-buy", f"{player} has already bought this turn"))
    cert = director_cert(state, regional)
    if cert is None or cert.owner != coal:
        why = f"no certificate of {regional} is kept for {coal}"
        out.append(violation(state, "g1824.coal-exchange", why))
    return out


def coal_exchange(state: State, action: SpecialBuy) -> tuple[State, list[Event]]:
    coal, player = action.description, action.entity
    regional = COAL_REGIONAL.get(coal)
    cert = director_cert(state, regional) if regional else None
    if regional is None or cert is None or cert.owner != coal or coal not in state.companies:
        return skipped(state, action, f"{coal} cannot be exchanged")
    state = given(state, cert, player, regional)
    state = state.with_round(turn=(*state.round.turn, "buy"), acted=True)
    text = f"{player} exchanges {coal} for the director's certificate of {regional} ({cert.percent}%)"
    events = [event("exchange", text, player=player, company=regional)]
    state, more = hand_over(state, coal, regional)
    events += more
    state, more = recheck_director(state, regional)
    events += more
    state, more = check_float(state, regional)
    return state, events + more


def force_coal_exchanges(state: State) -> tuple[State, list[Event]]:
    """Every coal railway still in the game is exchanged for its regional's director's
    certificate, in number order (L165)."""
    events: list[Event] = []
    for coal, regional in COAL_REGIONAL.items():
        owner = state.director(coal) if coal in state.companies else None
        cert = director_cert(state, regional)
        if owner is None or state.companies[coal].closed or cert is None or cert.owner != coal:
            continue
        state = given(state, cert, owner, regional)
        text = f"The first 5-train: {owner} exchanges {coal} for the director's certificate of {regional}"
        events.append(event("exchange", text, player=owner, company=regional))
        state, more = hand_over(state, coal, regional)
        events += more
        state, more = recheck_director(state, regional)
        events += more
        state, more = check_float(state, regional)
        events += more
        if state.companies[regional].floated and state.round.companies_act:
            state = state.update_company(regional, operated=True)  # it runs from the next round
    return state, events


def given(state: State, cert: Cert, player: str, regional: str) -> State:
    """``player`` receives the director's certificate kept for his coal railway; the regional
    is paid nothing for it at its float (eight times its par, not ten, L246)."""
    state = move_certs(state, [cert], player)
    unit = state.rules.share_unit(state.company_def(regional))
    return state.add_item(regional, UNPAID, cert.percent // unit)


def hand_over(state: State, coal: str, regional: str) -> tuple[State, list[Event]]:
    """The coal railway's cash and trains go to its regional; it leaves the game with its
    station token (L167)."""
    events: list[Event] = []
    cash = state.companies[coal].cash
    if cash:
        state = pay(state, coal, regional, cash)
        events.append(event("cash", f"{coal}'s {fmt(state, cash)} go to {regional}", company=regional))
    for train in list(state.companies[coal].trains):
        card = state.trains[train]
        state = tr.give_train(state, card, regional)
        events.append(event("train", f"{coal}'s {tr.spoken(card.name)} ({card.id}) goes to {regional}"))
    board = state.board
    kept = tuple(t for t in board.tokens if t.company != coal)
    state = replace(state, board=Board(board.map, dict(board.tiles), kept, board.homes))
    state = state.update_company(coal, closed=True, cash=0)
    state = move_certs(state, list(state.certs_of(coal)), "removed")
    events.append(event("close", f"{coal} leaves the game; its token leaves the mine", company=coal))
    return state, events


def coal_exchanges(state: State, player: str) -> Iterator[SpecialBuy]:
    """The exchange of each coal railway ``player`` owns."""
    for coal in COAL_REGIONAL:
        if coal in state.companies and state.director(coal) == player:
            yield SpecialBuy(entity=player, entity_type="player", description=coal, cost=0)
