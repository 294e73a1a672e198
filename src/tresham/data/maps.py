"""``map.toml`` (and its variants): every hex of a printed map, its marks and scenario layouts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import CoordinateError, DataError
from ..grid import Grid, Layout, grid_for
from ..model.game import (
    BORDER_KINDS,
    Border,
    CityLine,
    HexDef,
    MapDef,
    Partition,
    Scenario,
    ScenarioCell,
)
from .content import CONTENT_KEYS, parse_content
from .tiles import city_parts
from .toml import Table, display, read_toml

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
    "special_tiles",
    "city_parts",
    "notes",
)


def load_map(path: Path, map_id: str, layout: Layout, players: tuple[int, ...]) -> MapDef:
    file = display(path)
    m = Table(
        file, "", read_toml(path), ("layout", "name", "hex", "scenario", "city_line", "legend", "notes")
    )
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
        details["city_parts"] = city_parts(h, len(content.cities))
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
    lines = tuple(_city_line(file, i, raw, grid, hexes) for i, raw in enumerate(m.array("city_line")))
    legend = _legend(m, hexes)
    return MapDef(
        id=map_id,
        layout=layout,
        name=m.text("name", ""),
        hexes=hexes,
        players=players,
        scenarios=scenarios,
        parity=parity,
        source=file,
        city_lines=lines,
        legend=legend,
    )


def _legend(m: Table, hexes: dict[str, HexDef]) -> dict[str, str]:
    """``[legend]``: words for what the map's legend cannot name by itself, keyed
    ``frame.<colour>`` (hexes framed in that colour) or ``color.<colour>`` (hexes of that
    colour). Each key must name something the map has."""
    table = m.table("legend")
    frames = {h.content.frame for h in hexes.values() if h.content.frame}
    colors = {h.content.color for h in hexes.values()}
    out: dict[str, str] = {}
    for key, words in table.data.items():
        kind, _, colour = str(key).partition(".")
        if kind not in ("frame", "color") or not colour:
            raise table.error(str(key), 'expected a key "frame.<colour>" or "color.<colour>"')
        if colour not in (frames if kind == "frame" else colors):
            what = "framed in" if kind == "frame" else "of the colour"
            raise table.error(str(key), f"no hex of this map is {what} {colour!r}")
        if not isinstance(words, str) or not words.strip():
            raise table.error(str(key), "expected the legend's words, as text")
        out[str(key)] = words
    return out


def _parity(file: str, layout: Layout, hexes: dict[str, HexDef]) -> int | None:
    if layout == "square" or not hexes:
        return None
    grid = grid_for(layout)
    parities: dict[int, list[str]] = {}
    for name in hexes:
        c = grid.parse(name)
        parities.setdefault((c.a + c.b) % 2, []).append(name)
    if len(parities) > 1:  # the hex at fault is the first of the fewer: the others agree
        fewer, more = sorted(parities.values(), key=len)
        odd = fewer[0]
        raise DataError(
            file,
            f"hex {odd}",
            f"{odd} cannot lie on the doubled-coordinate grid of the map's {len(more)} other hexes "
            f"(such as {more[0]}): its letter and number have the wrong parity",
        )
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
        "special_tiles": tuple(h.texts("special_tiles")),
        "notes": h.text("notes", ""),
    }


def _city_line(file: str, i: int, raw: Any, grid: Grid, hexes: dict[str, HexDef]) -> CityLine:
    t = Table(file, f"city_line[{i}]", raw, ("id", "hexes", "notes"))
    line = t.required_text("id")
    t = Table(file, f"city_line {line}", raw, ("id", "hexes", "notes"))
    names = []
    for name in t.texts("hexes"):
        try:
            norm = grid.normalise(name)
        except CoordinateError as exc:
            raise t.error("hexes", str(exc)) from None
        if norm not in hexes:
            raise t.error("hexes", f"{norm} is not a hex of this map")
        names.append(norm)
    if len(names) < 2:
        raise t.error("hexes", "a line runs between two terminals: list at least two hexes")
    return CityLine(line, tuple(names), t.text("notes", ""))


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
