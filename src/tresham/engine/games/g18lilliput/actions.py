"""The actions round: players take action cards in turn and do what the card allows.

18 Lilliput's rounds begin with it (L111-L115): each player takes an action card and does one
of its two actions; the first pass goes clockwise from the start player, the second
anticlockwise, so that the last player acts twice in a row. What each side of a card allows
is the game's mechanism ``ActionCards`` (``rules.games.g18lilliput.cards``: ``sides``,
``lay_problem``, ``done``, ``company_funds``), which its rules set and this step asks.

A character's own tiles are laid besides the card's action (L308), judged by the tile rules
alone. A pick is a ``choose``: ``"A8"`` for the card's action, ``"A8:alt"`` for its alternative;
card 10's funds name the split, ``{ card = "A10", funds = { MR = 30, SR = 20 } }``. A
player's Dimen's Land Copy lets him use a card already taken this round instead
(``"COPY:A8"``, L144; judgement: it stands for one of his two picks). The companies of the
player whose turn it is then act as the card allows: ``lay_tile``, ``buy_train``,
``place_token`` with the company as entity; ``sell_shares`` and ``buy_shares`` by the player.
Each is judged and applied by the operating or stock step that handles it elsewhere. The
turn ends when the card's action is used up, or with ``pass``; after the last turn the
companies run their trains (an operating round: 18 Lilliput's program, ``engine.games``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ....errors import TreshamError
from ....model.actions import Action, BuyShares, BuyTrain, Choose, LayTile, Par, PlaceToken, SellShares
from ....model.tile import TileDef
from ....rules.games.g18lilliput.cards import ActionCards
from ....rules.lay import TurnState
from ....rules.violation import Violation
from ... import trains as tr
from ...decisions import ask, asking
from ...events import Event, event
from ...money import fmt, pay
from ...round_state import ActionsData, RoundState
from ...seats import seats_from
from ...state import State
from ...steps.base import Step, skipped, violation
from ...steps.buy_train import BuyTrainStep
from ...steps.stock import StockStep
from ...steps.token import TokenStep
from ...steps.track import TrackStep
from .characters import INCOME, check_exchange, check_income, exchange, exchange_card, income

KIND = "actions"
COPY = "Dimen's Land Copy"  # the item a player hands in to copy a card (L144)
ALT = ":alt"

TRACK, TOKEN, TRAIN, STOCK = TrackStep(), TokenStep(), BuyTrainStep(), StockStep()
BY_TYPE: Mapping[str, Step] = {
    "lay_tile": TRACK,
    "place_token": TOKEN,
    "buy_train": TRAIN,
    "buy_shares": STOCK,
    "sell_shares": STOCK,
    "par": STOCK,
}
BY_COMPANY = frozenset({"lay_tile", "place_token", "buy_train"})  # a company's, not its director's


def _not_a_company(state: State, action: Action) -> Violation:
    return violation(
        state,
        "action.company",
        f"{state.label(action.entity)} is not a company: only a company lays track, places "
        "tokens and buys trains, its director acting for it",
    )


NEEDS = {
    "lay_tile": "lay",
    "place_token": "station",
    "buy_train": "train",
    "buy_shares": "shares",
    "par": "shares",
}


def start_actions_round(state: State, number: int) -> tuple[State, list[Event]]:
    """Round ``number``'s actions: clockwise from the start player, then back (L115)."""
    seats = seats_from(state, state.priority)
    order = (*seats, *reversed(seats))
    r = RoundState(kind=KIND, number=number, order=order, entity=order[0], data=ActionsData())
    state = replace(state, round=r)
    events = [event("round", f"Round {number}: actions; {order[0]} takes the first card", round=KIND)]
    cards = state.rules.mechanism(ActionCards)
    for card in state.game.privates:  # a character's income at the start of the round (L315)
        owner = state.private_owner(card.id)
        if cards.round_income(card.id) is not None and owner is not None and owner in state.player:
            state = ask(state, owner, INCOME, KIND)
            events.append(event("card", f"{owner} takes {card.name.split(',')[-1].strip()}'s income first"))
    return state, events


class ActionsStep(Step):
    NAME = KIND
    ACTIONS = frozenset({"choose", *BY_TYPE})

    def acts_for(self, state: State, action: Action) -> bool:
        """The player whose turn it is acts for the companies he directs."""
        return action.entity in state.companies and state.director(action.entity) == state.round.entity

    def check(self, state: State, action: Action) -> list[Violation]:
        asked = asking(state)
        if asked is not None and asked.question == INCOME:
            return check_income(state, action)
        if isinstance(action, Choose) and exchange(action) is not None:
            return check_exchange(state, action)
        if isinstance(action, Choose):
            return _check_pick(state, action)
        if action.TYPE in BY_COMPANY and action.entity not in state.companies:
            return [_not_a_company(state, action)]
        kind = card_kind(state)
        founded = founded_now(state)
        if founded is not None and action.entity == founded and isinstance(action, (PlaceToken, BuyTrain)):
            why = _founding_problem(state, action, founded)
            if why:
                return [violation(state, "action.found", why)]
            return BY_TYPE[action.TYPE].check(_as(state, action), action)
        if founded is not None and not state.board.tokens_of(founded):
            return [violation(state, "action.found", _HOME_FIRST.format(company=founded))]
        if isinstance(action, LayTile) and kind is not None and _card_tile(state, action):
            return TRACK.check(_as(state, action), action)  # laid besides the card's action
        if kind is None:
            return [
                violation(state, "action.no-card", f"{state.round.entity} must take an action card first")
            ]
        need = NEEDS.get(action.TYPE)
        allowed = kind.startswith(need) if need else kind == "shares"
        if not allowed:
            return [
                violation(state, "action.card", f"the card taken lets {state.round.entity} {_words(kind)}")
            ]
        if isinstance(action, LayTile):
            colours = _laid(state)
            tile = _tile_colour(state, action)
            why = state.rules.mechanism(ActionCards).lay_problem(kind, colours, tile) if tile else None
            if why:
                return [violation(state, "action.card", why)]
        if isinstance(action, BuyTrain):
            why = _train_problem(state, action)
            if why:
                return [violation(state, "action.card", why)]
        left = action.corporation if isinstance(action, Par) else ""
        if left in state.companies and state.companies[left].closed:  # nobody took it (L491, L499)
            return [violation(state, "action.found", f"{state.label(left)} has left the game")]
        if isinstance(action, SellShares) and "buy" in state.round.turn:
            return [violation(state, "action.card", "shares are sold first, then one is bought")]
        return BY_TYPE[action.TYPE].check(_as(state, action), action)

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        asked = asking(state)
        if asked is not None and asked.question == INCOME and isinstance(action, Choose):
            return income(state, action)
        if isinstance(action, Choose) and exchange(action) is not None:
            return exchange_card(state, action)
        if isinstance(action, Choose):
            state, events = _pick(state, action)
        elif action.TYPE in BY_COMPANY and action.entity not in state.companies:
            return skipped(state, action, _not_a_company(state, action).message)
        else:
            player = state.round.entity
            new, events = BY_TYPE[action.TYPE].apply(_as(state, action), action)
            state = new.with_round(entity=player, turn=(*new.round.turn, _mark(action)))
        kind = card_kind(state)
        if kind is not None and _done(state, kind):
            more = _end_turn(state)
            return more[0], events + more[1]
        return state, events

    def pass_problems(self, state: State) -> list[Violation]:
        if card_kind(state) is None:
            return [violation(state, "action.no-card", f"{state.round.entity} must take an action card")]
        founded = founded_now(state)
        if founded is not None and not state.board.tokens_of(founded):
            return [violation(state, "action.found", _HOME_FIRST.format(company=founded))]
        return []

    def pass_turn(self, state: State) -> tuple[State, list[Event]]:
        return _end_turn(state)


# --------------------------------------------------------------------------- founding a company
# A player who buys a director's certificate founds the company (L265-L270): he pays five
# times the start price he chose, the company receives ten times it (the stock step's par
# and float); then its home station goes on any empty city or Y-city space, free, and the
# company may at once take any train of the Train Pool at its printed price. The home comes
# first; the turn ends with the train, or with a pass.
_HOME_FIRST = "{company} has just been founded: its home station goes down first, on an empty city space"


def founded_now(state: State) -> str | None:
    """The company founded this turn, if any."""
    return next((t[6:] for t in state.round.turn if t.startswith("found:")), None)


def _founding_problem(state: State, action: PlaceToken | BuyTrain, company: str) -> str | None:
    homed = bool(state.board.tokens_of(company))
    if isinstance(action, PlaceToken):
        return f"{company}'s home station is already placed" if homed else None
    if not homed:
        return _HOME_FIRST.format(company=company)
    if f"train:{company}" in state.round.turn:
        return f"{company} takes one train from the Train Pool when it is founded"
    card = state.trains.get(action.train)
    if card is None or card.owner != "pool":
        return f"{company}, just founded, takes its train from the Train Pool (L270)"
    printed = state.rules.train_price(tr.train_def(state, card.name), False, False)
    if action.price != printed:
        return f"a train from the Train Pool costs its printed price, {fmt(state, printed)}"
    return None


# --------------------------------------------------------------------------- picking a card
def _pick_parts(choice: object) -> tuple[str, bool, bool, Mapping[str, object]]:
    """(card id, alternative side, copied, funds split) of a pick."""
    funds: Mapping[str, object] = {}
    if isinstance(choice, Mapping):
        card = str(choice.get("card", ""))
        split = choice.get("funds", {})
        funds = split if isinstance(split, Mapping) else {}
    else:
        card = str(choice)
    copied = card.startswith("COPY:")
    card = card.removeprefix("COPY:")
    alternative = card.endswith(ALT)
    return card.removesuffix(ALT), alternative, copied, funds


def _check_pick(state: State, action: Choose) -> list[Violation]:
    player = action.entity
    if card_kind(state) is not None:
        return [violation(state, "action.one-card", f"{player} has already taken a card this turn")]
    card, alternative, copied, funds = _pick_parts(action.choice)
    sides = state.rules.mechanism(ActionCards).sides(card)
    printed = next((c for c in state.game.cards if c.id == card), None)
    players = len(state.players)
    if sides is None or printed is None or (printed.players and players not in printed.players):
        return [violation(state, "action.card", f"{card!r} is no action card of a {players}-player game")]
    taken = card in _cards(state)
    if copied:
        if not taken:
            return [
                violation(
                    state, "action.copy", f"nobody has used card {card} this round: there is nothing to copy"
                )
            ]
        if state.items_of(player).get(COPY, 0) <= 0:
            return [violation(state, "action.copy", f"{player} has no {COPY} card left")]
    elif taken:
        return [violation(state, "action.taken", f"card {card} has already been taken this round")]
    if sides[alternative] == "funds":
        return _funds_problems(state, player, funds)
    return []


def _funds_problems(state: State, player: str, funds: Mapping[str, object]) -> list[Violation]:
    total = state.rules.mechanism(ActionCards).company_funds(state.phase)
    owned = [c for c in state.companies if state.director(c) == player]
    bad = [c for c in funds if c not in owned]
    amounts = [v for v in funds.values() if isinstance(v, int) and v >= 0]
    if bad or not 1 <= len(funds) <= 2 or len(amounts) != len(funds) or sum(amounts) != total:
        mine = ", ".join(owned) or "none"
        return [
            violation(
                state,
                "action.funds",
                f"the {fmt(state, total)} of this phase go to one or two of {player}'s companies "
                f"({mine}), split as he likes",
            )
        ]
    return []


def _pick(state: State, action: Choose) -> tuple[State, list[Event]]:
    player = action.entity
    card, alternative, copied, funds = _pick_parts(action.choice)
    sides = state.rules.mechanism(ActionCards).sides(card)
    assert sides is not None
    kind = sides[alternative]
    printed = next(c for c in state.game.cards if c.id == card)
    title = printed.alt_text if alternative else printed.text
    state = state.with_round(turn=(f"card:{kind}",), acted=True)
    if copied:
        state = state.add_item(player, COPY, -1)
        text = f"{player} hands in his {COPY} to use card {card}: {title}"
        events = [event("card", text, player=player, card=card)]
    else:
        state = state.with_round_data(cards=(*_cards(state), card))
        events = [event("card", f"{player} takes card {card}: {title}", player=player, card=card)]
    if kind == "money":
        amount = printed.money or 0
        state = pay(state, "bank", player, amount)
        events.append(event("cash", f"{player} takes {fmt(state, amount)}", player=player, amount=amount))
    elif kind == "funds":
        for cid, value in funds.items():
            share = value if isinstance(value, int) else 0
            state = pay(state, "bank", cid, share)
            text = f"The bank adds {fmt(state, share)} to {cid}'s treasury"
            events.append(event("cash", text, company=cid, amount=share))
    return state, events


# --------------------------------------------------------------------------- during the turn
def card_kind(state: State) -> str | None:
    return next((t[5:] for t in state.round.turn if t.startswith("card:")), None)


def _as(state: State, action: Action) -> State:
    """The state as the step that judges ``action`` expects it: the company acts."""
    if action.entity in state.companies:
        return state.with_round(entity=action.entity)
    return state


def _mark(action: Action) -> str:
    if isinstance(action, Par):
        return f"found:{action.corporation}"
    if isinstance(action, LayTile):
        return "lay"
    if isinstance(action, BuyTrain):
        return f"train:{action.entity}"
    if isinstance(action, PlaceToken):
        return "station"
    if isinstance(action, BuyShares):
        return "buy"
    return "sell"


def _laid(state: State) -> list[str]:
    """The colours of the tiles the card's action laid this turn (a card's own tiles aside)."""
    return [r.tile.color for r in state.lays.lays if r.slot is not None]


def _tile(state: State, action: LayTile) -> TileDef | None:
    try:
        return state.rules.resolve_tile(action.tile)[0]
    except TreshamError:  # an unknown tile: the track step says so
        return None


def _card_tile(state: State, action: LayTile) -> bool:
    """Whether the tile belongs to a card (18 Lilliput's character tiles, laid "in addition to
    any action during his turn", L308): the rules judge it, the action card does not."""
    tile = _tile(state, action)
    entry = state.rules.manifest.entry(tile.name) if tile is not None else None
    return entry is not None and bool(entry.card)


def _tile_colour(state: State, action: LayTile) -> str | None:
    tile = _tile(state, action)
    return tile.color if tile is not None else None


def _train_problem(state: State, action: BuyTrain) -> str | None:
    buyers = [t[6:] for t in state.round.turn if t.startswith("train:")]
    if action.entity in buyers:
        return "each train of this action is bought by a different company"
    card = state.trains.get(action.train)
    if card is not None and card.owner == "pool":
        return "only a company just founded or one that kept its revenue buys from the Train Pool"
    return None


def _done(state: State, kind: str) -> bool:
    turn = state.round.turn
    founded = founded_now(state)
    if founded is not None:  # its home, then a train from the pool or a pass (L269-L270)
        return f"train:{founded}" in turn
    trains = sum(1 for t in turn if t.startswith("train:"))
    cards = state.rules.mechanism(ActionCards)
    return cards.done(kind, _laid(state), trains, "buy" in turn, turn.count("station"))


def _end_turn(state: State) -> tuple[State, list[Event]]:
    r = state.round
    index = r.index + 1
    state = state.with_round(index=index, turn=(), acted=False).with_lays(TurnState())
    if index < len(r.order):
        return state.with_round(entity=r.order[index]), []
    return state.with_round(entity=None, over=True), []


def _cards(state: State) -> tuple[str, ...]:
    data = state.round.data
    return data.cards if isinstance(data, ActionsData) else ()


def _words(kind: str) -> str:
    return {
        "money": "take money",
        "funds": "add money to his companies",
        "shares": "sell and buy shares",
        "station": "place a station marker",
        "train": "buy one train",
        "trains": "buy one or two trains",
    }.get(kind, "lay track")


__all__ = ["ActionsStep", "start_actions_round"]
