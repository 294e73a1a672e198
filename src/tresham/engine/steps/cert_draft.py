"""The certificate draft: a first round in which the players take certificates free, one at
a time (a round of kind ``"draft"``, as 1824's town-token draft is; ``steps/draft.py``).

18Mag's first stock round is one (§V, L357-L397). What is offered, how many certificates of
each group a player takes and who picks when are the game's (``Economy.draft_offer``,
``draft_limits``, ``draft_seat``). A pick is the export's ``bid`` naming a ``minor`` or a
``corporation``; its price is ignored (18xx.games' simple draft). Nobody may pass: every
player takes certificates until he has his share of them.

A company owned whole (a minor), or one whose director's certificate the draft offers (18
Lilliput's starting companies, L23-L43), starts at once: it receives its starting capital,
its starting trains (dealt, not sold) and its home token, at its start price where it has
one; where its owner lays its home tile (18 Lilliput, L13-L15: a yellow city beside Mildendo)
he does so at once with ``lay_tile``, free, before anyone picks again. A share of another
company goes to the player; where the game exchanges ordinary shares for the director's
certificate, the first player holding enough of them does so. A ``bid`` naming a
``company`` takes a private card the draft offers (18 Lilliput's characters). After each
go-round the priority deal passes to the player who begins the next. When every player has
his certificates, the draft ends: the companies nobody took leave the game (their homes
become ordinary cities) and the game's next round begins (18Mag: the first operating
round; 18 Lilliput: the first round's actions).
"""

from __future__ import annotations

from dataclasses import replace

from ...errors import TreshamError
from ...model.actions import Action, Bid, LayTile
from ...model.game import Company, Private
from ...rules.board import Token
from ...rules.drafts import StartingDraft
from ...rules.lay import LayContext
from ...rules.violation import Violation
from .. import market as mk
from .. import trains as tr
from ..events import Event, event
from ..money import fmt, pay
from ..round_state import RoundState
from ..seats import seats_from
from ..shares import move_certs, recheck_director
from ..state import State
from .base import Step, skipped, violation
from .token import place_home

KIND = "draft"
NUMBERS = {2: "two", 3: "three", 4: "four"}


class CertificateDraftStep(Step):
    NAME = KIND
    ACTIONS = frozenset({"bid", "lay_tile"})

    def check(self, state: State, action: Action) -> list[Violation]:
        home = home_due(state)
        if isinstance(action, LayTile) or home is not None:
            return _check_home(state, action, home)
        assert isinstance(action, Bid)
        player = action.entity
        if not state.is_player(player):
            return [
                violation(
                    state, "draft.player", f"{player!r} is not a player: only players pick in the draft"
                )
            ]
        named = [x for x in (action.minor, action.corporation, action.company) if x]
        if len(named) != 1:
            return [violation(state, "draft.item", "a pick names one minor, corporation or private card")]
        players = len(state.players)
        if action.company:
            private = next((p for p in state.game.privates if p.id == action.company), None)
            if private is None or not _offers_private(state, private, players):
                return [violation(state, "draft.item", f"{action.company!r} is not offered in the draft")]
            if state.private_owner(private.id) is not None:
                return [violation(state, "draft.taken", f"{private.id} has already been taken")]
            return _limit_problems(state, player, private.kind)
        cid = named[0]
        if cid not in state.companies:
            return [violation(state, "draft.item", f"there is no company {cid!r}")]
        comp = state.company_def(cid)
        offered = state.rules.draft_offer(comp, players)
        if not offered:
            return [violation(state, "draft.item", f"{state.label(cid)} is not offered in the draft")]
        if _taken(state, cid) >= offered:
            return [violation(state, "draft.taken", f"{state.label(cid)} has already been taken")]
        return _limit_problems(state, player, state.rules.draft_group(comp))

    def apply(self, state: State, action: Action) -> tuple[State, list[Event]]:
        home = home_due(state)
        if home is not None or isinstance(action, LayTile):
            if not isinstance(action, LayTile):
                return skipped(state, action, f"{home}'s home tile is laid first")
            if home is None:
                return skipped(state, action, "tiles are laid in the draft only as a company's home")
            state, events = lay_home(state, action, home)
            return _next_pick(state.with_round(turn=()), events)
        assert isinstance(action, Bid)
        player = action.entity
        if not state.is_player(player):
            return skipped(state, action, f"{player!r} is not a player")
        if action.company:
            private = next((p for p in state.game.privates if p.id == action.company), None)
            if private is None:
                return skipped(state, action, f"there is no private card {action.company!r}")
            state = state.with_private(action.company, player)
            return _next_pick(state, [event("draft", f"{player} takes {private.name}", player=player)])
        cid = action.minor or action.corporation or ""
        if cid not in state.companies:
            return skipped(state, action, f"there is no company {cid!r}")
        comp = state.company_def(cid)
        if _whole(state, comp):
            state, events = take_company(state, player, cid)
        else:
            state, events = _take_share(state, player, cid)
        if (starting := state.rules.find(StartingDraft)) is not None and starting.lays_home(comp):
            state = state.with_round(turn=(f"home:{cid}",), entity=player)
            return state, events
        return _next_pick(state, events)

    def acts_for(self, state: State, action: Action) -> bool:
        """A company whose home is due lays it, for the player who took it."""
        return action.entity == home_due(state)

    def pass_problems(self, state: State) -> list[Violation]:
        return [
            violation(state, "draft.no-pass", f"{state.round.entity} must take a certificate; nobody passes")
        ]


def _limit_problems(state: State, player: str, group: str) -> list[Violation]:
    players = len(state.players)
    limits = state.rules.draft_limits(players)
    mine = drafted(state, player)
    have = mine.get(group, 0)
    if have < limits.get(group, 0):
        return []
    others = [g for g, n in limits.items() if mine.get(g, 0) < n]
    then = f"; {player} must take a {others[0]}" if others else ""
    why = f"{player} has taken {have} {_plural(group, have)}, the most a player takes with {players} players"
    return [violation(state, "draft.limit", why + then)]


def _plural(word: str, n: int) -> str:
    if n == 1:
        return word
    return word[:-1] + "ies" if word.endswith("y") else word + "s"


# --------------------------------------------------------------------------- a home laid
def home_due(state: State) -> str | None:
    """The company whose owner must lay its home tile now, if any."""
    return next((t[5:] for t in state.round.turn if t.startswith("home:")), None)


def _check_home(state: State, action: Action, home: str | None) -> list[Violation]:
    if home is None:
        return [violation(state, "draft.home", "tiles are laid in the draft only as a company's home")]
    if not isinstance(action, LayTile) or action.entity != home:
        return [violation(state, "draft.home", f"{state.round.entity} lays {home}'s home tile first")]
    try:
        tile, _ = state.rules.resolve_tile(action.tile)
    except TreshamError as exc:
        return [violation(state, "draft.home", str(exc), action.hex)]
    absent = state.rules.supply.not_in_game(tile)  # a rules variant's tile, not played
    if absent:
        return [state.rules.violation("supply.not-in-game", absent, action.hex)]
    starting = state.rules.find(StartingDraft)
    why = (
        starting.home_tile_problem(state.board, action.hex, tile, action.rotation, home)
        if starting is not None
        else "this game lays no home tiles"
    )
    return [violation(state, "draft.home", why, action.hex)] if why else []


def lay_home(state: State, action: LayTile, cid: str) -> tuple[State, list[Event]]:
    """The home tile goes down free, its city taking the company's home token."""
    tile, copy = state.rules.resolve_tile(action.tile)
    board = LayContext(state.rules, state.board, action, tile, copy, check_connection=False).after
    board = board.with_token(Token(cid, action.hex, 0))
    state = replace(state, board=board).update_company(cid, tokens=max(state.companies[cid].tokens - 1, 0))
    text = f"{state.round.entity} lays {state.label(cid)}'s home, tile {tile.name} in {action.hex}"
    text += ", with its home token"
    return state, [event("tile", text, company=cid, hex=action.hex, tile=tile.name)]


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
        n = 1 if _whole(state, comp) else cert.percent // state.rules.share_unit(comp)
        out[group] = out.get(group, 0) + n
    for private in state.game.privates:
        if state.private_owner(private.id) == player and _offers_private(state, private, len(state.players)):
            out[private.kind] = out.get(private.kind, 0) + 1
    return out


def picks_made(state: State) -> int:
    return sum(sum(drafted(state, p).values()) for p in state.players)


def _taken(state: State, cid: str) -> int:
    comp = state.company_def(cid)
    held = sum(c.percent for c in state.certs_of(cid) if c.owner in state.player)
    if _whole(state, comp):
        return int(held > 0)
    return held // state.rules.share_unit(comp)


def _offers_private(state: State, private: Private, players: int) -> bool:
    """Whether the draft offers the private card ``private`` (the game's ``StartingDraft``;
    a game without one deals none)."""
    starting = state.rules.find(StartingDraft)
    return starting is not None and starting.offers_private(private, players)


def _whole(state: State, comp: Company) -> bool:
    """Whether a pick of ``comp`` takes it whole (a minor) or starts it (its director's
    certificate), rather than one share."""
    starting = state.rules.find(StartingDraft)
    return not comp.certificates or (starting is not None and starting.starts_company(comp))


def take_company(state: State, player: str, cid: str) -> tuple[State, list[Event]]:
    """``player`` takes a company whole, or its director's certificate: it starts."""
    comp = state.company_def(cid)
    certs = [c for c in state.certs_of(cid) if c.director or not comp.certificates]
    state = move_certs(state, certs, player)
    capital = comp.capital or 0
    state = pay(state.update_company(cid, floated=True), "bank", cid, capital)
    if comp.par is not None:
        cell = mk.cell_of_value(state.market, comp.par, mark=state.rules.start_mark(comp))
        state = state.update_company(cid, par=comp.par, cell=cell, stack=state.stack_counter).next_stack()
    starting = state.rules.find(StartingDraft)
    bonus = starting.owner_bonus(comp) if starting is not None else 0
    if bonus:
        state = pay(state, "bank", player, bonus)
    trains: dict[str, int] = {}
    for name in state.rules.starting_trains(comp):
        card = next(iter(tr.depot_cards(state, tr.group_of(state, name))), None)
        if card is None:
            continue
        state = tr.restock_unlimited(tr.give_train(state, card, cid), card)
        state = state.with_trains(replace(state.trains[card.id], dealt=True))
        trains[name] = trains.get(name, 0) + 1
    words = [
        f"{tr.article(name)} {tr.spoken(name)}" if n == 1 else f"{NUMBERS.get(n, n)} {tr.spoken(name)}s"
        for name, n in trains.items()
    ]
    gets = [x for x in (" and ".join(words), fmt(state, capital) if capital else "") if x]
    text = f"{player} takes {state.label(cid)}" + (f", which receives {' and '.join(gets)}" if gets else "")
    if comp.par is not None:
        text += f"; its price is {fmt(state, comp.par)}"
    if bonus:
        text += f"; {player} receives {fmt(state, bonus)}"
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
    if state.rules.DRAFT_PRIORITY_PASSES and index % players == 0 and index < len(r.order):
        nxt = r.order[index]
        if nxt != state.priority:
            state = replace(state, priority=nxt)
            events.append(event("priority", f"The priority deal passes to {nxt}", priority=nxt))
    if index >= len(r.order):
        return end_draft(state.with_round(index=index), events)
    return state.with_round(index=index, entity=r.order[index]), events


def end_draft(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """The last pick is made: the draft is over (``finish_draft`` follows)."""
    return state.with_round(entity=None, over=True), events


def finish_draft(state: State) -> tuple[State, list[Event]]:
    """Companies nobody took leave the game, their homes ordinary cities; privates nobody
    took go back in the box."""
    left = [
        cid
        for cid, cs in state.companies.items()
        if _whole(state, state.company_def(cid))
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
    spare = [
        p.name
        for p in state.game.privates
        if _offers_private(state, p, len(state.players)) and state.private_owner(p.id) is None
    ]
    if spare:
        text += f"; nobody took {' or '.join(spare)}: back in the box"
    return state, [event("round", text, round=KIND, left=tuple(left))]


__all__ = [
    "CertificateDraftStep",
    "lay_home",
    "take_company",
    "draft_order",
    "drafted",
    "end_draft",
    "finish_draft",
    "picks_made",
    "start_draft",
]
