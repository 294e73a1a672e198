"""The turn's tile lays, as hooks of ``Rules``: the slots a turn allows (lay, upgrade, cost:
data, as 18xx.games' ``TILE_LAYS``), which slot a lay takes, the message when none does, a
turn's lays all by one company, and what a lay costs (terrain, priced borders, a slot).
``TurnState`` and the slot taking are ``rules/lay.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..model.game import MapDef
from .lay import Cost, LayContext, LaySlot, TurnState, allows


class TurnHooks:
    """Mixed into ``Rules``: the turn's lay slots and the costs of a lay."""

    # the tile lays of a turn (18xx.games TILE_LAYS): by default one lay or upgrade
    TILE_LAY_SLOTS: tuple[LaySlot, ...] = (LaySlot(),)

    cost: Callable[..., Cost]  # ``Rules.cost``

    # whether the track step is over by itself once the turn's lays have taken every slot
    # (1862; elsewhere a company may still act in it, as 18Mag's tokens go down there)
    TRACK_ENDS_WITH_ITS_SLOTS = False

    def lays_left(self, turn: TurnState) -> bool:
        """Whether the turn's lays so far leave a slot that another lay could take (when
        none is left, the company's track step is over by itself)."""
        used, upgraded = turn.used(), turn.upgraded
        slots = self.tile_lay_slots(turn)
        return any(
            i not in used and (allows(s.lay, upgraded) or allows(s.upgrade, upgraded))
            for i, s in enumerate(slots)
        )

    # who is paid for terrain ("": the bank; 18Mag: the green major)
    TERRAIN_PAYEE = ""

    def terrain_cost(self, ctx: LayContext) -> list[Cost]:
        """The terrain printed on a hex, paid by the first tile laid there."""
        if ctx.old is not None:
            return []
        h = ctx.hexdef
        if h is None or not h.cost:
            return []
        reason = f"{h.terrain or 'terrain'} in {ctx.hex}"
        return [self.cost(h.cost, reason, "cost.terrain", self.TERRAIN_PAYEE)]

    def border_cost(self, ctx: LayContext) -> list[Cost]:
        """A priced border (a river, a mountain ridge) crossed by a new exit."""
        h = ctx.hexdef
        out = []
        for e in ctx.new_exits:
            b = h.border(e) if h is not None else None
            if b is not None and b.cost:
                out.append(self.cost(b.cost, f"{b.kind} border on edge {e} of {ctx.hex}", "cost.border"))
        return out

    def silent_costs(self, mp: MapDef, hex: str) -> set[Callable[..., object]]:
        """The cost hooks, as written here, that no lay on ``hex`` can make charge: no
        terrain printed there, no priced border on its edges."""
        h = mp.hex_table.get(hex)
        silent: set[Callable[..., object]] = set()
        if h is not None and not h.cost:
            silent.add(TurnHooks.terrain_cost)
        if h is not None and not any(b.cost for b in h.borders):
            silent.add(TurnHooks.border_cost)
        return silent

    def tile_lay_slots(self, turn: TurnState) -> tuple[LaySlot, ...]:
        """The tile lays a turn allows, given the lays made so far in it."""
        return self.TILE_LAY_SLOTS

    def needs_slot(self, ctx: LayContext) -> bool:
        """Whether the lay uses up one of the turn's lays (18 Lilliput's set-up tiles do not)."""
        return True

    def slot_order(self, slots: Sequence[LaySlot]) -> Sequence[int]:
        """The order in which a lay tries the turn's free slots (by default as listed)."""
        return range(len(slots))

    def slot_admits(self, ctx: LayContext, slot: LaySlot) -> bool:
        assert ctx.turn is not None
        allowance = slot.upgrade if ctx.upgrade else slot.lay
        # (the turn's earlier lays are asked only by a slot that depends on them)
        return allowance is True or allows(allowance, ctx.turn.upgraded)

    def slot_costs(self, ctx: LayContext, slot: LaySlot) -> list[Cost]:
        return [self.cost(slot.cost, slot.what, "cost.slot")] if slot.cost else []

    def no_slot_message(self, ctx: LayContext, slots: Sequence[LaySlot]) -> str:
        assert ctx.turn is not None
        n = len(ctx.turn.lays) + 1
        used = ctx.turn.used()
        free = [s for i, s in enumerate(slots) if i not in used]
        if len(slots) == 1 and not free:
            return f"{slots[0].what} per turn; this is lay {n} of the turn"
        allowed = " and ".join(s.what for s in slots)
        if not free:
            return f"a turn allows {allowed}; all are used, and this is lay {n} of the turn"
        what = "upgrade" if ctx.upgrade else "tile"
        left = " and ".join(s.what for s in free)
        return f"a turn allows {allowed}; what is left ({left}) does not take this {what}"

    def mixed_companies_problem(self, ctx: LayContext) -> str | None:
        assert ctx.turn is not None
        if not ctx.turn.lays:
            return None  # the turn's first lay
        others = {r.company for r in ctx.turn.lays if r.company and ctx.company and r.company != ctx.company}
        if not others:
            return None
        return f"the turn mixes lays of {', '.join(sorted(others))} and {ctx.company}"
