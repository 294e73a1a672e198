"""1840's opening round: the private companies are auctioned one at a time (§VI L948-L992).

- The starting player (the lowest order card; seats as dealt) chooses a private and opens
  the bidding at its face value or more, in steps of 5 G, or passes (L948-L953).
- In seat order the others raise by multiples of 5 G or pass; a player who passes is out
  of that auction (L954-L965). When only the high bidder is left, he pays the bank and
  takes the card (L966-L968).
- The next player in seat order after the one who chose the last private chooses the next
  one, or passes (L970-L971).
- Every player passes without opening before any private is sold: the first private (the
  cheapest left) costs 5 G less, and a new auction begins with the starting player; at 0 G
  the starting player must take it (L974-L982).
- Every player passes without opening once some private is sold: the privates owned pay
  their income, and the round goes on with the starting player (L984-L992).
- Once every private is sold the round is over; the order cards are chosen next
  (``order``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from ....model.actions import Action, Bid, Pass
from ....rules.violation import Violation
from ...events import Event, event
from ...money import fmt, pay
from ...round_state import RoundData, RoundState
from ...rounds.companies import pay_private_income
from ...rounds.players import PlayerRound
from ...seats import seats_from
from ...state import State
from ...steps.base import Step, skipped, violation

STEP_G = 5  # bids and raises are multiples of 5 G (L948-L960)


@dataclass(frozen=True)
class AuctionData(RoundData):
    """The opening auction as it stands: ``chooser`` chooses the next private (or chose the
    one under auction), ``company`` is under auction (``""``: none yet) at ``price``, bid by
    ``high``; ``out`` have passed in this auction; ``passes`` players passed in a row
    without opening; ``discount`` is taken off the first private's face value (L974-L982)."""

    chooser: str = ""
    company: str = ""
    price: int = 0
    high: str = ""
    out: tuple[str, ...] = ()
    passes: int = 0
    discount: int = 0


def auction_data(r: RoundState) -> AuctionData:
    assert isinstance(r.data, AuctionData), f"{r.kind} round is no auction"
    return r.data


def on_sale(state: State) -> list[str]:
    """The privates still to be auctioned, cheapest first (those the map leaves out are not
    in the game)."""
    left = [
        p
        for p in state.game.privates
        if state.private_owner(p.id) is None and state.rules.left_out_reason(p.id) is None
    ]
    return [p.id for p in sorted(left, key=lambda p: p.cost or 0)]


def face(state: State, private: str) -> int:
    return next((p.cost or 0) for p in state.game.privates if p.id == private)


def opening_price(state: State, private: str) -> int:
    """The least opening bid for ``private``: its face value, less the discount on the first
    private while none is sold (L974-L982)."""
    data = auction_data(state.round)
    first = not state.private_owners and on_sale(state)[:1] == [private]
    return max(0, face(state, private) - (data.discount if first else 0))


class PrivateAuctionStep(Step):
    NAME = "private-auction"
    ACTIONS = frozenset({"bid"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, Bid)
        data = auction_data(state.round)
        private = action.company
        if private is None or private not in on_sale(state):
            return [violation(state, "auction.company", f"{private!r} is not a private on sale")]
        if data.company and private != data.company:
            why = f"{data.company} is under auction; {private} waits for its turn"
            return [violation(state, "auction.company", why)]
        if data.company:
            least = data.price + STEP_G
            if action.price < least or (action.price - data.price) % STEP_G:
                why = f"a raise on {data.company} is {fmt(state, least)} or more, in steps of {STEP_G}"
                return [violation(state, "auction.price", why)]
        else:
            least = opening_price(state, private)
            if action.price < least or (action.price - least) % STEP_G:
                why = f"{private} opens at {fmt(state, least)} or more, in steps of {STEP_G}"
                return [violation(state, "auction.price", why)]
        cash = state.player[action.entity].cash
        if action.price > cash:
            why = f"{action.entity} has {fmt(state, cash)}, less than the bid of {fmt(state, action.price)}"
            return [violation(state, "auction.cash", why)]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, Bid)
        if action.company is None or action.company not in on_sale(state):  # forced, naming nothing
            return skipped(state, action, f"{action.company!r} is not a private on sale")
        data = auction_data(state.round)
        opening = not data.company
        data = replace(data, company=action.company, price=action.price, high=action.entity, passes=0)
        state = state.with_round(data=data, acted=True)
        verb = "opens the auction of" if opening else "bids on"
        text = f"{state.label(action.entity)} {verb} {action.company} at {fmt(state, action.price)}"
        events = [event("bid", text, player=action.entity, company=action.company, price=action.price)]
        return _next_bidder(state, action.entity, events)

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        data = auction_data(state.round)
        player = state.round.entity
        assert player is not None
        if data.company:
            state = state.with_round_data(out=(*data.out, player))
            events = [event("pass", f"{state.label(player)} leaves the auction of {data.company}")]
            return _next_bidder(state, player, events)
        return _pass_choosing(state, player)


def _next_bidder(state: State, after: str, events: list[Event]) -> tuple[State, list[Event]]:
    """The next player in seat order still bidding; with nobody left but the high bidder,
    he buys the private (L954-L968)."""
    data = auction_data(state.round)
    bidders = [p for p in seats_from(state, after)[1:] if p not in data.out and p != data.high]
    if bidders:
        return state.with_round(entity=bidders[0]), events
    state, more = _sell(state, data.company, data.high, data.price)
    return state, events + more


def _sell(state: State, private: str, player: str, price: int) -> tuple[State, list[Event]]:
    """``player`` pays ``price`` and takes ``private``; the player after its chooser chooses
    the next (L966-L971); with every private sold the round is over."""
    data = auction_data(state.round)
    state = pay(state, player, "bank", price).with_private(private, player)
    text = f"{state.label(player)} buys {private} for {fmt(state, price)}"
    events = [event("buy", text, player=player, company=private, price=price)]
    chooser = seats_from(state, data.chooser or state.players[0])[1 % len(state.players)]
    state = state.with_round(data=AuctionData(chooser=chooser, discount=0), acted=False)
    if not on_sale(state):
        return state.with_round(entity=None, over=True), events
    return state.with_round(entity=chooser), events


def _pass_choosing(state: State, player: str) -> tuple[State, list[Event]]:
    """A pass without opening; when every player has passed so: the first private costs
    5 G less (none sold yet), or the privates owned pay their income (L974-L992)."""
    data = auction_data(state.round)
    events = [event("pass", f"{state.label(player)} opens no auction")]
    passes = data.passes + 1
    if passes < len(state.players):
        chooser = seats_from(state, player)[1 % len(state.players)]
        return state.with_round(entity=chooser, data=replace(data, chooser=chooser, passes=passes)), events
    start = state.players[0]
    if not state.private_owners:
        first = on_sale(state)[0]
        discount = data.discount + STEP_G
        state = state.with_round(data=replace(data, chooser=start, passes=0, discount=discount))
        price = opening_price(state, first)
        if price == 0:
            events.append(
                event("auction", f"Nobody bids on {first}: {state.label(start)} must take it for nothing")
            )
            state, more = _sell(state, first, start, 0)
            return state, events + more
        events.append(event("auction", f"Nobody bids: {first} now opens at {fmt(state, price)}"))
        return state.with_round(entity=start), events
    events.append(event("auction", "Nobody opens an auction: the privates owned pay their income"))
    state, more = pay_private_income(state)
    state = state.with_round(entity=start, data=replace(data, chooser=start, passes=0))
    return state, events + more


class PrivateAuctionRound(PlayerRound):
    """The opening round (``PRE`` on the round track, §VI)."""

    NAME = "auction"
    STEP = PrivateAuctionStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        start = state.players[0]
        r = RoundState(kind=self.NAME, number=number, entity=start, data=AuctionData(chooser=start))
        text = f"The auction of the private companies begins; {state.label(start)} chooses first"
        return replace(state, round=r), [event("round", text, round=self.NAME, number=number)]

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        """Pass; an opening bid at the least price and 5 G more on each private on sale, or
        a raise of 5 G and 10 G on the one under auction."""
        yield Pass(entity=player, entity_type="player")
        data = auction_data(state.round)
        if data.company:
            for more in (STEP_G, 2 * STEP_G):
                yield Bid(entity=player, entity_type="player", company=data.company, price=data.price + more)
            return
        for private in on_sale(state):
            least = opening_price(state, private)
            for price in (least, least + STEP_G):
                yield Bid(entity=player, entity_type="player", company=private, price=price)
