"""The state a game starts in: ``new_state(game, players)``.

A company printed without share certificates (18Mag's minors) is owned whole by one
player; the engine gives it one 100% owner's certificate so that ownership, payouts and
directors work the same for every company.

Players get the starting cash of their number (``game.toml [players_table]``), out of the
bank when the bank is finite. Every company's certificates lie where the game puts them
(the IPO, by default), except those reserved for the owner of another company, which lie
on that company's card (1824: a Staatsbahn's director's certificate on its first
precursor's); ids follow 18xx.games: ``"<company>_<n>"``, 0 the director's, then
charter order. The depot holds every train card; companies in play from the start (1840's
city corporations) have their start price and their train. Companies the map leaves out of
the game (``MapDef.removes``: 1840's small sides, §XII-XIII) start closed, their
certificates ``"removed"``, with no home. The first phase; stock round 1,
begun by the first player named, who holds the priority deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from ..errors import SetupError
from ..model.game import GameDef
from ..rules import rules_for
from . import market as mk
from . import trains as tr
from .events import Event
from .round_state import RoundState
from .rounds import start_stock_round
from .state import BANK_HOLDERS, TRAIN_PLACES, Cert, CompanyState, PlayerState, State, player_keys
from .steps.cert_draft import KIND as DRAFT
from .steps.cert_draft import start_draft
from .trains import build_depot

RESERVED = BANK_HOLDERS | TRAIN_PLACES | {"bank"}


def new_state(game: GameDef, players: Sequence[str]) -> State:
    given = [str(p) for p in players]
    names = _check_players(game, given)
    mp = game.map_for(len(names))
    rules = rules_for(game, mp)
    cash = rules.starting_cash(len(names))
    bank = None if not game.bank else game.bank - cash * len(names)
    companies = {
        c.id: CompanyState(
            c.id,
            tokens=rules.starting_tokens(c),
            items=MappingProxyType(dict(rules.starting_items(c))),
            closed=c.id in mp.removes,
        )
        for c in game.companies
    }
    items = MappingProxyType(dict(rules.player_items(len(names))))
    certs: dict[str, Cert] = {}
    for c in game.companies:
        holder = rules.initial_share_holder(c)
        n = 0
        for spec in c.certificates:
            for _ in range(spec.count):
                cid = f"{c.id}_{n}"
                kept_for = rules.reserved_for(c, n, spec.director)
                owner = "removed" if c.id in mp.removes else kept_for or holder
                certs[cid] = Cert(cid, c.id, spec.percent, owner, spec.director)
                n += 1
        if not c.certificates:  # owned whole by one player (18Mag's minors): an owner's certificate
            certs[f"{c.id}_0"] = Cert(
                f"{c.id}_0", c.id, 100, "removed" if c.id in mp.removes else holder, True
            )
    groups = {t.name: rules.train_group(t) for t in game.trains}
    depot = build_depot(game.trains, len(names), groups)
    state = State(
        game=game,
        rules=rules,
        players=tuple(names),
        player=MappingProxyType(
            {
                n: PlayerState(n, cash, items=items, given=g if g != n else None)
                for n, g in zip(names, given, strict=True)
            }
        ),
        companies=MappingProxyType(companies),
        certs=MappingProxyType(certs),
        trains=MappingProxyType({t.id: t for t in depot}),
        phase=game.phases[0].name if game.phases else "",
        round=RoundState(kind="stock", number=1, entity=names[0]),
        priority=names[0],
        board=rules.new_board(),
        bank=bank,
    )
    return start_first_round(_in_play(state))[0]


def _in_play(state: State) -> State:
    """Companies in play from the start (1840's city corporations): their price token on
    their start price, and the train the game gives them."""
    for comp in state.game.companies:
        if not state.rules.in_play_from_start(comp) or comp.par is None or state.companies[comp.id].closed:
            continue
        cell = mk.cell_of_value(state.market, comp.par, mark=state.rules.start_mark(comp))
        state = state.update_company(
            comp.id, par=comp.par, cell=cell, stack=state.stack_counter, floated=True
        )
        state = state.next_stack()
        for name in state.rules.starting_trains(comp):
            cards = tr.depot_cards(state, tr.group_of(state, name))
            if cards:
                state = tr.give_train(state, min(cards, key=lambda c: int(c.id.rsplit("-", 1)[1])), comp.id)
    return state


def start_first_round(state: State) -> tuple[State, list[Event]]:
    """The game's first round: a stock round, or a draft where the game begins with one."""
    if state.rules.FIRST_ROUND == DRAFT:
        return start_draft(state)
    return start_stock_round(state, 1)


def _check_players(game: GameDef, names: list[str]) -> list[str]:
    """The players' keys (``state.player_keys``: a name that is also a company's, a
    private's or a place's id is keyed apart); refuses no players, too many or too few,
    two of one name, or an empty name."""
    if not names:
        raise SetupError(f"{game.id}: a game needs at least one player")
    if game.players and len(names) not in game.players:
        counts = ", ".join(str(n) for n in game.players)
        raise SetupError(f"{game.id} is played by {counts} players, not {len(names)}")
    if len(set(names)) != len(names):
        raise SetupError(f"{game.id}: two players have the same name")
    if "" in names:
        raise SetupError(f"{game.id}: a player needs a name")
    return list(player_keys(names, RESERVED | {c.id for c in game.companies} | {p.id for p in game.privates}))
