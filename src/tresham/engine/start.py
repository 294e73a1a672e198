"""The state a game starts in: ``new_state(game, players, seed=..., options=...)``.

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

**Options and draws.** ``options`` are 18xx.games' ``optional_rules``: an option of one of
the game's maps picks that map (1840's ``three_player_small``; without it three players
play the main map, as on the site), the game's own options (``Rules.OPTIONS``: 1862's game
lengths) change what they say; any other is refused. Then the game's set-up is drawn from
``seed`` as 18xx.games draws it (``Rules.draw_setup``, ``rules.lcg``); without a seed a
random one is drawn. What was drawn is kept on ``State.setup`` and applied: companies
removed (1862) or not in play (1840's majors) start closed as a map's removals do, each
company in the game holds its train permit (1862), majors stand on their start prices
(18Mag). ``undrawn_state`` is the same table with nothing drawn and the map of the player
count: the start a scenario's partial setup is laid over.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from types import MappingProxyType

from ..errors import SetupError
from ..model.game import GameDef, MapDef
from ..model.trains import TrainCount
from ..rules import lcg, rules_for
from ..rules.base import Rules
from ..rules.setup_hooks import GameSetup
from . import market as mk
from . import trains as tr
from .events import Event
from .games import program_of
from .round_state import RoundState
from .state import Cert, CompanyState, PlayerState, State, keys_in_game
from .trains import build_depot


def new_state(
    game: GameDef,
    players: Sequence[str],
    *,
    seed: int | None = None,
    options: Iterable[str] = (),
    site: bool = False,
) -> State:
    """A game set up as 18xx.games sets it up from ``seed`` with ``options`` (see above);
    ``site``: a record of 18xx.games is replayed, played by the site's readings of the rules
    where they differ from tresham's (``GameSetup.site``)."""
    names = [str(p) for p in players]
    keys = _check_players(game, names)
    opts = tuple(dict.fromkeys(str(o) for o in ((options,) if isinstance(options, str) else options)))
    mp = map_for_options(game, len(names), opts)
    rules = rules_for(game, mp)
    _check_options(game, rules, len(names), opts)
    why = rules.players_problem(len(names))
    if why:
        raise SetupError(f"{game.id}: {why}")
    if seed is None:
        seed = random_seed()
    elif not isinstance(seed, int) or isinstance(seed, bool):
        raise SetupError(f"{game.id}: a seed is a whole number, not {seed!r}")
    first = GameSetup(seed=seed, options=opts, rng=lcg.first_state(seed), site=site)
    setup = rules.draw_setup(first, len(names))
    state = _table(game, names, keys, mp, rules, setup)
    return start_first_round(_in_play(apply_draws(state)))[0]


def undrawn_state(game: GameDef, players: Sequence[str], seed: int | None = None) -> State:
    """The start with nothing drawn, on the map of the player count, every company in the
    game but those the map leaves out: what a scenario's partial setup is laid over. With
    a ``seed`` the set-up is drawn from it (``Rules.draw_setup``), as ``new_state`` does."""
    names = [str(p) for p in players]
    keys = _check_players(game, names)
    mp = game.map_for(len(names))
    rules = rules_for(game, mp)
    setup = (
        GameSetup()
        if seed is None
        else rules.draw_setup(GameSetup(seed=seed, rng=lcg.first_state(seed)), len(names))
    )
    return start_first_round(_in_play(apply_draws(_table(game, names, keys, mp, rules, setup))))[0]


def random_seed() -> int:
    """A seed for a game set up without one (shown by callers, so it can be set up again)."""
    import secrets  # (only a game set up without a seed needs it: a replay never does)

    return secrets.randbelow(lcg.MODULUS)


def map_for_options(game: GameDef, players: int, options: Sequence[str]) -> MapDef:
    """The map 18xx.games plays ``players`` on: one an option picks, else one for that count
    that needs no option, else the standard map (1840 plays 3 on the main map by default)."""
    fits = [m for m in game.maps.values() if players in m.players]
    chosen = [m for m in fits if m.export_option and m.export_option in options]
    plain = [m for m in fits if not m.export_option]
    return (chosen or plain or [game.default_map])[0]


def _check_options(game: GameDef, rules: Rules, players: int, options: Sequence[str]) -> None:
    """Every option must be one tresham plays: the game's own, or one of its maps' for
    this many players."""
    maps = {m.export_option: m for m in game.maps.values() if m.export_option}
    for option in options:
        if option in rules.OPTIONS:
            continue
        mp = maps.get(option)
        if mp is None:
            known = ", ".join(sorted({*rules.OPTIONS, *maps})) or "none"
            raise SetupError(f"{game.id}: the option {option!r} is not played by tresham (it plays: {known})")
        if players not in mp.players:
            counts = ", ".join(str(n) for n in mp.players)
            raise SetupError(f"{game.id}: the option {option!r} is for {counts} players, not {players}")


def _table(
    game: GameDef, given: list[str], names: list[str], mp: MapDef, rules: Rules, setup: GameSetup
) -> State:
    """Everything on the table before the first round: cash, certificates, trains, board;
    the players by their keys (``names``), their ``given`` names kept."""
    cash = rules.starting_cash(len(names))
    size = rules.bank_size(len(names))
    bank = None if not size else size - cash * len(names)
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
    counts = rules.option_train_counts(setup.options, len(names))
    trains = tuple(
        replace(t, count=TrainCount(every=counts[groups[t.name]])) if groups[t.name] in counts else t
        for t in game.trains
    )
    depot = build_depot(trains, len(names), groups)
    return State(
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
        setup=setup,
    )


def apply_draws(state: State) -> State:
    """What ``state.setup`` drew, on the table: companies removed or not in play leave the
    game (closed, their certificates ``"removed"``, no home); permits go to their
    companies; start prices put the companies' tokens on the market, in play from the
    start where the rules say so (18Mag's majors: ``in_play_from_start``)."""
    setup = state.setup
    kinds = {state.company_def(c).kind for c in setup.in_play}
    idle = [c.id for c in state.game.companies if c.kind in kinds and c.id not in setup.in_play]
    for cid in (*setup.removed, *idle):
        state = _leave_game(state, cid)
    for cid, kind in setup.permits.items():
        state = state.update_company(cid, permits=(kind,))
    for cid, price in setup.prices.items():
        cell = mk.cell_of_value(state.market, price, mark="p")
        floated = state.rules.in_play_from_start(state.company_def(cid))
        state = state.update_company(cid, cell=cell, stack=state.stack_counter, floated=floated).next_stack()
    return state


def restock_lines(state: State) -> State:
    """The state with the lines the game deals during play (1840: ``players + 1`` more after
    the line auctions of a company round, VIII.7 L2007-L2027), drawn from the generator's
    state kept on ``state.setup``; a game that deals nothing then is unchanged."""
    return replace(state, setup=state.rules.restock_lines(state.setup, len(state.players)))


def _leave_game(state: State, cid: str) -> State:
    gone = [replace(c, owner="removed") for c in state.certs_of(cid)]
    state = state.with_certs(*gone).update_company(cid, closed=True)
    return replace(state, board=state.board.without_homes(cid))


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
            card = tr.top_card(state, tr.group_of(state, name))
            if card is not None:
                state = tr.give_train(state, card, comp.id)
    return state


def start_first_round(state: State) -> tuple[State, list[Event]]:
    """The game's first round, as its program says (a stock round, or a draft)."""
    return program_of(state).start(state)


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
    return list(keys_in_game(game, names))
