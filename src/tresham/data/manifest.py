"""``tiles.toml``: the manifest of a game's tiles (counts, backs, variants) and its upgrade chart."""

from __future__ import annotations

from pathlib import Path

from ..errors import DataError
from ..model.game import (
    Manifest,
    ManifestEntry,
)
from .toml import Table, display, read_toml

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


def load_manifest(path: Path) -> Manifest:
    """The manifest; that its tiles are in the library is checked by ``validate``."""
    file = display(path)
    m = Table(file, "", read_toml(path), ("tile", "upgrades", "stated_totals", "notes", "replaces"))
    entries = []
    seen: set[str] = set()
    for t in m.rows("tile", MANIFEST_KEYS, name_key="name"):
        name = t.required_text("name")
        variant_of = t.text("variant_of", "")
        count = t.integer("count", None if not variant_of else 0)
        if count is None:
            raise DataError(file, f"tile {name}", "missing key 'count'")
        if count < 0:
            raise t.error("count", "a tile count cannot be negative")
        back = t.text("back", "")
        for side in (name, back):
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
    ut = m.table("upgrades")
    upgrades = {str(name): tuple(ut.texts(name)) for name in ut.data}
    stated = m.mapping("stated_totals", int, "a number of tiles")
    variants = {e.variant for e in entries if e.variant}
    rt = m.table("replaces")
    replaces = {}
    for variant in rt.data:
        if variant not in variants:
            raise rt.error(variant, f"no manifest tile belongs to a variant {variant!r}")
        tiles = tuple(rt.texts(variant))
        unknown = [x for x in tiles if x not in names]
        if unknown:
            raise rt.error(variant, f"tile {unknown[0]!r} is not in the manifest")
        replaces[str(variant)] = tiles
    return Manifest(tuple(entries), upgrades, file, stated, replaces)
