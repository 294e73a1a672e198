"""Trains and phases: what a train card says, how many there are, and what each phase allows."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Literal

from .frozen import freeze_fields, frozen

DistanceUnit = Literal["stops", "cities", "hexes"]
"""What a train's number counts.

- ``stops``: revenue locations (cities, towns, off-boards); which of them count is the
  game's rule (18 Lilliput counts cities and Mildendo, not towns or ports, L292-L294).
- ``cities``: 1824's g-trains count cities only (a red off-board counts as a city) and may
  pass any number of towns (L621-L626).
- ``hexes``: 1862's freight faces run that many hexes beyond their start (L1426-L1428).
"""


@dataclass(frozen=True)
class Distance:
    """How far a train may run, as its card says.

    - A plain ``N`` train (18Mag, 1824, 1862's express and local faces, 18 Lilliput):
      ``Distance(N)``: visits up to N revenue locations and scores each one it visits.
    - 1840's trams: ``Distance(None)``: no limit on the locations a run visits (L2844-L2846).
    - 1862's N/M trains ("4/5E"): ``Distance(5, scores=4)``: a route of up to five
      stations that scores four of them; the director picks the one left out (L1537-L1543).
    - 1862's freight faces ("3F"): ``Distance(3, unit="hexes")``.
    - 1824's g-trains ("2g"): ``Distance(2, unit="cities", towns=None)``: two cities beyond
      the mine it starts at, and any number of towns on the way (L621-L626).
    - 18Mag's plus trains: the G&C rail car turns an N-train into an N+N train for one
      operating round: ``Distance(N, towns=N)`` visits up to N more towns, but no more cities
      or off-boards (L600-L602). No card is printed as a plus train; the car makes one.

    A train that doubles what it scores (18 Lilliput's D trains) has an ordinary distance
    and ``Train.kind == "double"``.
    """

    stops: int | None
    unit: DistanceUnit = "stops"
    scores: int | None = None
    towns: int | None = 0

    @property
    def unlimited(self) -> bool:
        return self.stops is None

    @property
    def plain(self) -> bool:
        """A plain N-train (or an unlimited one): counts stops, scores all, no extra towns."""
        return self.unit == "stops" and self.scores is None and self.towns == 0


@dataclass(frozen=True)
class TrainCount:
    """How many cards of one train type a game has, by player count; None means unlimited.

    ``every`` applies to every player count when the data gives one number; otherwise
    ``by_players`` lists the counts (18 Lilliput and 1840 print one column per player count;
    18Mag removes its 6-trains with two players).
    """

    every: int | None = None
    by_players: Mapping[int, int | None] = field(default_factory=frozen)

    def __post_init__(self) -> None:
        freeze_fields(self, "by_players")

    def for_players(self, players: int | None) -> int | None:
        """The count for ``players``; with no (or an unlisted) player count, the most there can be."""
        if not self.by_players:
            return self.every
        if players is not None and players in self.by_players:
            return self.by_players[players]
        return None if self.unlimited else self.most

    @property
    def unlimited(self) -> bool:
        """Unlimited for at least one player count."""
        if not self.by_players:
            return self.every is None
        return any(n is None for n in self.by_players.values())

    @property
    def most(self) -> int:
        """The largest finite count over the player counts (0 when every count is unlimited)."""
        values = [self.every] if not self.by_players else list(self.by_players.values())
        return max((n for n in values if n is not None), default=0)

    @property
    def empty(self) -> bool:
        """No card at all: an entry that only records a price (1840's second-hand trams)."""
        return not self.unlimited and self.most == 0


TrainKind = str
"""A train's kind in its game's words (open: a designer may add one).

``""`` an ordinary train; 1824 ``goods`` (g-trains, from a mine); 1862 ``freight``,
``express`` and ``local`` (the three faces of one card); 18 Lilliput ``double`` (D trains
double the values of the locations they visit, L351); 1840 ``second-hand`` (a tram bought
from a space further right: only a price) and ``city`` (a city corporation's imaginary
tram, not a card).
"""


@dataclass(frozen=True)
class Train:
    """One train type (1862: one face of a card), as its card says.

    - ``cost``: the bank's price.
    - ``count``: how many cards, per player count.
    - ``rusts_on``: the train type (1862: the card group) whose first purchase removes this
      one from play (18 Lilliput calls it scrapping, L234).
    - ``obsolete_on``: the train whose first purchase makes this one obsolete: 18 Lilliput
      turns the card to its grey side and it earns half, rounded down to a multiple of ten
      (``GameDef.rounding``, L216, L724).
    - ``available_on``: the phase from which it is on sale (1824's g-trains).
    - ``trade_in``: (older type, discount): the price drops by the discount when a train of
      the older type is handed in (1824, L763-L766).
    - ``group``: 1862's card group (A-H): the three faces of one card share it, and
      ``rusts_on`` and the phases' triggers name groups.
    - ``events``: what its first purchase changes, in words for the cards.
    - ``printed``: how many cards the box has, where that is not ``count``: an unlimited
      type's physical cards, or the most any game length needs (1862's long game).
    - ``lengths``: the cards a game length other than the standard one uses, where that is
      not ``count`` (1862: ``{"short": 6}`` for group A, from its train-manifest cards).
    """

    name: str
    distance: Distance
    cost: int
    count: TrainCount
    rusts_on: str = ""
    obsolete_on: str = ""
    available_on: str = ""
    trade_in: tuple[tuple[str, int], ...] = ()
    kind: TrainKind = ""
    group: str = ""
    events: tuple[str, ...] = ()
    notes: str = ""
    printed: int | None = None
    lengths: Mapping[str, int] = field(default_factory=frozen)

    def __post_init__(self) -> None:
        freeze_fields(self, "lengths")

    def count_for(self, players: int | None) -> int | None:
        """How many cards with ``players`` players (None: unlimited)."""
        return self.count.for_players(players)


@dataclass(frozen=True)
class TrainLimit:
    """The most trains one company may hold: in all, or so many of each train kind (1862)."""

    total: int | None = None
    per_kind: Mapping[str, int] = field(default_factory=frozen)

    def __post_init__(self) -> None:
        freeze_fields(self, "per_kind")

    def allows(self, kinds: Iterable[TrainKind]) -> bool:
        """True if a company holding trains of these kinds is within the limit."""
        held = list(kinds)
        if self.total is not None and len(held) > self.total:
            return False
        counts = Counter(held)
        return all(counts[kind] <= n for kind, n in self.per_kind.items())


@dataclass(frozen=True)
class TrainLimits:
    """A phase's train limits as the phase table prints them; one of three shapes.

    - ``every``: one number for every company (1840, 18 Lilliput; 1862 phases G-H,
      "a total of 3 trains", L1701).
    - ``by_company_kind``: a number per kind of company (18Mag: minors 2, majors 0; 1824:
      coal, pre-staatsbahn, regional, staatsbahn). A kind left out has no trains then.
    - ``by_train_kind``: so many trains of each kind, for every company (1862 phases A-F:
      "3 trains of each type", L1699-L1700).
    """

    every: int | None = None
    by_company_kind: Mapping[str, int] = field(default_factory=frozen)
    by_train_kind: Mapping[str, int] = field(default_factory=frozen)

    def __post_init__(self) -> None:
        freeze_fields(self, "by_company_kind", "by_train_kind")

    @property
    def given(self) -> bool:
        return self.every is not None or bool(self.by_company_kind) or bool(self.by_train_kind)

    @property
    def summary(self) -> str:
        """The limits in words, as a phase table prints them: ``"3 in all"``, ``"minor 2, major 0"``,
        ``"3 of each kind (freight, express, local)"``; ``""`` where none is given."""
        if self.every is not None:
            return f"{self.every} in all"
        kinds = self.by_train_kind
        if kinds and len(set(kinds.values())) == 1:
            return f"{next(iter(kinds.values()))} of each kind ({', '.join(kinds)})"
        return ", ".join(f"{k} {v}" for k, v in (kinds or self.by_company_kind).items())


@dataclass(frozen=True)
class Phase:
    """A phase of the game: what starts it, which tiles are on sale, how many ORs, train limits.

    ``on`` names the train type (1862: the card group) whose first purchase starts it,
    ``"3|4|6"`` for any of several (18Mag), ``""`` for the first phase and for phases a
    round starts (1840). ``tiles`` lists the tile colours that may be laid.
    """

    name: str
    on: str
    tiles: tuple[str, ...]
    operating_rounds: int | None = None
    limits: TrainLimits = field(default_factory=TrainLimits)
    events: tuple[str, ...] = ()
    rulebook: str = ""
    notes: str = ""

    @property
    def triggers(self) -> tuple[str, ...]:
        """The train types (or 1862 groups) whose first purchase starts this phase."""
        return tuple(t for t in self.on.split("|") if t)

    def train_limit(self, company_kind: str) -> TrainLimit | None:
        """The limit for a company of this kind in this phase; None if none is given for it."""
        lim = self.limits
        if lim.every is not None:
            return TrainLimit(total=lim.every)
        if lim.by_train_kind:
            return TrainLimit(per_kind=lim.by_train_kind)
        if company_kind in lim.by_company_kind:
            return TrainLimit(total=lim.by_company_kind[company_kind])
        return None
