"""Small made-up maps for route tests, in any game's grid, and claims judged on them.

A map is drawn on an abstract lattice: ``at(layout, i, j)`` names the cell at column i, row
j so that (i, j) touches (i + 1, j) and (i, j + 1) on every grid (square cells, pointy and
flat hexes). A cell is printed content: cities, towns and off-boards joined to the
neighbouring cells named in ``to`` (the edges are worked out), plus plain track. The maps
are printed content only (no tile is laid), and each game's own ``Rules`` runs on them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tresham.data import load_game
from tresham.data.content import parse_content
from tresham.data.toml import Table
from tresham.grid import grid_for, index_to_letters
from tresham.model.game import HexDef, MapDef
from tresham.rules.board import Board, Token
from tresham.rules.games import REGISTRY
from tresham.rules.routes import Claim, ClaimRun, ClaimStop, best_runs, judge_claim, parse_claim
from tresham.rules.routes.context import company_graph, route_context, route_trains
from tresham.rules.routes.planner import Planner
from tresham.scenario.layout import load_layout
from tresham.scenario.layout_check import check_layout

LAYOUT = {"18mag": "pointy", "1824": "pointy", "1840": "pointy", "1862": "flat", "18lilliput": "square"}
GAMES = tuple(LAYOUT)


def at(layout: str, i: int, j: int) -> str:
    """The cell at lattice point (i, j) (see the module docstring)."""
    if layout == "square":
        return f"{i},{j}"
    if layout == "pointy":  # rows are letters, columns step by 2 along a row
        return f"{index_to_letters(j)}{2 * i + j + 1}"
    return f"{index_to_letters(i)}{2 * j + i + 1}"  # flat: columns are letters


@dataclass
class Cell:
    """What is printed on one lattice cell. ``to`` lists neighbours (i, j) joined to its one
    centre; ``track`` lists pairs of neighbours joined by plain track."""

    kind: str = ""  # "city", "town", "offboard" or "" (track only)
    value: int | dict[str, int] = 0  # a table by revenue column for values that change
    to: Sequence[tuple[int, int]] = ()
    track: Sequence[tuple[tuple[int, int], tuple[int, int]]] = ()
    slots: int = 1
    color: str = "white"
    home: Sequence[str] = ()
    terminal: bool = False  # the centre's paths end a route (1824's mines)
    group: str = ""  # an off-board area's name (1862's London)
    extra: dict[str, Any] = field(default_factory=dict)


def city(value: int, *to: tuple[int, int], slots: int = 1, **kw: Any) -> Cell:
    return Cell("city", value, to, slots=slots, **kw)


def town(value: int, *to: tuple[int, int], **kw: Any) -> Cell:
    return Cell("town", value, to, **kw)


def offboard(value: int, *to: tuple[int, int], **kw: Any) -> Cell:
    return Cell("offboard", value, to, color=kw.pop("color", "red"), **kw)


def track(*pairs: tuple[tuple[int, int], tuple[int, int]]) -> Cell:
    return Cell(track=pairs)


Where = tuple[int, int] | str  # a lattice point, or a cell named outright


def make_map(layout: str, cells: dict[Where, Cell]) -> MapDef:
    grid = grid_for(layout)
    hexes: dict[str, HexDef] = {}

    def name_of(w: Where) -> str:
        return w if isinstance(w, str) else at(layout, *w)

    def edge(a: Where, b: Where) -> int:
        e = grid.edge_between(grid.parse(name_of(a)), grid.parse(name_of(b)))
        assert e is not None, f"{a} and {b} do not touch on a {layout} grid"
        return e

    for ij, c in cells.items():
        raw: dict[str, Any] = {"color": c.color, **c.extra}
        node = {"city": "c0", "town": "t0", "offboard": "o0"}.get(c.kind)
        worth = {"revenues": c.value} if isinstance(c.value, dict) else {"revenue": c.value}
        if node == "c0":
            raw["cities"] = [{**worth, "slots": c.slots}]
        elif node == "t0":
            raw["towns"] = [worth]
        elif node == "o0":
            raw["offboards"] = [{**worth, **({"group": c.group} if c.group else {})}]
        paths: list[Any] = [{"a": edge(ij, n), "b": node, "terminal": c.terminal} for n in c.to]
        paths += [f"{edge(ij, a)}-{edge(ij, b)}" for a, b in c.track]
        raw["paths"] = paths
        name = name_of(ij)
        content = parse_content(Table("test-map", name, raw), grid.edges)
        hexes[name] = HexDef(at=name, content=content, home=tuple(c.home))
    return MapDef(id="test", layout=layout, name="test", hexes=hexes)  # type: ignore[arg-type]


@dataclass
class Position:
    """A made-up map of one game with tokens: ask for best runs or judge claims on it."""

    game: str
    cells: dict[Where, Cell]
    tokens: Sequence[tuple[str, Where]] = ()  # (company, cell): city 0 there
    phase: str | None = None

    def __post_init__(self) -> None:
        self.layout = LAYOUT[self.game]
        g = load_game(self.game)
        self.map = make_map(self.layout, self.cells)
        self.rules = REGISTRY[self.game](g, self.map, g.manifest)
        toks = tuple(Token(c, self.name(ij), 0) for c, ij in self.tokens)
        self.board = Board(self.map, tokens=toks)

    def name(self, ij: Where) -> str:
        return ij if isinstance(ij, str) else at(self.layout, *ij)

    def claim_text(self, train: str, *stops: Where) -> str:
        return f"{train}: " + "-".join(self.name(s) for s in stops)

    def best(self, company: str, trains: Sequence[str], **kw: Any):
        return best_runs(self.rules, self.board, company, trains, self.phase, **kw)

    def judge(self, company: str, claim: str | Claim, trains: Sequence[str] | None = None, **kw: Any):
        c = parse_claim(claim) if isinstance(claim, str) else claim
        return judge_claim(self.rules, self.board, company, c, self.phase, trains=trains, **kw)

    def rules_broken(self, company: str, claim: str | Claim, trains: Sequence[str] | None = None, **kw):
        return [v.rule for v in self.judge(company, claim, trains, **kw).violations]


def declared(train: str, stops: Sequence[str], revenue: int) -> Claim:
    """A claim with its declared revenue, as an 18xx.games route carries it."""
    return Claim((ClaimRun(train, tuple(ClaimStop(s) for s in stops), revenue=revenue),))


__all__ = [
    "GAMES",
    "LAYOUT",
    "Cell",
    "Position",
    "at",
    "city",
    "declared",
    "make_map",
    "offboard",
    "town",
    "track",
]


def bench_planner(position: str, company: str, trains: Sequence[str]) -> tuple[Any, Any, Planner, tuple]:
    """The rules, the route context and a planner of ``company`` on a benchmark position
    (``benchmarks/positions/POSITION.toml``), and ``trains`` as the search sees them."""
    path = Path(__file__).parents[1] / "benchmarks" / "positions" / f"{position}.toml"
    layout = load_layout(path)
    report = check_layout(layout)
    rules = report.rules
    ctx = route_context(rules, report.board, company, layout.last_phase)
    planner = Planner(rules, ctx, company_graph(rules, ctx))
    return rules, ctx, planner, route_trains(rules, trains, layout.last_phase)
