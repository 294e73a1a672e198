"""The shared tile-laying rules, as a class whose named hooks each game overrides.

``Rules.check_lay`` applies the checks in the order DESIGN.md §4 lists them: the hex can be
built on; the colour goes one step up; the old track is kept under this rotation; labels
match; city/town counts are kept; the upgrade chart allows it; every new exit leads to a
real, passable neighbour; the colour is available in the phase; a copy is left in the
supply; the lay connects to the laying company's network; plus each game's own checks.
Costs (terrain, borders, fees) are reported beside the violations, never instead of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.game import Border, Company, GameDef, Manifest, MapDef
from ..model.tile import TILE_COLOR_ORDER, Content, NodeRef, TileDef
from . import upgrade as geo
from .board import Board, Placed, Token
from .routes.hooks import RouteHooks
from .supply import Supply
from .violation import Violation

CLOSED_COLORS = ("red", "gray", "blue", "purple")


@dataclass(frozen=True)
class Lay:
    """One tile lay as the checker sees it."""

    hex: str
    tile: TileDef
    rotation: int = 0
    copy: int | None = None
    company: str | None = None
    turn: int | None = None
    index: int = 0


@dataclass(frozen=True)
class Cost:
    amount: int
    reason: str
    source: str = ""

    def to_dict(self) -> dict:
        return {"amount": self.amount, "reason": self.reason, "source": self.source}


@dataclass(frozen=True)
class LayRecord:
    """What the per-turn rule needs to know about an earlier lay of the same turn."""

    hex: str
    tile: TileDef
    upgrade: bool
    company: str | None


@dataclass
class LayResult:
    violations: list[Violation] = field(default_factory=list)
    costs: list[Cost] = field(default_factory=list)
    city_map: dict[int, int] | None = None
    upgrade: bool = False

    @property
    def ok(self) -> bool:
        return not self.violations

    @property
    def cost(self) -> int:
        return sum(c.amount for c in self.costs)


class Rules(RouteHooks):
    """The rules every game shares. Subclasses set ``TITLE`` and ``SOURCES`` and override hooks."""

    TITLE = "18xx"
    # rule id -> rulebook section, e.g. "§VI.3.2 (L445)"; cited as "<TITLE> <section>"
    SOURCES: dict[str, str] = {}
    # tile name -> the only rotation it may be laid at
    FIXED_ROTATION: dict[str, int] = {}
    # border kinds that no track may cross
    BARRIER_BORDERS = ("impassable", "water")

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

    def cost(self, amount: int, reason: str, rule: str = "cost") -> Cost:
        return Cost(amount, reason, self.source(rule))

    # ------------------------------------------------------------ the board
    def new_board(self) -> Board:
        """An empty board whose companies have their home stations (unless a layout places tokens)."""
        homes = []
        for c in self.game.companies:
            for hex, city in self.homes(c.id):
                homes.append(Token(c.id, hex, -1 if city is None else city))
        return Board(self.map, homes=tuple(homes))

    def company(self, cid: str) -> Company | None:
        return self.game.company(cid)

    def homes(self, cid: str) -> list[tuple[str, int | None]]:
        """(hex, city index) of a company's home station(s) on this map."""
        if self._homes is None:
            out: dict[str, list[tuple[str, int | None]]] = {}
            for name, h in self.map.hexes.items():
                cities = dict(h.home_city)
                for c in h.home:
                    out.setdefault(c, []).append((name, cities.get(c)))
            self._homes = out
        found = self._homes.get(cid)
        if found:
            comp = self.company(cid)
            return [(h, c if c is not None else (comp.home_city if comp else None)) for h, c in found]
        comp = self.company(cid)
        if comp is None or not self.map.bounded:
            return []
        return [(h, comp.home_city) for h in comp.home if h in self.map.hexes]

    # ================================================================ hooks
    def buildable(self, board: Board, hex: str) -> str | None:
        """Why no tile may be laid on ``hex`` at all, or None."""
        if board.placed(hex) is not None:
            return None
        h = board.hexdef(hex)
        if h is not None and h.color in CLOSED_COLORS:
            return f"{hex} is a {h.color} hex: no tile may be laid there"
        return None

    def color_step_ok(self, board: Board, hex: str, old: Content, tile: TileDef) -> bool:
        order = TILE_COLOR_ORDER
        if old.color not in order or tile.color not in order:
            return False
        return order.index(tile.color) == order.index(old.color) + 1

    def legal_upgrade(self, board: Board, hex: str, old: Content, tile: TileDef) -> list[Violation]:
        """The colour step: yellow on white, green on yellow, brown on green, gray on brown."""
        if self.color_step_ok(board, hex, old, tile):
            return []
        order = TILE_COLOR_ORDER
        if old.color in order and order.index(old.color) + 1 < len(order):
            want = order[order.index(old.color) + 1]
            msg = f"tile {tile.name} is {tile.color}, but a {old.color} hex takes a {want} tile"
        else:
            msg = f"a {old.color} tile is never upgraded"
        return [self.violation("upgrade.color-step", msg, hex)]

    def required_label(self, board: Board, hex: str) -> str:
        return board.label(hex)

    def label_allows(self, board: Board, hex: str, old: Content, tile: TileDef) -> str | None:
        """Why ``tile``'s label does not fit ``hex`` (None when it fits)."""
        need = self.required_label(board, hex)
        if need and tile.label != need:
            what = (
                f"tile {tile.name} has label {tile.label}" if tile.label else f"tile {tile.name} has no label"
            )
            return f"{hex} is a {need} hex and takes only {need} tiles; {what}"
        if not need and tile.label:
            return f"tile {tile.name} is a {tile.label} tile and goes only on {tile.label} hexes"
        return None

    def allow_merge(self, board: Board, hex: str, old: Content, tile: TileDef) -> bool:
        """Labelled hexes may merge their cities (OO, B, W, Bu ...)."""
        return bool(self.required_label(board, hex))

    def count_problem(self, board: Board, hex: str, old: Content, new: Content, tile: TileDef) -> str | None:
        oc, ot = geo.counts(old)
        nc, nt = geo.counts(new)
        merge = self.allow_merge(board, hex, old, tile)
        problems = []
        if merge and oc > 0:
            if not 1 <= nc <= oc:
                problems.append(f"{oc} cities may merge but not vanish or multiply (tile has {nc})")
        elif nc != oc:
            problems.append(_count_words(oc, nc, "city", "cities"))
        if nt != ot:
            problems.append(_count_words(ot, nt, "town", "towns"))
        if not problems:
            return None
        return f"tile {tile.name}: " + "; ".join(problems)

    def fixed_rotation(self, tile: TileDef) -> int | None:
        return self.FIXED_ROTATION.get(tile.name)

    def upgrade_targets(self, old: Placed) -> tuple[str, ...] | None:
        ups = self.manifest.upgrades
        for name in (old.tile.name, self.supply.base_name(old.tile.name)):
            if name in ups:
                return ups[name]
        return None

    def chart_allows(self, old: Placed | None, tile: TileDef) -> bool:
        if old is None:
            return True
        targets = self.upgrade_targets(old)
        if targets is None:
            return True
        return tile.name in targets or self.supply.base_name(tile.name) in targets

    def is_barrier(self, border: Border) -> bool:
        return border.kind in self.BARRIER_BORDERS and not border.cost

    def is_closed(self, board: Board, hex: str) -> bool:
        """A hex whose printed track is final (red, gray, blue, purple): track must meet it."""
        if board.placed(hex) is not None:
            return False
        h = board.hexdef(hex)
        return h is not None and h.color in CLOSED_COLORS

    def traversable(self, path) -> bool:
        return path.track != "future"

    def company_can_lay(self, company: Company) -> str | None:
        return None

    def needs_connection(self, board: Board, lay: Lay, old: Placed | None) -> bool:
        return True

    def lay_cost(self, board: Board, lay: Lay, old: Placed | None, position: int) -> list[Cost]:
        """Terrain on the first tile of a hex, border costs of new exits, fees."""
        out: list[Cost] = []
        if old is None:
            h = board.hexdef(lay.hex)
            if h is not None and h.cost:
                what = h.terrain or "terrain"
                out.append(self.cost(h.cost, f"{what} in {lay.hex}", "cost.terrain"))
        return out

    def border_costs(self, board: Board, lay: Lay, new_exits: list[int]) -> list[Cost]:
        out = []
        h = board.hexdef(lay.hex)
        for e in new_exits:
            b = h.border(e) if h is not None else None
            if b is not None and b.cost:
                out.append(self.cost(b.cost, f"{b.kind} border on edge {e} of {lay.hex}", "cost.border"))
        return out

    def turn_problem(self, earlier: list[LayRecord], this: LayRecord) -> str | None:
        """Why ``this`` lay cannot join the ``earlier`` lays of the same turn. Default: one lay."""
        if earlier:
            return f"one tile lay or upgrade per turn; this is lay {len(earlier) + 1} of the turn"
        return None

    def extra_checks(
        self, board: Board, lay: Lay, old: Placed | None, old_content: Content, new: Content
    ) -> list[Violation]:
        return []

    def is_upgrade(self, old_content: Content) -> bool:
        return old_content.color != "white"

    # ============================================================ the check
    def check_lay(
        self,
        board: Board,
        lay: Lay,
        *,
        phase_colors: tuple[str, ...] | None = None,
        position: int = 0,
        check_connection: bool = True,
    ) -> LayResult:
        res = LayResult()
        hex = lay.hex
        v = res.violations
        if not board.on_map(hex):
            v.append(self.violation("hex.off-map", f"{hex} is not a hex of this map", hex))
            return res
        why = self.buildable(board, hex)
        if why:
            v.append(self.violation("hex.not-buildable", why, hex))
            return res
        tile = lay.tile
        n = tile.edge_count
        if n != board.grid.edges:
            v.append(self.violation("tile.shape", f"tile {tile.name} does not fit this map's cells", hex))
            return res
        old = board.placed(hex)
        old_content = board.content(hex)
        new = rotate_tile(tile, lay.rotation)
        res.upgrade = self.is_upgrade(old_content)

        fixed = self.fixed_rotation(tile)
        if fixed is not None and lay.rotation % n != fixed:
            v.append(
                self.violation(
                    "tile.fixed-rotation",
                    f"tile {tile.name} may only be laid at rotation {fixed}, not {lay.rotation}",
                    hex,
                )
            )
        v.extend(self.legal_upgrade(board, hex, old_content, tile))

        merge = self.allow_merge(board, hex, old_content, tile)
        mapping = geo.track_mapping(old_content, new, allow_merge=merge)
        if mapping is None:
            missing = geo.missing_track(old_content, new)
            detail = (
                "; ".join(geo.describe_path(p) for p in missing[:3])
                if missing
                else "its revenue centres keep their connections"
            )
            v.append(
                self.violation(
                    "upgrade.track-not-kept",
                    f"tile {tile.name} at rotation {lay.rotation} does not keep the old track ({detail})",
                    hex,
                )
            )
        else:
            res.city_map = {a.index: b.index for a, b in mapping.items() if a.kind == "city"}

        why = self.label_allows(board, hex, old_content, tile)
        if why:
            v.append(self.violation("label.mismatch", why, hex))
        why = self.count_problem(board, hex, old_content, new, tile)
        if why:
            v.append(self.violation("upgrade.city-count", why, hex))
        if not self.chart_allows(old, tile):
            targets = ", ".join(self.upgrade_targets(old) or ())
            v.append(
                self.violation(
                    "upgrade.chart",
                    f"tile {old.tile.name} upgrades only to {targets}, not to {tile.name}",
                    hex,
                )
            )

        exits = geo.new_exits(old_content, new)
        v.extend(self.exit_violations(board, hex, exits, new))

        if phase_colors is not None and tile.color not in phase_colors:
            v.append(
                self.violation(
                    "phase.color",
                    f"{tile.color} tiles are not available in this phase (only {', '.join(phase_colors)})",
                    hex,
                )
            )
        why = self.supply.problem(board, hex, tile, lay.copy)
        if why:
            rule, msg = why
            v.append(self.violation(rule, msg, hex))

        after = board.with_tile(hex, Placed(tile, lay.rotation, lay.copy), res.city_map)
        if lay.company is not None:
            comp = self.company(lay.company)
            if comp is not None:
                why = self.company_can_lay(comp)
                if why:
                    v.append(self.violation("company.cannot-lay", why, hex))
                elif check_connection and self.needs_connection(board, lay, old):
                    why = self.connection_problem(after, lay)
                    if why:
                        v.append(self.violation("connection.none", why, hex))
        v.extend(self.extra_checks(board, lay, old, old_content, new))

        res.costs.extend(self.lay_cost(board, lay, old, position))
        res.costs.extend(self.border_costs(board, lay, exits))
        return res

    def apply(self, board: Board, lay: Lay, res: LayResult) -> Board:
        """The board after ``lay`` (tokens on the hex follow the city map of the upgrade)."""
        return board.with_tile(lay.hex, Placed(lay.tile, lay.rotation, lay.copy), res.city_map)

    def check_token(self, board: Board, hex: str, company: str, city: int) -> list[Violation]:
        """A station token: on a city of the hex, a free slot, one per company and hex."""
        if not board.on_map(hex):
            return [self.violation("token.off-map", f"{hex} is not a hex of this map", hex)]
        content = board.content(hex)
        if city >= len(content.cities):
            have = len(content.cities)
            return [
                self.violation(
                    "token.no-city",
                    f"{hex} has {have} {'city' if have == 1 else 'cities'}, no city {city}",
                    hex,
                )
            ]
        out = []
        here = board.tokens_at(hex)
        if any(t.company == company for t in here):
            out.append(self.violation("token.same-hex", f"{company} already has a station in {hex}", hex))
        used = sum(1 for t in here if t.city == city)
        if used >= content.cities[city].slots:
            out.append(self.violation("token.full", f"city {city} of {hex} has no free slot", hex))
        return out

    # ---------------------------------------------------------------- exits
    def exit_violations(self, board: Board, hex: str, exits: list[int], new: Content) -> list[Violation]:
        out: list[Violation] = []
        h = board.hexdef(hex)
        grid = board.grid
        for e in exits:
            nb = board.neighbour(hex, e)
            if nb is None:
                out.append(
                    self.violation("exit.off-map", f"track on edge {e} of {hex} runs off the map", hex)
                )
                continue
            b = h.border(e) if h is not None else None
            nh = board.hexdef(nb)
            ob = nh.border(grid.opposite(e)) if nh is not None else None
            barrier = next((x for x in (b, ob) if x is not None and self.is_barrier(x)), None)
            if barrier is not None:
                out.append(
                    self.violation(
                        "exit.border",
                        f"track on edge {e} of {hex} runs into an {barrier.kind} border",
                        hex,
                    )
                )
                continue
            if self.is_closed(board, nb) and grid.opposite(e) not in board.content(nb).exits():
                what = nh.color if nh is not None else "closed"
                out.append(
                    self.violation(
                        "exit.dead-end",
                        f"track on edge {e} of {hex} points into the {what} hex {nb}, "
                        "which has no track back",
                        hex,
                    )
                )
        if h is not None and h.partition is not None:
            for group in geo.crosses_partition(h.partition, new, grid.edges):
                edges = "-".join(str(x) for x in sorted(group))
                out.append(
                    self.violation(
                        "exit.partition",
                        f"track {edges} in {hex} crosses the {h.partition.kind or 'partition'} line "
                        f"between edges {_fmt(h.partition.a)} and {_fmt(h.partition.b)}",
                        hex,
                    )
                )
        return out

    # ----------------------------------------------------------- connection
    def stations(self, board: Board, company: str) -> list[tuple[str, int | None]]:
        """Where a company's network starts: its tokens, else its home (placed before any lay)."""
        toks = [(t.hex, t.city) for t in board.tokens_of(company)]
        if toks:
            return toks
        return [(t.hex, None if t.city < 0 else t.city) for t in board.homes if t.company == company]

    def connection_problem(self, after: Board, lay: Lay) -> str | None:
        starts = self.stations(after, lay.company or "")
        if not starts:
            return None  # nothing to connect to: the layout gives no station and the game no home
        reached = reachable_paths(after, lay.company or "", starts, self.traversable)
        if lay.hex in {h for h, _ in starts} or reached.get(lay.hex):
            return None
        return (
            f"no track of tile {lay.tile.name} in {lay.hex} connects to a station of {lay.company} "
            "without passing a city full of other companies' tokens"
        )

    # -------------------------------------------------------------- helpers
    def phase_colors(self, phase: str | None) -> tuple[str, ...] | None:
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


def rotate_tile(tile: TileDef, rotation: int) -> Content:
    return Placed(tile, rotation).content()


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _count_words(old: int, new: int, one: str, many: str) -> str:
    return f"the hex has {old} {one if old == 1 else many}, the tile {new}"


def city_full_for(board: Board, hex: str, city: int, company: str) -> bool:
    """A city every slot of which holds another company's token: no passing through."""
    toks = [t for t in board.tokens if t.hex == hex and t.city == city]
    if not toks or any(t.company == company for t in toks):
        return False
    return len(toks) >= board.city_slots(hex, city)


def reachable_paths(
    board: Board, company: str, starts: list[tuple[str, int | None]], traversable=None
) -> dict[str, set[int]]:
    """Paths (by index, per hex) reached from ``starts`` by legal track, as a building trace.

    A city full of other companies' tokens can be entered but not passed; off-boards and
    terminal paths end a trace; no reversing at a junction (a trace arriving over an edge
    continues on the paths of that edge only).
    """
    ok = traversable or (lambda p: True)
    reached: dict[str, set[int]] = {}
    seen_nodes: set[tuple[str, NodeRef]] = set()
    seen_edges: set[tuple[str, int]] = set()
    stack: list[tuple] = []
    contents: dict[str, Content] = {}

    def content(h: str) -> Content:
        c = contents.get(h)
        if c is None:
            c = board.content(h)
            contents[h] = c
        return c

    def visit_node(h: str, node: NodeRef, start: bool = False, via_terminal: bool = False) -> None:
        if (h, node) in seen_nodes:
            return
        seen_nodes.add((h, node))
        if start:
            stack.append(("n", h, node, True))
            return
        if node.kind == "offboard" or via_terminal:
            return  # a terminus: the trace may end here but not pass
        if node.kind == "city" and city_full_for(board, h, node.index, company):
            return
        stack.append(("n", h, node, False))

    for h, city in starts:
        c = content(h)
        if city is not None and city < len(c.cities):
            visit_node(h, NodeRef("city", city), start=True)
        else:  # a home with no city yet: all of the hex counts as reached
            for node in c.node_refs():
                visit_node(h, node, start=True)
            for i, p in enumerate(c.paths):
                if ok(p):
                    reached.setdefault(h, set()).add(i)
                    for e in p.edges():
                        stack.append(("e", h, e))

    while stack:
        item = stack.pop()
        if item[0] == "n":
            _, h, node, start = item
            c = content(h)
            for i, p in enumerate(c.paths):
                if node not in (p.a, p.b) or not ok(p) or (p.terminal and not start):
                    continue
                reached.setdefault(h, set()).add(i)
                other = p.b if p.a == node else p.a
                if isinstance(other, int):
                    stack.append(("e", h, other))
                else:
                    visit_node(h, other)
        else:
            _, h, e = item
            if (h, e) in seen_edges:
                continue
            seen_edges.add((h, e))
            nb = board.neighbour(h, e)
            if nb is None:
                continue
            oe = board.grid.opposite(e)
            c = content(nb)
            for i, p in enumerate(c.paths):
                if oe not in (p.a, p.b) or not ok(p):
                    continue
                reached.setdefault(nb, set()).add(i)
                other = p.b if p.a == oe else p.a
                if isinstance(other, int):
                    stack.append(("e", nb, other))
                else:
                    visit_node(nb, other, via_terminal=p.terminal)
    return reached


__all__ = ["Cost", "Lay", "LayRecord", "LayResult", "Rules", "Token", "reachable_paths"]
