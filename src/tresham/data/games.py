"""Load ``data/games/<game>/`` into a ``GameDef``, checking every key on the way."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from ..errors import CoordinateError, DataError, UnknownGameError
from ..grid import LAYOUTS, grid_for
from ..model.game import (
    Border,
    Card,
    Certificate,
    Company,
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
)
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
    "rules",
    "rounds",
    "subtitle",
    "year",
    "round_order",
    "terms",
)
EXTRA_KEYS = ("rules", "rounds", "subtitle", "year", "round_order", "terms")
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
    gid = g.str("id", folder.name)
    layout = g.str("layout", required=True)
    if layout not in LAYOUTS:
        raise g.error("layout", f"expected one of {', '.join(LAYOUTS)}, got {layout!r}")
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
        players = tuple(v.int_list("players"))
        mp = _load_map(folder / v.str("file", "map.toml"), map_id, layout, players)
        maps[map_id] = mp
        tiles_file = v.str("tiles", "tiles.toml")
        if tiles_file not in manifest_cache:
            manifest_cache[tiles_file] = _load_manifest(folder / tiles_file, library)
        manifests[map_id] = manifest_cache[tiles_file]
        market_file = v.str("market", "market.toml")
        if market_file not in market_cache:
            market_cache[market_file] = _load_market(folder / market_file)
        markets[map_id] = market_cache[market_file]

    companies, privates = _load_companies(folder / "companies.toml")
    cards_path = folder / "cards.toml"
    cards = _load_cards(cards_path) if cards_path.exists() else ()

    game = GameDef(
        id=gid,
        title=g.str("title", required=True),
        designer=g.str("designer", ""),
        publisher=g.str("publisher", ""),
        players=tuple(g.int_list("players")),
        currency=g.str("currency", "{}"),
        bank=g.int("bank", 0),
        layout=layout,
        revenue_columns=tuple(g.str_list("revenue_columns", ["yellow", "green", "brown", "gray"])),
        maps=maps,
        player_setup=_player_setup(g),
        phases=_phases(g),
        end=tuple(_words(g, "end")),
        rounding={k: str(v) for k, v in g.table("rounding").data.items()},
        manifests=manifests,
        tiles=library,
        companies=companies,
        privates=privates,
        trains=_load_trains(folder / "trains.toml"),
        markets=markets,
        cards=cards,
        notes=g.str("notes", ""),
        extra={k: g.data[k] for k in EXTRA_KEYS if k in g.data},
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
        out[n] = PlayerSetup(row.int("cash"), row.int("cert_limit"), row.str("notes", ""))
    return out


def _phases(g: Table) -> tuple[Phase, ...]:
    out = []
    for i, raw in enumerate(g.list("phase")):
        p = Table(
            g.file,
            f"phase[{i}]",
            raw,
            ("name", "on", "tiles", "operating_rounds", "train_limit", "events", "rulebook", "notes"),
        )
        limit = p.data.get("train_limit")
        if limit is not None and not isinstance(limit, (int, dict)):
            raise p.error("train_limit", "expected a number or a table of numbers per company kind")
        out.append(
            Phase(
                name=p.str("name", required=True),
                on=str(p.data.get("on", "")),
                tiles=tuple(p.str_list("tiles")),
                operating_rounds=p.int("operating_rounds"),
                train_limit=limit,
                events=tuple(p.str_list("events")),
                rulebook=p.str("rulebook", ""),
                notes=p.str("notes", ""),
            )
        )
    return tuple(out)


def _words(g: Table, key: str) -> list[str]:
    value = g.data.get(key)
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [str(v) for v in value]
    if isinstance(value, dict):
        out = []
        for k, v in value.items():
            if isinstance(v, list):
                out.extend(str(x) for x in v)
            else:
                out.append(f"{k}: {v}" if k != "notes" else str(v))
        return out
    raise g.error(key, "expected text, a list of text or a table")


# -------------------------------------------------------------------- map.toml
def _load_map(path: Path, map_id: str, layout: str, players: tuple[int, ...]) -> MapDef:
    file = display(path)
    m = Table(file, "", read_toml(path), ("layout", "name", "hex", "scenario", "notes"))
    map_layout = m.str("layout", layout)
    if map_layout != layout:
        raise m.error("layout", f"{map_layout!r} disagrees with game.toml's layout {layout!r}")
    grid = grid_for(layout)
    hexes: dict[str, HexDef] = {}
    edges = grid.edges
    for i, raw in enumerate(m.list("hex")):
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
    scenarios = tuple(_scenario(file, i, raw, grid) for i, raw in enumerate(m.list("scenario")))
    return MapDef(
        id=map_id,
        layout=layout,
        name=m.str("name", ""),
        hexes=hexes,
        players=players,
        scenarios=scenarios,
        parity=parity,
        source=file,
    )


def _parity(file: str, layout: str, hexes: dict[str, HexDef]) -> int | None:
    if layout == "square" or not hexes:
        return None
    grid = grid_for(layout)
    parities = {}
    for name in hexes:
        c = grid.parse(name)
        parities.setdefault((c.a + c.b) % 2, name)
    if len(parities) > 1:
        a, b = parities[0], parities[1]
        raise DataError(file, f"hex {b}", f"{a} and {b} cannot both lie on one doubled-coordinate grid")
    return next(iter(parities))


def _hex_details(h: Table, edges: int) -> dict[str, Any]:
    borders = []
    for j, raw in enumerate(h.list("borders")):
        b = Table(h.file, f"{h.where}.borders[{j}]", raw, ("edge", "kind", "cost"))
        edge = b.int("edge", required=True)
        if not 0 <= edge < edges:
            raise b.error("edge", f"edge {edge} is out of range 0-{edges - 1}")
        borders.append(Border(edge, b.str("kind", "impassable"), b.int("cost", 0)))
    partition = None
    if h.has("partition"):
        p = h.table("partition", ("a", "b", "kind"))
        partition = Partition(p.num("a", required=True), p.num("b", required=True), p.str("kind", ""))
    home_city_t = h.table("home_city")
    home_city = []
    for cid, idx in home_city_t.data.items():
        if not isinstance(idx, int):
            raise home_city_t.error(cid, "expected a city index")
        home_city.append((str(cid), idx))
    return {
        "name": h.str("name", ""),
        "terrain": h.str("terrain", ""),
        "cost": h.int("cost", 0),
        "borders": tuple(borders),
        "partition": partition,
        "home": tuple(h.str_list("home")),
        "home_city": tuple(home_city),
        "reserved": tuple(h.str_list("reserved")),
        "icons": tuple(h.str_list("icons")),
        "notes": h.str("notes", ""),
    }


def _scenario(file: str, i: int, raw: Any, grid) -> Scenario:
    s = Table(file, f"scenario[{i}]", raw, ("name", "notes", "cell"))
    cells = []
    for j, rc in enumerate(s.list("cell")):
        c = Table(file, f"scenario[{i}].cell[{j}]", rc, ("at", "tile", "rotation", "notes"))
        try:
            at = grid.normalise(c.str("at", required=True))
        except CoordinateError as exc:
            raise c.error("at", str(exc)) from None
        cells.append(ScenarioCell(at, c.str("tile", required=True), c.int("rotation", 0)))
    return Scenario(s.str("name", f"scenario {i + 1}"), tuple(cells), s.str("notes", ""))


# ------------------------------------------------------------------ tiles.toml
MANIFEST_KEYS = ("name", "count", "back", "aliases", "variant_of", "notes", "setup")


def _load_manifest(path: Path, library: dict) -> Manifest:
    file = display(path)
    m = Table(file, "", read_toml(path), ("tile", "upgrades", "notes"))
    entries = []
    seen: set[str] = set()
    for i, raw in enumerate(m.list("tile")):
        t = Table(file, f"tile[{i}]", raw, MANIFEST_KEYS)
        name = str(t.data.get("name", ""))
        if not name:
            raise DataError(file, f"tile[{i}]", "missing key 'name'")
        t = Table(file, f"tile {name}", raw, MANIFEST_KEYS)
        variant_of = t.str("variant_of", "")
        count = t.int("count", None if not variant_of else 0)
        if count is None:
            raise DataError(file, f"tile {name}", "missing key 'count'")
        if count < 0:
            raise t.error("count", "a tile count cannot be negative")
        back = t.str("back", "")
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
                tuple(t.str_list("aliases")),
                variant_of,
                t.str("notes", ""),
                t.bool("setup"),
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
    return Manifest(tuple(entries), upgrades, file)


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
    for i, raw in enumerate(root.list("company")):
        c = Table(file, f"company[{i}]", raw, COMPANY_KEYS)
        cid = str(c.data.get("id", "")) or f"#{i}"
        c = Table(file, f"company {cid}", raw, COMPANY_KEYS)
        if cid in ids:
            raise DataError(file, f"company {cid}", "id used twice")
        ids.add(cid)
        certs = []
        for j, rc in enumerate(c.list("certificates")):
            ct = Table(file, f"company {cid}.certificates[{j}]", rc, ("percent", "count", "director"))
            certs.append(
                Certificate(ct.int("percent", required=True), ct.int("count", 1), ct.bool("director"))
            )
        companies.append(
            Company(
                id=cid,
                name=c.str("name", required=True),
                kind=c.str("kind", "major"),
                color=_colour(c, "color", "#808080"),
                text_color=_colour(c, "text_color", "#ffffff"),
                home=tuple(c.str_list("home")),
                home_city=c.int("home_city"),
                tokens=tuple(c.int_list("tokens")),
                certificates=tuple(certs),
                par=c.int("par"),
                capital=c.int("capital"),
                float_percent=c.int("float_percent"),
                abilities=tuple(c.str_list("abilities")),
                rulebook=c.str("rulebook", ""),
                notes=c.str("notes", ""),
            )
        )
    privates = []
    for i, raw in enumerate(root.list("private")):
        p = Table(file, f"private[{i}]", raw, PRIVATE_KEYS)
        pid = str(p.data.get("id", "")) or f"#{i}"
        p = Table(file, f"private {pid}", raw, PRIVATE_KEYS)
        privates.append(
            Private(
                id=pid,
                name=p.str("name", required=True),
                kind=p.str("kind", "private"),
                cost=p.int("cost"),
                revenue=p.int("revenue"),
                abilities=tuple(p.str_list("abilities")),
                players=tuple(p.int_list("players")),
                notes=p.str("notes", ""),
                rulebook=p.str("rulebook", ""),
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
    value = t.str(key, default)
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
    "group",
    "distance",
    "cost",
    "count",
    "rusts_on",
    "obsolete_on",
    "available_on",
    "trade_in",
    "kind",
    "events",
    "notes",
)


def _load_trains(path: Path) -> tuple[Train, ...]:
    file = display(path)
    root = Table(file, "", read_toml(path), ("train", "notes"))
    out = []
    for i, raw in enumerate(root.list("train")):
        t = Table(file, f"train[{i}]", raw, TRAIN_KEYS)
        name = str(t.data.get("name", "")) or f"#{i}"
        t = Table(file, f"train {name}", raw, TRAIN_KEYS)
        count = t.data.get("count", -1)
        if isinstance(count, dict):
            for k, v in count.items():
                if not isinstance(v, int):
                    raise t.error("count", f"count for {k} players must be a number")
        elif not isinstance(count, int):
            raise t.error("count", "expected a number, -1 for unlimited, or a table per player count")
        trade = t.table("trade_in")
        out.append(
            Train(
                name=name,
                distance=t.data.get("distance", 0),
                cost=t.int("cost", required=True),
                count=count,
                rusts_on=str(t.data.get("rusts_on", "")),
                obsolete_on=str(t.data.get("obsolete_on", "")),
                available_on=str(t.data.get("available_on", "")),
                trade_in=tuple((str(k), int(v)) for k, v in trade.data.items()),
                kind=t.str("kind", ""),
                group=t.str("group", ""),
                events=tuple(t.str_list("events")),
                notes=t.str("notes", ""),
            )
        )
    return tuple(out)


# ----------------------------------------------------------------- market.toml
def _load_market(path: Path) -> Market:
    file = display(path)
    m = Table(file, "", read_toml(path), ("kind", "rows", "legend", "moves", "notes"))
    kind = m.str("kind", "2d")
    if kind not in ("2d", "1d", "zigzag"):
        raise m.error("kind", f"expected 2d, 1d or zigzag, got {kind!r}")
    legend = {str(k): str(v) for k, v in m.table("legend").data.items()}
    rows = []
    for r, raw_row in enumerate(m.list("rows", required=True)):
        if not isinstance(raw_row, list):
            raise DataError(file, f"rows[{r}]", "expected a list of cells")
        row = []
        for c, cell in enumerate(raw_row):
            row.append(_market_cell(file, f"rows[{r}][{c}]", cell, legend))
        rows.append(tuple(row))
    moves = {str(k): str(v) for k, v in m.table("moves").data.items()}
    return Market(kind, tuple(rows), legend, moves, m.str("notes", ""))


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
    for i, raw in enumerate(root.list("card")):
        c = Table(file, f"card[{i}]", raw, CARD_KEYS)
        out.append(
            Card(
                id=str(c.data.get("id", i + 1)),
                kind=c.str("kind", "card"),
                title=c.str("title", ""),
                text=c.str("text", ""),
                alt_text=c.str("alt_text", ""),
                money=c.int("money"),
                players=tuple(c.int_list("players")),
                count=c.int("count", 1),
                notes=c.str("notes", ""),
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
