"""Read a layout file (TOML): a game, optional players and phase, lays and tokens in order.

```toml
game = "18mag"
players = 4            # optional; picks the map variant
phase = "green"        # optional; without it phase colours are not checked
variant = "brobdingnag"  # optional: rules variants played (their tiles join the supply)
record = true          # optional: a recorded game (tresham replay --layout): judged as a replay
                       # is (the tile rules only) and every lay applied
[[player]]             # optional: who directs which companies and owns which cards
name = "Ann"
directs = ["1"]
owns = []
[[lay]]
hex = "E12"
tile = "57"            # a tile name, or one physical copy "57-0"
rotation = 2
company = "1"          # optional
phase = "yellow"       # optional; from this lay on
turn = 3               # optional; lays sharing a turn number are one company's turn
[[token]]
hex = "E12"
company = "1"
city = 0
removes = "V"          # optional: the company whose token in that city it takes off
                       # first, where the game allows it (1840, L2790-2798)
[[train]]              # optional: the trains a company runs (``tresham routes``)
company = "1"
name = "4"
```

``title``, ``source`` and ``notes`` (on the file or on any table) are for the reader: they
are accepted and not read. Every error is a ``LayoutError`` naming the file and the key,
never a traceback.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import CoordinateError, LayoutError, TreshamError, UnknownTileError
from ..model.actions import LayTile
from ..model.game import GameDef, Manifest, MapDef
from ..rules.base import Rules
from ..rules.board import Token
from ..rules.games import rules_for
from ..rules.ownership import NOBODY, Ownership, PlayerHoldings

TOP_KEYS = (
    "game",
    "players",
    "phase",
    "variant",
    "player",
    "record",
    "lay",
    "token",
    "train",
    "title",
    "notes",
    "source",
)
PLAYER_KEYS = ("name", "directs", "owns", "notes")
TRAIN_KEYS = ("company", "name", "notes")
LAY_KEYS = ("hex", "tile", "rotation", "company", "phase", "turn", "notes")
TOKEN_KEYS = ("hex", "company", "city", "removes", "notes")
_ITEM_HEADER = re.compile(r"^\s*\[\[\s*(lay|token)\s*\]\]", re.MULTILINE)
PhaseOf = Callable[[str, Any], str]


@dataclass(frozen=True)
class LayoutItem:
    """One entry of a layout, in file order: a tile lay or a token.

    ``index`` counts lays and tokens separately (lay 0, 1, ...; token 0, 1, ...). ``phase``
    is the phase a lay sets from itself on; ``turn`` groups the lays of one company's turn.
    ``removes`` names the company whose token a token placement takes off that city first.
    """

    index: int
    action: LayTile | Token
    phase: str | None = None
    turn: int | None = None
    removes: str | None = None


@dataclass(frozen=True)
class TrainEntry:
    company: str
    name: str


@dataclass(frozen=True)
class Layout:
    file: str
    game: GameDef
    map: MapDef
    manifest: Manifest
    players: int | None
    phase: str | None
    items: tuple[LayoutItem, ...]
    trains: tuple[TrainEntry, ...] = ()
    owners: Ownership = NOBODY
    variants: frozenset[str] = frozenset()
    record: bool = False

    @property
    def lays(self) -> list[LayoutItem]:
        return [i for i in self.items if isinstance(i.action, LayTile)]

    @property
    def tokens(self) -> list[LayoutItem]:
        return [i for i in self.items if isinstance(i.action, Token)]

    @property
    def last_phase(self) -> str | None:
        """The phase after every lay (the top-level phase, or the last lay that sets one)."""
        phase = self.phase
        for item in self.lays:
            if item.phase is not None:
                phase = item.phase
        return phase


def load_layout(path: str | Path) -> Layout:
    from ..data.toml import read_named_file  # refuses files over 20 MB and text that is not UTF-8

    file, text = read_named_file(path, LayoutError)
    return parse_layout(text, file)


def parse_layout(text: str, file: str = "<layout>") -> Layout:
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LayoutError(f"{file}: not valid TOML: {exc}") from None
    except RecursionError:
        raise LayoutError(f"{file}: not valid TOML here: tables or lists nested too deeply") from None
    return build_layout(raw, file, order=[m.group(1) for m in _ITEM_HEADER.finditer(text)])


def _err(file: str, key: str, message: str) -> LayoutError:
    return LayoutError(f"{file}: {key}: {message}" if key else f"{file}: {message}")


def _check_keys(file: str, where: str, table: Any, allowed: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise _err(file, where, "expected a table")
    extra = sorted(set(table) - set(allowed))
    if extra:
        raise _err(
            file,
            f"{where}.{extra[0]}" if where else extra[0],
            f"unknown key; expected one of: {', '.join(allowed)}",
        )
    return table


def _int(file: str, key: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _err(file, key, f"expected a whole number, got {value!r}")
    return value


def _str(file: str, key: str, value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)  # company "1", tile 57 written without quotes
    if not isinstance(value, str) or not value.strip():
        raise _err(file, key, f"expected text, got {value!r}")
    return value.strip()


def build_layout(raw: dict[str, Any], file: str = "<layout>", order: list[str] | None = None) -> Layout:
    """A layout from an already-parsed table; ``order`` lists 'lay'/'token' in file order."""
    from ..data import load_game

    _check_keys(file, "", raw, TOP_KEYS)
    if "game" not in raw:
        raise _err(file, "game", 'missing; name a game as `tresham games` lists it, e.g. game = "18mag"')
    gid = _str(file, "game", raw["game"])
    try:
        game = load_game(gid, relative_to=Path(file).parent)
    except TreshamError as exc:
        raise _err(file, "game", str(exc)) from None
    players = None
    if "players" in raw:
        players = _int(file, "players", raw["players"])
        if game.players and players not in game.players:
            span = ", ".join(str(p) for p in game.players)
            raise _err(file, "players", f"{game.title} is for {span} players, not {players}")
    mp = game.map_for(players)
    manifest = game.manifests[mp.id]
    rules = rules_for(game, mp)
    variants = _variants(file, raw.get("variant", []), manifest)
    owners = _owners(file, raw.get("player", []), game)

    def phase_of(key: str, value: Any) -> str:
        name = _str(file, key, value)
        if rules.phase_colors(name) is None:
            names = ", ".join(p.name for p in game.phases)
            raise _err(file, key, f"unknown phase {name!r}; use a phase ({names}) or a tile colour")
        return name

    phase = phase_of("phase", raw["phase"]) if "phase" in raw else None
    lays_raw = raw.get("lay", [])
    toks_raw = raw.get("token", [])
    for key, value in (("lay", lays_raw), ("token", toks_raw)):
        if not isinstance(value, list):
            raise _err(file, key, f"expected [[{key}]] tables")
    if order is None or order.count("lay") != len(lays_raw) or order.count("token") != len(toks_raw):
        order = ["lay"] * len(lays_raw) + ["token"] * len(toks_raw)

    items: list[LayoutItem] = []
    li = ti = 0
    for kind in order:
        if kind == "lay":
            items.append(_lay(file, li, lays_raw[li], game, mp, rules, phase_of))
            li += 1
        else:
            items.append(_token(file, ti, toks_raw[ti], game, mp))
            ti += 1
    trains = read_trains(file, raw, game)
    record = raw.get("record", False)
    if not isinstance(record, bool):
        raise _err(file, "record", f"expected true or false, got {record!r}")
    return Layout(file, game, mp, manifest, players, phase, tuple(items), trains, owners, variants, record)


def read_trains(file: str, raw: dict[str, Any], game: GameDef) -> tuple[TrainEntry, ...]:
    """The ``[[train]]`` tables: which company runs which train (a name from trains.toml)."""
    tables = raw.get("train", [])
    if not isinstance(tables, list):
        raise _err(file, "train", "expected [[train]] tables")
    out = []
    known = {t.name for t in game.trains}
    for i, item in enumerate(tables):
        where = f"train[{i}]"
        t = _check_keys(file, where, item, TRAIN_KEYS)
        for key in ("company", "name"):
            if key not in t:
                raise _err(file, f"{where}.{key}", "missing")
        name = _str(file, f"{where}.name", t["name"])
        if name not in known:
            raise _err(
                file,
                f"{where}.name",
                f"{game.title} has no train {name!r} (trains: {', '.join(sorted(known))})",
            )
        out.append(TrainEntry(_company(file, f"{where}.company", t["company"], game), name))
    return tuple(out)


def _variants(file: str, value: Any, manifest: Manifest) -> frozenset[str]:
    """``variant = "brobdingnag"`` or a list of them, each one the manifest knows."""
    names = [value] if isinstance(value, str) else value
    if not isinstance(names, list) or not all(isinstance(v, str) for v in names):
        raise _err(file, "variant", f"expected a variant name or a list of them, got {value!r}")
    known = manifest.variants
    for name in names:
        if name not in known:
            offer = f"its variants: {', '.join(known)}" if known else "it has no variants"
            raise _err(file, "variant", f"unknown variant {name!r}; {offer}")
    return frozenset(names)


def _owners(file: str, value: Any, game: GameDef) -> Ownership:
    """``[[player]]`` tables: who directs which companies and owns which cards."""
    if not isinstance(value, list):
        raise _err(file, "player", "expected [[player]] tables")
    cards = [p.id for p in game.privates] + [c.id for c in game.cards]
    directed: dict[str, str] = {}
    owned: dict[str, str] = {}
    players = []
    for i, raw in enumerate(value):
        where = f"player[{i}]"
        t = _check_keys(file, where, raw, PLAYER_KEYS)
        name = _str(file, f"{where}.name", t["name"]) if "name" in t else f"player {i + 1}"
        directs = tuple(_company(file, f"{where}.directs", c, game) for c in _list(file, where, "directs", t))
        owns = tuple(_card(file, f"{where}.owns", c, cards) for c in _list(file, where, "owns", t))
        for ids, seen, what in ((directs, directed, "directed"), (owns, owned, "owned")):
            for x in ids:
                if x in seen:
                    raise _err(file, where, f"{x} is already {what} by {seen[x]}")
                seen[x] = name
        players.append(PlayerHoldings(name, directs, owns))
    return Ownership(tuple(players))


def _list(file: str, where: str, key: str, table: dict[str, Any]) -> list[Any]:
    value = table.get(key, [])
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        return [value]
    if not isinstance(value, list):
        raise _err(file, f"{where}.{key}", f"expected a list of ids, got {value!r}")
    return value


def _card(file: str, key: str, value: Any, cards: list[str]) -> str:
    written = _str(file, key, value)
    for cid in cards:
        if cid == written or cid.lower() == written.lower():
            return cid
    known = ", ".join(cards) or "none"
    raise _err(file, key, f"no private or card {written!r} in this game (ids: {known})")


def _hex(file: str, key: str, value: Any, mp: MapDef) -> str:
    name = _str(file, key, value)
    try:
        return mp.hex_named(name)
    except CoordinateError as exc:
        raise _err(file, key, str(exc)) from None


def _company(file: str, key: str, value: Any, game: GameDef) -> str:
    cid = _str(file, key, value)
    if game.company(cid) is None:
        for c in game.companies:  # accept a case-insensitive id
            if c.id.lower() == cid.lower():
                return c.id
        known = ", ".join(c.id for c in game.companies[:20])
        raise _err(file, key, f"{game.title} has no company {cid!r} (companies: {known}...)")
    return cid


def _lay(
    file: str, i: int, raw: Any, game: GameDef, mp: MapDef, rules: Rules, phase_of: PhaseOf
) -> LayoutItem:
    where = f"lay[{i}]"
    t = _check_keys(file, where, raw, LAY_KEYS)
    for key in ("hex", "tile"):
        if key not in t:
            raise _err(file, f"{where}.{key}", "missing")
    hex = _hex(file, f"{where}.hex", t["hex"], mp)
    written = _str(file, f"{where}.tile", t["tile"])
    try:
        tile, _copy = rules.resolve_tile(written)
    except UnknownTileError as exc:
        raise _err(file, f"{where}.tile", str(exc)) from None
    rotation = _int(file, f"{where}.rotation", t.get("rotation", 0))
    n = tile.edge_count
    if not 0 <= rotation < n:
        raise _err(file, f"{where}.rotation", f"expected 0-{n - 1}, got {rotation}")
    company = _company(file, f"{where}.company", t["company"], game) if "company" in t else ""
    phase = phase_of(f"{where}.phase", t["phase"]) if "phase" in t else None
    turn = _int(file, f"{where}.turn", t["turn"]) if "turn" in t else None
    action = LayTile(entity=company, entity_type="corporation", hex=hex, tile=written, rotation=rotation)
    return LayoutItem(i, action, phase, turn)


def _token(file: str, i: int, raw: Any, game: GameDef, mp: MapDef) -> LayoutItem:
    where = f"token[{i}]"
    t = _check_keys(file, where, raw, TOKEN_KEYS)
    for key in ("hex", "company"):
        if key not in t:
            raise _err(file, f"{where}.{key}", "missing")
    hex = _hex(file, f"{where}.hex", t["hex"], mp)
    company = _company(file, f"{where}.company", t["company"], game)
    city = _int(file, f"{where}.city", t.get("city", 0))
    if city < 0:
        raise _err(file, f"{where}.city", "a city index cannot be negative")
    removes = _company(file, f"{where}.removes", t["removes"], game) if "removes" in t else None
    return LayoutItem(i, Token(company, hex, city), removes=removes)
