"""Per-game rule hooks: one small ``Rules`` subclass per game, found through ``rules_for``;
a map that plays a variant with numbers of its own (1824's Cisleithania) has a subclass of
its game's, in ``MAP_RULES``."""

from __future__ import annotations

from ...model.game import GameDef, MapDef
from ..base import Rules
from .cisleithania import RulesCisleithania
from .g18lilliput import RulesLilliput
from .g18mag import Rules18Mag
from .g1824 import Rules1824
from .g1840 import Rules1840
from .g1862 import Rules1862

REGISTRY: dict[str, type[Rules]] = {
    "18mag": Rules18Mag,
    "1824": Rules1824,
    "1840": Rules1840,
    "1862": Rules1862,
    "18lilliput": RulesLilliput,
}

# (game, map) -> the rules of a variant played on that map
MAP_RULES: dict[tuple[str, str], type[Rules]] = {
    ("1824", "cisleithania"): RulesCisleithania,
}


def rules_for(game: GameDef, mp: MapDef | None = None) -> Rules:
    """The rules object of ``game`` on map ``mp`` (default: the game's standard map).

    One object per game and map, kept on the game itself (rules objects cache what they
    read off the map).
    """
    mp = mp or game.default_map
    cache: dict[str, Rules] = game.__dict__.setdefault("_rules", {})
    hit = cache.get(mp.id)
    if hit is None or hit.map is not mp:
        cls = MAP_RULES.get((game.id, mp.id)) or REGISTRY.get(game.id, Rules)
        hit = cache[mp.id] = cls(game, mp, game.manifests[mp.id])
    return hit


__all__ = ["MAP_RULES", "REGISTRY", "rules_for"]
