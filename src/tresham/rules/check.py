"""``check_layout``: apply a layout's lays in order and report every violation and cost."""

from __future__ import annotations

from dataclasses import dataclass, field

from .base import Cost, Lay, LayRecord, Rules
from .board import Board, Token
from .games import rules_for
from .layout import LayEntry, Layout, TokenEntry
from .violation import Violation


@dataclass
class LayReport:
    index: int
    hex: str
    tile: str
    rotation: int
    company: str | None
    upgrade: bool
    costs: list[Cost] = field(default_factory=list)
    violations: list[Violation] = field(default_factory=list)

    @property
    def cost(self) -> int:
        return sum(c.amount for c in self.costs)

    def to_dict(self) -> dict:
        return {
            "index": self.index,
            "hex": self.hex,
            "tile": self.tile,
            "rotation": self.rotation,
            "company": self.company,
            "upgrade": self.upgrade,
            "cost": self.cost,
            "costs": [c.to_dict() for c in self.costs],
            "ok": not self.violations,
        }


@dataclass
class Report:
    layout: Layout
    rules: Rules
    board: Board
    lays: list[LayReport]
    violations: list[Violation]
    token_violations: list[Violation]

    @property
    def ok(self) -> bool:
        return not self.violations and not self.token_violations

    @property
    def total_cost(self) -> int:
        return sum(lay.cost for lay in self.lays)

    def board_dict(self) -> dict:
        out = {}
        for hex, placed in self.board.tiles.items():
            entry = {"tile": placed.tile.name, "rotation": placed.rotation}
            if placed.copy is not None:
                entry["copy"] = placed.copy
            out[hex] = entry
        return out

    def to_dict(self) -> dict:
        violations = [v.to_dict() for v in self.violations]
        for v in self.token_violations:
            d = v.to_dict()
            d["item"] = "token"
            violations.append(d)
        return {
            "ok": self.ok,
            "game": self.layout.game.id,
            "lays": len(self.lays),
            "violations": violations,
            "costs": [lay.to_dict() for lay in self.lays],
            "total_cost": self.total_cost,
            "board": self.board_dict(),
            "tokens": [{"hex": t.hex, "company": t.company, "city": t.city} for t in self.board.tokens],
        }


def check_layout(layout: Layout) -> Report:
    """Apply every lay in order (a lay is applied even when it breaks a rule) and report."""
    rules = rules_for(layout.game, layout.map)
    board = rules.new_board()
    phase = layout.phase
    turns: dict[int, list[LayRecord]] = {}
    lay_reports: list[LayReport] = []
    violations: list[Violation] = []
    token_violations: list[Violation] = []
    for item in layout.items:
        if isinstance(item, TokenEntry):
            for v in rules.check_token(board, item.hex, item.company, item.city):
                token_violations.append(v.at(item.index))
            board = board.with_token(Token(item.company, item.hex, item.city))
            continue
        assert isinstance(item, LayEntry)
        if item.phase is not None:
            phase = item.phase
        earlier = turns.get(item.turn, []) if item.turn is not None else []
        lay = Lay(item.hex, item.tile, item.rotation, item.copy, item.company, item.turn, item.index)
        res = rules.check_lay(board, lay, phase_colors=rules.phase_colors(phase), position=len(earlier))
        found = list(res.violations)
        if item.turn is not None:
            record = LayRecord(item.hex, item.tile, res.upgrade, item.company)
            others = {r.company for r in earlier if r.company and item.company and r.company != item.company}
            if others:
                found.append(
                    rules.violation(
                        "turn.mixed-companies",
                        f"turn {item.turn} mixes lays of {', '.join(sorted(others))} and {item.company}",
                        item.hex,
                    )
                )
            why = rules.turn_problem(earlier, record)
            if why:
                found.append(rules.violation("turn.too-many-lays", why, item.hex))
            turns.setdefault(item.turn, []).append(record)
        found = [v.at(item.index) for v in found]
        violations.extend(found)
        lay_reports.append(
            LayReport(
                item.index,
                item.hex,
                item.tile.name,
                item.rotation,
                item.company,
                res.upgrade,
                res.costs,
                found,
            )
        )
        board = rules.apply(board, lay, res)
    return Report(layout, rules, board, lay_reports, violations, token_violations)
