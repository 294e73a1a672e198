"""The state of a game in play: who holds what money, which shares and which trains.

A ``State`` is immutable; every action gives a new one (``engine.apply``). It holds:

- ``players`` in seat order, each with cash, by a key of his own (``player_keys``): his
  name, unless that name is also a company's, a private's or a place's id (hotseat games
  name their players "1", "2"... as 18Mag names its minors), when it is ``"player 1"``;
  the name he was given is kept for display (``player_name``), and an action naming him
  is read with ``keyed``; ``private_owners`` says who owns each private
  (companies, characters, coal railways bought as private cards, mountain railways);
- ``companies``: every railway with its treasury, trains, unused station tokens, par and
  place on the market (a cell ``(row, col)``, 0-based as 18xx.games counts them), and
  whether it has floated, operated this round or closed;
- ``certs``: every share certificate by its export id (``"BK_0"`` is the director's) and
  who holds it. A holder is a player's key, a company id (shares in its own or another
  company's treasury), ``"ipo"`` (unsold, the bank's initial offering) or ``"pool"`` (the
  open market, where sold shares go);
- ``trains``: every train card by its export id (``"3-0"``), with its current name (1862's
  faces and 1840's variants rename a card, the id stays), and its holder: a company,
  ``"depot"`` (the bank's stack, not yet sold), ``"pool"`` (the bank's used-train pool) or
  ``"removed"`` (rusted, scrapped, traded in);
- the ``bank``'s cash (``None`` when the bank is unlimited), the ``phase``, the ``round``
  (``engine.round_state``: whose turn, which step, a merger under way) and who holds the
  priority deal;
- the ``board``: tiles and station tokens (``rules.board.Board``);
- ``pending``: companies to be formed at the end of the operating round (1824's
  Staatsbahnen, ``engine.formation``);
- ``markers``: counters on the table by name (18Mag's "no train sold" tokens on a train
  stack, ``engine.idle``);
- ``decisions``: the questions someone must answer before play goes on, a stack
  (``engine.decisions``);
- ``ending``: the soonest end the rules have seen coming that has not yet taken effect (the
  bank broken: the current set of operating rounds is still played); ``end``: why the game is
  over, once it is (``GameEnd``); nobody acts then;
- ``setup``: the seed, the options and what the set-up drew (``rules.setup_hooks.GameSetup``),
  with the generator's state for draws made during play.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..model.actions import Action
from ..model.game import Company, GameDef, Market
from ..rules.board import Board
from ..rules.lay import TurnState
from ..rules.ownership import Ownership, PlayerHoldings
from ..rules.setup_hooks import GameSetup
from .pieces import Cert, CompanyState, Decision, GameEnd, PlayerState, TrainCard, no_items
from .round_state import Merger, RoundState, merger_of_round, turn_lays

if TYPE_CHECKING:
    from ..rules.base import Rules

__all__ = [
    "BANK_HOLDERS",
    "TRAIN_PLACES",
    "Cert",
    "CompanyState",
    "Decision",
    "GameEnd",
    "PlayerState",
    "TrainCard",
    "State",
    "keys_in_game",
    "no_items",
    "player_keys",
]

BANK_HOLDERS = frozenset({"ipo", "pool"})
"""Holders that are the bank's: its initial offering and the open market."""

TRAIN_PLACES = frozenset({"depot", "pool", "removed"})


def player_keys(names: Sequence[str], taken: Set[str]) -> tuple[str, ...]:
    """Each player's key: his name, or ``"player <name>"`` where the name is ``taken`` (a
    company's, a private's or a place's id) or is another player's name, so that no holder
    (a certificate's owner, a payee, a private's owner) can be both a player and anything
    else. A key that is still not free gets a number: ``"player 1 (2)"``."""
    used = set(taken) | set(names)
    keys: list[str] = []
    for name in names:
        key = name
        if name in taken:
            key, n = f"player {name}", 1
            while key in used:
                n += 1
                key = f"player {name} ({n})"
            used.add(key)
        keys.append(key)
    return tuple(keys)


def keys_in_game(game: GameDef, names: Sequence[str]) -> tuple[str, ...]:
    """The keys ``new_state`` gives players of these ``names`` in ``game``: apart from its
    companies, its privates and the bank's places."""
    taken = (
        BANK_HOLDERS
        | TRAIN_PLACES
        | {"bank"}
        | {c.id for c in game.companies}
        | {p.id for p in game.privates}
    )
    return player_keys(names, taken)


@dataclass(frozen=True)
class State:
    """A moment of a game. Read it through the helpers below; change it with ``engine.apply``."""

    game: GameDef
    rules: Rules
    players: tuple[str, ...]
    player: Mapping[str, PlayerState]
    companies: Mapping[str, CompanyState]
    certs: Mapping[str, Cert]
    trains: Mapping[str, TrainCard]
    phase: str
    round: RoundState
    priority: str
    board: Board
    bank: int | None = None
    stack_counter: int = 0
    private_owners: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    pending: tuple[str, ...] = ()
    markers: Mapping[str, int] = field(default_factory=no_items)
    decisions: tuple[Decision, ...] = ()
    ending: GameEnd | None = None
    end: GameEnd | None = None
    setup: GameSetup = field(default_factory=GameSetup)

    # ------------------------------------------------------------------ reading
    def company_def(self, cid: str) -> Company:
        c = self.game.company(cid)
        if c is None:
            raise KeyError(cid)
        return c

    def is_player(self, name: str) -> bool:
        """Whether ``name`` is a player's key."""
        return name in self.player

    def player_key(self, name: str) -> str | None:
        """The key of the player given ``name`` (or keyed so), if there is one."""
        if name in self.player:
            return name
        return next((p.name for p in self.player.values() if p.given == name), None)

    def player_name(self, key: str) -> str:
        """The name a player was given, from his key (anything else: itself)."""
        p = self.player.get(key)
        return key if p is None else p.shown

    def keyed(self, action: Action) -> Action:
        """``action`` (and its auto actions) with a player named as he was given named by
        his key: an export names players by the names of ``new_state``, an action whose
        ``entity_type`` is ``"player"`` always means a player, never the company of that id."""
        autos = tuple(self.keyed(a) for a in action.auto_actions)
        if autos != action.auto_actions:
            action = replace(action, auto_actions=autos)
        if action.entity_type != "player" or action.entity in self.player:
            return action
        key = self.player_key(action.entity)
        return action if key is None else replace(action, entity=key)

    def is_company(self, name: str) -> bool:
        return name in self.companies

    def certs_of(self, company: str) -> Iterator[Cert]:
        return (c for c in self.certs.values() if c.company == company)

    def percent(self, holder: str, company: str) -> int:
        """The percentage of ``company`` that ``holder`` holds."""
        return sum(c.percent for c in self.certs.values() if c.company == company and c.owner == holder)

    def holdings(self, holder: str) -> dict[str, int]:
        """Every company ``holder`` holds shares of, with the percentage, in charter order."""
        out: dict[str, int] = {}
        for c in self.certs.values():
            if c.owner == holder:
                out[c.company] = out.get(c.company, 0) + c.percent
        return out

    def director(self, company: str) -> str | None:
        """The player holding the director's certificate, if a player does."""
        for c in self.certs_of(company):
            if c.director:
                return c.owner if c.owner in self.player else None
        return None

    def price(self, company: str) -> int | None:
        cell = self.companies[company].cell
        return None if cell is None else self.cell_value(cell)

    def cell_value(self, cell: tuple[int, int]) -> int:
        row, col = cell
        found = self.market.rows[row][col]
        if found is None:
            raise IndexError(f"no market cell at {cell}")
        return int(found.value)

    @property
    def market(self) -> Market:
        return self.game.market_for(len(self.players))

    def trains_of(self, company: str) -> list[TrainCard]:
        return [self.trains[t] for t in self.companies[company].trains]

    def cash_of(self, who: str) -> int:
        if who in self.player:
            return self.player[who].cash
        if who in self.companies:
            return self.companies[who].cash
        if who == "bank":
            return self.bank if self.bank is not None else 0
        raise KeyError(who)

    def payer(self, company: str) -> str:
        """Whose treasury pays ``company``'s costs: its own, or its owner's (1840's lines
        spend their tram company's money, L2285-L2287)."""
        cs = self.companies.get(company)
        return cs.owner if cs is not None and cs.owner else company

    def private_owner(self, private: str) -> str | None:
        return self.private_owners.get(private)

    def privates_of(self, owner: str) -> list[str]:
        return [p for p, o in self.private_owners.items() if o == owner]

    def ownership(self) -> Ownership:
        """Who directs which companies and owns which privates, for the rules' abilities
        (worked out once and kept: a state never changes; every lay and token judged asks it)."""
        found: Ownership | None = self.__dict__.get("_ownership")
        if found is None:
            found = self._work_out_ownership()
            object.__setattr__(self, "_ownership", found)
        return found

    def _work_out_ownership(self) -> Ownership:
        heads: dict[str, str] = {}  # each company's director's certificate holder (``director``)
        for cert in self.certs.values():
            if cert.director:
                heads.setdefault(cert.company, cert.owner)
        return Ownership(
            tuple(
                PlayerHoldings(
                    name,
                    tuple(c for c in self.companies if heads.get(c) == name),
                    tuple(self.privates_of(name)),
                )
                for name in self.players
            )
        )

    def label(self, name: str) -> str:
        """How events name a company ("minor 6", "BK"), a player (the name he was given)
        or anyone else."""
        if name in self.companies:
            return self.rules.company_label(self.company_def(name))
        return self.player_name(name)

    @property
    def to_act(self) -> str | None:
        """Who acts now: whoever must answer the decision on top of the stack, else the
        round's entity (nobody, once the game is over)."""
        if self.end is not None:
            return None
        if self.decisions:
            return self.decisions[-1].who
        return self.round.entity

    def steps_of(self, company: str | None) -> tuple[str, ...]:
        """The operating steps of ``company`` (the game's hook decides per kind of company)."""
        if company is None or company not in self.companies:
            return ()
        return self.rules.operating_steps(self.company_def(company))

    # ------------------------------------------------------------------ changing
    def with_company(self, company: CompanyState) -> State:
        d = dict(self.companies)
        d[company.id] = company
        return replace(self, companies=MappingProxyType(d))

    def with_player(self, player: PlayerState) -> State:
        d = dict(self.player)
        d[player.name] = player
        return replace(self, player=MappingProxyType(d))

    def with_certs(self, *certs: Cert) -> State:
        d = dict(self.certs)
        for c in certs:
            d[c.id] = c
        return replace(self, certs=MappingProxyType(d))

    def with_trains(self, *trains: TrainCard) -> State:
        d = dict(self.trains)
        for t in trains:
            d[t.id] = t
        return replace(self, trains=MappingProxyType(d))

    def with_private(self, private: str, owner: str | None) -> State:
        d = dict(self.private_owners)
        if owner is None:
            d.pop(private, None)
        else:
            d[private] = owner
        return replace(self, private_owners=MappingProxyType(d))

    def next_stack(self) -> State:
        """Count one more token arrival on the market (for stacking order)."""
        return replace(self, stack_counter=self.stack_counter + 1)

    def with_round(self, **changes: object) -> State:
        return replace(self, round=replace(self.round, **changes))  # type: ignore[arg-type]

    def with_round_data(self, **changes: object) -> State:
        """The round's own data (``RoundState.data``) with ``changes``."""
        return self.with_round(data=replace(self.round.data, **changes))

    @property
    def lays(self) -> TurnState:
        """The tiles laid in the turn under way (``TurnData``; none where turns lay no track)."""
        return turn_lays(self.round)

    def with_lays(self, lays: TurnState) -> State:
        """The turn under way with ``lays`` its tile lays so far."""
        return self.with_round_data(lays=lays)

    @property
    def merger(self) -> Merger | None:
        """The merger or acquisition under way (1862), if any."""
        return merger_of_round(self.round)

    def with_merger(self, merger: Merger | None) -> State:
        return self.with_round_data(merger=merger)

    def update_company(self, cid: str, **changes: object) -> State:
        return self.with_company(replace(self.companies[cid], **changes))  # type: ignore[arg-type]

    def items_of(self, holder: str) -> Mapping[str, int]:
        """What a player or a company holds by kind (terrain tokens, copy cards)."""
        if holder in self.player:
            return self.player[holder].items
        if holder in self.companies:
            return self.companies[holder].items
        return no_items()

    def add_item(self, holder: str, item: str, n: int) -> State:
        """``holder`` gains ``n`` of ``item`` (loses, when ``n`` is negative)."""
        items = dict(self.items_of(holder))
        items[item] = items.get(item, 0) + n
        if not items[item]:
            del items[item]
        if holder in self.player:
            return self.update_player(holder, items=MappingProxyType(items))
        return self.update_company(holder, items=MappingProxyType(items))

    def update_player(self, name: str, **changes: object) -> State:
        return self.with_player(replace(self.player[name], **changes))  # type: ignore[arg-type]
