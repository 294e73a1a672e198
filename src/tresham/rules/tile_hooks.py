"""The tile against the hex, as hooks of ``Rules``: its fixed rotation, the colour step, the
old track kept, the label, tiles printed for particular hexes, city and town counts and the
manifest's upgrade chart.

Each ``<rule>_problem(ctx)`` answers one lay check in words, or None; the geometry behind
them (track kept under a rotation, counts, partitions) is ``rules/upgrade.py``. A game
overrides a hook on its own ``Rules`` subclass (``rules/games/``).
"""

from __future__ import annotations

from functools import cached_property

from ..model.game import GameDef, Manifest, MapDef
from ..model.tile import CLOSED_COLORS, TILE_COLOR_ORDER, TileDef
from . import upgrade as geo
from .board import Board
from .lay import LayContext, NodeMap
from .supply import Supply

# each colour of the upgrade order -> the colour one step up from it
NEXT_COLOR = dict(zip(TILE_COLOR_ORDER, TILE_COLOR_ORDER[1:], strict=False))


class TileHooks:
    """Mixed into ``Rules``: the checks of the tile laid against what the hex holds."""

    game: GameDef
    map: MapDef
    manifest: Manifest
    supply: Supply

    # tile name -> the only rotation it may be laid at
    FIXED_ROTATION: dict[str, int] = {}

    def fixed_rotation(self, tile: TileDef) -> int | None:
        return self.FIXED_ROTATION.get(tile.name)

    def fixed_rotation_problem(self, ctx: LayContext) -> str | None:
        fixed = self.fixed_rotation(ctx.tile)
        if fixed is not None and ctx.rotation % ctx.tile.edge_count != fixed:
            return f"tile {ctx.tile.name} may only be laid at rotation {fixed}, not {ctx.rotation}"
        return None

    def is_upgrade(self, ctx: LayContext) -> bool:
        """Whether the lay replaces something (a tile, or a printed city or track)."""
        return ctx.old_content.color != "white"

    def color_step_ok(self, ctx: LayContext) -> bool:
        """Yellow on white, green on yellow, brown on green, gray on brown."""
        return NEXT_COLOR.get(ctx.old_content.color) == ctx.tile.color

    def color_step_problem(self, ctx: LayContext) -> str | None:
        if self.color_step_ok(ctx):
            return None
        order = TILE_COLOR_ORDER
        old, tile = ctx.old_content.color, ctx.tile
        if old in order and order.index(old) + 1 < len(order):
            want = order[order.index(old) + 1]
            return f"tile {tile.name} is {tile.color}, but a {old} hex takes a {want} tile"
        if ctx.old is None:  # a printed hex of its own colour (1840's purple stations)
            return f"{ctx.hex} is a {old} hex and takes only {old} tiles, not {tile.color} tile {tile.name}"
        return f"a {old} tile is never upgraded"

    def track_mapping(self, ctx: LayContext) -> NodeMap | None:
        """Old revenue centres -> new ones under which every old path is kept, or None."""
        if geo.bare(ctx.old_content):
            return {}  # (without asking whether cities may merge: there are none)
        return geo.track_mapping(ctx.old_content, ctx.new, allow_merge=ctx.merge)

    def track_kept_problem(self, ctx: LayContext) -> str | None:
        if ctx.mapping is not None:
            return None
        missing = geo.missing_track(ctx.old_content, ctx.new)
        if not missing and self.city_count_problem(ctx):
            return None  # no track is lost: the revenue centres differ, and upgrade.city-count says so
        detail = (
            "; ".join(geo.describe_path(p) for p in missing[:3])
            if missing
            else "its revenue centres keep their connections"
        )
        return f"tile {ctx.tile.name} at rotation {ctx.rotation} does not keep the old track ({detail})"

    def required_label(self, board: Board, hex: str) -> str:
        return board.label(hex)

    def label_problem(self, ctx: LayContext) -> str | None:
        """Why the tile's label does not fit the hex (None when it fits)."""
        need = ctx.label
        tile = ctx.tile
        if need and tile.label != need:
            what = (
                f"tile {tile.name} has label {tile.label}" if tile.label else f"tile {tile.name} has no label"
            )
            return f"{ctx.hex} is a {need} hex and takes only {need} tiles; {what}"
        if not need and tile.label:
            return f"tile {tile.name} is a {tile.label} tile and goes only on {tile.label} hexes"
        return None

    def never_upgraded(self, tile: TileDef) -> bool:
        """A tile that nothing replaces: gray, red, purple and blue tiles, and any tile the
        manifest's chart lists with no upgrade."""
        return tile.color in CLOSED_COLORS or self.manifest.upgrades.get(tile.name) == ()

    def placed_by_name(self) -> dict[str, tuple[str, ...]]:
        """Tiles printed for particular hexes: tile -> its hexes (the map's special tiles)."""
        return self.special_homes

    def set_out_tiles(self) -> frozenset[str]:
        """Tiles the map holds from the start and that are never laid (18 Lilliput's start
        tile): the proof does not count them as tiles that can never be laid."""
        return frozenset()

    @cached_property
    def special_homes(self) -> dict[str, tuple[str, ...]]:
        """Tile -> the hexes it is printed for (the map's ``special_tiles``)."""
        found: dict[str, tuple[str, ...]] = {}
        for name, h in self.map.hexes.items():
            for tile in h.special_tiles:
                found[tile] = (*found.get(tile, ()), name)
        return found

    def special_hex_problem(self, ctx: LayContext) -> str | None:
        """A tile printed for particular hexes goes on no other, and such a hex takes no other
        tile of that colour (1840's Westbahnhof and Hauptzollamt tiles, L2456-2470)."""
        name = ctx.tile.name
        homes = self.special_homes.get(name)
        if homes is not None and ctx.hex not in homes:
            return f"tile {name} is printed for {' and '.join(homes)} and goes on no other hex"
        h = ctx.hexdef
        if h is None or not h.special_tiles or name in h.special_tiles:
            return None
        if ctx.tile.color in {self.game.tile(t).color for t in h.special_tiles}:
            own = ", ".join(h.special_tiles)
            return f"{ctx.hex} takes only its own {ctx.tile.color} tiles ({own}), not tile {name}"
        return None

    def allow_merge(self, ctx: LayContext) -> bool:
        """Labelled hexes may merge their cities (OO, B, W, Bu ...)."""
        return bool(ctx.label)

    def city_count_problem(self, ctx: LayContext) -> str | None:
        old, new = ctx.old_content, ctx.new
        if len(old.cities) == len(new.cities) and len(old.towns) == len(new.towns):
            return None  # (without asking whether cities may merge: no count changes)
        return geo.count_problem(old, new, ctx.tile.name, merge=ctx.merge)

    def upgrade_targets(self, old: TileDef) -> tuple[str, ...] | None:
        """The tiles the manifest's upgrade chart lets ``old`` become (None: the chart is silent)."""
        ups = self.manifest.upgrades
        found = ups.get(old.name)
        return found if found is not None else ups.get(self.supply.base_name(old.name))

    def chart_problem(self, ctx: LayContext) -> str | None:
        if ctx.old is None:
            return None
        targets = self.upgrade_targets(ctx.old.tile)
        tile = ctx.tile
        if targets is None or tile.name in targets or self.supply.base_name(tile.name) in targets:
            return None
        if not targets:
            return f"tile {ctx.old.tile.name} is never upgraded"
        return f"tile {ctx.old.tile.name} upgrades only to {', '.join(targets)}, not to {tile.name}"
