"""Cross-checks between a game's files: what one file names must exist in another.

Each file is checked on its own while it is read (a wrong key or value stops loading with
one error). What is left are references between files, which this module lists all at
once: ``tresham validate`` prints them, and loading a game refuses it while any remain.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ..errors import CoordinateError
from ..model.game import GameDef, Manifest, MapDef, Market
from ..model.tile import TILE_COLOR_ORDER, Content
from .toml import display


@dataclass(frozen=True)
class Finding:
    """One problem: the file, the key (or hex, tile, company) at fault, and what is wrong."""

    file: str
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.where}: {self.message}" if self.where else f"{self.file}: {self.message}"


@dataclass(frozen=True)
class GameFiles:
    """The file names a game was read from, for the findings' messages."""

    game: str
    companies: str
    trains: str
    markets: dict[str, str]  # map id -> market file

    @classmethod
    def of(cls, folder: Path, markets: dict[str, str]) -> GameFiles:
        return cls(
            display(folder / "game.toml"),
            display(folder / "companies.toml"),
            display(folder / "trains.toml"),
            {map_id: display(folder / name) for map_id, name in markets.items()},
        )


def findings(game: GameDef, files: GameFiles) -> list[Finding]:
    """Every cross-file problem of ``game``, in file order."""
    out: list[Finding] = []
    for mp in game.maps.values():
        out += _map_homes(game, mp, files)
        out += _map_icons(game, mp, files)
    out += _company_homes(game, files)
    out += _formations(game, files)
    for manifest in _distinct(game.manifests.values()):
        out += _manifest(game, manifest)
    out += _trains(game, files)
    out += _phases(game, files)
    out += _player_counts(game, files)
    out += _revenue_columns(game, files)
    for map_id, market in game.markets.items():
        out += _market(game, market, files.markets[map_id], files)
    return _unique(out)


def _distinct(manifests: object) -> list[Manifest]:
    seen: dict[int, Manifest] = {}
    for m in manifests:  # type: ignore[attr-defined]
        seen.setdefault(id(m), m)
    return list(seen.values())


def _unique(items: list[Finding]) -> list[Finding]:
    return list(dict.fromkeys(items))


# ---------------------------------------------------------------------------- homes
def _map_homes(game: GameDef, mp: MapDef, files: GameFiles) -> Iterator[Finding]:
    ids = {c.id for c in game.companies}
    for h in mp.hexes.values():
        for cid in (*h.home, *(c for c, _ in h.home_city), *h.reserved):
            if cid not in ids:
                yield Finding(mp.source, f"hex {h.at}", f"company {cid!r} is not in {files.companies}")
        named = {cid for cid, _ in h.home_city}
        charter = [
            (cid, comp.home_city)
            for cid in h.home
            if cid not in named and (comp := game.company(cid)) is not None and comp.home_city is not None
        ]
        for cid, index in (*h.home_city, *charter):
            if not 0 <= index < len(h.content.cities):
                whose = "" if cid in named else f"{files.companies} gives {cid} home_city {index}, but "
                yield Finding(
                    mp.source,
                    f"hex {h.at}.home_city.{cid}",
                    f"{whose}city {index} does not exist; the hex has {len(h.content.cities)} cities",
                )


def _map_icons(game: GameDef, mp: MapDef, files: GameFiles) -> Iterator[Finding]:
    """A hex's icon must be explained in game.toml's ``[icons]``: the map prints its legend."""
    for h in mp.hexes.values():
        for icon in h.icons:
            if icon not in game.icons:
                yield Finding(mp.source, f"hex {h.at}.icons", f"icon {icon!r} is not in {files.game} [icons]")


def _company_homes(game: GameDef, files: GameFiles) -> Iterator[Finding]:
    """A company's home must be a hex of the map, and that hex must agree where it names homes."""
    main = game.default_map
    if not main.bounded:
        return
    for c in game.companies:
        for home in c.home:
            where = f"company {c.id}.home"
            try:
                at = main.grid.normalise(home)
            except CoordinateError as exc:
                yield Finding(files.companies, where, str(exc))
                continue
            h = main.hexes.get(at)
            if h is None:
                yield Finding(files.companies, where, f"{home} is not on {main.source}")
            elif not h.content.cities and not h.content.offboards:
                yield Finding(
                    files.companies,
                    where,
                    f"{home} has no city for a home station (see {main.source}: hex {at})",
                )
            elif h.home and c.id not in h.home:
                yield Finding(
                    files.companies,
                    where,
                    f"{main.source} hex {at} names the homes {', '.join(h.home)}, not {c.id}",
                )


def _formations(game: GameDef, files: GameFiles) -> Iterator[Finding]:
    """A company is formed from companies of the game, never from itself."""
    ids = {c.id for c in game.companies}
    for c in game.companies:
        for cid in c.formed_from:
            if cid not in ids or cid == c.id:
                yield Finding(
                    files.companies, f"company {c.id}.formed_from", f"{cid!r} is not another company"
                )


# ------------------------------------------------------------------------- manifest
def _manifest(game: GameDef, manifest: Manifest) -> Iterator[Finding]:
    for e in manifest.entries:
        for side in (e.name, e.back):
            if side and side not in game.tiles:
                yield Finding(manifest.source, f"tile {e.name}", f"tile {side!r} is not in the tile library")
    for src, targets in manifest.upgrades.items():
        for name in (src, *targets):
            if manifest.entry(name) is None and name not in manifest.side_names():
                yield Finding(manifest.source, f"upgrades.{src}", f"tile {name!r} is not in the manifest")
    cards = {p.id for p in game.privates} | {c.id for c in game.cards}
    for e in manifest.entries:
        if e.card and e.card not in cards:
            yield Finding(
                manifest.source, f"tile {e.name}.card", f"no private or card {e.card!r} in this game"
            )
        if e.from_phase and e.from_phase not in TILE_COLOR_ORDER:
            yield Finding(
                manifest.source, f"tile {e.name}.from_phase", f"{e.from_phase!r} is not a tile colour"
            )
    for mp in game.maps.values():
        if game.manifests.get(mp.id) is not manifest:
            continue
        for h in mp.hexes.values():
            for name in h.special_tiles:
                if name not in manifest.side_names():
                    yield Finding(
                        mp.source, f"hex {h.at}.special_tiles", f"tile {name!r} is not in the manifest"
                    )
        for scenario in mp.scenarios:
            for cell in scenario.cells:
                if cell.tile not in game.tiles and manifest.entry(cell.tile) is None:
                    yield Finding(
                        mp.source, f"scenario {scenario.name!r} {cell.at}", f"tile {cell.tile!r} is unknown"
                    )


# ----------------------------------------------------------------------- economy
def _trains(game: GameDef, files: GameFiles) -> Iterator[Finding]:
    names = {t.name for t in game.trains} | {t.group for t in game.trains if t.group}
    phases = {p.name.lower() for p in game.phases}
    for t in game.trains:
        where = f"train {t.name}"
        for key, ref in (("rusts_on", t.rusts_on), ("obsolete_on", t.obsolete_on)):
            if ref and ref not in names:
                yield Finding(files.trains, f"{where}.{key}", f"train type {ref!r} does not exist")
        if t.available_on and t.available_on.lower() not in phases:
            yield Finding(
                files.trains, f"{where}.available_on", f"phase {t.available_on!r} is not in {files.game}"
            )
        for old, _ in t.trade_in:
            if old not in names:
                yield Finding(files.trains, f"{where}.trade_in.{old}", f"train type {old!r} does not exist")


def _phases(game: GameDef, files: GameFiles) -> Iterator[Finding]:
    names = {t.name for t in game.trains} | {t.group for t in game.trains if t.group}
    colours = {
        game.tiles[e.name].color for m in game.manifests.values() for e in m.entries if e.name in game.tiles
    }
    for p in game.phases:
        where = f"phase {p.name}"
        for trigger in p.triggers:
            if trigger not in names:
                yield Finding(files.game, f"{where}.on", f"train type {trigger!r} does not exist")
        for colour in p.tiles:
            if colour not in colours:
                yield Finding(files.game, f"{where}.tiles", f"no tile of the manifest is {colour}")


def _player_counts(game: GameDef, files: GameFiles) -> Iterator[Finding]:
    allowed = set(game.players)
    if not allowed:
        return
    for n in game.player_setup:
        if n not in allowed:
            yield Finding(files.game, f"players_table.{n}", f"the game is not for {n} players")
    for mp in game.maps.values():
        for n in mp.players:
            if n not in allowed:
                yield Finding(files.game, f"maps.{mp.id}.players", f"the game is not for {n} players")
    for t in game.trains:
        for n in t.count.by_players:
            if n not in allowed:
                yield Finding(files.trains, f"train {t.name}.count.{n}", f"the game is not for {n} players")
    for p in game.privates:
        for n in p.players:
            if n not in allowed:
                yield Finding(files.companies, f"private {p.id}.players", f"the game is not for {n} players")


def _revenue_columns(game: GameDef, files: GameFiles) -> Iterator[Finding]:
    """Values that change with the phase are keyed by the game's revenue columns."""
    columns = set(game.revenue_columns)
    places: list[tuple[str, str, Content]] = [
        (mp.source, f"hex {h.at}", h.content) for mp in game.maps.values() for h in mp.hexes.values()
    ]
    used = {name for m in game.manifests.values() for name in m.side_names() if name in game.tiles}
    places += [(game.tiles[n].source, f"tile {n}", game.tiles[n].content) for n in sorted(used)]
    for file, where, content in places:
        for node in (*content.cities, *content.towns, *content.offboards):
            for column, _ in node.revenues:
                if column not in columns:
                    message = f"revenue column {column!r} is not one of {files.game}'s revenue_columns"
                    yield Finding(file, where, message)
                    break


def _market(game: GameDef, market: Market, file: str, files: GameFiles) -> Iterator[Finding]:
    """Prices the companies name must be cells of the market."""
    values = {cell.value for row in market.rows for cell in row if cell}
    for c in game.companies:
        if c.par is not None and c.par not in values:
            yield Finding(files.companies, f"company {c.id}.par", f"{c.par} is not a cell of {file}")
