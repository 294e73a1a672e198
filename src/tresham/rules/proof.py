"""The designer's proof: what can be laid where, what can never be laid, what is missing.

``proof(game)`` reports, from the data and the game's rules alone:
- per hex, the tiles (with rotations) that can be laid first;
- tiles that can never be laid (no hex takes them first and nothing upgrades to them);
- upgrade targets with no predecessor (a green/brown/gray tile nothing upgrades to);
- labels printed on the map that no tile carries, and tile labels no hex carries;
- the supply per colour against the number of hexes that can take that colour.
``ProofReport.chart_tiles`` and ``edges`` are the upgrade chart as data; ``art.chart`` draws it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.actions import LayTile
from ..model.game import GameDef, Manifest
from ..model.tile import TILE_COLOR_ORDER, TileDef
from .base import Rules
from .board import Placed
from .games import rules_for
from .lay import LayContext, judge_lay
from .legal import candidate_tiles, legal_on

# Violations that depend on the position (neighbours, phase, supply, company), not on the tiles.
POSITIONAL = (
    "exit.off-map",
    "exit.border",
    "exit.dead-end",
    "exit.partition",
    "phase.color",
    "supply.exhausted",
    "supply.copy-in-use",
    "connection.none",
    "lilliput.touch",
    "lilliput.checkerboard",
    "stadtbahn.sequence",
)
# Checks that need a company's network or earlier tiles: not asked of a first tile.
FIRST_IGNORED = ("lilliput.touch", "stadtbahn.sequence", "connection.none")


@dataclass
class ProofReport:
    game: GameDef
    map_id: str
    first: dict[str, list[tuple[str, tuple[int, ...]]]] = field(default_factory=dict)
    unbuildable: list[str] = field(default_factory=list)
    never: list[str] = field(default_factory=list)
    orphans: list[str] = field(default_factory=list)
    labels_without_tiles: list[str] = field(default_factory=list)
    tile_labels_without_hexes: list[str] = field(default_factory=list)
    supply: list[tuple[str, int, int]] = field(default_factory=list)
    edges: list[tuple[str, str]] = field(default_factory=list)
    missing_geometry: list[str] = field(default_factory=list)
    data_warnings: list[str] = field(default_factory=list)

    def chart_tiles(self) -> list[TileDef]:
        """The tiles the upgrade chart shows: every tile laid first somewhere or in an upgrade."""
        rules = rules_for(self.game, self.game.maps[self.map_id])
        used = {n for e in self.edges for n in e} | {t for opts in self.first.values() for t, _ in opts}
        return [t for t in candidate_tiles(rules) if t.name in used]

    @property
    def ok(self) -> bool:
        return not (self.never or self.orphans or self.labels_without_tiles or self.missing_geometry)

    def to_dict(self) -> dict:
        return {
            "game": self.game.id,
            "map": self.map_id,
            "first": {
                h: [{"tile": t, "rotations": list(r)} for t, r in opts] for h, opts in self.first.items()
            },
            "never_laid": self.never,
            "no_predecessor": self.orphans,
            "labels_without_tiles": self.labels_without_tiles,
            "tile_labels_without_hexes": self.tile_labels_without_hexes,
            "supply": [{"color": c, "tiles": n, "hexes": h} for c, n, h in self.supply],
            "upgrades": [list(e) for e in self.edges],
            "missing_geometry": self.missing_geometry,
            "data_warnings": self.data_warnings,
        }

    def to_text(self) -> str:
        g = self.game
        lines = [f"{g.title} ({g.id}), map {self.map_id}: tile proof", ""]
        lines.append("First tiles per hex:")
        for hex, opts in self.first.items():
            if not opts:
                lines.append(f"  {hex:<6} (nothing can be laid)")
                continue
            text = ", ".join(f"{t}@{'/'.join(str(r) for r in rots)}" for t, rots in opts)
            lines.append(f"  {hex:<6} {text}")
        if self.unbuildable:
            lines.append(f"  not buildable: {', '.join(self.unbuildable)}")
        lines.append("")
        lines.append("Supply per colour (physical tiles / hexes that can take the colour):")
        for colour, n, hexes in self.supply:
            flag = "  <- fewer tiles than hexes" if n < hexes else ""
            lines.append(f"  {colour:<7} {n:>4} / {hexes:<4}{flag}")
        for warning in self.data_warnings:
            lines.append(f"  data warning: {warning}")
        lines.append("")
        for title, items in (
            ("Tiles that can never be laid", self.never),
            ("Upgrade targets with no predecessor", self.orphans),
            ("Labels on the map without tiles", self.labels_without_tiles),
            ("Tile labels on no hex", self.tile_labels_without_hexes),
            ("Manifest names without geometry", self.missing_geometry),
        ):
            lines.append(f"{title}: {', '.join(items) if items else 'none'}")
        lines.append(
            f"Upgrade chart: {len(self.edges)} upgrades between {len({a for a, _ in self.edges})} tiles"
        )
        return "\n".join(lines)


def _kind(board, h: str) -> tuple:
    """Hexes of one kind take the same upgrades: label, frame, colour, centres, name."""
    hd = board.hexdef(h)
    c = board.content(h)
    track = tuple(sorted(str(p) for p in c.paths))
    return (
        hd.label if hd else "",
        c.frame,
        c.color,
        len(c.cities),
        len(c.towns),
        hd.name if hd else "",
        track,
    )


def proof(game: GameDef, players: int | None = None) -> ProofReport:
    mp = game.map_for(players)
    rules = rules_for(game, mp)
    report = ProofReport(game, mp.id)
    board = rules.new_board()
    tiles = candidate_tiles(rules)
    by_name = {t.name: t for t in tiles}
    report.missing_geometry = [n for n in rules.manifest.side_names() if n not in by_name]

    hexes = sorted(mp.hexes, key=_hex_key) if mp.bounded else _lilliput_cells(rules)
    first_tiles: dict[str, set[str]] = {}
    reachable_per_hex: dict[str, set[str]] = {}
    for h in hexes:
        if rules.buildable(board, h):
            report.unbuildable.append(h)
            continue
        opts = legal_on(rules, board, h, ignore=FIRST_IGNORED)
        grouped: dict[str, list[int]] = {}
        for o in opts:
            grouped.setdefault(o.tile.name, []).append(o.action.rotation)
        report.first[h] = [(t, tuple(r)) for t, r in grouped.items()]
        first_tiles[h] = set(grouped)

    # upgrade chart: from each kind of hex, follow legal upgrades. Track, labels and counts
    # depend only on the relative rotation, so each tile is tried at rotation 0 under every
    # rotation of the candidate.
    edges: set[tuple[str, str]] = set()
    kinds = {h: _kind(board, h) for h in report.first}
    reps: dict[tuple, str] = {}
    for h in report.first:
        reps.setdefault(kinds[h], h)
    reached_by_kind: dict[tuple, set[str]] = {}
    for kind, rep in reps.items():
        reached: set[str] = set()
        frontier = [t for t, _ in report.first[rep]]
        seen = set(frontier)
        while frontier:
            name = frontier.pop()
            reached.add(name)
            a = by_name[name]
            on = board.with_tile(rep, Placed(a, 0))
            for b in _next_tiles(rules, a, tiles):
                for r in range(b.edge_count):
                    lay = LayTile(entity="", entity_type="corporation", hex=rep, tile=b.name, rotation=r)
                    res = judge_lay(rules, LayContext(rules, on, lay, b))
                    if all(v.rule in POSITIONAL or v.rule == "tile.fixed-rotation" for v in res.violations):
                        edges.add((a.name, b.name))
                        if b.name not in seen:
                            seen.add(b.name)
                            frontier.append(b.name)
                        break
        reached_by_kind[kind] = reached
    for h in report.first:
        reachable_per_hex[h] = reached_by_kind[kinds[h]] | first_tiles[h]
    report.edges = sorted(edges)

    reachable = set().union(*reachable_per_hex.values()) if reachable_per_hex else set()
    report.never = [t.name for t in tiles if t.name not in reachable]
    targets = {b for _, b in edges}
    laid_first = set().union(*first_tiles.values()) if first_tiles else set()
    report.orphans = [
        t.name
        for t in tiles
        if t.color in TILE_COLOR_ORDER[2:] and t.name not in targets and t.name not in laid_first
    ]
    hex_labels = {h.label for h in mp.hexes.values() if h.label}
    tile_labels = {t.label for t in tiles if t.label}
    report.labels_without_tiles = sorted(hex_labels - tile_labels)
    report.tile_labels_without_hexes = sorted(tile_labels - hex_labels) if mp.bounded else []

    for colour in TILE_COLOR_ORDER[1:]:
        n = sum(
            e.count
            for e in rules.manifest.physical_entries()
            if e.name in by_name and by_name[e.name].color == colour
        )
        need = sum(
            1 for h, names in reachable_per_hex.items() if any(by_name[t].color == colour for t in names)
        )
        if n or need:
            report.supply.append((colour, n, need))
    report.data_warnings = stated_total_warnings(game, rules.manifest)
    return report


def stated_total_warnings(game: GameDef, manifest: Manifest) -> list[str]:
    """Colours whose physical tiles differ from the total the rulebook states."""
    totals: dict[str, int] = {}
    for e in manifest.physical_entries():
        colour = game.tile(e.name).color
        totals[colour] = totals.get(colour, 0) + e.count
    return [
        f"{colour}: the manifest has {totals.get(colour, 0)} tiles, the rulebook states {stated}"
        for colour, stated in manifest.stated_totals.items()
        if totals.get(colour, 0) != stated
    ]


def _next_tiles(rules: Rules, a: TileDef, tiles: list[TileDef]) -> list[TileDef]:
    """Candidates to replace ``a``: the next colour, and same-tile variants (1862 small stations)."""
    order = TILE_COLOR_ORDER
    base = rules.supply.base_name(a.name)
    out = [t for t in tiles if t.name != a.name and rules.supply.base_name(t.name) == base]
    if a.color == "white":
        return out + [t for t in tiles if t.color in ("yellow", "green")]
    if a.color not in order or order.index(a.color) + 1 >= len(order):
        return out
    want = order[order.index(a.color) + 1]
    return out + [t for t in tiles if t.color == want]


def _hex_key(name: str) -> tuple:
    letters = "".join(ch for ch in name if ch.isalpha())
    digits = "".join(ch for ch in name if ch.isdigit() or ch == "-")
    return (letters.swapcase(), int(digits) if digits.lstrip("-").isdigit() else 0)


def _lilliput_cells(rules: Rules) -> list[str]:
    """A square grid has no map: report a cell beside the start tile as every blank cell."""
    return ["0,1"]
