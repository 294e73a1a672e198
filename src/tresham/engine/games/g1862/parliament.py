"""1862's parliament round: charters auctioned one at a time (§4, L343-L412).

- Beginning with the priority holder and going clockwise, each player may start an auction
  by naming a company on offer and bidding a multiple of £5, from £0, or decline. Once an
  auction is under way the others, clockwise, raise by multiples of £5 or pass; a player who
  passes is out of that auction (§4.1, L346-L354).
- A player must pass who has less than three times the lowest par (£162) besides the
  lowest bid he could make, or is at his certificate limit; a player who has won a charter
  this round starts no auction, though he may bid in another's (L356-L360). Such players
  are passed over by play itself.
- When all but one have passed, the high bidder wins: he pays his bid to the bank, chooses
  a par on the chartered par chart that leaves him three shares' worth, buys the director's
  certificate and may buy up to two more shares from the initial offering; with 50% sold
  the company floats at once (§4.2, L371-L396; ``charters``). The next auction is started
  from the player on the winner's left (L366-L367).
- The round ends when every player in turn declines to start an auction; the priority deal
  does not move (L367-L369).

The game begins with two parliament rounds (§2.4.4, L222-L223; L249-L253): the second is
``or_index`` 2 of the set of parliament rounds numbered 1. The book begins each with the
priority holder; 18xx.games plays the two as one, the second going on from the player after
the one who declined last (its record of a whole game: the player on the priority holder's
left starts the first auction after the first round's last refusal). A replay plays the
site's reading, a game played with tresham the book's (``GameSetup.site``).

Not played yet: the obligation (a charter not floated by the end of the next stock round
costs its holder five times its par, §4.3 L399-L412).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from ....model.actions import Action, Bid, BuyShares, Par
from ....rules.games.g1862 import economy as econ
from ....rules.violation import Violation
from ... import market as mk
from ...events import Event, event
from ...money import fmt, pay
from ...round_state import RoundData
from ...rounds.base import wrong_round
from ...seats import seats_from
from ...shares import move_certs
from ...state import State
from ...steps.base import Step, bundle, skipped, violation
from ...steps.stock import cert_count
from . import charters as ch


@dataclass(frozen=True)
class ParliamentData(RoundData):
    """A parliament round's own: ``company`` is the charter being auctioned (or won, while
    its winner pars and buys), ``bid`` the high bid by ``high``; ``bidders`` are the players
    still in the auction, clockwise from the one who started it; ``winner`` is set once the
    auction is won (``buys``: the shares he has bought after his director's certificate).
    ``won`` lists who has won a charter this round; ``declined`` the players who declined
    to start an auction since the last one, in turn; ``last`` the last of them to do so
    himself (not passed over)."""

    company: str | None = None
    bid: int = 0
    high: str | None = None
    bidders: tuple[str, ...] = ()
    winner: str | None = None
    buys: int = 0
    won: tuple[str, ...] = ()
    declined: tuple[str, ...] = ()
    last: str | None = None


def data_of(state: State) -> ParliamentData:
    d = state.round.data
    assert isinstance(d, ParliamentData), f"{state.round.kind} round is no parliament round"
    return d


def keeps(state: State) -> int:
    """What a bidder must keep besides his bid: three shares at the lowest par (L356)."""
    return econ.PAR_SHARES_KEPT * ch.lowest_par(state)


def at_limit(state: State, player: str) -> bool:
    limit = state.rules.cert_limit(len(state.players))
    return limit is not None and cert_count(state, player) >= limit


def start_problem(state: State, player: str) -> str | None:
    """Why ``player`` may start no auction now (None: he may)."""
    d = data_of(state)
    if player in d.won:
        return f"{player} has won a charter this round and starts no auction (L358-L360)"
    if state.player[player].cash < keeps(state):
        cash, kept = fmt(state, state.player[player].cash), fmt(state, keeps(state))
        return f"{player} has {cash}, less than the {kept} he must keep besides a bid"
    if at_limit(state, player):
        return f"{player} is at his certificate limit"
    if not ch.available(state):
        return "no company is on offer"
    return None


def raise_problem(state: State, player: str) -> str | None:
    """Why ``player`` must pass in the auction under way (None: he may raise)."""
    d = data_of(state)
    lowest = d.bid + econ.BID_STEP
    if state.player[player].cash < keeps(state) + lowest:
        cash = fmt(state, state.player[player].cash)
        kept, low = fmt(state, keeps(state)), fmt(state, lowest)
        return f"{player} has {cash}, less than {kept} besides the lowest raise ({low})"
    if at_limit(state, player):
        return f"{player} is at his certificate limit"
    return None


def next_in(order: tuple[str, ...], after: str) -> str:
    i = order.index(after) if after in order else -1
    return order[(i + 1) % len(order)]


class ParliamentStep(Step):
    """Every action of a parliament round: bids, the winner's par and purchases, passes."""

    NAME = "parliament"
    ACTIONS: ClassVar[frozenset[str]] = frozenset({"bid", "par", "buy_shares"})

    def check(self, state: State, action: Action) -> list[Violation]:
        d = data_of(state)
        player = action.entity
        if d.winner is not None:
            if isinstance(action, Par):
                return self._check_par(state, d, action)
            if isinstance(action, BuyShares):
                return self._check_buy(state, d, action)
            return [
                violation(
                    state, "parliament", f"{d.winner} launches {d.company} first: he pars it, then buys"
                )
            ]
        if not isinstance(action, Bid):
            return wrong_round(state, action)
        company = action.corporation or action.company or ""
        if action.price < 0 or action.price % econ.BID_STEP:
            return [
                violation(
                    state,
                    "parliament",
                    f"a bid is a multiple of £{econ.BID_STEP}, not {fmt(state, action.price)}",
                )
            ]
        if state.player[player].cash < keeps(state) + action.price:
            cash = fmt(state, state.player[player].cash)
            return [
                violation(
                    state,
                    "parliament",
                    f"{player} has {cash}: a bid of {fmt(state, action.price)} leaves him "
                    f"less than {fmt(state, keeps(state))}",
                )
            ]
        if d.company is None:
            why = start_problem(state, player) or ch.unavailable_reason(state, company)
            return [violation(state, "parliament", why)] if why else []
        if company != d.company:
            return [
                violation(state, "parliament", f"the auction under way is for {d.company}, not {company}")
            ]
        if action.price < d.bid + econ.BID_STEP:
            return [
                violation(
                    state,
                    "parliament",
                    f"the bid is {fmt(state, d.bid)}; "
                    f"a raise is at least {fmt(state, d.bid + econ.BID_STEP)}",
                )
            ]
        why = raise_problem(state, player)
        return [violation(state, "parliament", why)] if why else []

    def _check_par(self, state: State, d: ParliamentData, action: Par) -> list[Violation]:
        assert d.company is not None
        if state.companies[d.company].par is not None:
            return [violation(state, "parliament.par", f"{d.company} is already parred")]
        if action.corporation != d.company:
            return [
                violation(state, "parliament.par", f"{d.winner} won {d.company}, not {action.corporation}")
            ]
        cell, why = par_cell(state, action.share_price)
        if cell is None:
            return [violation(state, "parliament.par", why)]
        cost = mk.value(state.market, cell) * econ.PAR_SHARES_KEPT
        if state.player[action.entity].cash < cost:
            return [
                violation(
                    state,
                    "parliament.par",
                    f"the director's certificate costs {fmt(state, cost)}; "
                    f"{action.entity} has {fmt(state, state.player[action.entity].cash)}",
                )
            ]
        return []

    def _check_buy(self, state: State, d: ParliamentData, action: BuyShares) -> list[Violation]:
        assert d.company is not None
        cs = state.companies[d.company]
        if cs.par is None:
            return [
                violation(state, "parliament.buy", f"{d.winner} pars {d.company} before buying its shares")
            ]
        certs, bad = bundle(state, action)
        if bad:
            return bad
        if certs[0].company != d.company or certs[0].owner != "ipo" or certs[0].director:
            return [
                violation(
                    state,
                    "parliament.buy",
                    f"the winner buys only shares of {d.company} from the initial offering",
                )
            ]
        if d.buys + len(certs) > econ.PARLIAMENT_BUYS:
            return [
                violation(
                    state,
                    "parliament.buy",
                    f"the winner buys at most {econ.PARLIAMENT_BUYS} shares "
                    "besides the director's certificate",
                )
            ]
        cost = cs.par * len(certs)
        if state.player[action.entity].cash < cost:
            return [
                violation(
                    state,
                    "parliament.buy",
                    f"{action.entity} has {fmt(state, state.player[action.entity].cash)}; "
                    f"the share costs {fmt(state, cost)}",
                )
            ]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        d = data_of(state)
        if d.winner is not None and isinstance(action, Par):
            cell, why = par_cell(state, action.share_price)
            if cell is None or d.company is None or action.corporation != d.company:
                return skipped(state, action, why or f"{d.winner} won {d.company}, not {action.corporation}")
            state, events = ch.launch_chartered(state, d.winner, d.company, cell)
            state, more = ch.buy_and_float(state, d.company)
            return state, events + more
        if d.winner is not None and isinstance(action, BuyShares):
            return self._buy(state, d, action)
        if not isinstance(action, Bid):
            return skipped(state, action, "not a parliament action")
        company = action.corporation or action.company or ""
        if company not in state.companies:
            return skipped(state, action, f"there is no company {company!r}")
        player = action.entity
        if d.company is None:
            bidders = seats_from(state, player)
            data = replace(d, company=company, bid=action.price, high=player, bidders=bidders, declined=())
            text = f"{player} proposes {company} to Parliament with a bid of {fmt(state, action.price)}"
        else:
            data = replace(d, bid=action.price, high=player)
            text = f"{player} bids {fmt(state, action.price)} for {company}"
        state = state.with_round(data=data, entity=next_in(data.bidders, player))
        return state, [event("bid", text, player=player, company=company, price=action.price)]

    def _buy(self, state: State, d: ParliamentData, action: BuyShares) -> tuple[State, list[Event]]:
        certs, bad = bundle(state, action)
        if bad or d.company is None or d.winner is None:
            return skipped(state, action, bad[0].message if bad else "nothing is bought now")
        par = state.companies[d.company].par or 0
        price = par * len(certs)
        buyer = action.entity  # the winner (a forced record may name another)
        state = pay(state, buyer, "bank", price)
        state = move_certs(state, certs, buyer)
        state = state.with_round_data(buys=d.buys + len(certs) if buyer == d.winner else d.buys)
        events = [
            event(
                "shares",
                f"{buyer} buys {len(certs) * econ.SHARE}% of {d.company} "
                f"from the bank (IPO) for {fmt(state, price)}",
                player=buyer,
                company=d.company,
                price=price,
            )
        ]
        state, more = ch.buy_and_float(state, d.company)
        return state, events + more

    def pass_problems(self, state: State) -> list[Violation]:
        d = data_of(state)
        if d.winner is not None and state.companies[d.company or ""].par is None:
            return [
                violation(state, "parliament.par", f"{d.winner} must par {d.company}, the charter he won")
            ]
        return []

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        d = data_of(state)
        player = state.round.entity
        assert player is not None
        if d.winner is not None:
            return finish_launch(state)
        if d.company is None:
            return decline(state, player, by_himself=True)
        return leave_auction(state, player)


def par_cell(state: State, text: str) -> tuple[mk.Cell | None, str]:
    try:
        cell = mk.parse_cell(state.market, text, mark="p")
    except mk.MarketError as exc:
        return None, str(exc)
    if "p" not in mk.marks(state.market, cell):
        return None, f"{fmt(state, mk.value(state.market, cell))} is not a par of the chartered par chart"
    return cell, ""


def decline(state: State, player: str, *, by_himself: bool) -> tuple[State, list[Event]]:
    """``player`` starts no auction: the next player may; when all have declined in turn,
    the round is over."""
    d = data_of(state)
    data = replace(d, declined=(*d.declined, player), last=player if by_himself else d.last)
    state = state.with_round(data=data, entity=seats_from(state, player)[1 % len(state.players)])
    if len(set(data.declined)) >= len(state.players):
        state = state.with_round(over=True)
    if not by_himself:
        return state, []
    return state, [event("pass", f"{player} proposes no charter", player=player)]


def leave_auction(state: State, player: str) -> tuple[State, list[Event]]:
    """``player`` passes and is out of the auction; the last one left wins it."""
    d = data_of(state)
    left = tuple(p for p in d.bidders if p != player)
    nxt = next_in(d.bidders, player)
    state = state.with_round(data=replace(d, bidders=left), entity=nxt)
    events = [event("pass", f"{player} leaves the auction for {d.company}", player=player)]
    if len(left) == 1 and d.high in left:
        state, more = win(state)
        events += more
    return state, events


def win(state: State) -> tuple[State, list[Event]]:
    d = data_of(state)
    assert d.high is not None and d.company is not None
    state = pay(state, d.high, "bank", d.bid)
    state = state.with_round(data=replace(d, winner=d.high, buys=0, bidders=()), entity=d.high)
    text = f"{d.high} wins the charter of {d.company} for {fmt(state, d.bid)}"
    return state, [event("auction", text, player=d.high, company=d.company, price=d.bid)]


def finish_launch(state: State) -> tuple[State, list[Event]]:
    """The winner has parred and bought: the next auction starts on his left (L366-L367)."""
    d = data_of(state)
    assert d.winner is not None
    data = ParliamentData(won=(*d.won, d.winner), last=d.last)
    state = state.with_round(data=data, entity=seats_from(state, d.winner)[1 % len(state.players)])
    return state, []
