"""18 Lilliput's characters: the abilities and tiles of Tables 2 and 3 (L306-L329).

Each character gives its player an ability "for all of his companies" and one or two tiles
"laid in addition to any action during his turn" (L308): a character tile uses none of the
turn's lays. The manifest names each tile's character (``card``) and the phase Table 3
gives (``from_phase``, L322); character tiles are never upgraded (L323). The Emperor's
castle "must upgrade a yellow city tile, but neither a home station nor a Y tile" (L313),
and the Emperor's companies lay yellow Y-cities free (L313), as Slamecksan lays its home
Y-city free (L169).

Each function answers one rule for a lay, in words, or None. Who owns a character comes
from the position's ownership; where it is not known, nothing is refused for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....model.game import ManifestEntry
from ....model.tile import TileDef
from ...lay import LayContext

if TYPE_CHECKING:
    from ...base import Rules

EMPEROR = "EMPEROR"  # Golbasto ... Gue, the Emperor of Lilliput (Table 2, L313)
SLAMECKSAN = "SR"  # Slamecksan Railway: its home Y-city is laid free (L13, L169)


def entry(rules: Rules, tile: TileDef) -> ManifestEntry | None:
    """The manifest entry of a character tile, or None for any other tile."""
    found = rules.manifest.entry(tile.name)
    return found if found is not None and found.card else None


def card_name(rules: Rules, card: str) -> str:
    private = next((p for p in rules.game.privates if p.id == card), None)
    return private.name.split(",")[-1].strip() if private is not None else card


def phase_problem(rules: Rules, ctx: LayContext) -> str | None:
    """A character tile is laid from the phase Table 3 gives (L322): the Treasurer's yellow
    city only once brown tiles are available (L317)."""
    e = entry(rules, ctx.tile)
    colors = ctx.phase_colors
    if e is None or not e.from_phase or colors is None or ctx.tile.color not in colors:
        return None  # without a phase nothing is checked; a colour not yet out is phase.color's
    if e.from_phase in colors:
        return None
    return (
        f"tile {ctx.tile.name} ({card_name(rules, e.card)}) is laid only from the {e.from_phase} phase; "
        f"this phase has {', '.join(colors)} tiles"
    )


def owner_problem(rules: Rules, ctx: LayContext) -> str | None:
    """A character tile is laid by a company of the player who owns the character (L308)."""
    e = entry(rules, ctx.tile)
    if e is None or ctx.owners.director_owns(ctx.company, e.card) is not False:
        return None
    director = ctx.owners.director(ctx.company)
    holder = ctx.owners.owner(e.card)
    held = f"; {holder.name} owns it" if holder is not None else ""
    who = director.name if director is not None else "its director"
    return (
        f"tile {ctx.tile.name} is {card_name(rules, e.card)}'s: only the companies of the player owning "
        f"that character lay it, and {ctx.company}'s director {who} does not{held}"
    )


def never_upgraded_problem(rules: Rules, ctx: LayContext) -> str | None:
    """A character tile stays as it is laid (Table 3, L323)."""
    old = ctx.old
    e = entry(rules, old.tile) if old is not None else None
    if e is None:
        return None
    return f"tile {e.name} ({card_name(rules, e.card)}) is a character tile and is never upgraded"


def castle_problem(rules: Rules, ctx: LayContext) -> str | None:
    """The castle upgrades a yellow city tile that is neither a home station nor a Y tile (L313)."""
    e = entry(rules, ctx.tile)
    if e is None or e.card != EMPEROR:
        return None
    old = ctx.old
    name = ctx.tile.name
    if old is None or old.tile.color != "yellow" or not old.tile.content.cities:
        return f"the castle {name} replaces a yellow city tile; {ctx.hex} holds none"
    if old.tile.label == "Y":
        return f"the castle {name} never replaces a Y-city (tile {old.name} in {ctx.hex})"
    homes = [t.company for t in ctx.board.tokens_at(ctx.hex) if t.home]
    homes += [t.company for t in ctx.board.homes if t.hex == ctx.hex]
    if homes:
        return (
            f"the castle {name} never replaces a home station ({ctx.hex} is the home of {', '.join(homes)})"
        )
    return None


def free_y_city(rules: Rules, ctx: LayContext) -> bool:
    """Whether this yellow Y-city is laid free: Slamecksan's home (L169), or by a company whose
    director owns the Emperor (L313)."""
    company = ctx.company
    if company == SLAMECKSAN and not ctx.board.tokens_of(company) and not ctx.board.pending_homes(company):
        return True
    return ctx.owners.director_owns(company, EMPEROR) is True


__all__ = [
    "castle_problem",
    "entry",
    "free_y_city",
    "never_upgraded_problem",
    "owner_problem",
    "phase_problem",
]
