"""Load ``data/games/<game>/`` into a ``GameDef``, checking every key on the way."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from ..errors import CoordinateError, DataError, UnknownGameError
from ..grid import LAYOUTS, Grid, Layout, grid_for
from ..model.game import (
    BORDER_KINDS,
    COMPANY_KINDS,
    MARKET_KINDS,
    PRIVATE_KINDS,
    Border,
    Card,
    Certificate,
    Company,
    Distance,
    GameDef,
    HexDef,
    Manifest,
    ManifestEntry,
    MapDef,
    Market,
    MarketCell,
    Partition,
    Phase,
    PlayerSetup,
    Private,
    Scenario,
    ScenarioCell,
    Train,
    TrainCount,
    TrainLimits,
)
from ..model.tile import TileDef
from .content import CONTENT_KEYS, parse_content
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
HEX_KEYS = (
    *CONTENT_KEYS,
    "at",
    "name",
    "terrain",
    "cost",
    "borders",
    "partition",
    "home",
    "home_city",
    "reserved",
    "icons",
    "notes",
)


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
        mp = _load_map(folder / v.text("file", "map.toml"), map_id, layout, players)
        maps[map_id] = mp
        tiles_file = v.text("tiles", "tiles.toml")
        if tiles_file not in manifest_cache:
            manifest_cache[tiles_file] = _load_manifest(folder / tiles_file, library)
        manifests[map_id] = manifest_cache[tiles_file]
        market_file = v.text("market", "market.toml")
        if market_file not in market_cache:
            market_cache[market_file] = _load_market(folder / market_file)
        markets[map_id] = market_cache[market_file]

    companies, privates = _load_companies(folder / "companies.toml")
    trains = _load_trains(folder / "trains.toml")
    cards_path = folder / "cards.toml"
    cards = _load_cards(cards_path) if cards_path.exists() else ()

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
        phases=_phases(g, companies, trains),
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


PHASE_KEYS = ("name", "on", "tiles", "operating_rounds", "train_limit", "events", "rulebook", "notes")


def _phases(g: Table, companies: tuple[Company, ...], trains: tuple[Train, ...]) -> tuple[Phase, ...]:
    out = []
    for i, raw in enumerate(g.array("phase")):
        p = Table(g.file, f"phase[{i}]", raw, PHASE_KEYS)
        out.append(
            Phase(
                name=p.required_text("name"),
                on=p.text("on", ""),
                tiles=tuple(p.texts("tiles")),
                operating_rounds=p.integer("operating_rounds"),
                limits=_train_limits(p, companies, trains),
                events=tuple(p.texts("events")),
                rulebook=p.text("rulebook", ""),
                notes=p.text("notes", ""),
            )
        )
    return tuple(out)


def _train_limits(p: Table, companies: tuple[Company, ...], trains: tuple[Train, ...]) -> TrainLimits:
    """``train_limit``: one number, or a table keyed by company kinds or by train kinds."""
    if not p.has("train_limit"):
        return TrainLimits()
    if not isinstance(p.data["train_limit"], Mapping):
        return TrainLimits(every=p.integer("train_limit"))
    table = p.mapping("train_limit", int, "a whole number")
    company_kinds = {c.kind for c in companies}
    train_kinds = {t.kind for t in trains if t.kind}
    if table and set(table) <= company_kinds:
        return TrainLimits(by_company_kind=table)
    if table and set(table) <= train_kinds:
        return TrainLimits(by_train_kind=table)
    unknown = sorted(set(table) - company_kinds) if set(table) & company_kinds else sorted(set(table))
    raise p.error(
        "train_limit",
        "expected a number, or a table keyed by the game's company kinds"
        f" ({', '.join(sorted(company_kinds))}) or train kinds ({', '.join(sorted(train_kinds)) or 'none'});"
        f" {', '.join(unknown) or 'an empty table'} is neither",
    )


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


# -------------------------------------------------------------------- map.toml
def _load_map(path: Path, map_id: str, layout: Layout, players: tuple[int, ...]) -> MapDef:
    file = display(path)
    m = Table(file, "", read_toml(path), ("layout", "name", "hex", "scenario", "notes"))
    map_layout = m.text("layout", layout)
    if map_layout != layout:
        raise m.error("layout", f"{map_layout!r} disagrees with game.toml's layout {layout!r}")
    grid = grid_for(layout)
    hexes: dict[str, HexDef] = {}
    edges = grid.edges
    for i, raw in enumerate(m.array("hex")):
        h = Table(file, f"hex[{i}]", raw, HEX_KEYS)
        at = h.data.get("at")
        names = [at] if isinstance(at, str) else at
        if not names or not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise h.error("at", "expected a hex name or a list of hex names")
        where = f"hex {names[0]}" if len(names) == 1 else f"hex[{i}] ({names[0]}...)"
        h = Table(file, where, raw, HEX_KEYS)
        content = parse_content(h, edges)
        details = _hex_details(h, edges)
        for name in names:
            try:
                norm = grid.normalise(name)
            except CoordinateError as exc:
                raise h.error("at", str(exc)) from None
            if norm in hexes:
                raise h.error("at", f"hex {norm} is listed twice")
            hexes[norm] = HexDef(at=norm, content=content, **details)
    parity = _parity(file, layout, hexes)
    scenarios = tuple(_scenario(file, i, raw, grid) for i, raw in enumerate(m.array("scenario")))
    return MapDef(
        id=map_id,
        layout=layout,
        name=m.text("name", ""),
        hexes=hexes,
        players=players,
        scenarios=scenarios,
        parity=parity,
        source=file,
    )


def _parity(file: str, layout: Layout, hexes: dict[str, HexDef]) -> int | None:
    if layout == "square" or not hexes:
        return None
    grid = grid_for(layout)
    parities: dict[int, str] = {}
    for name in hexes:
        c = grid.parse(name)
        parities.setdefault((c.a + c.b) % 2, name)
    if len(parities) > 1:
        a, b = parities[0], parities[1]
        raise DataError(file, f"hex {b}", f"{a} and {b} cannot both lie on one doubled-coordinate grid")
    parity: int = next(iter(parities))
    return parity


def _hex_details(h: Table, edges: int) -> dict[str, Any]:
    borders = []
    for j, raw in enumerate(h.array("borders")):
        b = Table(h.file, f"{h.where}.borders[{j}]", raw, ("edge", "kind", "cost"))
        edge = b.required_integer("edge")
        if not 0 <= edge < edges:
            raise b.error("edge", f"edge {edge} is out of range 0-{edges - 1}")
        borders.append(Border(edge, b.choice("kind", BORDER_KINDS, "impassable"), b.integer("cost", 0)))
    partition = None
    if h.has("partition"):
        p = h.table("partition", ("a", "b", "kind"))
        kind = p.choice("kind", BORDER_KINDS) if p.has("kind") else None
        partition = Partition(p.required_number("a"), p.required_number("b"), kind)
    home_city_t = h.table("home_city")
    home_city = []
    for cid, idx in home_city_t.data.items():
        if not isinstance(idx, int):
            raise home_city_t.error(cid, "expected a city index")
        home_city.append((str(cid), idx))
    return {
        "name": h.text("name", ""),
        "terrain": h.text("terrain", ""),
        "cost": h.integer("cost", 0),
        "borders": tuple(borders),
        "partition": partition,
        "home": tuple(h.texts("home")),
        "home_city": tuple(home_city),
        "reserved": tuple(h.texts("reserved")),
        "icons": tuple(h.texts("icons")),
        "notes": h.text("notes", ""),
    }


def _scenario(file: str, i: int, raw: Any, grid: Grid) -> Scenario:
    s = Table(file, f"scenario[{i}]", raw, ("name", "notes", "cell"))
    cells = []
    for j, rc in enumerate(s.array("cell")):
        c = Table(file, f"scenario[{i}].cell[{j}]", rc, ("at", "tile", "rotation", "notes"))
        try:
            at = grid.normalise(c.required_text("at"))
        except CoordinateError as exc:
            raise c.error("at", str(exc)) from None
        cells.append(ScenarioCell(at, c.required_text("tile"), c.integer("rotation", 0)))
    return Scenario(s.text("name", f"scenario {i + 1}"), tuple(cells), s.text("notes", ""))


# ------------------------------------------------------------------ tiles.toml
MANIFEST_KEYS = (
    "name",
    "count",
    "back",
    "aliases",
    "variant_of",
    "notes",
    "setup",
    "variant",
    "card",
    "from_phase",
)


def _load_manifest(path: Path, library: Mapping[str, TileDef]) -> Manifest:
    file = display(path)
    m = Table(file, "", read_toml(path), ("tile", "upgrades", "notes", "replaces", "totals"))
    entries = []
    seen: set[str] = set()
    for i, raw in enumerate(m.array("tile")):
        t = Table(file, f"tile[{i}]", raw, MANIFEST_KEYS)
        name = str(t.data.get("name", ""))
        if not name:
            raise DataError(file, f"tile[{i}]", "missing key 'name'")
        t = Table(file, f"tile {name}", raw, MANIFEST_KEYS)
        variant_of = t.text("variant_of", "")
        count = t.integer("count", None if not variant_of else 0)
        if count is None:
            raise DataError(file, f"tile {name}", "missing key 'count'")
        if count < 0:
            raise t.error("count", "a tile count cannot be negative")
        back = t.text("back", "")
        for side in (name, back):
            if side and side not in library:
                raise DataError(file, f"tile {name}", f"tile {side!r} is not in the tile library")
            if side and side in seen:
                raise DataError(file, f"tile {name}", f"tile {side!r} appears twice in the manifest")
            seen.add(side)
        entries.append(
            ManifestEntry(
                name,
                count,
                back,
                tuple(t.texts("aliases")),
                variant_of,
                t.text("notes", ""),
                t.flag("setup"),
                t.text("variant", ""),
                t.text("card", ""),
                t.text("from_phase", ""),
            )
        )
    names = {e.name for e in entries}
    for e in entries:
        if e.variant_of and e.variant_of not in names:
            raise DataError(file, f"tile {e.name}", f"variant_of {e.variant_of!r} is not in the manifest")
    upgrades = {}
    ut = m.table("upgrades")
    for name, targets in ut.data.items():
        if not isinstance(targets, list) or not all(isinstance(x, str) for x in targets):
            raise ut.error(name, "expected a list of tile names")
        upgrades[str(name)] = tuple(targets)
    variants = {e.variant for e in entries if e.variant}
    replaces = {}
    rt = m.table("replaces")
    for variant, tiles in rt.data.items():
        if variant not in variants:
            raise rt.error(variant, f"no manifest tile belongs to a variant {variant!r}")
        if not isinstance(tiles, list) or not all(isinstance(x, str) and x in names for x in tiles):
            raise rt.error(variant, "expected a list of the manifest's tile names")
        replaces[str(variant)] = tuple(tiles)
    totals = m.mapping("totals", int, "a whole number of physical tiles")
    return Manifest(tuple(entries), upgrades, file, replaces, totals)


# -------------------------------------------------------------- companies.toml
COMPANY_KEYS = (
    "id",
    "name",
    "kind",
    "color",
    "text_color",
    "home",
    "home_city",
    "tokens",
    "certificates",
    "par",
    "capital",
    "float_percent",
    "abilities",
    "rulebook",
    "notes",
)
PRIVATE_KEYS = ("id", "name", "kind", "cost", "revenue", "abilities", "players", "notes", "rulebook")


def _load_companies(path: Path) -> tuple[tuple[Company, ...], tuple[Private, ...]]:
    file = display(path)
    root = Table(file, "", read_toml(path), ("company", "private", "notes"))
    companies, ids = [], set()
    for i, raw in enumerate(root.array("company")):
        c = Table(file, f"company[{i}]", raw, COMPANY_KEYS)
        cid = str(c.data.get("id", "")) or f"#{i}"
        c = Table(file, f"company {cid}", raw, COMPANY_KEYS)
        if cid in ids:
            raise DataError(file, f"company {cid}", "id used twice")
        ids.add(cid)
        certs = []
        for j, rc in enumerate(c.array("certificates")):
            ct = Table(file, f"company {cid}.certificates[{j}]", rc, ("percent", "count", "director"))
            certs.append(
                Certificate(ct.required_integer("percent"), ct.integer("count", 1), ct.flag("director"))
            )
        companies.append(
            Company(
                id=cid,
                name=c.required_text("name"),
                kind=c.choice("kind", COMPANY_KINDS, "major"),
                color=_colour(c, "color", "#808080"),
                text_color=_colour(c, "text_color", "#ffffff"),
                home=tuple(c.texts("home")),
                home_city=c.integer("home_city"),
                tokens=tuple(c.integers("tokens")),
                certificates=tuple(certs),
                par=c.integer("par"),
                capital=c.integer("capital"),
                float_percent=c.integer("float_percent"),
                abilities=tuple(c.texts("abilities")),
                rulebook=c.text("rulebook", ""),
                notes=c.text("notes", ""),
            )
        )
    privates = []
    for i, raw in enumerate(root.array("private")):
        p = Table(file, f"private[{i}]", raw, PRIVATE_KEYS)
        pid = str(p.data.get("id", "")) or f"#{i}"
        p = Table(file, f"private {pid}", raw, PRIVATE_KEYS)
        privates.append(
            Private(
                id=pid,
                name=p.required_text("name"),
                kind=p.choice("kind", PRIVATE_KINDS, "private"),
                cost=p.integer("cost"),
                revenue=p.integer("revenue"),
                abilities=tuple(p.texts("abilities")),
                players=tuple(p.integers("players")),
                notes=p.text("notes", ""),
                rulebook=p.text("rulebook", ""),
            )
        )
    return tuple(companies), tuple(privates)


_NAMED = {
    "black": "#000000",
    "white": "#ffffff",
    "red": "#d81e1e",
    "green": "#237333",
    "blue": "#1f4fbf",
    "yellow": "#f2d024",
    "orange": "#f58220",
    "brown": "#7b4a12",
    "purple": "#6a2c91",
    "gray": "#808080",
    "grey": "#808080",
    "pink": "#f4a6c6",
    "lightblue": "#8ecae6",
    "dimgray": "#696969",
    "darkblue": "#12306b",
    "violet": "#8f5fbf",
}


def _colour(t: Table, key: str, default: str) -> str:
    value = t.text(key, default)
    value = _NAMED.get(value.lower(), value)
    if not (value.startswith("#") and len(value) in (4, 7)):
        raise t.error(key, f"expected a colour such as '#d21f26', got {value!r}")
    try:
        int(value[1:], 16)
    except ValueError:
        raise t.error(key, f"expected a colour such as '#d21f26', got {value!r}") from None
    return value.lower()


# ----------------------------------------------------------------- trains.toml
TRAIN_KEYS = (
    "name",
    "distance",
    "cost",
    "count",
    "rusts_on",
    "obsolete_on",
    "available_on",
    "trade_in",
    "kind",
    "group",
    "events",
    "notes",
)


def _load_trains(path: Path) -> tuple[Train, ...]:
    file = display(path)
    root = Table(file, "", read_toml(path), ("train", "notes"))
    out = []
    names: set[str] = set()
    for t in root.rows("train", TRAIN_KEYS, name_key="name"):
        name = t.required_text("name")
        if name in names:
            raise t.error("name", f"train {name!r} is listed twice")
        names.add(name)
        out.append(
            Train(
                name=name,
                distance=_distance(t),
                cost=t.required_integer("cost"),
                count=_train_count(t),
                rusts_on=t.text("rusts_on", ""),
                obsolete_on=t.text("obsolete_on", ""),
                available_on=t.text("available_on", ""),
                trade_in=tuple(_trade_in(t).items()),
                kind=t.text("kind", ""),
                group=t.text("group", ""),
                events=tuple(t.texts("events")),
                notes=t.text("notes", ""),
            )
        )
    return tuple(out)


_DISTANCE_FORMS = (
    "a number of stops (0 = unlimited) or a table: { stops = N, towns = M } (N+M), "
    "{ visit = M, pay = N } (N/M), { cities = N } or { hexes = N }"
)


def _distance(t: Table) -> Distance:
    """A train's ``distance``: see ``Distance`` and data/README.md for the forms."""
    if not t.has("distance"):
        raise DataError(t.file, t.where, f"missing key 'distance' ({_DISTANCE_FORMS})")
    raw = t.data["distance"]
    if not isinstance(raw, Mapping):
        n = t.integer("distance")
        if n is None or n < 0:
            raise t.error("distance", f"expected {_DISTANCE_FORMS}, got {n}")
        return Distance(n or None)
    d = t.table("distance", ("stops", "towns", "visit", "pay", "cities", "hexes"))
    values = {k: d.required_integer(k) for k in d.data}
    for k, v in values.items():
        if v < 0 or (v == 0 and k != "towns"):
            raise d.error(k, f"expected a positive whole number, got {v}")
    keys = set(values)
    if keys in ({"stops"}, {"stops", "towns"}):
        return Distance(values["stops"], towns=values.get("towns", 0))
    if keys == {"visit", "pay"}:
        if values["pay"] > values["visit"]:
            raise d.error("pay", f"a train cannot score more stops ({values['pay']}) than it visits")
        return Distance(values["visit"], scores=values["pay"])
    if keys == {"cities"}:
        return Distance(values["cities"], unit="cities", towns=None)
    if keys == {"hexes"}:
        return Distance(values["hexes"], unit="hexes")
    raise t.error("distance", f"expected {_DISTANCE_FORMS}, got the keys {', '.join(sorted(keys)) or 'none'}")


def _train_count(t: Table) -> TrainCount:
    """``count``: a number (-1 = unlimited) or a table per player count."""

    def one(where: Table, key: str, value: object) -> int | None:
        if not isinstance(value, int) or isinstance(value, bool) or value < -1:
            raise where.error(key, f"expected a number of cards, -1 for unlimited, got {value!r}")
        return None if value == -1 else value

    raw = t.data.get("count", -1)
    if not isinstance(raw, Mapping):
        if not isinstance(raw, int) or isinstance(raw, bool):
            raise t.error("count", "expected a number, -1 for unlimited, or a table per player count")
        return TrainCount(every=one(t, "count", raw))
    table = t.table("count")
    by_players: dict[int, int | None] = {}
    for k, v in table.data.items():
        if not k.isdigit():
            raise table.error(k, 'expected a player count such as "4"')
        by_players[int(k)] = one(table, k, v)
    if not by_players:
        raise t.error("count", "expected at least one player count")
    return TrainCount(by_players=by_players)


def _trade_in(t: Table) -> dict[str, int]:
    """``trade_in``: the discount when a train of each older type is handed in (1824)."""
    out = t.mapping("trade_in", int, "a discount in money")
    for old, off in out.items():
        if off <= 0:
            raise t.error(f"trade_in.{old}", f"expected a positive discount, got {off}")
    return out


# ----------------------------------------------------------------- market.toml
def _load_market(path: Path) -> Market:
    file = display(path)
    m = Table(file, "", read_toml(path), ("kind", "rows", "legend", "moves", "notes"))
    kind = m.choice("kind", MARKET_KINDS, "2d")
    legend = {str(k): str(v) for k, v in m.table("legend").data.items()}
    rows = []
    for r, raw_row in enumerate(m.array("rows", required=True)):
        if not isinstance(raw_row, list):
            raise DataError(file, f"rows[{r}]", "expected a list of cells")
        row = []
        for c, cell in enumerate(raw_row):
            row.append(_market_cell(file, f"rows[{r}][{c}]", cell, legend))
        rows.append(tuple(row))
    moves = {str(k): str(v) for k, v in m.table("moves").data.items()}
    return Market(kind, tuple(rows), legend, moves, m.text("notes", ""))


def _market_cell(file: str, where: str, cell: Any, legend: dict[str, str]) -> MarketCell | None:
    if isinstance(cell, int) and not isinstance(cell, bool):
        return MarketCell(cell) if cell else None
    if isinstance(cell, str):
        if not cell.strip():
            return None
        digits = "".join(ch for ch in cell if ch.isdigit())
        marks = "".join(ch for ch in cell if not ch.isdigit()).strip()
        if not digits:
            raise DataError(file, where, f"market cell {cell!r} has no value")
        unknown = [ch for ch in marks if ch not in legend]
        if unknown:
            raise DataError(file, where, f"mark {unknown[0]!r} of {cell!r} is not in [legend]")
        return MarketCell(int(digits), marks)
    raise DataError(file, where, f"expected a number or text such as '100p', got {cell!r}")


# ------------------------------------------------------------------ cards.toml
CARD_KEYS = ("id", "kind", "title", "text", "alt_text", "money", "players", "count", "notes")


def _load_cards(path: Path) -> tuple[Card, ...]:
    file = display(path)
    root = Table(file, "", read_toml(path), ("card", "notes"))
    out = []
    for i, raw in enumerate(root.array("card")):
        c = Table(file, f"card[{i}]", raw, CARD_KEYS)
        out.append(
            Card(
                id=str(c.data.get("id", i + 1)),
                kind=c.text("kind", "card"),
                title=c.text("title", ""),
                text=c.text("text", ""),
                alt_text=c.text("alt_text", ""),
                money=c.integer("money"),
                players=tuple(c.integers("players")),
                count=c.integer("count", 1),
                notes=c.text("notes", ""),
            )
        )
    return tuple(out)


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
