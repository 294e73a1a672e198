"""``initial_state``: a game's start with a scenario's partial state laid over it.

What the setup leaves out is as the game starts. What it gives:

- players' cash and privates; holdings in percent per company, for players, companies'
  treasuries and the pool (the rest stays in the IPO). The director's certificate goes to
  the company's named ``director``, else to the player holding the most (ties: seat
  order), then ordinary certificates make up each holding;
- companies' treasury, share price (a value or a market cell id), par, trains, unused
  station tokens, whether they floated (by default: once they have a price or a par and
  players hold the float percentage), operated this round, closed, and a revenue waiting to
  be paid out or withheld;
- the phase. Train cards of types sold out before that phase leave the depot, and one
  card of the type that started it; ``depot`` sets how many cards of a type are left;
- the round (kind, number, which operating round of the set, who acts, which step), the
  priority deal, the bank's cash, and tiles and tokens already on the board.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from ..engine import market as mk
from ..engine import trains as tr
from ..engine.apply import settle
from ..engine.games import program_of
from ..engine.rounds.base import RoundAt
from ..engine.start import start_first_round, undrawn_state
from ..engine.state import Cert, State, TrainCard
from ..errors import CoordinateError, ScenarioError, SetupError, TreshamError
from ..model.actions import LayTile
from ..model.game import GameDef
from ..rules.board import Board
from ..rules.lay import LayContext
from ..rules.tokens import TokenContext, home_city_now, restates_home
from .model import CompanySetup, Scenario, Setup


def scenario_state(game: GameDef, scenario: Scenario) -> State:
    try:
        return initial_state(game, scenario.players, scenario.setup)
    except SetupError as exc:
        raise ScenarioError(f"{scenario.file or scenario.id}: setup: {exc}") from None


def initial_state(game: GameDef, players: tuple[str, ...], setup: Setup) -> State:
    state = undrawn_state(game, players, setup.seed)
    for name in setup.players:
        if name not in state.player:
            raise SetupError(f"players.{name}: not one of the players ({', '.join(players)})")
    for cid in setup.companies:
        if cid not in state.companies:
            raise SetupError(f"companies.{cid}: {game.id} has no company {cid!r}")
        _in_game(state, f"companies.{cid}", cid)
    if setup.phase is not None:
        if game.phase(setup.phase) is None:
            raise SetupError(f"phase: {game.id} has no phase {setup.phase!r}")
        state = replace(state, phase=game.phase(setup.phase).name)  # type: ignore[union-attr]
    state = _money(state, setup)
    state = _shares(state, setup)
    state = _trains(state, setup)
    state = _companies(state, setup)
    state = _board(state, setup)
    if setup.priority is not None:
        if setup.priority not in state.player:
            raise SetupError(f"priority: {setup.priority!r} is not a player")
        state = replace(state, priority=setup.priority)
        if setup.round is None:
            state = start_first_round(state)[0]
    return _round(state, setup)


def _in_game(state: State, key: str, eid: str) -> None:
    """A setup may not give out what the game leaves out on its map (1840's small sides)."""
    why = state.rules.left_out_reason(eid)
    if why:
        raise SetupError(f"{key}: {why}")


def _money(state: State, setup: Setup) -> State:
    for name, p in setup.players.items():
        if p.cash is not None:
            state = state.update_player(name, cash=p.cash)
        for private in p.privates:
            if private not in {x.id for x in state.game.privates}:
                raise SetupError(f"players.{name}.privates: no private {private!r}")
            _in_game(state, f"players.{name}.privates", private)
            state = state.with_private(private, name)
    for cid, c in setup.companies.items():
        if c.cash is not None:
            state = state.update_company(cid, cash=c.cash)
        if c.owner is not None and c.owner not in state.companies:
            raise SetupError(f"companies.{cid}.owner: {c.owner!r} is not a company")
        for private in c.privates:
            if private not in {x.id for x in state.game.privates}:
                raise SetupError(f"companies.{cid}.privates: no private {private!r}")
            _in_game(state, f"companies.{cid}.privates", private)
            state = state.with_private(private, cid)
    if setup.bank is not None:
        state = replace(state, bank=setup.bank)
    if setup.markers:
        state = replace(state, markers=MappingProxyType(dict(setup.markers)))
    return state


def _shares(state: State, setup: Setup) -> State:
    wanted: dict[str, dict[str, int]] = {}  # company -> holder -> percent, players in seat order
    for name in state.players:
        for cid, pct in setup.players[name].shares.items() if name in setup.players else ():
            wanted.setdefault(cid, {})[name] = pct
    for holder, c in setup.companies.items():
        for cid, pct in c.shares.items():
            wanted.setdefault(cid, {})[holder] = pct
    for cid, pct in setup.pool.items():
        wanted.setdefault(cid, {})["pool"] = pct
    # a certificate kept for the owner of a company a player holds stays kept (1824: Sued 1's
    # owner has not yet exchanged it for the Suedbahn's director's certificate), unless the
    # setup names the company's director
    owned = {cid for cid, holders in wanted.items() if any(h in state.player for h in holders)}
    for cid, holders in wanted.items():
        if cid not in state.companies:
            raise SetupError(f"shares: {state.game.id} has no company {cid!r}")
        _in_game(state, "shares", cid)
        director = setup.companies[cid].director if cid in setup.companies else None
        state = _deal(state, cid, holders, director, owned)
    return state


def _deal(state: State, cid: str, holders: Mapping[str, int], director: str | None, owned: set[str]) -> State:
    # the director's first, then the IPO's; certificates kept for a company's owner last
    certs = sorted(
        (c for c in state.certs_of(cid) if c.owner not in owned or (c.director and director)),
        key=lambda c: (not c.director, c.owner != "ipo", int(c.id.rsplit("_", 1)[1])),
    )
    if sum(holders.values()) > 100:
        raise SetupError(f"shares: the holdings of {cid} add up to {sum(holders.values())}%")
    lead = certs[0] if certs and certs[0].director else None
    if lead is not None and director is None:
        ranked = [p for p in state.players if holders.get(p, 0) >= lead.percent]
        ranked.sort(key=lambda p: -holders[p])
        director = ranked[0] if ranked else None
    left = dict(holders)
    out: list[Cert] = []
    rest = [c for c in certs if not c.director]
    if lead is not None and director is not None:
        if left.get(director, 0) < lead.percent:
            raise SetupError(
                f"companies.{cid}.director: {director} holds less than "
                f"the {lead.percent}% director's certificate"
            )
        out.append(replace(lead, owner=director))
        left[director] -= lead.percent
    for holder, pct in left.items():
        while pct > 0:
            if not rest or rest[0].percent > pct:
                raise SetupError(
                    f"shares: {holder}'s {holders[holder]}% of {cid} does not fit its certificates"
                )
            cert = rest.pop(0)
            out.append(replace(cert, owner=holder))
            pct -= cert.percent
    return state.with_certs(*out)


def _trains(state: State, setup: Setup) -> State:
    for cid, c in setup.companies.items():
        for spec in c.trains:
            card = _take_card(state, spec.name, spec.id)
            state = tr.give_train(state, card, cid, spec.name if spec.name != tr.card_group(card) else None)
            state = tr.restock_unlimited(state, card)
            state = state.with_trains(
                replace(
                    state.trains[card.id],
                    obsolete=spec.obsolete,
                    warranties=spec.warranties,
                    dealt=spec.dealt,
                )
            )
    state = _depot_for_phase(state)
    for group, left in setup.depot.items():
        cards = sorted(tr.depot_cards(state, group), key=tr.card_number)
        if not cards and left:
            raise SetupError(f"depot.{group}: no {group} cards are left in the depot")
        state = state.with_trains(*(replace(c, owner="removed") for c in cards[: max(len(cards) - left, 0)]))
    return state


def _take_card(state: State, name: str, card_id: str | None) -> TrainCard:
    try:
        group = tr.group_of(state, name)
    except KeyError:
        raise SetupError(f"trains: {state.game.id} has no train {name!r}") from None
    if card_id is not None:
        if card_id not in state.trains or tr.card_group(state.trains[card_id]) != group:
            raise SetupError(f"trains: no {group} card {card_id!r}")
        return state.trains[card_id]
    cards = sorted(tr.depot_cards(state, group), key=tr.card_number)
    if not cards:
        raise SetupError(f"trains: no {name} card is left to hand out")
    return cards[0]


def _depot_for_phase(state: State) -> State:
    """Cards of the types sold out before the phase leave the depot, and one of the type that
    started it (unless a company already holds one)."""
    here = tr.phase_index(state, state.phase)
    if here <= 0:
        return state
    starters = [t for p in state.game.phases[1 : here + 1] for t in p.triggers]
    if not starters:
        return state
    order: list[str] = []
    for t in state.game.trains:
        g = state.rules.train_group(t)
        if g not in order and not t.available_on:
            order.append(g)
    last = max((order.index(s) for s in starters if s in order), default=-1)
    gone: list[TrainCard] = []
    for g in order[:last]:
        if not tr.unlimited(state, g):
            gone += tr.depot_cards(state, g)
    if last >= 0 and tr.first_of_group(state, order[last]):
        cards = sorted(tr.depot_cards(state, order[last]), key=tr.card_number)
        gone += cards[:1]
    return state.with_trains(*(replace(c, owner="removed") for c in gone))


def _companies(state: State, setup: Setup) -> State:
    for cid, c in setup.companies.items():
        state = _company(state, cid, c)
    return state


def _company(state: State, cid: str, c: CompanySetup) -> State:
    cs = state.companies[cid]
    cell = cs.cell
    if c.price is not None:
        try:
            cell = mk.parse_cell(state.market, c.price, mark="p")
        except mk.MarketError as exc:
            raise SetupError(f"companies.{cid}.price: {exc}") from None
    par = c.par if c.par is not None else cs.par
    if par is None and cell is not None:
        par = mk.value(state.market, cell)
    comp = state.company_def(cid)
    sold = sum(x.percent for x in state.certs_of(cid) if x.owner in state.player)
    floated = c.floated
    if floated is None:  # a company another owns is in play as long as it is owned
        floated = c.owner is not None or sold >= state.rules.float_percent(comp)
    state = state.update_company(
        cid,
        cell=cell,
        par=par,
        stack=state.stack_counter,
        floated=floated,
        has_operated=c.operated,
        closed=c.closed,
        revenue=c.revenue,
        owner=c.owner,
        tokens=cs.tokens if c.tokens is None else c.tokens,
        permits=_permits(state, cid, c.permits) or cs.permits,
    )
    return state.next_stack()


def _permits(state: State, cid: str, permits: tuple[str, ...]) -> tuple[str, ...]:
    kinds = {t.kind for t in state.game.trains if t.kind}
    for kind in permits:
        if kind not in kinds:
            raise SetupError(
                f"companies.{cid}.permits: {kind!r} is not a kind of train of this game "
                f"({', '.join(sorted(kinds)) or 'it has none'})"
            )
    return permits


def _board(state: State, setup: Setup) -> State:
    """Tiles as laid in play (unjudged): home stations and tokens follow their city, as an
    upgrade carries them; then the tokens."""
    board = state.board
    for i, t in enumerate(setup.tiles):
        hex = _hex_on_map(board, t.hex, f"tiles[{i}].hex")
        try:
            tile, copy = state.rules.resolve_tile(t.tile)
        except TreshamError as exc:
            raise SetupError(f"tiles[{i}].tile: {exc}") from None
        if not 0 <= t.rotation < tile.edge_count:
            raise SetupError(f"tiles[{i}].rotation: expected 0-{tile.edge_count - 1}, got {t.rotation}")
        lay = LayTile(entity="setup", entity_type="player", hex=hex, tile=t.tile, rotation=t.rotation)
        try:
            board = LayContext(state.rules, board, lay, tile, copy, check_connection=False).after
        except TreshamError as exc:
            raise SetupError(f"tiles[{i}]: {exc}") from None
    start = state.board
    for i, k in enumerate(setup.tokens):
        if k.company not in state.companies:
            raise SetupError(f"tokens[{i}].company: {state.game.id} has no company {k.company!r}")
        hex = _hex_on_map(board, k.hex, f"tokens[{i}].hex")
        if not restates_home(start, board, k.company, hex, k.city):  # else set out at the start
            city = home_city_now(start, board, k.company, hex, k.city)  # (a tile may have moved it)
            board = board.with_token(TokenContext(state.rules, board, k.company, hex, city).token)
    return replace(state, board=board)


def _hex_on_map(board: Board, name: str, where: str) -> str:
    """``name`` as the map names it, if it is a hex of the map."""
    try:
        hex = board.normalise(name)
    except CoordinateError as exc:
        raise SetupError(f"{where}: {exc}") from None
    if not board.on_map(hex):
        raise SetupError(f"{where}: {hex} is not on the map")
    return hex


def _round(state: State, setup: Setup) -> State:
    spec = setup.round
    if spec is None:
        return state
    program = program_of(state)
    kind = program.kinds.get(spec.kind)
    if kind is None:
        raise SetupError(
            f"round.kind: {state.game.id} plays {', '.join(program.kinds)} rounds, not {spec.kind!r}"
        )
    for cid, c in setup.companies.items():
        if c.operated:
            state = state.update_company(cid, operated=True)
    count = (
        spec.or_count
        or program.rounds_in_set(spec.kind, spec.number)
        or state.rules.operating_rounds(tr.current_phase(state))
    )
    at = RoundAt(spec.number, spec.or_index, count, spec.entity, spec.step, spec.passes, spec.picks)
    return settle(kind.enter(state, at))[0]
