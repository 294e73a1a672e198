"""1840's trams in a company round: buying them (VIII.5.3 L1691-L1771) and placing them on
the company's lines (``reassign_trains``).

- The purchase section offers two or three colours at the prices of their spaces; each
  company round the stacks move one space right (CR b, L1434-L1444): which tram is on sale
  at which price in company round ``n`` is ``TRAM_OFFER`` in the game's economy.
- A tram company may buy any number, up to three trams in all, on itself and its lines
  (L1707-L1709); it may then put them on its lines, one beside each line card (L639-L641):
  placing them ends its purchases, as 18xx.games plays it.
- A company with no tram at all once the purchases are over must buy one (L1759-L1763): it
  cannot pass without buying while one is on offer. It may choose any tram on offer; what
  its treasury lacks its director pays, even where a cheaper tram was within its means; a
  director short of cash takes loans of 100 G, as many as needed and no more
  (L1763-L1776).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from ....model.actions import Action, BuyTrain, DiscardTrain, Pass, ReassignTrains, ScrapTrain
from ....model.actions.operating import TrainAssignment
from ....rules.games.g1840.economy import TRAM_LIMIT, TRAM_OFFER
from ....rules.violation import Violation
from ... import trains as tr
from ...events import Event, event
from ...money import fmt, pay
from ...state import State
from ...steps.base import Step, acting, violation
from ...steps.buy_train import buy_train, check_buy_train, check_discard, discard_train
from ...steps.earnings import LOAN

LINE = "tram"


def lines_of(state: State, major: str) -> list[str]:
    """The lines ``major`` owns, in number order."""
    owned = [c for c, cs in state.companies.items() if cs.owner == major and not cs.closed]
    return sorted(owned, key=lambda c: int(c) if c.isdigit() else 0)


def trams_of(state: State, major: str) -> list[str]:
    """Every tram ``major`` holds, on itself and on its lines."""
    held = list(state.companies[major].trains)
    for line in lines_of(state, major):
        held += state.companies[line].trains
    return held


def on_offer(state: State) -> dict[str, str]:
    """The trams on sale in this company round: the card's group and the face it sells as."""
    return dict(TRAM_OFFER.get(state.round.number, {}))


def tram_purchases(state: State, major: str) -> Iterator[BuyTrain]:
    for group, face in on_offer(state).items():
        card = tr.top_card(state, group)
        if card is None:
            continue
        price = state.rules.train_price(tr.train_def(state, face), True, False)
        yield BuyTrain(entity=major, entity_type="corporation", train=card.id, price=price, variant=face)


def check_tram(state: State, major: str, action: BuyTrain) -> list[Violation]:
    card = state.trains.get(action.train)
    offer = on_offer(state)
    if card is None or card.owner != "depot":
        return [
            violation(state, "train.unknown", f"there is no tram {action.train!r} in the purchase section")
        ]
    group = tr.card_group(card)
    face = action.variant or card.name
    if offer.get(group) != face:
        sale = ", ".join(offer.values()) or "nothing"
        why = f"company round {state.round.number} sells {sale}, not a {face}"
        return [violation(state, "train.not-available", why)]
    if len(trams_of(state, major)) >= TRAM_LIMIT:
        why = f"{major} holds {TRAM_LIMIT} trams already, the most a tram company holds (L1707-L1709)"
        return [violation(state, "train.limit", why)]
    due = state.rules.train_price(tr.train_def(state, face), True, False)
    if action.price != due:
        when = f"company round {state.round.number}"
        why = f"a {face} costs {fmt(state, due)} in {when}, not {fmt(state, action.price)}"
        return [violation(state, "train.price", why)]
    # the offer, its price and the limit are checked above; the card is judged as its own face
    mine = ["train.limit", "train.not-available", "train.price"]
    if must_buy(state, major):
        mine.append("train.cash")  # the director pays what the treasury lacks (L1763-L1776)
    plain = replace(action, variant=None)
    return [v for v in check_buy_train(state, major, plain) if v.rule not in mine]


def check_reassign(state: State, major: str, action: ReassignTrains) -> list[Violation]:
    places = {major, *lines_of(state, major)}
    held = set(trams_of(state, major))
    seen: dict[str, int] = {}
    for a in action.assignments:
        if a.train not in held:
            return [violation(state, "train.reassign", f"{major} holds no tram {a.train!r}")]
        if a.corporation not in places:
            return [
                violation(state, "train.reassign", f"{a.corporation} is neither {major} nor one of its lines")
            ]
        if a.corporation != major:
            seen[a.corporation] = seen.get(a.corporation, 0) + 1
    placed = {a.train for a in action.assignments}
    for line in lines_of(state, major):
        kept = [t for t in state.companies[line].trains if t not in placed]
        if seen.get(line, 0) + len(kept) > 1:
            return [
                violation(state, "train.reassign", f"line {line} runs one tram, beside its card (L639-L641)")
            ]
    return []


def reassign(state: State, major: str, action: ReassignTrains) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for a in action.assignments:
        card = state.trains.get(a.train)
        if card is None or a.corporation not in state.companies or card.owner == a.corporation:
            continue
        state = tr.give_train(state, card, a.corporation, card.name)
        events.append(
            event("train", f"{major} puts its {card.name} ({card.id}) on {state.label(a.corporation)}")
        )
    return state, events


def placements(state: State, major: str) -> ReassignTrains | None:
    """The trams ``major`` holds itself put on its lines without one, in number order."""
    free = [line for line in lines_of(state, major) if not state.companies[line].trains]
    own = list(state.companies[major].trains)
    pairs = [TrainAssignment(train=t, corporation=line) for t, line in zip(own, free, strict=False)]
    if not pairs:
        return None
    return ReassignTrains(entity=major, entity_type="corporation", assignments=tuple(pairs))


def must_buy(state: State, major: str) -> bool:
    """A company with no tram at all must buy one while one is on offer (L1759-L1763)."""
    return not trams_of(state, major) and any(True for _ in tram_purchases(state, major))


def director_tops_up(state: State, major: str, due: int) -> tuple[State, list[Event]]:
    """The director pays ``due`` into ``major``'s treasury for its compulsory tram, taking
    loans of 100 G where his cash is short (L1763-L1776)."""
    director = state.director(major)
    if director is None:
        return state, []
    events: list[Event] = []
    cash = state.player[director].cash
    if cash < due:
        loans = -(-(due - cash) // LOAN)
        state = pay(state, "bank", director, loans * LOAN)
        state = state.update_player(director, loans=state.player[director].loans + loans)
        events.append(event("cash", f"{state.label(director)} takes {loans} loan(s) of {fmt(state, LOAN)}"))
    state = pay(state, director, major, due)
    text = f"{state.label(director)} pays {fmt(state, due)} towards {major}'s compulsory tram"
    return state, [*events, event("cash", text, player=director, company=major, amount=due)]


class TramStep(Step):
    """A tram company's purchases in CR d, or after winning a line in CR e; ``pass`` ends them."""

    NAME = "trams"
    ACTIONS = frozenset({"buy_train", "reassign_trains", "discard_train"})

    def check(self, state: State, action: Action) -> list[Violation]:
        major = acting(state)
        if isinstance(action, BuyTrain):
            return check_tram(state, major, action)
        if isinstance(action, ReassignTrains):
            return check_reassign(state, major, action)
        if isinstance(action, DiscardTrain):
            return check_discard(state, action)
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        major = acting(state)
        if isinstance(action, BuyTrain):
            events: list[Event] = []
            if must_buy(state, major) and state.companies[major].cash < action.price:
                state, events = director_tops_up(state, major, action.price - state.companies[major].cash)
            state, more = buy_train(state, major, action)
            return state, events + more
        if isinstance(action, ReassignTrains):  # placing its trams ends its purchases
            state, events = reassign(state, major, action)
            return state.with_round(step=""), events
        if isinstance(action, DiscardTrain):  # scrapped for nothing (L1751-L1753)
            return discard_train(state, action)
        return super().apply(state, action)

    def pass_problems(self, state: State) -> list[Violation]:
        major = acting(state)
        if must_buy(state, major):
            why = f"{major} has no tram and must buy one (L1759-L1763)"
            return [violation(state, "train.must-buy", why)]
        return []

    def candidates(self, state: State, major: str) -> Iterator[Action]:
        yield Pass(entity=major, entity_type="corporation")
        yield from tram_purchases(state, major)
        placing = placements(state, major)
        if placing is not None:
            yield placing


def owner_major(state: State, entity: str) -> str:
    """The tram company an entity stands for: itself, or the company owning the line."""
    owner = state.companies[entity].owner if entity in state.companies else None
    return owner or entity


class ScrapTram(Step):
    """A tram company scraps a tram of its own or of one of its lines, at any time, for
    nothing: it leaves the game (L1751-L1753, L2950-L2952)."""

    NAME = "scrap"
    ACTIONS = frozenset({"scrap_train"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, ScrapTrain)
        major = owner_major(state, action.entity)
        if major not in state.companies or action.train not in trams_of(state, major):
            return [violation(state, "train.scrap", f"{major} holds no tram {action.train!r}")]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, ScrapTrain)
        card = state.trains.get(action.train)
        if card is None:
            return state, []
        state = tr.remove_train(state, card, "removed")
        holder = state.label(card.owner) if card.owner in state.companies else card.owner
        return state, [event("train", f"{holder} scraps its {card.name} ({card.id})", train=card.id)]


def scraps_own_tram(state: State, action: Action) -> bool:
    """Whether ``action`` scraps a tram of the company whose line or which acts now."""
    entity = state.round.entity
    if not isinstance(action, ScrapTrain) or entity is None or entity not in state.companies:
        return False
    return owner_major(state, action.entity) == owner_major(state, entity)
