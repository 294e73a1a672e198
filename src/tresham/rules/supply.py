"""The tile supply: copies per physical tile, double-sided pairs, variants, returns.

What is in use is read off the board itself, so a replaced tile is back in the supply the
moment another tile covers it (18Mag L502, 1824 L593, 1840 L2688, 18 Lilliput L180).
- 18Mag: both faces of a double-sided tile (``back`` in the manifest) are one physical
  tile; laying either face uses it up (L508-514). Copy *i* of one face is copy *i* of the
  other.
- 1862: a ``variant_of`` tile (a track tile with small-station markers) draws on its base
  tile's count. Copy numbers are another matter: in an 18xx.games export each variant
  (``20_1``, ``20_1b``, ``20_2``) numbers its own copies, so ``20_1b-0`` says nothing about
  which physical tile 20 it is. A copy number is compared only with lays written under the
  same name (or the other face of the same double-sided tile).
- A tile of a rules variant (18 Lilliput's Brobdingnag tiles, L533-L539) is in play only
  with its variant, and a variant's tiles take the place of the base tiles it replaces
  ("en lugar de las normales", L538).
"""

from __future__ import annotations

from ..model.game import GameDef, Manifest
from ..model.tile import TileDef
from .board import Board


class Supply:
    def __init__(self, game: GameDef, manifest: Manifest) -> None:
        self.manifest = manifest
        self._physical: dict[str, str] = {}
        self._count: dict[str, int] = {}
        self._variant_base: dict[str, str] = {}
        # names whose copy numbers count the same physical copies: a tile and its back
        self._numbering: dict[str, str] = {}
        for e in manifest.entries:
            base = e.variant_of or e.name
            self._variant_base[e.name] = base
            for name in (e.name, *e.aliases):
                self._physical[name] = base
                self._numbering[name] = e.name
            if e.back:
                self._physical[e.back] = base
                self._variant_base[e.back] = e.back
                self._numbering[e.back] = e.name
            if not e.variant_of:
                self._count[e.name] = e.count
        # physical tile -> every name laid from its copies (faces, aliases, variants)
        names_of: dict[str, list[str]] = {}
        for name, phys in self._physical.items():
            names_of.setdefault(phys, []).append(name)
        self._names_of = {phys: tuple(names) for phys, names in names_of.items()}
        # (tile name, variants) -> why the tile is not in the game, or None
        self._not_in_game: dict[tuple[str, frozenset[str]], str | None] = {}

    def physical(self, name: str) -> str | None:
        """The manifest entry whose physical copies ``name`` is laid from."""
        return self._physical.get(name)

    def base_name(self, name: str) -> str:
        """A variant's base tile (1862 ``19_1a`` -> ``19``); any other tile is itself."""
        return self._variant_base.get(name, name)

    def count(self, physical: str) -> int:
        return self._count.get(physical, 0)

    def on_board(self, board: Board) -> dict[str, int]:
        """Physical tile -> copies on ``board`` (from the board's count of its tiles by name)."""
        counts: dict[str, int] = {}
        for name, n in board.tile_counts().items():
            p = self._physical.get(name)
            if p is not None:
                counts[p] = counts.get(p, 0) + n
        return counts

    def used(self, board: Board, physical: str) -> int:
        """How many copies of the physical tile ``physical`` lie on ``board``."""
        counts = board.tile_counts()
        n = 0
        for name in self._names_of.get(physical, ()):  # (a plain loop: most have one or two)
            n += counts.get(name, 0)
        return n

    def numbered_alike(self, board: Board, tile: TileDef, skip_hex: str | None = None) -> list[int | None]:
        """Copy numbers on the board, except on ``skip_hex``, of lays whose copy numbers count
        the same copies as ``tile``'s: the same name, or the other face of a double-sided tile."""
        key = self._numbering.get(tile.name, tile.name)
        return [
            placed.copy
            for hex, placed in board.tiles.items()
            if hex != skip_hex and self._numbering.get(placed.tile.name, placed.tile.name) == key
        ]

    def _describe(self, tile: TileDef, phys: str) -> str:
        return f"tile {tile.name}" + ("" if phys == tile.name else f" (physical tile {phys})")

    def not_in_game(self, tile: TileDef, variants: frozenset[str] = frozenset()) -> str | None:
        """Why ``tile`` is not in this game as played with ``variants`` (None: it is); the
        manifest says, so the answer is kept."""
        key = (tile.name, variants)
        try:
            return self._not_in_game[key]  # (one lookup: asked of every lay)
        except KeyError:
            found = self._not_in_game[key] = self._absent(tile, variants)
            return found

    def _absent(self, tile: TileDef, variants: frozenset[str]) -> str | None:
        if self.physical(tile.name) is None:
            return f"tile {tile.name} is not among this game's tiles"
        entry = self.manifest.entry(tile.name) or self.manifest.entry(self.physical(tile.name) or "")
        if entry is not None and entry.variant and entry.variant not in variants:
            return (
                f"tile {tile.name} comes with the {entry.variant} variant, which this game does not play "
                f'(a layout says variant = "{entry.variant}")'
            )
        for variant in sorted(variants):
            if tile.name in self.manifest.replaces.get(variant, ()):
                return f"the {variant} variant's tiles replace tile {tile.name}"
        return None

    def no_copy(self, tile: TileDef, copy: int | None) -> str | None:
        """A copy number the manifest does not have (``57-9`` of six 57s)."""
        if copy is None:
            return None
        phys = self.physical(tile.name)
        if phys is None:
            return None
        total = self.count(phys)
        if 0 <= copy < total:
            return None
        return f"{self._describe(tile, phys)} has copies 0-{total - 1}, not {copy}"

    def copy_in_use(self, board: Board, hex: str, tile: TileDef, copy: int | None) -> str | None:
        """That very copy already lies on another hex."""
        if copy is None:
            return None
        phys = self.physical(tile.name)
        if phys is None or not 0 <= copy < self.count(phys):
            return None
        if copy in self.numbered_alike(board, tile, skip_hex=hex):
            return f"copy {copy} of {self._describe(tile, phys)} is already on the map"
        return None

    def exhausted(self, board: Board, hex: str, tile: TileDef, copy: int | None) -> str | None:
        """Every copy is already on the map (the tile on ``hex`` itself goes back to the supply)."""
        phys = self._physical.get(tile.name)
        if phys is None or (
            copy is not None and (self.no_copy(tile, copy) or self.copy_in_use(board, hex, tile, copy))
        ):
            return None
        total = self._count.get(phys, 0)
        used = self.used(board, phys)
        if used < total:
            return None  # a copy is left, whatever lies on the hex
        here = board.placed(hex)
        if here is not None and self._physical.get(here.tile.name) == phys:
            used -= 1  # the tile on the hex goes back to the supply
        if used + 1 <= total:
            return None
        if total == 1:
            return f"the only copy of {self._describe(tile, phys)} is already on the map"
        return f"all {total} copies of {self._describe(tile, phys)} are already on the map"
