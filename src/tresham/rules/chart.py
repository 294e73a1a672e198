"""The tile-level upgrade chart: which tile of a manifest can replace which, anywhere.

It answers for tiles in the abstract (no hex, no phase): colour one step up, same label,
the old track kept under some rotation, city and town counts kept (labelled tiles may
merge cities). Where a manifest states upgrade paths for a tile, those are used instead;
the checker and ``tresham proof`` hold both against the rules on real hexes.
"""

from __future__ import annotations

from ..model.game import GameDef
from ..model.tile import TILE_COLOR_ORDER, TileDef
from .board import rotate_content
from .upgrade import counts, track_mapping


def next_colour(color: str) -> str | None:
    if color not in TILE_COLOR_ORDER:
        return None
    i = TILE_COLOR_ORDER.index(color)
    return TILE_COLOR_ORDER[i + 1] if i + 1 < len(TILE_COLOR_ORDER) else None


def geometric_upgrade(old: TileDef, new: TileDef) -> bool:
    """True when ``new`` can replace ``old`` in at least one rotation, by geometry alone."""
    if next_colour(old.color) != new.color or old.label != new.label or old.shape != new.shape:
        return False
    old_c, new_c = counts(old.content), counts(new.content)
    merge = bool(old.label)
    if old_c[1] != new_c[1] or (old_c[0] != new_c[0] and not (merge and new_c[0] <= old_c[0])):
        return False
    return any(
        track_mapping(old.content, rotate_content(new.content, r, new.edge_count), allow_merge=merge)
        is not None
        for r in range(new.edge_count)
    )


def upgrade_chart(game: GameDef) -> dict[str, list[str]]:
    """Tile name -> the manifest tiles it upgrades into (stated paths first, else geometry)."""
    man = game.manifest
    names = [n for e in man.entries if not e.variant_of for n in (e.name, e.back) if n]
    tiles = [game.tiles[n] for n in names]
    chart: dict[str, list[str]] = {}
    for old in tiles:
        if old.name in man.upgrades:
            chart[old.name] = [t for t in man.upgrades[old.name] if t in names]
        else:
            chart[old.name] = [new.name for new in tiles if geometric_upgrade(old, new)]
    return chart
