"""18 Lilliput's rules: the tile, token and route rules on its unbounded square grid
(``rules``), its money and set-up (``economy``), the action cards (``cards``), the
characters' tiles (``characters``) and the tile rules met in play (``play``)."""

from .rules import RulesLilliput, tile_kind

__all__ = ["RulesLilliput", "tile_kind"]
