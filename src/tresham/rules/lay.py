"""Judging one tile lay: its context, the turn's lay slots, and the short orchestrator.

A lay is the action ``LayTile`` (hex, tile, rotation, and the company as its entity). The
rules judge it in a ``LayContext``: the board before it, the tile resolved from the
manifest, the old and new contents, the phase's colours and the turn so far. Every check
is a hook of one shape on ``Rules`` (``<rule>_problem(ctx) -> str | None``), and
``check_lay`` turns each reason into a ``Violation`` with its rule id and rulebook section.

A recorded game (an 18xx.games export) is judged in *replay* mode: the tile rules only,
because the record carries no phase or turn and the site has already judged connection
and who may build; ``Rules.REPLAY_SKIPS`` names the checks left out.

A turn allows a game's *lay slots* (18xx.games' ``TILE_LAYS``): 18Mag gives a minor a lay
or upgrade plus an extra yellow tile for 10 Ft (L426-439); 1862 two yellow tiles or one
upgrade (L1187-1195). ``TurnState`` records the slots a company has used this turn, and
each lay takes the first free slot that admits it, so a slot's cost lands on the lay that
uses it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

from ..model.actions import LayTile
from ..model.frozen import quick_init
from ..model.game import HexDef
from ..model.tile import Content, TileDef
from .board import Board, NodeRef, Placed
from .lazy import lazy
from .ownership import NOBODY, Ownership
from .violation import Violation

if TYPE_CHECKING:
    from .base import Checks, Rules

NodeMap = dict[NodeRef, NodeRef]
Mode = Literal["play", "replay"]


@quick_init
@dataclass(frozen=True)
class Cost:
    """Money a lay costs: terrain, a border, an extra lay, with the reason, the rule's source
    and its stable id (``cost.terrain``, ``cost.second-yellow``, ...).

    ``payee`` is the company the money goes to, or ``""`` for the bank (18Mag pays terrain
    to the green major and the extra yellow tile to the yellow one, L439-L452).
    """

    amount: int
    reason: str
    source: str = ""
    payee: str = ""
    rule: str = ""

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"amount": self.amount, "reason": self.reason, "source": self.source}
        if self.payee:
            out["payee"] = self.payee
        return out


Allowance = bool | Literal["not_if_upgraded"]


@dataclass(frozen=True)
class LaySlot:
    """One tile lay a turn allows.

    ``lay``: may put a tile on a hex that has none; ``upgrade``: may replace a tile or upgrade
    a printed city. ``"not_if_upgraded"`` allows it only when no earlier lay of the turn was
    an upgrade. ``cost`` is paid by the lay that takes the slot. ``kind`` is a game's own
    kind of slot, read by its ``slot_admits`` hook (1840's city-line bonus); ``what`` names the
    slot in messages.
    """

    lay: Allowance = True
    upgrade: Allowance = True
    cost: int = 0
    kind: str = ""
    what: str = "one tile lay or upgrade"


@quick_init
@dataclass(frozen=True)
class TurnState:
    """The tile lays a company has made so far this turn (round state).

    ``lays`` are the results of the lays that were accepted; ``slots`` the slot each took.
    """

    company: str | None = None
    lays: tuple[LayResult, ...] = ()

    @property
    def upgraded(self) -> bool:
        """Whether a lay of the turn so far was an upgrade (worked out once, as ``used``)."""
        found: bool | None = self.__dict__.get("_upgraded")
        if found is None:
            found = any(r.upgrade for r in self.lays)
            object.__setattr__(self, "_upgraded", found)
        return found

    def used(self) -> frozenset[int]:
        """The slots the turn's lays took (worked out once: a turn state never changes)."""
        found: frozenset[int] | None = self.__dict__.get("_used")
        if found is None:
            found = frozenset(r.slot for r in self.lays if r.slot is not None)
            object.__setattr__(self, "_used", found)
        return found

    def after(self, result: LayResult) -> TurnState:
        return TurnState(self.company or result.company, (*self.lays, result))


class LayContext:
    """Everything a lay hook may ask about one lay: what it meets on the hex, the label the
    hex asks and whether it is an upgrade are worked out at once (cheap, and asked of every
    lay), the rest on first use (each once)."""

    def __init__(
        self,
        rules: Rules,
        board: Board,
        action: LayTile,
        tile: TileDef,
        copy: int | None = None,
        *,
        phase_colors: tuple[str, ...] | None = None,
        turn: TurnState | None = None,
        check_connection: bool = True,
        mode: Mode = "play",
        owners: Ownership = NOBODY,
        variants: frozenset[str] = frozenset(),
    ) -> None:
        """``turn`` is the company's turn so far; None judges the lay alone, with no slots.
        ``mode="replay"`` judges a recorded lay by the tile rules only (no turn either).
        ``owners`` says who directs and owns what (abilities), ``variants`` which rules
        variants are played (their tiles are in the supply)."""
        self.rules = rules
        self.board = board
        self.action = action
        self.hex = hex = action.hex
        self.rotation = action.rotation
        self.company = action.entity or None
        self.tile = tile
        self.copy = copy
        self.phase_colors = phase_colors
        self.turn = turn if mode == "play" else None
        self.check_connection = check_connection
        self.mode = mode
        self.owners = owners
        self.variants = variants
        # what it meets: the hex as printed (18 Lilliput: a blank cell) and the tile lying on
        # it before this lay
        self.hexdef: HexDef | None = (hexdef := board.hexdef(hex))
        self.old: Placed | None = (old := board.placed(hex))
        # what a player sees on the hex before this lay: the laid tile or the printed hex
        # (``Board.content``, from what was just fetched)
        self.old_content: Content = (
            old.content() if old is not None else hexdef.content if hexdef is not None else Content()
        )
        self.new: Content = tile.content.rotated(self.rotation, tile.edge_count)  # the tile at this rotation
        self.label: str = rules.required_label(board, hex)  # the label the hex asks of a tile
        self.upgrade: bool = rules.is_upgrade(self)  # whether it replaces something

    def sibling(self, action: LayTile, tile: TileDef) -> LayContext:
        """The context of another lay on the same hex of the same board, by the same
        company in the same setting (``legal_on`` judges every tile of a hex): what the lay
        meets on the hex (the hex, the tile on it, the label it asks, the checks at it) is
        shared, what depends on the tile and its rotation is worked out anew."""
        assert action.hex == self.hex and (action.entity or None) == self.company
        ctx = object.__new__(LayContext)
        mine = self.__dict__
        shared = mine.get("_shared")
        if shared is None or ("checks" in mine and "checks" not in shared):
            shared = {k: mine[k] for k in _SHARED if k in mine}
            mine["_shared"] = shared["_shared"] = shared  # (the siblings' siblings share it too)
        ctx.__dict__.update(shared)
        ctx.action = action
        ctx.rotation = action.rotation
        ctx.tile = tile
        ctx.new = tile.content.rotated(action.rotation, tile.edge_count)
        ctx.upgrade = self.rules.is_upgrade(ctx)
        return ctx

    @lazy
    def checks(self) -> Checks:
        """The checks and cost hooks this lay is judged by (``Rules.checks_at`` its hex; on
        first use: the proof asks a lay a few checks of its own, on hexes no lay is judged on)."""
        return self.rules.checks_at(self.board, self.hex)

    @lazy
    def merge(self) -> bool:
        return self.rules.allow_merge(self)

    @lazy
    def mapping(self) -> NodeMap | None:
        """Old revenue centres -> new ones under which the old track is kept (None: it is not)."""
        return self.rules.track_mapping(self)

    @lazy
    def new_exits(self) -> list[int]:
        return sorted(self.new.exits() - self.old_content.exits())

    @lazy
    def city_map(self) -> dict[int, int] | None:
        """Old city index -> new city index, for the tokens on the hex."""
        return cities_of(self.mapping)

    @lazy
    def after(self) -> Board:
        """The board with this lay made (tokens on the hex follow ``city_map``)."""
        placed = Placed.turned(self.tile, self.rotation, self.copy, self.new)
        return self.board.with_tile(self.hex, placed, cities_of(self.mapping))  # (``city_map``, not kept)


# what ``LayContext.sibling`` shares: the setting and what the lay meets on its hex (with
# ``checks``, kept per hex once asked); the rest depends on the tile and its rotation
_SHARED = (
    "rules", "board", "hex", "company", "copy", "phase_colors", "turn", "check_connection", "mode",
    "owners", "variants", "hexdef", "old", "old_content", "label", "checks",
)


def cities_of(mapping: NodeMap | None) -> dict[int, int] | None:
    """The city indexes of a node map (old -> new revenue centres): old city -> new city."""
    if not mapping:
        return None if mapping is None else {}  # (no centre kept: a plain hex)
    return {a.index: b.index for a, b in mapping.items() if a.kind == "city"}


@quick_init
@dataclass(frozen=True)
class LayResult:
    """The verdict on one lay: what broke, what it costs, the slot it took, the board after."""

    action: LayTile
    tile: TileDef
    violations: tuple[Violation, ...] = ()
    costs: tuple[Cost, ...] = ()
    upgrade: bool = False
    slot: int | None = None
    board: Board | None = field(default=None, compare=False, repr=False)

    @property
    def ok(self) -> bool:
        return not self.violations

    @property
    def cost(self) -> int:
        return sum(c.amount for c in self.costs)

    @property
    def hex(self) -> str:
        return self.action.hex

    @property
    def company(self) -> str | None:
        return self.action.entity or None


def check_lay(rules: Rules, ctx: LayContext) -> list[Violation]:
    """Every rule ``ctx``'s lay breaks, in the order of ``rules.lay_checks()``.

    A gate (the hex is on the map, can be built on, fits the tile's shape) stops the
    judging at once: the other checks would ask questions that have no answer there.
    """
    checks = ctx.checks
    for rule, hook in checks.gates:
        if why := hook(ctx):
            return [rules.violation(rule, why, ctx.hex)]
    lays = checks.lays if ctx.mode == "play" else checks.replay_lays
    return [rules.violation(rule, why, ctx.hex) for rule, hook in lays if (why := hook(ctx))]


def judge_lay(rules: Rules, ctx: LayContext) -> LayResult:
    """The whole verdict on a lay: its rules, the turn's slots, and every cost."""
    violations = check_lay(rules, ctx)
    if len(violations) == 1 and violations[0].rule in rules.checks.gate_ids:
        return LayResult(ctx.action, ctx.tile, tuple(violations), board=ctx.board)  # gated
    costs = rules.lay_costs(ctx)  # (a new list)
    slot: int | None = None
    if ctx.turn is not None:
        slot, why = take_slot(rules, ctx)
        if why:
            violations.append(rules.violation("turn.too-many-lays", why, ctx.hex))
        elif slot is not None:
            costs.extend(rules.slot_costs(ctx, rules.tile_lay_slots(ctx.turn)[slot]))
        for rule, hook in rules.checks.turns:
            if (not violations or all(v.rule != rule for v in violations)) and (why := hook(ctx)):
                violations.append(rules.violation(rule, why, ctx.hex))
    return LayResult(ctx.action, ctx.tile, tuple(violations), tuple(costs), ctx.upgrade, slot, ctx.after)


def take_slot(rules: Rules, ctx: LayContext) -> tuple[int | None, str | None]:
    """The first free slot of the turn (in the game's ``slot_order``) that admits this lay
    (None when it needs none), or why there is none."""
    turn = ctx.turn
    assert turn is not None
    if not rules.needs_slot(ctx):
        return None, None
    slots = rules.tile_lay_slots(turn)
    used = turn.used()
    admits = rules.slot_admits
    for i in rules.slot_order(slots):
        if i not in used and admits(ctx, slots[i]):
            return i, None
    return None, rules.no_slot_message(ctx, slots)


def allows(allowance: Allowance, upgraded_before: bool) -> bool:
    return allowance is True or (allowance == "not_if_upgraded" and not upgraded_before)


__all__ = [
    "Allowance",
    "Cost",
    "LayContext",
    "LayResult",
    "LaySlot",
    "Mode",
    "TurnState",
    "allows",
    "check_lay",
    "judge_lay",
    "take_slot",
]
