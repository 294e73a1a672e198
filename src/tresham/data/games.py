"""Load ``data/games/<game>/`` into a ``GameDef``, checking every key on the way."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ..errors import CoordinateError, DataError, UnknownGameError
from ..grid import LAYOUTS
from ..model.game import (
    GameDef,
    Manifest,
    MapDef,
    Market,
    PlayerSetup,
)
from .companies import load_companies
from .economy import load_cards, load_market, load_phases, load_trains
from .manifest import load_manifest
from .maps import load_map
from .tiles import load_library
from .toml import Table, data_root, display, read_toml

GAME_KEYS = (
    "id",
    "title",
    "designer",
    "publisher",
    "players",
    "currency",
    "bank",
    "layout",
    "revenue_columns",
    "maps",
    "players_table",
    "phase",
    "end",
    "rounding",
    "notes",
    "rounds",
    "subtitle",
    "year",
    "round_order",
    "terms",
)
MAP_VARIANT_KEYS = ("file", "players", "tiles", "market", "name", "notes")


def games_root() -> Path:
    return data_root() / "games"


def available_games() -> list[str]:
    root = games_root()
    return sorted(p.name for p in root.iterdir() if (p / "game.toml").is_file())


def load_game(game_id: str) -> GameDef:
    """Load a bundled game by id (``tresham games`` lists them)."""
    folder = games_root() / game_id.lower()
    if not (folder / "game.toml").is_file():
        known = ", ".join(available_games())
        raise UnknownGameError(f"no game {game_id!r}; bundled games: {known}")
    return load_game_dir(folder)


@cache
def load_game_dir(folder: Path) -> GameDef:
    path = folder / "game.toml"
    file = display(path)
    g = Table(file, "", read_toml(path), GAME_KEYS)
    gid = g.text("id", folder.name)
    layout = g.choice("layout", LAYOUTS)
    library = load_library(gid)

    maps: dict[str, MapDef] = {}
    manifests: dict[str, Manifest] = {}
    markets: dict[str, Market] = {}
    variants = g.table("maps")
    if not variants.data:
        variants = Table(file, "maps", {"standard": {"file": "map.toml"}})
    manifest_cache: dict[str, Manifest] = {}
    market_cache: dict[str, Market] = {}
    for map_id, raw in variants.data.items():
        v = Table(file, f"maps.{map_id}", raw, MAP_VARIANT_KEYS)
        players = tuple(v.integers("players"))
        mp = load_map(folder / v.text("file", "map.toml"), map_id, layout, players)
        maps[map_id] = mp
        tiles_file = v.text("tiles", "tiles.toml")
        if tiles_file not in manifest_cache:
            manifest_cache[tiles_file] = load_manifest(folder / tiles_file, library)
        manifests[map_id] = manifest_cache[tiles_file]
        market_file = v.text("market", "market.toml")
        if market_file not in market_cache:
            market_cache[market_file] = load_market(folder / market_file)
        markets[map_id] = market_cache[market_file]

    companies, privates = load_companies(folder / "companies.toml")
    trains = load_trains(folder / "trains.toml")
    cards_path = folder / "cards.toml"
    cards = load_cards(cards_path) if cards_path.exists() else ()

    game = GameDef(
        id=gid,
        title=g.required_text("title"),
        designer=g.text("designer", ""),
        publisher=g.text("publisher", ""),
        players=tuple(g.integers("players")),
        currency=g.text("currency", "{}"),
        bank=g.integer("bank", 0),
        layout=layout,
        revenue_columns=tuple(g.texts("revenue_columns", ["yellow", "green", "brown", "gray"])),
        maps=maps,
        player_setup=_player_setup(g),
        phases=load_phases(g, companies, trains),
        end=tuple(_words(g, "end")),
        rounding={k: str(v) for k, v in g.table("rounding").data.items()},
        manifests=manifests,
        tiles=library,
        companies=companies,
        privates=privates,
        trains=trains,
        markets=markets,
        cards=cards,
        notes=g.text("notes", ""),
        subtitle=g.text("subtitle", ""),
        year=g.integer("year"),
        rounds=_per_players(g, "rounds"),
        round_order=tuple(g.texts("round_order")),
        terms=g.mapping("terms", str, "text"),
    )
    _cross_check(game, folder)
    return game


# ------------------------------------------------------------------- game.toml
def _player_setup(g: Table) -> dict[int, PlayerSetup]:
    out: dict[int, PlayerSetup] = {}
    table = g.table("players_table")
    for key, raw in table.data.items():
        row = Table(g.file, f"players_table.{key}", raw, ("cash", "cert_limit", "notes"))
        try:
            n = int(key)
        except ValueError:
            raise table.error(key, 'expected a player count such as "4"') from None
        out[n] = PlayerSetup(row.integer("cash"), row.integer("cert_limit"), row.text("notes", ""))
    return out


def _per_players(g: Table, key: str) -> dict[int, int]:
    """A table of whole numbers keyed by player count (``{ "3" = 9 }``)."""
    out: dict[int, int] = {}
    for k, v in g.mapping(key, int, "a whole number").items():
        if not k.isdigit():
            raise g.error(f"{key}.{k}", 'expected a player count such as "4"')
        out[int(k)] = v
    return out


def _words(g: Table, key: str) -> list[str]:
    value = g.data.get(key)
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [str(v) for v in value]
    if isinstance(value, dict):
        out: list[str] = []
        for k, v in value.items():
            if isinstance(v, list):
                out.extend(str(x) for x in v)
            else:
                out.append(f"{k}: {v}" if k != "notes" else str(v))
        return out
    raise g.error(key, "expected text, a list of text or a table")


# --------------------------------------------------------------- cross checks
def _cross_check(game: GameDef, folder: Path) -> None:
    """References between files: homes on the map, upgrade targets in the manifest."""
    comp_file = display(folder / "companies.toml")
    for mp in game.maps.values():
        if not mp.bounded:
            continue
        for c in game.companies:
            for home in c.home:
                try:
                    norm = mp.grid.normalise(home)
                except CoordinateError as exc:
                    raise DataError(comp_file, f"company {c.id}.home", str(exc)) from None
                if norm not in mp.hexes and mp.id == game.default_map.id:
                    raise DataError(comp_file, f"company {c.id}.home", f"{home} is not on {mp.source}")
    for man in {id(m): m for m in game.manifests.values()}.values():
        names = set(man.side_names())
        for src, targets in man.upgrades.items():
            for name in (src, *targets):
                if name not in names and name not in game.tiles:
                    raise DataError(man.source, f"upgrades.{src}", f"tile {name!r} is unknown")
