"""The phase and the supply, as hooks of ``Rules``: whether the phase allows the tile's colour,
whether the tile is in this game (and variant), set out only before play, and whether a copy
is left. The counting is ``rules/supply.py``.
"""

from __future__ import annotations

from ..model.game import GameDef, Manifest
from .lay import LayContext
from .supply import Supply


class SupplyHooks:
    """Mixed into ``Rules``: the checks of the tile against the phase and the supply."""

    game: GameDef
    manifest: Manifest
    supply: Supply

    def phase_colors(self, phase: str | None) -> tuple[str, ...] | None:
        """The tile colours a phase allows (a phase name, or a tile colour naming its phase)."""
        if phase is None:
            return None
        p = self.game.phase(phase)
        if p is not None:
            return p.tiles
        low = phase.lower()
        for p in self.game.phases:
            if low in p.tiles:
                return p.tiles
        return None

    def phase_color_problem(self, ctx: LayContext) -> str | None:
        colors = ctx.phase_colors
        if colors is None or ctx.tile.color in colors:
            return None
        return f"{ctx.tile.color} tiles are not available in this phase (only {', '.join(colors)})"

    def not_in_game_problem(self, ctx: LayContext) -> str | None:
        return self.supply.not_in_game(ctx.tile, ctx.variants)

    def setup_only_problem(self, ctx: LayContext) -> str | None:
        """A scenario tile (the manifest's ``setup``) is set out on an empty cell before play,
        never laid by a company nor over another tile (18 Lilliput L632-L636)."""
        entry = self.manifest.entry(ctx.tile.name)
        if entry is None or not entry.setup:
            return None
        if ctx.old is not None:
            return (
                f"tile {ctx.tile.name} is set out on an empty cell before play, not over tile {ctx.old.name}"
            )
        if ctx.company is not None:
            return f"tile {ctx.tile.name} is set out before play, never laid by a company ({ctx.company})"
        return None

    def no_copy_problem(self, ctx: LayContext) -> str | None:
        if ctx.copy is None:
            return None  # (no copy named: most lays)
        return self.supply.no_copy(ctx.tile, ctx.copy)

    def copy_in_use_problem(self, ctx: LayContext) -> str | None:
        if ctx.copy is None:
            return None
        return self.supply.copy_in_use(ctx.board, ctx.hex, ctx.tile, ctx.copy)

    def exhausted_problem(self, ctx: LayContext) -> str | None:
        return self.supply.exhausted(ctx.board, ctx.hex, ctx.tile, ctx.copy)
