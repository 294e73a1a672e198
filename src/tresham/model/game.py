"""A whole game: map(s), manifest, companies, trains, phases, market and cards.

The model's types are defined in topic modules (``maps``, ``companies``, ``trains``,
``market``); this module holds ``GameDef`` and re-exports them, so ``model.game`` is the one
place to import the model from.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Literal, get_args

from ..errors import UnknownTileError
from ..grid import Layout
from .companies import (
    COMPANY_KINDS,
    PRIVATE_KINDS,
    CardSide,
    Certificate,
    Company,
    CompanyKind,
    Private,
    PrivateKind,
)
from .frozen import freeze_fields, frozen
from .maps import (
    BORDER_KINDS,
    ICON_SYMBOLS,
    Border,
    BorderKind,
    CityLine,
    HexDef,
    Icon,
    Manifest,
    ManifestEntry,
    MapDef,
    Partition,
    PlayerSetup,
    Scenario,
    ScenarioCell,
)
from .market import MARKET_KINDS, Market, MarketCell, MarketKind
from .tile import TileDef
from .trains import Distance, DistanceUnit, Phase, Train, TrainCount, TrainKind, TrainLimit, TrainLimits

__all__ = [
    "BORDER_KINDS",
    "ICON_SYMBOLS",
    "COMPANY_KINDS",
    "MARKET_KINDS",
    "PRIVATE_KINDS",
    "Border",
    "BorderKind",
    "Card",
    "CardSide",
    "Certificate",
    "CityLine",
    "Company",
    "CompanyKind",
    "Distance",
    "DistanceUnit",
    "GameDef",
    "HexDef",
    "Icon",
    "Manifest",
    "ManifestEntry",
    "MapDef",
    "Market",
    "MarketCell",
    "MarketKind",
    "Partition",
    "Phase",
    "PlayerSetup",
    "Private",
    "PrivateKind",
    "Scenario",
    "ScenarioCell",
    "Train",
    "TrainCount",
    "TrainKind",
    "TrainLimit",
    "TrainLimits",
    "Track",
    "TRACK_SHAPES",
]


@dataclass(frozen=True)
class Card:
    """Any other printed card: 18 Lilliput's action cards, round markers, tokens to cut out.

    ``kind`` sorts them for printing (``action``, ``character``, ``token``, ``marker`` ...);
    ``alt_text`` is an action card's other action; ``players`` the player counts it is used
    with; ``count`` the copies printed; ``color`` a fill where the piece has one of its own
    (18Mag's green terrain tokens). A round piece that must fit a place on the board has a
    ``diameter`` (mm; else it is as large as its words need) and, where its title cannot read
    at that size, a ``short`` name printed instead, with ``text`` under it (1840's landmark
    tokens: the landmark's code from its private card, and its hex).
    """

    id: str
    kind: str
    title: str = ""
    text: str = ""
    alt_text: str = ""
    money: int | None = None
    players: tuple[int, ...] = ()
    count: int = 1
    notes: str = ""
    color: str = ""
    diameter: float | None = None
    short: str = ""


TrackShape = Literal["strip", "hex"]
TRACK_SHAPES: tuple[TrackShape, ...] = get_args(TrackShape)


@dataclass(frozen=True)
class Track:
    """A row of spaces a marker moves along: a round track, a revenue track.

    ``spaces`` are the words printed in the spaces, in order; ``marked`` the 1-based spaces
    drawn with a red ring (18Mag's OR after which a stock round comes); ``rows`` repeats the
    spaces once per named row (1862's par chart: chartered and non-chartered). A ``strip`` is a
    board of its own; a ``hex`` is a tile-sized piece laid on another (18Mag's round-indicator
    tiles), double-sided when ``back`` names the track on its other side. ``count`` pieces are
    printed (0 for a track that is only some piece's back). ``space`` is the size of a strip's
    spaces in mm, width and height, where they hold cards rather than a marker (1840's tram
    purchase and line auction areas); empty: 15 mm squares.
    """

    id: str
    title: str
    spaces: tuple[str, ...]
    marked: tuple[int, ...] = ()
    color: str = ""
    shape: TrackShape = "strip"
    back: str = ""
    count: int = 1
    text: str = ""
    rows: tuple[str, ...] = ()
    space: tuple[float, float] | None = None


@dataclass(frozen=True)
class GameDef:
    """Everything a game's data says, checked and cross-checked when it was loaded.

    ``maps``, ``manifests`` and ``markets`` are keyed by map id (18Mag's 2-player map has its
    own tiles and market); ``tiles`` are the library tiles the game can see. ``player_setup``
    is keyed by player count; ``rounds`` is the number of rounds of a fixed-length game by
    player count (18 Lilliput); ``round_order`` says the order of rounds in words for the
    player aid; ``terms`` are words the printed components use instead of the usual ones
    (18 Lilliput: ``rusts = "Scrapped"``); ``rounding`` names each rounding rule in words;
    ``icons`` are the marks map hexes carry, with their legend (1840's city-line bonuses);
    ``tracks`` the round and revenue tracks printed as boards or pieces (cards.toml).
    ``export_title`` is the game's ``title`` in games exported from 18xx.games (``"18Mag"``).
    ``board`` is set on a game made by ``on_board``: the id of the one map its variant plays.
    """

    id: str
    title: str
    designer: str
    publisher: str
    players: tuple[int, ...]
    currency: str
    bank: int
    layout: Layout
    revenue_columns: tuple[str, ...]
    maps: Mapping[str, MapDef]
    player_setup: Mapping[int, PlayerSetup]
    phases: tuple[Phase, ...]
    end: tuple[str, ...]
    rounding: Mapping[str, str]
    manifests: Mapping[str, Manifest]
    tiles: Mapping[str, TileDef]
    companies: tuple[Company, ...]
    privates: tuple[Private, ...]
    trains: tuple[Train, ...]
    markets: Mapping[str, Market]
    cards: tuple[Card, ...]
    notes: str = ""
    subtitle: str = ""
    year: int | None = None
    rounds: Mapping[int, int] = field(default_factory=frozen)
    round_order: tuple[str, ...] = ()
    terms: Mapping[str, str] = field(default_factory=frozen)
    icons: Mapping[str, Icon] = field(default_factory=frozen)
    tracks: tuple[Track, ...] = ()
    export_title: str = ""
    board: str = ""  # the map a variant of the game is played on (``on_board``), else ""

    def __post_init__(self) -> None:
        freeze_fields(
            self,
            "maps",
            "player_setup",
            "rounding",
            "manifests",
            "tiles",
            "markets",
            "rounds",
            "terms",
            "icons",
        )

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
        return self._companies_by_id.get(cid)

    @cached_property
    def _companies_by_id(self) -> Mapping[str, Company]:
        return {c.id: c for c in self.companies}

    def tile(self, name: str) -> TileDef:
        if name in self.tiles:
            return self.tiles[name]
        for man in self.manifests.values():
            entry = man.entry(name)
            if entry is not None and entry.name in self.tiles:
                return self.tiles[entry.name]
        raise UnknownTileError(f"{self.id} has no tile {name!r}")

    def on_board(self, mp: MapDef) -> GameDef:
        """The game as a kit printed for the board ``mp`` alone shows it: the game itself,
        unless the board plays a variant with numbers of its own (``MapDef.variant``: 1824's
        Cisleithania). Then it is that variant: its title, player counts, bank, cash and
        limits, train cards and rounds, this board only, without the companies and privates
        the board leaves out (``removes``)."""
        if not mp.variant:
            return self
        gone = set(mp.removes)

        def counted(train: Train) -> Train:
            by = {n: counts[train.name] for n, counts in mp.train_counts.items() if train.name in counts}
            if not by:
                return train
            return replace(train, count=TrainCount(by_players=by))

        return replace(
            self,
            title=mp.title or self.title,
            board=mp.id,
            players=mp.players or self.players,
            bank=max((row.bank or 0 for row in mp.player_setup.values()), default=self.bank) or self.bank,
            maps={mp.id: mp},
            manifests={mp.id: self.manifests[mp.id]},
            markets={mp.id: self.markets[mp.id]},
            player_setup=mp.player_setup or self.player_setup,
            round_order=mp.round_order or self.round_order,
            companies=tuple(c for c in self.companies if c.id not in gone),
            privates=tuple(p for p in self.privates if p.id not in gone),
            trains=tuple(counted(t) for t in self.trains),
        )

    def phase(self, name: str) -> Phase | None:
        for p in self.phases:
            if p.name.lower() == name.lower():
                return p
        return None
