"""1840's line auction, step e of a company round (VIII.6 L1885-L1999).

- The left-most company in the auction order (by share price, CR c) chooses a line on offer
  (``merge`` naming the line) and opens the bidding (``bid``), or passes; bids and choices
  go left to right. The least bid is 20 G; every bid is a multiple of 5 G.
- A company buys one line per company round and three in all. A company that passes when
  it would choose takes no further part in this round's auctions; one that passes while
  others bid only leaves that auction.
- The winner pays from its treasury and takes the line with its six station tokens; it may
  buy trams at once (``trams``), then place them on its lines. The left-most company still
  in the order chooses next.
- Companies that bought no line may buy trams afterwards, the highest value first; unsold
  lines wait for the next company round (L1975-L1999).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from ....model.actions import Action, Bid, Merge, Pass
from ....rules.games.g1840.economy import LINE_BID, LINE_LIMIT
from ....rules.violation import Violation
from ...events import Event, event
from ...money import fmt, pay
from ...round_state import RoundState, TurnData
from ...state import State
from ...steps.base import Step, acting, skipped, violation
from .trams import lines_of

STEP_G = 5
MAJOR = "major"


@dataclass(frozen=True)
class CompanyRoundData(TurnData):
    """Where a company round of 1840 stands: its ``phase`` (``"dividends"``, ``"trams"``,
    ``"auction"``, ``"after"``), the companies ``done`` with it; in the auction the ``line``
    chosen, its high ``price`` and bidder ``high``, the companies ``out`` of this auction,
    those that ``bought`` a line this round and those that ``passed`` the choice."""

    phase: str = "dividends"
    done: tuple[str, ...] = ()
    line: str = ""
    price: int = 0
    high: str = ""
    out: tuple[str, ...] = ()
    bought: tuple[str, ...] = ()
    passed: tuple[str, ...] = ()


def round_data(r: RoundState) -> CompanyRoundData:
    assert isinstance(r.data, CompanyRoundData), f"{r.kind} round is no company round of 1840"
    return r.data


def lines_on_offer(state: State) -> list[str]:
    """The lines dealt face up (CR e) and not yet bought."""
    return [
        line
        for line in state.setup.lines
        if line in state.companies
        and state.companies[line].owner is None
        and not state.companies[line].closed
    ]


def may_buy_line(state: State, major: str) -> bool:
    data = round_data(state.round)
    return major not in data.bought and major not in data.passed and len(lines_of(state, major)) < LINE_LIMIT


def bidders_after(state: State, order: list[str], after: str) -> list[str]:
    """The companies that may still bid in this auction, left to right after ``after``."""
    data = round_data(state.round)
    i = order.index(after) if after in order else -1
    ring = order[i + 1 :] + order[: i + 1]
    return [m for m in ring if m != data.high and m not in data.out and may_buy_line(state, m)]


class LineAuctionStep(Step):
    NAME = "line-auction"
    ACTIONS = frozenset({"merge", "bid"})

    def check(self, state: State, action: Action) -> list[Violation]:
        major = acting(state)
        data = round_data(state.round)
        if isinstance(action, Merge):
            if data.line:
                return [violation(state, "line.choose", f"line {data.line} is under auction")]
            if action.corporation not in lines_on_offer(state):
                return [violation(state, "line.choose", f"line {action.corporation} is not on offer")]
            return []
        assert isinstance(action, Bid)
        if not data.line or action.corporation != data.line:
            why = (
                "a line is chosen before it is bid on"
                if not data.line
                else f"line {data.line} is under auction"
            )
            return [violation(state, "line.bid", why)]
        least = data.price + STEP_G if data.high else LINE_BID
        if action.price < least or action.price % STEP_G:
            why = f"a bid on line {data.line} is {fmt(state, least)} or more, a multiple of {STEP_G}"
            return [violation(state, "line.bid", why)]
        if action.price > state.companies[major].cash:
            why = f"{major} has {fmt(state, state.companies[major].cash)} in its treasury"
            return [violation(state, "line.cash", why)]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        major = acting(state)
        data = round_data(state.round)
        if isinstance(action, Merge):
            if data.line or action.corporation not in lines_on_offer(state):  # forced, naming nothing
                return skipped(state, action, f"line {action.corporation} is not on offer")
            assert action.corporation is not None
            state = state.with_round_data(line=action.corporation)
            return state, [event("line", f"{major} puts line {action.corporation} up for auction")]
        assert isinstance(action, Bid)
        if not data.line:
            return skipped(state, action, "no line is under auction")
        state = state.with_round_data(price=action.price, high=major)
        events = [event("bid", f"{major} bids {fmt(state, action.price)} for line {data.line}")]
        return next_bidder(state, major, events)

    def candidates(self, state: State, major: str) -> Iterator[Action]:
        data = round_data(state.round)
        yield Pass(entity=major, entity_type="corporation")
        if not data.line:
            for line in lines_on_offer(state):
                yield Merge(entity=major, entity_type="corporation", corporation=line)
            return
        least = data.price + STEP_G if data.high else LINE_BID
        for price in (least, least + STEP_G):
            yield Bid(entity=major, entity_type="corporation", corporation=data.line, price=price)


def majors_in_order(state: State) -> list[str]:
    """The tram companies in play by share price, the highest first; on one value the
    right-most cell, on one cell the token on top (CR c, L1445-L1459)."""
    keyed = []
    for index, (cid, cs) in enumerate(state.companies.items()):
        comp = state.company_def(cid)
        if comp.kind != MAJOR or cs.closed or cs.cell is None or state.director(cid) is None:
            continue
        key = state.rules.operating_key(comp, index, state.price(cid), cs.cell, cs.stack)
        keyed.append((key, cid))
    return [cid for _, cid in sorted(keyed)]


def next_bidder(state: State, after: str, events: list[Event]) -> tuple[State, list[Event]]:
    """The next company to bid; with nobody left but the high bidder, it buys the line."""
    following = bidders_after(state, majors_in_order(state), after)
    if following:
        return state.with_round(entity=following[0]), events
    return won(state, events)


def won(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    data = round_data(state.round)
    major, line, price = data.high, data.line, data.price
    state = pay(state, major, "bank", price)
    state = state.update_company(line, owner=major, floated=True)
    # the line card leaves the auction space; its one certificate is the bank's, as 18xx.games
    # keeps it (in its pool), and is never sold (a line has no shares to trade)
    state = state.with_certs(*(replace(c, owner="pool") for c in state.certs_of(line)))
    events = [
        *events,
        event("line", f"{major} buys line {line} for {fmt(state, price)}", company=major, line=line),
    ]
    data = replace(data, line="", price=0, high="", out=(), bought=(*data.bought, major))
    # the winner may buy trams at once (L1943-L1952)
    return state.with_round(data=data, entity=major, step="trams"), events


def pass_in_auction(state: State) -> tuple[State, list[Event]]:
    """A pass while choosing ends the company's auctions this round; while bidding, it
    leaves this auction only (L1917-L1925)."""
    major = acting(state)
    data = round_data(state.round)
    if not data.line:
        state = state.with_round_data(passed=(*data.passed, major))
        return state, [event("pass", f"{major} chooses no line and leaves this round's auctions")]
    if not data.high:  # chose a line and then did not open: the line goes back
        state = state.with_round_data(line="", passed=(*data.passed, major))
        return state, [event("pass", f"{major} opens no bid and leaves this round's auctions")]
    state = state.with_round_data(out=(*data.out, major))
    return next_bidder(state, major, [event("pass", f"{major} leaves the auction of line {data.line}")])
