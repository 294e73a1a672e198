"""The certificate draft: a first round in which the players take certificates free, one at
a time (a round of kind ``"draft"``, as 1824's town-token draft is; ``steps/draft.py``).

18Mag's first stock round is one (§V, L357-L397). What is offered, how many certificates of
each group a player takes and who picks when are the game's (``Economy.draft_offer``,
``draft_limits``, ``draft_seat``). A pick is the export's ``bid`` naming a ``minor`` or a
``corporation``; its price is ignored (18xx.games' simple draft). Nobody may pass: every
player takes certificates until he has his share of them.

A company owned whole (a minor) starts at once: it receives its starting capital, its
starting trains from the depot and its home token. A share of another company goes to the
player; where the game exchanges ordinary shares for the director's certificate, the first
player holding enough of them does so. After each go-round the priority deal passes to the
player who begins the next. When every player has his certificates, the draft ends: the
companies owned whole that nobody took leave the game (their homes become ordinary cities)
and the first operating round begins.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.actions import Action, Bid
from ...rules.violation import Violation
from .. import trains as tr
from ..events import Event, event
from ..money import fmt, pay
from ..rounds import seats_from, start_operating_round
from ..shares import move_certs, recheck_director
from ..state import RoundState, State
from .base import Step, violation
from .token import place_home

KIND = "draft"


class CertificateDraftStep(Step):
    NAME = KIND
    ACTIONS = frozenset({"bid"})

    def check(self, state: State, action: Action) -> list[Violation]:
        assert isinstance(action, Bid)
        player = action.entity
        named = [x for x in (action.minor, action.corporation, action.company) if x]
        if len(named) != 1 or action.company:
            return [violation(state, "draft.item", "a pick names one minor or one corporation")]
        cid = named[0]
        if cid not in state.companies:
            return [violation(state, "draft.item", f"there is no company {cid!r}")]
        comp = state.company_def(cid)
        players = len(state.players)
        offered = state.rules.draft_offer(comp, players)
        if not offered:
            return [violation(state, "draft.item", f"{state.label(cid)} is not offered in the draft")]
        if _taken(state, cid) >= offered:
            return [violation(state, "draft.taken", f"{state.label(cid)} has already been taken")]
        group = state.rules.draft_group(comp)
        limit = state.rules.draft_limits(players).get(group, 0)
        mine = drafted(state, player)
        have = mine.get(group, 0)
        if have >= limit:
            others = [g for g, n in state.rules.draft_limits(players).items() if mine.get(g, 0) < n]
            then = f"; {player} must take a {others[0]}" if others else ""
            why = f"{player} has taken {have} {group}s, the most a player takes with {players} players"
            return [violation(state, "draft.limit", why + then)]
        return []

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        assert isinstance(action, Bid)
        cid = action.minor or action.corporation or ""
        player = action.entity
        if state.company_def(cid).certificates:
            state, events = _take_share(state, player, cid)
        else:
            state, events = _take_company(state, player, cid)
        return _next_pick(state, events)

    def pass_problems(self, state: State) -> list[Violation]:
        return [
            violation(state, "draft.no-pass", f"{state.round.entity} must take a certificate; nobody passes")
        ]


# --------------------------------------------------------------------------- the round
def draft_order(state: State) -> tuple[str, ...]:
    """Every pick of the draft in turn, from the priority holder."""
    players = len(state.players)
    seats = seats_from(state, state.priority)
    picks = players * sum(state.rules.draft_limits(players).values())
    return tuple(seats[state.rules.draft_seat(i, players)] for i in range(picks))


def start_draft(state: State) -> tuple[State, list[Event]]:
    order = draft_order(state)
    state = replace(
        state, round=RoundState(kind=KIND, number=1, order=order, entity=order[0] if order else None)
    )
    return state, [event("round", f"The draft begins; {state.round.entity} takes first", round=KIND)]


def drafted(state: State, player: str) -> dict[str, int]:
    """How many certificates of each draft group ``player`` holds (a director's counts as the
    shares it is worth)."""
    out: dict[str, int] = {}
    for cert in state.certs.values():
        if cert.owner != player:
            continue
        comp = state.company_def(cert.company)
        if not state.rules.draft_offer(comp, len(state.players)):
            continue
        group = state.rules.draft_group(comp)
        n = cert.percent // state.rules.share_unit(comp) if comp.certificates else 1
        out[group] = out.get(group, 0) + n
    return out


def picks_made(state: State) -> int:
    return sum(sum(drafted(state, p).values()) for p in state.players)


def _taken(state: State, cid: str) -> int:
    comp = state.company_def(cid)
    held = sum(c.percent for c in state.certs_of(cid) if c.owner in state.player)
    return held // state.rules.share_unit(comp) if comp.certificates else int(held > 0)


def _take_company(state: State, player: str, cid: str) -> tuple[State, list[Event]]:
    comp = state.company_def(cid)
    state = move_certs(state, list(state.certs_of(cid)), player)
    capital = comp.capital or 0
    state = pay(state.update_company(cid, floated=True), "bank", cid, capital)
    trains = []
    for name in state.rules.starting_trains(comp):
        card = next(iter(tr.depot_cards(state, tr.group_of(state, name))), None)
        if card is None:
            continue
        state = tr.restock_unlimited(tr.give_train(state, card, cid), card)
        state = state.with_trains(replace(state.trains[card.id], dealt=True))
        trains.append(f"{tr.article(name)} {tr.spoken(name)}")
    gets = [x for x in (" and ".join(trains), fmt(state, capital) if capital else "") if x]
    text = f"{player} takes {state.label(cid)}" + (f", which receives {' and '.join(gets)}" if gets else "")
    events = [event("draft", text, player=player, company=cid)]
    state, more = place_home(state, cid)
    return state, events + more


def _take_share(state: State, player: str, cid: str) -> tuple[State, list[Event]]:
    cert = min(
        (c for c in state.certs_of(cid) if c.owner == "ipo" and not c.director),
        key=lambda c: int(c.id.rsplit("_", 1)[1]),
    )
    state = move_certs(state, [cert], player)
    events = [event("draft", f"{player} takes a {cert.percent}% share of {cid}", player=player, company=cid)]
    state, more = recheck_director(state, cid)
    return state, events + more


def _next_pick(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    r = state.round
    index = r.index + 1
    players = len(state.players)
    if index % players == 0 and index < len(r.order):
        nxt = r.order[index]
        if nxt != state.priority:
            state = replace(state, priority=nxt)
            events.append(event("priority", f"The priority deal passes to {nxt}", priority=nxt))
    if index >= len(r.order):
        return end_draft(state.with_round(index=index), events)
    return state.with_round(index=index, entity=r.order[index]), events


def end_draft(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    left = [
        cid
        for cid, cs in state.companies.items()
        if not state.company_def(cid).certificates
        and state.rules.draft_offer(state.company_def(cid), len(state.players))
        and not any(c.owner in state.player for c in state.certs_of(cid))
    ]
    for cid in left:
        state = state.update_company(cid, closed=True)
        state = replace(state, board=state.board.without_homes(cid))
    text = "The draft ends"
    if left:
        names = ", ".join(state.label(c) for c in left)
        if len(left) > 1:
            text += f"; nobody took {names}: they leave the game and their homes become ordinary cities"
        else:
            text += f"; nobody took {names}: it leaves the game and its home becomes an ordinary city"
    events.append(event("round", text, round=KIND, left=tuple(left)))
    count = state.rules.operating_rounds(tr.current_phase(state))
    state, more = start_operating_round(state, state.round.number, 1, count)
    return state, events + more


__all__ = ["CertificateDraftStep", "draft_order", "drafted", "end_draft", "picks_made", "start_draft"]
