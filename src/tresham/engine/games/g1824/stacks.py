"""1824 Cisleithania with 2 players: the first stock round opens with the draft of the four
stacks (X.5 L961-L972), then each player may buy one mountain railway, then the stock round
goes on as usual.

The stacks are drawn at set-up (``rules.games.draws_cisleithania``). The draft, L963-L968,
as ten turns (``TURNS``), S the start player (the priority holder), O the other:

1. S takes one railway from any stack; 2. O takes the other one of that stack;
3.-4. O takes one railway from each of two of the untouched stacks; 5.-6. S takes the other
one of each of them; 7. S takes one of the last stack; 8. O takes its other one;
9.-10. S, then O, may buy one mountain railway or pass (L970); the mountain railways left
leave the game (L970).

Where the book says a player "receives" a railway (L965, L966), tresham has him take it
with ``buy_company`` in his own turn, the only railway he may take then: he pays for it
(L967), and for a coal railway he names its price, which sets its regional's par (L967;
IV.2 L130-L131). Nobody may pass in turns 1-8 (L969). Each player ends with one railway of
each stack, four in all (L969).

The two railways of stack 1 are the construction railways (X.3 L929-L933). The book says
they "cannot belong to the players" (L929) and yet deals them out in the draft (L963-L968);
tresham follows the site (the digest's §6.2 item 10): they are drafted and owned like the
others, but have no treasury (L929): the price goes to the bank. The small pre-Staatsbahn
costs its printed 120 G; the coal railway 100 G, twice the 50 G at which its regional, the
bond railway, starts (L944, as IV.2 L130-L131 prices a coal railway at twice its regional's
par; the site forces that par to 50). Neither buys a train. The bond railway's price token
goes to 50 in the market's bottom row and all its certificates, the director's too, to the
bank pool (L944-L945); its home token is placed when the draft begins, "at the start of the
game" (L953). The bond railway pays its dividend at the end of every operating round
(L947; ``bond``), and its third token goes to Wien when Wien turns brown (L956, ``bond``).
The construction railways close with the first 4- or 5-train (L931-L933, ``construction``).
Not played yet: their track, laid free of terrain costs (L929-L930): tresham leaves them out
of the operating rounds; and the bond railway's second token (L954-L955). The bond railway
never operates.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....model.actions import Action, BuyCompany, Pass
from ....rules.games.draws_cisleithania import COAL, bond_railway, construction_railways, stacks
from ....rules.violation import Violation
from ... import market as mk
from ...events import Event, event
from ...money import fmt, pay
from ...round_state import RoundState
from ...rounds.players import PlayerRound
from ...seats import seats_from
from ...shares import move_certs
from ...state import State
from ...steps.base import Step, skipped, violation
from ...steps.cards import buy_card, card_of
from ...steps.token import place_home

KIND = "stack-draft"

# each turn: who (0: the start player, 1: the other) and what he takes: "open" one railway
# of a stack nobody has taken from, "rest" the other one of a stack half taken, "mountain"
# a mountain railway or nothing (X.5 L963-L970)
TURNS: tuple[tuple[int, str], ...] = (
    (0, "open"),
    (1, "rest"),
    (1, "open"),
    (1, "open"),
    (0, "rest"),
    (0, "rest"),
    (0, "open"),
    (1, "rest"),
    (0, "mountain"),
    (1, "mountain"),
)
PICKS = sum(1 for _, what in TURNS if what != "mountain")

BOND_PRICE = 50  # the bond railway's price token: 50 G in the bottom row (L944)
CONSTRUCTION_COAL_PRICE = 2 * BOND_PRICE  # twice its regional's start price (IV.2 L130-L131)


def drafts_stacks(state: State) -> bool:
    """Whether the game opens with the stacks' draft (1824 Cisleithania, 2 players)."""
    return bool(construction_railways(state.setup))


def is_construction(state: State, company: str) -> bool:
    """Whether ``company`` is one of the two construction railways (stack 1, L929)."""
    return company in construction_railways(state.setup)


def construction_price(state: State, company: str) -> int:
    """What a construction railway costs in the draft (see the module docstring)."""
    if company in COAL:
        return CONSTRUCTION_COAL_PRICE
    return state.company_def(company).capital or 0


def taken(state: State, company: str) -> bool:
    card = card_of(state, company)
    return card is not None and state.certs[card].owner != "ipo"


def stack_of(state: State, company: str) -> tuple[str, ...] | None:
    return next((s for s in stacks(state.setup) if company in s), None)


def turn_of(state: State) -> str:
    """What the turn to play takes: "open", "rest" or "mountain"."""
    return TURNS[min(state.round.index, len(TURNS) - 1)][1]


def open_to(state: State, company: str) -> bool:
    """Whether ``company`` may be taken in this turn (its stack's state fits the turn)."""
    stack = stack_of(state, company)
    if stack is None or taken(state, company):
        return False
    held = sum(1 for c in stack if taken(state, c))
    return held == (1 if turn_of(state) == "rest" else 0)


def mountain_railways(state: State) -> list[str]:
    """The mountain railways in a game of this many players (companies.toml ``players``)."""
    n = len(state.players)
    return [
        p.id
        for p in state.game.privates
        if p.kind == "mountain-railway"
        and (not p.players or n in p.players)
        and not state.rules.left_out_reason(p.id)
    ]


class StackDraftStep(Step):
    NAME = KIND
    ACTIONS = frozenset({"buy_company"})

    def pass_problems(self, state: State) -> list[Violation]:
        if turn_of(state) == "mountain":
            return []
        return [
            violation(
                state, "g1824.stack-draft.no-pass", "nobody may pass in the draft of the stacks (X.5 L969)"
            )
        ]

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        who = state.round.entity or ""
        return next_turn(state, [event("pass", f"{who} buys no mountain railway", player=who)])

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, BuyCompany)
        if turn_of(state) == "mountain":
            return self._check_mountain(state, action)
        cid = action.company
        if stack_of(state, cid) is None:
            return [violation(state, "g1824.stack-draft.stack", f"{cid} is in none of the four stacks")]
        if taken(state, cid):
            owner = state.certs[card_of(state, cid) or ""].owner
            return [violation(state, "stock.company-owned", f"{cid} already belongs to {owner}")]
        if not open_to(state, cid):
            return [violation(state, "g1824.stack-draft.order", self._why_not(state))]
        out: list[Violation] = []
        if is_construction(state, cid):
            price = construction_price(state, cid)
            if action.price != price:
                paid = fmt(state, action.price)
                text = f"{cid} is a construction railway: it costs {fmt(state, price)}, not {paid}"
                out.append(violation(state, "g1824.stack-draft.construction-price", text))
        else:
            why = state.rules.card_price_problem(state.company_def(cid), action.price)
            if why:
                out.append(violation(state, "stock.card-price", why))
        if state.player[action.entity].cash < action.price:
            out.append(
                violation(state, "stock.cash", f"{action.entity} cannot pay {fmt(state, action.price)}")
            )
        return out

    def _why_not(self, state: State) -> str:
        if turn_of(state) == "rest":
            return "this turn takes the other railway of a stack from which one has been taken"
        return "this turn takes a railway from a stack nobody has taken from yet"

    def _check_mountain(self, state: State, action: BuyCompany) -> list[Violation]:
        pid = action.company
        if pid not in mountain_railways(state):
            text = f"only a mountain railway may be bought now (X.5 L970), not {pid}"
            return [violation(state, "g1824.stack-draft.mountain", text)]
        owner = state.private_owner(pid)
        if owner is not None:
            return [violation(state, "stock.company-owned", f"{pid} already belongs to {owner}")]
        private = next(p for p in state.game.privates if p.id == pid)
        out: list[Violation] = []
        if action.price != private.cost:
            text = f"{pid} costs {fmt(state, private.cost or 0)}, not {fmt(state, action.price)}"
            out.append(violation(state, "stock.card-price", text))
        if state.player[action.entity].cash < action.price:
            out.append(
                violation(state, "stock.cash", f"{action.entity} cannot pay {fmt(state, action.price)}")
            )
        return out

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, BuyCompany)
        cid = action.company
        if turn_of(state) == "mountain":
            if cid not in mountain_railways(state):
                return skipped(state, action, f"{cid} is no mountain railway of this game")
            state = pay(state, action.entity, "bank", action.price).with_private(cid, action.entity)
            text = f"{action.entity} buys the mountain railway {cid} for {fmt(state, action.price)}"
            return next_turn(state, [event("shares", text, player=action.entity, company=cid)])
        if card_of(state, cid) is None:
            return skipped(state, action, f"{cid} is not sold as a card")
        if is_construction(state, cid):
            state, events = take_construction(state, action)
        else:
            state, events = buy_card(state, action)
        return next_turn(state.with_round(turn=()), events)


def take_construction(state: State, action: BuyCompany) -> tuple[State, list[Event]]:
    """A construction railway taken in the draft: the price to the bank (it has no treasury,
    L929), no train; the coal railway's regional becomes the bond railway (L943-L945)."""
    cid, player = action.company, action.entity
    card = card_of(state, cid)
    assert card is not None
    state = pay(state, player, "bank", action.price)
    state = move_certs(state, [state.certs[card]], player).update_company(cid, par=action.price)
    events = [
        event(
            "shares",
            f"{player} takes the construction railway {cid} for {fmt(state, action.price)}, paid to the bank",
            player=player,
            company=cid,
            price=action.price,
        )
    ]
    bond = bond_railway(state.setup)
    if cid in COAL and bond is not None:
        state, more = start_bond(state, bond, cid)
        events += more
    return state, events


def bond_cell(state: State) -> tuple[int, int]:
    """The bottom row's 50 G cell (L944)."""
    bottom = max(r for r, _ in mk.cells(state.market))
    return next(
        c for c in mk.cells(state.market) if c[0] == bottom and mk.value(state.market, c) == BOND_PRICE
    )


def start_bond(state: State, bond: str, coal: str) -> tuple[State, list[Event]]:
    """The bond railway's token on 50 G in the bottom row, all its certificates in the bank
    pool, on sale at once (L944-L945)."""
    certs = [c for c in state.certs_of(bond) if c.owner in ("ipo", coal)]
    state = move_certs(state, certs, "pool")
    state = state.update_company(bond, par=BOND_PRICE, cell=bond_cell(state), stack=state.stack_counter)
    state = state.next_stack()
    price = fmt(state, BOND_PRICE)
    text = f"{bond} is the bond railway: its price is {price} and all its shares are in the pool"
    return state, [event("par", text, company=bond, par=BOND_PRICE)]


def next_turn(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    r = state.round
    if r.index + 1 < len(r.order):
        return state.with_round(index=r.index + 1, entity=r.order[r.index + 1]), events
    return state.with_round(index=r.index + 1, entity=None, over=True), events


class StackDraftRound(PlayerRound):
    """The draft of the four stacks and the mountain railways' purchase (X.5 L963-L970)."""

    NAME = KIND
    STEP = StackDraftStep()

    def begin(self, state: State, number: int, index: int = 1, count: int = 1) -> tuple[State, list[Event]]:
        seats = seats_from(state, state.priority)
        order = tuple(seats[who] for who, _ in TURNS)
        r = RoundState(kind=self.NAME, number=number, order=order, entity=order[0])
        text = f"The draft of the stacks begins; {order[0]} takes first"
        events = [event("round", text, round=self.NAME, number=number)]
        bond = bond_railway(state.setup)
        if bond is not None:  # the bond railway's home token is placed at the start (X.4 L953)
            state, placed = place_home(state, bond)
            events += placed
        return replace(state, round=r), events

    def cannot_force(self, state: State, action: Action) -> str | None:
        if action.TYPE == "pass" and turn_of(state) != "mountain":
            return "nobody passes in the draft of the stacks"
        return None

    def finish(self, state: State) -> tuple[State, list[Event]]:
        """The mountain railways nobody bought leave the game (L970)."""
        events: list[Event] = []
        for pid in mountain_railways(state):
            if state.private_owner(pid) is None:
                state = state.with_private(pid, "removed")
                events.append(event("round", f"The mountain railway {pid} leaves the game", company=pid))
        text = "The draft of the stacks is over; the first stock round goes on"
        return state, [*events, event("round", text)]

    def candidates(self, state: State, player: str) -> Iterator[Action]:
        if turn_of(state) == "mountain":
            yield Pass(entity=player, entity_type="player")
            for pid in mountain_railways(state):
                private = next(p for p in state.game.privates if p.id == pid)
                yield BuyCompany(entity=player, entity_type="player", company=pid, price=private.cost or 0)
            return
        for stack in stacks(state.setup):
            for cid in stack:
                if not open_to(state, cid):
                    continue
                if is_construction(state, cid):
                    prices: tuple[int, ...] = (construction_price(state, cid),)
                else:
                    prices = state.rules.card_prices(state.company_def(cid))
                for price in prices:
                    yield BuyCompany(entity=player, entity_type="player", company=cid, price=price)


__all__ = ["KIND", "TURNS", "StackDraftRound", "drafts_stacks", "is_construction"]
