"""Per-game rule hooks: one small ``Rules`` subclass per game, found through ``rules_for``;
a map that plays a variant with numbers of its own (1824's Cisleithania) has a subclass of
its game's, in ``MAP_RULES``. A game's module is imported when its rules are first asked
for (``exports.LazyRegistry``)."""

from __future__ import annotations

from ...exports import LazyRegistry
from ...model.game import GameDef, MapDef
from ..base import Rules

# game id -> the module (of this package) and class of its rules
REGISTRY: LazyRegistry[type[Rules]] = LazyRegistry(
    __name__,
    {
        "18mag": ".g18mag:Rules18Mag",
        "1824": ".g1824:Rules1824",
        "1840": ".g1840:Rules1840",
        "1862": ".g1862:Rules1862",
        "18lilliput": ".g18lilliput:RulesLilliput",
    },
)

# "game/map" -> the module and class of the rules of a variant played on that map
MAP_RULES: LazyRegistry[type[Rules]] = LazyRegistry(
    __name__, {"1824/cisleithania": ".cisleithania:RulesCisleithania"}
)


def rules_for(game: GameDef, mp: MapDef | None = None) -> Rules:
    """The rules object of ``game`` on map ``mp`` (default: the game's standard map).

    One object per game and map, kept on the game itself (rules objects cache what they
    read off the map).
    """
    mp = mp or game.default_map
    cache: dict[str, Rules] = game.__dict__.setdefault("_rules", {})
    hit = cache.get(mp.id)
    if hit is None or hit.map is not mp:
        variant = f"{game.id}/{mp.id}"
        cls = MAP_RULES[variant] if variant in MAP_RULES else REGISTRY.get(game.id, Rules)
        hit = cache[mp.id] = cls(game, mp, game.manifests[mp.id])
    return hit


__all__ = ["MAP_RULES", "REGISTRY", "rules_for"]
