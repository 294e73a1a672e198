"""The rules every game shares, as a class of small named hooks each game may override.

Every check has one shape: ``<rule>_problem(ctx) -> str | None``, a sentence saying why the
lay (or token) breaks the rule, or None. ``lay_checks()`` pairs each hook with its stable
rule id, in this order: the hex can be built on; the colour goes one
step up; the old track is kept under this rotation; labels match; city and town counts are
kept; the upgrade chart allows it; every new exit leads to a real, passable neighbour; the
colour is available in the phase; a copy is left in the supply; the company may build and
the lay connects to its network. A game adds its own checks by extending ``lay_checks`` and
switches one off by overriding its hook. Money hooks look like ``<what>_cost(ctx) ->
list[Cost]``; the turn's allowance is data, ``tile_lay_slots``.

``Rules`` keeps the citations, the board, the gates and every list of checks; the hooks
with their default bodies are topic mixins beside the modules they call:
``tile_hooks`` (colour, track, label, chart), ``supply_hooks`` (phase and supply),
``exit_hooks``, ``connection_hooks`` (who builds, the network), ``turn_hooks`` (lay slots
and costs), ``token_hooks`` (homes and tokens), and ``Economy``, ``RouteHooks`` and
``MergerHooks`` for money, runs and mergers.

The lists are made once per rules object (``checks``), leaving out the checks the game's
data never lets fire (``idle_checks``), and once per hex of the map (``checks_at``),
leaving out the shared hooks the hex as printed never lets fire (no edge off the map, no
terrain...): a lay is judged by its hex's lists, in the same order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TypeVar

from ..errors import MechanismError, UnknownTileError
from ..model.game import Company, GameDef, Manifest, MapDef
from ..model.tile import CLOSED_COLORS, TileDef
from . import tokens
from .board import Board
from .connection_hooks import ConnectionHooks
from .economy import Economy
from .exit_hooks import ExitHooks
from .lay import Cost, LayContext, Mode
from .mergers import MergerHooks
from .ownership import NOBODY, Ownership
from .routes.hooks import RouteHooks
from .setup_hooks import SetupHooks
from .supply import Supply
from .supply_hooks import SupplyHooks
from .tile_hooks import TileHooks
from .token_hooks import TokenHooks
from .tokens import TokenContext
from .turn_hooks import TurnHooks
from .violation import Violation

LayCheck = tuple[str, Callable[[LayContext], str | None]]
TokenCheck = tuple[str, Callable[[TokenContext], str | None]]
CostHook = Callable[[LayContext], list[Cost]]
M = TypeVar("M")


@dataclass(frozen=True)
class Checks:
    """A rules object's checks as the orchestrators walk them (see the ``*_checks`` hooks)."""

    gates: tuple[LayCheck, ...]
    lays: tuple[LayCheck, ...]
    turns: tuple[LayCheck, ...]
    token_gates: tuple[TokenCheck, ...]
    tokens: tuple[TokenCheck, ...]
    costs: tuple[CostHook, ...]
    replay_lays: tuple[LayCheck, ...]  # the lay checks a replay of a recorded game asks
    replay_tokens: tuple[TokenCheck, ...]  # the token checks a replay asks

    @property
    def gate_ids(self) -> frozenset[str]:
        found = self.__dict__.get("_gate_ids")
        if found is None:
            found = frozenset(rule for rule, _ in self.gates)
            object.__setattr__(self, "_gate_ids", found)
        return found


class Rules(
    TileHooks,
    SupplyHooks,
    ExitHooks,
    ConnectionHooks,
    TurnHooks,
    TokenHooks,
    Economy,
    RouteHooks,
    MergerHooks,
    SetupHooks,
):
    """The rules every game shares. Subclasses set ``TITLE`` and ``SOURCES`` and override hooks."""

    TITLE = "18xx"
    # rule id -> rulebook section, e.g. "§VI.3.2 (L445)"; cited as "<TITLE> <section>"
    SOURCES: dict[str, str] = {}
    # checks a replay of a recorded game leaves out: the record carries no phase, and the
    # site has judged who may build and what connects (issue 11); turns are not replayed
    REPLAY_SKIPS = frozenset(
        {"phase.color", "company.cannot-lay", "connection.none", "token.connection", "token.reserved"}
    )
    # whether a merger hands one company's tokens to another (replays name it an approximation)
    MERGERS_MOVE_TOKENS = False
    # Checks whose verdict is the same at every rotation of the tile: ``legal`` and ``proof``
    # screen a tile with these once before trying its rotations (an id left out is only
    # asked again per rotation).
    ROTATION_FREE: frozenset[str] = frozenset(
        {
            "upgrade.color-step",
            "label.mismatch",
            "tile.special-hex",
            "upgrade.city-count",
            "upgrade.chart",
            "phase.color",
            "supply.not-in-game",
            "tile.setup-only",
            "supply.no-copy",
            "supply.copy-in-use",
            "supply.exhausted",
            "company.cannot-lay",
        }
    )
    # Checks that depend on where a tile lies (its neighbours, the board, the phase, the
    # company), not on which tiles may follow which: the proof's upgrade chart ignores them.
    POSITIONAL: frozenset[str] = frozenset(
        {
            "exit.off-map",
            "exit.border",
            "exit.dead-end",
            "exit.partition",
            "phase.color",
            "supply.exhausted",
            "supply.copy-in-use",
            "connection.none",
        }
    )
    # Checks that need earlier tiles or a company's network: not asked of a first tile.
    NEEDS_EARLIER: frozenset[str] = frozenset({"connection.none"})
    # The mechanisms only some games have, each one object with the hooks of its own steps:
    # the game sets it here and those steps ask for it by its type (``mechanism``), e.g. 18
    # Lilliput's ``ActionCards``. A game without it finds nothing about it on ``Rules``.
    MECHANISMS: tuple[object, ...] = ()

    def __init__(self, game: GameDef, mp: MapDef | None = None, manifest: Manifest | None = None) -> None:
        self.game = game
        self.map = mp or game.default_map
        self.manifest = manifest or game.manifests[self.map.id]
        self.supply = Supply(game, self.manifest)

    def mechanism(self, kind: type[M]) -> M:
        """The game's mechanism of type ``kind`` (``MECHANISMS``); asked of a game without
        one (a step of the mechanism in another game's round), a ``MechanismError``."""
        found = self.find(kind)
        if found is None:
            raise MechanismError(f"{self.TITLE} has no {kind.__name__}: no step of it is played here")
        return found

    def find(self, kind: type[M]) -> M | None:
        """The game's mechanism of type ``kind``, or None: for a shared step that some games
        extend (``rules.purchases``) and that does without it in the others."""
        return next((m for m in self.MECHANISMS if isinstance(m, kind)), None)

    # ------------------------------------------------------------ citations
    def source(self, rule: str) -> str:
        """The rulebook section ``rule`` comes from, as cited (worked out once per rule)."""
        found = self._sources.get(rule)
        if found is None:
            found = self._sources[rule] = self._source(rule)
        return found

    @cached_property
    def _sources(self) -> dict[str, str]:
        return {}

    def _source(self, rule: str) -> str:
        section = self.SOURCES.get(rule)
        if section is None:
            section = self.SOURCES.get(rule.split(".")[0], "")
        return f"{self.TITLE} {section}".strip() if section else "docs/DESIGN.md §3"

    def violation(self, rule: str, message: str, hex: str = "") -> Violation:
        return Violation(rule, message, hex, self.source(rule))

    def cost(self, amount: int, reason: str, rule: str = "cost", payee: str = "") -> Cost:
        return Cost(amount, reason, self.source(rule), payee, rule)

    # ------------------------------------------------------------ the board
    def new_board(self, owners: Ownership = NOBODY, *, set_out: bool = True) -> Board:
        """The board as play starts: the home tokens placed at the start, the other homes
        pending. ``set_out=False`` places none (a record lists every token standing)."""
        placed, pending = tokens.start_tokens(self, owners)
        if not set_out:
            return Board(self.map, homes=(*pending, *(replace(t, home=False) for t in placed)))
        return Board(self.map, tokens=placed, homes=pending)

    def proof_board(self) -> tuple[Board, list[str]]:
        """The board ``tresham proof`` examines and its hexes, in map order (row, then number)."""
        grid = self.map.grid
        return self.new_board(), sorted(self.map.hexes, key=lambda h: (grid.parse(h).a, grid.parse(h).b))

    def company(self, cid: str) -> Company | None:
        return self.game.company(cid)

    def left_out_reason(self, eid: str) -> str | None:
        """Why the company or private ``eid`` is not in a game on this map, or None if it is
        (1840's small sides leave line cards, the city corporation V and landmarks out
        before play starts, §XII-XIII; data: ``removes`` of the map in game.toml)."""
        if eid not in self.map.removes:
            return None
        comp = self.company(eid)
        private = next((p for p in self.game.privates if p.id == eid), None)
        name = self.company_label(comp) if comp else f"{private.name} ({eid})" if private else eid
        return f"{name} is left out of a game on {self.map.name} ({self.TITLE} {self.map.removes_rule})"

    def resolve_tile(self, written: str) -> tuple[TileDef, int | None]:
        """``"57"`` -> (tile 57, None); ``"57-0"`` -> (tile 57, copy 0). Raises UnknownTileError.
        Kept per name written (a layout names each tile by the dozen)."""
        found = self._resolved.get(written)
        if found is None:
            found = self._resolved[written] = self._resolve_tile(written)
        return found

    @cached_property
    def _resolved(self) -> dict[str, tuple[TileDef, int | None]]:
        return {}

    def _resolve_tile(self, written: str) -> tuple[TileDef, int | None]:
        try:
            return self.game.tile(written), None
        except UnknownTileError:
            name, dash, copy = written.rpartition("-")
            if dash and name and copy.isdigit():
                return self.game.tile(name), int(copy)
            raise

    # ========================================================= the lay checks
    @cached_property
    def checks(self) -> Checks:
        """Every list of checks and cost hooks, made once (the orchestrators ask them per lay)."""
        idle = self.idle_checks()
        return Checks(
            tuple(c for c in self.gate_checks() if c[0] not in idle),
            tuple(c for c in self.lay_checks() if c[0] not in idle),
            tuple(self.turn_checks()),
            tuple(self.token_gate_checks()),
            tuple(self.token_checks()),
            tuple(self.cost_hooks()),
            tuple(c for c in self.lay_checks_for("replay") if c[0] not in idle),
            tuple(c for c in self.token_checks() if c[0] not in self.REPLAY_SKIPS),
        )

    @cached_property
    def _checks_at(self) -> dict[str, Checks]:
        return {}

    def checks_at(self, board: Board, hex: str) -> Checks:
        """``checks`` for a lay on ``hex`` of ``board``: without the hooks, as written in the
        shared rules, that the hex as printed can never make fire (``silent_hooks``), in the
        same order. Kept per hex of the map."""
        if board.map is not self.map:
            return self.checks
        found = self._checks_at.get(hex)
        if found is None:
            found = self.checks
            silent = self.silent_hooks(hex)
            if silent:

                def heard(hook: Callable[..., object]) -> bool:
                    return getattr(hook, "__func__", None) not in silent

                found = replace(
                    found,
                    gates=tuple(c for c in found.gates if heard(c[1])),
                    lays=tuple(c for c in found.lays if heard(c[1])),
                    replay_lays=tuple(c for c in found.replay_lays if heard(c[1])),
                    costs=tuple(h for h in found.costs if heard(h)),
                )
            if hex in self.map.hex_table:
                self._checks_at[hex] = found
        return found

    def silent_hooks(self, hex: str) -> set[Callable[..., object]]:
        """The hooks (their functions as written in the shared rules) that no lay on ``hex``
        can make fire, as the map prints it: the gates of a hex on the map that is not
        closed, the exit checks and the costs it has nothing for. An unlisted cell of an
        unbounded map has none. A game that overrides a hook keeps it."""
        h = self.map.hex_table.get(hex)
        if h is None:
            return set()
        silent: set[Callable[..., object]] = {Rules.off_map_problem}
        if type(self).buildable is Rules.buildable and h.color not in CLOSED_COLORS:
            silent.add(Rules.not_buildable_problem)
        return silent | self.silent_exit_checks(self.map, hex) | self.silent_costs(self.map, hex)

    def idle_checks(self) -> frozenset[str]:
        """Lay checks (and gates) that never fire in this game, as its data says (no hex with
        a tile of its own or a partition line, no set-up tile, no fixed rotation, no tile of
        another shape than the map's cells): the orchestrators leave them out. A game that
        overrides such a check's hook keeps it."""
        own, hexes = type(self), self.map.hexes.values()
        edges = self.map.grid.edges
        idle = {
            rule
            for rule, base, needed in (
                (
                    "tile.shape",
                    Rules.shape_problem,
                    any(t.edge_count != edges for t in self.game.tiles.values()),
                ),
                ("tile.special-hex", TileHooks.special_hex_problem, any(h.special_tiles for h in hexes)),
                ("exit.partition", ExitHooks.partition_problem, any(h.partition for h in hexes)),
                (
                    "tile.setup-only",
                    SupplyHooks.setup_only_problem,
                    any(e.setup for e in self.manifest.entries),
                ),
                ("tile.fixed-rotation", TileHooks.fixed_rotation_problem, bool(self.FIXED_ROTATION)),
            )
            if not needed and getattr(own, base.__name__) is base
        }
        if own.fixed_rotation is not TileHooks.fixed_rotation:
            idle.discard("tile.fixed-rotation")
        return frozenset(idle)

    def gate_checks(self) -> Sequence[LayCheck]:
        """Checks that end the judging when they fail: nothing else can be asked."""
        return (
            ("hex.off-map", self.off_map_problem),
            ("hex.not-buildable", self.not_buildable_problem),
            ("tile.shape", self.shape_problem),
        )

    def lay_checks(self) -> Sequence[LayCheck]:
        """Every other check of a lay, in the order its violations are reported."""
        return (
            ("tile.fixed-rotation", self.fixed_rotation_problem),
            ("upgrade.color-step", self.color_step_problem),
            ("upgrade.track-not-kept", self.track_kept_problem),
            ("label.mismatch", self.label_problem),
            ("tile.special-hex", self.special_hex_problem),
            ("upgrade.city-count", self.city_count_problem),
            ("upgrade.chart", self.chart_problem),
            ("exit.off-map", self.exit_off_map_problem),
            ("exit.border", self.exit_border_problem),
            ("exit.dead-end", self.exit_dead_end_problem),
            ("exit.partition", self.partition_problem),
            ("phase.color", self.phase_color_problem),
            ("supply.not-in-game", self.not_in_game_problem),
            ("tile.setup-only", self.setup_only_problem),
            ("supply.no-copy", self.no_copy_problem),
            ("supply.copy-in-use", self.copy_in_use_problem),
            ("supply.exhausted", self.exhausted_problem),
            ("company.cannot-lay", self.company_problem),
            ("connection.none", self.connection_problem),
        )

    def lay_checks_for(self, mode: Mode) -> Sequence[LayCheck]:
        """The checks of ``lay_checks`` a lay is judged by in ``mode`` (see ``REPLAY_SKIPS``)."""
        if mode == "replay":
            return [c for c in self.lay_checks() if c[0] not in self.REPLAY_SKIPS]
        return self.lay_checks()

    def turn_checks(self) -> Sequence[LayCheck]:
        """Checks of a lay against the earlier lays of its turn (beyond the lay slots)."""
        return (("turn.mixed-companies", self.mixed_companies_problem),)

    # ------------------------------------------------------------- gates
    def off_map_problem(self, ctx: LayContext) -> str | None:
        return None if ctx.board.on_map(ctx.hex) else f"{ctx.hex} is not a hex of this map"

    def buildable(self, board: Board, hex: str) -> str | None:
        """Why no tile may be laid on ``hex`` at all, or None."""
        if board.placed(hex) is not None:
            return None
        h = board.hexdef(hex)
        if h is not None and h.color in CLOSED_COLORS:
            return f"{hex} is a {h.color} hex: no tile may be laid there"
        return None

    def not_buildable_problem(self, ctx: LayContext) -> str | None:
        return self.buildable(ctx.board, ctx.hex)

    def shape_problem(self, ctx: LayContext) -> str | None:
        if ctx.tile.edge_count != ctx.board.grid.edges:
            return f"tile {ctx.tile.name} does not fit this map's cells"
        return None

    # ----------------------------------------------------------------- costs
    def cost_hooks(self) -> Sequence[CostHook]:
        return (self.terrain_cost, self.border_cost)

    def lay_costs(self, ctx: LayContext) -> list[Cost]:
        """What the lay costs, by the cost hooks of its hex, in their order (a new list)."""
        return [c for hook in ctx.checks.costs for c in hook(ctx)]

    # ================================================================ tokens
    def token_gate_checks(self) -> Sequence[TokenCheck]:
        return (
            ("token.off-map", self.token_off_map_problem),
            ("token.no-city", self.token_no_city_problem),
        )

    def token_checks(self) -> Sequence[TokenCheck]:
        return (
            ("token.same-hex", self.token_same_hex_problem),
            ("token.full", self.token_full_problem),
            ("token.reserved", self.token_reserved_problem),
            ("token.connection", self.token_connection_problem),
        )


__all__ = ["CLOSED_COLORS", "Rules"]
