"""What the engine computes with: trains (``trains.toml``), phases (``game.toml``), the market
(``market.toml``) and cards (``cards.toml``), each value checked before it reaches the model."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from ..errors import DataError
from ..model.game import (
    MARKET_KINDS,
    TRACK_SHAPES,
    Card,
    Company,
    Distance,
    Market,
    MarketCell,
    Phase,
    Track,
    Train,
    TrainCount,
    TrainLimits,
)
from ..model.tile import COLORS
from .toml import Table, display, read_toml, type_name

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
    "printed",
    "lengths",
)


def load_trains(path: Path) -> tuple[Train, ...]:
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
                cost=_cost(t),
                count=_train_count(t),
                rusts_on=t.text("rusts_on", ""),
                obsolete_on=t.text("obsolete_on", ""),
                available_on=t.text("available_on", ""),
                trade_in=tuple(_trade_in(t).items()),
                kind=t.text("kind", ""),
                group=t.text("group", ""),
                events=tuple(t.texts("events")),
                notes=t.text("notes", ""),
                printed=_printed(t),
                lengths=_lengths(t),
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


def _cost(t: Table) -> int:
    cost = t.required_integer("cost")
    if cost < 0:
        raise t.error("cost", f"expected a price, got {cost}")
    return cost


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


def _printed(t: Table) -> int | None:
    """``printed``: the cards in the box, a positive number."""
    value = t.integer("printed")
    if value is not None and value <= 0:
        raise t.error("printed", f"expected a positive number of cards, got {value}")
    return value


def _lengths(t: Table) -> dict[str, int]:
    """``lengths``: the cards each other game length uses (``{ short = 6 }``), never more
    than the box has."""
    out = t.mapping("lengths", int, "a number of cards")
    most = t.integer("printed")
    for length, n in out.items():
        if n < 0:
            raise t.error(f"lengths.{length}", f"expected a number of cards, got {n}")
        if most is not None and n > most:
            raise t.error(f"lengths.{length}", f"{n} cards, more than the {most} printed")
    return out


def _trade_in(t: Table) -> dict[str, int]:
    """``trade_in``: the discount when a train of each older type is handed in (1824)."""
    out = t.mapping("trade_in", int, "a discount in money")
    for old, off in out.items():
        if off <= 0:
            raise t.error(f"trade_in.{old}", f"expected a positive discount, got {off}")
    return out


# ------------------------------------------------------------------- phases
PHASE_KEYS = ("name", "on", "tiles", "operating_rounds", "train_limit", "events", "rulebook", "notes")


def load_phases(g: Table, companies: tuple[Company, ...], trains: tuple[Train, ...]) -> tuple[Phase, ...]:
    """``[[phase]]`` of game.toml, in order. What starts a phase is checked against the trains
    by ``validate``; here each value is checked on its own."""
    out = []
    names: set[str] = set()
    for p in g.rows("phase", PHASE_KEYS, name_key="name"):
        name = p.required_text("name")
        if name.lower() in names:
            raise p.error("name", f"phase {name!r} is listed twice")
        names.add(name.lower())
        tiles = p.texts("tiles")
        for colour in tiles:
            if colour not in COLORS:
                raise p.error(
                    "tiles", f"unknown tile colour {colour!r}; expected some of {', '.join(COLORS)}"
                )
        rounds = p.integer("operating_rounds")
        if rounds is not None and rounds < 1:
            raise p.error("operating_rounds", f"expected at least 1, got {rounds}")
        out.append(
            Phase(
                name=name,
                on=p.text("on", ""),
                tiles=tuple(tiles),
                operating_rounds=rounds,
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
        every = p.required_integer("train_limit")
        if every < 0:
            raise p.error("train_limit", f"expected a number of trains, got {every}")
        return TrainLimits(every=every)
    table = p.mapping("train_limit", int, "a whole number")
    for key, n in table.items():
        if n < 0:
            raise p.error(f"train_limit.{key}", f"expected a number of trains, got {n}")
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


# ----------------------------------------------------------------- market.toml
def load_market(path: Path) -> Market:
    file = display(path)
    m = Table(file, "", read_toml(path), ("kind", "rows", "legend", "moves", "notes"))
    kind = m.choice("kind", MARKET_KINDS, "2d")
    legend = m.mapping("legend", str, "what the mark means, in words")
    for mark in legend:
        if not _MARK.fullmatch(mark):
            raise m.error(f"legend.{mark}", "expected one lower-case letter as the mark")
    rows = []
    for r, raw_row in enumerate(m.array("rows", required=True)):
        if not isinstance(raw_row, list):
            raise DataError(file, f"rows[{r}]", f"expected a list of cells, got {type_name(raw_row)}")
        cells = (_market_cell(file, f"rows[{r}][{c}]", cell, legend) for c, cell in enumerate(raw_row))
        rows.append(tuple(cells))
    if not any(cell for row in rows for cell in row):
        raise m.error("rows", "expected at least one cell with a value")
    moves = m.mapping("moves", str, "the move in words")
    return Market(kind, tuple(rows), legend, moves, m.text("notes", ""))


_MARK = re.compile(r"[a-z]")
_CELL = re.compile(r"\s*(\d+)\s*([a-z]*)\s*")


def _market_cell(file: str, where: str, cell: object, legend: Mapping[str, str]) -> MarketCell | None:
    """A cell: a value (0 for no cell), "" for no cell, or the value followed by legend marks."""
    if isinstance(cell, int) and not isinstance(cell, bool):
        if cell < 0:
            raise DataError(file, where, f"expected a price, got {cell}")
        return MarketCell(cell) if cell else None
    if isinstance(cell, str):
        if not cell.strip():
            return None
        match = _CELL.fullmatch(cell)
        if match is None:
            raise DataError(file, where, f"expected a value and marks such as '100p', got {cell!r}")
        digits, marks = match.groups()
        unknown = [ch for ch in marks if ch not in legend]
        if unknown:
            raise DataError(file, where, f"mark {unknown[0]!r} of {cell!r} is not in [legend]")
        return MarketCell(int(digits), marks)
    raise DataError(file, where, f"expected a number or text such as '100p', got {type_name(cell)}")


# ------------------------------------------------------------------ cards.toml
CARD_KEYS = (
    "id",
    "kind",
    "title",
    "text",
    "alt_text",
    "money",
    "players",
    "count",
    "notes",
    "color",
    "diameter",
    "short",
)
TRACK_KEYS = (
    "id",
    "title",
    "spaces",
    "range",
    "marked",
    "color",
    "shape",
    "back",
    "count",
    "text",
    "rows",
    "notes",
    "space",
)


def load_cards(path: Path) -> tuple[Card, ...]:
    file = display(path)
    root = Table(file, "", read_toml(path), ("card", "track", "notes"))
    out = []
    for i, c in enumerate(root.rows("card", CARD_KEYS, name_key="id")):
        count = c.integer("count", 1)
        if count < 0:
            raise c.error("count", f"expected a number of copies, got {count}")
        diameter = c.number("diameter")
        if diameter is not None and not 8.0 <= diameter <= 40.0:
            raise c.error("diameter", f"expected a round piece's size, 8-40 mm, got {diameter:g}")
        kind = c.text("kind", "card")
        if (diameter is not None or c.text("short", "")) and kind != "token":
            key = "diameter" if diameter is not None else "short"
            raise c.error(key, f"only a token has one, not a {kind}")
        out.append(
            Card(
                id=c.text("id", str(i + 1)),
                kind=kind,
                title=c.text("title", ""),
                text=c.text("text", ""),
                alt_text=c.text("alt_text", ""),
                money=c.integer("money"),
                players=tuple(c.integers("players")),
                count=count,
                notes=c.text("notes", ""),
                color=c.text("color", ""),
                diameter=diameter,
                short=c.text("short", ""),
            )
        )
    return tuple(out)


def _space_size(t: Table) -> tuple[float, float] | None:
    """A strip's ``space = [width, height]`` in mm: 15-160 wide, 15-230 high (a page holds it)."""
    if not t.has("space"):
        return None
    raw = t.data["space"]
    ok = isinstance(raw, list) and len(raw) == 2 and all(isinstance(v, int | float) for v in raw)
    if not ok or not (15 <= raw[0] <= 160 and 15 <= raw[1] <= 230):
        raise t.error("space", f"expected [width, height] in mm, 15-160 by 15-230, got {raw!r}")
    if t.text("shape", "strip") != "strip":
        raise t.error("space", "only a strip's spaces have a size")
    return float(raw[0]), float(raw[1])


def load_tracks(path: Path) -> tuple[Track, ...]:
    """cards.toml's ``[[track]]``: round and revenue tracks, as boards or tile-sized pieces."""
    file = display(path)
    root = Table(file, "", read_toml(path), ("card", "track", "notes"))
    out: list[Track] = []
    for t in root.rows("track", TRACK_KEYS, name_key="id"):
        spaces = _track_spaces(t)
        marked = tuple(t.integers("marked"))
        if any(not 1 <= m <= len(spaces) for m in marked):
            raise t.error("marked", f"expected space numbers 1-{len(spaces)}, got {list(marked)}")
        count = t.integer("count", 1)
        if count < 0:
            raise t.error("count", f"expected a number of pieces, got {count}")
        space = _space_size(t)
        out.append(
            Track(
                id=t.required_text("id"),
                title=t.required_text("title"),
                spaces=spaces,
                marked=marked,
                color=t.text("color", ""),
                shape=t.choice("shape", TRACK_SHAPES, "strip"),
                back=t.text("back", ""),
                count=count,
                text=t.text("text", ""),
                rows=tuple(t.texts("rows")),
                space=space,
            )
        )
    ids = {t.id for t in out}
    for track, row in zip(out, root.rows("track", TRACK_KEYS, name_key="id"), strict=True):
        if track.back and track.back not in ids:
            raise row.error("back", f"no track {track.back!r} in this file")
    return tuple(out)


def _track_spaces(t: Table) -> tuple[str, ...]:
    """``spaces = [...]`` (words), or ``range = [first, last, step]`` (numbers)."""
    if t.has("range"):
        bounds = t.integers("range")
        if len(bounds) != 3 or bounds[2] <= 0 or bounds[1] < bounds[0]:
            raise t.error("range", f"expected [first, last, step] with a positive step, got {bounds}")
        return tuple(str(v) for v in range(bounds[0], bounds[1] + 1, bounds[2]))
    spaces = tuple(t.texts("spaces"))
    if not spaces:
        raise t.error("spaces", "expected the spaces' words, or range = [first, last, step]")
    return spaces
