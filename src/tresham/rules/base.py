"""The rules every game shares, as a class of small named hooks each game may override.

Every check has one shape: ``<rule>_problem(ctx) -> str | None``, a sentence saying why the
lay (or token) breaks the rule, or None. ``lay_checks()`` pairs each hook with its stable
rule id in the order DESIGN.md §4 lists them: the hex can be built on; the colour goes one
step up; the old track is kept under this rotation; labels match; city and town counts are
kept; the upgrade chart allows it; every new exit leads to a real, passable neighbour; the
colour is available in the phase; a copy is left in the supply; the company may build and
the lay connects to its network. A game adds its own checks by extending ``lay_checks`` and
switches one off by overriding its hook. Money hooks look like ``<what>_cost(ctx) ->
list[Cost]``; the turn's allowance is data, ``tile_lay_slots``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cached_property

from ..errors import UnknownTileError
from ..model.game import Border, Company, GameDef, Manifest, MapDef
from ..model.tile import TILE_COLOR_ORDER, Path, TileDef
from . import exits, tokens
from . import upgrade as geo
from .board import Board, Token
from .economy import Economy
from .lay import Cost, LayContext, LaySlot, Mode, NodeMap, TurnState, allows
from .mergers import MergerHooks
from .network import Goal, Station, network, stations
from .ownership import NOBODY, Ownership
from .routes.hooks import RouteHooks
from .supply import Supply
from .tokens import TokenContext
from .violation import Violation

CLOSED_COLORS = ("red", "gray", "blue", "purple")

LayCheck = tuple[str, Callable[[LayContext], str | None]]
TokenCheck = tuple[str, Callable[[TokenContext], str | None]]
CostHook = Callable[[LayContext], list[Cost]]


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


class Rules(Economy, RouteHooks, MergerHooks):
    """The rules every game shares. Subclasses set ``TITLE`` and ``SOURCES`` and override hooks."""

    TITLE = "18xx"
    # rule id -> rulebook section, e.g. "§VI.3.2 (L445)"; cited as "<TITLE> <section>"
    SOURCES: dict[str, str] = {}
    # tile name -> the only rotation it may be laid at
    FIXED_ROTATION: dict[str, int] = {}
    # border kinds that no track may cross
    BARRIER_BORDERS = ("impassable", "water")
    # the tile lays of a turn (18xx.games TILE_LAYS): by default one lay or upgrade
    TILE_LAY_SLOTS: tuple[LaySlot, ...] = (LaySlot(),)
    # checks a replay of a recorded game leaves out: the record carries no phase, and the
    # site has judged who may build and what connects (issue 11); turns are not replayed
    REPLAY_SKIPS = frozenset(
        {"phase.color", "company.cannot-lay", "connection.none", "token.connection", "token.reserved"}
    )
    # kinds of company whose home stations are on the map from the start of the game
    SETUP_KINDS: tuple[str, ...] = ()
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

    def __init__(self, game: GameDef, mp: MapDef | None = None, manifest: Manifest | None = None) -> None:
        self.game = game
        self.map = mp or game.default_map
        self.manifest = manifest or game.manifests[self.map.id]
        self.supply = Supply(game, self.manifest)
        self._homes: dict[str, list[tuple[str, int | None]]] | None = None

    # ------------------------------------------------------------ citations
    def source(self, rule: str) -> str:
        section = self.SOURCES.get(rule)
        if section is None:
            section = self.SOURCES.get(rule.split(".")[0], "")
        return f"{self.TITLE} {section}".strip() if section else "DESIGN.md §4"

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

    def home_start(self, cid: str, owners: Ownership) -> tokens.HomeStart:
        """How the company's home starts the game (see ``tokens.HomeStart``): on the map from
        the start for the kinds of company in ``SETUP_KINDS``, else placed when it first
        operates."""
        comp = self.company(cid)
        return "token" if comp is not None and comp.kind in self.SETUP_KINDS else "pending"

    def reserves_home(self, cid: str) -> bool:
        """Whether the company's home keeps a slot free until its home token is placed."""
        return False

    def company(self, cid: str) -> Company | None:
        return self.game.company(cid)

    def setup_companies(self) -> list[str]:
        """Companies whose home stations the map carries from the start (``SETUP_KINDS``)."""
        printed = tokens.homes_on_map(self.map)
        return [c.id for c in self.game.companies if c.kind in self.SETUP_KINDS and c.id in printed]

    def token_replaces(self, occupant: Token, token: Token) -> bool:
        """Whether ``token`` may take the slot ``occupant`` holds (1840's bonus token)."""
        return False

    def homes(self, cid: str) -> list[tuple[str, int | None]]:
        """(hex, city index) of a company's home station(s) on this map."""
        if self._homes is None:
            self._homes = tokens.homes_on_map(self.map)
        return tokens.home_of(self.game, self.map, self._homes, cid)

    def resolve_tile(self, written: str) -> tuple[TileDef, int | None]:
        """``"57"`` -> (tile 57, None); ``"57-0"`` -> (tile 57, copy 0). Raises UnknownTileError."""
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
        return Checks(
            tuple(self.gate_checks()),
            tuple(self.lay_checks()),
            tuple(self.turn_checks()),
            tuple(self.token_gate_checks()),
            tuple(self.token_checks()),
            tuple(self.cost_hooks()),
            tuple(self.lay_checks_for("replay")),
            tuple(c for c in self.token_checks() if c[0] not in self.REPLAY_SKIPS),
        )

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

    # ---------------------------------------------------------- the tile
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
        order = TILE_COLOR_ORDER
        old, new = ctx.old_content.color, ctx.tile.color
        if old not in order or new not in order:
            return False
        return order.index(new) == order.index(old) + 1

    def color_step_problem(self, ctx: LayContext) -> str | None:
        if self.color_step_ok(ctx):
            return None
        order = TILE_COLOR_ORDER
        old, tile = ctx.old_content.color, ctx.tile
        if old in order and order.index(old) + 1 < len(order):
            want = order[order.index(old) + 1]
            return f"tile {tile.name} is {tile.color}, but a {old} hex takes a {want} tile"
        return f"a {old} tile is never upgraded"

    def track_mapping(self, ctx: LayContext) -> NodeMap | None:
        """Old revenue centres -> new ones under which every old path is kept, or None."""
        return geo.track_mapping(ctx.old_content, ctx.new, allow_merge=ctx.merge)

    def track_kept_problem(self, ctx: LayContext) -> str | None:
        if ctx.mapping is not None:
            return None
        missing = geo.missing_track(ctx.old_content, ctx.new)
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
        need = self.required_label(ctx.board, ctx.hex)
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
        return bool(self.required_label(ctx.board, ctx.hex))

    def city_count_problem(self, ctx: LayContext) -> str | None:
        return geo.count_problem(ctx.old_content, ctx.new, ctx.tile.name, merge=ctx.merge)

    def upgrade_targets(self, old: TileDef) -> tuple[str, ...] | None:
        """The tiles the manifest's upgrade chart lets ``old`` become (None: the chart is silent)."""
        ups = self.manifest.upgrades
        for name in (old.name, self.supply.base_name(old.name)):
            if name in ups:
                return ups[name]
        return None

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

    # ------------------------------------------------------------- exits
    def is_barrier(self, border: Border) -> bool:
        return border.kind in self.BARRIER_BORDERS and not border.cost

    def is_closed(self, board: Board, hex: str) -> bool:
        """A hex whose printed track is final (red, gray, blue, purple): track must meet it."""
        if board.placed(hex) is not None:
            return False
        h = board.hexdef(hex)
        return h is not None and h.color in CLOSED_COLORS

    def exit_off_map_problem(self, ctx: LayContext) -> str | None:
        return exits.off_map_problem(ctx)

    def exit_border_problem(self, ctx: LayContext) -> str | None:
        return exits.border_problem(self, ctx)

    def exit_dead_end_problem(self, ctx: LayContext) -> str | None:
        return exits.dead_end_problem(self, ctx)

    def partition_problem(self, ctx: LayContext) -> str | None:
        return exits.partition_problem(ctx)

    # ----------------------------------------------------- phase and supply
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
        return self.supply.no_copy(ctx.tile, ctx.copy)

    def copy_in_use_problem(self, ctx: LayContext) -> str | None:
        return self.supply.copy_in_use(ctx.board, ctx.hex, ctx.tile, ctx.copy)

    def exhausted_problem(self, ctx: LayContext) -> str | None:
        return self.supply.exhausted(ctx.board, ctx.hex, ctx.tile, ctx.copy)

    # ---------------------------------------------------- company and network
    def start_problem(self, board: Board, company: str, phase: str | None) -> str | None:
        """Why ``company`` may not be started now on this board (None: it may)."""
        return None

    def company_can_lay(self, company: Company) -> str | None:
        """Why this kind of company never builds track (None: it may)."""
        return None

    def company_problem(self, ctx: LayContext) -> str | None:
        comp = self.company(ctx.company) if ctx.company else None
        return self.company_can_lay(comp) if comp is not None else None

    def needs_connection(self, ctx: LayContext) -> bool:
        """Whether this lay must connect to the company's network."""
        return True

    def traversable(self, path: Path) -> bool:
        """Whether a route may run along ``path`` (1840's trams use broad track only)."""
        return path.track != "future"

    def stations(self, board: Board, company: str) -> list[Station]:
        return stations(board, company)

    def connection_problem(self, ctx: LayContext) -> str | None:
        company = ctx.company
        if company is None or self.company(company) is None or not ctx.check_connection:
            return None
        if self.company_problem(ctx) or not self.needs_connection(ctx):
            return None
        starts = stations(ctx.board, company)
        if not starts:
            return None  # nothing to connect to: the layout gives no station and the game no home
        if ctx.hex in {h for h, _ in starts} or self.lay_reached(ctx, company):
            return None
        return self.unconnected_message(ctx, company)

    def unconnected_message(self, ctx: LayContext, company: str) -> str:
        return (
            f"no track of tile {ctx.tile.name} in {ctx.hex} connects to a station of {company} "
            "without passing a city full of other companies' tokens"
        )

    def lay_reached(self, ctx: LayContext, company: str) -> bool:
        """Whether a trace from the company's stations arrives in the hex over track of the
        new tile (see ``network``: the board before the lay answers it)."""
        ok = self.traversable
        edges = frozenset(e for p in ctx.new.paths if ok(p) for e in p.edges())
        if not edges:
            return False
        net = network(ctx.board, company, ok, Goal(ctx.hex, edges=edges))
        return net.reached_goal or net.arrives(ctx.hex, ctx.new, ok)

    # ----------------------------------------------------------------- costs
    def cost_hooks(self) -> Sequence[CostHook]:
        return (self.terrain_cost, self.border_cost)

    def lay_costs(self, ctx: LayContext) -> list[Cost]:
        return [c for hook in self.checks.costs for c in hook(ctx)]

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

    # -------------------------------------------------------------- the turn
    def tile_lay_slots(self, turn: TurnState) -> tuple[LaySlot, ...]:
        """The tile lays a turn allows, given the lays made so far in it."""
        return self.TILE_LAY_SLOTS

    def needs_slot(self, ctx: LayContext) -> bool:
        """Whether the lay uses up one of the turn's lays (18 Lilliput's set-up tiles do not)."""
        return True

    def slot_order(self, slots: Sequence[LaySlot]) -> list[int]:
        """The order in which a lay tries the turn's free slots (by default as listed)."""
        return list(range(len(slots)))

    def slot_admits(self, ctx: LayContext, slot: LaySlot) -> bool:
        assert ctx.turn is not None
        return allows(slot.upgrade if ctx.upgrade else slot.lay, ctx.turn.upgraded)

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
        others = {r.company for r in ctx.turn.lays if r.company and ctx.company and r.company != ctx.company}
        if not others:
            return None
        return f"the turn mixes lays of {', '.join(sorted(others))} and {ctx.company}"

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

    def token_off_map_problem(self, ctx: TokenContext) -> str | None:
        return tokens.off_map_problem(ctx)

    def token_no_city_problem(self, ctx: TokenContext) -> str | None:
        return tokens.no_city_problem(ctx)

    def token_same_hex_problem(self, ctx: TokenContext) -> str | None:
        return tokens.same_hex_problem(ctx)

    def token_full_problem(self, ctx: TokenContext) -> str | None:
        return tokens.full_problem(ctx)

    def token_reserved_problem(self, ctx: TokenContext) -> str | None:
        return tokens.reserved_problem(ctx)

    def token_connection_problem(self, ctx: TokenContext) -> str | None:
        return tokens.connection_problem(ctx)


__all__ = ["CLOSED_COLORS", "Rules"]
