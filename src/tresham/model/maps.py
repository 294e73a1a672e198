"""A game's map as printed: hexes (or 18 Lilliput's square cells), their borders and marks.

Hexes are named as printed (``E12``, ``a11``); 18 Lilliput's cells are ``"x,y"`` with
Mildendo at ``0,0``. Edges and rotation follow the README's Conventions (``grid.py`` states them).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal, get_args

from ..errors import CoordinateError
from ..grid import Grid, Layout, grid_for, index_to_letters
from .frozen import freeze_fields, frozen
from .tile import Content

IconSymbol = Literal["hex", "token"]
ICON_SYMBOLS: tuple[IconSymbol, ...] = get_args(IconSymbol)


@dataclass(frozen=True)
class Icon:
    """A mark printed on map hexes, explained once in the map's legend.

    1840's city-line hexes each show the bonus laying their tile earns: ``yellow_hex`` (a
    small yellow hexagon: lay an extra yellow tile), ``token`` (a small station token: place
    an extra station token) and so on. ``symbol`` is the shape drawn, ``color`` its fill.
    """

    id: str
    symbol: IconSymbol
    color: str
    legend: str


BorderKind = Literal["impassable", "water", "join", "divider"]
"""What a line on a hex edge (or across a hex) means.

- ``impassable``: a barrier no track may cross (1862's Harwich and Ipswich coast, 1840's
  red city-centre hexes).
- ``water``: a river or sea edge; track may cross it where the border names a ``cost``.
- ``join``: no line at all: the two hexes form one multi-hex area (1840's two-hex
  off-boards, 1862's off-board groups). A drawing hint; it never stops track.
- ``divider``: a thin line between the parts of a multi-hex area, or across a hex split in
  two (1862's partitions). A drawing hint for borders; a partition keeps track from
  crossing it.
"""
BORDER_KINDS: tuple[BorderKind, ...] = get_args(BorderKind)


@dataclass(frozen=True)
class Border:
    """A marked edge of one hex: its edge number (0-5), what it is, and the cost to cross it."""

    edge: int
    kind: BorderKind
    cost: int = 0


@dataclass(frozen=True)
class Partition:
    """A line across a hex from edge position ``a`` to ``b`` (1862): track may not cross it.

    Positions are edge numbers, fractional where the line meets an edge off its midpoint.
    """

    a: float
    b: float
    kind: BorderKind | None = None


@dataclass(frozen=True)
class HexDef:
    """One hex (or square cell) of a map as printed, with its rules-relevant marks.

    ``content`` is what is printed on it (preprinted track, cities, off-boards); ``terrain``
    and ``cost`` the price of the first tile laid there; ``home`` the companies whose home
    station is here, with ``home_city`` saying which city on a hex with several;
    ``reserved`` names companies a city is kept for without being their home; ``icons``
    are bonus marks (1840's ``yellow_hex``). ``special_tiles`` are tiles printed for this
    hex alone: they go nowhere else, and no other tile of their colour goes here (1840's
    Westbahnhof takes only its special purple tiles, L2456-2470).
    """

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
    special_tiles: tuple[str, ...] = ()
    city_parts: tuple[int, ...] = ()  # as TileDef.city_parts: how an export numbers the cities

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
    """One tile a scenario sets out before play (18 Lilliput's scenario maps)."""

    at: str
    tile: str
    rotation: int = 0


@dataclass(frozen=True)
class Scenario:
    """A set of tiles laid before play: 18 Lilliput's printed scenario layouts (L632-L673)."""

    name: str
    cells: tuple[ScenarioCell, ...] = ()
    notes: str = ""


@dataclass(frozen=True)
class CityLine:
    """A line printed across the map that is built hex by hex from its two ends (1840's
    Stadtbahn lines): ``hexes`` runs from one terminal to the other, every hex the line
    crosses included, those printed complete (terminals, stations, printed stops) too."""

    id: str
    hexes: tuple[str, ...]
    notes: str = ""


@dataclass(frozen=True)
class PlayerSetup:
    """What each player starts with at one player count: cash and the certificate limit;
    ``bank`` where the bank's size depends on the player count (1824's Cisleithania)."""

    cash: int | None = None
    cert_limit: int | None = None
    notes: str = ""
    bank: int | None = None


@dataclass(frozen=True)
class MapDef:
    """One printed map of a game; a game may have one per player range (18Mag's 2-player map).

    ``hexes`` holds every hex of a bounded map, keyed by its normalised name. 18 Lilliput's
    map is unbounded (``layout = "square"``): only its start cell is listed, and any cell
    may take a tile. ``parity`` is the (letter + number) parity every hex of a doubled-
    coordinate map shares, or None on a square map. ``city_lines`` are lines built in an
    unbroken sequence from their ends (1840). ``export_option`` names the optional rule of an
    18xx.games game that picks this map; without it, that player count plays on another map.
    ``removes`` lists the companies and privates a game on this map leaves out from the start
    (1840's small sides, §XII-XIII), as ``removes_rule`` cites. ``export_title`` is the title
    of a game 18xx.games exports as a title of its own that is played on this map (1824's
    "1824 Cisleithania"); such a map needs its ``export_option`` too, which the export then
    plays as if the record had named it.

    A map that plays a variant with numbers of its own (1824's Cisleithania, X-XI) gives them
    here: ``title``, the variant's name on its printed pieces; ``player_setup``, the bank,
    cash and certificate limit by player count; ``train_counts``, the train cards by player
    count (types not listed keep the game's count); ``round_order``, the variant's rounds in
    words for its player aid. A kit printed for this map alone uses them; the rules of the
    variant read them too.
    """

    id: str
    layout: Layout
    name: str
    hexes: Mapping[str, HexDef]
    players: tuple[int, ...] = ()
    scenarios: tuple[Scenario, ...] = ()
    parity: int | None = None
    source: str = ""
    city_lines: tuple[CityLine, ...] = ()
    export_option: str = ""  # the 18xx.games optional rule that plays on this map (1840 three)
    removes: tuple[str, ...] = ()  # companies and privates left out of a game on this map
    removes_rule: str = ""  # the rulebook's section and lines that leave them out
    export_title: str = ""  # an 18xx.games title of its own played on this map ("1824 Cisleithania")
    title: str = ""  # the variant's title on its printed pieces
    player_setup: Mapping[int, PlayerSetup] = field(default_factory=frozen)
    train_counts: Mapping[int, Mapping[str, int]] = field(default_factory=frozen)
    round_order: tuple[str, ...] = ()
    # words for the map's legend: "frame.orange" (hexes framed in orange), "color.blue"
    legend: Mapping[str, str] = field(default_factory=frozen)

    def __post_init__(self) -> None:
        freeze_fields(self, "hexes", "legend", "player_setup", "train_counts")

    @property
    def variant(self) -> bool:
        """Whether the map plays a variant with numbers of its own (see the class docstring)."""
        return bool(self.title or self.player_setup or self.train_counts or self.round_order)

    @cached_property
    def hex_table(self) -> dict[str, HexDef]:
        """The hexes as a plain dict, for lookups in hot loops (``hexes`` is read-only)."""
        return dict(self.hexes)

    @cached_property
    def grid(self) -> Grid:
        """The map's grid (built once and kept on the map)."""
        return grid_for(self.layout, self.parity)

    def neighbour(self, hex: str, edge: int) -> str | None:
        """The hex across ``edge`` of ``hex``, or None where that is off a bounded map.

        Answers are kept on the map: routes and connection checks ask the same ones often.
        """
        cache: dict[tuple[str, int], str | None] = self.__dict__.setdefault("_neighbours", {})
        key = (hex, edge)
        if key in cache:
            return cache[key]
        grid = self.grid
        name: str | None
        try:
            name = grid.format(grid.neighbour(grid.parse(hex), edge))
        except CoordinateError:
            name = None
        if name is not None and self.bounded and name not in self.hexes:
            name = None
        cache[key] = name
        return name

    @property
    def bounded(self) -> bool:
        return self.layout != "square"

    def hex_named(self, written: str) -> str:
        """The hex (or cell) a user wrote, as the map names it; raises CoordinateError.

        Hex names are case-sensitive (18Mag's 2-player map has ``a11`` above ``A11``), so a
        name is first taken as written; when that is no hex of the map, the same name in
        upper case is tried (``e12`` -> ``E12``). The error says what is wrong: the syntax,
        the parity of a doubled coordinate, or which rows and numbers the map has.
        """
        text = written.strip()
        errors: list[CoordinateError] = []
        for candidate in dict.fromkeys((text, text.upper())):
            try:
                name = self.grid.normalise(candidate)
            except CoordinateError as exc:
                errors.append(exc)
                continue
            if not self.bounded or name in self.hexes:
                return name
            errors.append(CoordinateError(f"{text!r} is not a hex of this map ({self._extent()})"))
        # the upper-case reading is what a user most likely meant ("e13" is a parity slip of
        # E13), unless both readings fail alike (then name it as written)
        same = str(errors[-1]).lower() == str(errors[0]).lower()
        raise errors[0] if same else errors[-1]

    def _extent(self) -> str:
        """The rows and numbers a hex map's hexes use, in words."""
        grid = self.grid
        coords = [grid.parse(h) for h in self.hexes]
        letters = sorted({c.a for c in coords})
        numbers = sorted({c.b for c in coords})
        rows = f"{index_to_letters(letters[0])}-{index_to_letters(letters[-1])}"
        return f"{len(coords)} hexes, letters {rows}, numbers {numbers[0]}-{numbers[-1]}"


@dataclass(frozen=True)
class ManifestEntry:
    """One tile of a game's manifest: how many physical copies, and what is on their back.

    ``back`` is the other side of a double-sided tile (18Mag: laying one side uses up the
    physical tile). ``aliases`` are other names for it (18xx.games exports). A
    ``variant_of`` entry (1862's town variants) is drawn as its own tile but shares its
    base tile's copies. A ``setup`` tile is set out by a scenario and never laid in play.
    ``variant`` names the rules variant the tile comes with (18 Lilliput's
    ``brobdingnag``): it is in play only when that variant is. ``card`` is the private or
    character whose owner's companies lay it (18 Lilliput's character tiles) and
    ``from_phase`` the tile colour whose phase must have begun before it is laid (the
    Treasurer's yellow tile only from the brown phase).
    """

    name: str
    count: int
    back: str = ""
    aliases: tuple[str, ...] = ()
    variant_of: str = ""
    notes: str = ""
    setup: bool = False
    variant: str = ""
    card: str = ""
    from_phase: str = ""


@dataclass(frozen=True)
class Manifest:
    """The tiles that come with a game (or with one of its maps), and its upgrade chart.

    ``upgrades`` maps a tile to the tiles it may become (an empty list: never upgraded).
    ``stated_totals`` are physical tiles per colour as the rulebook states them (``all``: every
    physical tile), kept where the per-tile counts (taken from another source) may add up
    differently (1824: 69 yellow in the rulebook, 72 in the per-tile counts); ``tresham
    proof`` reports a difference. ``replaces`` maps a rules variant to the base tiles its own
    tiles replace (18 Lilliput's Brobdingnag cities replace the normal ones, L538).
    """

    entries: tuple[ManifestEntry, ...]
    upgrades: Mapping[str, tuple[str, ...]] = field(default_factory=frozen)
    source: str = ""
    stated_totals: Mapping[str, int] = field(default_factory=frozen)
    replaces: Mapping[str, tuple[str, ...]] = field(default_factory=frozen)

    def __post_init__(self) -> None:
        freeze_fields(self, "upgrades", "stated_totals", "replaces")

    @property
    def variants(self) -> tuple[str, ...]:
        """The rules variants whose tiles the manifest holds, in manifest order."""
        return tuple(dict.fromkeys(e.variant for e in self.entries if e.variant))

    def entry(self, name: str) -> ManifestEntry | None:
        """The entry of a tile by its name or one of its aliases (not a back face's name)."""
        return self._by_name.get(name)

    @cached_property
    def _by_name(self) -> dict[str, ManifestEntry]:
        found: dict[str, ManifestEntry] = {}
        for e in reversed(self.entries):  # the first entry naming a tile wins
            for name in (*e.aliases, e.name):
                found[name] = e
        return found

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
