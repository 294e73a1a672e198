"""The designer's proof: what can be laid where, what can never be laid, what is missing.

``proof(game)`` reports, from the data and the game's rules alone:
- per hex, the tiles (with rotations) that can be laid first (18 Lilliput: the cells around
  Mildendo with the four home cities laid, ``Rules.proof_board``);
- tiles that can never be laid (no hex takes them first and nothing upgrades to them; a
  tile laid only as one of its marker variants, 1862's small stations, counts as laid);
- upgrade targets with no predecessor (a green/brown/gray tile nothing upgrades to);
- upgrade-chart edges that leave a tile the rules never upgrade;
- upgrades the manifest states that break the tile rules (colour step, track kept, city
  or town count, label) on every hex where the old tile can lie (``proof_upgrades``);
- labels printed on the map that no tile carries, and tile labels no hex carries (a tile
  printed for a named hex, 1862's Ipswich and Harwich, carries its label there);
- tiles printed for particular hexes that the rules let go elsewhere;
- the physical tiles per colour against the hexes that can take the colour (for
  information), and data warnings where they differ from the totals the rulebook states
  (the manifest's ``stated_totals``).
``ProofReport.chart_tiles`` and ``edges`` are the upgrade chart as data; ``art.chart`` draws it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.game import GameDef, Manifest
from ..model.tile import TILE_COLOR_ORDER, TileDef
from .base import Rules
from .chart import upgrade_chart
from .games import rules_for
from .legal import candidate_tiles
from .proof_search import Found, search
from .proof_upgrades import upgrade_problems


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
    final_edges: list[str] = field(default_factory=list)
    bad_upgrades: list[str] = field(default_factory=list)
    special_elsewhere: list[str] = field(default_factory=list)
    data_warnings: list[str] = field(default_factory=list)

    def chart_tiles(self) -> list[TileDef]:
        """The tiles the upgrade chart shows: every tile laid first somewhere or in an upgrade."""
        rules = rules_for(self.game, self.game.maps[self.map_id])
        used = {n for e in self.edges for n in e} | {t for opts in self.first.values() for t, _ in opts}
        return [t for t in candidate_tiles(rules) if t.name in used]

    @property
    def ok(self) -> bool:
        return not (
            self.never
            or self.orphans
            or self.labels_without_tiles
            or self.missing_geometry
            or self.final_edges
            or self.bad_upgrades
            or self.special_elsewhere
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "game": self.game.id,
            "map": self.map_id,
            "ok": self.ok,
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
            "upgrades_of_final_tiles": self.final_edges,
            "upgrades_breaking_rules": self.bad_upgrades,
            "special_tiles_elsewhere": self.special_elsewhere,
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
            lines.append(f"  {colour:<7} {n:>4} / {hexes}")
        for warning in self.data_warnings:
            lines.append(f"  data warning: {warning}")
        lines.append("")
        for title, items in (
            ("Tiles that can never be laid", self.never),
            ("Upgrade targets with no predecessor", self.orphans),
            ("Upgrades of tiles that are never upgraded", self.final_edges),
            ("Special tiles legal on other hexes", self.special_elsewhere),
            ("Labels on the map without tiles", self.labels_without_tiles),
            ("Tile labels on no hex", self.tile_labels_without_hexes),
            ("Manifest names without geometry", self.missing_geometry),
        ):
            lines.append(f"{title}: {', '.join(items) if items else 'none'}")
        if self.bad_upgrades:  # one to a line: each says why
            lines.append("Manifest upgrades the tile rules forbid:")
            lines += [f"  {problem}" for problem in self.bad_upgrades]
        else:
            lines.append("Manifest upgrades the tile rules forbid: none")
        upgrades, sources = len(self.edges), len({a for a, _ in self.edges})
        lines.append(
            f"Upgrade chart: {upgrades} upgrade{'s' if upgrades != 1 else ''} "
            f"from {sources} tile{'s' if sources != 1 else ''}"
        )
        return "\n".join(lines)


def proof(game: GameDef, players: int | None = None) -> ProofReport:
    mp = game.map_for(players)
    rules = rules_for(game, mp)
    report = ProofReport(game, mp.id)
    tiles = candidate_tiles(rules)
    by_name = {t.name: t for t in tiles}
    report.missing_geometry = [n for n in rules.manifest.side_names() if n not in by_name]
    board, hexes = rules.proof_board()
    found = search(rules, board, hexes, tiles)
    report.first, report.unbuildable = found.first, found.unbuildable
    report.edges = sorted(found.edges)
    _laid(rules, report, found, tiles)
    _labels(rules, report, tiles)
    report.final_edges = _final_edges(rules, game, found, by_name)
    report.bad_upgrades = upgrade_problems(rules, board, found, tiles)
    report.special_elsewhere = _special_elsewhere(rules, found)
    report.supply = _supply(rules, found, by_name)
    report.data_warnings = stated_total_warnings(game, rules.manifest)
    return report


def _laid(rules: Rules, report: ProofReport, found: Found, tiles: list[TileDef]) -> None:
    """Tiles never laid and upgrade targets with no predecessor; a base tile laid only as one
    of its variants (1862's plain tiles with small-station markers) counts as laid."""
    base = rules.supply.base_name
    reachable = set().union(*found.reached.values()) if found.reached else set()
    reachable |= {base(n) for n in reachable}
    set_out = rules.set_out_tiles()
    report.never = [t.name for t in tiles if t.name not in reachable and t.name not in set_out]
    targets = {b for _, b in found.edges}
    targets |= {base(n) for n in targets}
    laid_first = {t for opts in found.first.values() for t, _ in opts}
    laid_first |= {base(n) for n in laid_first}
    report.orphans = [
        t.name
        for t in tiles
        if t.color in TILE_COLOR_ORDER[2:] and t.name not in targets and t.name not in laid_first
    ]


def _labels(rules: Rules, report: ProofReport, tiles: list[TileDef]) -> None:
    mp = rules.map
    hex_labels = {h.label for h in mp.hexes.values() if h.label}
    named = rules.placed_by_name()
    by_name = {t.label for t in tiles if t.label and t.name in named}
    tile_labels = {t.label for t in tiles if t.label}
    report.labels_without_tiles = sorted(hex_labels - tile_labels)
    report.tile_labels_without_hexes = sorted(tile_labels - hex_labels - by_name) if mp.bounded else []


def _final_edges(rules: Rules, game: GameDef, found: Found, by_name: dict[str, TileDef]) -> list[str]:
    """Upgrades (the rules' own, the manifest's, the printed chart's) out of a tile the rules
    never upgrade."""
    out: dict[str, None] = {}
    printed = upgrade_chart(game) if game.manifests[rules.map.id] is game.manifest else {}
    sources = (
        ("rules", found.edges),
        ("manifest", {(a, b) for a, bs in rules.manifest.upgrades.items() for b in bs}),
        ("printed chart", {(a, b) for a, bs in printed.items() for b in bs}),
    )
    for where, edges in sources:
        for a, b in sorted(edges):
            tile = by_name.get(a)
            if tile is not None and rules.never_upgraded(tile):
                out[f"{a} -> {b} ({where})"] = None
    return list(out)


def _special_elsewhere(rules: Rules, found: Found) -> list[str]:
    """Tiles printed for particular hexes that the rules let lie on other hexes."""
    out = []
    for tile, homes in sorted(rules.placed_by_name().items()):
        wrong = sorted(h for h, names in found.reached.items() if tile in names and h not in homes)
        if wrong:
            out.append(f"{tile} (for {', '.join(homes)}) on {', '.join(wrong)}")
    return out


def _supply(rules: Rules, found: Found, by_name: dict[str, TileDef]) -> list[tuple[str, int, int]]:
    counts: dict[str, int] = {}
    for e in rules.manifest.physical_entries():
        if e.name in by_name:
            colour = by_name[e.name].color
            counts[colour] = counts.get(colour, 0) + e.count
    supply: list[tuple[str, int, int]] = []
    for colour in TILE_COLOR_ORDER[1:]:
        n = counts.get(colour, 0)
        need = sum(1 for names in found.reached.values() if any(by_name[t].color == colour for t in names))
        if n or need:
            supply.append((colour, n, need))
    return supply


def stated_total_warnings(game: GameDef, manifest: Manifest) -> list[str]:
    """Colours whose physical tiles differ from the total the rulebook states (``all``: the
    total of every colour)."""
    totals: dict[str, int] = {}
    for e in manifest.physical_entries():
        colour = game.tile(e.name).color
        totals[colour] = totals.get(colour, 0) + e.count
    totals["all"] = sum(totals.values())
    return [
        f"{colour}: the manifest has {totals.get(colour, 0)} tiles, the rulebook states {stated}"
        for colour, stated in manifest.stated_totals.items()
        if totals.get(colour, 0) != stated
    ]
