"""Parse a content block (cities, towns, off-boards, paths, label) from a TOML table."""

from __future__ import annotations

import re
from typing import Any

from ..errors import DataError
from ..model.tile import COLORS, City, Content, End, NodeRef, Offboard, Path, Town
from .toml import Table

CONTENT_KEYS = ("color", "label", "cities", "towns", "offboards", "paths", "frame")
_NODE = re.compile(r"^([cto])(\d+)$")
_NODE_KIND = {"c": "city", "t": "town", "o": "offboard"}
_CITY_KEYS = ("revenue", "revenues", "slots", "loc", "group", "name")
_TOWN_KEYS = ("revenue", "revenues", "style", "loc", "group", "name")
_OFFBOARD_KEYS = ("revenue", "revenues", "loc", "group", "name")
_PATH_KEYS = ("a", "b", "terminal", "track")
_PLURAL = {"city": "cities"}  # where a kind's plural is not the kind plus s


def parse_content(t: Table, edges: int, default_color: str = "white") -> Content:
    """Read the content keys of ``t``; ``edges`` is 6 for hexes, 4 for squares."""
    color = t.text("color", default_color)
    if color not in COLORS:
        raise t.error("color", f"unknown colour {color!r}; expected one of {', '.join(COLORS)}")
    cities = tuple(
        City(**_centre(t, "cities", i, raw, _CITY_KEYS)) for i, raw in enumerate(t.array("cities"))
    )
    towns = tuple(Town(**_centre(t, "towns", i, raw, _TOWN_KEYS)) for i, raw in enumerate(t.array("towns")))
    offboards = tuple(
        Offboard(**_centre(t, "offboards", i, raw, _OFFBOARD_KEYS))
        for i, raw in enumerate(t.array("offboards"))
    )
    counts = {"city": len(cities), "town": len(towns), "offboard": len(offboards)}
    paths = tuple(_path(t, i, raw, edges, counts) for i, raw in enumerate(t.array("paths")))
    label = t.text("label", "")
    frame = t.text("frame", "")
    if frame and frame not in COLORS:
        raise t.error("frame", f"unknown colour {frame!r}; expected one of {', '.join(COLORS)}")
    return Content(color, cities, towns, offboards, paths, label, frame)


def _centre(t: Table, key: str, index: int, raw: Any, allowed: tuple[str, ...]) -> dict[str, Any]:
    item = Table(t.file, f"{t.where}.{key}[{index}]", raw, allowed)
    out: dict[str, Any] = {}
    if item.has("revenue"):
        out["revenue"] = item.integer("revenue")
    if item.has("revenues"):
        table = item.table("revenues")
        values = []
        for column, value in table.data.items():
            if not isinstance(value, int) or isinstance(value, bool):
                raise table.error(column, "expected a whole number")
            values.append((column, value))
        out["revenues"] = tuple(values)
    if "slots" in allowed and item.has("slots"):
        slots = item.required_integer("slots")
        if not 1 <= slots <= 6:
            raise item.error("slots", f"a city has 1 to 6 slots, not {slots}")
        out["slots"] = slots
    if "style" in allowed and item.has("style"):
        style = item.text("style")
        if style not in ("bar", "dot"):
            raise item.error("style", f"expected 'bar' or 'dot', got {style!r}")
        out["style"] = style
    if item.has("loc"):
        out["loc"] = item.number("loc")
    for text_key in ("group", "name"):
        if item.has(text_key):
            out[text_key] = item.text(text_key)
    return out


def _end(t: Table, where: str, token: Any, edges: int, counts: dict[str, int]) -> End:
    if isinstance(token, int) and not isinstance(token, bool):
        if not 0 <= token < edges:
            raise DataError(t.file, where, f"edge {token} is out of range 0-{edges - 1}")
        return token
    if isinstance(token, str):
        token = token.strip()
        if token.isdigit():
            return _end(t, where, int(token), edges, counts)
        m = _NODE.match(token)
        if m:
            kind = _NODE_KIND[m.group(1)]
            index = int(m.group(2))
            if index >= counts[kind]:
                have = counts[kind]
                raise DataError(
                    t.file,
                    where,
                    f"path goes to {kind} {index} ({token!r}) but only {have} "
                    f"{kind if have == 1 else _PLURAL.get(kind, kind + 's')} defined",
                )
            return NodeRef(kind, index)  # type: ignore[arg-type]
    raise DataError(t.file, where, f"bad path end {token!r}; expected an edge number or c<i>/t<i>/o<i>")


def _path(t: Table, index: int, raw: Any, edges: int, counts: dict[str, int]) -> Path:
    where = f"{t.where}.paths[{index}]"
    if isinstance(raw, str):
        parts = raw.split("-")
        if len(parts) != 2:
            raise DataError(t.file, where, f"bad path {raw!r}; expected two ends joined by '-'")
        a, b = (_end(t, where, p, edges, counts) for p in parts)
        terminal, track = False, "broad"
    else:
        item = Table(t.file, where, raw, _PATH_KEYS)
        if not item.has("a") or not item.has("b"):
            raise DataError(t.file, where, "a path table needs both 'a' and 'b'")
        a = _end(t, where, item.data["a"], edges, counts)
        b = _end(t, where, item.data["b"], edges, counts)
        terminal = item.flag("terminal")
        track = item.text("track", "broad")
        if track not in ("broad", "narrow", "future"):
            raise item.error("track", f"expected broad, narrow or future, got {track!r}")
    if a == b:
        raise DataError(t.file, where, "a path cannot join an end to itself")
    return Path(a, b, terminal, track)  # type: ignore[arg-type]
