"""A whole game: map(s), manifest, companies, trains, phases, market and cards."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..grid import Grid, grid_for
from .tile import Content, TileDef


@dataclass(frozen=True)
class Border:
    edge: int
    kind: str  # impassable | water | join | divider | ...
    cost: int = 0


@dataclass(frozen=True)
class Partition:
    a: float
    b: float
    kind: str


@dataclass(frozen=True)
class HexDef:
    """One hex (or square cell) of a map as printed, with its rules-relevant marks."""

    at: str
    content: Content
    name: str = ""
    terrain: str = ""
    cost: int = 0
    borders: tuple[Border, ...] = ()
    partition: Partition | None = None
    home: tuple[str, ...] = ()
    home_city: tuple[tuple[str, int], ...] = ()
    reserved: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()
    notes: str = ""

    @property
    def color(self) -> str:
        return self.content.color

    @property
    def label(self) -> str:
        return self.content.label

    def border(self, edge: int) -> Border | None:
        for b in self.borders:
            if b.edge == edge:
                return b
        return None


@dataclass(frozen=True)
class ScenarioCell:
    at: str
    tile: str
    rotation: int = 0


@dataclass(frozen=True)
class Scenario:
    name: str
    cells: tuple[ScenarioCell, ...] = ()
    notes: str = ""


@dataclass(frozen=True)
class MapDef:
    id: str
    layout: str
    name: str
    hexes: dict[str, HexDef]
    players: tuple[int, ...] = ()
    scenarios: tuple[Scenario, ...] = ()
    parity: int | None = None
    source: str = ""

    @property
    def grid(self) -> Grid:
        return grid_for(self.layout, self.parity)

    @property
    def bounded(self) -> bool:
        return self.layout != "square"


@dataclass(frozen=True)
class ManifestEntry:
    name: str
    count: int
    back: str = ""
    aliases: tuple[str, ...] = ()
    variant_of: str = ""
    notes: str = ""
    setup: bool = False  # set out by a scenario before play, never laid during play


@dataclass(frozen=True)
class Manifest:
    entries: tuple[ManifestEntry, ...]
    upgrades: dict[str, tuple[str, ...]] = field(default_factory=dict)
    source: str = ""

    def entry(self, name: str) -> ManifestEntry | None:
        for e in self.entries:
            if e.name == name or name in e.aliases:
                return e
        return None

    def physical_entries(self) -> list[ManifestEntry]:
        """Entries that are physical tiles (town variants draw on their base tile)."""
        return [e for e in self.entries if not e.variant_of]

    @property
    def physical(self) -> int:
        return sum(e.count for e in self.physical_entries())

    def side_names(self) -> list[str]:
        """Every drawable tile name: fronts, backs and variants."""
        out: list[str] = []
        for e in self.entries:
            out.append(e.name)
            if e.back:
                out.append(e.back)
        return out


@dataclass(frozen=True)
class Certificate:
    percent: int
    count: int = 1
    director: bool = False


@dataclass(frozen=True)
class Company:
    id: str
    name: str
    kind: str
    color: str
    text_color: str = "#ffffff"
    home: tuple[str, ...] = ()
    home_city: int | None = None
    tokens: tuple[int, ...] = ()
    certificates: tuple[Certificate, ...] = ()
    par: int | None = None
    capital: int | None = None
    float_percent: int | None = None
    abilities: tuple[str, ...] = ()
    rulebook: str = ""
    notes: str = ""


@dataclass(frozen=True)
class Private:
    id: str
    name: str
    kind: str = "private"
    cost: int | None = None
    revenue: int | None = None
    abilities: tuple[str, ...] = ()
    players: tuple[int, ...] = ()
    notes: str = ""
    rulebook: str = ""


@dataclass(frozen=True)
class Train:
    name: str
    distance: Any
    cost: int
    count: Any  # int (-1 = unlimited) or {players: count}
    rusts_on: str = ""
    obsolete_on: str = ""
    available_on: str = ""
    trade_in: tuple[tuple[str, int], ...] = ()
    kind: str = ""
    group: str = ""  # the card's stack when several faces share one card (1862 "A": 1F/2E/2L)
    events: tuple[str, ...] = ()
    notes: str = ""

    def count_for(self, players: int | None) -> int:
        if isinstance(self.count, int):
            return self.count
        if players is not None and str(players) in self.count:
            return self.count[str(players)]
        values = list(self.count.values())
        return -1 if -1 in values else max(values)


@dataclass(frozen=True)
class Phase:
    name: str
    on: str
    tiles: tuple[str, ...]
    operating_rounds: int | None = None
    train_limit: Any = None
    events: tuple[str, ...] = ()
    rulebook: str = ""
    notes: str = ""


@dataclass(frozen=True)
class MarketCell:
    value: int
    marks: str = ""


@dataclass(frozen=True)
class Market:
    kind: str
    rows: tuple[tuple[MarketCell | None, ...], ...]
    legend: dict[str, str] = field(default_factory=dict)
    moves: dict[str, str] = field(default_factory=dict)
    notes: str = ""


@dataclass(frozen=True)
class Card:
    id: str
    kind: str
    title: str = ""
    text: str = ""
    alt_text: str = ""
    money: int | None = None
    players: tuple[int, ...] = ()
    count: int = 1
    notes: str = ""


@dataclass(frozen=True)
class PlayerSetup:
    cash: int | None = None
    cert_limit: int | None = None
    notes: str = ""


@dataclass(frozen=True)
class GameDef:
    id: str
    title: str
    designer: str
    publisher: str
    players: tuple[int, ...]
    currency: str
    bank: int
    layout: str
    revenue_columns: tuple[str, ...]
    maps: dict[str, MapDef]
    player_setup: dict[int, PlayerSetup]
    phases: tuple[Phase, ...]
    end: tuple[str, ...]
    rounding: dict[str, str]
    manifests: dict[str, Manifest]  # per map id (18Mag's 2-player map has its own tile set)
    tiles: dict[str, TileDef]  # the library tiles this game can see
    companies: tuple[Company, ...]
    privates: tuple[Private, ...]
    trains: tuple[Train, ...]
    markets: dict[str, Market]  # per map id
    cards: tuple[Card, ...]
    notes: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    # ------------------------------------------------------------------ views
    @property
    def manifest(self) -> Manifest:
        return self.manifests[self.default_map.id]

    @property
    def market(self) -> Market:
        return self.markets[self.default_map.id]

    @property
    def default_map(self) -> MapDef:
        return self.maps["standard"] if "standard" in self.maps else next(iter(self.maps.values()))

    def map_for(self, players: int | None) -> MapDef:
        if players is not None:
            for m in self.maps.values():
                if players in m.players:
                    return m
        return self.default_map

    def manifest_for(self, players: int | None) -> Manifest:
        return self.manifests[self.map_for(players).id]

    def market_for(self, players: int | None) -> Market:
        return self.markets[self.map_for(players).id]

    def money(self, amount: int) -> str:
        return self.currency.replace("{}", f"{amount}")

    def company(self, cid: str) -> Company | None:
        for c in self.companies:
            if c.id == cid:
                return c
        return None

    def tile(self, name: str) -> TileDef:
        from ..errors import UnknownTileError

        if name in self.tiles:
            return self.tiles[name]
        for man in self.manifests.values():
            entry = man.entry(name)
            if entry is not None and entry.name in self.tiles:
                return self.tiles[entry.name]
        raise UnknownTileError(f"{self.id} has no tile {name!r}")

    def phase(self, name: str) -> Phase | None:
        for p in self.phases:
            if p.name.lower() == name.lower():
                return p
        return None
