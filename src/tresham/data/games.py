"""Load ``data/games/<game>/`` into a ``GameDef``, checking every key on the way."""

from __future__ import annotations

import os
import re
from dataclasses import replace
from functools import cache
from pathlib import Path

from ..errors import DataError, UnknownGameError
from ..grid import LAYOUTS
from ..model.game import (
    ICON_SYMBOLS,
    GameDef,
    Icon,
    Manifest,
    MapDef,
    Market,
    PlayerSetup,
)
from ..model.tile import TileDef
from ..plurals import plural
from .companies import load_companies
from .economy import load_cards, load_market, load_phases, load_tracks, load_trains
from .manifest import load_manifest
from .maps import load_map
from .tiles import load_library, load_tile_file
from .toml import Table, data_root, display, read_toml
from .validate import Finding, GameFiles, findings

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
    "icons",
    "export_title",
)
MAP_VARIANT_KEYS = (
    "file", "players", "tiles", "market", "name", "export_option", "notes", "removes", "removes_rule",
    "export_title", "title", "players_table", "train_counts", "round_order",
)  # fmt: skip


ENV_GAMES = "TRESHAM_GAMES"
GAME_ID = re.compile(r"[a-z0-9]{1,64}")


def games_root() -> Path:
    return data_root() / "games"


def game_dirs() -> list[Path]:
    """Where games are looked up by id: the bundled games, then each folder of ``$TRESHAM_GAMES``.

    A ``$TRESHAM_GAMES`` entry (separated by ``:``, ``;`` on Windows) is a folder of game
    folders, or one game folder itself.
    """
    extra = [Path(p) for p in os.environ.get(ENV_GAMES, "").split(os.pathsep) if p.strip()]
    return [games_root(), *extra]


def _games_in(root: Path) -> dict[str, Path]:
    try:
        if (root / "game.toml").is_file():
            return {root.resolve().name.lower(): root}
        return {
            p.name: p
            for p in sorted(root.iterdir())
            if GAME_ID.fullmatch(p.name) and (p / "game.toml").is_file()
        }
    except OSError:
        return {}


def available_games() -> list[str]:
    """Every game id: the bundled games and those of ``$TRESHAM_GAMES`` (the first of a name wins)."""
    ids: dict[str, Path] = {}
    for root in game_dirs():
        for gid, folder in _games_in(root).items():
            ids.setdefault(gid, folder)
    return sorted(ids)


def is_path(ref: str) -> bool:
    """A game reference is a path when it has a slash (``./mygame``, ``../games/x``, ``/abs/x``)."""
    return "/" in ref or os.sep in ref


def resolve_game(ref: str, relative_to: Path | None = None) -> Path:
    """The folder of the game ``ref`` names: an id or an explicit path.

    - An id (letters and digits, ``tresham games`` lists them) is looked up among the bundled
      games, then in the folders of ``$TRESHAM_GAMES``. It is never taken as a path.
    - A path must contain a slash; a relative one is taken from ``relative_to`` (a layout
      file's folder) or else from the current folder. It must hold a ``game.toml``.
    """
    if is_path(ref):
        folder = Path(ref)
        if not folder.is_absolute() and relative_to is not None:
            folder = relative_to / folder
        try:
            has_game = (folder / "game.toml").is_file()
        except OSError as exc:
            raise UnknownGameError(f"game folder {ref[:80]!r} cannot be read: {exc.strerror}") from None
        if not has_game:
            raise UnknownGameError(f"{ref[:80]!r} is not a game folder: it has no game.toml")
        return folder
    gid = ref.lower()
    if not GAME_ID.fullmatch(gid):
        raise UnknownGameError(
            f"{ref[:80]!r} is not a game id (letters and digits only); give a game folder as a path "
            "with a slash, e.g. ./mygame"
        )
    for root in game_dirs():
        found = _games_in(root).get(gid)
        if found is not None:
            return found
    for root in game_dirs():  # no folder of that name: a folder whose game.toml has that id
        for folder in _games_in(root).values():
            if declared_id(folder) == gid:
                return folder
    known = ", ".join(available_games())
    raise UnknownGameError(
        f"no game {ref!r}; bundled games and $TRESHAM_GAMES: {known} (or a folder: ./path)"
    )


def declared_id(folder: Path) -> str | None:
    """The ``id`` a game folder's game.toml declares, or None if it declares none (or does not read)."""
    try:
        raw = read_toml(folder / "game.toml")
    except DataError:
        return None
    gid = raw.get("id")
    return gid.lower() if isinstance(gid, str) else None


def name_note(folder: Path) -> str | None:
    """A word for ``validate`` when the folder's name and the game's declared id differ:
    tresham finds the game by either, but a reader should know there are two names."""
    gid, name = declared_id(folder), folder.resolve().name.lower()
    if gid is None or gid == name:
        return None
    return (
        f"the folder is named {name!r} and game.toml's id is {gid!r}: tresham finds the game by "
        "either; rename one to make them agree"
    )


def load_game(ref: str, relative_to: Path | None = None) -> GameDef:
    """Load a game by id or by folder path (see ``resolve_game``), fully checked."""
    return load_game_dir(resolve_game(ref, relative_to))


def load_game_dir(folder: Path) -> GameDef:
    """Load the game in ``folder``; a game whose files disagree (see ``validate``) is refused."""
    game, files = read_game_dir(folder)
    problems = findings(game, files)
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more; tresham validate lists them)" if len(problems) > 1 else ""
        raise DataError(first.file, first.where, first.message + more)
    return game


def validate_game_dir(folder: Path) -> tuple[GameDef, list[Finding]]:
    """The game in ``folder`` and every cross-file finding (each file itself must read)."""
    game, files = read_game_dir(folder)
    return game, findings(game, files)


@cache
def _read_cached(folder: Path) -> tuple[GameDef, GameFiles]:
    return _read(folder)


def read_game_dir(folder: Path) -> tuple[GameDef, GameFiles]:
    """Read every file of a game folder, each checked on its own (cached per folder)."""
    return _read_cached(folder.resolve())


def clear_cache() -> None:
    """Forget the games read so far (after their files changed)."""
    _read_cached.cache_clear()


def _member(folder: Path, table: Table, key: str, default: str) -> Path:
    """A file named in game.toml: a plain file name inside the game folder."""
    name = table.text(key, default)
    if not name or "/" in name or "\\" in name or name in (".", ".."):
        raise table.error(key, f"expected a file name in the game folder, got {name!r}")
    return folder / name


def _refuse_missing(folder: Path, file: str, variants: Table) -> None:
    """Every file the game needs and does not have, named at once (not the first alone): the
    map, tiles and market of each map in ``[maps]``, companies.toml and trains.toml."""
    needed: list[Path] = []
    for map_id, raw in variants.data.items():
        v = Table(file, f"maps.{map_id}", raw, MAP_VARIANT_KEYS)
        needed += [_member(folder, v, key, default) for key, default in MAP_FILES]
    needed += [folder / "companies.toml", folder / "trains.toml"]
    missing = list(dict.fromkeys(p.name for p in needed if not p.is_file()))
    if missing:
        raise DataError(
            display(folder),
            "",
            f"{plural(len(missing), 'file')} missing: {', '.join(missing)}",
        )


MAP_FILES = (("file", "map.toml"), ("tiles", "tiles.toml"), ("market", "market.toml"))


def _read(folder: Path) -> tuple[GameDef, GameFiles]:
    path = folder / "game.toml"
    file = display(path)
    g = Table(file, "", read_toml(path), GAME_KEYS)
    gid = g.text("id", folder.name.lower())
    if not GAME_ID.fullmatch(gid):
        raise g.error("id", f"expected a game id of lower-case letters and digits, got {gid[:80]!r}")
    layout = g.choice("layout", LAYOUTS)
    library = _game_library(gid, folder)

    maps: dict[str, MapDef] = {}
    manifests: dict[str, Manifest] = {}
    markets: dict[str, Market] = {}
    variants = g.table("maps")
    if not variants.data:
        variants = Table(file, "maps", {"standard": {"file": "map.toml"}})
    _refuse_missing(folder, file, variants)
    manifest_cache: dict[str, Manifest] = {}
    market_cache: dict[str, Market] = {}
    market_files: dict[str, str] = {}
    removal_keys: dict[str, Table] = {}
    for map_id, raw in variants.data.items():
        v = Table(file, f"maps.{map_id}", raw, MAP_VARIANT_KEYS)
        players = tuple(v.integers("players"))
        mp = load_map(_member(folder, v, "file", "map.toml"), map_id, layout, players)
        if v.has("export_option"):
            mp = replace(mp, export_option=v.required_text("export_option"))
        if v.has("export_title"):
            if not mp.export_option:
                raise v.error("export_title", "a map with a title of its own needs its export_option too")
            mp = replace(mp, export_title=v.required_text("export_title"))
        if v.has("removes"):
            mp = replace(mp, removes=tuple(v.texts("removes")), removes_rule=v.required_text("removes_rule"))
        mp = _map_variant(v, mp)
        removal_keys[map_id] = v
        maps[map_id] = mp
        tiles_path = _member(folder, v, "tiles", "tiles.toml")
        if tiles_path.name not in manifest_cache:
            manifest_cache[tiles_path.name] = load_manifest(tiles_path)
        manifests[map_id] = manifest_cache[tiles_path.name]
        market_path = _member(folder, v, "market", "market.toml")
        if market_path.name not in market_cache:
            market_cache[market_path.name] = load_market(market_path)
        markets[map_id] = market_cache[market_path.name]
        market_files[map_id] = market_path.name

    companies, privates = load_companies(folder / "companies.toml")
    known = {c.id for c in companies} | {p.id for p in privates}
    for map_id, mp in maps.items():
        unknown = [r for r in mp.removes if r not in known]
        if unknown:
            raise removal_keys[map_id].error(
                "removes", f"no company or private {unknown[0]!r} in companies.toml"
            )
    trains = load_trains(folder / "trains.toml")
    cards_path = folder / "cards.toml"
    cards = load_cards(cards_path) if cards_path.exists() else ()
    tracks = load_tracks(cards_path) if cards_path.exists() else ()

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
        icons=_icons(g),
        tracks=tracks,
        export_title=g.text("export_title", ""),
    )
    return game, GameFiles.of(folder, market_files)


def game_tiles(ref: str) -> tuple[str, str, dict[str, TileDef]]:
    """The id, layout and tiles of the game ``ref`` names, read from its game.toml and its
    tile library alone: a designer draws a tile before the rest of the game is written
    (docs/new-game.md, step 4), and a game with findings still shows its tiles."""
    folder = resolve_game(ref)
    path = folder / "game.toml"
    g = Table(display(path), "", read_toml(path), GAME_KEYS)
    gid = g.text("id", folder.name.lower())
    if not GAME_ID.fullmatch(gid):
        raise g.error("id", f"expected a game id of lower-case letters and digits, got {gid[:80]!r}")
    return gid, g.choice("layout", LAYOUTS), _game_library(gid, folder)


def _game_library(gid: str, folder: Path) -> dict[str, TileDef]:
    """The tiles a game sees: the library's (common + the game's file) and its own ``library.toml``."""
    library = load_library(gid)
    own = folder / "library.toml"
    if own.is_file():
        for name, tile in load_tile_file(own).items():
            if name in library and library[name] != tile:
                raise DataError(
                    tile.source, f"tile {name}", f"also defined in {library[name].source} differently"
                )
            library[name] = tile
    return library


# ------------------------------------------------------------------- game.toml
def _player_count(table: Table, key: str) -> int:
    try:
        return int(key)
    except ValueError:
        raise table.error(key, 'expected a player count such as "4"') from None


def _player_setup(g: Table) -> dict[int, PlayerSetup]:
    """``players_table``: cash, certificate limit (and, for a map's variant, the bank) by player count."""
    out: dict[int, PlayerSetup] = {}
    table = g.table("players_table")
    for key, raw in table.data.items():
        row = Table(g.file, f"{table.where}.{key}", raw, ("cash", "cert_limit", "notes", "bank"))
        cash, limit, bank = row.integer("cash"), row.integer("cert_limit"), row.integer("bank")
        out[_player_count(table, key)] = PlayerSetup(cash, limit, row.text("notes", ""), bank)
    return out


def _map_variant(v: Table, mp: MapDef) -> MapDef:
    """A map's variant numbers (``title``, ``players_table``, ``train_counts``, ``round_order``)."""
    counts: dict[int, dict[str, int]] = {}
    trains = v.table("train_counts")
    for key in trains.data:
        counts[_player_count(trains, key)] = trains.mapping(key, int, "a whole number")
    return replace(
        mp,
        title=v.text("title", ""),
        player_setup=_player_setup(v),
        train_counts=counts,
        round_order=tuple(v.texts("round_order")),
    )


def _icons(g: Table) -> dict[str, Icon]:
    """``[icons.<id>]``: the marks map hexes may carry, each with its shape and legend."""
    table = g.table("icons")
    out: dict[str, Icon] = {}
    for icon_id in table.data:
        row = table.table(icon_id, ("symbol", "color", "legend"))
        out[icon_id] = Icon(
            icon_id,
            row.choice("symbol", ICON_SYMBOLS),
            row.text("color", "#888888"),
            row.required_text("legend"),
        )
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
            if k == "notes":  # a designer's note: not printed
                continue
            if isinstance(v, list):
                out.extend(str(x) for x in v)
            else:
                out.append(f"{k}: {v}" if k != "notes" else str(v))
        return out
    raise g.error(key, "expected text, a list of text or a table")
